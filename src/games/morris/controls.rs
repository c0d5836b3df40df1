//! A human's decisions on the Morris board: with the mouse, click a point to place, click a man
//! then a point to move it (or drag it there), click a lit man to take it; with the keyboard or
//! a controller, the arrows move the focus from point to point along the board's own lines,
//! Enter/South picks up and puts down, Esc/East puts a picked man back. Every choice offered
//! comes from the rules' legal actions.

use super::board::{Layout, Man, Place, PointSpot};
use super::view::MorrisMatch;
use crate::audio::PlaySfx;
use crate::audio::sfx::Sfx;
use crate::games::door::Submit;
use crate::games::phase::{TableSystems, TurnPhase};
use crate::input::{MenuAction, MenuControls, TableTakesBack};
use crate::table::picking::Pointer;
use crate::theme::interaction::{Activated, Focus, FocusLayer, Focusable, Links, Spatial};
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;
use parlour_rules::game::Game;
use parlour_rules::games::morris::{Action, Morris};

/// The man the human has picked up, if any.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct Pick {
    pub from: Option<u8>,
    /// Picked by pressing the mouse on it: letting go over a target drops it there.
    dragging: bool,
}

/// What the points mean now for the human deciding, from the rules' legal actions.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Choices {
    /// Points where a man can be placed or moved to (from the picked man).
    pub targets: Vec<u8>,
    /// Men that can be picked up to move.
    pub sources: Vec<u8>,
    /// Opponent's men that can be taken.
    pub removable: Vec<u8>,
}

