//! Hints, for any game: the hard computer player's choice for the person deciding now, worked
//! out from that seat's view on a background task with the seed a hard player in that seat would
//! use, so the hint is exactly its decision. It is said in the banner and the log, shown on the
//! table by the game's view (which reads [`Hint`]) until the person decides, never played by
//! itself, and counted in the match (the results say how many). A finger held still on the
//! table asks too, when its press decided nothing and picked nothing up.

use super::phase::{TableSystems, TurnPhase};
use super::present::Voice;
use super::session::Match;
use super::table_buttons::{Asked, HintButton};
use super::view::GameView;
use crate::i18n::Msg;
use crate::input::touch::LongPress;
use crate::input::{MenuAction, TableTakesBack};
use crate::notice::Notice;
use crate::state::Watching;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use parlour_rules::error::RuleError;

/// The hint on the table: the hard player's action for the decision at `at`.
#[derive(Resource, Debug, Clone)]
pub struct Hint<G: GameView> {
    pub action: G::Action,
    pub at: u64,
}

/// A hint being worked out.
#[derive(Resource)]
struct Asking<G: GameView> {
    task: Task<Result<G::Action, RuleError>>,
    at: u64,
}

pub(super) fn plugin<G: GameView>(app: &mut App) {
    app.add_systems(
        Update,
        (ask::<G>.run_if(not(super::lesson::learning)), arrive::<G>, expire::<G>)
            .chain()
            .run_if(resource_exists::<Match<G>>.and_then(not(resource_exists::<Watching>)))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    super::phase::on_leaving_table(app, |mut commands: Commands| {
        commands.remove_resource::<Hint<G>>();
        commands.remove_resource::<Asking<G>>();
    });
}

/// The strongest player's choice for `seat` in `m` now (Morris: expert, the others: hard): what
/// a hint shows.
pub fn strongest_choice<G: GameView>(m: &Match<G>, seat: usize) -> Result<G::Action, RuleError> {
    G::bot_action(&m.game.view(seat), strongest(G::ID), m.next_seed(seat as u64))
}

fn ask<G: GameView>(
    mut commands: Commands,
    asked: Asked<HintButton>,
    phase: Res<State<TurnPhase>>,
    mut m: ResMut<Match<G>>,
    asking: Option<Res<Asking<G>>>,
    hint: Option<Res<Hint<G>>>,
    mut voice: Voice,
    mut notices: MessageWriter<Notice>,
    (mut presses, mouse, takes_back, mut pressed_at): (
        MessageReader<LongPress>,
        Option<Res<ButtonInput<MouseButton>>>,
        Res<TableTakesBack>,
        Local<Option<u64>>,
    ),
) {
    // The decision a finger (or the mouse) went down on: a long press whose touch made a
    // decision, or holds a man picked up, is that gesture's and not a question.
    if mouse.is_some_and(|b| b.just_pressed(MouseButton::Left)) {
        *pressed_at = Some(m.actions);
    }
    let held = presses.read().count() > 0
        && *pressed_at == Some(m.actions)
        && !takes_back.0
        && *phase.get() == TurnPhase::Deciding
        && m.human_to_act().is_some();
    if !asked.now(MenuAction::Hint) && !held {
        return;
    }
    let seat = m.human_to_act().filter(|_| *phase.get() == TurnPhase::Deciding);
    let Some(seat) = seat else {
        notices.write(Notice(Msg::new("notice-hint-wait")));
        return;
    };
    // Asked again for the same decision: say it again, without counting it twice.
    if let Some(hint) = hint.filter(|h| h.at == m.actions) {
        voice.say(hint_line(&m, &hint.action), 4.0);
        return;
    }
    if asking.is_some_and(|a| a.at == m.actions) {
        return;
    }
    let view = m.game.view(seat);
    let seed = m.next_seed(seat as u64);
    let level = strongest(G::ID);
    let task = AsyncComputeTaskPool::get().spawn(async move { G::bot_action(&view, level, seed) });
    commands.insert_resource(Asking::<G> { task, at: m.actions });
    m.hints += 1;
}

fn hint_line<G: GameView>(m: &Match<G>, action: &G::Action) -> Msg {
    Msg::new("hint-line").with("what", m.game.action_words(action))
}

fn arrive<G: GameView>(
    mut commands: Commands,
    asking: Option<ResMut<Asking<G>>>,
    m: Res<Match<G>>,
    mut voice: Voice,
    mut notices: MessageWriter<Notice>,
) {
    let Some(mut asking) = asking else { return };
    let Some(result) = check_ready(&mut asking.task) else { return };
    commands.remove_resource::<Asking<G>>();
    if asking.at != m.actions {
        return;
    }
    match result {
        Ok(action) => {
            voice.say(hint_line(&m, &action), 4.0);
            commands.insert_resource(Hint::<G> { action, at: asking.at });
        }
        Err(e) => {
            error!("{}: no hint: {e}", G::ID);
            notices.write(Notice::problem("notice-hint-failed", e));
        }
    }
}

/// A hint goes once its decision is taken (or undone).
fn expire<G: GameView>(mut commands: Commands, hint: Option<Res<Hint<G>>>, m: Res<Match<G>>) {
    if hint.is_some_and(|h| h.at != m.actions) {
        commands.remove_resource::<Hint<G>>();
    }
}

/// The strongest computer player of game `game` (its last level): hints come from it.
pub fn strongest(game: &str) -> &'static str {
    parlour_rules::game::bot_levels(game).last().copied().unwrap_or("hard")
}
