//! The match on the table, for any game: the rules state as a resource with its seats and its
//! log. Decisions enter it through the door (`door.rs`); saving is the registry's, which alone
//! knows every game.
//!
//! The match log: every decision of a match from its opening, versioned in the save. Because the
//! rules' state carries its own random generator, replaying the log from the opening gives back
//! the very same match, dice and cards included: the log is what undo goes back along, what a
//! replay plays, and what the engine export writes.

use super::catalogue::variant_words;
use super::seats::SeatKind;
use super::view::GameView;
use crate::i18n::{Msg, Words};
use crate::notice::Notice;
use bevy::prelude::*;
use parlour_rules::game::Seat;
use serde::{Deserialize, Serialize};

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
    /// The names of the people online, by seat, as they gave them (online matches only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<Option<String>>,
    /// The online room's code, so that a host's match resumes in the same room.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room: Option<String>,
    #[serde(skip)]
    pub(super) shown: Option<G>,
}

impl<G: GameView> PartialEq for Match<G> {
    /// Two matches are the same when their saved parts are.
    fn eq(&self, other: &Self) -> bool {
        (
            &self.variant,
            &self.seats,
            self.seed,
            self.actions,
            &self.game,
            &self.log,
            self.hints,
            &self.names,
            &self.room,
        ) == (
            &other.variant,
            &other.seats,
            other.seed,
            other.actions,
            &other.game,
            &other.log,
            other.hints,
            &other.names,
            &other.room,
        )
    }
}

impl<G: GameView> Match<G> {
    pub fn new(variant: &str, seats: Vec<SeatKind>, seed: u64) -> Result<Self, String> {
        let game = G::start(variant, seats.len(), seed)?;
        Ok(Self::with_log(variant, seats, seed, game, MatchLog::new(None)))
    }

    /// A match around a rules state already under way (tests, puzzles): its log starts there.
    pub fn from_game(variant: &str, seats: Vec<SeatKind>, seed: u64, game: G) -> Self {
        let log = MatchLog::new(Some(game.clone()));
        Self::with_log(variant, seats, seed, game, log)
    }

    /// A match with no decision made yet.
    fn with_log(variant: &str, seats: Vec<SeatKind>, seed: u64, game: G, log: MatchLog<G>) -> Self {
        Self {
            variant: variant.to_string(),
            seats,
            seed,
            actions: 0,
            game,
            log,
            hints: 0,
            names: Vec::new(),
            room: None,
            shown: None,
        }
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

    /// A person at this screen decides for `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| s.is_here())
    }

    /// How many people play at this screen.
    pub fn humans_here(&self) -> usize {
        self.seats.iter().filter(|s| s.is_here()).count()
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
            Some(SeatKind::Human) if self.humans_here() == 1 => "you",
            Some(SeatKind::Human) => "player",
            Some(SeatKind::Online) => match self.names.get(seat).and_then(Option::as_ref) {
                Some(name) => {
                    return Msg::new("seat-label-named")
                        .with("name", G::seat_name(seat))
                        .with("who", name.clone());
                }
                None => "online",
            },
            Some(SeatKind::Easy) => "easy",
            Some(SeatKind::Medium) => "medium",
            Some(SeatKind::Hard) => "hard",
            Some(SeatKind::Expert) => "expert",
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

/// The decisions of a match, with the state they start from when it is not the variant's own
/// opening (a position set up by hand).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct MatchLog<G: GameView> {
    /// The log's format: [`MatchLog::VERSION`]; 0 when the save had no log.
    pub version: u32,
    #[serde(default)]
    pub start: Option<Box<G>>,
    #[serde(default)]
    pub decisions: Vec<G::Action>,
}

impl<G: GameView> MatchLog<G> {
    pub const VERSION: u32 = 1;

    pub(super) fn new(start: Option<G>) -> Self {
        Self { version: Self::VERSION, start: start.map(Box::new), decisions: Vec::new() }
    }

    /// The log of a save written before matches kept one: it cannot be replayed.
    pub(super) fn missing() -> Self {
        Self { version: 0, start: None, decisions: Vec::new() }
    }
}

/// Why an undo cannot be made now.
#[derive(Debug, Clone, PartialEq)]
pub enum UndoRefused {
    /// Turned off in the settings.
    Off,
    /// Every seat is a person: taking back one's decision would take back another's.
    OnlyHumans,
    /// Only computer players: nobody to undo for.
    NoHuman,
    /// The person has not decided anything yet.
    Nothing,
    /// Another person decided since.
    OtherHuman(Seat),
    /// The log does not replay (a save edited by hand, from another version).
    Broken(String),
}

impl UndoRefused {
    /// What the player reads.
    pub fn notice<G: GameView>(&self) -> Notice {
        match self {
            UndoRefused::Off => Notice(Msg::new("notice-undo-off")),
            UndoRefused::OnlyHumans | UndoRefused::NoHuman => Notice(Msg::new("notice-undo-humans")),
            UndoRefused::Nothing => Notice(Msg::new("notice-undo-nothing")),
            UndoRefused::OtherHuman(seat) => {
                Notice(Msg::new("notice-undo-other").with("name", G::seat_name(*seat)))
            }
            UndoRefused::Broken(e) => Notice::problem("notice-undo-broken", e),
        }
    }
}

impl<G: GameView> Match<G> {
    /// Whether the log holds every decision of the match (saves from before the log do not).
    pub fn replayable(&self) -> bool {
        self.log.version == MatchLog::<G>::VERSION && self.log.decisions.len() as u64 == self.actions
    }

