//! Decision time of each Morfals computer level, over placement decisions taken from random
//! play at every stage of a round.

use criterion::{Criterion, criterion_group, criterion_main};
use parlour_rules::games::morfals::{Config, Morfals, Phase, View};
use parlour_rules::{Chance, Game, GameRng};
use std::hint::black_box;

/// Views that wait for a placement with a real choice, from early to late in rounds.
fn decisions(count: usize) -> Vec<View> {
    let config = Config { options: Default::default(), ..Config::standard() };
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        let mut g = Morfals::new(&config, 2, seed).unwrap();
        let mut pick = GameRng::seeded(!seed);
        while !matches!(g.phase(), Phase::RoundOver { .. } | Phase::Over) {
            if matches!(g.phase(), Phase::Place { .. }) && pick.below(3) == 0 {
                out.push(g.view(g.to_act().unwrap()));
            }
            let legal = g.legal_actions();
            g.apply(legal[pick.below(legal.len() as u32) as usize]).unwrap();
        }
        seed += 1;
    }
    out.truncate(count);
    out
}

fn levels(c: &mut Criterion) {
    let views = decisions(64);
    let mut group = c.benchmark_group("morfals_bots");
    for level in ["random", "easy", "medium", "hard"] {
        let mut i = 0;
        group.bench_function(level, |b| {
            b.iter(|| {
                i += 1;
                black_box(Morfals::bot_action(&views[i % views.len()], level, i as u64).unwrap())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, levels);
criterion_main!(benches);
