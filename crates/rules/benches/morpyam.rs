//! Random Morpyam playouts per second, from the roll-off to the end, per grid and player count.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use parlour_rules::games::morpyam::{self, Action, Morpyam};
use parlour_rules::{Chance, Game, GameRng};

/// Play one match to the end with uniformly random kinds of action (never resigning).
fn playout(config: &morpyam::Config, players: usize, seed: u64) -> usize {
    let mut g = Morpyam::new(config, players, seed).unwrap();
    let mut rng = GameRng::seeded(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut steps = 0;
    while g.outcome().is_none() {
        let acts = g.legal_actions();
        let kind = |a: &Action| std::mem::discriminant(a);
        let mut kinds: Vec<_> = acts.iter().map(kind).collect();
        kinds.dedup();
        let k = kinds[rng.below(kinds.len() as u32) as usize];
        let n = acts.iter().filter(|a| kind(a) == k).count();
        let pick = rng.below(n as u32) as usize;
        let a = acts.into_iter().filter(|a| kind(a) == k).nth(pick).unwrap();
        g.apply(a).unwrap();
        steps += 1;
    }
    steps
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("morpyam_playout");
    group.throughput(Throughput::Elements(1));
    for variant in ["classic", "plus"] {
        let config = morpyam::Config::builtin(variant).unwrap();
        for players in [2, 4] {
            let mut seed = 0u64;
            group.bench_with_input(BenchmarkId::new(variant, players), &players, |b, &p| {
                b.iter(|| {
                    seed += 1;
                    playout(&config, p, seed)
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
