//! The Morfals computer players: legal choices in every phase and option set, within their
//! time budget, deterministic per seed, and each level's strategy on positions made for it.

use parlour_rules::BOT_LEVELS;
use parlour_rules::games::morfals::bots;
use parlour_rules::games::morfals::*;
use parlour_rules::{Chance, Game, GameRng, RuleErrorKind, Scripted};
use std::time::{Duration, Instant};

/// Positions from random play over several option sets: every phase, early and late in rounds.
fn positions(count: usize, place_only: bool) -> Vec<Morfals> {
    let mut out = Vec::new();
    let options =
        [(Wrap::Columns, RiverRule::Closes), (Wrap::All, RiverRule::Blocks), (Wrap::None, RiverRule::Closes)];
    let mut k = 0u64;
    while out.len() < count {
        let (wrap, river) = options[k as usize % options.len()];
        let mut config = Config::standard();
        config.options.wrap = wrap;
        config.options.river_in_sandwich = river;
        config.options.target_score = 8;
        if k % 5 == 4 {
            config.options.full_column = FullColumn::RollAgain;
        }
        let mut g = Morfals::new(&config, 2, k).unwrap();
        let mut pick = GameRng::seeded(1000 + k);
        let mut step = 0;
        while g.to_act().is_some() && out.len() < count {
            let placing = matches!(g.phase(), Phase::Place { .. });
            if (placing || !place_only) && step % 3 == (k % 3) as usize {
                out.push(g.clone());
            }
            let legal = g.legal_actions();
            g.apply(legal[pick.below(legal.len() as u32) as usize]).unwrap();
            step += 1;
        }
        if !place_only && out.len() < count {
            out.push(g.clone()); // match over
        }
        k += 1;
    }
    out
}

fn ceiling(level: &str) -> Duration {
    // Generous sanity ceilings for the debug test profile; speed is measured by the bench.
    if level == "hard" { Duration::from_millis(1500) } else { Duration::from_millis(100) }
}

fn check_legal(g: &Morfals, level: &str, seed: u64) {
    let seat = g.to_act();
    let view = g.view(seat.unwrap_or(0));
    let start = Instant::now();
    let result = Morfals::bot_action(&view, level, seed);
    let spent = start.elapsed();
    match seat {
        None => assert_eq!(result.unwrap_err().kind, RuleErrorKind::GameOver),
        Some(_) => {
            let action = result.unwrap();
            assert!(g.legal_actions().contains(&action), "{level} chose {action:?} in\n{}", g.dump());
            let mut after = g.clone();
            after.apply(action).unwrap();
        }
    }
    assert!(spent < ceiling(level), "{level} took {spent:?} in\n{}", g.dump());
}

#[test]
fn shallow_levels_choose_legally_in_every_phase() {
    let all = positions(900, false);
    let phases = |f: fn(&Phase) -> bool| all.iter().filter(|g| f(&g.phase())).count();
    assert!(phases(|p| matches!(p, Phase::Place { .. })) >= 200);
    assert!(phases(|p| matches!(p, Phase::Roll { .. })) >= 200);
    assert!(phases(|p| matches!(p, Phase::RoundOver { .. })) >= 5);
    assert!(phases(|p| matches!(p, Phase::Over)) >= 5);
    for (i, g) in all.iter().enumerate() {
        for level in ["random", "easy", "medium"] {
            check_legal(g, level, i as u64);
        }
    }
}

