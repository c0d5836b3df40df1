//! The Morris computer players: every level returns a legal action in every phase (placing,
//! sliding, flying, removing) on several boards, deterministically for a seed (the search
//! levels on a node cap), and the hard player plays basic tactics and keeps room to slide.
//! `expert` is Morris's own level. `hard_depth_report` and `decision_time_report` (ignored; run
//! them in release) print the depth, node rate and decision times of the search levels.

use parlour_rules::Game;
use parlour_rules::game::{bot_levels, check_bot_level};
use parlour_rules::games::morris::bots::{self, Limits};
use parlour_rules::games::morris::{Action, Config, Morris, Phase};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

fn config(variant: &str) -> Config {
    Config::builtin(variant).unwrap()
}

fn phase(d: Phase) -> usize {
    match d {
        Phase::Place => 0,
        Phase::Slide => 1,
        Phase::Fly => 2,
        Phase::Remove { .. } => 3,
        Phase::Over => unreachable!("only positions of matches in progress"),
    }
}

/// Positions from random games, `per_phase` of each decision kind (as far as the games give).
fn positions(variant: &str, per_phase: usize, seed: u64) -> Vec<Morris> {
    let c = config(variant);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out: [Vec<Morris>; 4] = Default::default();
    for _ in 0..2000 {
        if out.iter().all(|v| v.len() >= per_phase) {
            break;
        }
        let mut m = Morris::new(&c, 2, 0).unwrap();
        while m.to_act().is_some() {
            let bucket = &mut out[phase(m.phase())];
            // Keep a sample, not every step of every game.
            if bucket.len() < per_phase && rng.random_bool(0.3) {
                bucket.push(m.clone());
            }
            let legal = m.legal_actions();
            m.play(legal[rng.random_range(0..legal.len())]).unwrap();
        }
    }
    out.into_iter().flatten().collect()
}

fn ask(m: &Morris, level: &str, seed: u64) -> Action {
    let seat = m.to_act().unwrap();
    Morris::bot_action(&m.view(seat), level, seed).unwrap()
}

#[test]
fn every_level_is_legal_in_every_phase_on_every_board() {
    let mut seen = [0usize; 4];
    let mut slowest = [Duration::ZERO; 3];
    for (k, variant) in ["nine", "six", "twelve", "morabaraba"].into_iter().enumerate() {
        let per_phase = if variant == "nine" { 100 } else { 25 };
        for (i, m) in positions(variant, per_phase, k as u64).iter().enumerate() {
            seen[phase(m.phase())] += 1;
            let legal = m.legal_actions();
            for (l, level) in ["random", "easy", "medium"].into_iter().enumerate() {
                let t = Instant::now();
                let a = ask(m, level, i as u64);
                slowest[l] = slowest[l].max(t.elapsed());
                assert!(legal.contains(&a), "{level} chose illegal {a:?} in\n{}", m.dump());
            }
            // The hard player's full budget is ~200 ms: a small node budget keeps this test
            // quick and still runs every part of the search.
            let limits = Limits { nodes: 3_000, ..Limits::default() };
            let r = bots::hard_search(m, i as u64, limits);
            assert!(legal.contains(&r.action), "hard chose illegal {:?} in\n{}", r.action, m.dump());
            assert!(r.depth >= 1 || legal.len() == 1, "hard finished no iteration");
        }
    }
    for (p, &n) in seen.iter().enumerate() {
        assert!(n >= 100, "only {n} positions of phase {p}");
    }
    // Sanity ceilings only (debug build, shared machine); speed is measured by the benchmark.
    assert!(slowest[1] < Duration::from_millis(50), "easy took {:?}", slowest[1]);
    assert!(slowest[2] < Duration::from_millis(1500), "medium took {:?}", slowest[2]);
}

#[test]
fn hard_returns_within_its_budget_through_the_game_interface() {
    for (i, m) in positions("nine", 4, 7).iter().enumerate() {
        let t = Instant::now();
        let a = ask(m, "hard", i as u64);
        let took = t.elapsed();
        assert!(m.legal_actions().contains(&a));
        // 200 ms on the clock, setup included; generous for a loaded machine.
        assert!(took < Duration::from_millis(600), "hard took {took:?}");
    }
}

