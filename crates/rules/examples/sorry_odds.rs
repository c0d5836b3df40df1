//! A win-odds model for Sorry!, fitted to games of medium against itself, and what it is worth
//! in play. Each colour's chance of winning is a multinomial logit over a few features of its
//! pawns (progress, pawns out, safe and HOME, what the bumps it faces would cost, its place in
//! the turn order). Standard rules, PLAYERS seats, GAMES games, every position where a seat is
//! about to draw; the weights are fitted by Newton's method on the log-likelihood of the winner
//! from four fifths of the games and judged on the other fifth, against knowing nothing (every
//! seat alike) and against medium's own scores put through the best-fitting softmax. Then a seat
//! choosing by the fitted odds one move ahead plays a quarter as many games against medium:
//! `target/release/examples/sorry_odds 40000 4 1` (games, players, seed).

#[path = "shared/against_medium.rs"]
mod against_medium;
#[path = "shared/linear.rs"]
mod linear;

use linear::{dot, solve};
use parlour_rules::Game;
use parlour_rules::games::sorry::bots;
use parlour_rules::games::sorry::bots::eval::{Ctx, pawns_of};
use parlour_rules::games::sorry::moves::Pawns;
use parlour_rules::games::sorry::{Colour, Config, Phase, Pos, Sorry};

/// Features of one colour, then one for each place after the seat to act in the turn order.
const FEATURES: usize = 8 + 3;

/// The features of colour `c` with `next` to act.
fn features(ctx: &Ctx, pawns: &Pawns, next: usize, c: Colour) -> [f32; FEATURES] {
    let journey = ctx.journey(c);
    let mut x = [0.0f32; FEATURES];
    let mut least = f32::MAX;
    for &p in &pawns[c.index()] {
        let steps = ctx.steps(c, p) / journey;
        least = least.min(steps);
        x[0] += steps;
        x[1] += (p != Pos::Start) as u8 as f32;
        x[2] += matches!(p, Pos::Safety(_) | Pos::Home) as u8 as f32;
        x[3] += (p == Pos::Home) as u8 as f32;
        let bumped = 1.0 - ctx.survival(pawns, next, c, p);
        x[4] += bumped * steps;
        x[5] += bumped;
    }
    x[6] = x[0] * x[0] / 4.0;
    x[7] = least;
    let order = ctx.order(c, next);
    if order > 0 {
        x[7 + order] = 1.0;
    }
    x
}

/// The features of every colour in play with `next` to act.
fn all_features(ctx: &Ctx, pawns: &Pawns, next: usize) -> Vec<[f64; FEATURES]> {
    (0..ctx.players).map(|c| features(ctx, pawns, next, Colour::from_index(c)).map(|v| v as f64)).collect()
}

/// One position: the features of every colour, medium's score of every colour, and who won.
struct Sample {
    x: Vec<[f64; FEATURES]>,
    medium: Vec<f64>,
    winner: usize,
}