    /// A match read from a file must be one the rules made: its log holds every decision and
    /// replays from the opening to the very position saved (so nothing the table does with it
    /// can meet a state the rules would never reach).
    pub fn check_log(&self) -> Result<(), String> {
        if self.log.version == 0 {
            return Err("saved by an earlier Parlour, without the record of its decisions, so it \
                        cannot be checked or resumed: start a new match"
                .into());
        }
        if self.log.decisions.len() as u64 != self.actions {
            return Err(format!(
                "the log holds {} decisions of the match's {}",
                self.log.decisions.len(),
                self.actions
            ));
        }
        let end = self.replayed(self.log.decisions.len())?;
        if end.game != self.game {
            return Err("the log does not replay to the saved position".into());
        }
        Ok(())
    }

    /// The state before the log's first decision.
    fn opening(&self) -> Result<G, String> {
        match &self.log.start {
            Some(start) => Ok((**start).clone()),
            None => G::start(&self.variant, self.seats.len(), self.seed),
        }
    }

    /// The match as it stood after its first `count` decisions, replayed from its opening. A
    /// log that does not replay (edited by hand, from another version) says which decision
    /// failed and why.
    pub fn replayed(&self, count: usize) -> Result<Self, String> {
        if self.log.version != MatchLog::<G>::VERSION {
            return Err(format!(
                "the match log has version {} (this version of Parlour reads version {})",
                self.log.version,
                MatchLog::<G>::VERSION
            ));
        }
        if count > self.log.decisions.len() {
            return Err(format!("the log holds {} decisions, not {count}", self.log.decisions.len()));
        }
        let mut m =
            Self { game: self.opening()?, actions: 0, log: MatchLog::new(None), shown: None, ..self.clone() };
        m.log.start = self.log.start.clone();
        for (i, action) in self.log.decisions[..count].iter().enumerate() {
            m.apply(action.clone())
                .map_err(|e| format!("decision {} ({action:?}) is refused: {e}", i + 1))?;
        }
        Ok(m)
    }

    /// Who decided each logged decision, in order (replayed from the opening).
    pub fn deciders(&self) -> Result<Vec<Seat>, String> {
        let mut game = self.opening()?;
        let mut seats = Vec::with_capacity(self.log.decisions.len());
        for (i, action) in self.log.decisions.iter().enumerate() {
            seats.push(game.to_act().ok_or_else(|| format!("decision {} comes after the end", i + 1))?);
            game.apply(action.clone())
                .map_err(|e| format!("decision {} ({action:?}) is refused: {e}", i + 1))?;
        }
        Ok(seats)
    }

    /// How many decisions stay when the person at the table takes back their last one: the
    /// match goes back to the moment before it, across computer players' turns and throws. Only
    /// against computer players, and never past another person's decision.
    pub fn undo_point(&self, allowed: bool) -> Result<usize, UndoRefused> {
        if !allowed {
            return Err(UndoRefused::Off);
        }
        let humans: Vec<Seat> = (0..self.seats.len()).filter(|s| self.is_human(*s)).collect();
        if humans.is_empty() {
            return Err(UndoRefused::NoHuman);
        }
        if humans.len() == self.seats.len() {
            return Err(UndoRefused::OnlyHumans);
        }
        if !self.replayable() {
            return Err(UndoRefused::Broken("the log does not hold every decision".into()));
        }
        let deciders = self.deciders().map_err(UndoRefused::Broken)?;
        // The person to act now, else the one who decided last.
        let undoer = self
            .human_to_act()
            .or_else(|| deciders.iter().rev().find(|s| humans.contains(s)).copied())
            .ok_or(UndoRefused::Nothing)?;
        let point = deciders.iter().rposition(|s| *s == undoer).ok_or(UndoRefused::Nothing)?;
        if let Some(other) = deciders[point..].iter().find(|s| **s != undoer && humans.contains(s)) {
            return Err(UndoRefused::OtherHuman(*other));
        }
        Ok(point)
    }
}

/// A match as JSON lines that `parlour-engine` plays back: `new` with the match's game, variant,
/// players and seed, then one `apply` per decision (see docs/engine.md).
pub fn engine_lines<G: GameView>(m: &Match<G>) -> Result<String, String> {
    if m.log.start.is_some() {
        return Err("this match began from a position set up by hand, which the engine cannot start".into());
    }
    let new = serde_json::json!({
        "cmd": "new", "game": G::ID, "variant": m.variant, "players": m.seats.len(), "seed": m.seed
    });
    let mut lines = vec![new.to_string()];
    for action in &m.log.decisions {
        let action = serde_json::to_value(action).map_err(|e| e.to_string())?;
        lines.push(serde_json::json!({ "cmd": "apply", "action": action }).to_string());
    }
    Ok(lines.join("\n") + "\n")
}