#[test]
fn same_seed_same_choice() {
    for (i, m) in positions("nine", 10, 3).iter().enumerate() {
        for level in ["random", "easy", "medium"] {
            assert_eq!(ask(m, level, i as u64), ask(m, level, i as u64), "{level}");
        }
        let limits = Limits::nodes(5_000);
        assert_eq!(bots::hard_search(m, 9, limits).action, bots::hard_search(m, 9, limits).action);
    }
}

#[test]
fn a_node_budget_replays_after_searches_on_the_clock() {
    // Searches on the clock keep their table for the thread's next decision; one on a node
    // budget must not read it, or it would no longer replay exactly.
    let ms = positions("nine", 1, 5);
    let capped = Limits::nodes(4_000);
    let clock = Limits { time: Duration::from_millis(20), ..Limits::default() };
    for m in &ms {
        let before = bots::hard_search(m, 2, capped);
        bots::hard_search(m, 2, clock);
        let after = bots::hard_search(m, 2, capped);
        assert_eq!((before.action, before.score, before.nodes), (after.action, after.score, after.nodes));
    }
}

#[test]
fn unknown_level_and_finished_game_are_errors() {
    let m = Morris::new(&config("nine"), 2, 0).unwrap();
    assert!(Morris::bot_action(&m.view(0), "grandmaster", 0).is_err());
    assert!(Morris::bot_action(&m.view(1), "easy", 0).is_err(), "not seat 1's turn");
    let over = Morris::from_position(&config("nine"), "WWW...BB................", 1, [0, 0]).unwrap();
    assert!(over.outcome().is_some());
    assert!(Morris::bot_action(&over.view(1), "hard", 0).is_err());
}

#[test]
fn deciding_from_the_match_is_deciding_from_the_view() {
    // Tournaments ask `bot_action_in` with the legal actions they have listed; it must choose
    // exactly what `bot_action` chooses from the seat's view.
    for (k, variant) in ["nine", "six", "morabaraba"].into_iter().enumerate() {
        for (i, m) in positions(variant, 15, 20 + k as u64).iter().enumerate() {
            let legal = m.legal_actions();
            for level in ["random", "easy", "medium"] {
                for seed in [i as u64, u64::MAX - i as u64] {
                    assert_eq!(m.bot_action_in(&legal, level, seed).unwrap(), ask(m, level, seed), "{level}");
                }
            }
        }
    }
    let m = Morris::new(&config("nine"), 2, 0).unwrap();
    assert!(m.bot_action_in(&m.legal_actions(), "grandmaster", 0).is_err());
    let over = Morris::from_position(&config("nine"), "WWW...BB................", 1, [0, 0]).unwrap();
    assert!(over.bot_action_in(&[], "hard", 0).is_err());
}

/// Points by name on the 24-point board, as a from_position string.
fn board(white: &[&str], black: &[&str]) -> String {
    let c = config("nine");
    let m = Morris::new(&c, 2, 0).unwrap();
    (0..24u8)
        .map(|p| {
            let n = m.name(p);
            if white.contains(&n) {
                'W'
            } else if black.contains(&n) {
                'B'
            } else {
                '.'
            }
        })
        .collect()
}

fn quick() -> Limits {
    Limits::nodes(200_000)
}

#[test]
fn every_level_but_random_closes_a_mill() {
    let c = config("nine");
    // White's b6 slides to d6 to close d7-d6-d5 now: next turn Black's f6 would block it.
    let m =
        Morris::from_position(&c, &board(&["d7", "d5", "b6", "a1"], &["f6", "g1", "c3", "b2"]), 0, [0, 0])
            .unwrap();
    let mill = Action::Move { from: m.point_named("b6").unwrap(), to: m.point_named("d6").unwrap() };
    let r = bots::hard_search(&m, 1, quick());
    assert_eq!(r.action, mill, "{r:?}");
    assert_eq!(ask(&m, "medium", 1), mill);
    let closed = (0..100).filter(|&s| ask(&m, "easy", s) == mill).count();
    assert!((65..=95).contains(&closed), "easy closed the mill {closed} times in 100");
    // Then a removal by the same seat: a Black man, by every level.
    let mut after = m.clone();
    after.play(mill).unwrap();
    assert_eq!(after.to_act(), Some(0));
    for level in ["random", "easy", "medium", "hard"] {
        match ask(&after, level, 2) {
            Action::Remove(p) => assert_eq!(after.at(p), Some(1), "{level}"),
            a => panic!("{level} chose {a:?} instead of a removal"),
        }
    }
}

