//! The hard level's turn: exact dynamic programming over the 252 multisets and the rolls left,
//! with the board's values at the leaves (notes B3: V(s,0) = max over the figures s makes of the
//! best square for them; V(s,k) = max over keeps of the expectation; a CALL of F is worth its
//! chance times the APPEL square, and a failed call leaves only the rolls that remain).

use super::board::WIN;
use super::dice::{self, FIGS, MORPYAM, SEC, Tables};

/// The leaf values of one turn, from the board.
pub struct Leaves {
    /// The best free square for each figure id (`None`: no free square of it).
    pub fig: [Option<f64>; dice::IDS],
    /// The APPEL square when calls are allowed (free).
    pub appel: Option<f64>,
    /// The figures a CALL may name (ids), SEC included: it is offered only before roll 1.
    pub callable: Vec<usize>,
    /// What placing with five equal dice adds (the extra turn, or a KO R. D'Aversa).
    pub morpyam_bonus: f64,
    /// The bonus applies to any square, not only MORPYAM squares (and a called MORPYAM).
    pub bonus_anywhere: bool,
    pub fcm: bool,
    /// A MORPYAM square is free: five equal dice may then cover only a MORPYAM square.
    pub morpyam_free: bool,
}

/// The values of every decision point of the turn.
pub struct Plan {
    /// `roll[r][k]`: rolling after `r` rolls, keeping `k`, with no call.
    pub roll: [Vec<f64>; 4],
    /// `call[r][i][k]`: calling `leaves.callable[i]` then rolling after `r` rolls, keeping `k`.
    pub call: [Vec<Vec<f64>>; 4],
}

fn is_morpyam(t: &Tables, s: usize) -> bool {
    t.states[s].contains(&5)
}

impl Leaves {
    /// The best square the dice of `s` may cover after roll `roll`, by the rules' placements.
    fn place_value(&self, t: &Tables, s: usize, roll: usize) -> f64 {
        let mask = t.cover_mask(self.fcm, self.morpyam_free, s, roll);
        let five = is_morpyam(t, s);
        let mut best = f64::NEG_INFINITY;
        for id in 0..=SEC {
            if mask & (1 << id) == 0 {
                continue;
            }
            if let Some(v) = self.fig[id] {
                let bonus =
                    if five && (self.bonus_anywhere || id == MORPYAM) { self.morpyam_bonus } else { 0.0 };
                best = best.max((v + bonus).min(WIN));
            }
        }
        best
    }

    fn call_value(&self, t: &Tables, s: usize, id: usize) -> f64 {
        let five = is_morpyam(t, s);
        let bonus = if five && (self.bonus_anywhere || id == MORPYAM) { self.morpyam_bonus } else { 0.0 };
        (self.appel.unwrap_or(0.0) + bonus).min(WIN)
    }

    /// Whether the dice of `s` make `id` (a CALL of it comes true).
    fn holds(&self, t: &Tables, s: usize, id: usize, roll: usize) -> bool {
        let mask = if roll == 1 { t.sec_masks[self.fcm as usize][s] } else { t.masks[self.fcm as usize][s] };
        id < FIGS + 1 && mask & (1 << id) != 0
    }
}

impl Plan {
    /// Solve the turn backwards from roll 3.
    pub fn solve(leaves: &Leaves) -> Plan {
        let t = dice::tables();
        let n = t.states.len();
        let nk = t.keeps.len();
        let calls = leaves.appel.is_some();
        let mut roll: [Vec<f64>; 4] = std::array::from_fn(|_| vec![f64::NEG_INFINITY; nk]);
        let mut call: [Vec<Vec<f64>>; 4] = std::array::from_fn(|_| Vec::new());
        // Values after roll r: w (free to place) and wf (after a failed call: no placing).
        let mut w = vec![0.0; n];
        let mut wf = vec![0.0; n];
        for r in (1..=3).rev() {
            let place: Vec<f64> = (0..n).map(|s| leaves.place_value(t, s, r)).collect();
            // The options after roll r that roll again are those of r, computed below from the
            // values after roll r+1 (already in w, wf).
            if r < 3 {
                roll[r] = (0..nk).map(|k| t.expect(k, &w)).collect();
                call[r] = leaves
                    .callable
                    .iter()
                    .map(|&id| {
                        if !calls || id == SEC {
                            return vec![f64::NEG_INFINITY; nk];
                        }
                        let hit: Vec<f64> = (0..n)
                            .map(|s| {
                                if leaves.holds(t, s, id, r + 1) {
                                    leaves.call_value(t, s, id)
                                } else {
                                    wf[s]
                                }
                            })
                            .collect();
                        (0..nk).map(|k| t.expect(k, &hit)).collect()
                    })
                    .collect();
            }
            let mut nw = vec![0.0; n];
            let mut nwf = vec![0.0; n];
            for s in 0..n {
                let mut cont = f64::NEG_INFINITY;
                if r < 3 {
                    for &k in &t.sub_keeps[s] {
                        let k = k as usize;
                        cont = cont.max(roll[r][k]);
                        for c in &call[r] {
                            cont = cont.max(c[k]);
                        }
                    }
                }
                nwf[s] = cont.max(0.0);
                nw[s] = nwf[s].max(place[s]);
            }
            w = nw;
            wf = nwf;
        }
        // Before roll 1: the whole throw, with or without a call (SEC allowed here).
        let e = t.empty_keep();
        roll[0] = vec![f64::NEG_INFINITY; nk];
        roll[0][e] = t.expect(e, &w);
        call[0] = leaves
            .callable
            .iter()
            .map(|&id| {
                let mut v = vec![f64::NEG_INFINITY; nk];
                if calls {
                    let hit: Vec<f64> = (0..n)
                        .map(|s| if leaves.holds(t, s, id, 1) { leaves.call_value(t, s, id) } else { wf[s] })
                        .collect();
                    v[e] = t.expect(e, &hit);
                }
                v
            })
            .collect();
        Plan { roll, call }
    }

    /// The value of a fresh turn.
    pub fn turn_value(&self) -> f64 {
        let e = dice::tables().empty_keep();
        self.call[0].iter().map(|c| c[e]).fold(self.roll[0][e], f64::max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::morpyam::bots::dice::{CARRE, IDS};

    #[test]
    fn five_equal_dice_reach_only_the_morpyam_squares_while_one_is_free() {
        let t = dice::tables();
        let mut fig = [None; IDS];
        fig[CARRE] = Some(100.0);
        fig[MORPYAM] = Some(1.0);
        let leaves = |morpyam_free| Leaves {
            fig,
            appel: None,
            callable: Vec::new(),
            morpyam_bonus: 0.0,
            bonus_anywhere: true,
            fcm: true,
            morpyam_free,
        };
        let s = t.state(&[5; 5]);
        assert_eq!(leaves(true).place_value(t, s, 2), 1.0);
        assert_eq!(leaves(false).place_value(t, s, 2), 100.0);
        // Four of a kind is a CARRÉ either way.
        let s = t.state(&[5, 5, 5, 5, 2]);
        assert_eq!(leaves(true).place_value(t, s, 2), 100.0);
    }
}
