//! Morpyam computer players: every level returns a legal action on hundreds of positions of every
//! phase (roll-off, Plus tile laying, each roll of a turn, pending and failed calls), within a
//! generous time ceiling, deterministically; and the hard level's key decisions on set positions.

use parlour_rules::games::morpyam::{self, Action, Figure, Morpyam, Phase, RollResult, Square, Table};
use parlour_rules::{Chance, Game, GameRng, Scripted};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use parlour_rules::BOT_LEVELS;

fn phase_name(t: &Table) -> String {
    match &t.phase {
        Phase::RollOff { .. } => "roll-off".into(),
        Phase::Build { .. } => "tile laying".into(),
        Phase::Turn(turn) => {
            let r = match turn.result {
                RollResult::NotRolled => "not rolled",
                RollResult::Open => "open",
                RollResult::CallSucceeded(_) => "call succeeded",
                RollResult::CallFailed(_) => "call failed",
            };
            format!("roll {} {r}{}", turn.rolls, if turn.call.is_some() { " call pending" } else { "" })
        }
        Phase::Over => "over".into(),
    }
}

/// Play random-level games and ask every level at every position; the moves played are the
/// random level's, so positions of every kind come up (calls, failed calls, extra turns).
#[test]
fn every_level_is_legal_in_every_phase() {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut slowest: BTreeMap<&str, Duration> = BTreeMap::new();
    let mut positions = 0;
    for (variant, players, games) in [
        ("classic", 2, 6),
        ("classic", 3, 2),
        ("classic", 4, 2),
        ("flash", 2, 3),
        ("plus", 2, 4),
        ("plus", 3, 2),
        ("plus", 4, 2),
    ] {
        let config = morpyam::Config::builtin(variant).unwrap();
        for game in 0..games {
            let mut g = Morpyam::new(&config, players, 1000 + game).unwrap();
            let mut step = 0u64;
            while let Some(seat) = g.to_act() {
                let view = g.view(seat);
                let legal = g.legal_actions();
                // Every other position for the slow levels keeps the test short.
                let ask: &[&str] = if step.is_multiple_of(2) { &BOT_LEVELS } else { &BOT_LEVELS[..2] };
                for &level in ask {
                    let start = Instant::now();
                    let a = Morpyam::bot_action(&view, level, step).unwrap();
                    let took = start.elapsed();
                    let e = slowest.entry(level).or_default();
                    *e = (*e).max(took);
                    assert!(
                        legal.contains(&a),
                        "{level} chose {a:?}, not legal in {}\n{}",
                        phase_name(g.table()),
                        g.dump()
                    );
                    assert!(!matches!(a, Action::Resign { .. }), "{level} resigned");
                    assert_eq!(
                        Morpyam::bot_action(&view, level, step).unwrap(),
                        a,
                        "{level} is not deterministic"
                    );
                }
                *seen.entry(phase_name(g.table())).or_default() += 1;
                positions += 1;
                let a = Morpyam::bot_action(&view, "random", step ^ 0x5eed).unwrap();
                g.apply(a).unwrap();
                step += 1;
            }
        }
    }
    eprintln!("{positions} positions: {seen:?}\nslowest decision per level: {slowest:?}");
    for phase in [
        "roll-off",
        "tile laying",
        "roll 0 not rolled",
        "roll 1 open",
        "roll 2 open",
        "roll 3 open",
        "roll 1 call failed",
    ] {
        assert!(seen.get(phase).copied().unwrap_or(0) >= 20, "too few positions of {phase}: {seen:?}");
    }
    assert!(
        seen.keys().any(|k| k.contains("call pending")) && seen.keys().any(|k| k.contains("call succeeded"))
    );
    assert!(positions >= 1000);
    // A sanity ceiling only (debug build): speed is measured by the criterion benchmark.
    assert!(slowest["hard"] < Duration::from_secs(2), "{slowest:?}");
}

/// Whole games between bots end, with legal actions all the way (the levels' own positions).
#[test]
fn bot_games_finish() {
    for (variant, players) in [("classic", 2), ("flash", 3), ("plus", 4), ("plus", 2)] {
        let config = morpyam::Config::builtin(variant).unwrap();
        let mut g = Morpyam::new(&config, players, 7).unwrap();
        let mut step = 0;
        while let Some(seat) = g.to_act() {
            let level = BOT_LEVELS[(seat + 1) % 4];
            let a = Morpyam::bot_action(&g.view(seat), level, step).unwrap();
            g.apply(a).unwrap_or_else(|e| panic!("{level}: {e:?}"));
            step += 1;
            assert!(step < 20_000, "{variant} {players} does not end");
        }
    }
}

