//! Computer players for Morpyam: `random`, `easy`, `medium` and `hard`. Each decides from its
//! seat's view alone (the whole table is public; only the dice to come are unknown).
//!
//! - random: a uniformly random kind of legal action, then one of that kind.
//! - easy: places at once on the free square next to most of its tokens, otherwise keeps the
//!   most common value; never calls.
//! - medium: per-figure reach probabilities pick the most valuable reachable square and the keeps
//!   toward it; calls when the next roll is very likely to show the figure.
//! - hard: exact dynamic programming of the whole turn over the 252 dice multisets, with the
//!   board's square values at the leaves; keeps, stopping, CALL and SEC all come from it.

mod board;
mod build;
mod dice;
mod easy;
mod hard;
mod medium;
mod plan;
mod random;

use super::View;
use super::actions::Action;
use super::table::{Phase, RollResult};
use crate::error::RuleError;
use crate::game::check_bot_level;

pub use dice::tables as dice_tables;
pub use random::pick_by_kind;

/// Build the dice tables afresh (what the first decision pays once), for benchmarks.
pub fn build_tables() -> usize {
    dice::Tables::build().keeps.len()
}

/// The action of `view.seat` at `level` (one of [`crate::game::BOT_LEVELS`]); `seed` drives the level's own choices where it has any.
pub fn decide(view: &View, level: &str, seed: u64) -> Result<Action, RuleError> {
    check_bot_level("morpyam", level)?;
    let t = &view.table;
    let Some(seat) = t.to_act() else { return Err(RuleError::game_over()) };
    if seat != view.seat {
        return Err(RuleError::wrong_phase(format!("seat {} is not to act (seat {seat} is)", view.seat)));
    }
    if level == "random" {
        return Ok(random::choose(t, seed));
    }
    Ok(match &t.phase {
        Phase::RollOff { .. } => Action::RollOff,
        Phase::Build { builder, .. } => build::lay(t, *builder, level),
        Phase::Turn(turn) => {
            if let RollResult::CallSucceeded(_) = turn.result {
                // The APPEL square must be covered; the values only pick among several.
                let squares = t.placeable_squares();
                let square = match level {
                    "hard" => hard::best_square(t, seat, &squares),
                    _ => squares[0],
                };
                return Ok(Action::Place { square });
            }
            match level {
                "easy" => easy::turn(t, seat),
                "medium" => medium::turn(t, seat),
                _ => hard::turn(t, seat),
            }
        }
        Phase::Over => return Err(RuleError::game_over()),
    })
}
