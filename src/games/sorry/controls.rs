//! A human's decisions at the Sorry! table. Mouse: click a lit pawn, then a lit spot (or drag
//! the pawn there). Keyboard and controller: the focus walks the lit pawns with the arrows, Enter
//! or South picks one up, the focus then walks its destinations; Esc or East goes back a step
//! (a question, the pawn held, a split part, the card chosen). The turn panel's buttons (Draw,
//! Forfeit, the hand's cards, the panel's questions) take the focus like any button.

use super::board::{BOARD_TOP, Layout, PawnPiece, Spot, SpotGlow};
use super::choices::{self, Choices, Chosen, Pick};
use super::view::SorryMatch;
use crate::audio::PlaySfx;
use crate::audio::sfx::Sfx;
use crate::games::door::Submit;
use crate::games::phase::{TableSystems, TurnPhase};
use crate::input::{MenuAction, MenuControls, TableTakesBack};
use crate::table::picking::Pointer;
use crate::table::pieces::Path;
use crate::theme::interaction::{Activated, Focus, FocusLayer, Focusable, Spatial};
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;
use parlour_rules::games::sorry::{Action, Sorry};

/// A control of the turn panel.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Draw the top card (or, before the match, a card for who starts).
    Draw,
    /// Give up the drawn card (no move, or declining an 11's swap).
    Forfeit,
    /// The `i`-th card of the hand (play for points).
    Hand(usize),
    /// The `i`-th answer to the panel's question.
    Answer(usize),
    /// Show the hand to the seat to act (after the hand-over).
    Reveal,
}

/// The seat whose hand may be shown now: with two humans or more, each must ask to see theirs
/// after the controls have been passed.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct HandShown(pub Option<usize>);

