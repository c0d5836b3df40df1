//! Sorry!: one test per card and per movement rule, on hand-built positions (standard rules,
//! Red to act unless said otherwise). Board: Red's side starts at 0, Blue's at 15; Red's circle
//! is 4, its safety entry 2, its slides 1→4 and 9→13; Blue's slides are 16→19 and 24→28.

use parlour_rules::games::sorry::{Action, Card, Event, Part, Phase, Pos, Sorry};
use parlour_rules::{Game, RuleErrorKind};

mod sorry_common;
use sorry_common::*;

/// A two-player standard match (Red, Blue) with the given pawns placed and `card` drawn by Red.
fn red_with(card: Card, placements: &[(parlour_rules::games::sorry::PawnRef, Pos)]) -> Sorry {
    let mut g = game("standard", 2);
    g.place(placements).unwrap();
    draw(&mut g, card);
    g
}

fn sorted(mut v: Vec<Action>) -> Vec<String> {
    let mut s: Vec<String> = v.drain(..).map(|a| format!("{a:?}")).collect();
    s.sort();
    s
}

fn same_actions(a: Vec<Action>, b: Vec<Action>) {
    assert_eq!(sorted(a), sorted(b));
}

#[test]
fn one_starts_a_pawn_or_moves_one_forward() {
    let mut g = red_with(Card::One, &[(pawn(R, 0), Pos::Track(20))]);
    same_actions(
        g.legal_actions(),
        vec![Action::Start { card: Card::One, pawn: pawn(R, 1) }, fwd(Card::One, pawn(R, 0), 1)],
    );
    let ev = play(&mut g, Action::Start { card: Card::One, pawn: pawn(R, 1) });
    assert_eq!(at(&g, pawn(R, 1)), Pos::Track(4));
    assert_eq!(ev[0], Event::PawnMoved { pawn: pawn(R, 1), from: Pos::Start, to: Pos::Track(4) });
    assert_eq!(ev.last(), Some(&Event::TurnStarted { seat: 1 }));
    assert_eq!(g.phase(), Phase::Draw { seat: 1 });
}

#[test]
fn a_pawn_cannot_start_onto_its_own_pawn_but_bumps_an_opponent_there() {
    let g = red_with(Card::One, &[(pawn(R, 0), Pos::Track(4))]);
    same_actions(g.legal_actions(), vec![fwd(Card::One, pawn(R, 0), 1)]);
    let mut g = red_with(Card::One, &[(pawn(B, 2), Pos::Track(4))]);
    let ev = play(&mut g, Action::Start { card: Card::One, pawn: pawn(R, 0) });
    assert!(ev.contains(&Event::Bumped { pawn: pawn(B, 2), by: pawn(R, 0), square: 4 }));
    assert_eq!(at(&g, pawn(B, 2)), Pos::Start);
}

#[test]
fn two_starts_a_pawn_or_moves_two_then_draws_again() {
    let mut g = red_with(Card::Two, &[(pawn(R, 0), Pos::Track(20))]);
    same_actions(
        g.legal_actions(),
        vec![Action::Start { card: Card::Two, pawn: pawn(R, 1) }, fwd(Card::Two, pawn(R, 0), 2)],
    );
    let ev = play(&mut g, fwd(Card::Two, pawn(R, 0), 2));
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(22));
    assert_eq!(ev.last(), Some(&Event::DrawAgain { seat: 0 }));
    assert_eq!(g.phase(), Phase::Draw { seat: 0 });
}

#[test]
fn two_draws_again_even_after_a_forfeit() {
    let mut g = red_with(
        Card::Two,
        &[
            (pawn(R, 0), Pos::Home),
            (pawn(R, 1), Pos::Home),
            (pawn(R, 2), Pos::Home),
            (pawn(R, 3), Pos::Safety(4)),
        ],
    );
    assert_eq!(g.legal_actions(), vec![Action::Forfeit]);
    let ev = play(&mut g, Action::Forfeit);
    assert_eq!(ev, vec![Event::Forfeited { seat: 0, card: Card::Two }, Event::DrawAgain { seat: 0 }]);
    assert_eq!(g.phase(), Phase::Draw { seat: 0 });
    assert_eq!(g.discards(), vec![Card::Two]);
}

