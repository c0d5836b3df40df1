//! The dice tables every level shares, built once: the 252 five-dice multisets, the 462 keeps
//! (0 to 5 dice held back), the probability of each multiset after re-rolling the rest of a keep,
//! the figures each multiset makes and may cover (the rules' [`figure::coverable`], with and
//! without a free MORPYAM square), and each figure's reach probability with 0 to 3 rolls left.

use super::super::figure::{self, Dice, Figure};
use std::sync::OnceLock;

/// Figure ids: 0..6 BRELAN of 1..6, then the others; SEC and APPEL are handled apart.
pub const FIGS: usize = 13;
pub const PS: usize = 6;
pub const SUITE: usize = 7;
pub const FULL: usize = 8;
pub const CARRE: usize = 9;
pub const MINI: usize = 10;
pub const MAXI: usize = 11;
pub const MORPYAM: usize = 12;
/// The SEC bit of a roll-1 mask.
pub const SEC: usize = 13;
/// Ids of every figure and of the APPEL square, for per-figure value arrays.
pub const APPEL: usize = 14;
pub const IDS: usize = 15;

/// A figure's id (`None` for none of them).
pub fn fig_id(f: Figure) -> usize {
    match f {
        Figure::Brelan(v) => v as usize - 1,
        Figure::SmallStraight => PS,
        Figure::Suite => SUITE,
        Figure::Full => FULL,
        Figure::Carre => CARRE,
        Figure::Mini => MINI,
        Figure::Maxi => MAXI,
        Figure::Morpyam => MORPYAM,
        Figure::Sec => SEC,
        Figure::Appel => APPEL,
    }
}

pub fn fig_of(id: usize) -> Figure {
    match id {
        0..=5 => Figure::Brelan(id as u8 + 1),
        PS => Figure::SmallStraight,
        SUITE => Figure::Suite,
        FULL => Figure::Full,
        CARRE => Figure::Carre,
        MINI => Figure::Mini,
        MAXI => Figure::Maxi,
        MORPYAM => Figure::Morpyam,
        SEC => Figure::Sec,
        _ => Figure::Appel,
    }
}

/// Dice counts per face: `c[v - 1]` dice show `v`.
type Counts = [u8; 6];

fn key(c: &Counts) -> usize {
    c.iter().rev().fold(0, |k, &n| k * 6 + n as usize)
}

/// A keep: the dice held back, and the multisets the re-roll of the others can give.
pub struct Keep {
    pub counts: Counts,
    /// `(state, probability)` over the outcomes of throwing the `5 - held` other dice.
    pub outcomes: Vec<(u16, f64)>,
}

pub struct Tables {
    /// The 252 multisets of five dice, as counts.
    pub states: Vec<Counts>,
    pub keeps: Vec<Keep>,
    /// Keep index by `key(counts)` (`u16::MAX` when none).
    index: Vec<u16>,
    /// The keeps strictly inside each state (at least one die re-thrown), deduplicated.
    pub sub_keeps: Vec<Vec<u16>>,
    /// State index of each keep of five dice.
    state_of_keep: Vec<u16>,
    /// Figure bits each state makes (`FIGS` bits, plus `SEC` for a roll 1), per FULL option:
    /// what a CALL needs to come true.
    pub masks: [Vec<u16>; 2],
    pub sec_masks: [Vec<u16>; 2],
    /// `cover[fcm][free][state]`: the figure bits a state may cover after roll 2 or 3 with no
    /// call, `free` telling whether a MORPYAM square is free (the rules' [`figure::coverable`]);
    /// `sec_cover` the same after roll 1, SEC included.
    cover: [[Vec<u16>; 2]; 2],
    sec_cover: [[Vec<u16>; 2]; 2],
    /// `reach[fcm][free][fig][k][state]`: the chance to end able to cover `fig` from `state` with
    /// `k` rolls left, keeping optimally for that figure alone.
    reach: [[Vec<[Vec<f64>; 4]>; 2]; 2],
    /// `best_keep[fcm][free][fig][k][state]`: the keep that achieves it (k ≥ 1).
    best_keep: [[Vec<[Vec<u16>; 4]>; 2]; 2],
    /// `start[fcm][free][fig]`: the chance of covering the figure in a whole turn from nothing.
    pub start: [[[f64; IDS]; 2]; 2],
}

