//! Random self-play: 10,000 games per mode, every one must end with a winner and keep the
//! invariants on the way.

use parlour_rules::games::sorry::{Config, Pos, Sorry};
use parlour_rules::{Chance, Game, GameRng};

mod sorry_common;
use sorry_common::check_invariants;

/// Plays random legal actions until the game ends; returns the number of actions.
fn play_out(config: &Config, players: usize, seed: u64, check: bool) -> usize {
    let variant = &config.name;
    let mut g = Sorry::new(config, players, seed).unwrap();
    let mut pick = GameRng::seeded(seed ^ 0x5eed);
    let mut n = 0;
    while g.to_act().is_some() {
        let legal = g.legal_actions();
        assert!(!legal.is_empty(), "seat to act has no action\n{}", g.dump());
        let a = legal[pick.below(legal.len() as u32) as usize].clone();
        g.apply(a).unwrap();
        if check {
            check_invariants(&g);
        }
        n += 1;
        assert!(n < 200_000, "game {seed} of {variant} did not end");
    }
    let out = g.outcome().unwrap();
    assert!(!out.winners.is_empty());
    for &w in &out.winners {
        assert!(g.pawns()[w].iter().all(|p| *p == Pos::Home), "winner {w} has pawns out");
    }
    n
}

fn soak(variant: &str) {
    let mut total = 0;
    let config = Config::builtin(variant).unwrap();
    for seed in 0..10_000u64 {
        let players = if variant == "teams" { 4 } else { 2 + (seed % 3) as usize };
        total += play_out(&config, players, seed, seed % 100 == 0);
    }
    assert!(total > 10_000 * 20, "games too short to be real: {total} actions");
}

#[test]
fn soak_standard() {
    soak("standard");
}

#[test]
fn soak_teams() {
    soak("teams");
}

#[test]
fn soak_points() {
    soak("points");
}

#[test]
fn soak_modern() {
    soak("modern");
}
