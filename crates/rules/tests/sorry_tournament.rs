//! Sorry! computer players against each other: level against level with seeds, seats alternated
//! (or rotated round a 4-player table), printed as win/draw/loss with Wilson 95% intervals.
//!
//! Slow in the debug profile; run it optimised:
//! `cargo test --release -p parlour-rules --test sorry_tournament -- --ignored --nocapture`
//! (`SORRY_GAMES` sets the games per table, default 200).

use parlour_rules::Game;
use parlour_rules::games::sorry::{Config, Sorry};

/// Play one match with `levels[k]` at seat `k`; the winning seats.
fn play(config: &Config, levels: &[&str], seed: u64) -> Vec<usize> {
    let mut g = Sorry::new(config, levels.len(), seed).unwrap();
    let mut turn = 0u64;
    while let Some(seat) = g.to_act() {
        let a = Sorry::bot_action(&g.view(seat), levels[seat], seed.wrapping_mul(1_000_003) ^ turn).unwrap();
        g.apply(a).unwrap();
        turn += 1;
        assert!(turn < 20_000, "match {seed} does not end");
    }
    g.outcome().unwrap().winners
}

/// Wilson score interval for `k` successes in `n` at 95%.
fn wilson(k: usize, n: usize) -> (f64, f64) {
    let (k, n, z) = (k as f64, n as f64, 1.96f64);
    let p = k / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / d;
    (c - h, c + h)
}

/// `hero` against `rest` at a table of `1 + rest` seats (teams: hero's side is seats 0 and 2
/// rotated), the hero's seat rotated each game. Returns (wins, draws, losses).
fn table(variant: &str, hero: &str, villain: &str, players: usize, games: usize) -> (usize, usize, usize) {
    let config = Config::builtin(variant).unwrap();
    let (mut w, mut d, mut l) = (0, 0, 0);
    for n in 0..games {
        let mut levels = vec![villain; players];
        let seat = n % players;
        levels[seat] = hero;
        if config.teams {
            levels[(seat + 2) % 4] = hero;
        }
        let winners = play(&config, &levels, 10_000 + n as u64);
        if winners.is_empty() {
            d += 1;
        } else if winners.contains(&seat) {
            w += 1;
        } else {
            l += 1;
        }
    }
    (w, d, l)
}

fn report(variant: &str, hero: &str, villain: &str, players: usize, games: usize) {
    let start = std::time::Instant::now();
    let (w, d, l) = table(variant, hero, villain, players, games);
    let (lo, hi) = wilson(w, games);
    let what = if players == 2 || variant == "teams" {
        format!("{hero} vs {villain}")
    } else {
        format!("{hero} vs {}×{villain}", players - 1)
    };
    println!(
        "| {variant} | {players} | {what} | {games} | {w}/{d}/{l} | {:.1}% | {:.1}–{:.1}% | {:.0} s |",
        100.0 * w as f64 / games as f64,
        100.0 * lo,
        100.0 * hi,
        start.elapsed().as_secs_f64()
    );
}

/// The tables to play: `SORRY_PAIRS` ("hard:medium,easy:random") or the given default.
fn pairs(default: &[(&str, &str)]) -> Vec<(String, String)> {
    match std::env::var("SORRY_PAIRS") {
        Ok(s) => s
            .split(',')
            .filter_map(|p| p.split_once(':'))
            .map(|(h, v)| (h.to_string(), v.to_string()))
            .collect(),
        Err(_) => default.iter().map(|(h, v)| (h.to_string(), v.to_string())).collect(),
    }
}

fn games() -> usize {
    std::env::var("SORRY_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(200)
}

#[test]
fn wilson_interval_matches_known_values() {
    let (lo, hi) = wilson(50, 100);
    assert!((lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3, "{lo} {hi}");
}

#[test]
#[ignore]
fn tournament_two_players() {
    let variants: Vec<String> = std::env::var("SORRY_VARIANTS")
        .map(|v| v.split(',').map(String::from).collect())
        .unwrap_or_else(|_| vec!["standard".into()]);
    println!(
        "| mode | seats | table | games | W/D/L | win | 95% CI | time |\n|---|---|---|---|---|---|---|---|"
    );
    for v in &variants {
        for (hero, villain) in pairs(&[
            ("hard", "medium"),
            ("hard", "easy"),
            ("hard", "random"),
            ("medium", "easy"),
            ("medium", "random"),
            ("easy", "random"),
        ]) {
            report(v, &hero, &villain, 2, games());
        }
    }
}

#[test]
#[ignore]
fn tournament_one_vs_three() {
    let variants: Vec<String> = std::env::var("SORRY_VARIANTS")
        .map(|v| v.split(',').map(String::from).collect())
        .unwrap_or_else(|_| vec!["standard".into()]);
    println!(
        "| mode | seats | table | games | W/D/L | win | 95% CI | time |\n|---|---|---|---|---|---|---|---|"
    );
    for v in &variants {
        for (hero, villain) in pairs(&[
            ("hard", "medium"),
            ("hard", "easy"),
            ("hard", "random"),
            ("medium", "easy"),
            ("easy", "random"),
        ]) {
            report(v, &hero, &villain, 4, games());
        }
    }
}
