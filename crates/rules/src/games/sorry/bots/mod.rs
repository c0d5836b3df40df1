//! Computer players for Sorry!. Each decides from one seat's [`View`] alone:
//!
//! - `random`: any legal action;
//! - `easy`: greedy on the reward of the `apologies` baseline (pawn distance, safe pawns, a win);
//! - `medium`: greedy on a richer evaluation: progress, safety, the chance of each pawn being
//!   bumped (by the card counts) and the bumps it threatens, slides included;
//! - `hard`: Monte Carlo search: its best moves played into many worlds dealt from the unseen
//!   cards (pile order, and the other hands in play-for-points), every seat playing on as medium
//!   for a few turns, the leaf judged by medium's evaluation (`hard`, `determinize`, `rollout`).

pub mod determinize;
pub mod easy;
pub mod eval;
pub mod hard;
pub mod medium;
pub mod random;
pub mod rollout;

use super::action::Action;
use super::cards::Card;
use super::view::View;
use crate::error::RuleError;
use crate::game::check_bot_level;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The action the computer player of `level` (one of [`crate::game::BOT_LEVELS`]) takes for the seat whose view this is.
pub fn decide(view: &View, level: &str, seed: u64) -> Result<Action, RuleError> {
    check_bot_level("sorry", level)?;
    if view.legal.is_empty() {
        return Err(RuleError::bad_input(format!("seat {} has nothing to decide now", view.seat)));
    }
    if view.legal.len() == 1 {
        return Ok(view.legal[0].clone());
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let i = match level {
        "random" => rng.random_range(0..view.legal.len()),
        "easy" => easy::choose(view, &mut rng),
        "medium" => medium::choose(view, &mut rng),
        _ => hard::choose(view, &mut rng),
    };
    Ok(view.legal[i].clone())
}

/// The index of the best value, ties broken at random.
pub(crate) fn best_index(values: &[f32], rng: &mut ChaCha8Rng) -> usize {
    let best = values.iter().cloned().fold(f32::MIN, f32::max);
    let ties: Vec<usize> = (0..values.len()).filter(|&i| values[i] >= best - 1e-3).collect();
    ties[rng.random_range(0..ties.len())]
}

/// How much a card is worth keeping in a play-for-points hand (the one used or discarded is
/// lost): the flexible cards more than the plain ones.
pub(crate) fn keep_value(card: Card, pawns_in_start: usize, modern: bool) -> f32 {
    match card {
        Card::Sorry => 3.0,
        Card::Eleven | Card::Seven => 2.0,
        Card::One | Card::Two if pawns_in_start > 0 && !modern => 2.0,
        Card::Four | Card::Ten => 1.5,
        _ => 1.0,
    }
}
