//! A Morfals value learned by temporal differences against medium, on the standard level (the
//! torus): the chance that a seat wins the round, as a logistic sum of weights over every line
//! of four and of five squares (indexed by its direction, its column and what stands on it,
//! shared by the seven rows, which the torus makes alike), the two reserves, and medium's own
//! evaluation. The learner plays one ply on it against medium; every position before a throw is
//! pulled toward the value of the next one (TD(0)), and a finished round toward its result.
//! After every block of rounds it plays paired dice against medium (every stream twice, the
//! seats swapped) and prints the share of rounds won, one ply on the value and, with `DEEP`
//! set, one throw deeper (medium's reply to each outcome, which the learner knows exactly):
//! `target/release/examples/morfals_td 500000 100000 1000 1.0 1` (training rounds, rounds a
//! block, paired seeds a test, step, DEEP: 0 or 1).

#[path = "shared/paired.rs"]
mod paired;

use paired::{Chooser, EMPTY_BOARD, Medium, Stream, Turn, best_of, won_both_ways};
use parlour_rules::games::morfals::Config;
use parlour_rules::games::morfals::bots::eval::{self, WEIGHTS};
use parlour_rules::games::morfals::bots::sim::{OUTCOMES, Pos, Rules};
use std::time::Instant;

const SIDE: usize = 7;
const DIRECTIONS: [(usize, usize); 4] = [(1, 0), (0, 1), (1, 1), (1, SIDE - 1)];
const LENGTHS: [usize; 2] = [4, 5];
/// Lines per position: every square starts one of each length in each direction.
const LINES: usize = SIDE * SIDE * DIRECTIONS.len() * LENGTHS.len();

/// Where each table of weights starts, for one side to throw.
struct Layout {
    /// By length, direction and column: the start of the 3^length patterns.
    lines: Vec<usize>,
    reserves: usize,
    medium: usize,
    bias: usize,
    per_roller: usize,
}

impl Layout {
    fn new() -> Self {
        let mut at = 0;
        let mut lines = Vec::new();
        for len in LENGTHS {
            for _ in DIRECTIONS {
                for _ in 0..SIDE {
                    lines.push(at);
                    at += 3usize.pow(len as u32);
                }
            }
        }
        let reserves = at;
        let medium = reserves + 13 * 13;
        Self { lines, reserves, medium, bias: medium + 1, per_roller: medium + 2 }
    }
}

/// The weights, for the learner to throw next and for the other side.
struct Net {
    layout: Layout,
    w: Vec<f32>,
}

/// The active weights of one position and medium's evaluation, scaled.
struct Features {
    index: [u32; LINES + 1],
    base: usize,
    medium: f32,
}

impl Net {
    fn new() -> Self {
        let layout = Layout::new();
        let mut w = vec![0.0; 2 * layout.per_roller];
        for r in 0..2 {
            w[r * layout.per_roller + layout.medium] = 0.5;
        }
        Self { layout, w }
    }

    /// The features of `pos` seen by `me`, `roller` to throw.
    fn features(&self, rules: &Rules, pos: &Pos, me: usize, roller: usize) -> Features {
        let base = if roller == me { 0 } else { self.layout.per_roller };
        let own = me as u8 + 1;
        let state = |c: usize, r: usize| -> usize {
            match pos.cells[c * SIDE + r] {
                0 => 0,
                x if x == own => 1,
                _ => 2,
            }
        };
        let mut index = [0u32; LINES + 1];
        let mut n = 0;
        let mut table = 0;
        for len in LENGTHS {
            for (dc, dr) in DIRECTIONS {
                for c in 0..SIDE {
                    let start = base + self.layout.lines[table];
                    table += 1;
                    for r in 0..SIDE {
                        let mut p = 0;
                        for k in (0..len).rev() {
                            p = p * 3 + state((c + k * dc) % SIDE, (r + k * dr) % SIDE);
                        }
                        index[n] = (start + p) as u32;
                        n += 1;
                    }
                }
            }
        }
        index[n] =
            (base + self.layout.reserves + pos.reserve[me] as usize * 13 + pos.reserve[1 - me] as usize)
                as u32;
        Features { index, base, medium: eval::evaluate(rules, pos, me, roller) / 10.0 }
    }

    fn logit(&self, f: &Features) -> f32 {
        let lines: f32 = f.index.iter().map(|&i| self.w[i as usize]).sum();
        lines + self.w[f.base + self.layout.medium] * f.medium + self.w[f.base + self.layout.bias]
    }

    /// The chance that `me` wins the round from `pos`, `roller` to throw.
    fn value(&self, rules: &Rules, pos: &Pos, me: usize, roller: usize) -> f32 {
        sigmoid(self.logit(&self.features(rules, pos, me, roller)))
    }

    /// Move the value of `f` toward `target` (a cross-entropy step).
    fn learn(&mut self, f: &Features, target: f32, step: f32) {
        let delta = target - sigmoid(self.logit(f));
        let each = step * delta / f.index.len() as f32;
        for &i in &f.index {
            self.w[i as usize] += each;
        }
        self.w[f.base + self.layout.medium] += 0.01 * step * delta * f.medium;
        self.w[f.base + self.layout.bias] += 0.01 * step * delta;
    }

