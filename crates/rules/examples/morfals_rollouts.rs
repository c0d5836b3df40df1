//! Flat Monte Carlo against medium on paired dice (see `shared/paired.rs`): for each empty
//! square of the rolled column, `K` playouts of the rest of the round from the position after
//! it, every square meeting the same `K` dice streams, both seats playing on as `POLICY`
//! (`greedy`: easy's biggest meal; `medium`: medium's one ply, the opponent's own choice); the
//! square with the best total of won rounds (each worth 40 plus its points, as medium values
//! one) is taken. Prints the share of rounds won against medium:
//! `target/release/examples/morfals_rollouts 200 100 medium 0` (seeds, K, POLICY, first seed).
//! This measures how much a search that knows the opponent's policy exactly, and plays every
//! round to its end instead of judging a position, can gain on medium.

#[path = "shared/paired.rs"]
mod paired;

use paired::{Chooser, Medium, Stream, Turn, best_of, play, won_both_ways};
use parlour_rules::games::morfals::Config;
use parlour_rules::games::morfals::bots::Context;
use parlour_rules::games::morfals::bots::eval::{WEIGHTS, WIN};
use parlour_rules::games::morfals::bots::levels;
use parlour_rules::games::morfals::bots::sim::{Pos, Rules};
use std::time::{Duration, Instant};

/// Easy's choice: the biggest meal now.
struct Greedy;

impl Chooser for Greedy {
    fn pick(&self, rules: &Rules, pos: &Pos, turn: Turn, tie: &mut Stream) -> Option<usize> {
        let squares: Vec<usize> = rules.empties(pos, turn.label).collect();
        let ctx = Context { rules, pos: *pos, seat: turn.seat, triple: turn.triple, squares: &squares };
        best_of(&squares, levels::greedy(&ctx), tie)
    }
}

/// Flat Monte Carlo over `k` playouts a square, both seats playing on as `policy`.
struct Rollouts<'p> {
    k: u32,
    policy: &'p dyn Chooser,
    spent: std::cell::Cell<(Duration, u32)>,
}

impl Chooser for Rollouts<'_> {
    fn pick(&self, rules: &Rules, pos: &Pos, turn: Turn, tie: &mut Stream) -> Option<usize> {
        let Turn { seat, label, triple } = turn;
        let squares: Vec<usize> = rules.empties(pos, label).collect();
        if squares.len() < 2 {
            return squares.first().copied();
        }
        let start = Instant::now();
        // The position after each square, placed once for all the playouts.
        let afters: Vec<Pos> = squares
            .iter()
            .map(|&i| {
                let mut after = *pos;
                rules.place(&mut after, i, seat);
                after
            })
            .collect();
        let next = if triple { seat } else { 1 - seat };
        let mut totals = vec![0f32; squares.len()];
        for _ in 0..self.k {
            // The same dice for every square.
            let seed = tie.next();
            for (total, after) in totals.iter_mut().zip(&afters) {
                let (winner, points) = if after.reserve[seat] == 0 {
                    (seat, after.reserve[1 - seat] as u32)
                } else {
                    play(rules, [self.policy, self.policy], *after, next, seed)
                };
                let value = WIN + points as f32;
                *total += if winner == seat { value } else { -value };
            }
        }
        let (time, n) = self.spent.get();
        self.spent.set((time + start.elapsed(), n + 1));
        best_of(&squares, totals, tie)
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: morfals_rollouts SEEDS K greedy|medium FIRST_SEED";
    let num = |i: usize| -> u64 { args.get(i).and_then(|a| a.parse().ok()).expect(usage) };
    let (n, k, first) = (num(0), num(1) as u32, num(3));
    let medium = match args.get(2).map(String::as_str) {
        Some("medium") => true,
        Some("greedy") => false,
        _ => panic!("{usage}"),
    };
    let rules = Rules::new(&Config::standard());
    let b = Medium(&WEIGHTS);
    let policy: &dyn Chooser = if medium { &b } else { &Greedy };
    let a = Rollouts { k, policy, spent: Default::default() };
    let won: u64 = (first..first + n).map(|s| won_both_ways(&rules, &a, &b, (s & 1) as usize, s)).sum();
    let (time, choices) = a.spent.get();
    println!(
        "rounds won {:.2}% of {} ({} of them), {:.1} ms a choice",
        100.0 * won as f64 / (2 * n) as f64,
        2 * n,
        won,
        time.as_secs_f64() * 1000.0 / choices.max(1) as f64
    );
}
