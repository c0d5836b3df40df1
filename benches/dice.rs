//! The hidden dice simulation, per throw: what a roll costs before its replay starts. Each
//! iteration throws with a new seed, so settling times vary as they do in play.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use parlour::dice::sim::{Gesture, throw};
use parlour::dice::view::TRAY;

fn throws(c: &mut Criterion) {
    let mut group = c.benchmark_group("dice_sim");
    for n in [1usize, 3, 5] {
        group.bench_with_input(BenchmarkId::new("throw", n), &n, |b, &n| {
            let mut seed = 0u64;
            b.iter(|| {
                seed += 1;
                throw(n, TRAY, Gesture::default(), seed)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, throws);
criterion_main!(benches);