    /// The chance that `seat` wins after placing on `i`.
    fn after(&self, rules: &Rules, pos: &Pos, i: usize, turn: Turn) -> f32 {
        let mut q = *pos;
        rules.place(&mut q, i, turn.seat);
        if q.reserve[turn.seat] == 0 {
            return 1.0;
        }
        self.value(rules, &q, turn.seat, if turn.triple { turn.seat } else { 1 - turn.seat })
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// One ply on the learned value.
struct OnePly<'n>(&'n Net);

impl Chooser for OnePly<'_> {
    fn pick(&self, rules: &Rules, pos: &Pos, turn: Turn, tie: &mut Stream) -> Option<usize> {
        let squares: Vec<usize> = rules.empties(pos, turn.label).collect();
        if squares.len() < 2 {
            return squares.first().copied();
        }
        best_of(&squares, squares.iter().map(|&i| self.0.after(rules, pos, i, turn)), tie)
    }
}

/// One throw deeper: after each square, the expected value over the next throw, medium
/// choosing for the other side as medium does, the learner by the value.
struct Deeper<'n>(&'n Net);

impl Deeper<'_> {
    fn throw(&self, rules: &Rules, pos: &Pos, me: usize, roller: usize, tie: &mut Stream) -> f32 {
        // 1-2-3 and a full column both pass the dice.
        let pass = self.0.value(rules, pos, me, 1 - roller);
        let mut total = 0.0;
        for o in &OUTCOMES {
            let p = o.weight as f32 / 27.0;
            let Some(label) = o.column else {
                total += p * pass;
                continue;
            };
            let turn = Turn { seat: roller, label, triple: o.triple };
            let squares: Vec<usize> = rules.empties(pos, label).collect();
            let v = if squares.is_empty() {
                pass
            } else if roller == me {
                squares.iter().map(|&i| self.0.after(rules, pos, i, turn)).fold(0.0, f32::max)
            } else {
                let i = Medium(&WEIGHTS).pick(rules, pos, turn, tie).expect("a square is empty");
                1.0 - self.0.after(rules, pos, i, turn)
            };
            total += p * v;
        }
        total
    }
}

impl Chooser for Deeper<'_> {
    fn pick(&self, rules: &Rules, pos: &Pos, turn: Turn, tie: &mut Stream) -> Option<usize> {
        let squares: Vec<usize> = rules.empties(pos, turn.label).collect();
        if squares.len() < 2 {
            return squares.first().copied();
        }
        let me = turn.seat;
        let values: Vec<f32> = squares
            .iter()
            .map(|&i| {
                let mut q = *pos;
                rules.place(&mut q, i, me);
                if q.reserve[me] == 0 {
                    return 1.0;
                }
                self.throw(rules, &q, me, if turn.triple { me } else { 1 - me }, tie)
            })
            .collect();
        best_of(&squares, values, tie)
    }
}

/// One training round: the learner (seat 0) one ply on the net against medium, every position
/// before a throw moved toward the next. Returns whether the learner won.
fn train_round(rules: &Rules, net: &mut Net, step: f32, seed: u64) -> bool {
    let (mut dice, mut tie) = (Stream(seed), Stream(!seed));
    let mut pos = EMPTY_BOARD;
    let mut roller = (seed & 1) as usize;
    let mut prev = net.features(rules, &pos, 0, roller);
    loop {
        let o = OUTCOMES[dice.throw()];
        let placed = o.column.and_then(|label| {
            let turn = Turn { seat: roller, label, triple: o.triple };
            if roller == 0 {
                OnePly(net).pick(rules, &pos, turn, &mut tie)
            } else {
                Medium(&WEIGHTS).pick(rules, &pos, turn, &mut tie)
            }
        });
        if let Some(i) = placed {
            rules.place(&mut pos, i, roller);
            if pos.reserve[roller] == 0 {
                let won = roller == 0;
                net.learn(&prev, won as u8 as f32, step);
                return won;
            }
        }
        if placed.is_none() || !o.triple {
            roller = 1 - roller;
        }
        let next = net.features(rules, &pos, 0, roller);
        let target = sigmoid(net.logit(&next));
        net.learn(&prev, target, step);
        prev = next;
    }
}

/// The share of rounds won against medium on `n` paired dice streams, in percent.
fn test(rules: &Rules, player: &dyn Chooser, n: u64) -> f64 {
    let medium = Medium(&WEIGHTS);
    let won: u64 =
        (0..n).map(|s| won_both_ways(rules, player, &medium, (s & 1) as usize, 0x5eed_0000 + s)).sum();
    100.0 * won as f64 / (2 * n) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: morfals_td ROUNDS BLOCK TEST_SEEDS STEP DEEP";
    let num = |i: usize| -> f64 { args.get(i).and_then(|a| a.parse().ok()).expect(usage) };
    let (rounds, block, tests, step, deep) = (num(0) as u64, num(1) as u64, num(2) as u64, num(3), num(4));
    let rules = Rules::new(&Config::standard());
    let mut net = Net::new();
    let start = Instant::now();
    let mut done = 0;
    while done < rounds {
        // The step shrinks as the rounds go by.
        let a = step as f32 / (1.0 + done as f32 / rounds as f32 * 4.0);
        let mut won = 0;
        for r in done..done + block {
            won += train_round(&rules, &mut net, a, r) as u64;
        }
        done += block;
        let one = test(&rules, &OnePly(&net), tests);
        print!(
            "{done} rounds ({:.0} s): won {:.2}% in training; against medium, one ply {one:.2}%",
            start.elapsed().as_secs_f64(),
            100.0 * won as f64 / block as f64
        );
        if deep > 0.0 {
            print!(", one throw deeper {:.2}%", test(&rules, &Deeper(&net), tests));
        }
        let l = &net.layout;
        println!(" (medium weight {:.3} / {:.3})", net.w[l.medium], net.w[l.per_roller + l.medium]);
    }
}
