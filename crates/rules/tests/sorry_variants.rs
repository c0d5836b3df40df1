//! Sorry! variants (teams, play for points, 2013 cards), hidden information, level files,
//! saving and the engine.

use parlour_rules::games::sorry::{Action, Bonus, Card, Config, Event, Part, Phase, Pos, Sorry, score};
use parlour_rules::{Game, RuleErrorKind};

mod sorry_common;
use sorry_common::*;

fn split(
    a: (parlour_rules::games::sorry::PawnRef, u8),
    b: (parlour_rules::games::sorry::PawnRef, u8),
) -> Action {
    Action::Split { parts: vec![Part { pawn: a.0, steps: a.1 }, Part { pawn: b.0, steps: b.1 }] }
}

// ---- Teams ----

#[test]
fn teams_move_and_start_the_partners_pawns() {
    let mut g = game("teams", 4);
    g.place(&[(pawn(Y, 0), Pos::Track(40))]).unwrap();
    draw(&mut g, Card::One);
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::Start { card: Card::One, pawn: pawn(R, 0) }));
    assert!(legal.contains(&Action::Start { card: Card::One, pawn: pawn(Y, 1) }));
    assert!(legal.contains(&fwd(Card::One, pawn(Y, 0), 1)));
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, Action::Start { pawn, .. } if pawn.colour == B || pawn.colour == G))
    );
    play(&mut g, Action::Start { card: Card::One, pawn: pawn(Y, 1) });
    assert_eq!(at(&g, pawn(Y, 1)), Pos::Track(34), "onto Yellow's own circle");
}

#[test]
fn teams_split_a_seven_between_any_two_team_pawns() {
    let mut g = game("teams", 4);
    g.place(&[(pawn(R, 0), Pos::Track(10)), (pawn(Y, 0), Pos::Track(40)), (pawn(Y, 1), Pos::Track(50))])
        .unwrap();
    draw(&mut g, Card::Seven);
    let legal = g.legal_actions();
    assert!(legal.iter().all(|a| match a {
        Action::Split { parts } => parts.len() == 2,
        _ => true,
    }));
    play(&mut g, split((pawn(R, 0), 3), (pawn(Y, 0), 4)));
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(Y, 0))), (Pos::Track(13), Pos::Track(44)));
}

#[test]
fn teams_option_splits_a_seven_among_any_of_the_pawns() {
    let mut g = game_with("teams", 4, |c| c.seven_split_pawns = 8);
    g.place(&[(pawn(R, 0), Pos::Track(10)), (pawn(Y, 0), Pos::Track(40)), (pawn(Y, 1), Pos::Track(50))])
        .unwrap();
    draw(&mut g, Card::Seven);
    let three = Action::Split {
        parts: vec![
            Part { pawn: pawn(R, 0), steps: 2 },
            Part { pawn: pawn(Y, 0), steps: 2 },
            Part { pawn: pawn(Y, 1), steps: 3 },
        ],
    };
    play(&mut g, three);
    assert_eq!(
        (at(&g, pawn(R, 0)), at(&g, pawn(Y, 0)), at(&g, pawn(Y, 1))),
        (Pos::Track(12), Pos::Track(42), Pos::Track(53))
    );
}

#[test]
fn teams_sorry_must_be_played_on_the_partner_if_that_is_the_only_target() {
    let mut g = game("teams", 4);
    g.place(&[(pawn(Y, 2), Pos::Track(40))]).unwrap();
    draw(&mut g, Card::Sorry);
    let sorry = Action::Sorry { card: Card::Sorry, pawn: pawn(R, 0), target: pawn(Y, 2) };
    assert_eq!(g.legal_actions(), vec![sorry.clone()]);
    refused(&mut g, Action::Forfeit);
    play(&mut g, sorry);
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(Y, 2))), (Pos::Track(40), Pos::Start));
}

#[test]
fn teams_swap_only_with_the_other_team() {
    let mut g = game("teams", 4);
    g.place(&[(pawn(R, 0), Pos::Track(10)), (pawn(Y, 0), Pos::Track(40)), (pawn(B, 0), Pos::Track(25))])
        .unwrap();
    draw(&mut g, Card::Eleven);
    let swaps: Vec<Action> =
        g.legal_actions().into_iter().filter(|a| matches!(a, Action::Swap { .. })).collect();
    assert_eq!(
        swaps,
        vec![
            Action::Swap { card: Card::Eleven, pawn: pawn(R, 0), target: pawn(B, 0) },
            Action::Swap { card: Card::Eleven, pawn: pawn(Y, 0), target: pawn(B, 0) },
        ]
    );
}