/// The choices on the board changed under the focus (a pawn picked, a split part chosen): the
/// focus goes to the first new choice rather than staying where it was.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
struct Refocus(bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pick>().init_resource::<HandShown>().init_resource::<Refocus>();
    app.add_systems(
        Update,
        (point_with_mouse, act, cancel)
            .chain()
            .run_if(in_state(TurnPhase::Deciding).and_then(resource_exists::<SorryMatch>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(
        Update,
        (mark_spots, hold_picked, guard_hand)
            .run_if(
                resource_exists::<SorryMatch>
                    .and_then(resource_exists::<Layout>)
                    .and_then(in_state(crate::state::Screen::Playing)),
            )
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Present),
    );
    app.add_systems(
        OnExit(TurnPhase::Deciding),
        |mut pick: ResMut<Pick>, mut back: ResMut<TableTakesBack>| {
            *pick = Pick::default();
            back.0 = false;
        },
    );
}

/// How many seats are played by people.
pub fn humans(m: &SorryMatch) -> usize {
    m.humans_here()
}

/// Whether the hand of the seat to act may be on screen now.
pub fn hand_open(m: &SorryMatch, shown: &HandShown) -> bool {
    match m.human_to_act() {
        Some(seat) => humans(m) <= 1 || shown.0 == Some(seat),
        None => false,
    }
}

/// A new seat to act closes the hand again (two humans or more).
fn guard_hand(m: Res<SorryMatch>, mut shown: ResMut<HandShown>) {
    if shown.0.is_some() && shown.0 != m.game.to_act() {
        shown.0 = None;
    }
}

/// The spots that take the focus now: the pawns that can move, or where the picked one can go
/// (and its own spot, to put it back). None while the panel asks a question.
fn focus_spots(game: &Sorry, pick: &Pick) -> Vec<Spot> {
    if !pick.asking.is_empty() {
        return Vec::new();
    }
    let c = Choices::of(game, pick);
    match pick.pawn {
        Some(p) => {
            let mut v: Vec<Spot> = c.targets.iter().map(|(s, _)| *s).collect();
            v.push(Spot::of(p.colour, game.pawn(p)));
            v
        }
        None => c.sources.iter().map(|(s, _)| *s).collect(),
    }
}

fn mark_spots(
    mut commands: Commands,
    m: Res<SorryMatch>,
    phase: Res<State<TurnPhase>>,
    pick: Res<Pick>,
    shown: Res<HandShown>,
    layout: Res<Layout>,
    spots: Query<(Entity, &SpotGlow, Has<Focusable>)>,
    mut refocus: ResMut<Refocus>,
    mut focus: ResMut<Focus>,
) {
    let deciding = *phase.get() == TurnPhase::Deciding && m.human_to_act().is_some();
    let points = matches!(m.game.phase(), parlour_rules::games::sorry::Phase::Play { .. });
    let want: Vec<Spot> =
        if deciding && (!points || hand_open(&m, &shown)) { focus_spots(&m.game, &pick) } else { Vec::new() };
    let all = layout.spots();
    for (entity, glow, focusable) in &spots {
        let on = want.contains(&glow.0);
        if on && !focusable {
            let order = all.iter().position(|s| *s == glow.0).unwrap_or(0) as i32;
            let at = layout.spot(glow.0);
            commands.entity(entity).insert((
                Focusable { order },
                FocusLayer::SCREEN,
                Spatial(Vec2::new(at.x, at.z)),
            ));
        } else if !on && focusable {
            commands.entity(entity).remove::<(Focusable, FocusLayer, Spatial)>();
        }
    }
    if refocus.0 {
        refocus.0 = false;
        if let Some((entity, ..)) = want.first().and_then(|w| spots.iter().find(|(_, g, _)| g.0 == *w)) {
            focus.0 = Some(entity);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn act(
    mut activated: MessageReader<Activated>,
    m: Res<SorryMatch>,
    spots: Query<&SpotGlow>,
    controls: Query<&Control>,
    mut pick: ResMut<Pick>,
    mut shown: ResMut<HandShown>,
    mut refocus: ResMut<Refocus>,
    mut submit: MessageWriter<Submit<Sorry>>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    let Some(seat) = m.human_to_act() else {
        activated.clear();
        return;
    };
    for a in activated.read() {
        if a.step != 0 {
            continue;
        }
        let legal = m.game.legal_actions();
        if let Ok(spot) = spots.get(a.entity) {
            let before = pick.pawn;
            match choices::choose(&m.game, &mut pick, spot.0) {
                Chosen::Submit(action) => {
                    submit.write(Submit::new(action));
                }
                Chosen::Picked => {
                    refocus.0 = true;
                    sfx.write(PlaySfx(if before.is_some() { Sfx::UiMove } else { Sfx::TokenLift }));
                }
                Chosen::PutBack => {
                    sfx.write(PlaySfx(Sfx::UiBack));
                }
                Chosen::Extended | Chosen::Ask => {
                    refocus.0 = true;
                    sfx.write(PlaySfx(Sfx::TokenPlace));
                }
                Chosen::Refused => {
                    sfx.write(PlaySfx(Sfx::Error));
                }
            }
            continue;
        }
        let Ok(control) = controls.get(a.entity) else { continue };
        match *control {
            Control::Draw => {
                if let Some(action) =
                    legal.iter().find(|x| matches!(x, Action::Draw | Action::StartDraw)).cloned()
                {
                    submit.write(Submit::new(action));
                }
            }
            Control::Forfeit => {
                if legal.contains(&Action::Forfeit) {
                    submit.write(Submit::new(Action::Forfeit));
                }
            }
            Control::Reveal => {
                shown.0 = Some(seat);
            }
            Control::Hand(i) => {
                if !hand_open(&m, &shown) {
                    continue;
                }
                let Some(card) = m.game.hand(seat).get(i).copied() else { continue };
                let discard = Action::Discard { card };
                if legal.contains(&discard) {
                    submit.write(Submit::new(discard));
                } else if choices::playable_cards(&m.game).contains(&card) {
                    if pick.card != Some(card) {
                        *pick = Pick { card: Some(card), ..Pick::default() };
                        refocus.0 = true;
                    }
                } else {
                    sfx.write(PlaySfx(Sfx::Error));
                }
            }
            Control::Answer(i) => {
                if let Some(outcome) = pick.asking.get(i).cloned()
                    && let Chosen::Submit(action) = choices::settle(&mut pick, outcome)
                {
                    submit.write(Submit::new(action));
                }
            }
        }
    }
}

/// Esc or East goes back a step.
fn cancel(
    controls: Query<&ActionState<MenuAction>, With<MenuControls>>,
    mut pick: ResMut<Pick>,
    mut takes_back: ResMut<TableTakesBack>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    if pick.has_any() && controls.single().is_ok_and(|s| s.just_pressed(&MenuAction::Back)) && pick.back() {
        sfx.write(PlaySfx(Sfx::UiBack));
    }
    if takes_back.0 != pick.has_any() {
        takes_back.0 = pick.has_any();
    }
}

/// The mouse on the board: hovering a lit spot focuses it; pressing chooses it; letting go of a
/// pawn dragged from its spot over another spot chooses that spot.
#[allow(clippy::too_many_arguments)]
fn point_with_mouse(
    pointer: Pointer,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    layout: Res<Layout>,
    m: Res<SorryMatch>,
    spots: Query<(Entity, &SpotGlow), With<Focusable>>,
    mut pick: ResMut<Pick>,
    mut focus: ResMut<Focus>,
    mut activated: MessageWriter<Activated>,
    mut sfx: MessageWriter<PlaySfx>,
    mut last: Local<Option<Vec2>>,
) {
    let Some(cursor) = pointer.cursor() else { return };
    let moved = last.is_some_and(|l| l != cursor);
    *last = Some(cursor);
    let Some(mouse) = mouse else { return };
    let Some(spot) = pointer.on_plane(BOARD_TOP).and_then(|at| layout.spot_at(at)) else { return };
    let Some((entity, _)) = spots.iter().find(|(_, s)| s.0 == spot) else { return };
    if moved && focus.0 != Some(entity) {
        focus.0 = Some(entity);
        sfx.write(PlaySfx(Sfx::UiMove));
    }
    if mouse.just_pressed(MouseButton::Left) {
        let was = pick.pawn;
        activated.write(Activated { entity, step: 0 });
        if was.is_none() {
            pick.dragging = true;
        }
    } else if mouse.just_released(MouseButton::Left) && pick.dragging {
        pick.dragging = false;
        // Let go over another spot than the one it was picked from: it goes there.
        if let Some(p) = pick.pawn
            && Spot::of(p.colour, m.game.pawn(p)) != spot
        {
            activated.write(Activated { entity, step: 0 });
        }
    }
}

/// A picked pawn hovers above its spot (and follows the mouse while dragged).
fn hold_picked(
    pick: Res<Pick>,
    layout: Res<Layout>,
    pointer: Pointer,
    mut pawns: Query<(&PawnPiece, &mut Transform), Without<Path>>,
) {
    for (piece, mut t) in &mut pawns {
        let rest = layout.rest(piece.pawn, piece.pos);
        let goal = if pick.pawn == Some(piece.pawn) {
            let under = if pick.dragging { pointer.on_plane(BOARD_TOP) } else { None };
            under.map_or(rest, |u| Vec3::new(u.x, rest.y, u.z)) + Vec3::Y * 0.3
        } else {
            rest
        };
        if t.translation.distance(goal) > 0.001 {
            t.translation = t.translation.lerp(goal, 0.35);
        }
    }
}
