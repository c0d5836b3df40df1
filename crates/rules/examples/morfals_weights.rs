//! Medium's one-ply Morfals player with other evaluation weights against the shipped ones, on
//! paired dice: every dice stream is played twice with the seats swapped, so the luck of the
//! throws cancels and only the choices differ. Prints the share of rounds and of matches to 20
//! won by the weights given:
//! `target/release/examples/morfals_weights 3000 0.8 0.5 0.6 0.25` (seeds, then
//! roller_threat, waiting_threat, tempo, river). The shipped weights against themselves give
//! exactly 50%.

#[path = "shared/paired.rs"]
mod paired;

use paired::{EMPTY_BOARD, Medium, play, won_both_ways};
use parlour_rules::games::morfals::Config;
use parlour_rules::games::morfals::bots::eval::{self, Weights};
use parlour_rules::games::morfals::bots::sim::Rules;

/// One round of the standard level (a full column passes); the winner and their points.
fn round(rules: &Rules, ws: [&Weights; 2], starter: usize, seed: u64) -> (usize, u32) {
    play(rules, [&Medium(ws[0]), &Medium(ws[1])], EMPTY_BOARD, starter, seed)
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
        rounds += won_both_ways(&rules, &Medium(&a), &Medium(&b), (s & 1) as usize, s);
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