#[test]
fn teams_win_only_with_all_eight_pawns_home() {
    let home4 = |c| {
        [(pawn(c, 0), Pos::Home), (pawn(c, 1), Pos::Home), (pawn(c, 2), Pos::Home), (pawn(c, 3), Pos::Home)]
    };
    let mut g = game("teams", 4);
    g.place(&home4(R)).unwrap();
    g.place(&[
        (pawn(Y, 0), Pos::Home),
        (pawn(Y, 1), Pos::Home),
        (pawn(Y, 2), Pos::Home),
        (pawn(Y, 3), Pos::Safety(3)),
    ])
    .unwrap();
    draw(&mut g, Card::One);
    // Red is all home but the team is not: Red still plays, with Yellow's pawns.
    let ev = play(&mut g, fwd(Card::One, pawn(Y, 3), 1));
    assert_eq!(g.to_act(), Some(1));
    assert!(!ev.iter().any(|e| matches!(e, Event::GameOver { .. })));
    g.set_turn(0).unwrap();
    draw(&mut g, Card::One);
    let ev = play(&mut g, fwd(Card::One, pawn(Y, 3), 1));
    assert_eq!(ev.last(), Some(&won(vec![0, 2], vec![])));
}

#[test]
fn teams_need_four_players() {
    let c = Config::builtin("teams").unwrap();
    assert_eq!(Sorry::new(&c, 3, 1).unwrap_err().kind, RuleErrorKind::BadInput);
}

// ---- Play for points ----

#[test]
fn points_start_with_one_pawn_on_the_circle_and_five_cards_each() {
    let g = game("points", 3);
    for c in 0..3 {
        assert_eq!(g.pawns()[c][..3], [Pos::Start; 3]);
        assert_eq!(g.pawns()[c][3], Pos::Track(g.config().board.sides[c].circle));
        assert_eq!(g.hand(c).len(), 5);
    }
    assert_eq!(g.draw_pile().len(), 30);
    assert_eq!(g.phase(), Phase::Play { seat: 0 });
    check_invariants(&g);
}

#[test]
fn points_play_a_card_from_the_hand_then_draw_back_to_five() {
    let mut g = game("points", 2);
    g.set_hand(1, &[Card::Ten, Card::Ten, Card::Ten, Card::Ten, Card::Twelve]).unwrap();
    g.set_hand(0, &[Card::Three, Card::Three, Card::Four, Card::Five, Card::Eight]).unwrap();
    let legal = g.legal_actions();
    assert!(legal.contains(&fwd(Card::Three, pawn(R, 3), 3)));
    assert!(legal.contains(&back(Card::Four, pawn(R, 3), 4)));
    assert!(!legal.iter().any(|a| matches!(a, Action::Discard { .. })), "a card can move: no discarding");
    refused(&mut g, fwd(Card::Ten, pawn(R, 3), 10));
    let ev = play(&mut g, fwd(Card::Eight, pawn(R, 3), 8));
    assert_eq!(ev[0], Event::CardPlayed { seat: 0, card: Card::Eight });
    assert!(matches!(ev[2], Event::CardDrawn { seat: 0, card: Some(_), to_hand: true }));
    assert_eq!(ev.last(), Some(&Event::TurnStarted { seat: 1 }));
    assert_eq!(at(&g, pawn(R, 3)), Pos::Track(12));
    assert_eq!(g.hand(0).len(), 5);
    assert_eq!(g.discards(), vec![Card::Eight]);
    check_invariants(&g);
}

#[test]
fn points_with_no_playable_card_discard_one_and_the_turn_ends() {
    let mut g = game("points", 2);
    g.place(&[(pawn(R, 3), Pos::Safety(4)), (pawn(B, 3), Pos::Start)]).unwrap();
    g.set_hand(1, &[Card::Ten, Card::Ten, Card::Ten, Card::Ten, Card::Twelve]).unwrap();
    // Red's only pawn out needs 1 to get HOME, Blue has no pawn on the track: nothing can move.
    g.set_hand(0, &[Card::Sorry, Card::Sorry, Card::Sorry, Card::Eleven, Card::Seven]).unwrap();
    let legal = g.legal_actions();
    assert_eq!(
        legal,
        vec![
            Action::Discard { card: Card::Seven },
            Action::Discard { card: Card::Eleven },
            Action::Discard { card: Card::Sorry },
        ]
    );
    let ev = play(&mut g, Action::Discard { card: Card::Eleven });
    assert_eq!(ev[0], Event::Discarded { seat: 0, card: Card::Eleven });
    assert_eq!(ev.last(), Some(&Event::TurnStarted { seat: 1 }));
    assert_eq!(g.hand(0).len(), 5);
    assert_eq!(g.phase(), Phase::Play { seat: 1 });
}