#[test]
fn medium_and_hard_block_a_mill() {
    let c = config("nine");
    // Placing: Black has a7 and d7; White has nothing to close and must take g7.
    let m = Morris::from_position(&c, &board(&["d1", "b4"], &["a7", "d7"]), 0, [7, 7]).unwrap();
    let g7 = Action::Place(m.point_named("g7").unwrap());
    assert_eq!(bots::hard_search(&m, 5, quick()).action, g7);
    assert_eq!(ask(&m, "medium", 5), g7);
    let blocked = (0..100).filter(|&s| ask(&m, "easy", s) == g7).count();
    assert!(blocked >= 65, "easy blocked {blocked} times in 100");
}

#[test]
fn hard_finds_a_blockade_win() {
    let c = config("nine");
    // Black's only free man is d7 (to g7); g4-g7 leaves Black without a move.
    let m = Morris::from_position(
        &c,
        &board(&["d6", "a4", "c5", "e5", "g4", "b4"], &["a7", "d7", "d5", "b6"]),
        0,
        [0, 0],
    )
    .unwrap();
    let r = bots::hard_search(&m, 0, quick());
    let g4g7 = Action::Move { from: m.point_named("g4").unwrap(), to: m.point_named("g7").unwrap() };
    assert_eq!(r.action, g4g7, "{r:?}");
    assert_eq!(r.score, 30_000 - 1, "Black is lost one ply on");
}

/// Positions at the end of the placing phase (from a search of medium-against-medium games)
/// where every placement but a few lets the other side shut the placer in: a search of two
/// million nodes proves each listed placement lost, every time by "no legal move". With the
/// evaluation that counted only slides and blocked men, hard chose c3, c5 and d6 on this
/// budget; it now sees the room each placement leaves.
#[test]
fn hard_keeps_room_to_slide_when_the_placing_ends() {
    let c = config("nine");
    // (board in point order, seat to move, men in hand, placements proven lost)
    let cases: [(&str, usize, [u8; 2], &[&str]); 3] = [
        // Black places its last man, then White moves first: only d1 holds.
        (".W.BWBBBB.BWBWW..WWWB...", 1, [0, 1], &["a7", "g7", "a4", "c3", "d3", "a1", "g1"]),
        ("BBB.....W.BWWBW.BW.....W", 0, [2, 2], &["f6", "c5", "c3", "d2"]),
        ("......WWWBWWWB.B.B.B..WB", 0, [2, 2], &["a7", "d7", "b6", "d6", "f6", "b2", "f2", "a1"]),
    ];
    for (board, seat, hand, lost) in cases {
        let m = Morris::from_position(&c, board, seat, hand).unwrap();
        let r = bots::hard_search(&m, 1, Limits::nodes(30_000));
        let chosen = m.action_name(r.action);
        assert!(!lost.contains(&chosen.as_str()), "hard placed on {chosen}, which is lost, in\n{}", m.dump());
    }
}

#[test]
fn expert_is_morris_s_own_level() {
    assert_eq!(bot_levels("morris"), ["random", "easy", "medium", "hard", "expert"]);
    assert!(check_bot_level("morris", "expert").is_ok());
    for game in ["sorry", "morpyam", "morfals"] {
        assert_eq!(bot_levels(game), ["random", "easy", "medium", "hard"]);
        let e = check_bot_level(game, "expert").unwrap_err();
        assert!(
            e.message.contains(&format!(
                "{game} has no computer player \"expert\" (levels: random, easy, medium, hard)"
            )),
            "{e}"
        );
    }
}

#[test]
fn expert_is_legal_in_every_phase() {
    // One position of each kind of decision: placing, sliding, flying, removing.
    let mut chosen: [Option<Morris>; 4] = Default::default();
    for m in positions("nine", 1, 11) {
        let k = phase(m.phase());
        chosen[k].get_or_insert(m);
    }
    let chosen: Vec<Morris> = chosen.into_iter().map(|m| m.expect("a position of each phase")).collect();
    // Side by side: each has a second on the clock, however the threads share the cores.
    std::thread::scope(|s| {
        let asked: Vec<_> = chosen
            .iter()
            .enumerate()
            .map(|(k, m)| {
                s.spawn(move || {
                    let t = Instant::now();
                    (ask(m, "expert", k as u64), t.elapsed())
                })
            })
            .collect();
        for (m, h) in chosen.iter().zip(asked) {
            let (a, took) = h.join().unwrap();
            assert!(m.legal_actions().contains(&a), "expert chose illegal {a:?} in\n{}", m.dump());
            // A second on the clock, setup included; generous for a loaded machine.
            assert!(took < Duration::from_millis(1_800), "expert took {took:?}");
        }
    });
}

