//! The presenter: shows the rules' events one after another (dice thrown and replayed, tokens
//! flying, tiles laid, banners, sounds) and, when all are shown, hands the table to whoever
//! must decide next. Nothing else moves the phase on, so no decision is taken mid-animation.

use super::board::{self, BoardAssets, LineGlow, SquareTile, TokenFlight};
use super::controls::Choice;
use super::session::{MorpyamMatch, Showing};
use crate::assets::Sfx;
use crate::audio::PlaySfx;
use crate::dice::sim::{Gesture, top_face};
use crate::dice::view::{self, DicePlayback, Die, DieGlide, TRAY_CENTRE};
use crate::games::phase::TurnPhase;
use crate::persistence::settings::Settings;
use crate::screens::Screen;
use crate::screens::results::LastResult;
use crate::table::camera::CameraGoal;
use crate::theme::palette;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morpyam::{Event, PassReason};
use std::collections::VecDeque;

/// How fast the table plays its animations (1 = as designed; tests speed it up).
#[derive(Resource, Debug, Clone, Copy)]
pub struct TableSpeed(pub f32);

impl Default for TableSpeed {
    /// `PARLOUR_TABLE_SPEED` speeds the table up (scripted screenshot runs use it).
    fn default() -> Self {
        Self(
            std::env::var("PARLOUR_TABLE_SPEED")
                .ok()
                .and_then(|s| s.parse().ok())
                .filter(|s: &f32| *s > 0.0)
                .unwrap_or(1.0),
        )
    }
}

/// The big line across the top of the table ("Red calls FULL"), and how long it stays.
#[derive(Resource, Debug, Default, Clone)]
pub struct Banner {
    pub text: String,
    pub left: f32,
}

/// The last things that happened, newest last.
#[derive(Resource, Debug, Default, Clone)]
pub struct TableLog(pub VecDeque<String>);

impl TableLog {
    fn push(&mut self, line: String) {
        self.0.push_back(line);
        while self.0.len() > 5 {
            self.0.pop_front();
        }
    }
}

/// The dice as the table shows them: hidden while they roll.
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct ShownDice {
    pub values: [u8; 5],
    pub settled: bool,
}

#[derive(Resource, Debug, Default)]
struct Wait(f32);

#[derive(Resource, Debug, Default)]
struct Finishing(f32);

/// The whole table seen from the players' side: board on the left, tray on the right.
pub const OVERVIEW: CameraGoal =
    CameraGoal { eye: Vec3::new(0.35, 12.4, 6.0), target: Vec3::new(0.35, 0.0, 0.55) };
/// Closer over the tray while dice roll.
pub const TRAY_VIEW: CameraGoal = CameraGoal {
    eye: Vec3::new(TRAY_CENTRE.x - 0.6, 8.0, TRAY_CENTRE.z + 6.2),
    target: Vec3::new(TRAY_CENTRE.x - 0.6, 0.0, TRAY_CENTRE.z + 0.5),
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableSpeed>()
        .init_resource::<Banner>()
        .init_resource::<TableLog>()
        .init_resource::<ShownDice>()
        .init_resource::<Wait>()
        .init_resource::<Finishing>();
    app.add_systems(
        Update,
        present
            .run_if(
                resource_exists::<MorpyamMatch>
                    .and_then(resource_exists::<BoardAssets>)
                    .and_then(in_state(TurnPhase::Presenting).or_else(in_state(TurnPhase::DiceInFlight))),
            )
            .in_set(crate::AppSystems::Update),
    );
    app.add_systems(
        Update,
        (finish.run_if(in_state(TurnPhase::Over)), fade_banner)
            .run_if(in_state(Screen::Playing))
            .in_set(crate::AppSystems::Update),
    );
    app.add_systems(OnEnter(TurnPhase::Over), |mut f: ResMut<Finishing>| f.0 = 0.0);
}

/// What showing an event changes on the table.
#[derive(SystemParam)]
struct Stage<'w, 's> {
    commands: Commands<'w, 's>,
    playback: ResMut<'w, DicePlayback>,
    camera: ResMut<'w, CameraGoal>,
    banner: ResMut<'w, Banner>,
    log: ResMut<'w, TableLog>,
    shown: ResMut<'w, ShownDice>,
    lines: ResMut<'w, LineGlow>,
    choice: ResMut<'w, Choice>,
    wait: ResMut<'w, Wait>,
    result: ResMut<'w, LastResult>,
    sfx: MessageWriter<'w, PlaySfx>,
    tiles: Query<'w, 's, (&'static SquareTile, &'static mut MeshMaterial3d<StandardMaterial>)>,
    dice: Query<'w, 's, (Entity, &'static Die, &'static Transform)>,
}