#[test]
fn points_two_plays_again() {
    let mut g = game("points", 2);
    g.set_hand(1, &[Card::Ten; 5]).unwrap_err();
    g.set_hand(1, &[Card::Ten, Card::Ten, Card::Ten, Card::Ten, Card::Twelve]).unwrap();
    g.set_hand(0, &[Card::Two, Card::Three, Card::Three, Card::Three, Card::Three]).unwrap();
    let ev = play(&mut g, fwd(Card::Two, pawn(R, 3), 2));
    assert_eq!(ev.last(), Some(&Event::DrawAgain { seat: 0 }));
    assert_eq!(g.phase(), Phase::Play { seat: 0 });
}

#[test]
fn points_scoring_highest_bonus_or_cumulative() {
    let mut pawns = [[Pos::Start; 4]; 4];
    pawns[0] = [Pos::Home; 4];
    // Opponents with none home: 20 + 5·12 + 100 (or 25 + 50 + 100).
    assert_eq!(score::points(&pawns, 4, 0, Bonus::Highest), vec![180, 0, 0, 0]);
    assert_eq!(score::points(&pawns, 4, 0, Bonus::Cumulative), vec![255, 0, 0, 0]);
    // Best opponent has one home: bonus 50 (or 25 + 50).
    pawns[1][0] = Pos::Home;
    assert_eq!(score::points(&pawns, 4, 0, Bonus::Highest), vec![20 + 55 + 50, 5, 0, 0]);
    assert_eq!(score::points(&pawns, 4, 0, Bonus::Cumulative), vec![20 + 55 + 75, 5, 0, 0]);
    // Two home: 25. Three home: no bonus.
    pawns[2] = [Pos::Home, Pos::Home, Pos::Start, Pos::Start];
    assert_eq!(score::points(&pawns, 4, 0, Bonus::Highest), vec![20 + 45 + 25, 5, 10, 0]);
    pawns[3] = [Pos::Home, Pos::Home, Pos::Home, Pos::Start];
    assert_eq!(score::points(&pawns, 4, 0, Bonus::Highest), vec![20 + 30, 5, 10, 15]);
    assert_eq!(score::points(&pawns, 4, 0, Bonus::Cumulative), vec![20 + 30, 5, 10, 15]);
}

#[test]
fn points_game_ends_with_scores() {
    let mut g = game("points", 2);
    g.place(&[
        (pawn(R, 0), Pos::Home),
        (pawn(R, 1), Pos::Home),
        (pawn(R, 2), Pos::Home),
        (pawn(R, 3), Pos::Safety(4)),
        (pawn(B, 0), Pos::Home),
    ])
    .unwrap();
    g.set_hand(1, &[Card::Ten, Card::Ten, Card::Ten, Card::Ten, Card::Twelve]).unwrap();
    g.set_hand(0, &[Card::One, Card::Three, Card::Three, Card::Three, Card::Three]).unwrap();
    let ev = play(&mut g, fwd(Card::One, pawn(R, 3), 1));
    // Red: 20 + 5·3 + 50; Blue: 5.
    assert_eq!(ev.last(), Some(&won(vec![0], vec![85, 5])));
    assert_eq!(g.outcome().unwrap().scores, vec![85, 5]);
}

