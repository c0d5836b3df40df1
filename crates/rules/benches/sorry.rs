//! Random 4-player Sorry! games per second, per mode.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use parlour_rules::games::sorry::{Config, Sorry};
use parlour_rules::{Chance, Game, GameRng};
use std::hint::black_box;

fn random_game(config: &Config, seed: u64) -> usize {
    let mut g = Sorry::new(config, 4, seed).unwrap();
    let mut pick = GameRng::seeded(!seed);
    let mut n = 0;
    while g.to_act().is_some() {
        let legal = g.legal_actions();
        let a = legal[pick.below(legal.len() as u32) as usize].clone();
        g.apply(a).unwrap();
        n += 1;
    }
    n
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("sorry_random_4p_game");
    group.throughput(Throughput::Elements(1));
    for variant in ["standard", "teams", "points", "modern"] {
        let config = Config::builtin(variant).unwrap();
        let mut seed = 0u64;
        group.bench_function(variant, |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_game(&config, seed))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
