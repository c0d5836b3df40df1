//! Computer players at the table: the rules crate's bot decides from the seat's view on a
//! background task, and the decision is played after a short, readable pause.

use super::present::TableSpeed;
use super::session::{MorpyamMatch, Submit};
use crate::dice::sim::Gesture;
use crate::games::phase::TurnPhase;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use parlour_rules::error::RuleError;
use parlour_rules::game::Game;
use parlour_rules::games::morpyam::{Action, Morpyam, Phase};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A bot's decision being worked out.
#[derive(Resource)]
struct Thinking {
    task: Task<Result<Action, RuleError>>,
    /// Match actions when it started: a decision for another moment is dropped.
    at: u64,
    waited: f32,
    pause: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        think
            .run_if(in_state(TurnPhase::BotThinking).and_then(resource_exists::<MorpyamMatch>))
            .in_set(crate::AppSystems::Update),
    );
    app.add_systems(OnExit(crate::screens::Screen::Playing), |mut c: Commands| {
        c.remove_resource::<Thinking>()
    });
}

fn think(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<TableSpeed>,
    m: Res<MorpyamMatch>,
    thinking: Option<ResMut<Thinking>>,
    mut submit: MessageWriter<Submit>,
) {
    let Some(seat) = m.game.to_act() else { return };
    let mut thinking = match thinking {
        Some(t) if t.at == m.actions => t,
        _ => {
            let view = m.game.view(seat);
            let level = m.seats.get(seat).and_then(|k| k.bot_level()).unwrap_or("medium");
            let seed = m.next_seed(seat as u64);
            let task =
                AsyncComputeTaskPool::get().spawn(async move { Morpyam::bot_action(&view, level, seed) });
            let pause = match m.game.table().phase {
                Phase::RollOff { .. } => 0.5,
                Phase::Build { .. } => 0.25,
                _ => 0.85,
            };
            commands.insert_resource(Thinking { task, at: m.actions, waited: 0.0, pause });
            return;
        }
    };
    thinking.waited += time.delta_secs() * speed.0;
    if thinking.waited < thinking.pause {
        return;
    }
    let Some(result) = check_ready(&mut thinking.task) else { return };
    commands.remove_resource::<Thinking>();
    let action = result.unwrap_or_else(|e| {
        // Never leave the table stuck: fall back on the first legal decision.
        error!("morpyam bot for seat {seat}: {e}");
        m.game
            .legal_actions()
            .into_iter()
            .find(|a| !matches!(a, Action::Resign { .. }))
            .unwrap_or(Action::Pass)
    });
    let mut rng = ChaCha8Rng::seed_from_u64(m.next_seed(99));
    let angle: f32 = rng.random_range(-0.5..0.5);
    let gesture =
        Gesture { direction: Vec2::new(angle.sin(), -angle.cos()), strength: rng.random_range(0.45..0.85) };
    submit.write(Submit { action, gesture: Some(gesture) });
}