#[test]
fn three_five_eight_twelve_move_one_pawn_forward_that_many() {
    for (card, n) in [(Card::Three, 3), (Card::Five, 5), (Card::Eight, 8), (Card::Twelve, 12)] {
        let mut g = red_with(card, &[(pawn(R, 0), Pos::Track(20))]);
        assert_eq!(g.legal_actions(), vec![fwd(card, pawn(R, 0), n)], "{card:?} cannot start a pawn");
        play(&mut g, fwd(card, pawn(R, 0), n));
        assert_eq!(at(&g, pawn(R, 0)), Pos::Track(20 + n), "{card:?}");
        assert_eq!(g.phase(), Phase::Draw { seat: 1 });
    }
}

#[test]
fn four_moves_one_pawn_four_backward() {
    let mut g = red_with(Card::Four, &[(pawn(R, 0), Pos::Track(33))]);
    assert_eq!(g.legal_actions(), vec![back(Card::Four, pawn(R, 0), 4)]);
    play(&mut g, back(Card::Four, pawn(R, 0), 4));
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(29));
}

#[test]
fn backward_past_the_start_circle_then_forward_into_safety() {
    let mut g = red_with(Card::Four, &[(pawn(R, 0), Pos::Track(4))]);
    play(&mut g, back(Card::Four, pawn(R, 0), 4));
    // 4 → 0 passes the safety entry (2) without turning in.
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(0));
    g.set_turn(0).unwrap();
    draw(&mut g, Card::Three);
    play(&mut g, fwd(Card::Three, pawn(R, 0), 3));
    assert_eq!(at(&g, pawn(R, 0)), Pos::Safety(0), "0 → 1 → 2 → safety");
}

#[test]
fn seven_moves_one_pawn_or_splits_between_two_and_never_starts_one() {
    let g = red_with(Card::Seven, &[(pawn(R, 0), Pos::Track(20)), (pawn(R, 1), Pos::Track(36))]);
    let legal = g.legal_actions();
    assert!(legal.contains(&fwd(Card::Seven, pawn(R, 0), 7)));
    assert!(legal.contains(&fwd(Card::Seven, pawn(R, 1), 7)));
    assert!(!legal.iter().any(|a| matches!(a, Action::Start { .. })));
    let splits: Vec<&Vec<Part>> = legal
        .iter()
        .filter_map(|a| if let Action::Split { parts } = a { Some(parts) } else { None })
        .collect();
    assert_eq!(splits.len(), 12, "1+6 … 6+1 in both orders");
    for parts in &splits {
        assert_eq!(parts.len(), 2);
        assert_eq!(parts.iter().map(|p| p.steps).sum::<u8>(), 7);
    }
    let mut g = g;
    let split = Action::Split {
        parts: vec![Part { pawn: pawn(R, 0), steps: 3 }, Part { pawn: pawn(R, 1), steps: 4 }],
    };
    play(&mut g, split);
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(R, 1))), (Pos::Track(23), Pos::Track(40)));

    let g = red_with(Card::Seven, &[]);
    assert_eq!(g.legal_actions(), vec![Action::Forfeit], "a 7 cannot start a pawn");
}

#[test]
fn seven_split_into_home_needs_the_rest_usable_by_the_other_pawn() {
    // R0 needs exactly 3 to get HOME. R1's 4 would land on R2; R2's 4 is free.
    let mut g = red_with(
        Card::Seven,
        &[(pawn(R, 0), Pos::Safety(2)), (pawn(R, 1), Pos::Track(10)), (pawn(R, 2), Pos::Track(14))],
    );
    let bad = Action::Split {
        parts: vec![Part { pawn: pawn(R, 0), steps: 3 }, Part { pawn: pawn(R, 1), steps: 4 }],
    };
    let good = Action::Split {
        parts: vec![Part { pawn: pawn(R, 0), steps: 3 }, Part { pawn: pawn(R, 2), steps: 4 }],
    };
    assert!(!g.legal_actions().contains(&bad));
    assert_eq!(refused(&mut g, bad).kind, RuleErrorKind::Illegal);
    let ev = play(&mut g, good);
    assert!(ev.contains(&Event::ReachedHome { pawn: pawn(R, 0) }));
    assert_eq!(at(&g, pawn(R, 2)), Pos::Track(18));
    // Seven whole for R0 would pass HOME.
    let g = red_with(Card::Seven, &[(pawn(R, 0), Pos::Safety(2))]);
    assert_eq!(g.legal_actions(), vec![Action::Forfeit]);
}

