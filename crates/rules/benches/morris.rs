//! Random playouts of Nine Men's Morris, configured as OpenSpiel's `nine_mens_morris` (flying,
//! one removal, no repetition rule, 200-turn draw) so the figure compares with
//! `tools/morris_speed.py`. Throughput is in playouts (elements) per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use parlour_rules::Game;
use parlour_rules::games::morris::{Action, Config, Morris};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn openspiel_config() -> Config {
    let mut c = Config::builtin("nine").expect("nine.ron");
    c.repetition = None;
    c.no_removal_moves = None;
    c.turn_cap = Some(200);
    c
}

/// One random game from the start; returns its length in actions.
fn playout(start: &Morris, rng: &mut ChaCha8Rng, buf: &mut Vec<Action>) -> usize {
    let mut m = start.clone();
    let mut plies = 0;
    loop {
        buf.clear();
        m.legal_into(buf);
        if buf.is_empty() {
            return plies;
        }
        let a = buf[rng.random_range(0..buf.len())];
        m.play(a).expect("legal");
        plies += 1;
    }
}

fn bench(c: &mut Criterion) {
    let start = Morris::new(&openspiel_config(), 2, 0).unwrap();
    let mut group = c.benchmark_group("morris");
    group.throughput(Throughput::Elements(1));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut buf = Vec::with_capacity(128);
    group.bench_function("random_playout", |b| b.iter(|| playout(&start, &mut rng, &mut buf)));
    // The same through the common interface (events built, a fresh Vec of actions each step).
    group.bench_function("random_playout_game_trait", |b| {
        b.iter(|| {
            let mut m = start.clone();
            while m.outcome().is_none() {
                let legal = m.legal_actions();
                let a = legal[rng.random_range(0..legal.len())];
                m.apply(a).expect("legal");
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
