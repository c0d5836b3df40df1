//! Decision time of each Morpyam computer-player level, over positions of real games (every
//! phase; mostly turns, after 0 to 3 rolls), two and four players.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use parlour_rules::Game;
use parlour_rules::games::morpyam::{self, Morpyam, View};

/// The views met in a few games between medium players, from the roll-off to the end.
fn positions(variant: &str, players: usize) -> Vec<View> {
    let config = morpyam::Config::builtin(variant).unwrap();
    let mut out = Vec::new();
    for seed in 0..4 {
        let mut g = Morpyam::new(&config, players, seed).unwrap();
        let mut step = 0;
        while let Some(seat) = g.to_act() {
            let view = g.view(seat);
            let a = Morpyam::bot_action(&view, "medium", step).unwrap();
            out.push(view);
            g.apply(a).unwrap();
            step += 1;
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    // Build the shared dice tables before timing.
    let _ = morpyam::bots::dice_tables();
    let mut group = c.benchmark_group("morpyam_bot_decision");
    for (variant, players) in [("classic", 2), ("plus", 4)] {
        let views = positions(variant, players);
        for level in parlour_rules::BOT_LEVELS {
            let mut i = 0;
            group.bench_with_input(
                BenchmarkId::new(format!("{variant}-{players}p"), level),
                &level,
                |b, &level| {
                    b.iter(|| {
                        i = (i + 1) % views.len();
                        Morpyam::bot_action(&views[i], level, i as u64).unwrap()
                    })
                },
            );
        }
    }
    group.finish();
    c.bench_function("morpyam_dice_tables_build", |b| b.iter(morpyam::bots::build_tables));
}

criterion_group!(benches, bench);
criterion_main!(benches);