#[test]
fn seven_split_where_one_halfs_slide_bumps_the_other_halfs_destination() {
    // R1 goes 23 → 26 first; then R0 goes 20 → 24, Blue's slide start, and slides to 28,
    // sending R1 (its own colour) back to START.
    let parts = |a: (u8, u8), b: (u8, u8)| Action::Split {
        parts: vec![Part { pawn: pawn(R, a.0), steps: a.1 }, Part { pawn: pawn(R, b.0), steps: b.1 }],
    };
    let setup = [(pawn(R, 0), Pos::Track(20)), (pawn(R, 1), Pos::Track(23))];
    let mut g = red_with(Card::Seven, &setup);
    let ev = play(&mut g, parts((1, 3), (0, 4)));
    assert!(ev.contains(&Event::Slid { pawn: pawn(R, 0), from: 24, to: 28, bumped: vec![pawn(R, 1)] }));
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(R, 1))), (Pos::Track(28), Pos::Start));
    // The other order: R0 slides first, then R1 lands behind it.
    let mut g = red_with(Card::Seven, &setup);
    play(&mut g, parts((0, 4), (1, 3)));
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(R, 1))), (Pos::Track(28), Pos::Track(26)));
}

#[test]
fn a_split_never_puts_two_pawns_of_one_colour_on_one_square() {
    let parts = |a: (u8, u8), b: (u8, u8)| Action::Split {
        parts: vec![Part { pawn: pawn(R, a.0), steps: a.1 }, Part { pawn: pawn(R, b.0), steps: b.1 }],
    };
    let mut g = red_with(Card::Seven, &[(pawn(R, 0), Pos::Track(30)), (pawn(R, 1), Pos::Track(35))]);
    // Both onto 36, in either order; and R0 onto 35 while R1 is still there.
    for bad in [parts((1, 1), (0, 6)), parts((0, 6), (1, 1)), parts((0, 5), (1, 2))] {
        assert!(!g.legal_actions().contains(&bad), "{bad:?}");
        refused(&mut g, bad);
    }
    // R1 leaves 35 first, then R0 may land there.
    play(&mut g, parts((1, 2), (0, 5)));
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(R, 1))), (Pos::Track(35), Pos::Track(37)));
}

#[test]
fn ten_moves_ten_forward_or_one_backward() {
    let mut g = red_with(Card::Ten, &[(pawn(R, 0), Pos::Track(30))]);
    same_actions(g.legal_actions(), vec![fwd(Card::Ten, pawn(R, 0), 10), back(Card::Ten, pawn(R, 0), 1)]);
    play(&mut g, back(Card::Ten, pawn(R, 0), 1));
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(29));
}

#[test]
fn eleven_moves_eleven_or_swaps_with_an_opponent_on_the_track() {
    let mut g = red_with(Card::Eleven, &[(pawn(R, 0), Pos::Track(20)), (pawn(B, 0), Pos::Track(50))]);
    same_actions(
        g.legal_actions(),
        vec![
            fwd(Card::Eleven, pawn(R, 0), 11),
            Action::Swap { card: Card::Eleven, pawn: pawn(R, 0), target: pawn(B, 0) },
        ],
    );
    let ev = play(&mut g, Action::Swap { card: Card::Eleven, pawn: pawn(R, 0), target: pawn(B, 0) });
    assert_eq!(ev[0], Event::Swapped { pawn: pawn(R, 0), target: pawn(B, 0), pawn_to: 50, target_to: 20 });
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(B, 0))), (Pos::Track(50), Pos::Track(20)));
}

#[test]
fn eleven_swap_may_be_declined_only_when_eleven_forward_is_impossible() {
    // From 58, 11 forward would pass HOME.
    let mut g = red_with(Card::Eleven, &[(pawn(R, 0), Pos::Track(58)), (pawn(B, 0), Pos::Track(40))]);
    same_actions(
        g.legal_actions(),
        vec![Action::Swap { card: Card::Eleven, pawn: pawn(R, 0), target: pawn(B, 0) }, Action::Forfeit],
    );
    let ev = play(&mut g, Action::Forfeit);
    assert_eq!(ev[0], Event::Forfeited { seat: 0, card: Card::Eleven });
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(58));
    // With 11 forward possible, declining is not allowed.
    let mut g = red_with(Card::Eleven, &[(pawn(R, 0), Pos::Track(20)), (pawn(B, 0), Pos::Track(40))]);
    assert_eq!(refused(&mut g, Action::Forfeit).kind, RuleErrorKind::Illegal);
}

