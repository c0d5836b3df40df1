//! Medium's one-ply Morfals player with other evaluation weights against the shipped ones, on
//! paired dice: every dice stream is played twice with the seats swapped, so the luck of the
//! throws cancels and only the choices differ. Prints the share of rounds and of matches to 20
//! won by the weights given:
//! `target/release/examples/morfals_weights 3000 0.8 0.5 0.6 0.25` (seeds, then
//! roller_threat, waiting_threat, tempo, river). The shipped weights against themselves give
//! exactly 50%.

use parlour_rules::games::morfals::Config;
use parlour_rules::games::morfals::bots::Context;
use parlour_rules::games::morfals::bots::eval::{self, Weights};
use parlour_rules::games::morfals::bots::levels;
use parlour_rules::games::morfals::bots::sim::{MAX_CELLS, OUTCOMES, Pos, Rules};

/// SplitMix64: a dice stream fixed by its seed.
struct Stream(u64);

impl Stream {
    fn next(&mut self) -> u64 {
        parlour_rules::chance::splitmix64(&mut self.0)
    }

    /// One throw of three 1-2-3 dice, as an index into [`OUTCOMES`].
    fn throw(&mut self) -> usize {
        let mut u = (self.next() % 27) as u8;
        for (k, o) in OUTCOMES.iter().enumerate() {
            if u < o.weight {
                return k;
            }
            u -= o.weight;
        }
        unreachable!("the weights sum to 27")
    }
}

/// Medium's one-ply choice with weights `w` among the empty squares of `label` (ties broken by
/// `tie`, each of the tied squares equally likely).
fn pick(
    rules: &Rules,
    pos: &Pos,
    seat: usize,
    label: u8,
    triple: bool,
    w: &Weights,
    tie: &mut Stream,
) -> Option<usize> {
    let squares: Vec<usize> = rules.empties(pos, label).collect();
    let ctx = Context { rules, pos: *pos, seat, triple, squares: &squares };
    let (mut best, mut best_v, mut ties) = (None, f32::NEG_INFINITY, 0u64);
    for (&i, v) in squares.iter().zip(levels::one_ply_with(&ctx, w)) {
        if v > best_v + 1e-4 {
            (best, best_v, ties) = (Some(i), v, 1);
        } else if v >= best_v - 1e-4 {
            ties += 1;
            if tie.next().is_multiple_of(ties) {
                best = Some(i);
            }
        }
    }
    best
}

/// One round of the standard level (a full column passes); the winner and their points.
fn round(rules: &Rules, ws: [&Weights; 2], starter: usize, seed: u64) -> (usize, u32) {
    let (mut dice, mut tie) = (Stream(seed), Stream(!seed));
    let mut pos = Pos { cells: [0; MAX_CELLS], reserve: [12, 12] };
    let mut roller = starter;
    loop {
        let o = OUTCOMES[dice.throw()];
        let placed =
            o.column.and_then(|label| pick(rules, &pos, roller, label, o.triple, ws[roller], &mut tie));
        let Some(i) = placed else {
            roller = 1 - roller;
            continue;
        };
        rules.place(&mut pos, i, roller);
        if pos.reserve[roller] == 0 {
            return (roller, pos.reserve[1 - roller] as u32);
        }
        if !o.triple {
            roller = 1 - roller;
        }
    }
}

/// A match to 20: the loser of a round starts the next. The winner's seat.
fn match_to_20(rules: &Rules, ws: [&Weights; 2], seed: u64) -> usize {
    let mut score = [0u32; 2];
    let mut starter = (seed & 1) as usize;
    for k in 0.. {
        let (w, p) = round(rules, ws, starter, seed.wrapping_mul(1000).wrapping_add(k));
        score[w] += p;
        if score[w] >= 20 {
            return w;
        }
        starter = 1 - w;
    }
    unreachable!()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize| -> f32 {
        args.get(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("usage: morfals_weights SEEDS ROLLER WAITING TEMPO RIVER"))
    };
    let n = num(0) as u64;
    let a = Weights { roller_threat: num(1), waiting_threat: num(2), tempo: num(3), river: num(4) };
    let b = eval::WEIGHTS;
    let rules = Rules::new(&Config::standard());
    let (mut rounds, mut matches) = (0u64, 0u64);
    for s in 0..n {
        rounds += (round(&rules, [&a, &b], (s & 1) as usize, s).0 == 0) as u64;
        rounds += (round(&rules, [&b, &a], (s & 1) as usize, s).0 == 1) as u64;
        // Matches are five times as long: a quarter as many.
        if s < n / 4 {
            matches += (match_to_20(&rules, [&a, &b], s) == 0) as u64;
            matches += (match_to_20(&rules, [&b, &a], s) == 1) as u64;
        }
    }
    let pct = |k: u64, of: u64| 100.0 * k as f64 / of.max(1) as f64;
    println!(
        "rounds won {:.2}% of {}, matches won {:.2}% of {}",
        pct(rounds, 2 * n),
        2 * n,
        pct(matches, 2 * (n / 4)),
        2 * (n / 4)
    );
}
