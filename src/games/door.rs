//! The one door through which every decision (a human's, a bot's) enters the rules: the queue
//! of events the table has still to show, the refusals (bugs) the door reports, and
//! resignation.

use super::lesson::Lesson;
use super::phase::{TableOpens, TableSystems, TurnPhase};
use super::session::Match;
use super::view::GameView;
use crate::dice::sim::Gesture;
use crate::i18n::Msg;
use crate::notice::Notice;
use crate::state::{AppSystems, Screen, Watching};
use bevy::prelude::*;
use parlour_rules::game::Seat;
use std::collections::VecDeque;

/// The human at the table gives up the match (the game on the table decides which seat).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResignRequested;

/// A decision for the rules, with the throw's gesture when it throws dice.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Submit<G: GameView> {
    pub action: G::Action,
    pub gesture: Option<Gesture>,
}

impl<G: GameView> Submit<G> {
    pub fn new(action: G::Action) -> Self {
        Self { action, gesture: None }
    }
}

/// A decision the rules took, with what it gave: the online host tells its guests from this.
#[derive(Message, Debug, Clone)]
pub struct Applied<G: GameView> {
    /// The seat whose turn it was.
    pub by: Seat,
    pub action: G::Action,
    pub events: Vec<G::Event>,
    pub gesture: Option<Gesture>,
    /// The match after it, and its decision count.
    pub after: Box<G>,
    pub actions: u64,
}

/// One step the presenter still has to show: an event (with the gesture of its throw), or the
/// state after an action, reached once that action's events have all been shown.
#[derive(Debug, Clone)]
pub enum Step<G: GameView> {
    Event(G::Event, Gesture),
    Caught(Box<G>),
}

/// Steps applied by the rules and not yet shown.
#[derive(Resource, Debug)]
pub struct Showing<G: GameView> {
    pub queue: VecDeque<Step<G>>,
}

impl<G: GameView> Default for Showing<G> {
    fn default() -> Self {
        Self { queue: VecDeque::new() }
    }
}

/// A resignation asked for in the pause menu, carried out once the menu has closed.
#[derive(Resource, Debug, Default)]
struct PendingResign(bool);

/// A decision the rules refused: the table offers only legal ones, so this is a bug; the match
/// goes on, and tests read this to fail loudly.
#[derive(Resource, Debug, Default, Clone)]
pub struct Refusals {
    pub lines: Vec<String>,
    /// The decision count at the last refusal: a computer player does not try again there.
    pub at: Option<u64>,
}

pub(super) fn shared_plugin(app: &mut App) {
    app.add_message::<ResignRequested>();
    app.init_resource::<PendingResign>().init_resource::<Refusals>();
    app.add_systems(
        Update,
        take_resign_request.run_if(in_state(Screen::Playing)).in_set(AppSystems::RecordInput),
    );
    app.add_systems(TableOpens, |mut p: ResMut<PendingResign>, mut r: ResMut<Refusals>| {
        p.0 = false;
        *r = Refusals::default();
    });
}

/// The door: where decisions are applied (saving runs after it).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DoorSystems;

/// The systems of `G`'s match: the door and resignation.
pub(super) fn plugin<G: GameView>(app: &mut App) {
    app.add_message::<Submit<G>>().add_message::<Applied<G>>();
    app.init_resource::<Showing<G>>();
    app.add_systems(
        Update,
        resign::<G>
            .run_if(resource_exists::<Match<G>>.and_then(not(resource_exists::<Watching>)))
            .in_set(TableSystems)
            .in_set(AppSystems::RecordInput),
    );
    app.add_systems(
        Update,
        // Online, decisions go to the server instead (`online/client.rs`).
        submit::<G>
            .run_if(resource_exists::<Match<G>>.and_then(not(super::seats::is_client)))
            .in_set(DoorSystems)
            .in_set(AppSystems::Update),
    );
}

/// Apply decisions in order; their events go to the presenter. A refused
/// decision is a bug in the table (it offers only legal ones): it is reported and the match goes
/// on.
fn submit<G: GameView>(
    mut submits: MessageReader<Submit<G>>,
    mut game: ResMut<Match<G>>,
    mut showing: ResMut<Showing<G>>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut notices: MessageWriter<Notice>,
    mut refusals: ResMut<Refusals>,
    mut applied: MessageWriter<Applied<G>>,
    mut lesson: Option<ResMut<Lesson<G>>>,
) {
    for Submit { action, gesture } in submits.read() {
        let by = game.game.to_act().unwrap_or_default();
        // A lesson takes only its step's decision; anything else is turned down with why.
        if let Some(lesson) = lesson.as_deref()
            && let Err(off) = lesson.check(&game.game, action)
        {
            if let Some(line) = turned_down(lesson, off) {
                notices.write(Notice(line));
            }
            continue;
        }
        if game.shown.is_none() {
            let now = game.game.clone();
            game.shown = Some(now);
        }
        match game.apply(action.clone()) {
            Ok(events) => {
                let g = gesture.unwrap_or_default();
                applied.write(Applied {
                    by,
                    action: action.clone(),
                    events: events.clone(),
                    gesture: *gesture,
                    after: Box::new(game.game.clone()),
                    actions: game.actions,
                });
                showing.queue.extend(events.into_iter().map(|e| Step::Event(e, g)));
                showing.queue.push_back(Step::Caught(Box::new(game.game.clone())));
                next.set(TurnPhase::Presenting);
                if let Some(lesson) = lesson.as_deref_mut() {
                    lesson.step += 1;
                }
            }
            Err(e) => {
                let line = format!("{}: refused {action:?}: {e}", G::ID);
                error!("{line}");
                refusals.lines.push(line);
                refusals.at = Some(game.actions);
                notices.write(Notice::problem("notice-move-refused", e));
            }
        }
    }
}

/// What a lesson says to a decision it does not take: the rules' reason, or what it asks for
/// now; nothing once it is over (its panel says so).
fn turned_down<G: GameView>(lesson: &Lesson<G>, off: parlour_rules::learn::Off) -> Option<Msg> {
    use parlour_rules::learn::Off;
    let ask = lesson.next().and_then(|s| s.ask).map(Msg::new);
    match (off, ask) {
        (Off::Illegal(e), _) => Some(Msg::new("learn-refused").with("why", e.to_string())),
        (Off::NotNow, Some(ask)) => Some(Msg::new("learn-not-now").with("why", ask)),
        _ => None,
    }
}

fn take_resign_request(mut requests: MessageReader<ResignRequested>, mut pending: ResMut<PendingResign>) {
    if requests.read().count() > 0 {
        pending.0 = true;
    }
}

/// The human who resigns: the one to act, else the first human the rules still let resign.
fn resign<G: GameView>(
    mut pending: ResMut<PendingResign>,
    phase: Option<Res<State<TurnPhase>>>,
    game: Res<Match<G>>,
    mut submits: MessageWriter<Submit<G>>,
    mut notices: MessageWriter<Notice>,
) {
    if !pending.0 || phase.is_none_or(|p| *p.get() == TurnPhase::Over) {
        return;
    }
    pending.0 = false;
    let humans = (0..game.seats.len()).filter(|s| game.is_human(*s));
    let first = game.human_to_act().into_iter().chain(humans).find_map(|s| game.game.resign(s));
    match first {
        Some(action) => {
            submits.write(Submit::new(action));
        }
        None => {
            notices.write(Notice(Msg::new("notice-no-resign")));
        }
    }
}
