//! Phase time of each Morris computer player on Nine Men's Morris: the opening (placing),
//! a middlegame (sliding, eight men each) and an ending (White flying with three men); and
//! solving Three Men's Morris outright (the hard player's table, built on first use).

use criterion::{Criterion, criterion_group, criterion_main};
use parlour_rules::Game;
use parlour_rules::games::morris::bots::solved::Table;
use parlour_rules::games::morris::{Config, Morris};
use std::hint::black_box;
use std::time::Duration;

fn positions() -> Vec<(&'static str, Morris)> {
    let c = Config::builtin("nine").expect("nine.ron");
    // Points in order a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1.
    vec![
        ("opening", Morris::new(&c, 2, 0).unwrap()),
        ("middlegame", Morris::from_position(&c, "WBWBWBW.BWB..WBW.B.WB...", 0, [0, 0]).unwrap()),
        ("flying", Morris::from_position(&c, "W..B.B..B.W...B..B...W..", 0, [0, 0]).unwrap()),
    ]
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("morris_bots");
    for level in ["random", "easy", "medium", "hard"] {
        if level == "hard" {
            group.sample_size(10).measurement_time(Duration::from_secs(3));
        }
        for (name, m) in positions() {
            let view = m.view(m.to_act().expect("in play"));
            group.bench_function(format!("{level}/{name}"), |b| {
                b.iter(|| Morris::bot_action(black_box(&view), level, 7).expect("a move"))
            });
        }
    }
    let three = Config::builtin("three").expect("three.ron");
    group.sample_size(10).measurement_time(Duration::from_secs(3));
    group.bench_function("solve/three", |b| b.iter(|| Table::solve(black_box(&three)).expect("solved")));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
