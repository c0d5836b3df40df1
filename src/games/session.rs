//! The match on the table, for any game: the rules state as a resource, the one door through
//! which every decision (a human's, a bot's) enters the rules, the queue of events the table
//! has still to show, and resignation. (Saving is the registry's: it alone knows every game.)

use super::log::MatchLog;
use super::phase::{TableSystems, TurnPhase};
use super::seats::SeatKind;
use super::view::GameView;
use crate::dice::sim::Gesture;
use crate::i18n::{Msg, Words};
use crate::menus::pause::ResignRequested;
use crate::notice::Notice;
use bevy::prelude::*;
use parlour_rules::game::Seat;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A match as it is saved: who sits where, the variant, the rules state (which holds its own
/// random generator, so a resumed match draws the same dice and cards) and the log of every
/// decision, from which the match can be replayed, undone and watched again. `shown` is the state
/// the table shows, caught up action by action as the presenter finishes each one's animations;
/// it is not saved (a resumed table shows the match as it is).
#[derive(Resource, Debug, Clone, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Match<G: GameView> {
    pub variant: String,
    pub seats: Vec<SeatKind>,
    /// Seeds the rules' generator, the bots and the throws' shapes.
    pub seed: u64,
    /// Decisions applied so far.
    pub actions: u64,
    pub game: G,
    /// The decisions applied, in order (missing from saves older than the log).
    #[serde(default = "MatchLog::missing")]
    pub log: MatchLog<G>,
    /// Hints the humans asked for in this match.
    #[serde(default)]
    pub hints: u32,
    #[serde(skip)]
    pub(super) shown: Option<G>,
}

impl<G: GameView> PartialEq for Match<G> {
    /// Two matches are the same when their saved parts are.
    fn eq(&self, other: &Self) -> bool {
        (&self.variant, &self.seats, self.seed, self.actions, &self.game, &self.log, self.hints)
            == (&other.variant, &other.seats, other.seed, other.actions, &other.game, &other.log, other.hints)
    }
}

impl<G: GameView> Match<G> {
    pub fn new(variant: &str, seats: Vec<SeatKind>, seed: u64) -> Result<Self, String> {
        let game = G::start(variant, seats.len(), seed)?;
        let log = MatchLog::new(None);
        Ok(Self { variant: variant.to_string(), seats, seed, actions: 0, game, log, hints: 0, shown: None })
    }

    /// A match around a rules state already under way (tests, puzzles): its log starts there.
    pub fn from_game(variant: &str, seats: Vec<SeatKind>, seed: u64, game: G) -> Self {
        let log = MatchLog::new(Some(game.clone()));
        Self { variant: variant.to_string(), seats, seed, actions: 0, game, log, hints: 0, shown: None }
    }

    /// Apply a decision to the rules and keep it in the log.
    pub fn apply(&mut self, action: G::Action) -> Result<Vec<G::Event>, parlour_rules::error::RuleError> {
        let events = self.game.apply(action.clone())?;
        self.actions += 1;
        if self.log.version > 0 {
            self.log.decisions.push(action);
        }
        Ok(events)
    }

    /// The state the table shows now: behind `game` while events are still being shown.
    pub fn shown(&self) -> &G {
        self.shown.as_ref().unwrap_or(&self.game)
    }

    /// The table has shown everything up to `state`.
    pub fn catch_up(&mut self, state: G) {
        self.shown = Some(state);
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| !s.is_computer())
    }

    /// The human who decides now, if the seat to act is one.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.game.to_act().filter(|s| self.is_human(*s))
    }

    /// "Red" or "White".
    pub fn name(seat: Seat) -> Msg {
        G::seat_name(seat)
    }

    /// "Red · you" or "Blue · hard".
    pub fn label(&self, seat: Seat) -> Msg {
        let who = match self.seats.get(seat) {
            Some(SeatKind::Human) if self.seats.iter().filter(|s| !s.is_computer()).count() == 1 => "you",
            Some(SeatKind::Human) => "player",
            Some(SeatKind::Easy) => "easy",
            Some(SeatKind::Medium) => "medium",
            Some(SeatKind::Hard) => "hard",
            None => return G::seat_name(seat),
        };
        Msg::new("seat-label").with("name", G::seat_name(seat)).with("who", who)
    }

    /// A seed for the next decision or throw, different for every action of the match.
    pub fn next_seed(&self, salt: u64) -> u64 {
        self.seed ^ (self.actions + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ salt.rotate_left(17)
    }

    /// "Morpyam · Classic": the heading of the match's rules and results.
    pub fn heading(&self) -> Msg {
        Msg::new("opening-line").with("game", G::title()).with("variant", self.variant_name())
    }

    /// The variant's name: its message where the game has one, else the level file's own name
    /// (a level a player wrote).
    pub fn variant_name(&self) -> Words {
        variant_words(G::ID, &self.variant, self.game.variant_name())
    }
}

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
    app.init_resource::<PendingResign>().init_resource::<Refusals>();
    app.add_systems(
        Update,
        take_resign_request
            .run_if(in_state(crate::screens::state::Screen::Playing))
            .in_set(crate::AppSystems::RecordInput),
    );
    app.add_systems(super::phase::TableOpens, |mut p: ResMut<PendingResign>, mut r: ResMut<Refusals>| {
        p.0 = false;
        *r = Refusals::default();
    });
}

/// The door: where decisions are applied (saving runs after it).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DoorSystems;

/// The systems of `G`'s match: the door and resignation.
pub(super) fn plugin<G: GameView>(app: &mut App) {
    app.add_message::<Submit<G>>();
    app.init_resource::<Showing<G>>();
    app.add_systems(
        Update,
        resign::<G>
            .run_if(
                resource_exists::<Match<G>>.and_then(not(resource_exists::<crate::screens::state::Watching>)),
            )
            .in_set(TableSystems)
            .in_set(crate::AppSystems::RecordInput),
    );
    app.add_systems(
        Update,
        submit::<G>.run_if(resource_exists::<Match<G>>).in_set(DoorSystems).in_set(crate::AppSystems::Update),
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
) {
    for Submit { action, gesture } in submits.read() {
        if game.shown.is_none() {
            let now = game.game.clone();
            game.shown = Some(now);
        }
        match game.apply(action.clone()) {
            Ok(events) => {
                let g = gesture.unwrap_or_default();
                showing.queue.extend(events.into_iter().map(|e| Step::Event(e, g)));
                showing.queue.push_back(Step::Caught(Box::new(game.game.clone())));
                next.set(TurnPhase::Presenting);
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
            notices.write(Notice(crate::i18n::Msg::new("notice-no-resign")));
        }
    }
}

/// The name of variant `variant` of game `game` ("variant-sorry-points"), or `fallback` where no
/// message names it.
pub fn variant_words(game: &str, variant: &str, fallback: &str) -> Words {
    let id = format!("variant-{game}-{variant}");
    if crate::i18n::Lang::En.has(&id) { Msg::new(id).into() } else { fallback.into() }
}
