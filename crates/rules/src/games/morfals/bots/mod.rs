//! Computer players for Morfals. The only real decision is which empty square of the rolled
//! column takes the figure (rolling and starting the next round are forced), so the levels
//! differ in how they rank those squares:
//! - `random`: any empty square;
//! - `easy`: the square that eats the most now, else any;
//! - `medium`: one ply: material, what each side can expect to eat on its next throw (weighted
//!   by the dice), tempo and river figures ([`eval`]);
//! - `hard`: expectimax over the dice outcomes, a few throws deep, with the same evaluation at
//!   the leaves ([`search`]).
//!
//! Each decides from the seat's view alone and is deterministic for a given seed.

pub mod eval;
pub mod levels;
pub mod search;
pub mod sim;

pub use levels::Context;

use super::actions::{Action, Phase};
use super::dice;
use super::view::View;
use crate::chance::{Chance, GameRng};
use crate::error::RuleError;
use crate::game::check_bot_level;

/// The action of `level` (one of [`crate::game::BOT_LEVELS`]) for the seat whose view this is.
pub fn decide(view: &View, level: &str, seed: u64) -> Result<Action, RuleError> {
    check_bot_level("morfals", level)?;
    if view.to_act.is_some_and(|s| s != view.seat) {
        return Err(RuleError::wrong_phase(format!("it is not seat {}'s turn", view.seat)));
    }
    match view.phase {
        Phase::Roll { .. } => Ok(Action::Roll),
        Phase::RoundOver { .. } => Ok(Action::NextRound),
        Phase::Over => Err(RuleError::game_over()),
        Phase::Place { seat, dice, column } => {
            let rules = sim::Rules::new(&view.config);
            let pos = rules.pos(view);
            let squares: Vec<usize> = rules.empties(&pos, column).collect();
            if squares.is_empty() {
                return Err(RuleError::bad_input(format!("column {column} has no empty square")));
            }
            let mut rng = GameRng::seeded(seed);
            let ctx = levels::Context {
                rules: &rules,
                pos,
                seat,
                triple: dice::is_triple(dice),
                squares: &squares,
            };
            let scores = match level {
                "random" => vec![0.0; squares.len()],
                "easy" => levels::greedy(&ctx),
                "medium" => levels::one_ply(&ctx),
                _ => search::expectimax(&ctx, &search::Budget::HARD).scores,
            };
            let index = squares[best(&scores, &mut rng)];
            Ok(Action::Place { square: view.board.square(index) })
        }
    }
}

/// The index of the highest score, ties (within a hair) broken by `rng`.
fn best(scores: &[f32], rng: &mut GameRng) -> usize {
    let top = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let ties: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] >= top - 1e-4).collect();
    ties[rng.below(ties.len() as u32) as usize]
}
