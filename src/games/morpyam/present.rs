//! How Morpyam's events look on the table: dice thrown and replayed, tokens flying from their
//! supply, tiles laid, banners, sounds and log lines. The shared presenter hands the events over
//! one at a time and waits for what this starts.

use super::board::{self, BoardAssets, LineGlow, SquareTile};
use super::controls::Choice;
use super::view::MorpyamMatch;
use super::words::figure_name;
use crate::audio::sfx::Sfx;
use crate::dice::sim::{Gesture, top_face};
use crate::dice::view::{self, DicePlayback, Die, DieGlide, TRAY_VIEW};
use crate::games::phase::{TableSystems, TurnPhase};
use crate::games::present::{Present, PresenterSystems, TableSpeed, Voice};
use crate::i18n::{Msg, and_list};
use crate::table::camera::{Across, CameraGoal};
use crate::theme::palette;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morpyam::{Event, Morpyam, PassReason};

/// The dice as the table shows them: hidden while they roll.
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct ShownDice {
    pub values: [u8; 5],
    pub settled: bool,
}

/// The whole table seen from the players' side: board on the left, tray on the right.
pub const OVERVIEW: CameraGoal =
    CameraGoal { eye: Vec3::new(0.35, 12.4, 6.0), target: Vec3::new(0.35, 0.0, 0.55), across: Across::Board };

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShownDice>();
    app.add_systems(
        Update,
        (
            show.after(PresenterSystems).run_if(resource_exists::<BoardAssets>),
            dice_landed.run_if(in_state(TurnPhase::DiceInFlight)),
        )
            .run_if(resource_exists::<MorpyamMatch>)
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(OnEnter(TurnPhase::Over), final_lines.run_if(resource_exists::<MorpyamMatch>));
}

/// What showing an event changes on the table.
#[derive(SystemParam)]
struct Stage<'w, 's> {
    commands: Commands<'w, 's>,
    voice: Voice<'w>,
    playback: ResMut<'w, DicePlayback>,
    camera: ResMut<'w, CameraGoal>,
    shown: ResMut<'w, ShownDice>,
    lines: ResMut<'w, LineGlow>,
    choice: ResMut<'w, Choice>,
    tiles: Query<'w, 's, (&'static SquareTile, &'static mut MeshMaterial3d<StandardMaterial>)>,
    dice: Query<'w, 's, (Entity, &'static Die, &'static Transform)>,
}

impl Stage<'_, '_> {
    /// Move every die listed by `which` to its place in the row, over `seconds`.
    fn gather(&mut self, which: impl Fn(usize) -> bool, seconds: f32) {
        let moves: Vec<_> = self
            .dice
            .iter()
            .filter(|(_, d, _)| which(d.index))
            .map(|(e, d, t)| (e, *t, view::row_pose_showing(d.index, 5, top_face(t.rotation).0)))
            .collect();
        for (e, from, to) in moves {
            if from.translation.distance(to.translation) > 0.01 {
                self.commands.entity(e).insert(DieGlide::new(from, to, seconds));
            }
        }
    }
}

/// The dice have landed: show their values and go on.
fn dice_landed(
    playback: Res<DicePlayback>,
    mut shown: ResMut<ShownDice>,
    mut camera: ResMut<CameraGoal>,
    mut voice: Voice,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    if playback.running() {
        return;
    }
    shown.settled = true;
    *camera = OVERVIEW;
    voice.pause(0.3);
    next.set(TurnPhase::Presenting);
}

fn show(
    mut events: MessageReader<Present<Morpyam>>,
    speed: Res<TableSpeed>,
    mut next: ResMut<NextState<TurnPhase>>,
    m: Res<MorpyamMatch>,
    assets: Res<BoardAssets>,
    mut stage: Stage,
    mut throws: Local<u64>,
) {
    for Present { event, gesture } in events.read().cloned() {
        show_one(event, gesture, &speed, &mut next, &m, &assets, &mut stage, &mut throws);
    }
}