#[test]
fn wrong_seat_unknown_level_and_game_over_are_errors() {
    let g = Morpyam::new(&morpyam::Config::builtin("classic").unwrap(), 2, 1).unwrap();
    assert!(Morpyam::bot_action(&g.view(1), "hard", 0).is_err());
    assert!(Morpyam::bot_action(&g.view(0), "grandmaster", 0).is_err());
    let mut g = g;
    g.apply(Action::Resign { seat: 1 }).unwrap();
    assert!(Morpyam::bot_action(&g.view(0), "hard", 0).is_err());
}

/// A classic 2-player match after the roll-off (seat 0 starts) with tokens set on the grid.
fn position(tokens: &[(Square, usize)]) -> Morpyam {
    let mut g = Morpyam::new(&morpyam::Config::builtin("classic").unwrap(), 2, 3).unwrap();
    let mut s = Scripted::dice([6, 1]);
    g.apply_with(Action::RollOff, &mut s).unwrap();
    g.apply_with(Action::RollOff, &mut s).unwrap();
    let mut t = g.table().clone();
    for &(q, seat) in tokens {
        t.owners[q as usize] = Some(seat);
        t.tokens_left[seat] -= 1;
    }
    Morpyam::from_table(t, 9)
}

fn roll(g: &mut Morpyam, rethrow: [bool; 5], dice: &[u8]) {
    g.apply_with(Action::Roll { rethrow }, &mut Scripted::dice(dice.iter().copied())).unwrap();
}

/// Let `level` play seat 0's turn to its end; every die thrown comes from `faces` in order.
/// Returns the actions it took.
fn play_turn(g: &mut Morpyam, level: &str, faces: &[u8]) -> Vec<Action> {
    let mut s = Scripted::dice(faces.iter().copied());
    let mut out = Vec::new();
    while g.to_act() == Some(0) && out.len() < 10 {
        let a = Morpyam::bot_action(&g.view(0), level, 0).unwrap();
        out.push(a.clone());
        let ends = matches!(a, Action::Place { .. } | Action::Pass);
        g.apply_with(a, &mut s).unwrap();
        if ends {
            break;
        }
    }
    out
}

#[test]
fn hard_takes_a_ko() {
    // Seat 0 holds 4 of row 5 (squares 30..=33); 34 is BRELAN of 1. Three 1s: KO now.
    let mut g = position(&[(30, 0), (31, 0), (32, 0), (33, 0), (7, 1), (8, 1), (9, 1)]);
    roll(&mut g, [true; 5], &[1, 1, 1, 4, 6]);
    assert_eq!(Morpyam::bot_action(&g.view(0), "hard", 0).unwrap(), Action::Place { square: 34 });
}

#[test]
fn hard_blocks_a_ko_threat() {
    // Seat 1 holds 30..=33 of row 5; 34 (BRELAN of 1) would KO it. Seat 0 rolls three 1s: it
    // may roll on for free (the BRELAN stays), but its token ends on 34.
    let mut g = position(&[(30, 1), (31, 1), (32, 1), (33, 1), (7, 0), (8, 0)]);
    let acts = play_turn(&mut g, "hard", &[1, 1, 1, 4, 6, 4, 6, 4, 6, 4, 6]);
    assert_eq!(acts.last(), Some(&Action::Place { square: 34 }), "{acts:?}");
}

#[test]
fn hard_turns_four_of_a_kind_into_the_appel_square_or_a_carre() {
    // Four 5s: re-throwing the fifth die keeps the CARRÉ, so the bot rolls on for a MORPYAM,
    // and calls CARRÉ before a roll where it cannot fail; its token ends on a CARRÉ or APPEL.
    let mut g = position(&[]);
    let acts = play_turn(&mut g, "hard", &[5, 5, 5, 5, 2, 3, 3, 3]);
    assert_eq!(acts[0], Action::Roll { rethrow: [true; 5] });
    for a in &acts[1..acts.len() - 1] {
        if let Action::Roll { rethrow } = a {
            assert_eq!(*rethrow, [false, false, false, false, true], "{acts:?}");
        }
    }
    let Some(Action::Place { square }) = acts.last() else { panic!("{acts:?}") };
    let fig = g.table().grid[*square as usize];
    assert!(matches!(fig, Some(Figure::Carre | Figure::Appel)), "{fig:?} {acts:?}");
}

