//! A human's decisions at the table, from the HUD's controls and the board: keep dice, pick a
//! call, hold and let go the throw (the gesture shapes it), place a token, lay a Plus tile.
//! The mouse also points at squares and dice on the table itself.

use super::board::{self, SquareTile};
use super::view::MorpyamMatch;
use crate::audio::PlaySfx;
use crate::audio::sfx::Sfx;
use crate::dice::sim::{DIE_SIZE, top_face};
use crate::dice::throw::{Throwing, Thrown};
use crate::dice::view::{self, Die, DieGlide, Landed};
use crate::games::door::Submit;
use crate::games::phase::TableSystems;
use crate::games::phase::TurnPhase;
use crate::table::picking::Pointer;
use crate::theme::interaction::{Activated, Focus, Focusable};
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morpyam::{Action, Figure, Morpyam, Phase};

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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Choice>();
    app.add_systems(
        Update,
        (point_at_table, act)
            .chain()
            .run_if(in_state(TurnPhase::Deciding).and_then(resource_exists::<MorpyamMatch>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(
        Update,
        let_go
            .run_if(in_state(TurnPhase::Charging).and_then(resource_exists::<MorpyamMatch>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(
        Update,
        place_kept_dice
            .run_if(in_state(TurnPhase::Deciding).and_then(resource_exists::<MorpyamMatch>))
            .in_set(crate::state::AppSystems::Present),
    );
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

/// The throws the rules allow now, as rethrow masks.
fn legal_throws(m: &MorpyamMatch) -> Vec<[bool; 5]> {
    m.game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Roll { rethrow } => Some(rethrow),
            _ => None,
        })
        .collect()
}

/// Which dice the next throw throws: all of them when the rules allow only that (the first
/// throw of a turn), else those not kept.
pub fn rethrow(m: &MorpyamMatch, choice: &Choice) -> [bool; 5] {
    let throws = legal_throws(m);
    if throws.len() == 1 { throws[0] } else { std::array::from_fn(|i| !choice.keep[i]) }
}

/// Whether the rules let the player choose which dice to throw again now.
pub fn can_choose_dice(m: &MorpyamMatch) -> bool {
    legal_throws(m).len() > 1
}

/// Whether the rules allow this throw now (the roll-off's, or these dice thrown again).
fn can_throw(m: &MorpyamMatch, choice: &Choice) -> bool {
    let legal = m.game.legal_actions();
    legal.contains(&Action::RollOff) || legal.contains(&Action::Roll { rethrow: rethrow(m, choice) })
}

fn act(
    mut commands: Commands,
    mut activated: MessageReader<Activated>,
    m: Res<MorpyamMatch>,
    controls: Query<&Control>,
    squares: Query<&SquareTile>,
    mut choice: ResMut<Choice>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut submit: MessageWriter<Submit<Morpyam>>,
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
                submit.write(Submit::new(action));
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
                if can_throw(&m, &choice) {
                    commands.insert_resource(Throwing::new(in_hand(&m, &choice), 5));
                    next.set(TurnPhase::Charging);
                } else {
                    sfx.write(PlaySfx(Sfx::Error));
                }
            }
            Control::Stop if a.step == 0 && m.game.legal_actions().contains(&Action::Pass) => {
                submit.write(Submit::new(Action::Pass));
            }
            _ => {}
        }
    }
}

/// The dice that the throw being held will throw: the roll-off's one die, or those the rules
/// throw now.
fn in_hand(m: &MorpyamMatch, choice: &Choice) -> Vec<usize> {
    let mask = if m.game.legal_actions().contains(&Action::RollOff) {
        [true, false, false, false, false]
    } else {
        rethrow(m, choice)
    };
    (0..5).filter(|i| mask[*i]).collect()
}

/// The held throw was let go: the call (if any) and the throw go to the rules.
fn let_go(
    mut thrown: MessageReader<Thrown>,
    m: Res<MorpyamMatch>,
    choice: Res<Choice>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut submit: MessageWriter<Submit<Morpyam>>,
) {
    let Some(Thrown { gesture }) = thrown.read().last().copied() else { return };
    let gesture = Some(gesture);
    if m.game.legal_actions().contains(&Action::RollOff) {
        submit.write(Submit { action: Action::RollOff, gesture });
    } else {
        if let Some(figure) = chosen_call(&m, &choice) {
            submit.write(Submit::new(Action::Call { figure }));
        }
        submit.write(Submit { action: Action::Roll { rethrow: rethrow(&m, &choice) }, gesture });
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
    pointer: Pointer,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    squares: Query<(Entity, &SquareTile), With<Focusable>>,
    dice: Query<(Entity, &Die, &GlobalTransform)>,
    m: Res<MorpyamMatch>,
    mut focus: ResMut<Focus>,
    mut choice: ResMut<Choice>,
    mut activated: MessageWriter<Activated>,
    mut sfx: MessageWriter<PlaySfx>,
    mut last: Local<Option<Vec2>>,
) {
    let (Some(cursor), Some(ray)) = (pointer.cursor(), pointer.ray()) else { return };
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
    let Some(sq) = pointer.on_plane(board::BOARD_TOP).and_then(board::square_at) else { return };
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
