//! How Morfals's events look on the table: the three 1-2-3 dice thrown in the tray (the shared
//! dice kit replays a recorded throw and turns the rules' values up) and the column of their sum
//! lit; a figure walking from its reserve to its square; eaten figures lifted off and walking back
//! to the end of their reserve with a crunch; a pass, a triple, the last figure, the round's
//! points, and the board cleared for the next round.

use super::board::{ColumnGlow, FigurePiece, Layout, Place};
use super::glows::Glows;
use super::view::MorfalsMatch;
use crate::audio::sfx::Sfx;
use crate::dice::faces::DieFaces;
use crate::dice::view::{DicePlayback, TRAY_VIEW};
use crate::games::phase::OnTable;
use crate::games::phase::{TableSystems, TurnPhase};
use crate::games::present::{Present, PresenterSystems, TableSpeed, Voice};
use crate::i18n::Msg;
use crate::table::camera::{Across, CameraGoal};
use crate::table::glow::GlowMaterial;
use crate::table::pieces::{Leg, Path};
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::game::Seat;
use parlour_rules::games::morfals::{AgainReason, Event, Morfals, PassReason, Square};

/// The whole table from the players' side: board on the left, tray on the right, the reserves
/// along the board's near and far edges.
pub const OVERVIEW: CameraGoal =
    CameraGoal { eye: Vec3::new(0.1, 12.8, 6.4), target: Vec3::new(0.1, 0.0, 0.45), across: Across::Board };

/// A glow over a square of a sandwich being shown.
#[derive(Component)]
pub struct EatMark;

/// A sandwich's glow waiting its turn: each line is lit after the one before.
#[derive(Component)]
pub struct LitAfter(pub f32);

/// Seconds between two sandwiches being lit, and between two figures counted.
const LINE_STEP: f32 = 0.3;
const COUNT_STEP: f32 = 0.16;

/// The column the last throw named, lit until a figure is placed or the turn passes.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct LitColumn(pub Option<u8>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LitColumn>();
    app.add_systems(
        Update,
        (
            show.after(PresenterSystems).run_if(resource_exists::<Layout>),
            dice_landed.run_if(in_state(TurnPhase::DiceInFlight)),
            light_column,
            light_lines,
        )
            .run_if(resource_exists::<MorfalsMatch>)
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
}

/// The dice have come to rest: the table goes on.
fn dice_landed(
    playback: Res<DicePlayback>,
    mut camera: ResMut<CameraGoal>,
    mut voice: Voice,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    if playback.running() {
        return;
    }
    *camera = OVERVIEW;
    voice.pause(0.4);
    next.set(TurnPhase::Presenting);
}

fn light_lines(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<TableSpeed>,
    mut marks: Query<(Entity, &mut LitAfter, &mut Visibility)>,
) {
    for (e, mut after, mut vis) in &mut marks {
        after.0 -= time.delta_secs() * speed.0;
        if after.0 <= 0.0 {
            *vis = Visibility::Inherited;
            commands.entity(e).remove::<LitAfter>();
        }
    }
}

