//! The hard player's search speed on a fixed node budget, so that it replays exactly and two
//! builds search the same trees: positions of Nine Men's Morris from games of the medium player
//! against itself (a quarter of the moves random), ten while placing and twenty while sliding,
//! each searched on `NODES` nodes. Prints the nodes per second and a digest of every choice,
//! score and depth, which a change meant only to be faster must leave as it was.
//!
//! `target/release/examples/morris_search_speed [NODES]` (default 300 000); for CPU time on a
//! busy machine, `/usr/bin/time -f %U` it.

use parlour_rules::Game;
use parlour_rules::games::morris::bots::{self, Limits};
use parlour_rules::games::morris::{Config, Morris, Phase};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hash::{Hash, Hasher};
use std::time::Instant;

/// `count` positions of games of medium against itself: the first in each game at or past
/// `turn` (plus the game's seed mod 8) whose phase is `phase`.
fn positions(c: &Config, phase: Phase, turn: u32, count: usize) -> Vec<Morris> {
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        let mut m = Morris::new(c, 2, 0).expect("a valid variant");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        seed += 1;
        while let Some(seat) = m.to_act() {
            if m.phase() == phase && m.turns() >= turn + (seed as u32 % 8) {
                out.push(m.clone());
                break;
            }
            let level = if rng.random_bool(0.25) { "random" } else { "medium" };
            let a = Morris::bot_action(&m.view(seat), level, rng.random()).expect("a move");
            m.play(a).expect("legal");
        }
    }
    out
}

fn main() {
    let nodes: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(300_000);
    let c = Config::builtin("nine").expect("nine.ron");
    let mut sample = positions(&c, Phase::Place, 4, 10);
    sample.extend(positions(&c, Phase::Slide, 20, 20));
    let mut digest = std::collections::hash_map::DefaultHasher::new();
    let (mut total, mut depths) = (0u64, Vec::new());
    let t = Instant::now();
    for (i, m) in sample.iter().enumerate() {
        let r = bots::hard_search(m, i as u64, Limits::nodes(nodes));
        (m.action_name(r.action), r.score, r.depth, r.nodes).hash(&mut digest);
        total += r.nodes;
        depths.push(r.depth);
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{} positions, {total} nodes in {secs:.2} s: {:.2} M nodes/s (wall clock); depths {depths:?}; \
         digest {:016x}",
        sample.len(),
        total as f64 / secs / 1e6,
        digest.finish()
    );
}