#[test]
fn hard_keeps_its_last_token_when_placing_it_would_lose() {
    // Seat 1 has two runs of three (2 points); seat 0 has one token left and none: its last
    // token would end the game 0 + 1 bonus to 2. The hard level never places it.
    let g = position(&[(0, 1), (1, 1), (2, 1), (12, 1), (13, 1), (14, 1), (35, 0), (22, 0)]);
    let mut t = g.table().clone();
    t.tokens_left[0] = 1;
    let mut g = Morpyam::from_table(t, 1);
    let acts = play_turn(&mut g, "hard", &[2, 3, 4, 5, 6, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6]);
    assert!(acts.iter().all(|a| !matches!(a, Action::Place { .. })), "{acts:?}");
    // The easy level does place it.
    let g2 = position(&[(0, 1), (1, 1), (2, 1), (12, 1), (13, 1), (14, 1), (35, 0), (22, 0)]);
    let mut t = g2.table().clone();
    t.tokens_left[0] = 1;
    let mut g2 = Morpyam::from_table(t, 1);
    let acts = play_turn(&mut g2, "easy", &[2, 3, 4, 5, 6]);
    assert!(matches!(acts.last(), Some(Action::Place { .. })), "{acts:?}");
}

#[test]
fn easy_keeps_the_most_common_value() {
    let mut g = position(&[]);
    // Every BRELAN, SMALL STRAIGHT... square: make dice that take nothing on roll 1 is hard on
    // the classic grid, so fill the grid's squares the dice could take.
    let mut t = g.table().clone();
    for q in 0..36 {
        if t.grid[q] != Some(Figure::Brelan(6)) {
            t.owners[q] = Some(1);
        }
    }
    g = Morpyam::from_table(t, 1);
    roll(&mut g, [true; 5], &[2, 2, 6, 2, 4]);
    assert_eq!(
        Morpyam::bot_action(&g.view(0), "easy", 0).unwrap(),
        Action::Roll { rethrow: [false, false, true, false, true] }
    );
}

#[test]
fn random_level_spreads_over_kinds() {
    let mut g = position(&[]);
    roll(&mut g, [true; 5], &[1, 2, 3, 4, 6]);
    let mut rng = GameRng::seeded(1);
    let kinds: std::collections::BTreeSet<String> = (0..200)
        .map(|_| {
            let a = Morpyam::bot_action(&g.view(0), "random", rng.below(1 << 30) as u64).unwrap();
            format!("{:?}", std::mem::discriminant(&a))
        })
        .collect();
    assert!(kinds.len() >= 4, "{kinds:?}");
}

#[test]
fn five_equal_dice_are_no_carre_to_the_bots_while_a_morpyam_square_is_free() {
    // Seat 0 holds 8..=11 of row 1; square 7, a CARRÉ, would make five in a row (KO). Five 5s
    // on roll 1 may not go there while a MORPYAM square is free, so no level places them on 7.
    let tokens = [(8, 0), (9, 0), (10, 0), (11, 0), (0, 1), (1, 1), (2, 1), (3, 1)];
    for level in BOT_LEVELS {
        let mut g = position(&tokens);
        roll(&mut g, [true; 5], &[5; 5]);
        let a = Morpyam::bot_action(&g.view(0), level, 0).unwrap();
        assert!(g.legal_actions().contains(&a), "{level}: {a:?}");
        assert_ne!(a, Action::Place { square: 7 }, "{level}");
    }
    // The hard level re-throws one die for the CARRÉ and the KO rather than take a MORPYAM
    // square: 35 chances in 36 over two rolls.
    let mut g = position(&tokens);
    let acts = play_turn(&mut g, "hard", &[5, 5, 5, 5, 5, 2]);
    let Action::Roll { rethrow } = acts[1] else { panic!("{acts:?}") };
    assert_eq!(rethrow.iter().filter(|&&b| b).count(), 1, "{acts:?}");
    assert_eq!(acts.last(), Some(&Action::Place { square: 7 }), "{acts:?}");
    assert_eq!(g.outcome().unwrap().reason, "KO");
}