fn multisets(n: u8) -> Vec<Counts> {
    let mut out = Vec::new();
    let mut c = [0u8; 6];
    fn rec(v: usize, left: u8, c: &mut Counts, out: &mut Vec<Counts>) {
        if v == 5 {
            c[5] = left;
            out.push(*c);
            return;
        }
        for n in 0..=left {
            c[v] = n;
            rec(v + 1, left - n, c, out);
        }
    }
    rec(0, n, &mut c, &mut out);
    out
}

fn factorial(n: u8) -> f64 {
    (1..=n as u32).product::<u32>() as f64
}

pub fn to_dice(c: &Counts) -> Dice {
    let mut d = [0u8; 5];
    let mut i = 0;
    for (v, &n) in c.iter().enumerate() {
        for _ in 0..n {
            d[i] = v as u8 + 1;
            i += 1;
        }
    }
    d
}

impl Tables {
    pub fn build() -> Self {
        let mut keeps: Vec<Keep> = Vec::new();
        let mut index = vec![u16::MAX; 6usize.pow(6)];
        for held in 0..=5u8 {
            for c in multisets(held) {
                index[key(&c)] = keeps.len() as u16;
                keeps.push(Keep { counts: c, outcomes: Vec::new() });
            }
        }
        let states = multisets(5);
        let state_of_keep: Vec<u16> = {
            let mut v = vec![u16::MAX; keeps.len()];
            for (s, c) in states.iter().enumerate() {
                v[index[key(c)] as usize] = s as u16;
            }
            v
        };
        let state_index = |c: &Counts| state_of_keep[index[key(c)] as usize];
        for k in keeps.iter_mut() {
            let m = 5 - k.counts.iter().sum::<u8>();
            let total = 6f64.powi(m as i32);
            for r in multisets(m) {
                let ways = factorial(m) / r.iter().map(|&n| factorial(n)).product::<f64>();
                let mut s = k.counts;
                for v in 0..6 {
                    s[v] += r[v];
                }
                k.outcomes.push((state_index(&s), ways / total));
            }
        }
        let sub_keeps = states
            .iter()
            .map(|c| {
                let d = to_dice(c);
                let mut v: Vec<u16> = (0u8..31)
                    .map(|held| {
                        let mut kc = [0u8; 6];
                        for (i, &x) in d.iter().enumerate() {
                            if held & (1 << i) != 0 {
                                kc[x as usize - 1] += 1;
                            }
                        }
                        index[key(&kc)]
                    })
                    .collect();
                v.sort_unstable();
                v.dedup();
                v
            })
            .collect();
        let mut masks = [Vec::new(), Vec::new()];
        let mut sec_masks = [Vec::new(), Vec::new()];
        let mut cover: [[Vec<u16>; 2]; 2] = Default::default();
        let mut sec_cover: [[Vec<u16>; 2]; 2] = Default::default();
        let bits = |figs: Vec<Figure>| figs.into_iter().fold(0u16, |m, f| m | 1 << fig_id(f));
        for fcm in [false, true] {
            for c in &states {
                let d = to_dice(c);
                let mut m = 0u16;
                for id in 0..FIGS {
                    if figure::holds(fig_of(id), &d, 2, fcm) {
                        m |= 1 << id;
                    }
                }
                masks[fcm as usize].push(m);
                let sec = figure::holds(Figure::Sec, &d, 1, fcm);
                sec_masks[fcm as usize].push(m | ((sec as u16) << SEC));
                for free in [false, true] {
                    cover[fcm as usize][free as usize].push(bits(figure::coverable(&d, 2, fcm, free)));
                    sec_cover[fcm as usize][free as usize].push(bits(figure::coverable(&d, 1, fcm, free)));
                }
            }
        }
        let mut t = Tables {
            states,
            keeps,
            index,
            sub_keeps,
            state_of_keep,
            masks,
            sec_masks,
            cover,
            sec_cover,
            reach: Default::default(),
            best_keep: Default::default(),
            start: [[[0.0; IDS]; 2]; 2],
        };
        for fcm in 0..2 {
            for free in 0..2 {
                for id in 0..FIGS {
                    let (p, k) = t.reach_dp(fcm, free, id);
                    t.start[fcm][free][id] = t.expect(t.empty_keep(), &p[2]);
                    t.reach[fcm][free].push(p);
                    t.best_keep[fcm][free].push(k);
                }
                t.start[fcm][free][SEC] = (0..t.states.len())
                    .filter(|&s| t.sec_cover[fcm][free][s] & (1 << SEC) != 0)
                    .map(|s| t.roll_all_probability(s))
                    .sum();
            }
        }
        t
    }