/// Moving-phase positions from games between the medium player and itself (realistic
/// middlegames, unlike random ones).
fn middlegames(count: usize) -> Vec<Morris> {
    let c = config("nine");
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        let mut m = Morris::new(&c, 2, 0).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        seed += 1;
        while m.to_act().is_some() {
            if m.phase() == Phase::Slide && m.turns() >= 20 + (seed as u32 % 8) {
                out.push(m.clone());
                break;
            }
            let level = if rng.random_bool(0.3) { "random" } else { "medium" };
            let a = ask(&m, level, rng.random());
            m.play(a).unwrap();
        }
    }
    out
}

#[test]
#[ignore = "a report: run with --release -- --ignored --nocapture"]
fn hard_depth_report() {
    let positions = middlegames(20);
    let mut depths = Vec::new();
    let (mut nodes, mut secs) = (0u64, 0f64);
    for (i, m) in positions.iter().enumerate() {
        let r = bots::hard_search(m, i as u64, Limits::default());
        println!(
            "position {i:2} (turn {:2}, {} v {} men): depth {:2}, {:7} nodes, {:6.1} ms, {:.2} M nodes/s, score {}",
            m.turns(),
            m.on_board(0),
            m.on_board(1),
            r.depth,
            r.nodes,
            r.elapsed.as_secs_f64() * 1e3,
            r.nodes as f64 / r.elapsed.as_secs_f64() / 1e6,
            r.score
        );
        depths.push(r.depth);
        nodes += r.nodes;
        secs += r.elapsed.as_secs_f64();
    }
    depths.sort_unstable();
    println!(
        "min depth {}, median {}, max {}; {:.2} M nodes/s overall",
        depths[0],
        depths[depths.len() / 2],
        depths[depths.len() - 1],
        nodes as f64 / secs / 1e6
    );
}

#[test]
#[ignore = "a report: run with --release -- --ignored --nocapture"]
fn decision_time_report() {
    let c = config("nine");
    let summary = |what: &str, mut times: Vec<f64>| -> f64 {
        times.sort_by(f64::total_cmp);
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        let max = times[times.len() - 1];
        println!(
            "{what}: {} decisions, mean {mean:.1} ms, median {:.1} ms, max {max:.1} ms",
            times.len(),
            times[times.len() / 2]
        );
        max
    };
    // Two matches against medium from the start, hard on each side, timed as a match asks:
    // the ending's table is solved in the background while the men come down.
    let mut times = Vec::new();
    for seat in 0..2 {
        let mut m = Morris::new(&c, 2, 0).unwrap();
        while let Some(s) = m.to_act() {
            let legal = m.legal_actions();
            let level = if s == seat { "hard" } else { "medium" };
            let t = Instant::now();
            let a = m.bot_action_in(&legal, level, m.turns() as u64).unwrap();
            if s == seat && legal.len() > 1 {
                times.push(t.elapsed().as_secs_f64() * 1e3);
            }
            m.play(a).unwrap();
        }
        println!(
            "hard as seat {seat} against medium: {:?} after {} turns",
            m.outcome().unwrap().reason,
            m.turns()
        );
    }
    let in_matches = summary("hard in two matches", times);
    // Positions of every phase from random games; the table solved beforehand.
    let t = Instant::now();
    bots::endgame::table(&c).unwrap();
    println!("the ending's table at hand after {:?} (the matches may have solved it)", t.elapsed());
    let mut worst = vec![in_matches];
    for level in ["hard", "expert"] {
        let sample = if level == "hard" { positions("nine", 12, 5) } else { positions("nine", 3, 6) };
        let times = sample
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let t = Instant::now();
                ask(m, level, i as u64);
                t.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        worst.push(summary(&format!("{level} on positions of every phase"), times));
    }
    assert!(worst[0] < 250.0 && worst[1] < 250.0, "hard took {worst:?} ms at the worst");
}