#[test]
fn eleven_swaps_only_track_pawns() {
    let g = red_with(
        Card::Eleven,
        &[
            (pawn(R, 0), Pos::Track(58)),
            (pawn(R, 1), Pos::Safety(1)),
            (pawn(B, 0), Pos::Safety(0)),
            (pawn(B, 1), Pos::Home),
        ],
    );
    assert_eq!(g.legal_actions(), vec![Action::Forfeit]);
}

#[test]
fn a_swap_onto_another_colours_slide_start_slides() {
    // Red lands on Blue's slide start 24 by the swap and slides to 28, bumping B1 on 26.
    let mut g = red_with(
        Card::Eleven,
        &[(pawn(R, 0), Pos::Track(40)), (pawn(B, 0), Pos::Track(24)), (pawn(B, 1), Pos::Track(26))],
    );
    let ev = play(&mut g, Action::Swap { card: Card::Eleven, pawn: pawn(R, 0), target: pawn(B, 0) });
    assert_eq!(ev[1], Event::Slid { pawn: pawn(R, 0), from: 24, to: 28, bumped: vec![pawn(B, 1)] });
    assert_eq!(
        (at(&g, pawn(R, 0)), at(&g, pawn(B, 0)), at(&g, pawn(B, 1))),
        (Pos::Track(28), Pos::Track(40), Pos::Start)
    );
}

#[test]
fn the_opponent_swapped_onto_a_slide_start_slides_only_with_the_option() {
    // Red at 9 (Red's own slide 9→13) swaps with Blue at 40: Blue is put on 9.
    let setup = [(pawn(R, 0), Pos::Track(9)), (pawn(B, 0), Pos::Track(40))];
    let swap = Action::Swap { card: Card::Eleven, pawn: pawn(R, 0), target: pawn(B, 0) };
    let mut g = red_with(Card::Eleven, &setup);
    play(&mut g, swap.clone());
    assert_eq!(at(&g, pawn(B, 0)), Pos::Track(9), "default: the swapped pawn does not slide");
    let mut g = game_with("standard", 2, |c| c.swapped_pawn_slides = true);
    g.place(&setup).unwrap();
    draw(&mut g, Card::Eleven);
    let ev = play(&mut g, swap);
    assert!(ev.contains(&Event::Slid { pawn: pawn(B, 0), from: 9, to: 13, bumped: vec![] }));
    assert_eq!(at(&g, pawn(B, 0)), Pos::Track(13));
}

#[test]
fn sorry_takes_a_start_pawn_onto_an_opponent_and_bumps_it() {
    let mut g = red_with(Card::Sorry, &[(pawn(B, 0), Pos::Track(30)), (pawn(B, 1), Pos::Safety(2))]);
    assert_eq!(
        g.legal_actions(),
        vec![Action::Sorry { card: Card::Sorry, pawn: pawn(R, 0), target: pawn(B, 0) }]
    );
    let ev = play(&mut g, Action::Sorry { card: Card::Sorry, pawn: pawn(R, 0), target: pawn(B, 0) });
    assert!(ev.contains(&Event::Bumped { pawn: pawn(B, 0), by: pawn(R, 0), square: 30 }));
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(B, 0))), (Pos::Track(30), Pos::Start));
}

#[test]
fn sorry_with_no_target_or_no_start_pawn_is_forfeited() {
    // Blue only in START, SAFETY ZONE and HOME: no target.
    let g = red_with(Card::Sorry, &[(pawn(B, 0), Pos::Safety(1)), (pawn(B, 1), Pos::Home)]);
    assert_eq!(g.legal_actions(), vec![Action::Forfeit]);
    // No Red pawn in START.
    let all_out = [
        (pawn(R, 0), Pos::Track(20)),
        (pawn(R, 1), Pos::Track(21)),
        (pawn(R, 2), Pos::Home),
        (pawn(R, 3), Pos::Home),
        (pawn(B, 0), Pos::Track(40)),
    ];
    let mut g = red_with(Card::Sorry, &all_out);
    assert_eq!(g.legal_actions(), vec![Action::Forfeit]);
    let ev = play(&mut g, Action::Forfeit);
    assert_eq!(ev, vec![Event::Forfeited { seat: 0, card: Card::Sorry }, Event::TurnStarted { seat: 1 }]);
}