    /// The figure bits `state` may cover after roll `roll` with no call (SEC on roll 1), with or
    /// without a free MORPYAM square.
    pub fn cover_mask(&self, fcm: bool, free: bool, state: usize, roll: usize) -> u16 {
        let m = if roll == 1 { &self.sec_cover } else { &self.cover };
        m[fcm as usize][free as usize][state]
    }

    fn reach_dp(&self, fcm: usize, free: usize, id: usize) -> ([Vec<f64>; 4], [Vec<u16>; 4]) {
        let n = self.states.len();
        let has = |s: usize| self.cover[fcm][free][s] & (1 << id) != 0;
        let mut p: [Vec<f64>; 4] = std::array::from_fn(|_| vec![0.0; n]);
        let mut keep: [Vec<u16>; 4] = std::array::from_fn(|_| vec![0; n]);
        p[0] = (0..n).map(|s| has(s) as u8 as f64).collect();
        for k in 1..4 {
            let ek: Vec<f64> = (0..self.keeps.len()).map(|i| self.expect(i, &p[k - 1])).collect();
            for s in 0..n {
                let (best, arg) = self.best_sub_keep(s, &ek);
                keep[k][s] = arg;
                p[k][s] = if has(s) { 1.0 } else { best };
            }
        }
        (p, keep)
    }

    /// The best keep of `s` by `values` over keeps, with its value.
    pub fn best_sub_keep(&self, s: usize, values: &[f64]) -> (f64, u16) {
        let mut best = (f64::NEG_INFINITY, 0);
        for &k in &self.sub_keeps[s] {
            if values[k as usize] > best.0 {
                best = (values[k as usize], k);
            }
        }
        best
    }

    /// The expectation of `values` (over states) after re-rolling around `keep`.
    pub fn expect(&self, keep: usize, values: &[f64]) -> f64 {
        self.keeps[keep].outcomes.iter().map(|&(s, p)| p * values[s as usize]).sum()
    }

    pub fn empty_keep(&self) -> usize {
        self.index[0] as usize
    }

    fn roll_all_probability(&self, s: usize) -> f64 {
        let e = &self.keeps[self.empty_keep()];
        e.outcomes.iter().find(|o| o.0 as usize == s).map_or(0.0, |o| o.1)
    }

    /// The state index of five dice.
    pub fn state(&self, dice: &Dice) -> usize {
        self.state_of_keep[self.keep_of(dice, 0)] as usize
    }

    /// The keep index of the dice not re-thrown (`rethrow` bit `i` throws die `i`).
    pub fn keep_of(&self, dice: &Dice, rethrow: u8) -> usize {
        let mut c = [0u8; 6];
        for (i, &d) in dice.iter().enumerate() {
            if rethrow & (1 << i) == 0 && (1..=6).contains(&d) {
                c[d as usize - 1] += 1;
            }
        }
        self.index[key(&c)] as usize
    }

