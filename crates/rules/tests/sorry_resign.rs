//! Resigning in Sorry!: any seat still playing may resign at any time (never listed among the
//! legal actions). Two players: the other wins. Teams: the resigning seat's team loses. Three or
//! four players: the seat takes no more turns, its pawns stay where they are, its hand goes to
//! the discards, and the others play on until one is left or one gets home.

mod sorry_common;

use parlour_rules::games::sorry::{Action, Card, Config, Event, Phase, Pos, Sorry};
use parlour_rules::{Chance, Game, GameRng, Outcome, RuleErrorKind};
use sorry_common::*;

fn resigned(winners: Vec<usize>, scores: Vec<i32>) -> Event {
    Event::GameOver { outcome: Outcome { winners, scores, reason: "resignation".into() } }
}

#[test]
fn two_players_the_other_seat_wins_and_plays_first_next_time() {
    let mut g = game("standard", 2);
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Resign { .. })));
    // Seat 1 resigns while seat 0 is to draw.
    let ev = g.apply(Action::Resign { seat: 1 }).unwrap();
    assert_eq!(ev, vec![Event::Resigned { seat: 1 }, resigned(vec![0], vec![])]);
    assert_eq!((g.to_act(), g.phase()), (None, Phase::Over));
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
    assert_eq!(refused(&mut g, Action::Resign { seat: 0 }).kind, RuleErrorKind::GameOver);
    assert_eq!(g.rematch(3).unwrap().phase(), Phase::Draw { seat: 0 });
}

#[test]
fn a_resignation_is_refused_for_no_seat_or_twice() {
    let mut g = game("standard", 3);
    assert_eq!(refused(&mut g, Action::Resign { seat: 3 }).kind, RuleErrorKind::BadInput);
    g.apply(Action::Resign { seat: 2 }).unwrap();
    assert!(g.has_resigned(2));
    assert_eq!(refused(&mut g, Action::Resign { seat: 2 }).kind, RuleErrorKind::Illegal);
}

#[test]
fn teams_the_resigning_seats_team_loses() {
    let mut g = game("teams", 4);
    let ev = g.apply(Action::Resign { seat: 2 }).unwrap();
    assert_eq!(ev, vec![Event::Resigned { seat: 2 }, resigned(vec![1, 3], vec![])]);
    let mut g = game("teams", 4);
    draw(&mut g, Card::Five);
    let ev = g.apply(Action::Resign { seat: 3 }).unwrap();
    assert_eq!(ev.last(), Some(&resigned(vec![0, 2], vec![])));
}

#[test]
fn three_players_the_others_play_on_and_the_last_one_left_wins() {
    let mut g = game("standard", 3);
    g.place(&[(pawn(Y, 0), Pos::Track(40)), (pawn(B, 0), Pos::Home)]).unwrap();
    // Red resigns with a drawn card in hand: the card is discarded and Blue plays.
    draw(&mut g, Card::Five);
    let ev = g.apply(Action::Resign { seat: 0 }).unwrap();
    assert_eq!(ev, vec![Event::Resigned { seat: 0 }, Event::TurnStarted { seat: 1 }]);
    assert_eq!(g.discards(), &[Card::Five]);
    assert_eq!(g.phase(), Phase::Draw { seat: 1 });
    check_invariants(&g);
    // Yellow resigns out of turn: nothing moves, and play skips it from now on.
    let ev = g.apply(Action::Resign { seat: 2 }).unwrap();
    assert_eq!(ev, vec![Event::Resigned { seat: 2 }, resigned(vec![1], vec![])]);
    assert_eq!(g.pawn(pawn(Y, 0)), Pos::Track(40), "a resigned seat's pawns stay where they are");
}

