//! The camera above the table: it looks down at the board area at a slight angle and glides
//! between framings (title, board, dice tray). Reduced motion makes the moves instant. Each
//! framing also names what an upright phone fits across its width (`Across`): the table's
//! layout (`games::hud_layout`) reads where the camera is on its way in `Aim`.
//! Multisampling and shadow filtering follow the quality setting (`quality`). The room beyond
//! the table fades into the dark by the light baked into the table, not by fog: fog cost a
//! software renderer a seventh of the frame.

use crate::persistence::settings::Settings;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::prelude::*;

/// Where the camera should be: eye position, the point it looks at, and what a narrow window
/// shows across its width.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct CameraGoal {
    pub eye: Vec3,
    pub target: Vec3,
    pub across: Across,
}

/// What an upright phone fits across its width: what a wide window shows beside it (reserves,
/// a dice tray) would leave the board a third of a phone's width.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Across {
    /// The game's board ([`Board`]).
    Board,
    /// A part of the table, x by z.
    Area(Rect),
}

impl CameraGoal {
    /// Looking down on the whole table from the player's side.
    pub const TITLE: Self = Self {
        eye: Vec3::new(0.0, 10.5, 8.2),
        target: Vec3::new(0.0, 0.0, 0.6),
        across: Across::Area(Rect { min: Vec2::new(-6.5, -4.5), max: Vec2::new(6.5, 4.5) }),
    };
}

#[derive(Component)]
pub struct TableCamera;

/// The game's board on the table (one at a time), for [`Across::Board`]: the part of the table
/// (x by z) it covers with the pieces kept before and behind it, which a phone shows with it.
#[derive(Component, Debug, Clone, Copy)]
pub struct Board(pub Rect);

/// Where the camera is on its way to its goal, the part of the table to fit across a narrow
/// window resolved (x by z).
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Aim {
    pub eye: Vec3,
    pub target: Vec3,
    pub across: Rect,
}

impl Aim {
    /// Where `goal` aims, its board (if it names it) the one on the table, else `fallback`.
    fn of(goal: &CameraGoal, board: Option<Rect>, fallback: Rect) -> Self {
        let across = match goal.across {
            Across::Area(area) => area,
            Across::Board => board.unwrap_or(fallback),
        };
        Self { eye: goal.eye, target: goal.target, across }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(CameraGoal::TITLE);
    app.add_systems(Startup, spawn);
    app.add_systems(Update, glide.in_set(crate::state::AppSystems::Present));
}

fn spawn(mut commands: Commands, goal: Res<CameraGoal>) {
    let Across::Area(whole) = CameraGoal::TITLE.across else { unreachable!() };
    commands.spawn((
        Name::new("Table camera"),
        TableCamera,
        Aim::of(&goal, None, whole),
        Camera3d::default(),
        Tonemapping::AgX,
        Transform::from_translation(goal.eye).looking_at(goal.target, Vec3::Y),
    ));
}

fn glide(
    time: Res<Time>,
    goal: Res<CameraGoal>,
    settings: Res<Settings>,
    boards: Query<&Board>,
    mut cameras: Query<(&mut Transform, &mut Aim), With<TableCamera>>,
) {
    // Exponential approach: quick at first, gentle at the end, frame-rate independent.
    let t = if settings.reduced_motion { 1.0 } else { 1.0 - (-4.0 * time.delta_secs()).exp() };
    let board = boards.iter().next().map(|c| c.0);
    for (mut transform, mut now) in &mut cameras {
        let to = Aim::of(&goal, board, now.across);
        now.eye = now.eye.lerp(to.eye, t);
        now.target = now.target.lerp(to.target, t);
        now.across =
            Rect { min: now.across.min.lerp(to.across.min, t), max: now.across.max.lerp(to.across.max, t) };
        *transform = Transform::from_translation(now.eye).looking_at(now.target, Vec3::Y);
    }
}
