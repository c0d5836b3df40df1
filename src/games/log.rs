//! The match log: every decision of a match from its opening, versioned in the save. Because the
//! rules' state carries its own random generator, replaying the log from the opening gives back
//! the very same match, dice and cards included: the log is what undo goes back along, what a
//! replay plays, and what the engine export writes.

use super::session::Match;
use super::view::GameView;
use crate::i18n::Msg;
use crate::notice::Notice;
use parlour_rules::game::Seat;
use serde::{Deserialize, Serialize};

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