#[test]
fn points_hands_are_hidden_from_other_seats() {
    let mut g = game("points", 3);
    g.set_hand(1, &[Card::Twelve, Card::Twelve, Card::Twelve, Card::Twelve, Card::Ten]).unwrap();
    let v0 = g.view(0);
    assert_eq!(v0.hand, g.hand(0));
    assert_eq!(v0.hand_sizes, vec![5, 5, 5]);
    let json = serde_json::to_string(&v0).unwrap();
    assert!(!json.contains("Twelve\",\"Twelve"), "seat 1's hand leaked into seat 0's view");
    assert!(!json.contains("rng") && !json.contains("hands"));
    // Seat 0 cannot tell seat 1's hand from the draw pile: unseen counts lump them together.
    let twelves = v0.unseen.iter().find(|(c, _)| *c == Card::Twelve).unwrap().1;
    assert_eq!(twelves, 4 - g.hand(0).iter().filter(|&&c| c == Card::Twelve).count());
    assert!(g.view(1).legal.is_empty() && !g.view(0).legal.is_empty());
    // Cards drawn into a hand are hidden in the events other seats see.
    let e = Event::CardDrawn { seat: 1, card: Some(Card::One), to_hand: true };
    assert_eq!(e.seen_by(0), Event::CardDrawn { seat: 1, card: None, to_hand: true });
    assert_eq!(e.seen_by(1), e);
}

#[test]
fn standard_view_shows_public_cards_only() {
    let mut g = game("standard", 2);
    draw(&mut g, Card::Five);
    let v = g.view(1);
    assert_eq!(v.phase, Phase::Move { seat: 0, card: Card::Five });
    assert_eq!(v.draw_pile, 44);
    assert!(v.hand.is_empty() && v.legal.is_empty());
    assert_eq!(v.unseen.iter().find(|(c, _)| *c == Card::Five).unwrap().1, 3);
    assert_eq!(v.pawns.len(), 2);
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("rng"));
}

// ---- 2013 cards ----

#[test]
fn modern_sorry_may_move_four_forward_instead() {
    let mut g = game_with("standard", 2, |c| c.modern_cards = true);
    g.place(&[(pawn(R, 0), Pos::Track(30)), (pawn(B, 0), Pos::Track(40))]).unwrap();
    draw(&mut g, Card::Sorry);
    let legal = g.legal_actions();
    assert!(legal.contains(&fwd(Card::Sorry, pawn(R, 0), 4)));
    assert!(legal.contains(&Action::Sorry { card: Card::Sorry, pawn: pawn(R, 1), target: pawn(B, 0) }));
    play(&mut g, fwd(Card::Sorry, pawn(R, 0), 4));
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(34));
}

#[test]
fn modern_any_card_starts_a_pawn_and_the_two_does_not_draw_again() {
    let mut g = game("modern", 2);
    draw(&mut g, Card::Eight);
    assert_eq!(g.legal_actions(), vec![Action::Start { card: Card::Eight, pawn: pawn(R, 0) }]);
    play(&mut g, Action::Start { card: Card::Eight, pawn: pawn(R, 0) });
    g.set_turn(0).unwrap();
    draw(&mut g, Card::Two);
    let ev = play(&mut g, fwd(Card::Two, pawn(R, 0), 2));
    assert_eq!(ev.last(), Some(&Event::TurnStarted { seat: 1 }));
}

// ---- Levels, saving, engine, dump ----

#[test]
fn built_in_levels_load_and_share_one_board() {
    let std = Config::builtin("standard").unwrap();
    assert_eq!(std.board.track, 60);
    assert_eq!(std.board.safety, 5);
    for (i, side) in std.board.sides.iter().enumerate() {
        let o = 15 * i as u8;
        assert_eq!((side.circle, side.entry), (o + 4, o + 2));
        assert_eq!(
            side.slides.iter().map(|s| (s.from, s.to)).collect::<Vec<_>>(),
            vec![(o + 1, o + 4), (o + 9, o + 13)]
        );
    }
    assert_eq!((std.teams, std.modern_cards, std.seven_split_pawns), (false, false, 2));
    for v in ["teams", "points", "modern"] {
        assert_eq!(Config::builtin(v).unwrap().board, std.board, "{v}");
    }
}

#[test]
fn a_bad_level_names_file_line_and_column() {
    let (_, text) = parlour_rules::level::builtin("sorry", "standard").unwrap();
    let bad = text.replace("slides: [(from: 16, to: 19)", "slides: [(from: 16, to: 75)");
    let e = Config::from_level("levels/sorry/bad.ron", &bad).unwrap_err();
    assert_eq!(e.file, "levels/sorry/bad.ron");
    let line = bad.lines().position(|l| l.contains("from: 16")).unwrap() + 1;
    assert_eq!(e.line, Some(line), "{e}");
    assert!(e.message.contains("off the track"), "{e}");
    let typo = text.replace("modern_cards:", "modern_card:");
    let e = Config::from_level("x.ron", &typo).unwrap_err();
    assert!(e.line.is_some(), "{e}");
    // The same check runs in Game::new.
    let mut c = Config::builtin("standard").unwrap();
    c.board.sides[1].circle = 60;
    let e = Sorry::new(&c, 2, 0).unwrap_err();
    assert_eq!(e.kind, RuleErrorKind::BadInput);
    assert!(e.message.contains("off the 60-square track"), "{}", e.message);
    let mut c = Config::builtin("points").unwrap();
    c.teams = true;
    assert!(Sorry::new(&c, 4, 0).unwrap_err().message.contains("teams"));
}

