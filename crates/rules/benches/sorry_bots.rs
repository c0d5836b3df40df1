//! Decision time of the Sorry! computer players per level, on positions from random games
//! (standard 2 and 4 players, play-for-points 4 players), cycling through them.

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use parlour_rules::games::sorry::{Config, Sorry, View};
use parlour_rules::{Chance, Game, GameRng};
use std::hint::black_box;

/// Views of the seat to act with a real choice (more than one legal action).
fn positions(variant: &str, players: usize, count: usize) -> Vec<View> {
    let config = Config::builtin(variant).unwrap();
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let mut g = Sorry::new(&config, players, seed).unwrap();
        let mut pick = GameRng::seeded(seed);
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions();
            if legal.len() > 1 && out.len() < count && pick.below(4) == 0 {
                out.push(g.view(seat));
            }
            g.apply(legal[pick.below(legal.len() as u32) as usize].clone()).unwrap();
        }
    }
    out
}

fn decisions(c: &mut Criterion) {
    for (variant, players) in [("standard", 2), ("standard", 4), ("points", 4)] {
        let views = positions(variant, players, 200);
        let mut group = c.benchmark_group(format!("sorry_bot_{variant}_{players}p"));
        for level in ["random", "easy", "medium", "hard"] {
            let mut i = 0;
            if level == "hard" {
                // Milliseconds a decision: a few equal samples instead of criterion's growing ones.
                group.sampling_mode(SamplingMode::Flat).sample_size(10);
            }
            group.bench_function(level, |b| {
                b.iter(|| {
                    i = (i + 1) % views.len();
                    black_box(Sorry::bot_action(&views[i], level, i as u64).unwrap())
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, decisions);
criterion_main!(benches);