fn show_one(
    event: Event,
    gesture: Gesture,
    speed: &TableSpeed,
    next: &mut NextState<TurnPhase>,
    m: &MorpyamMatch,
    assets: &BoardAssets,
    stage: &mut Stage,
    throws: &mut u64,
) {
    let calm = stage.voice.calm();
    let name = |seat: usize| MorpyamMatch::name(seat);
    // A line naming a seat: most of what the table says.
    let line = |id: &'static str, seat: usize| Msg::new(id).with("name", name(seat));
    let mut throw = |stage: &mut Stage, thrown: &[(usize, u8)], gesture: Gesture| {
        *throws += 1;
        stage.playback.speed = if calm { 4.0 } else { 1.0 } * speed.0;
        // The playback is shared by every game with dice: these are plain d6.
        stage.playback.faces = crate::dice::faces::DieFaces::D6;
        stage.playback.start(thrown, gesture, m.next_seed(*throws));
        stage.shown.settled = false;
        stage.voice.play(Sfx::DiceShake);
        *stage.camera = if calm { OVERVIEW } else { TRAY_VIEW };
        next.set(TurnPhase::DiceInFlight);
    };
    match event {
        Event::RollOffDie { seat, value } => {
            stage.gather(|i| i != 0, 0.3);
            stage.shown.values = [value, 0, 0, 0, 0];
            stage.voice.note(line("morpyam-log-roll-off-die", seat).with("value", value));
            throw(stage, &[(0, value)], gesture);
        }
        Event::RollOffTie { seats } => {
            let names = and_list(seats.iter().map(|s| name(*s)).collect());
            stage.voice.say(Msg::new("morpyam-roll-off-tie").with("names", names), 1.6);
            stage.voice.pause(1.2);
        }
        Event::FirstPlayer { seat } => {
            stage.voice.say(line("morpyam-first-player", seat), 1.8);
            stage.voice.play(Sfx::TurnChime);
            stage.voice.pause(1.3);
        }
        Event::TilePlaced { seat, figure, square, auto } => {
            board::set_square_figure(&mut stage.tiles, assets, square, figure);
            stage.voice.play(Sfx::TokenPlace);
            stage.voice.note(line("morpyam-log-tile-laid", seat).with("figure", figure_name(figure)));
            stage.voice.pause(if auto { 0.05 } else { 0.35 });
        }
        Event::GridBuilt => {
            stage.voice.say(Msg::new("morpyam-grid-built"), 2.0);
            stage.voice.pause(1.4);
        }
        Event::TurnStarted { seat, extra } => {
            stage.choice.reset();
            *stage.shown = ShownDice::default();
            stage.gather(|_| true, 0.45);
            *stage.camera = OVERVIEW;
            stage.voice.say(line(if extra { "morpyam-plays-again" } else { "morpyam-turn" }, seat), 1.4);
            if m.is_human(seat) {
                stage.voice.play(Sfx::TurnChime);
            }
            stage.voice.pause(0.6);
        }
        Event::CallMade { seat, figure, roll } => {
            stage.voice.say(
                line("morpyam-call-made", seat).with("figure", figure_name(figure)).with("roll", roll),
                1.8,
            );
            stage.voice.play(Sfx::UiConfirm);
            stage.voice.pause(1.0);
        }
        Event::DiceRolled { seat, roll, values, thrown } => {
            // A call is for one throw only.
            stage.choice.call = 0;
            stage.gather(|i| !thrown[i], 0.35);
            let list: Vec<(usize, u8)> = (0..5).filter(|i| thrown[*i]).map(|i| (i, values[i])).collect();
            stage.shown.values = values;
            let faces: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            stage.voice.note(
                line("morpyam-log-dice-rolled", seat)
                    .with("n", list.len())
                    .with("roll", roll)
                    .with("faces", faces.join(" ")),
            );
            throw(stage, &list, gesture);
        }
        Event::CallSucceeded { seat, figure } => {
            stage.voice.say(line("morpyam-call-came-true", seat).with("figure", figure_name(figure)), 2.0);
            stage.voice.play(Sfx::Mill);
            stage.voice.pause(1.2);
        }
        Event::CallFailed { seat, figure, .. } => {
            stage.voice.say(line("morpyam-call-failed", seat).with("figure", figure_name(figure)), 1.8);
            stage.voice.play(Sfx::Error);
            stage.voice.pause(1.1);
        }
        Event::TokenPlaced { seat, square, figure, .. } => {
            let duration = if calm { 0.3 } else { 0.75 };
            board::spawn_token(
                &mut stage.commands,
                assets,
                seat,
                square,
                Some((board::supply_top(seat), duration, !calm)),
            );
            stage.voice.play(Sfx::TokenLift);
            stage.voice.note(line("morpyam-log-token-placed", seat).with("figure", figure_name(figure)));
            stage.voice.pause(0.25);
        }
        Event::ExtraTurn { seat } => {
            stage.voice.say(line("morpyam-extra-turn", seat), 2.0);
            stage.voice.play(Sfx::Mill);
            stage.voice.pause(1.2);
        }
        Event::Ko { seat, squares } => {
            stage.lines.0.push((squares, palette::SEATS[seat % 4]));
            stage.voice.say(line("morpyam-ko", seat), 2.6);
            stage.voice.play(Sfx::Ko);
            stage.voice.pause(2.0);
        }
        Event::KoDaversa { seat } => {
            stage.voice.say(line("morpyam-ko-daversa", seat), 2.6);
            stage.voice.play(Sfx::Ko);
            stage.voice.pause(2.0);
        }
        Event::TurnPassed { seat, reason } => {
            let id = match reason {
                PassReason::Stopped => "morpyam-passed-stopped",
                PassReason::NoFigure => "morpyam-passed-no-figure",
                PassReason::FailedCall => "morpyam-passed-failed-call",
                PassReason::Resigned => "morpyam-passed-resigned",
            };
            stage.voice.say(line(id, seat), 1.5);
            stage.voice.pause(0.7);
        }
        Event::Resigned { seat } => {
            stage.voice.say(line("morpyam-resigns", seat), 1.8);
            stage.voice.pause(1.0);
        }
        Event::SafetyValve { idle_turns } => {
            stage.voice.say(Msg::new("morpyam-idle-end").with("n", idle_turns), 2.4);
            stage.voice.pause(1.5);
        }
        Event::GameOver { .. } => {}
    }
}

/// The match is over: its scoring lines light up on the grid.
fn final_lines(m: Res<MorpyamMatch>, mut lines: ResMut<LineGlow>) {
    if m.game.outcome().is_some() {
        lines.0 = m
            .game
            .table()
            .scoring_runs()
            .into_iter()
            .map(|r| (r.squares, palette::SEATS[r.seat % 4]))
            .collect();
    }
}