#[test]
fn a_saved_match_continues_identically() {
    let mut g = game("points", 3);
    for _ in 0..40 {
        let a = g.legal_actions()[0].clone();
        g.apply(a).unwrap();
    }
    let json = serde_json::to_string(&g).unwrap();
    let mut h: Sorry = serde_json::from_str(&json).unwrap();
    let ron_text = ron::to_string(&g).unwrap();
    let mut k: Sorry = ron::from_str(&ron_text).unwrap();
    for _ in 0..40 {
        if g.to_act().is_none() {
            break;
        }
        let a = g.legal_actions().last().unwrap().clone();
        let e1 = g.apply(a.clone()).unwrap();
        assert_eq!(h.apply(a.clone()).unwrap(), e1);
        assert_eq!(k.apply(a).unwrap(), e1);
    }
    assert_eq!(g, h);
    assert_eq!(g, k);
}

#[test]
fn the_engine_plays_sorry() {
    let mut e = parlour_rules::engine::Engine::new();
    let mut ask =
        |line: &str| -> serde_json::Value { serde_json::from_str(&e.handle_line(line).unwrap()).unwrap() };
    let r = ask(r#"{"cmd":"new","game":"sorry","variant":"teams","players":4,"seed":3}"#);
    assert_eq!(r["to_act"], 0);
    // The start draw first: a card per seat (ties draw again) until one seat plays first.
    let r = ask(r#"{"cmd":"legal"}"#);
    assert_eq!(r["actions"], serde_json::json!(["start_draw"]));
    let first = loop {
        let r = ask(r#"{"cmd":"apply","action":"start_draw"}"#);
        assert_eq!(r["ok"], true, "{r}");
        let events = r["events"].as_array().unwrap();
        assert!(events[0]["start_draw"].is_object() || events[0]["reshuffled"].is_object(), "{r}");
        if let Some(e) = events.iter().find(|e| e["first_player"].is_object()) {
            break e["first_player"]["seat"].clone();
        }
    };
    let r = ask(r#"{"cmd":"status"}"#);
    assert_eq!(r["to_act"], first);
    let r = ask(r#"{"cmd":"apply","action":"draw"}"#);
    assert!(r["events"][0]["card_drawn"].is_object());
    let r = ask(r#"{"cmd":"legal"}"#);
    assert!(!r["actions"].as_array().unwrap().is_empty());
    let r = ask(
        r#"{"cmd":"new","game":"sorry","variant":"standard","players":2,"options":{"modern_cards":true}}"#,
    );
    assert_eq!(r["ok"], true);
    let r = ask(r#"{"cmd":"view","seat":1}"#);
    assert_eq!(r["view"]["config"]["modern_cards"], true);
    let r = ask(r#"{"cmd":"show"}"#);
    assert!(r["text"].as_str().unwrap().contains("Red to draw for the start"), "{r}");
    let r = ask(
        r#"{"cmd":"new","game":"sorry","variant":"standard","players":2,"options":{"who_starts":"Red"}}"#,
    );
    assert_eq!(r["ok"], true);
    let r = ask(r#"{"cmd":"legal"}"#);
    assert_eq!(r["actions"], serde_json::json!(["draw"]));
}

#[test]
fn the_dump_shows_pawns_on_their_squares() {
    let mut g = game("standard", 2);
    g.place(&[(pawn(R, 2), Pos::Track(20)), (pawn(B, 1), Pos::Safety(3)), (pawn(B, 0), Pos::Home)]).unwrap();
    let d = g.dump();
    let rows: Vec<&str> = d.lines().collect();
    let numbers = rows.iter().position(|l| l.contains(" 15 16 17")).unwrap();
    let col = rows[numbers].find(" 20").unwrap();
    assert_eq!(&rows[numbers + 2][col..col + 3], " R2", "{d}");
    assert!(d.contains("Blue    START [2,3]  SAFETY [.. .. .. B1 ..]  HOME [0]"), "{d}");
}