    /// The chance to be able to cover figure `id` with `k` rolls left from `dice` (already
    /// able: 1); `free`: a MORPYAM square is free.
    pub fn reach(&self, fcm: bool, free: bool, id: usize, k: usize, dice: &Dice) -> f64 {
        self.reach[fcm as usize][free as usize][id][k.min(3)][self.state(dice)]
    }

    /// The chance of covering figure `id` in a whole fresh turn.
    pub fn reach_from_start(&self, fcm: bool, free: bool, id: usize) -> f64 {
        self.start[fcm as usize][free as usize][id.min(IDS - 1)]
    }

    /// The chance that the next roll after re-rolling all but `keep` shows `id` (what a CALL of
    /// it needs: the figure made, whatever squares are free).
    pub fn next_roll_chance(&self, fcm: bool, id: usize, keep: usize) -> f64 {
        // Without a free MORPYAM square, what may be covered is exactly what the dice make.
        self.expect(keep, &self.reach[fcm as usize][0][id][0])
    }

    /// The re-throw mask of `dice` that best keeps toward `id` with `k` rolls left (k ≥ 1).
    pub fn keep_toward(&self, fcm: bool, free: bool, id: usize, k: usize, dice: &Dice) -> u8 {
        let target =
            self.best_keep[fcm as usize][free as usize][id][k.clamp(1, 3)][self.state(dice)] as usize;
        rethrow_for(self, dice, target)
    }
}

/// A re-throw mask of `dice` that leaves exactly the keep `target` (at least one die thrown).
pub fn rethrow_for(t: &Tables, dice: &Dice, target: usize) -> u8 {
    (1u8..32).find(|&m| t.keep_of(dice, m) == target).unwrap_or(31)
}

/// The shared tables, built on first use (a few milliseconds).
pub fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(Tables::build)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_probabilities() {
        let t = tables();
        assert_eq!(t.states.len(), 252);
        assert_eq!(t.keeps.len(), 462);
        for k in &t.keeps {
            let sum: f64 = k.outcomes.iter().map(|o| o.1).sum();
            assert!((sum - 1.0).abs() < 1e-9);
        }
    }

    #[test]
    fn reach_matches_the_published_table() {
        // Chasing one figure with optimal keeps over three rolls (notes B3).
        let t = tables();
        let p = |id| t.reach_from_start(false, false, id);
        assert!((p(MORPYAM) - 0.0460).abs() < 0.0005, "{}", p(MORPYAM));
        assert!((p(CARRE) - 0.291).abs() < 0.002, "{}", p(CARRE));
        assert!((p(FULL) - 0.363).abs() < 0.002, "{}", p(FULL));
        assert!((p(SUITE) - 0.261).abs() < 0.002, "{}", p(SUITE));
        assert!((p(PS) - 0.615).abs() < 0.002, "{}", p(PS));
        // One roll: the chance of a FULL (exactly 3+2) is 300/7776.
        assert!((t.reach(false, false, FULL, 0, &[1, 1, 1, 2, 2]) - 1.0).abs() < 1e-12);
        let one_roll = t.next_roll_chance(false, FULL, t.empty_keep());
        assert!((one_roll - 300.0 / 7776.0).abs() < 1e-12);
    }

    #[test]
    fn cover_masks_are_the_rules() {
        // Five 6s on roll 1: every figure they make, SEC too, unless a MORPYAM square is free.
        let t = tables();
        let s = t.state(&[6; 5]);
        let free = t.cover_mask(true, true, s, 1);
        assert_eq!(free, 1 << MORPYAM);
        let taken = t.cover_mask(true, false, s, 1);
        for id in [5, FULL, CARRE, MAXI, MORPYAM, SEC] {
            assert!(taken & (1 << id) != 0, "{id}");
        }
        assert_eq!(t.cover_mask(true, false, s, 2), taken & !(1 << SEC));
        // Chasing a CARRÉ is a little harder while five equal dice must go on a MORPYAM square.
        assert!(t.reach_from_start(false, true, CARRE) < t.reach_from_start(false, false, CARRE));
        assert_eq!(t.reach_from_start(false, true, PS), t.reach_from_start(false, false, PS));
    }
}
