//! Level against level on Nine Men's Morris (the `nine` variant: threefold repetition and 50
//! moves each without a removal draw). Seats alternate game by game and every decision has its
//! own seed, so a rerun gives the same games (the hard player's node budget, not the clock,
//! ends its search unless the machine is very slow).
//!
//! Run: `cargo test --release -p parlour-rules --test morris_tournament -- --ignored --nocapture`
//! (`MORRIS_GAMES=n` games per pairing, default 40). Results are in docs/tournament.md.

use parlour_rules::Game;
use parlour_rules::games::morris::{Morris, MorrisConfig};
use std::time::Instant;

/// The Wilson score interval (95%) for `k` successes in `n` trials, in percent.
fn wilson(k: usize, n: usize) -> (f64, f64) {
    let (k, n, z) = (k as f64, n as f64, 1.96f64);
    let p = k / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (100.0 * (centre - half).max(0.0), 100.0 * (centre + half).min(1.0))
}

/// One game; `levels[s]` plays seat `s`. Returns the winning seat, or `None` for a draw.
fn game(config: &MorrisConfig, levels: [&str; 2], seed: u64) -> (Option<usize>, u32) {
    let mut m = Morris::new(config, 2, 0).unwrap();
    let mut step = 0;
    while let Some(seat) = m.to_act() {
        let a = Morris::bot_action(&m.view(seat), levels[seat], seed * 10_000 + step).unwrap();
        m.apply(a).unwrap();
        step += 1;
    }
    (m.outcome().unwrap().winners.first().copied(), m.turns())
}

#[test]
#[ignore = "a long report: run in release with --ignored --nocapture"]
fn level_against_level() {
    let games: usize = std::env::var("MORRIS_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(40);
    let config = MorrisConfig::builtin("nine").unwrap();
    let pairs = [
        ("hard", "medium"),
        ("hard", "easy"),
        ("hard", "random"),
        ("medium", "easy"),
        ("medium", "random"),
        ("easy", "random"),
    ];
    println!(
        "| {:<16} | games | W | D | L | win % (95% CI) | draw % (95% CI) | loss % (95% CI) | mean turns |",
        "pairing"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for (a, b) in pairs {
        let t = Instant::now();
        let (mut w, mut d, mut l, mut turns) = (0, 0, 0, 0);
        for g in 0..games {
            // `a` is White in even games.
            let seat_a = g % 2;
            let levels = if seat_a == 0 { [a, b] } else { [b, a] };
            let (winner, n) = game(&config, levels, g as u64);
            turns += n;
            match winner {
                Some(s) if s == seat_a => w += 1,
                Some(_) => l += 1,
                None => d += 1,
            }
        }
        let ci = |k| {
            let (lo, hi) = wilson(k, games);
            format!("{:.0} ({lo:.0}–{hi:.0})", 100.0 * k as f64 / games as f64)
        };
        println!(
            "| {:<16} | {games} | {w} | {d} | {l} | {} | {} | {} | {:.0} |",
            format!("{a} vs {b}"),
            ci(w),
            ci(d),
            ci(l),
            turns as f64 / games as f64
        );
        eprintln!("{a} vs {b}: {:.0} s", t.elapsed().as_secs_f64());
    }
}