fn main() {
    let args: Vec<u64> =
        std::env::args().skip(1).map(|a| a.parse().expect("usage: sorry_odds GAMES PLAYERS SEED")).collect();
    let [games, players, seed] = args[..] else { panic!("usage: sorry_odds GAMES PLAYERS SEED") };
    let players = players as usize;
    let config = Config::builtin("standard").expect("standard.ron");
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for g in 0..games {
        let game_seed = seed.wrapping_mul(1 << 32).wrapping_add(g);
        let mut game = Sorry::start(&config, players, game_seed).expect("a valid variant");
        let mut found = Vec::new();
        let mut k = 0u64;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            if let Phase::Draw { seat } = view.phase {
                let ctx = Ctx::new(&view);
                let pawns = pawns_of(&view);
                let x = all_features(&ctx, &pawns, seat);
                let medium = ctx.colour_scores(&pawns, seat)[..players].iter().map(|&v| v as f64).collect();
                found.push((x, medium));
            }
            k += 1;
            let action = bots::decide(&view, "medium", game_seed.wrapping_mul(1 << 20).wrapping_add(k))
                .expect("a legal choice");
            game.apply(action).expect("a legal action");
        }
        let winners = game.outcome().map(|o| o.winners).unwrap_or_default();
        if winners.len() != 1 {
            continue;
        }
        let into = if g % 5 == 4 { &mut test } else { &mut train };
        into.extend(found.into_iter().map(|(x, medium)| Sample { x, medium, winner: winners[0] }));
    }
    println!("{} positions to fit, {} to judge", train.len(), test.len());
    let w = fit(&train);
    println!("weights: {:?}", w.map(|v| (v * 1e4).round() / 1e4));
    let t = fit_temperature(&train);
    println!("held-out log-loss per position (nats):");
    println!("  every seat alike: {:.4}", (players as f64).ln());
    println!(
        "  medium's scores, softmax at 1/{:.2} steps: {:.4}",
        1.0 / t,
        loss(&test, |s| s.medium.iter().map(|m| m * t).collect())
    );
    println!("  fitted model: {:.4}", loss(&test, |s| s.x.iter().map(|x| dot(x, &w)).collect()));
    let played = games / 4;
    let won = against_medium::one_ply_wins(&config, players, seed, played, |ctx, view, after, a| {
        match ctx.winner(after) {
            Some(s) => (s == view.seat) as u8 as f64,
            None => {
                let x = all_features(ctx, after, ctx.next_after(view, a));
                softmax(&x.iter().map(|x| dot(x, &w)).collect::<Vec<_>>())[view.seat]
            }
        }
    });
    println!(
        "one-ply on the fitted odds against medium: won {won} of {played} ({:.2}%; par {:.2}%)",
        100.0 * won as f64 / played as f64,
        100.0 / players as f64
    );
}

fn softmax(s: &[f64]) -> Vec<f64> {
    let top = s.iter().cloned().fold(f64::MIN, f64::max);
    let e: Vec<f64> = s.iter().map(|v| (v - top).exp()).collect();
    let sum: f64 = e.iter().sum();
    e.iter().map(|v| v / sum).collect()
}

/// Mean negative log-likelihood of the winners under the scores `score` gives.
fn loss(samples: &[Sample], score: impl Fn(&Sample) -> Vec<f64>) -> f64 {
    let total: f64 = samples.iter().map(|s| -softmax(&score(s))[s.winner].max(1e-12).ln()).sum();
    total / samples.len() as f64
}

/// The one temperature that best fits medium's scores to the winners (a golden-section search).
fn fit_temperature(samples: &[Sample]) -> f64 {
    let f = |t: f64| loss(samples, |s| s.medium.iter().map(|m| m * t).collect());
    let (mut a, mut b) = (1e-4, 1.0);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let (c, d) = (b - g * (b - a), a + g * (b - a));
        if f(c) < f(d) { b = d } else { a = c }
    }
    (a + b) / 2.0
}

/// Newton's method on the multinomial logit's log-likelihood (with a little ridge for the
/// features a player count never sets, such as the fourth place in the order with two seats).
fn fit(samples: &[Sample]) -> [f64; FEATURES] {
    let mut w = [0.0f64; FEATURES];
    for _ in 0..25 {
        let mut grad = [0.0f64; FEATURES];
        let mut hess = [[0.0f64; FEATURES]; FEATURES];
        for s in samples {
            let p = softmax(&s.x.iter().map(|x| dot(x, &w)).collect::<Vec<_>>());
            let mut mean = [0.0f64; FEATURES];
            for (x, pc) in s.x.iter().zip(&p) {
                for i in 0..FEATURES {
                    mean[i] += pc * x[i];
                }
            }
            for i in 0..FEATURES {
                grad[i] += s.x[s.winner][i] - mean[i];
            }
            for (x, pc) in s.x.iter().zip(&p) {
                for i in 0..FEATURES {
                    for j in 0..FEATURES {
                        hess[i][j] += pc * (x[i] - mean[i]) * (x[j] - mean[j]);
                    }
                }
            }
        }
        let ridge = 1e-6 * samples.len() as f64;
        for (i, row) in hess.iter_mut().enumerate() {
            row[i] += ridge;
            grad[i] -= ridge * w[i];
        }
        let step = solve(hess, grad);
        let size: f64 = step.iter().map(|v| v.abs()).fold(0.0, f64::max);
        for i in 0..FEATURES {
            w[i] += step[i];
        }
        if size < 1e-7 {
            break;
        }
    }
    w
}