#[test]
fn sorry_onto_a_slide_start_slides() {
    let mut g = red_with(Card::Sorry, &[(pawn(B, 0), Pos::Track(16)), (pawn(B, 1), Pos::Track(18))]);
    let ev = play(&mut g, Action::Sorry { card: Card::Sorry, pawn: pawn(R, 0), target: pawn(B, 0) });
    assert!(ev.contains(&Event::Slid { pawn: pawn(R, 0), from: 16, to: 19, bumped: vec![pawn(B, 1)] }));
    assert_eq!(
        (at(&g, pawn(R, 0)), at(&g, pawn(B, 0)), at(&g, pawn(B, 1))),
        (Pos::Track(19), Pos::Start, Pos::Start)
    );
}

#[test]
fn pawns_jump_over_pawns_and_every_square_counts() {
    let mut g = red_with(Card::Three, &[(pawn(R, 0), Pos::Track(30)), (pawn(B, 0), Pos::Track(31))]);
    play(&mut g, fwd(Card::Three, pawn(R, 0), 3));
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(B, 0))), (Pos::Track(33), Pos::Track(31)));
}

#[test]
fn landing_on_an_opponent_bumps_it_with_a_sorry_event() {
    let mut g = red_with(Card::Five, &[(pawn(R, 0), Pos::Track(30)), (pawn(B, 3), Pos::Track(35))]);
    let ev = play(&mut g, fwd(Card::Five, pawn(R, 0), 5));
    assert_eq!(ev[1], Event::Bumped { pawn: pawn(B, 3), by: pawn(R, 0), square: 35 });
    assert_eq!(at(&g, pawn(B, 3)), Pos::Start);
}

#[test]
fn landing_on_your_own_pawn_is_illegal() {
    let mut g = red_with(Card::Three, &[(pawn(R, 0), Pos::Track(30)), (pawn(R, 1), Pos::Track(33))]);
    assert_eq!(g.legal_actions(), vec![fwd(Card::Three, pawn(R, 1), 3)]);
    assert_eq!(refused(&mut g, fwd(Card::Three, pawn(R, 0), 3)).kind, RuleErrorKind::Illegal);
    // No legal move at all: the card is forfeited.
    let g = red_with(
        Card::Three,
        &[
            (pawn(R, 0), Pos::Track(30)),
            (pawn(R, 1), Pos::Track(33)),
            (pawn(R, 2), Pos::Track(36)),
            (pawn(R, 3), Pos::Track(39)),
        ],
    );
    assert_eq!(g.legal_actions(), vec![fwd(Card::Three, pawn(R, 3), 3)]);
}

#[test]
fn another_colours_slide_carries_the_pawn_and_bumps_everyone_on_it() {
    let mut g = red_with(
        Card::Three,
        &[
            (pawn(R, 0), Pos::Track(21)),
            (pawn(R, 1), Pos::Track(26)),
            (pawn(B, 0), Pos::Track(28)),
            (pawn(B, 1), Pos::Track(29)),
        ],
    );
    let ev = play(&mut g, fwd(Card::Three, pawn(R, 0), 3));
    assert_eq!(
        ev[1],
        Event::Slid { pawn: pawn(R, 0), from: 24, to: 28, bumped: vec![pawn(R, 1), pawn(B, 0)] }
    );
    assert_eq!(
        (at(&g, pawn(R, 0)), at(&g, pawn(R, 1)), at(&g, pawn(B, 0)), at(&g, pawn(B, 1))),
        (Pos::Track(28), Pos::Start, Pos::Start, Pos::Track(29))
    );
}

#[test]
fn a_pawn_does_not_slide_on_its_own_colour() {
    let mut g = red_with(Card::Three, &[(pawn(R, 0), Pos::Track(6)), (pawn(B, 0), Pos::Track(11))]);
    let ev = play(&mut g, fwd(Card::Three, pawn(R, 0), 3));
    assert!(!ev.iter().any(|e| matches!(e, Event::Slid { .. })));
    assert_eq!((at(&g, pawn(R, 0)), at(&g, pawn(B, 0))), (Pos::Track(9), Pos::Track(11)));
}

