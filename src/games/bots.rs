//! Computer players at the table, for any game: the rules crate's bot decides from the seat's
//! view alone on a background task, and the decision is played after a short, readable pause.
//! An answer for an earlier moment of the match is dropped; a decision the bot cannot make is a
//! bug, reported on screen and in the log, never replaced by a made-up move.

use super::door::Submit;
use super::phase::{TableSystems, TurnPhase};
use super::present::TableSpeed;
use super::session::Match;
use super::view::GameView;
use crate::dice::sim::Gesture;
use crate::notice::Notice;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use parlour_rules::error::RuleError;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A bot's decision being worked out.
#[derive(Resource)]
struct Thinking<G: GameView> {
    task: Task<Result<G::Action, RuleError>>,
    /// Match actions when it started: a decision for another moment is dropped.
    at: u64,
    waited: f32,
    pause: f32,
}

pub(super) fn plugin<G: GameView>(app: &mut App) {
    app.add_systems(
        Update,
        think::<G>
            .run_if(in_state(TurnPhase::BotThinking).and_then(resource_exists::<Match<G>>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(OnExit(crate::state::Screen::Playing), |mut c: Commands| {
        c.remove_resource::<Thinking<G>>()
    });
}

fn think<G: GameView>(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<TableSpeed>,
    m: Res<Match<G>>,
    thinking: Option<ResMut<Thinking<G>>>,
    mut submit: MessageWriter<Submit<G>>,
    mut notices: MessageWriter<Notice>,
    mut refusals: ResMut<super::door::Refusals>,
    lesson: Option<Res<super::lesson::Lesson<G>>>,
) {
    let Some(seat) = m.game.to_act() else { return };
    if refusals.at == Some(m.actions) {
        return;
    }
    let mut thinking = match thinking {
        Some(t) if t.at == m.actions => t,
        _ => {
            let pool = AsyncComputeTaskPool::get();
            let task = match lesson.as_deref() {
                // In a lesson the other seats play the lesson's decisions, and nothing once it
                // is over.
                Some(lesson) => {
                    let Some(step) = lesson.next().filter(|s| s.seat == seat) else { return };
                    let action = step.action.clone();
                    pool.spawn(async move { Ok(action) })
                }
                None => {
                    let view = m.game.view(seat);
                    let level = m.seats.get(seat).and_then(|k| k.bot_level()).unwrap_or("medium");
                    let seed = m.next_seed(seat as u64);
                    pool.spawn(async move { G::bot_action(&view, level, seed) })
                }
            };
            let pause = m.game.bot_pause();
            commands.insert_resource(Thinking::<G> { task, at: m.actions, waited: 0.0, pause });
            return;
        }
    };
    thinking.waited += time.delta_secs() * speed.0;
    if thinking.waited < thinking.pause {
        return;
    }
    let Some(result) = check_ready(&mut thinking.task) else { return };
    commands.remove_resource::<Thinking<G>>();
    match result {
        Ok(action) => {
            let mut rng = ChaCha8Rng::seed_from_u64(m.next_seed(99));
            let angle: f32 = rng.random_range(-0.5..0.5);
            let gesture = Gesture {
                direction: Vec2::new(angle.sin(), -angle.cos()),
                strength: rng.random_range(0.45..0.85),
            };
            submit.write(Submit { action, gesture: Some(gesture) });
        }
        Err(e) => {
            let line = format!("{} computer player for seat {seat} found no decision: {e}", G::ID);
            error!("{line}");
            refusals.lines.push(line);
            refusals.at = Some(m.actions);
            notices.write(Notice::problem("notice-bot-failed", e));
        }
    }
}
