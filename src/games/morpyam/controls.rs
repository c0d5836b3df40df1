//! A human's decisions at the table, from the HUD's controls and the board: keep dice, pick a
//! call, hold and let go the throw (the gesture shapes it), place a token, lay a Plus tile.
//! The mouse also points at squares and dice on the table itself.

use super::board::{self, SquareTile};
use super::session::{MorpyamMatch, Submit};
use crate::assets::Sfx;
use crate::audio::PlaySfx;
use crate::dice::sim::{DIE_SIZE, Gesture, top_face};
use crate::dice::view::{self, Die, DieGlide, Landed};
use crate::games::phase::TurnPhase;
use crate::input::{MenuAction, MenuControls};
use crate::table::camera::TableCamera;
use crate::theme::interaction::{Activated, Focus, Focusable};
use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use leafwing_input_manager::prelude::ActionState;
use parlour_rules::games::morpyam::{Action, Figure, Phase};

/// What the human has chosen so far this roll.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Choice {
    /// Dice kept aside (not thrown again).
    pub keep: [bool; 5],
    /// 0 = no call; `k` = the k-th figure of `callable()`.
    pub call: usize,
    /// Which of the builder's distinct tiles is picked (Plus).
    pub tile: usize,
}

impl Choice {
    pub fn reset(&mut self) {
        *self = Self::default();
    }
}

/// A control of the turn panel.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Die(usize),
    Call,
    Throw,
    Stop,
    Tile,
}

/// The throw being held.
#[derive(Resource, Debug, Default)]
struct Charge {
    held: f32,
    flick: Vec2,
}

/// The longest a throw can be held.
const MAX_CHARGE: f32 = 1.4;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Choice>().init_resource::<Charge>();
    app.add_systems(
        Update,
        (point_at_table, act)
            .chain()
            .run_if(in_state(TurnPhase::Deciding).and_then(resource_exists::<MorpyamMatch>))
            .in_set(crate::AppSystems::Update),
    );
    app.add_systems(
        Update,
        charge
            .run_if(in_state(TurnPhase::Charging).and_then(resource_exists::<MorpyamMatch>))
            .in_set(crate::AppSystems::Update),
    );
    app.add_systems(
        Update,
        place_kept_dice
            .run_if(in_state(TurnPhase::Deciding).and_then(resource_exists::<MorpyamMatch>))
            .in_set(crate::AppSystems::Present),
    );
    app.add_systems(OnEnter(TurnPhase::Charging), |mut c: ResMut<Charge>| *c = Charge::default());
}

/// The distinct tiles the builder still holds, in order.
pub fn tile_choices(m: &MorpyamMatch) -> Vec<Figure> {
    let t = m.game.table();
    let Phase::Build { builder, .. } = t.phase else { return Vec::new() };
    let mut figs = t.hands[builder].clone();
    figs.dedup();
    figs
}

/// The call chosen now, if any.
pub fn chosen_call(m: &MorpyamMatch, choice: &Choice) -> Option<Figure> {
    let callable = m.game.table().callable();
    (choice.call > 0).then(|| callable.get(choice.call - 1).copied()).flatten()
}

/// Which dice the next throw throws.
pub fn rethrow(m: &MorpyamMatch, choice: &Choice) -> [bool; 5] {
    match m.game.table().turn() {
        Some(t) if t.rolls > 0 => std::array::from_fn(|i| !choice.keep[i]),
        _ => [true; 5],
    }
}

/// Whether the dice of the last throw can be kept or thrown again now.
pub fn can_choose_dice(m: &MorpyamMatch) -> bool {
    let t = m.game.table();
    t.turn().is_some_and(|turn| turn.rolls > 0) && t.can_roll()
}

fn act(
    mut activated: MessageReader<Activated>,
    m: Res<MorpyamMatch>,
    controls: Query<&Control>,
    squares: Query<&SquareTile>,
    mut choice: ResMut<Choice>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut submit: MessageWriter<Submit>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    if m.human_to_act().is_none() {
        activated.clear();
        return;
    }
    let table = m.game.table();
    for a in activated.read() {
        if let Ok(sq) = squares.get(a.entity) {
            if a.step != 0 {
                continue;
            }
            let action = match table.phase {
                Phase::Build { .. } => tile_choices(&m)
                    .get(choice.tile)
                    .map(|&figure| Action::PlaceTile { figure, square: sq.0 }),
                _ => Some(Action::Place { square: sq.0 }),
            };
            if let Some(action) = action {
                submit.write(Submit { action, gesture: None });
            }
            continue;
        }
        let Ok(control) = controls.get(a.entity) else { continue };
        match *control {
            Control::Die(i) if a.step == 0 && can_choose_dice(&m) => {
                choice.keep[i] = !choice.keep[i];
            }
            Control::Call => {
                let n = table.callable().len() as i32 + 1;
                let step = if a.step == 0 { 1 } else { a.step as i32 };
                choice.call = (choice.call as i32 + step).rem_euclid(n) as usize;
            }
            Control::Tile => {
                let n = tile_choices(&m).len().max(1) as i32;
                let step = if a.step == 0 { 1 } else { a.step as i32 };
                choice.tile = (choice.tile as i32 + step).rem_euclid(n) as usize;
            }
            Control::Throw if a.step == 0 => {
                let ok = matches!(table.phase, Phase::RollOff { .. })
                    || (table.can_roll() && rethrow(&m, &choice).iter().any(|t| *t));
                if ok {
                    next.set(TurnPhase::Charging);
                } else {
                    sfx.write(PlaySfx(Sfx::Error));
                }
            }
            Control::Stop if a.step == 0 && table.can_pass() => {
                submit.write(Submit { action: Action::Pass, gesture: None });
            }
            _ => {}
        }
    }
}