#[test]
fn hard_chooses_legally_within_its_budget() {
    for (i, g) in positions(160, true).iter().enumerate() {
        check_legal(g, "hard", i as u64);
    }
    for (i, g) in positions(200, false).iter().enumerate() {
        if !matches!(g.phase(), Phase::Place { .. }) {
            check_legal(g, "hard", i as u64);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_choice() {
    for g in positions(40, true) {
        let view = g.view(g.to_act().unwrap());
        // Hard is deterministic on its node budget; its wall-clock guard may cut a slow debug
        // build short, so it is compared here without that guard.
        for level in BOT_LEVELS.iter().filter(|&&l| l != "hard") {
            let a = Morfals::bot_action(&view, level, 5).unwrap();
            assert_eq!(a, Morfals::bot_action(&view, level, 5).unwrap(), "{level}");
        }
        let (rules, pos, squares) = decision(&g);
        let ctx = bots::Context { rules: &rules, pos, seat: view.seat, triple: false, squares: &squares };
        let a = bots::search::expectimax(&ctx, &unhurried());
        let b = bots::search::expectimax(&ctx, &unhurried());
        assert_eq!((a.scores, a.depth, a.leaves), (b.scores, b.depth, b.leaves));
    }
    // Different seeds do vary the random level.
    let g = &positions(1, true)[0];
    let view = g.view(g.to_act().unwrap());
    let choices: std::collections::HashSet<_> =
        (0..40).map(|s| format!("{:?}", Morfals::bot_action(&view, "random", s).unwrap())).collect();
    assert!(choices.len() > 1);
}

#[test]
fn unknown_levels_and_other_seats_are_refused() {
    let g = Morfals::new(&Config::standard(), 2, 3).unwrap();
    let seat = g.to_act().unwrap();
    assert_eq!(Morfals::bot_action(&g.view(seat), "expert", 0).unwrap_err().kind, RuleErrorKind::BadInput);
    assert_eq!(
        Morfals::bot_action(&g.view(1 - seat), "easy", 0).unwrap_err().kind,
        RuleErrorKind::WrongPhase
    );
    assert_eq!(Morfals::bot_action(&g.view(seat), "hard", 0).unwrap(), Action::Roll);
}

fn position(figures: &[((u8, u8), usize)], to_roll: usize) -> Morfals {
    let figures = figures.iter().map(|&((c, r), s)| (Square::new(c, r), s)).collect();
    Morfals::from_setup(&Config::standard(), 1, &Setup { figures, scores: [0, 0], to_roll }).unwrap()
}

/// Roll `dice` for the seat to act; the position then asks where to place.
fn rolled(mut g: Morfals, dice: [u8; 3]) -> Morfals {
    g.apply_with(Action::Roll, &mut Scripted::dice(dice)).unwrap();
    assert!(matches!(g.phase(), Phase::Place { .. }), "{}", g.dump());
    g
}

fn choice(g: &Morfals, level: &str, seed: u64) -> Square {
    match Morfals::bot_action(&g.view(g.to_act().unwrap()), level, seed).unwrap() {
        Action::Place { square } => square,
        other => panic!("{other:?}"),
    }
}

#[test]
fn every_level_but_random_takes_a_sandwich() {
    // Seat 0 has 3/4 and seat 1 has 4/4: placing on 5/4 eats it.
    let g = rolled(position(&[((3, 4), 0), ((4, 4), 1), ((8, 2), 1)], 0), [1, 2, 2]);
    for level in ["easy", "medium", "hard"] {
        for seed in 0..5 {
            assert_eq!(choice(&g, level, seed), Square::new(5, 4), "{level}");
        }
    }
}

#[test]
fn medium_and_hard_keep_clear_of_an_enemy_anchor() {
    // Seat 1 has an uneatable figure in the river at 6/3. A figure of seat 0 on 5/2, 5/3 or 5/4
    // could be sandwiched from column 4 on seat 1's next throw; the other rows are safe.
    let g = rolled(position(&[((6, 3), 1), ((9, 7), 0)], 0), [1, 2, 2]);
    for level in ["medium", "hard"] {
        for seed in 0..5 {
            let s = choice(&g, level, seed);
            assert!(![2, 3, 4].contains(&s.row), "{level} chose {s}");
        }
    }
    // Easy sees no meal and plays any row, exposed ones included.
    let rows: std::collections::HashSet<u8> = (0..60).map(|s| choice(&g, "easy", s).row).collect();
    assert!(rows.contains(&3) && rows.len() >= 5, "{rows:?}");
}

#[test]
fn hard_looks_deeper_than_one_throw() {
    let g = rolled(position(&[((3, 4), 0), ((4, 4), 1), ((8, 2), 1), ((7, 5), 0)], 0), [1, 2, 2]);
    let (rules, pos, squares) = decision(&g);
    let ctx = bots::Context { rules: &rules, pos, seat: 0, triple: false, squares: &squares };
    let r = bots::search::expectimax(&ctx, &unhurried());
    assert!(r.depth >= 2, "depth {}", r.depth);
    assert_eq!(r.scores.len(), 7);
    let tiny = bots::search::Budget { leaves: 10, ..bots::search::Budget::HARD };
    assert!(bots::search::expectimax(&ctx, &tiny).depth <= 1);
}

/// The hard level's node budget without its wall-clock guard.
fn unhurried() -> bots::search::Budget {
    bots::search::Budget { time: Duration::from_secs(60), ..bots::search::Budget::HARD }
}

/// The search inputs of a position waiting for a placement.
fn decision(g: &Morfals) -> (bots::sim::Rules, bots::sim::Pos, Vec<usize>) {
    let view = g.view(g.to_act().unwrap());
    let Phase::Place { column, .. } = view.phase else { panic!("not placing") };
    let rules = bots::sim::Rules::new(&view.config);
    let pos = rules.pos(&view);
    let squares = rules.empties(&pos, column).collect();
    (rules, pos, squares)
}
