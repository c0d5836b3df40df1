//! A human's decisions at the Morfals table and the turn panel: hold Throw and let go (the shared
//! throw gesture), then choose a lit square of the column the dice named (click it, or walk the
//! column with the arrows and press Enter/South); after a round, Next round. Every choice offered
//! comes from the rules' legal actions.

use super::board::{BOARD_TOP, Layout, SquareSpot};
use super::glows::Glows;
use super::view::MorfalsMatch;
use crate::audio::PlaySfx;
use crate::audio::sfx::Sfx;
use crate::dice::throw::{Throwing, Thrown};
use crate::games::door::Submit;
use crate::games::hint::Hint;
use crate::games::hud::ControlsBox;
use crate::games::phase::{TableSystems, TurnPhase};
use crate::state::Screen;
use crate::table::glow::{GlowMaterial, show_glow};
use crate::table::picking::Pointer;
use crate::theme::interaction::{Activated, Focus, FocusLayer, Focusable, Spatial};
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morfals::{Action, Morfals, Square};

/// A control of the turn panel.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Throw,
    NextRound,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (point_with_mouse, act)
            .chain()
            .run_if(in_state(TurnPhase::Deciding).and_then(resource_exists::<MorfalsMatch>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(
        Update,
        let_go
            .run_if(in_state(TurnPhase::Charging).and_then(resource_exists::<MorfalsMatch>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(
        Update,
        mark_squares
            .run_if(
                resource_exists::<MorfalsMatch>
                    .and_then(resource_exists::<Glows>)
                    .and_then(in_state(Screen::Playing))
                    .and_then(any_with_component::<ControlsBox>),
            )
            .in_set(crate::state::AppSystems::Present),
    );
}

/// The squares the human may place on now.
pub fn open_squares(game: &Morfals) -> Vec<Square> {
    game.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Place { square } => Some(square),
            _ => None,
        })
        .collect()
}

/// A human decides now.
pub(super) fn deciding(m: &MorfalsMatch, phase: &State<TurnPhase>) -> bool {
    *phase.get() == TurnPhase::Deciding && m.human_to_act().is_some()
}

/// The open squares take the focus (walked with the arrows) and glow; the focused one brighter.
fn mark_squares(
    mut commands: Commands,
    m: Res<MorfalsMatch>,
    phase: Res<State<TurnPhase>>,
    layout: Res<Layout>,
    glows: Res<Glows>,
    focus: Res<Focus>,
    hint: Option<Res<Hint<Morfals>>>,
    mut squares: Query<(
        Entity,
        &SquareSpot,
        Has<Focusable>,
        &mut Visibility,
        &mut MeshMaterial3d<GlowMaterial>,
    )>,
) {
    let open = if deciding(&m, &phase) { open_squares(&m.game) } else { Vec::new() };
    let hinted = match hint.filter(|h| h.at == m.actions).map(|h| h.action) {
        Some(Action::Place { square }) => Some(square),
        _ => None,
    };
    for (entity, spot, focusable, mut vis, mut mat) in &mut squares {
        let on = open.contains(&spot.0);
        if on && !focusable {
            let at = layout.square(spot.0);
            let order = 100 + spot.0.column as i32 * 10 + (10 - spot.0.row as i32);
            commands.entity(entity).insert((
                Focusable { order },
                FocusLayer::SCREEN,
                Spatial(Vec2::new(at.x, at.z)),
            ));
        } else if !on && focusable {
            commands.entity(entity).remove::<(Focusable, FocusLayer, Spatial)>();
        }
        let want = match (on, focus.0 == Some(entity)) {
            (true, true) => Some(&glows.focused),
            (true, false) if hinted == Some(spot.0) => Some(&glows.hint),
            (true, false) => Some(&glows.legal),
            _ => None,
        };
        show_glow(&mut vis, &mut mat, want);
    }
}

#[allow(clippy::too_many_arguments)]
fn act(
    mut commands: Commands,
    mut activated: MessageReader<Activated>,
    m: Res<MorfalsMatch>,
    squares: Query<&SquareSpot>,
    controls: Query<&Control>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut submit: MessageWriter<Submit<Morfals>>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    if m.human_to_act().is_none() {
        activated.clear();
        return;
    }
    let legal = m.game.legal_actions();
    for a in activated.read() {
        if a.step != 0 {
            continue;
        }
        if let Ok(spot) = squares.get(a.entity) {
            let action = Action::Place { square: spot.0 };
            if legal.contains(&action) {
                submit.write(Submit::new(action));
            } else {
                sfx.write(PlaySfx(Sfx::Error));
            }
            continue;
        }
        match controls.get(a.entity) {
            Ok(Control::Throw) if legal.contains(&Action::Roll) => {
                commands.insert_resource(Throwing::new(vec![0, 1, 2], 3));
                next.set(TurnPhase::Charging);
            }
            Ok(Control::NextRound) if legal.contains(&Action::NextRound) => {
                submit.write(Submit::new(Action::NextRound));
            }
            _ => {}
        }
    }
}

/// The held throw was let go: the throw goes to the rules with its gesture.
fn let_go(
    mut thrown: MessageReader<Thrown>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut submit: MessageWriter<Submit<Morfals>>,
) {
    let Some(Thrown { gesture }) = thrown.read().last().copied() else { return };
    submit.write(Submit { action: Action::Roll, gesture: Some(gesture) });
    next.set(TurnPhase::Presenting);
}

/// The mouse on the board: hovering an open square focuses it, pressing chooses it.
fn point_with_mouse(
    pointer: Pointer,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    layout: Res<Layout>,
    squares: Query<(Entity, &SquareSpot), With<Focusable>>,
    mut focus: ResMut<Focus>,
    mut activated: MessageWriter<Activated>,
    mut last: Local<Option<Vec2>>,
) {
    let Some(cursor) = pointer.cursor() else { return };
    let moved = last.is_some_and(|l| l != cursor);
    *last = Some(cursor);
    let Some(mouse) = mouse else { return };
    let Some(square) = pointer.on_plane(BOARD_TOP).and_then(|at| layout.square_at(at)) else { return };
    let Some((entity, _)) = squares.iter().find(|(_, s)| s.0 == square) else { return };
    if moved {
        focus.0 = Some(entity);
    }
    if mouse.just_pressed(MouseButton::Left) {
        activated.write(Activated { entity, step: 0 });
    }
}
