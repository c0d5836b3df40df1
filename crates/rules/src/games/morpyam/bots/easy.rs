//! The easy level: greedy. It places as soon as the dice take a free square (the one next to
//! most of its tokens), otherwise keeps the dice of its most common value. It never calls.

use super::super::actions::Action;
use super::super::figure;
use super::super::table::{Table, rethrow_mask};
use super::board;
use crate::game::Seat;

pub fn turn(t: &Table, me: Seat) -> Action {
    let turn = t.turn().expect("a turn");
    let squares = t.placeable_squares();
    if let Some(&square) = squares.iter().max_by(|&&a, &&b| {
        board::neighbours(t, me, a).total_cmp(&board::neighbours(t, me, b)).then(b.cmp(&a))
    }) {
        return Action::Place { square };
    }
    if !t.can_roll() {
        return Action::Pass;
    }
    if turn.rolls == 0 {
        return Action::Roll { rethrow: [true; 5] };
    }
    Action::Roll { rethrow: rethrow_mask(keep_most_common(&turn.dice)) }
}

/// Re-throw every die but those of the most common value (the higher value on a tie); all five
/// when they already agree.
pub fn keep_most_common(dice: &figure::Dice) -> u8 {
    let c = figure::counts(dice);
    let v = (1..=6).max_by_key(|&v| (c[v], v)).expect("six values") as u8;
    let mask = (0..5).filter(|&i| dice[i] != v).fold(0u8, |m, i| m | (1 << i));
    if mask == 0 { 31 } else { mask }
}
