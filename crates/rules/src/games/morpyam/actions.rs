//! What a seat can decide, and what the visuals animate.

use super::config::Square;
use super::figure::{Dice, Figure};
use crate::game::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// A decision. The seat is always the seat to act, except for `Resign`, which any seat still in
/// the game may send at any time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Throw the one die of the who-starts roll-off.
    RollOff,
    /// Plus: lay one of your tiles on an empty square.
    PlaceTile { figure: Figure, square: Square },
    /// Announce the figure the next roll will show (APPEL).
    Call { figure: Figure },
    /// Throw the dice marked `true`: all five on roll 1, one to five on rolls 2 and 3.
    Roll { rethrow: [bool; 5] },
    /// Stop and cover a free square the dice make now.
    Place { square: Square },
    /// Stop without placing; the turn passes.
    Pass,
    /// Declare forfeit.
    Resign { seat: Seat },
}

/// Why a turn ended without a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PassReason {
    /// The player stopped without placing.
    Stopped,
    /// Roll 3 made no figure on a free square.
    NoFigure,
    /// The CALL failed on roll 3: every earlier figure is lost.
    FailedCall,
    /// The player resigned during their turn.
    Resigned,
}

/// What happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    RollOffDie {
        seat: Seat,
        value: u8,
    },
    /// The highest roll-off die was tied: these seats roll again.
    RollOffTie {
        seats: Vec<Seat>,
    },
    /// The roll-off winner: lays tiles first (Plus) and plays first.
    FirstPlayer {
        seat: Seat,
    },
    /// A Plus tile was laid; `auto` when a resigned seat's tiles were laid for it in reading order.
    TilePlaced {
        seat: Seat,
        figure: Figure,
        square: Square,
        auto: bool,
    },
    /// All 36 Plus tiles are down; play begins.
    GridBuilt,
    TurnStarted {
        seat: Seat,
        extra: bool,
    },
    /// `roll` is the roll (1–3) the call is for.
    CallMade {
        seat: Seat,
        figure: Figure,
        roll: u8,
    },
    /// `values` are all five dice after the throw; `thrown[i]` tells which were thrown.
    DiceRolled {
        seat: Seat,
        roll: u8,
        values: Dice,
        thrown: [bool; 5],
    },
    /// The call came true: the APPEL square must be covered.
    CallSucceeded {
        seat: Seat,
        figure: Figure,
    },
    /// The call failed: these dice place nothing.
    CallFailed {
        seat: Seat,
        figure: Figure,
        roll: u8,
    },
    TokenPlaced {
        seat: Seat,
        square: Square,
        figure: Figure,
        with_morpyam: bool,
        tokens_left: u8,
    },
    /// A MORPYAM earned one more full turn.
    ExtraTurn {
        seat: Seat,
    },
    /// Five (or more) in a line: `squares` is the run.
    Ko {
        seat: Seat,
        squares: Vec<Square>,
    },
    /// "KO R. D'Aversa": a second MORPYAM placed in the same turn.
    KoDaversa {
        seat: Seat,
    },
    TurnPassed {
        seat: Seat,
        reason: PassReason,
    },
    Resigned {
        seat: Seat,
    },
    /// The safety valve: too many turns in a row with no token placed.
    SafetyValve {
        idle_turns: u32,
    },
    GameOver {
        outcome: Outcome,
    },
}
