//! The medium level: one target at a time. Every free square is weighed by its simple line
//! value times the chance to reach its figure in the rolls left (per-figure reach tables); the
//! dice keep toward the best target, and the dice in hand are placed when they already do as
//! well. It calls when the next roll is very likely to show the called figure.

use super::super::actions::Action;
use super::super::config::{SQUARES, Square};
use super::super::figure::Figure;
use super::super::table::{Table, rethrow_mask};
use super::board;
use super::dice::{self, APPEL, SEC, fig_id, fig_of};
use super::easy::keep_most_common;
use crate::game::Seat;

/// A call is made when the next roll shows the figure at least this often.
const CALL_CHANCE: f64 = 0.7;

pub fn turn(t: &Table, me: Seat) -> Action {
    let turn = t.turn().expect("a turn");
    let tb = dice::tables();
    let fcm = t.config.full_counts_morpyam;
    let free = t.morpyam_square_free();
    let r = turn.rolls as usize;
    if let Some(called) = turn.call {
        if r == 0 {
            return Action::Roll { rethrow: [true; 5] };
        }
        return Action::Roll { rethrow: rethrow_mask(best_call_mask(t, fig_id(called)).0) };
    }
    if r == 0 {
        return Action::Roll { rethrow: [true; 5] };
    }
    let value = |q: Square| board::simple_value(t, me, q);
    let now = t.placeable_squares().into_iter().map(|q| (value(q), q)).max_by(|a, b| a.0.total_cmp(&b.0));
    if !t.can_roll() {
        return now.map_or(Action::Pass, |(_, square)| Action::Place { square });
    }
    // The best target among the free squares, by value times the chance of its figure.
    let left = 3 - r;
    let mut target: Option<(f64, usize)> = None;
    for q in 0..SQUARES {
        let (None, Some(f)) = (t.owners[q], t.grid[q]) else { continue };
        let id = fig_id(f);
        if id == SEC || id == APPEL {
            continue;
        }
        let p = tb.reach(fcm, free, id, left, &turn.dice);
        let score = p * value(q as Square);
        if target.is_none_or(|(s, _)| score > s) {
            target = Some((score, id));
        }
    }
    if let Some((v, square)) = now
        && target.is_none_or(|(s, _)| v >= s)
    {
        return Action::Place { square };
    }
    // A call that is almost sure to come true covers the APPEL square.
    let appel = (0..SQUARES)
        .filter(|&q| t.owners[q].is_none() && t.grid[q] == Some(Figure::Appel))
        .map(|q| value(q as Square))
        .fold(0.0, f64::max);
    for f in t.callable() {
        let id = fig_id(f);
        if id == SEC {
            continue;
        }
        let (_, chance) = best_call_mask(t, id);
        if chance >= CALL_CHANCE && chance * appel >= target.map_or(0.0, |t| t.0) {
            return Action::Call { figure: fig_of(id) };
        }
    }
    match target {
        Some((s, id)) if s > 0.0 => {
            Action::Roll { rethrow: rethrow_mask(tb.keep_toward(fcm, free, id, left, &turn.dice)) }
        }
        _ => Action::Roll { rethrow: rethrow_mask(keep_most_common(&turn.dice)) },
    }
}

/// The re-throw mask that makes figure `id` likeliest on the next roll, with that chance.
fn best_call_mask(t: &Table, id: usize) -> (u8, f64) {
    let tb = dice::tables();
    let dice = &t.turn().expect("a turn").dice;
    let fcm = t.config.full_counts_morpyam;
    (1u8..32)
        .map(|m| (m, tb.next_roll_chance(fcm, id, tb.keep_of(dice, m))))
        .fold((31, -1.0), |best, x| if x.1 > best.1 { x } else { best })
}