#[test]
fn a_backward_move_onto_a_slide_start_slides_even_back_to_where_it_came_from() {
    // 28 back 4 is 24, Blue's slide start: Red slides forward to 28 again.
    let mut g = red_with(Card::Four, &[(pawn(R, 0), Pos::Track(28)), (pawn(B, 0), Pos::Track(25))]);
    let ev = play(&mut g, back(Card::Four, pawn(R, 0), 4));
    assert_eq!(ev[1], Event::Slid { pawn: pawn(R, 0), from: 24, to: 28, bumped: vec![pawn(B, 0)] });
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(28));
    // 10 back 1 from 17 lands on 16 and slides to 19.
    let mut g = red_with(Card::Ten, &[(pawn(R, 0), Pos::Track(17))]);
    play(&mut g, back(Card::Ten, pawn(R, 0), 1));
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(19));
}

#[test]
fn only_the_owner_enters_a_safety_zone() {
    // Blue passes Red's safety entry (2) and stays on the track.
    let mut g = game("standard", 2);
    g.place(&[(pawn(B, 0), Pos::Track(0))]).unwrap();
    g.set_turn(1).unwrap();
    draw(&mut g, Card::Five);
    play(&mut g, fwd(Card::Five, pawn(B, 0), 5));
    assert_eq!(at(&g, pawn(B, 0)), Pos::Track(5));
}

#[test]
fn a_pawn_in_its_safety_zone_is_never_bumped_by_another_colour() {
    // Red sits on its safety squares; Blue's moves pass by and SORRY! finds no target.
    let mut g = game("standard", 2);
    g.place(&[(pawn(R, 0), Pos::Safety(0)), (pawn(R, 1), Pos::Safety(2)), (pawn(B, 0), Pos::Track(0))])
        .unwrap();
    for card in [Card::One, Card::Two, Card::Three, Card::Five] {
        g.set_turn(1).unwrap();
        let mut t = g.clone();
        draw(&mut t, card);
        for a in t.legal_actions() {
            let mut u = t.clone();
            u.apply(a).unwrap();
            assert_eq!((at(&u, pawn(R, 0)), at(&u, pawn(R, 1))), (Pos::Safety(0), Pos::Safety(2)));
        }
    }
    g.set_turn(1).unwrap();
    g.place(&[(pawn(B, 0), Pos::Start)]).unwrap();
    draw(&mut g, Card::Sorry);
    assert_eq!(g.legal_actions(), vec![Action::Forfeit]);
}

#[test]
fn no_backward_entry_into_safety_but_backing_out_is_allowed() {
    // 4 back from the circle (4) passes the entry (2) and stays on the track.
    let mut g = red_with(Card::Four, &[(pawn(R, 0), Pos::Track(5))]);
    play(&mut g, back(Card::Four, pawn(R, 0), 4));
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(1), "Red's own slide: no slide");
    // Backing out of the safety zone: S1 → S0 → 2 → 1 → 0.
    let mut g = red_with(Card::Four, &[(pawn(R, 0), Pos::Safety(1))]);
    play(&mut g, back(Card::Four, pawn(R, 0), 4));
    assert_eq!(at(&g, pawn(R, 0)), Pos::Track(0));
    // …and it can come back in on a later turn.
    g.set_turn(0).unwrap();
    draw(&mut g, Card::Five);
    play(&mut g, fwd(Card::Five, pawn(R, 0), 5));
    assert_eq!(at(&g, pawn(R, 0)), Pos::Safety(2));
}

#[test]
fn home_needs_the_exact_count() {
    let mut g = red_with(Card::Two, &[(pawn(R, 0), Pos::Safety(3)), (pawn(R, 1), Pos::Home)]);
    assert!(g.legal_actions().contains(&fwd(Card::Two, pawn(R, 0), 2)));
    let ev = play(&mut g, fwd(Card::Two, pawn(R, 0), 2));
    assert!(ev.contains(&Event::ReachedHome { pawn: pawn(R, 0) }));
    let g = red_with(
        Card::Three,
        &[
            (pawn(R, 0), Pos::Safety(3)),
            (pawn(R, 1), Pos::Home),
            (pawn(R, 2), Pos::Home),
            (pawn(R, 3), Pos::Home),
        ],
    );
    assert_eq!(g.legal_actions(), vec![Action::Forfeit], "3 would pass HOME");
}

