//! Hard: Monte Carlo search over sampled worlds. The seat's best moves by the one-ply value are
//! each played into many worlds dealt from its unseen cards ([`determinize`]); in each, every
//! seat plays on as the medium player for a few turns and the position is judged by the
//! medium evaluation ([`rollout`]). Every candidate meets the same worlds (common random numbers,
//! so the comparison is not drowned by the luck of the draw), and the weaker half of the
//! candidates is dropped after each batch of worlds (successive halving), spending the playouts
//! on the close calls.
//!
//! [`determinize`]: super::determinize
//! [`rollout`]: super::rollout

use super::super::action::Action;
use super::super::config::Mode;
use super::super::view::View;
use super::determinize::{World, sample_batch};
use super::eval::{Ctx, pawns_of};
use super::medium::one_ply;
use super::rollout::Playout;
use crate::clock::Instant;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Duration;

/// How much one decision searches. The number of worlds is what stops it, so a decision is the
/// same for the same view and seed; the clock only guards against a slow machine.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Moves (best first by the one-ply value) that enter the search.
    pub candidates: usize,
    /// Worlds sampled; each round of halving uses a share of them.
    pub worlds: usize,
    /// Turns played in each world after the candidate move, per seat in play.
    pub rounds: usize,
    /// Draws dealt in proportion across each batch of worlds (see [`sample_batch`]).
    pub strata: usize,
    /// The safety net: past this the search stops with what it has (never in tests of
    /// repeatability, which pass `None`).
    pub time: Option<Duration>,
}

/// A won game at a playout's leaf, in evaluation points (a whole game's progress is about 340):
/// far above any lead, not so far that one sampled win outweighs all the other worlds.
pub const WIN: f32 = 300.0;
/// Weight of the seat's own hand at a leaf, as medium charges a card used (play-for-points).
pub const HAND_WEIGHT: f32 = 0.5;

impl Budget {
    /// The budget by variant, sized for about 10–30 ms a decision in release. Two rounds of
    /// playout beat one (every opponent has moved and then every seat once more); with two
    /// players a round is short and cheap, so it plays four. Playing for points a turn weighs
    /// five cards and a world deals hidden hands, so fewer worlds; teams move two colours a
    /// turn and play twice as many decisions a game.
    pub fn for_view(view: &View) -> Budget {
        let active = view.resigned.iter().filter(|r| !**r).count();
        let (worlds, rounds) = if view.config.mode == Mode::Points {
            (32, 2)
        } else if view.config.teams {
            (64, 2)
        } else if active <= 2 {
            (256, 4)
        } else {
            (192, 2)
        };
        Budget { candidates: 8, worlds, rounds, strata: 4, time: Some(Duration::from_millis(80)) }
    }
}

pub fn choose(view: &View, rng: &mut ChaCha8Rng) -> usize {
    search(view, rng, Budget::for_view(view))
}

/// The hard player's action for a view with legal actions, searched within `budget` (tests of
/// repeatability pass one without the clock).
pub fn decide_with(view: &View, seed: u64, budget: Budget) -> Action {
    view.legal[search(view, &mut ChaCha8Rng::seed_from_u64(seed), budget)].clone()
}

/// The index of the legal action chosen within `budget`.
pub fn search(view: &View, rng: &mut ChaCha8Rng, budget: Budget) -> usize {
    let late = |start: Instant| budget.time.is_some_and(|t| start.elapsed() > t);
    let start = Instant::now();
    let ctx = Ctx::new(view);
    let pawns = pawns_of(view);
    let first: Vec<f32> = view.legal.iter().map(|a| one_ply(&ctx, view, &pawns, a)).collect();
    let mut alive: Vec<usize> = (0..first.len()).collect();
    alive.sort_by(|&a, &b| first[b].total_cmp(&first[a]));
    alive.truncate(budget.candidates.max(1));
    if alive.len() == 1 {
        return alive[0];
    }
    let play = Playout {
        ctx: &ctx,
        me: view.seat,
        hand_size: view.config.hand_size as usize,
        win: WIN,
        hand_weight: HAND_WEIGHT,
    };
    let active = view.resigned.iter().filter(|r| !**r).count().max(1);
    let turns = budget.rounds * active;
    let nexts: Vec<_> = view.legal.iter().map(|a| ctx.next_after(view, a)).collect();
    let mut sums = vec![0.0f32; view.legal.len()];
    let mut counts = vec![0u32; view.legal.len()];
    let mut worlds: Vec<World> = Vec::new();
    // Rounds of halving: the worlds are split evenly among the rounds.
    let rounds = (usize::BITS - (alive.len() - 1).leading_zeros()) as usize;
    let per_round = (budget.worlds / rounds).max(1);
    let depth = budget.strata.min(turns + 1);
    'search: while alive.len() > 1 {
        worlds.extend(sample_batch(view, per_round, depth, rng));
        let from = worlds.len() - per_round;
        for &i in &alive {
            // Earlier worlds were already played for the candidates still alive.
            for w in &worlds[from..] {
                sums[i] += play.value_of(w, &view.legal[i], nexts[i], turns);
                counts[i] += 1;
                if late(start) {
                    // Out of time: the best mean among those played (a safety net only).
                    let mean = |i: usize| sums[i] / counts[i].max(1) as f32;
                    alive.retain(|&i| counts[i] > 0);
                    alive.sort_by(|&a, &b| mean(b).total_cmp(&mean(a)));
                    break 'search;
                }
            }
        }
        // Keep the better half (stable: ties keep the one-ply order).
        alive.sort_by(|&a, &b| sums[b].total_cmp(&sums[a]));
        alive.truncate(alive.len().div_ceil(2));
    }
    alive[0]
}