fn light_column(lit: Res<LitColumn>, mut glows: Query<(&ColumnGlow, &mut Visibility)>) {
    for (glow, mut vis) in &mut glows {
        vis.set_if_neq(if lit.0 == Some(glow.0) { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// Where every figure stands by `game`: on the board, or at its place in its reserve.
pub fn places(game: &Morfals) -> Vec<(Seat, u8, Place)> {
    let mut out: Vec<(Seat, u8, Place)> =
        game.board().figures().map(|(s, f)| (f.seat, f.id, Place::On(s))).collect();
    for seat in 0..2 {
        out.extend(game.reserve(seat).iter().enumerate().map(|(i, f)| (seat, f.id, Place::Reserve(i))));
    }
    out
}

/// A figure's walk from where it stands to `to`: lifted in a hop, set down.
fn walk(from: &Transform, to: Vec3, calm: bool) -> Path {
    let d = from.translation.distance(to);
    let t = if calm { 0.3 } else { (0.35 + d * 0.06).min(0.9) };
    let end = Transform { translation: to, ..*from };
    Path::new(vec![Leg::to(end, t).arc(if calm { 0.2 } else { 0.5 + d * 0.04 }).sound(Some(Sfx::TokenPlace))])
}

#[allow(clippy::too_many_arguments)]
fn show(
    mut commands: Commands,
    mut events: MessageReader<Present<Morfals>>,
    m: Res<MorfalsMatch>,
    layout: Res<Layout>,
    speed: Res<TableSpeed>,
    mut playback: ResMut<DicePlayback>,
    mut camera: ResMut<CameraGoal>,
    mut lit: ResMut<LitColumn>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut figures: Query<(Entity, &mut FigurePiece, &Transform)>,
    marks: Query<Entity, With<EatMark>>,
    glows: Res<Glows>,
    mut voice: Voice,
    mut throws: Local<u64>,
) {
    for Present { event, gesture } in events.read().cloned() {
        let calm = voice.calm();
        if matches!(
            event,
            Event::DiceRolled { .. }
                | Event::Placed { .. }
                | Event::RoundStarted { .. }
                | Event::TurnPassed { .. }
        ) {
            for e in &marks {
                commands.entity(e).despawn();
            }
        }
        let name = |seat: Seat| MorfalsMatch::name(seat);
        // Move every figure whose place changed to where `moves` puts it, the first after
        // `delay` and each next one a little later.
        let mut send = |commands: &mut Commands, moves: &[(Seat, u8, Place)], delay: f32| {
            let mut k = 0;
            for (e, mut piece, t) in &mut figures {
                let Some((_, _, to)) = moves.iter().find(|(s, id, _)| *s == piece.seat && *id == piece.id)
                else {
                    continue;
                };
                if piece.place == *to {
                    continue;
                }
                piece.place = *to;
                let goal = layout.rest(piece.seat, *to);
                commands.entity(e).insert(walk(t, goal, calm).after(delay + 0.12 * k as f32));
                k += 1;
            }
        };
        match event {
            Event::DiceRolled { seat, dice, column } => {
                *throws += 1;
                let values: Vec<(usize, u8)> = dice.iter().enumerate().map(|(i, v)| (i, *v)).collect();
                playback.speed = if calm { 4.0 } else { 1.0 } * speed.0;
                playback.faces = DieFaces::OneTwoThreeTwice;
                playback.start(&values, gesture, m.next_seed(*throws));
                voice.play(Sfx::DiceShake);
                *camera = if calm { OVERVIEW } else { TRAY_VIEW };
                lit.0 = Some(column);
                let [a, b, c] = dice;
                voice.note(
                    Msg::new("morfals-log-throw")
                        .with("name", name(seat))
                        .with("a", a)
                        .with("b", b)
                        .with("c", c)
                        .with("column", column),
                );
                next.set(TurnPhase::DiceInFlight);
            }
            Event::TurnPassed { seat, reason } => {
                lit.0 = None;
                let line = match reason {
                    PassReason::OneTwoThree => Msg::new("morfals-pass-one-two-three"),
                    PassReason::FullColumn => Msg::new("morfals-pass-full-column"),
                };
                voice.say(line.with("name", name(seat)), 1.8);
                voice.pause(1.0);
            }
            Event::Placed { seat, figure, square } => {
                lit.0 = None;
                // The sandwiches this figure closes, as the rules see them before it lands: each
                // line lit from the placed square to the figure closing it, across an edge too.
                let before = m.shown().board();
                let o = &m.game.config().options;
                let lines = before
                    .index(square)
                    .map(|i| before.sandwiches(i, seat, o.wrap, o.river_in_sandwich))
                    .unwrap_or_default();
                let mark =
                    |commands: &mut Commands, s: Square, material: &Handle<GlowMaterial>, after: f32| {
                        commands.spawn((
                            Name::new("Sandwich"),
                            EatMark,
                            LitAfter(after),
                            OnTable,
                            Mesh3d(glows.square_mesh.clone()),
                            MeshMaterial3d(material.clone()),
                            Transform::from_translation(layout.square(s) + Vec3::Y * 0.02),
                            Visibility::Hidden,
                        ));
                    };
                if !lines.is_empty() {
                    mark(&mut commands, square, &glows.closing, 0.0);
                }
                let mut safe = 0;
                // One line after the other, so that several at once are each seen.
                for (k, line) in lines.iter().enumerate() {
                    let after = 0.3 + LINE_STEP * k as f32;
                    for &q in &line.run {
                        // A figure in the river stands in the line but is not eaten.
                        let river = before.is_river(q);
                        safe += river as usize;
                        let glow = if river { &glows.safe } else { &glows.eaten };
                        mark(&mut commands, before.square(q), glow, after);
                    }
                    mark(&mut commands, before.square(line.closer), &glows.closing, after);
                }
                voice.note(
                    Msg::new("morfals-log-placed")
                        .with("name", name(seat))
                        .with("square", square.to_string()),
                );
                voice.play(Sfx::TokenLift);
                let moves = places(&m.game);
                let mut only = vec![(figure.seat, figure.id, Place::On(square))];
                // The rest of the reserve moves up.
                only.extend(
                    moves.iter().filter(|(s, id, p)| {
                        *s == seat && *id != figure.id && matches!(p, Place::Reserve(_))
                    }),
                );
                if safe > 0 {
                    voice.note(Msg::new("morfals-log-safe").with("n", safe));
                }
                send(&mut commands, &only, 0.0);
                // Time to see the lines before the figures are lifted off.
                voice.pause(if lines.is_empty() { 0.25 } else { 1.0 + LINE_STEP * lines.len() as f32 });
            }
            Event::Eaten { by, figure, square } => {
                let end = m.game.reserve(figure.seat).iter().position(|f| f.id == figure.id);
                let to = Place::Reserve(end.unwrap_or(layout.figures - 1));
                send(&mut commands, &[(figure.seat, figure.id, to)], 0.1);
                voice.play(Sfx::Capture);
                voice.say(
                    Msg::new("morfals-eaten").with("name", name(by)).with("square", square.to_string()),
                    1.8,
                );
                voice.pause(0.35);
            }
            Event::LastFigure { seat } => {
                voice.say(Msg::new("morfals-last-figure").with("name", name(seat)), 2.2);
                voice.play(Sfx::TurnChime);
                voice.pause(1.0);
            }
            Event::PlaysAgain { seat, reason } => {
                let line = match reason {
                    AgainReason::Triple => Msg::new("morfals-again-triple"),
                    AgainReason::FullColumn => Msg::new("morfals-again-full-column"),
                };
                voice.say(line.with("name", name(seat)), 1.8);
                voice.pause(0.9);
            }
            Event::RoundWon { seat, round, points, scores } => {
                // The points counted on the table: each figure left in the loser's reserve hops
                // in turn, with a tick.
                let mut k = 0;
                for (e, piece, t) in &figures {
                    if piece.seat == seat || !matches!(piece.place, Place::Reserve(_)) {
                        continue;
                    }
                    let up = Transform { translation: t.translation + Vec3::Y * 0.18, ..*t };
                    let legs = vec![Leg::to(up, 0.08), Leg::to(*t, 0.1).sound(Some(Sfx::TokenPlace))];
                    commands.entity(e).insert(Path::new(legs).after(0.3 + COUNT_STEP * k as f32));
                    k += 1;
                }
                voice.say(
                    Msg::new("morfals-round-won")
                        .with("name", name(seat))
                        .with("round", round)
                        .with("points", points)
                        .with("first", scores[0])
                        .with("second", scores[1]),
                    3.0,
                );
                voice.play(Sfx::Mill);
                voice.pause(1.0 + COUNT_STEP * points.max(0) as f32);
            }
            Event::RoundStarted { round, starter } => {
                // Everyone goes home to the reserves, in the rules' order.
                send(&mut commands, &places(&m.game), 0.0);
                voice.say(
                    Msg::new("morfals-round-started").with("round", round).with("name", name(starter)),
                    2.0,
                );
                voice.pause(0.8);
            }
            Event::Resigned { seat } => {
                voice.say(Msg::new("morfals-resigned").with("name", name(seat)), 1.8);
                voice.pause(1.0);
            }
            Event::GameOver { .. } => {
                lit.0 = None;
            }
        }
    }
}
