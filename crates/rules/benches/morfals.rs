//! Random Morfals rounds per second: a fresh match, random legal actions until the round is won.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use parlour_rules::games::morfals::{Config, Morfals, Phase};
use parlour_rules::{Chance, Game, GameRng};
use std::hint::black_box;

fn random_round(config: &Config, seed: u64) -> u32 {
    let mut g = Morfals::new(config, 2, seed).unwrap();
    let mut pick = GameRng::seeded(!seed);
    let mut actions = 0;
    while !matches!(g.phase(), Phase::RoundOver { .. } | Phase::Over) {
        let legal = g.legal_actions();
        g.apply(legal[pick.below(legal.len() as u32) as usize]).unwrap();
        actions += 1;
    }
    actions
}

fn rounds(c: &mut Criterion) {
    let config = Config::standard();
    let mut group = c.benchmark_group("morfals");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random_round", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_round(&config, seed))
        })
    });
    group.finish();
}

criterion_group!(benches, rounds);
criterion_main!(benches);
