//! What a seat can do, and what happened, in a Morris match.

use crate::game::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// A decision. Removal is its own decision, taken in the same turn after a mill closes.
/// JSON: `{"place":4}`, `{"move":{"from":4,"to":7}}`, `{"remove":9}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Put a man from the hand on an empty point.
    Place(u8),
    /// Slide (or fly) a man.
    Move { from: u8, to: u8 },
    /// Take an opponent's man off the board.
    Remove(u8),
    /// `seat` gives up; the other seat wins. Either seat may resign at any time, so it is not
    /// listed among the legal actions of the seat to move (search and perft stay as they are).
    /// The seat is a byte, so an action takes three: with a `Seat` (usize) every listed action
    /// would take sixteen, and the move generator writes dozens a turn.
    Resign { seat: u8 },
}

impl Action {
    /// OpenSpiel `nine_mens_morris`'s action id on an `n`-point board: points for placing and
    /// removing, `n + from·n + to` for moves.
    pub fn openspiel_id(self, n: usize) -> usize {
        match self {
            Action::Place(p) | Action::Remove(p) => p as usize,
            Action::Move { from, to } => n + from as usize * n + to as usize,
            // OpenSpiel has no resignation: an id past every move.
            Action::Resign { seat } => n + n * n + seat as usize,
        }
    }
}

/// What the seat to act must decide now; `Over` once the match is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Put a man from the hand on an empty point.
    Place,
    /// Slide a man along a line.
    Slide,
    /// Move a man to any empty point (down to the flying count).
    Fly,
    /// Remove an opponent's man (`left` removals still owed this turn, this one included).
    Remove {
        left: u8,
    },
    Over,
}

/// What happened, for the visuals and the log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    Placed {
        seat: Seat,
        at: u8,
    },
    Moved {
        seat: Seat,
        from: u8,
        to: u8,
        flying: bool,
    },
    /// `mills` are the points of each mill the placement or move closed; `removals` is how many
    /// men the seat now removes (0 when the opponent has none on the board).
    MillFormed {
        seat: Seat,
        mills: Vec<Vec<u8>>,
        removals: u8,
    },
    /// `seat` removed the opponent's man at `at`.
    Removed {
        seat: Seat,
        at: u8,
    },
    /// A seat's men are down to the flying count: from now on it flies.
    FlyingStarts {
        seat: Seat,
    },
    /// The turn is now `seat`'s.
    TurnStarted {
        seat: Seat,
    },
    Resigned {
        seat: Seat,
    },
    GameOver {
        outcome: Outcome,
    },
}