#[test]
fn you_must_move_if_you_can() {
    let mut g = red_with(Card::Four, &[(pawn(R, 0), Pos::Track(2))]);
    assert!(!g.legal_actions().contains(&Action::Forfeit));
    refused(&mut g, Action::Forfeit);
}

#[test]
fn an_empty_draw_pile_is_refilled_from_the_discards() {
    let mut g = game("standard", 2);
    let deck = g.draw_pile().to_vec();
    g.set_piles(Vec::new(), deck).unwrap();
    let mut chance = g.draw_of(Card::Eight).unwrap();
    let ev = g.apply_with(Action::Draw, &mut chance).unwrap();
    assert_eq!(ev[0], Event::Reshuffled { cards: 45 });
    assert_eq!(ev[1], Event::CardDrawn { seat: 0, card: Some(Card::Eight), to_hand: false });
    assert_eq!((g.draw_pile().len(), g.discards().len()), (44, 0));
}

#[test]
fn the_deck_has_45_cards_without_sixes_or_nines() {
    let g = game("standard", 4);
    assert_eq!(g.draw_pile().len(), 45);
    assert_eq!(g.draw_pile().iter().filter(|&&c| c == Card::One).count(), 5);
    for c in Card::ALL.iter().filter(|&&c| c != Card::One) {
        assert_eq!(g.draw_pile().iter().filter(|&&x| x == *c).count(), 4, "{c:?}");
    }
    assert!(!Card::ALL.iter().any(|c| c.value() == 6 || c.value() == 9));
}

/// `seat`'s colour has three pawns HOME and one on the last safety square; `seat` draws a 1 and
/// moves it HOME.
fn last_pawn_home(g: &mut Sorry, seat: usize) -> Vec<Event> {
    let c = parlour_rules::games::sorry::Colour::from_index(seat);
    g.place(&[
        (pawn(c, 0), Pos::Home),
        (pawn(c, 1), Pos::Home),
        (pawn(c, 2), Pos::Home),
        (pawn(c, 3), Pos::Safety(4)),
    ])
    .unwrap();
    g.set_turn(seat).unwrap();
    draw(g, Card::One);
    play(g, fwd(Card::One, pawn(c, 3), 1))
}

#[test]
fn all_four_home_wins_and_the_winner_plays_first_next_time() {
    let mut g = game("standard", 3);
    let ev = last_pawn_home(&mut g, 1);
    assert_eq!(ev.last(), Some(&won(vec![1], vec![])));
    assert_eq!(g.to_act(), None);
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.outcome().unwrap().winners, vec![1]);
    assert_eq!(g.apply(Action::Draw).unwrap_err().kind, RuleErrorKind::GameOver);
    assert_eq!(g.rematch(9).unwrap().phase(), Phase::Draw { seat: 1 });
    // The option: the seat after the last first player starts instead.
    let mut g = game_with("standard", 3, |c| c.winner_plays_first = false);
    last_pawn_home(&mut g, 1);
    assert_eq!(g.rematch(9).unwrap().phase(), Phase::Draw { seat: 1 });
    let mut h = g.rematch(9).unwrap();
    last_pawn_home(&mut h, 0);
    assert_eq!(h.finisher(), Some(0));
    assert_eq!(h.rematch(1).unwrap().phase(), Phase::Draw { seat: 2 });
}

#[test]
fn wrong_phase_actions_are_refused_without_change() {
    let mut g = game("standard", 2);
    assert_eq!(refused(&mut g, Action::Forfeit).kind, RuleErrorKind::WrongPhase);
    assert_eq!(refused(&mut g, fwd(Card::One, pawn(R, 0), 1)).kind, RuleErrorKind::WrongPhase);
    draw(&mut g, Card::One);
    assert_eq!(refused(&mut g, Action::Draw).kind, RuleErrorKind::WrongPhase);
    assert_eq!(
        refused(&mut g, Action::Start { card: Card::Two, pawn: pawn(R, 0) }).kind,
        RuleErrorKind::Illegal
    );
    assert_eq!(
        refused(&mut g, Action::Start { card: Card::One, pawn: pawn(B, 0) }).kind,
        RuleErrorKind::Illegal
    );
}