#[test]
fn a_resigned_seat_is_skipped_and_its_pawns_can_still_be_bumped() {
    let mut g = game("standard", 3);
    g.place(&[(pawn(B, 0), Pos::Track(9))]).unwrap();
    g.apply(Action::Resign { seat: 1 }).unwrap();
    assert_eq!(g.phase(), Phase::Draw { seat: 0 }, "not Blue's turn: nothing else changes");
    g.place(&[(pawn(R, 0), Pos::Track(4))]).unwrap();
    draw(&mut g, Card::Five);
    let ev = play(&mut g, fwd(Card::Five, pawn(R, 0), 5));
    assert!(ev.contains(&Event::Bumped { pawn: pawn(B, 0), by: pawn(R, 0), square: 9 }), "{ev:?}");
    assert_eq!(ev.last(), Some(&Event::TurnStarted { seat: 2 }), "Blue is skipped");
    draw(&mut g, Card::Three);
    let ev = g.apply(g.legal_actions()[0].clone()).unwrap();
    assert_eq!(ev.last(), Some(&Event::TurnStarted { seat: 0 }));
}

#[test]
fn playing_for_points_the_hand_is_discarded_and_only_pawns_home_score() {
    let mut g = game("points", 3);
    g.place(&[(pawn(R, 0), Pos::Home), (pawn(Y, 0), Pos::Home), (pawn(Y, 1), Pos::Home)]).unwrap();
    let hand = g.hand(1).to_vec();
    let ev = g.apply(Action::Resign { seat: 1 }).unwrap();
    let discarded: Vec<Card> = ev
        .iter()
        .filter_map(|e| if let Event::Discarded { seat: 1, card } = e { Some(*card) } else { None })
        .collect();
    assert_eq!(discarded, hand);
    assert!(g.hand(1).is_empty());
    check_invariants(&g);
    let ev = g.apply(Action::Resign { seat: 0 }).unwrap();
    assert_eq!(ev.last(), Some(&resigned(vec![2], vec![5, 0, 10])));
}

#[test]
fn a_resignation_during_the_start_draw_leaves_the_others_to_draw() {
    let config = Config::builtin("standard").unwrap();
    let mut g = Sorry::new(&config, 3, 5).unwrap();
    g.apply(Action::StartDraw).unwrap();
    // Seat 0 drew; it resigns: its card stays out of the pile until the draw is settled.
    g.apply(Action::Resign { seat: 0 }).unwrap();
    assert_eq!(g.start_draw().contenders, vec![1, 2]);
    check_invariants(&g);
    assert_eq!(g.phase(), Phase::StartDraw { seat: 1 });
    // Seat 2 resigns too: seat 1 is the last one left and wins.
    let ev = g.apply(Action::Resign { seat: 2 }).unwrap();
    assert_eq!(ev.last(), Some(&resigned(vec![1], vec![])));
    // Four players, one resigns before drawing: the other three settle who starts.
    let mut g = Sorry::new(&config, 4, 9).unwrap();
    g.apply(Action::Resign { seat: 2 }).unwrap();
    while let Phase::StartDraw { seat } = g.phase() {
        assert_ne!(seat, 2);
        g.apply(Action::StartDraw).unwrap();
        check_invariants(&g);
    }
    assert_ne!(g.first_player(), 2);
    assert_eq!(g.draw_pile().len(), 45);
}

#[test]
fn random_games_with_resignations_end_and_never_give_a_resigned_seat_the_turn() {
    for (variant, players) in [("standard", 4), ("points", 4), ("standard", 3), ("modern", 3), ("teams", 4)] {
        let config = Config::builtin(variant).unwrap();
        for seed in 0..200u64 {
            let mut g = Sorry::new(&config, players, seed).unwrap();
            let mut pick = GameRng::seeded(seed ^ 0xdead);
            let mut out = vec![false; players];
            while let Some(seat) = g.to_act() {
                assert!(!out[seat], "{variant}: resigned seat {seat} is to act\n{}", g.dump());
                if pick.below(60) == 0 {
                    let who = pick.below(players as u32) as usize;
                    if !out[who] {
                        g.apply(Action::Resign { seat: who }).unwrap();
                        out[who] = true;
                        check_invariants(&g);
                        continue;
                    }
                }
                let legal = g.legal_actions();
                g.apply(legal[pick.below(legal.len() as u32) as usize].clone()).unwrap();
                check_invariants(&g);
            }
            let o = g.outcome().unwrap();
            assert!(o.winners.iter().all(|&w| !out[w]), "{variant}: a resigned seat won: {o:?}");
        }
    }
}