impl Stage<'_, '_> {
    fn say(&mut self, text: String, seconds: f32) {
        self.log.push(text.clone());
        self.banner.text = text;
        self.banner.left = seconds;
    }

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

fn present(
    time: Res<Time>,
    speed: Res<TableSpeed>,
    settings: Res<Settings>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
    m: Res<MorpyamMatch>,
    assets: Res<BoardAssets>,
    mut showing: ResMut<Showing>,
    flights: Query<(), With<TokenFlight>>,
    glides: Query<(), With<DieGlide>>,
    mut stage: Stage,
    mut throws: Local<u64>,
) {
    let dt = time.delta_secs() * speed.0;
    let calm = settings.reduced_motion;
    if *phase.get() == TurnPhase::DiceInFlight {
        if stage.playback.running() {
            return;
        }
        stage.shown.settled = true;
        *stage.camera = OVERVIEW;
        stage.wait.0 = 0.3;
        next.set(TurnPhase::Presenting);
        return;
    }
    if !flights.is_empty() || !glides.is_empty() {
        return;
    }
    if stage.wait.0 > 0.0 {
        stage.wait.0 -= dt;
        return;
    }
    let Some((event, gesture)) = showing.queue.pop_front() else {
        hand_over(&m, &mut next, &mut stage);
        return;
    };
    let name = |seat: usize| MorpyamMatch::name(seat);
    let mut throw = |stage: &mut Stage, thrown: &[(usize, u8)], gesture: Gesture| {
        *throws += 1;
        stage.playback.speed = if calm { 4.0 } else { 1.0 } * speed.0;
        stage.playback.start(thrown, gesture, m.next_seed(*throws));
        stage.shown.settled = false;
        stage.sfx.write(PlaySfx(Sfx::DiceShake));
        *stage.camera = if calm { OVERVIEW } else { TRAY_VIEW };
        next.set(TurnPhase::DiceInFlight);
    };
    match event {
        Event::RollOffDie { seat, value } => {
            stage.gather(|i| i != 0, 0.3);
            stage.shown.values = [value, 0, 0, 0, 0];
            stage.log.push(format!("{} throws a {value} for first player", name(seat)));
            throw(&mut stage, &[(0, value)], gesture);
        }
        Event::RollOffTie { seats } => {
            let names: Vec<_> = seats.iter().map(|s| name(*s)).collect();
            stage.say(format!("A tie: {} throw again", names.join(" and ")), 1.6);
            stage.wait.0 = 1.2;
        }
        Event::FirstPlayer { seat } => {
            stage.say(format!("{} plays first", name(seat)), 1.8);
            stage.sfx.write(PlaySfx(Sfx::TurnChime));
            stage.wait.0 = 1.3;
        }
        Event::TilePlaced { seat, figure, square, auto } => {
            board::set_square_figure(&mut stage.tiles, &assets, square, figure);
            stage.sfx.write(PlaySfx(Sfx::TokenPlace));
            stage.log.push(format!("{} lays {figure}", name(seat)));
            stage.wait.0 = if auto { 0.05 } else { 0.35 };
        }
        Event::GridBuilt => {
            stage.say("The grid is complete: play begins".into(), 2.0);
            stage.wait.0 = 1.4;
        }
        Event::TurnStarted { seat, extra } => {
            stage.choice.reset();
            *stage.shown = ShownDice::default();
            stage.gather(|_| true, 0.45);
            *stage.camera = OVERVIEW;
            let line =
                if extra { format!("{} plays again", name(seat)) } else { format!("{}'s turn", name(seat)) };
            stage.say(line, 1.4);
            if m.is_human(seat) {
                stage.sfx.write(PlaySfx(Sfx::TurnChime));
            }
            stage.wait.0 = 0.6;
        }
        Event::CallMade { seat, figure, roll } => {
            stage.say(format!("{} calls {figure} for roll {roll}", name(seat)), 1.8);
            stage.sfx.write(PlaySfx(Sfx::UiConfirm));
            stage.wait.0 = 1.0;
        }
        Event::DiceRolled { seat, roll, values, thrown } => {
            // A call is for one throw only.
            stage.choice.call = 0;
            stage.gather(|i| !thrown[i], 0.35);
            let list: Vec<(usize, u8)> = (0..5).filter(|i| thrown[*i]).map(|i| (i, values[i])).collect();
            stage.shown.values = values;
            let faces: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            stage.log.push(format!(
                "{} throws {} (roll {roll}): {}",
                name(seat),
                dice_count(list.len()),
                faces.join(" ")
            ));
            throw(&mut stage, &list, gesture);
        }
        Event::CallSucceeded { seat, figure } => {
            stage.say(format!("{figure} as called! {} covers the APPEL square", name(seat)), 2.0);
            stage.sfx.write(PlaySfx(Sfx::Mill));
            stage.wait.0 = 1.2;
        }
        Event::CallFailed { seat, figure, .. } => {
            stage.say(format!("No {figure}: {}'s call failed", name(seat)), 1.8);
            stage.sfx.write(PlaySfx(Sfx::Error));
            stage.wait.0 = 1.1;
        }
        Event::TokenPlaced { seat, square, figure, .. } => {
            let duration = if calm { 0.3 } else { 0.75 };
            board::spawn_token(
                &mut stage.commands,
                &assets,
                seat,
                square,
                Some((board::supply_top(seat), duration, !calm)),
            );
            stage.sfx.write(PlaySfx(Sfx::TokenLift));
            stage.log.push(format!("{} covers {figure}", name(seat)));
            stage.wait.0 = 0.25;
        }
        Event::ExtraTurn { seat } => {
            stage.say(format!("MORPYAM! {} plays again", name(seat)), 2.0);
            stage.sfx.write(PlaySfx(Sfx::Mill));
            stage.wait.0 = 1.2;
        }
        Event::Ko { seat, squares } => {
            stage.lines.0.push((squares, palette::SEATS[seat % 4]));
            stage.say(format!("KO! Five in a line for {}", name(seat)), 2.6);
            stage.sfx.write(PlaySfx(Sfx::Ko));
            stage.wait.0 = 2.0;
        }
        Event::KoDaversa { seat } => {
            stage.say(format!("KO R. D'Aversa! Two MORPYAMs in one turn for {}", name(seat)), 2.6);
            stage.sfx.write(PlaySfx(Sfx::Ko));
            stage.wait.0 = 2.0;
        }
        Event::TurnPassed { seat, reason } => {
            let why = match reason {
                PassReason::Stopped => "stops and places nothing",
                PassReason::NoFigure => "places nothing: no figure on a free square",
                PassReason::FailedCall => "places nothing after a failed call",
                PassReason::Resigned => "has resigned",
            };
            stage.say(format!("{} {why}", name(seat)), 1.5);
            stage.wait.0 = 0.7;
        }
        Event::Resigned { seat } => {
            stage.say(format!("{} resigns", name(seat)), 1.8);
            stage.wait.0 = 1.0;
        }
        Event::SafetyValve { idle_turns } => {
            stage.say(format!("{idle_turns} turns in a row without a token: the game ends"), 2.4);
            stage.wait.0 = 1.5;
        }
        Event::GameOver { .. } => {}
    }
    if calm {
        stage.wait.0 *= 0.6;
    }
}

fn dice_count(n: usize) -> String {
    if n == 1 { "1 die".into() } else { format!("{n} dice") }
}

/// All events shown: the match is over, or the next seat decides.
fn hand_over(m: &MorpyamMatch, next: &mut NextState<TurnPhase>, stage: &mut Stage) {
    if let Some(outcome) = m.game.outcome() {
        let t = m.game.table();
        stage.lines.0 =
            t.scoring_runs().into_iter().map(|r| (r.squares, palette::SEATS[r.seat % 4])).collect();
        let names: Vec<_> = outcome.winners.iter().map(|s| MorpyamMatch::name(*s)).collect();
        let headline = match names.len() {
            0 => "A draw".to_string(),
            1 => format!("{} wins", names[0]),
            _ => format!("{} share the win", names.join(" and ")),
        };
        stage.say(format!("{headline} · {}", outcome.reason), 4.0);
        let humans: Vec<_> = (0..t.players).filter(|s| m.is_human(*s)).collect();
        let human_won = humans.is_empty() || humans.iter().any(|s| outcome.winners.contains(s));
        stage.sfx.write(PlaySfx(if human_won { Sfx::Win } else { Sfx::Lose }));
        let scores = if outcome.scores.is_empty() { t.final_scores() } else { outcome.scores.clone() };
        *stage.result = LastResult {
            game: format!("Morpyam · {}", m.variant_name()),
            seats: (0..t.players)
                .map(|s| (m.label(s), scores.get(s).copied(), outcome.winners.contains(&s)))
                .collect(),
            reason: outcome.reason.clone(),
        };
        next.set(TurnPhase::Over);
    } else if let Some(seat) = m.game.to_act() {
        next.set(if m.is_human(seat) { TurnPhase::Deciding } else { TurnPhase::BotThinking });
    }
}

/// The final lines stay on the grid a moment, then the results screen opens.
fn finish(
    time: Res<Time>,
    speed: Res<TableSpeed>,
    mut left: ResMut<Finishing>,
    mut next: ResMut<NextState<Screen>>,
) {
    left.0 += time.delta_secs() * speed.0;
    if left.0 >= 3.5 {
        next.set(Screen::Results);
    }
}

fn fade_banner(time: Res<Time>, mut banner: ResMut<Banner>) {
    if banner.left > 0.0 {
        banner.left -= time.delta_secs();
    }
}
