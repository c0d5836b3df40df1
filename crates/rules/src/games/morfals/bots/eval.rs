//! The heuristic value of a position for one seat, in figures: the reserve race, what each
//! side can expect to eat on its next throw (weighted by the dice), tempo and the river.

use super::sim::{OUTCOMES, Pos, Rules};
use crate::game::Seat;

/// Weights, in figures of reserve.
pub struct Weights {
    /// The expected catch of the side about to throw.
    pub roller_threat: f32,
    /// The expected catch of the other side, which the roller may still spoil.
    pub waiting_threat: f32,
    /// Being about to throw: most throws place a figure.
    pub tempo: f32,
    /// Each own figure in the river: it can never be eaten and anchors sandwiches.
    pub river: f32,
}

pub const WEIGHTS: Weights = Weights { roller_threat: 0.8, waiting_threat: 0.3, tempo: 0.6, river: 0.25 };

/// A won round is worth more than any material, plus the points it scores.
pub const WIN: f32 = 40.0;

/// Expected figures `seat` eats on its next throw, choosing the best square of each column, and
/// the chance that the throw places a figure at all.
pub fn threat(rules: &Rules, pos: &Pos, seat: Seat) -> (f32, f32) {
    let mut expected = 0.0;
    let mut places = 0.0;
    for o in &OUTCOMES {
        let Some(label) = o.column else { continue };
        let mut best = None;
        for i in rules.empties(pos, label) {
            let g = rules.gain(pos, i, seat);
            best = Some(best.map_or(g, |b: usize| b.max(g)));
        }
        if let Some(b) = best {
            let p = o.weight as f32 / 27.0;
            expected += p * b as f32;
            places += p;
        }
    }
    (expected, places)
}

fn river_count(rules: &Rules, pos: &Pos, seat: Seat) -> f32 {
    let own = seat as u8 + 1;
    (0..rules.cells).filter(|&i| rules.river[i] && pos.cells[i] == own).count() as f32
}

/// The value of `pos` for `me` when `roller` throws next (not a finished round).
pub fn evaluate(rules: &Rules, pos: &Pos, me: Seat, roller: Seat) -> f32 {
    evaluate_with(rules, pos, me, roller, &WEIGHTS)
}

/// [`evaluate`] with other weights.
pub fn evaluate_with(rules: &Rules, pos: &Pos, me: Seat, roller: Seat, w: &Weights) -> f32 {
    let opp = 1 - me;
    let material = pos.reserve[opp] as f32 - pos.reserve[me] as f32;
    let (t_me, p_me) = threat(rules, pos, me);
    let (t_opp, p_opp) = threat(rules, pos, opp);
    let threats = if roller == me {
        w.roller_threat * t_me - w.waiting_threat * t_opp + w.tempo * p_me
    } else {
        w.waiting_threat * t_me - w.roller_threat * t_opp - w.tempo * p_opp
    };
    let river = w.river * (river_count(rules, pos, me) - river_count(rules, pos, opp));
    material + threats + river
}

/// The value for `me` of a round just won by `winner`.
pub fn terminal(pos: &Pos, me: Seat, winner: Seat) -> f32 {
    let points = pos.reserve[1 - winner] as f32;
    if winner == me { WIN + points } else { -WIN - points }
}