impl Choices {
    pub fn of(game: &Morris, pick: &Pick) -> Self {
        let mut c = Choices::default();
        for a in game.legal_actions() {
            match a {
                Action::Place(p) => c.targets.push(p),
                Action::Remove(p) => c.removable.push(p),
                Action::Move { from, to } => {
                    if !c.sources.contains(&from) {
                        c.sources.push(from);
                    }
                    if pick.from == Some(from) {
                        c.targets.push(to);
                    }
                }
                Action::Resign { .. } => {}
            }
        }
        c
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pick>();
    app.add_systems(
        Update,
        (point_with_mouse, act, cancel)
            .chain()
            .run_if(in_state(TurnPhase::Deciding).and_then(resource_exists::<MorrisMatch>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(
        Update,
        (mark_points, hold_picked)
            .run_if(
                resource_exists::<MorrisMatch>
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

/// Link each point to its neighbours along the board's lines, by direction: the arrows then
/// follow the lines (diagonals too, where a board has them).
pub fn point_links(spots: &[(Entity, Vec3)], adjacent: &[Vec<u8>]) -> Vec<(Entity, Links, Spatial)> {
    // Up, Down, Left, Right in table coordinates (the far side is up).
    let dirs = [Vec2::NEG_Y, Vec2::Y, Vec2::NEG_X, Vec2::X];
    let mut out = Vec::new();
    for (p, (entity, at)) in spots.iter().enumerate() {
        let mut links = [None; 4];
        for (k, dir) in dirs.iter().enumerate() {
            links[k] = adjacent[p]
                .iter()
                .filter_map(|&q| {
                    let (e, to) = spots[q as usize];
                    let d = Vec2::new(to.x - at.x, to.z - at.z).normalize_or_zero();
                    let cos = d.dot(*dir);
                    (cos > 0.5).then_some((cos, e))
                })
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, e)| e);
        }
        out.push((*entity, Links(links), Spatial(Vec2::new(at.x, at.z))));
    }
    out
}

/// At a table with a human, every point takes the focus, so the focus can walk the lines and
/// stays where it was between turns; the glows show what the rules allow when the human decides.
fn mark_points(
    mut commands: Commands,
    m: Res<MorrisMatch>,
    phase: Res<State<TurnPhase>>,
    spots: Query<(Entity, &PointSpot, Has<Focusable>)>,
) {
    let want = *phase.get() != TurnPhase::Over && (0..m.seats.len()).any(|s| m.is_human(s));
    for (entity, spot, focusable) in &spots {
        if want && !focusable {
            commands.entity(entity).insert((Focusable { order: 100 + spot.0 as i32 }, FocusLayer::SCREEN));
        } else if !want && focusable {
            commands.entity(entity).remove::<(Focusable, FocusLayer)>();
        }
    }
}

/// Apply a choice on point `p`: place, pick up, put down or take.
fn choose(game: &Morris, pick: &mut Pick, p: u8) -> Result<Option<Action>, ()> {
    let c = Choices::of(game, pick);
    if c.removable.contains(&p) {
        return Ok(Some(Action::Remove(p)));
    }
    match pick.from {
        Some(from) if from == p => {
            *pick = Pick::default();
            Ok(None)
        }
        Some(from) if c.targets.contains(&p) => {
            *pick = Pick::default();
            Ok(Some(Action::Move { from, to: p }))
        }
        _ if c.sources.contains(&p) => {
            *pick = Pick { from: Some(p), dragging: pick.dragging };
            Ok(None)
        }
        None if c.targets.contains(&p) => Ok(Some(Action::Place(p))),
        _ => Err(()),
    }
}

fn act(
    mut activated: MessageReader<Activated>,
    m: Res<MorrisMatch>,
    spots: Query<&PointSpot>,
    mut pick: ResMut<Pick>,
    mut submit: MessageWriter<Submit<Morris>>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    if m.human_to_act().is_none() {
        activated.clear();
        return;
    }
    for a in activated.read() {
        let Ok(spot) = spots.get(a.entity) else { continue };
        if a.step != 0 {
            continue;
        }
        let before = pick.from;
        match choose(&m.game, &mut pick, spot.0) {
            Ok(Some(action)) => {
                submit.write(Submit::new(action));
            }
            Ok(None) => {
                sfx.write(PlaySfx(if pick.from.is_some() && pick.from != before {
                    Sfx::TokenLift
                } else {
                    Sfx::UiBack
                }));
            }
            Err(()) => {
                sfx.write(PlaySfx(Sfx::Error));
            }
        }
    }
}

/// Esc or East puts a picked man back.
fn cancel(
    controls: Query<&ActionState<MenuAction>, With<MenuControls>>,
    mut pick: ResMut<Pick>,
    mut takes_back: ResMut<TableTakesBack>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    if pick.from.is_some() && controls.single().is_ok_and(|s| s.just_pressed(&MenuAction::Back)) {
        *pick = Pick::default();
        sfx.write(PlaySfx(Sfx::UiBack));
    }
    if takes_back.0 != pick.from.is_some() {
        takes_back.0 = pick.from.is_some();
    }
}

/// The mouse on the board: hovering a point focuses it; pressing chooses it; letting go of a man
/// dragged from its point over another point puts it down there.
fn point_with_mouse(
    pointer: Pointer,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    layout: Res<Layout>,
    m: Res<MorrisMatch>,
    spots: Query<(Entity, &PointSpot), With<Focusable>>,
    mut pick: ResMut<Pick>,
    mut focus: ResMut<Focus>,
    mut activated: MessageWriter<Activated>,
    mut sfx: MessageWriter<PlaySfx>,
    mut last: Local<Option<Vec2>>,
) {
    let Some(cursor) = pointer.cursor() else { return };
    // A cursor resting where it was when the table opened takes nothing from the keyboard.
    let moved = last.is_some_and(|l| l != cursor);
    *last = Some(cursor);
    let Some(mouse) = mouse else { return };
    let Some(p) = pointer.on_plane(super::board::BOARD_TOP).and_then(|at| layout.point_at(at)) else {
        return;
    };
    let Some((entity, _)) = spots.iter().find(|(_, s)| s.0 == p) else { return };
    if moved && focus.0 != Some(entity) {
        focus.0 = Some(entity);
        sfx.write(PlaySfx(Sfx::UiMove));
    }
    if mouse.just_pressed(MouseButton::Left) {
        let was = pick.from;
        activated.write(Activated { entity, step: 0 });
        // A press on a man that can move starts a drag.
        if was.is_none() && Choices::of(&m.game, &Pick::default()).sources.contains(&p) {
            pick.dragging = true;
        }
    } else if mouse.just_released(MouseButton::Left) && pick.dragging {
        pick.dragging = false;
        if pick.from.is_some_and(|from| from != p) {
            activated.write(Activated { entity, step: 0 });
        }
    }
}

/// A picked man hovers above its point (and follows the mouse while dragged).
fn hold_picked(
    pick: Res<Pick>,
    layout: Res<Layout>,
    pointer: Pointer,
    mut men: Query<(&Man, &mut Transform), Without<crate::table::pieces::Flight>>,
) {
    for (man, mut t) in &mut men {
        let Place::On(p) = man.place else { continue };
        let rest = layout.rest(man.seat, man.place);
        let goal = if pick.from == Some(p) {
            let under = if pick.dragging { pointer.on_plane(super::board::BOARD_TOP) } else { None };
            under.map_or(rest, |u| Vec3::new(u.x, rest.y, u.z)) + Vec3::Y * 0.35
        } else {
            rest
        };
        if t.translation.distance(goal) > 0.001 {
            t.translation = t.translation.lerp(goal, 0.35);
        }
    }
}
