//! What a seat can do, what can happen, and the phase that says who must do what.

use super::board::{Figure, Square};
use super::dice::Dice;
use crate::game::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// A decision of the seat to act, or a resignation, which either seat may send at any time (it
/// is never listed among the legal actions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Throw the three dice.
    Roll,
    /// Put the next figure of the reserve on this empty square of the rolled column (asked only
    /// when the column has several empty squares; a single one is filled by the roll itself).
    Place { square: Square },
    /// Clear the board and start the next round (after a round is won).
    NextRound,
    /// `seat` gives up the match; the other seat wins.
    Resign { seat: Seat },
}

/// Why a turn passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PassReason {
    /// The dice showed 1, 2 and 3.
    OneTwoThree,
    /// The column of the sum had no empty square.
    FullColumn,
}

/// Why the same seat rolls again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AgainReason {
    /// A triple: placed, and plays again.
    Triple,
    /// The column was full and the level says roll again.
    FullColumn,
}

/// What happened, in order, for the visuals and the log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The dice came up `dice`; `column` is their sum.
    DiceRolled {
        seat: Seat,
        dice: Dice,
        column: u8,
    },
    /// `seat`'s turn ended without a placement; the other seat rolls.
    TurnPassed {
        seat: Seat,
        reason: PassReason,
    },
    /// A figure left `seat`'s reserve for `square`.
    Placed {
        seat: Seat,
        figure: Figure,
        square: Square,
    },
    /// `figure` was sandwiched on `square` and went back to its owner's reserve.
    Eaten {
        by: Seat,
        figure: Figure,
        square: Square,
    },
    /// `seat` has one figure left to place ("last figure!"), announced to the opponent.
    LastFigure {
        seat: Seat,
    },
    /// `seat` rolls again.
    PlaysAgain {
        seat: Seat,
        reason: AgainReason,
    },
    /// `seat` placed all its figures and scores one point per figure left in the loser's reserve.
    RoundWon {
        seat: Seat,
        round: u32,
        points: i32,
        scores: [i32; 2],
    },
    /// A new round began on an empty board; `starter` rolls first.
    RoundStarted {
        round: u32,
        starter: Seat,
    },
    Resigned {
        seat: Seat,
    },
    /// The match is over: a seat reached the target score ("first to N points") or the other
    /// resigned ("resignation"); `scores` are the match scores.
    GameOver {
        outcome: Outcome,
    },
}

/// What the seat to act must decide now; `Over` once the match is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// `seat` must roll.
    Roll { seat: Seat },
    /// `seat` rolled `dice` and must choose an empty square of `column`.
    Place { seat: Seat, dice: Dice, column: u8 },
    /// `winner` won the round; `next` starts the next one and must ask for it.
    RoundOver { winner: Seat, next: Seat },
    /// The match is over.
    Over,
}

impl Phase {
    /// The seat that must decide now.
    pub fn to_act(&self) -> Option<Seat> {
        match *self {
            Phase::Roll { seat } | Phase::Place { seat, .. } => Some(seat),
            Phase::RoundOver { next, .. } => Some(next),
            Phase::Over => None,
        }
    }
}
