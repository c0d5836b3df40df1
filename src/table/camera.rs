//! The camera above the table: it looks down at the board area at a slight angle and glides
//! between framings (title, board, dice tray). Reduced motion makes the moves instant.
//! Multisampling and shadow filtering follow the quality setting (`quality`). The room beyond
//! the table fades into the dark by the light baked into the table, not by fog: fog cost a
//! software renderer a seventh of the frame.

use crate::persistence::settings::Settings;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::prelude::*;

/// Where the camera should be: eye position and the point it looks at.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct CameraGoal {
    pub eye: Vec3,
    pub target: Vec3,
}

impl CameraGoal {
    /// Looking down on the whole table from the player's side.
    pub const TITLE: Self = Self { eye: Vec3::new(0.0, 10.5, 8.2), target: Vec3::new(0.0, 0.0, 0.6) };
}

#[derive(Component)]
pub struct TableCamera;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(CameraGoal::TITLE);
    app.add_systems(Startup, spawn);
    app.add_systems(Update, glide.in_set(crate::state::AppSystems::Present));
}

fn spawn(mut commands: Commands, goal: Res<CameraGoal>) {
    commands.spawn((
        Name::new("Table camera"),
        TableCamera,
        Camera3d::default(),
        Tonemapping::AgX,
        Transform::from_translation(goal.eye).looking_at(goal.target, Vec3::Y),
    ));
}

fn glide(
    time: Res<Time>,
    goal: Res<CameraGoal>,
    settings: Res<Settings>,
    mut current: Local<Option<CameraGoal>>,
    mut cameras: Query<&mut Transform, With<TableCamera>>,
) {
    let now = current.get_or_insert(*goal);
    // Exponential approach: quick at first, gentle at the end, frame-rate independent.
    let t = if settings.reduced_motion { 1.0 } else { 1.0 - (-4.0 * time.delta_secs()).exp() };
    now.eye = now.eye.lerp(goal.eye, t);
    now.target = now.target.lerp(goal.target, t);
    for mut transform in &mut cameras {
        *transform = Transform::from_translation(now.eye).looking_at(now.target, Vec3::Y);
    }
}
