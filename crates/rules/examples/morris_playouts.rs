//! The loop of the criterion bench `random_playout` (`benches/morris.rs`) as a plain program, so
//! its speed can be read as CPU time on a machine too busy for wall-clock benchmarks:
//! `/usr/bin/time -f %U target/release/examples/morris_playouts 60000`.

use parlour_rules::Game;
use parlour_rules::games::morris::{Action, Config, Morris};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(50_000);
    // OpenSpiel's rules, as in the bench.
    let mut c = Config::builtin("nine").expect("nine.ron");
    c.repetition = None;
    c.no_removal_moves = None;
    c.turn_cap = Some(200);
    let start = Morris::new(&c, 2, 0).expect("a valid variant");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut buf: Vec<Action> = Vec::with_capacity(128);
    let t = std::time::Instant::now();
    let mut actions = 0usize;
    for _ in 0..n {
        let mut m = start.clone();
        loop {
            buf.clear();
            m.legal_into(&mut buf);
            if buf.is_empty() {
                break;
            }
            m.play(buf[rng.random_range(0..buf.len())]).expect("legal");
            actions += 1;
        }
    }
    let e = t.elapsed().as_secs_f64();
    println!("{n} playouts, {actions} actions, {:.2} µs a playout (wall clock)", e * 1e6 / n as f64);
}