/// Hold to shake, let go to throw: Confirm (Enter, Space, South) or the mouse button. A mouse
/// flick or the left stick while holding aims the throw; a longer hold throws harder.
fn charge(
    time: Res<Time>,
    m: Res<MorpyamMatch>,
    choice: Res<Choice>,
    mut state: ResMut<Charge>,
    controls: Query<&ActionState<MenuAction>, With<MenuControls>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    motion: Option<Res<AccumulatedMouseMotion>>,
    gamepads: Query<&Gamepad>,
    mut dice: Query<(&Die, &mut Transform)>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut submit: MessageWriter<Submit>,
) {
    state.held += time.delta_secs();
    if let Some(motion) = motion {
        state.flick += motion.delta;
    }
    for pad in &gamepads {
        let stick = pad.left_stick();
        if stick.length() > 0.3 {
            state.flick += Vec2::new(stick.x, -stick.y) * 12.0;
        }
    }
    let table = m.game.table();
    let roll_off = matches!(table.phase, Phase::RollOff { .. });
    let thrown = if roll_off { [true, false, false, false, false] } else { rethrow(&m, &choice) };
    for (die, mut transform) in &mut dice {
        if thrown[die.index] {
            *transform = view::shake_pose(die.index, state.held);
        }
    }
    let holding = controls.single().is_ok_and(|c| c.pressed(&MenuAction::Confirm))
        || mouse.is_some_and(|b| b.pressed(MouseButton::Left));
    if holding && state.held < MAX_CHARGE {
        return;
    }
    let aim =
        if state.flick.length() > 40.0 { state.flick.normalize() } else { Gesture::default().direction };
    let strength =
        (0.35 + 0.65 * (state.held / MAX_CHARGE).min(1.0)).max((state.flick.length() / 900.0).min(1.0));
    let gesture = Some(Gesture { direction: aim, strength });
    if roll_off {
        submit.write(Submit { action: Action::RollOff, gesture });
    } else {
        if let Some(figure) = chosen_call(&m, &choice) {
            submit.write(Submit { action: Action::Call { figure }, gesture: None });
        }
        submit.write(Submit { action: Action::Roll { rethrow: thrown }, gesture });
    }
    next.set(TurnPhase::Presenting);
}

/// Kept dice stand in the row in front of the tray; the others lie where they landed.
fn place_kept_dice(
    mut commands: Commands,
    m: Res<MorpyamMatch>,
    choice: Res<Choice>,
    dice: Query<(Entity, &Die, &Transform, Option<&Landed>), Without<DieGlide>>,
) {
    if !can_choose_dice(&m) {
        return;
    }
    for (entity, die, transform, landed) in &dice {
        let goal = if choice.keep[die.index] {
            view::row_pose_showing(die.index, 5, top_face(transform.rotation).0)
        } else if let Some(l) = landed {
            l.0
        } else {
            continue;
        };
        if transform.translation.distance(goal.translation) > 0.02 {
            commands.entity(entity).insert(DieGlide::new(*transform, goal, 0.3));
        }
    }
}

/// The mouse on the table: hovering a legal square focuses it, clicking places there; clicking
/// a die keeps it or throws it again. The HUD takes the mouse first.
fn point_at_table(
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    ui: Query<&Interaction>,
    squares: Query<(Entity, &SquareTile), With<Focusable>>,
    dice: Query<(Entity, &Die, &GlobalTransform)>,
    m: Res<MorpyamMatch>,
    mut focus: ResMut<Focus>,
    mut choice: ResMut<Choice>,
    mut activated: MessageWriter<Activated>,
    mut sfx: MessageWriter<PlaySfx>,
    mut last: Local<Option<Vec2>>,
) {
    let Ok(window) = windows.single() else { return };
    let Some(cursor) = window.cursor_position() else { return };
    if ui.iter().any(|i| *i != Interaction::None) {
        return;
    }
    let Ok((camera, camera_at)) = cameras.single() else { return };
    let Ok(ray) = camera.viewport_to_world(camera_at, cursor) else { return };
    let clicked = mouse.is_some_and(|b| b.just_pressed(MouseButton::Left));
    let moved = *last != Some(cursor);
    *last = Some(cursor);
    // Dice first: they stand above the board's plane.
    if can_choose_dice(&m) {
        let hit = dice.iter().find(|(_, _, at)| {
            let c = at.translation();
            let t = (c - ray.origin).dot(*ray.direction);
            t > 0.0 && (ray.origin + *ray.direction * t).distance(c) < DIE_SIZE * 0.75
        });
        if let Some((_, die, _)) = hit {
            if clicked {
                choice.keep[die.index] = !choice.keep[die.index];
                sfx.write(PlaySfx(Sfx::UiConfirm));
            }
            return;
        }
    }
    let Some(distance) = ray.intersect_plane(Vec3::Y * board::BOARD_TOP, InfinitePlane3d::new(Vec3::Y))
    else {
        return;
    };
    let Some(sq) = board::square_at(ray.get_point(distance)) else { return };
    let Some((entity, _)) = squares.iter().find(|(_, s)| s.0 == sq) else { return };
    if moved && focus.0 != Some(entity) {
        focus.0 = Some(entity);
        sfx.write(PlaySfx(Sfx::UiMove));
    }
    if clicked {
        activated.write(Activated { entity, step: 0 });
        sfx.write(PlaySfx(Sfx::UiConfirm));
    }
}
