//! Morpyam tournaments between the computer players' levels (ignored by default: run with
//! `cargo test --release -p parlour-rules --test morpyam_tournament -- --ignored --nocapture`).
//!
//! Two-player matches alternate seats over pairs of games that share a seed (the same dice
//! stream, each level in each seat); results are win/draw/loss of the first level with Wilson 95%
//! intervals. `MORPYAM_GAMES` sets the games per pairing (default 200), `MORPYAM_VARIANTS` the
//! grids (default `classic,flash,plus`),
//! `MORPYAM_PAIRING` one pairing (`hard-medium`).

use parlour_rules::Game;
use parlour_rules::games::morpyam::{self, Morpyam};

/// The Wilson score interval (95%) of `k` successes out of `n`, as percentages.
fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 100.0);
    }
    let (z, n, p) = (1.96f64, n as f64, k as f64 / n as f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (100.0 * (centre - half).max(0.0), 100.0 * (centre + half).min(1.0))
}

/// Play one match with `levels[seat]` at each seat; the winners' seats and why it ended.
fn play(variant: &str, levels: &[&str], seed: u64) -> (Vec<usize>, String) {
    let config = morpyam::builtin(variant).unwrap();
    let mut g = Morpyam::new(&config, levels.len(), seed).unwrap();
    let mut step = 0u64;
    while let Some(seat) = g.to_act() {
        let a =
            Morpyam::bot_action(&g.view(seat), levels[seat], seed.wrapping_mul(1_000_003) + step).unwrap();
        g.apply(a).unwrap();
        step += 1;
    }
    let o = g.outcome().unwrap();
    (o.winners, o.reason)
}

fn games() -> usize {
    std::env::var("MORPYAM_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(200)
}

fn variants() -> Vec<String> {
    std::env::var("MORPYAM_VARIANTS")
        .unwrap_or_else(|_| "classic,flash,plus".into())
        .split(',')
        .map(str::to_string)
        .collect()
}

#[test]
#[ignore]
fn two_player_levels() {
    let n = games();
    println!("| grid | pairing | games | W | D | L | win % (95% CI) | ended by KO |");
    println!("|---|---|---|---|---|---|---|---|");
    for variant in variants() {
        let only = std::env::var("MORPYAM_PAIRING").ok();
        let all: &[(&str, &str)] = if variant == "classic" {
            &[
                ("hard", "medium"),
                ("hard", "easy"),
                ("hard", "random"),
                ("medium", "easy"),
                ("medium", "random"),
                ("easy", "random"),
            ]
        } else {
            &[("hard", "medium"), ("hard", "easy"), ("hard", "random")]
        };
        let pairings: Vec<(&str, &str)> = all
            .iter()
            .copied()
            .filter(|(a, b)| only.as_ref().is_none_or(|o| *o == format!("{a}-{b}")))
            .collect();
        for (a, b) in pairings {
            let (mut w, mut d, mut l, mut ko) = (0, 0, 0, 0);
            for i in 0..n {
                let seed = 10_000 + (i / 2) as u64;
                // Game i/2's seed twice: the first level at seat 0, then at seat 1.
                let (levels, me) = if i % 2 == 0 { ([a, b], 0) } else { ([b, a], 1) };
                let (winners, reason) = play(&variant, &levels, seed);
                ko += reason.starts_with("KO") as usize;
                match winners.as_slice() {
                    [s] if *s == me => w += 1,
                    [_] => l += 1,
                    _ => d += 1,
                }
            }
            let (lo, hi) = wilson(w, n);
            println!(
                "| {variant} | {a} vs {b} | {n} | {w} | {d} | {l} | {:.1} ({lo:.1}–{hi:.1}) | {ko} |",
                100.0 * w as f64 / n as f64
            );
        }
    }
}

#[test]
#[ignore]
fn four_player_table() {
    let n = games();
    let levels = ["hard", "medium", "easy", "random"];
    for variant in variants() {
        let mut wins = [0usize; 4];
        let mut shared = 0;
        for i in 0..n {
            // Rotate the seats so each level sits in each place equally often.
            let seating: Vec<&str> = (0..4).map(|s| levels[(s + i) % 4]).collect();
            let (winners, _) = play(&variant, &seating, 20_000 + (i / 4) as u64);
            if winners.len() > 1 {
                shared += 1;
            }
            for s in winners {
                wins[(s + i) % 4] += 1;
            }
        }
        println!("4 players, {variant}, {n} games ({shared} shared wins):");
        println!("| level | wins | win % (95% CI) |");
        println!("|---|---|---|");
        for (k, level) in levels.iter().enumerate() {
            let (lo, hi) = wilson(wins[k], n);
            println!(
                "| {level} | {} | {:.1} ({lo:.1}–{hi:.1}) |",
                wins[k],
                100.0 * wins[k] as f64 / n as f64
            );
        }
    }
}

#[test]
fn wilson_interval_matches_a_known_value() {
    // 50 of 100: 40.4% to 59.6%.
    let (lo, hi) = wilson(50, 100);
    assert!((lo - 40.38).abs() < 0.05 && (hi - 59.62).abs() < 0.05, "{lo} {hi}");
}
