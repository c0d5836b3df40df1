//! One scenario per rule sentence of the spec, with fixed dice.

use parlour_rules::games::morpyam::{
    self, Action, Direction, Event, ExtraTurn, Figure, Morpyam, PassReason, Phase, RollResult, Square,
};
use parlour_rules::{Game, RuleErrorKind, Scripted};

const ALL: [bool; 5] = [true; 5];
// Squares of the classic grid (row * 6 + column).
const APPEL: Square = 20;
const SEC: Square = 15;
const MORPYAM_SQUARES: [Square; 2] = [14, 21];
const CARRES: [Square; 2] = [7, 28];

fn new_game(variant: &str, players: usize) -> Morpyam {
    Morpyam::new(&morpyam::Config::builtin(variant).unwrap(), players, 42).unwrap()
}

/// A match whose roll-off seat 0 wins (it throws a 6, the others a 1).
fn started(variant: &str, players: usize) -> Morpyam {
    let mut g = new_game(variant, players);
    let mut dice = vec![6];
    dice.extend(std::iter::repeat_n(1, players - 1));
    let mut s = Scripted::dice(dice);
    for _ in 0..players {
        g.apply_with(Action::RollOff, &mut s).unwrap();
    }
    assert_eq!(g.to_act(), Some(0));
    g
}

fn classic(players: usize) -> Morpyam {
    started("classic", players)
}

fn roll(g: &mut Morpyam, rethrow: [bool; 5], dice: &[u8]) -> Vec<Event> {
    g.apply_with(Action::Roll { rethrow }, &mut Scripted::dice(dice.iter().copied())).unwrap()
}

fn act(g: &mut Morpyam, a: Action) -> Vec<Event> {
    g.apply(a.clone()).unwrap_or_else(|e| panic!("{a:?}: {e}"))
}

fn call(g: &mut Morpyam, figure: Figure) -> Vec<Event> {
    act(g, Action::Call { figure })
}

/// The same match with tokens already on the grid (taken from the owners' supplies).
fn with_tokens(g: &Morpyam, tokens: &[(Square, usize)]) -> Morpyam {
    let mut t = g.table().clone();
    for &(sq, seat) in tokens {
        assert!(t.owners[sq as usize].is_none());
        t.owners[sq as usize] = Some(seat);
        t.tokens_left[seat] -= 1;
    }
    Morpyam::from_table(t, 9)
}

fn refused(g: &mut Morpyam, a: Action) -> RuleErrorKind {
    let before = g.clone();
    let e = g.apply(a.clone()).expect_err(&format!("{a:?} should be refused"));
    assert_eq!(*g, before, "a refused action changed the match");
    e.kind
}

fn turn_seat(g: &Morpyam) -> usize {
    g.table().turn().expect("a turn").seat
}

#[test]
fn tokens_per_player_by_player_count() {
    assert_eq!(classic(2).table().tokens_left, vec![17; 2]);
    assert_eq!(classic(3).table().tokens_left, vec![11; 3]);
    assert_eq!(classic(4).table().tokens_left, vec![8; 4]);
}

#[test]
fn roll_off_highest_starts_and_ties_re_roll_among_the_tied() {
    let mut g = new_game("classic", 3);
    let mut s = Scripted::dice([5, 5, 2, 3, 6]);
    assert_eq!(g.apply_with(Action::RollOff, &mut s).unwrap(), vec![Event::RollOffDie { seat: 0, value: 5 }]);
    g.apply_with(Action::RollOff, &mut s).unwrap();
    let ev = g.apply_with(Action::RollOff, &mut s).unwrap();
    assert_eq!(ev[1], Event::RollOffTie { seats: vec![0, 1] });
    // Only the tied seats throw again; seat 2 is out of it.
    assert_eq!(g.to_act(), Some(0));
    g.apply_with(Action::RollOff, &mut s).unwrap();
    assert_eq!(g.to_act(), Some(1));
    let ev = g.apply_with(Action::RollOff, &mut s).unwrap();
    assert_eq!(ev[1..], [Event::FirstPlayer { seat: 1 }, Event::TurnStarted { seat: 1, extra: false }]);
    assert_eq!(g.table().first_player, Some(1));
    assert_eq!(refused(&mut g, Action::RollOff), RuleErrorKind::WrongPhase);
}

#[test]
fn roll_one_throws_all_five_and_later_rolls_one_to_five() {
    let mut g = classic(2);
    assert_eq!(g.legal_actions().iter().filter(|a| matches!(a, Action::Roll { .. })).count(), 1);
    assert_eq!(
        refused(&mut g, Action::Roll { rethrow: [true, true, false, true, true] }),
        RuleErrorKind::Illegal
    );
    // No stopping before the first roll.
    assert_eq!(refused(&mut g, Action::Pass), RuleErrorKind::Illegal);
    let ev = roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
    assert_eq!(ev, vec![Event::DiceRolled { seat: 0, roll: 1, values: [1, 2, 4, 6, 6], thrown: ALL }]);
    assert_eq!(refused(&mut g, Action::Roll { rethrow: [false; 5] }), RuleErrorKind::Illegal);
    assert_eq!(g.legal_actions().iter().filter(|a| matches!(a, Action::Roll { .. })).count(), 31);
    // Kept dice stay; thrown dice take the next values in die order.
    let thrown = [true, false, true, false, false];
    let ev = roll(&mut g, thrown, &[6, 3]);
    assert_eq!(ev, vec![Event::DiceRolled { seat: 0, roll: 2, values: [6, 2, 3, 6, 6], thrown }]);
    // [6,2,3,6,6] is a BRELAN of 6: the two B6 squares.
    assert_eq!(g.placeable_squares(), vec![6, 29]);
    roll(&mut g, [false, true, true, false, false], &[5, 4]);
    // [6,5,4,6,6] is still a BRELAN of 6: the turn waits for a placement or a pass.
    assert_eq!(g.table().turn().unwrap().rolls, 3);
    assert!(!g.table().can_roll());
    assert!(g.legal_actions().iter().all(|a| !matches!(a, Action::Roll { .. } | Action::Call { .. })));
}

#[test]
fn stop_after_any_roll_and_place_one_token_then_play_passes_left() {
    let mut g = classic(3);
    roll(&mut g, ALL, &[3, 3, 3, 1, 2]);
    assert_eq!(g.placeable_squares(), vec![4, 31]);
    let ev = act(&mut g, Action::Place { square: 31 });
    assert_eq!(
        ev,
        vec![
            Event::TokenPlaced {
                seat: 0,
                square: 31,
                figure: Figure::Brelan(3),
                with_morpyam: false,
                tokens_left: 10
            },
            Event::TurnStarted { seat: 1, extra: false },
        ]
    );
    assert_eq!(g.table().owners[31], Some(0));
    // A square holds one token: a later BRELAN of 3 can only take the other.
    roll(&mut g, ALL, &[3, 3, 3, 1, 2]);
    assert_eq!(g.placeable_squares(), vec![4]);
    assert_eq!(refused(&mut g, Action::Place { square: 31 }), RuleErrorKind::Illegal);
    // A figure the dice do not make is refused too.
    assert_eq!(refused(&mut g, Action::Place { square: 7 }), RuleErrorKind::Illegal);
    // Stopping without placing passes the turn to the left.
    let ev = act(&mut g, Action::Pass);
    assert_eq!(ev[0], Event::TurnPassed { seat: 1, reason: PassReason::Stopped });
    assert_eq!(turn_seat(&g), 2);
}

#[test]
fn after_roll_three_with_nothing_the_turn_passes_by_itself() {
    let mut g = classic(2);
    roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
    roll(&mut g, [true, false, false, false, false], &[1]);
    let ev = roll(&mut g, [true, false, false, false, false], &[2]);
    assert_eq!(ev[1], Event::TurnPassed { seat: 0, reason: PassReason::NoFigure });
    assert_eq!(ev[2], Event::TurnStarted { seat: 1, extra: false });
    assert_eq!(g.table().idle_turns, 1);
    assert_eq!(g.tokens_left(0), 17);
}

#[test]
fn call_success_must_cover_the_appel_square() {
    let mut g = classic(2);
    let ev = call(&mut g, Figure::Carre);
    assert_eq!(ev, vec![Event::CallMade { seat: 0, figure: Figure::Carre, roll: 1 }]);
    // A call is announced before a roll: nothing else until the dice are thrown.
    assert_eq!(g.legal_actions(), vec![Action::Roll { rethrow: ALL }]);
    let ev = roll(&mut g, ALL, &[5, 5, 2, 5, 5]);
    assert_eq!(ev[1], Event::CallSucceeded { seat: 0, figure: Figure::Carre });
    // Only APPEL; no pass, no CARRÉ or SEC square, no further roll.
    assert_eq!(g.placeable_squares(), vec![APPEL]);
    assert_eq!(refused(&mut g, Action::Pass), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut g, Action::Place { square: CARRES[0] }), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut g, Action::Place { square: SEC }), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut g, Action::Roll { rethrow: ALL }), RuleErrorKind::Illegal);
    let ev = act(&mut g, Action::Place { square: APPEL });
    assert!(matches!(ev[0], Event::TokenPlaced { square: APPEL, figure: Figure::Appel, .. }));
    assert_eq!(turn_seat(&g), 1);
    // With the APPEL square covered, nobody can call any more.
    assert!(g.table().callable().is_empty());
    assert_eq!(refused(&mut g, Action::Call { figure: Figure::Full }), RuleErrorKind::Illegal);
}

#[test]
fn brelan_and_small_straight_can_never_be_called_and_sec_only_before_roll_one() {
    let mut g = classic(2);
    assert_eq!(g.table().callable(), Figure::CALLABLE.to_vec());
    assert_eq!(refused(&mut g, Action::Call { figure: Figure::Brelan(3) }), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut g, Action::Call { figure: Figure::SmallStraight }), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut g, Action::Call { figure: Figure::Appel }), RuleErrorKind::Illegal);
    roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
    assert!(!g.table().callable().contains(&Figure::Sec));
    assert_eq!(refused(&mut g, Action::Call { figure: Figure::Sec }), RuleErrorKind::Illegal);
    call(&mut g, Figure::Maxi);
    // One call per roll.
    assert_eq!(refused(&mut g, Action::Call { figure: Figure::Full }), RuleErrorKind::Illegal);
}

#[test]
fn call_failure_on_roll_two_places_nothing_but_play_goes_on() {
    let mut g = classic(2);
    roll(&mut g, ALL, &[3, 3, 3, 1, 2]);
    call(&mut g, Figure::Full);
    let ev = roll(&mut g, [false, false, false, true, true], &[4, 5]);
    assert_eq!(ev[1], Event::CallFailed { seat: 0, figure: Figure::Full, roll: 2 });
    // [3,3,3,4,5] is a BRELAN of 3, but the failed call's dice cannot place.
    assert_eq!(g.table().turn().unwrap().result, RollResult::CallFailed(Figure::Full));
    assert!(g.placeable_squares().is_empty());
    assert_eq!(refused(&mut g, Action::Place { square: 4 }), RuleErrorKind::Illegal);
    // The player may roll again, without calling…
    roll(&mut g, [false, false, false, true, false], &[3]);
    assert_eq!(g.placeable_squares(), vec![4, CARRES[0], CARRES[1], 31]);
    act(&mut g, Action::Place { square: 7 });
    assert_eq!(g.tokens_left(0), 16);
}

#[test]
fn call_failure_on_roll_two_then_a_new_call_may_succeed() {
    let mut g = classic(2);
    roll(&mut g, ALL, &[1, 1, 1, 2, 6]);
    call(&mut g, Figure::Mini);
    roll(&mut g, [false, false, false, false, true], &[6]);
    call(&mut g, Figure::Mini);
    let ev = roll(&mut g, [false, false, false, false, true], &[1]);
    assert_eq!(ev[1], Event::CallSucceeded { seat: 0, figure: Figure::Mini });
    assert_eq!(g.placeable_squares(), vec![APPEL]);
}

#[test]
fn call_failure_on_roll_three_ends_the_turn_and_loses_every_figure() {
    let mut g = classic(2);
    roll(&mut g, ALL, &[6, 6, 6, 6, 2]);
    assert!(!g.placeable_squares().is_empty());
    roll(&mut g, [false, false, false, false, true], &[5]);
    call(&mut g, Figure::Morpyam);
    let ev = roll(&mut g, [false, false, false, false, true], &[5]);
    // [6,6,6,6,5] is a CARRÉ and a MAXI, but the call failed on the last roll.
    assert_eq!(
        ev[1..],
        [
            Event::CallFailed { seat: 0, figure: Figure::Morpyam, roll: 3 },
            Event::TurnPassed { seat: 0, reason: PassReason::FailedCall },
            Event::TurnStarted { seat: 1, extra: false },
        ]
    );
    assert_eq!(g.tokens_left(0), 17);
    assert!(g.table().owners.iter().all(Option::is_none));
}

#[test]
fn sec_is_covered_only_with_the_dice_of_roll_one() {
    let mut g = classic(2);
    roll(&mut g, ALL, &[5, 5, 5, 5, 2]);
    let p = g.placeable_squares();
    assert!(p.contains(&SEC), "{p:?}");
    // The same dice may instead cover any other square they make: CARRÉ, BRELAN of 5.
    assert_eq!(p, vec![CARRES[0], SEC, 17, 18, CARRES[1]]);
    // A roll-2 CARRÉ is no SEC.
    roll(&mut g, [false, false, false, false, true], &[3]);
    assert_eq!(g.placeable_squares(), vec![CARRES[0], 17, 18, CARRES[1]]);
    // A BRELAN or SMALL STRAIGHT on roll 1 is no SEC either.
    let mut g = classic(2);
    roll(&mut g, ALL, &[5, 5, 5, 1, 2]);
    assert!(!g.placeable_squares().contains(&SEC));
    let mut g = classic(2);
    roll(&mut g, ALL, &[1, 2, 3, 4, 6]);
    assert!(!g.placeable_squares().contains(&SEC));
    // Roll 1 MINI is a SEC.
    let mut g = classic(2);
    roll(&mut g, ALL, &[1, 1, 2, 2, 1]);
    act(&mut g, Action::Place { square: SEC });
    assert_eq!(g.table().owners[SEC as usize], Some(0));
}

#[test]
fn a_sec_never_covers_the_appel_square_unless_sec_was_called() {
    let mut g = classic(2);
    roll(&mut g, ALL, &[2, 3, 4, 5, 6]);
    assert!(g.placeable_squares().contains(&SEC));
    assert!(!g.placeable_squares().contains(&APPEL));
    let mut g = classic(2);
    call(&mut g, Figure::Sec);
    let ev = roll(&mut g, ALL, &[2, 3, 4, 5, 6]);
    assert_eq!(ev[1], Event::CallSucceeded { seat: 0, figure: Figure::Sec });
    // A called SEC covers APPEL, not the SEC square.
    assert_eq!(g.placeable_squares(), vec![APPEL]);
    // A called SEC fails on a BRELAN.
    let mut g = classic(2);
    call(&mut g, Figure::Sec);
    let ev = roll(&mut g, ALL, &[2, 2, 2, 5, 6]);
    assert_eq!(ev[1], Event::CallFailed { seat: 0, figure: Figure::Sec, roll: 1 });
}

#[test]
fn morpyam_earns_an_extra_turn_wherever_the_token_goes() {
    // Five equal dice reach another square only once both MORPYAM squares are taken.
    let g = classic(2);
    let mut g = with_tokens(&g, &[(MORPYAM_SQUARES[0], 1), (MORPYAM_SQUARES[1], 1)]);
    roll(&mut g, ALL, &[4; 5]);
    let ev = act(&mut g, Action::Place { square: 24 });
    assert_eq!(
        ev,
        vec![
            Event::TokenPlaced {
                seat: 0,
                square: 24,
                figure: Figure::Brelan(4),
                with_morpyam: true,
                tokens_left: 16
            },
            Event::ExtraTurn { seat: 0 },
            Event::TurnStarted { seat: 0, extra: true },
        ]
    );
    assert_eq!(g.table().turn().unwrap().rolls, 0, "a whole new turn");
    // The option: only a MORPYAM square earns it.
    let g = classic(2);
    let mut t = g.table().clone();
    t.config.extra_turn = ExtraTurn::MorpyamSquareOnly;
    let mut g = Morpyam::from_table(t.clone(), 1);
    roll(&mut g, ALL, &[4; 5]);
    let ev = act(&mut g, Action::Place { square: MORPYAM_SQUARES[0] });
    assert_eq!(ev[1], Event::ExtraTurn { seat: 0 });
    let mut g = with_tokens(&Morpyam::from_table(t, 1), &[(MORPYAM_SQUARES[0], 1), (MORPYAM_SQUARES[1], 1)]);
    roll(&mut g, ALL, &[4; 5]);
    act(&mut g, Action::Place { square: 24 });
    assert_eq!(turn_seat(&g), 1);
}

#[test]
fn a_called_morpyam_on_appel_keeps_the_extra_turn() {
    let mut g = classic(2);
    call(&mut g, Figure::Morpyam);
    roll(&mut g, ALL, &[2; 5]);
    let ev = act(&mut g, Action::Place { square: APPEL });
    assert_eq!(ev[1], Event::ExtraTurn { seat: 0 });
}

#[test]
fn morpyam_with_both_morpyam_squares_taken_goes_on_another_figure() {
    let g = classic(2);
    let mut g = with_tokens(&g, &[(MORPYAM_SQUARES[0], 1), (MORPYAM_SQUARES[1], 1)]);
    roll(&mut g, ALL, &[6; 5]);
    // CARRÉ, FULL (a MORPYAM counts as a FULL), MAXI, BRELAN of 6 and SEC on roll 1.
    let p = g.placeable_squares();
    assert_eq!(p, vec![6, 7, 8, 13, SEC, 16, 19, 22, 27, CARRES[1], 29]);
    assert!(MORPYAM_SQUARES.iter().all(|s| !p.contains(s)));
    let ev = act(&mut g, Action::Place { square: 22 });
    assert_eq!(ev[1], Event::ExtraTurn { seat: 0 });
    // Without the FULL option a MORPYAM is no FULL.
    let mut t = g.table().clone();
    t.config.full_counts_morpyam = false;
    let mut g = Morpyam::from_table(t, 1);
    roll(&mut g, ALL, &[6; 5]);
    assert!(!g.placeable_squares().contains(&8));
}

// The seed (Dutch rule sheet, 000_*.txt), of a MORPYAM: "De speler plaatst een token op een
// MORPYAM- veld dat vrij blijft en de speler voltooit een nieuwe spelbeurt." (The player puts a
// token on a MORPYAM square that is still free and plays one more turn.) "NB: als de 2
// MORPYAM-vakken bezet zijn, plaatst de speler zijn fiche op een van de andere figuren die hij
// via de MORPYAM heeft verkregen" (NB: if the 2 MORPYAM squares are taken, the player puts the
// token on one of the other figures the MORPYAM made.)
#[test]
fn a_morpyam_must_cover_a_free_morpyam_square() {
    let mut g = classic(2);
    roll(&mut g, ALL, &[4; 5]);
    // Five 4s make a BRELAN of 4, a FULL, a CARRÉ and, on roll 1, a SEC…
    assert_eq!(
        g.table().dice_figures(),
        vec![Figure::Brelan(4), Figure::Full, Figure::Carre, Figure::Morpyam, Figure::Sec]
    );
    // …but while a MORPYAM square is free they cover only a MORPYAM square: not a CARRÉ (which
    // would earn the extra turn just the same), nor a FULL, a BRELAN of 4 or the SEC square.
    assert_eq!(g.placeable_squares(), MORPYAM_SQUARES.to_vec());
    for square in [CARRES[0], CARRES[1], 8, 11, 24, SEC] {
        assert_eq!(refused(&mut g, Action::Place { square }), RuleErrorKind::Illegal, "square {square}");
    }
    let places: Vec<Action> =
        g.legal_actions().into_iter().filter(|a| matches!(a, Action::Place { .. })).collect();
    assert_eq!(places, MORPYAM_SQUARES.map(|square| Action::Place { square }).to_vec());
    // Stopping without placing stays allowed, and so does rolling on.
    assert!(g.table().can_pass() && g.table().can_roll());
    let ev = act(&mut g, Action::Place { square: MORPYAM_SQUARES[0] });
    assert_eq!(
        ev[..2],
        [
            Event::TokenPlaced {
                seat: 0,
                square: MORPYAM_SQUARES[0],
                figure: Figure::Morpyam,
                with_morpyam: true,
                tokens_left: 16
            },
            Event::ExtraTurn { seat: 0 },
        ]
    );
    // One MORPYAM square left: a MORPYAM made on roll 2 must take it.
    roll(&mut g, ALL, &[1, 2, 3, 5, 5]);
    roll(&mut g, [true, true, true, false, false], &[5, 5, 5]);
    assert!(g.table().morpyam_square_free());
    assert_eq!(g.placeable_squares(), vec![MORPYAM_SQUARES[1]]);
    assert_eq!(refused(&mut g, Action::Place { square: CARRES[1] }), RuleErrorKind::Illegal);
    act(&mut g, Action::Place { square: MORPYAM_SQUARES[1] });
    // Both taken: the MORPYAM goes on one of the other figures it makes, SEC on roll 1 among them.
    assert!(!g.table().morpyam_square_free());
    roll(&mut g, ALL, &[4; 5]);
    assert_eq!(g.placeable_squares(), vec![CARRES[0], 8, 11, SEC, 16, 19, 24, 27, CARRES[1]]);
    let ev = act(&mut g, Action::Place { square: CARRES[0] });
    assert_eq!(ev[1], Event::ExtraTurn { seat: 0 });
}

#[test]
fn a_morpyam_on_roll_three_with_a_free_morpyam_square_waits_for_a_placement() {
    let mut g = classic(2);
    roll(&mut g, ALL, &[1, 2, 3, 6, 6]);
    roll(&mut g, [true, true, true, false, false], &[1, 2, 6]);
    let ev = roll(&mut g, [true, true, false, false, false], &[6, 6]);
    assert_eq!(ev.len(), 1, "the turn does not pass by itself: {ev:?}");
    assert_eq!(g.placeable_squares(), MORPYAM_SQUARES.to_vec());
}

#[test]
fn a_call_that_comes_true_with_five_equal_dice_still_covers_appel() {
    // "A successful call still goes on APPEL": a called CARRÉ made with five 5s.
    let mut g = classic(2);
    call(&mut g, Figure::Carre);
    roll(&mut g, ALL, &[5; 5]);
    assert_eq!(g.placeable_squares(), vec![APPEL]);
    assert_eq!(refused(&mut g, Action::Place { square: MORPYAM_SQUARES[0] }), RuleErrorKind::Illegal);
    let ev = act(&mut g, Action::Place { square: APPEL });
    assert!(matches!(ev[0], Event::TokenPlaced { figure: Figure::Appel, with_morpyam: true, .. }));
    assert_eq!(ev[1], Event::ExtraTurn { seat: 0 });
}

#[test]
fn the_morpyam_rule_holds_on_the_flash_grid() {
    let mut g = started("flash", 3);
    roll(&mut g, ALL, &[2; 5]);
    let morpyams: Vec<Square> =
        g.squares().filter(|(_, f, _)| *f == Some(Figure::Morpyam)).map(|(q, _, _)| q).collect();
    assert_eq!(morpyams.len(), 2);
    assert_eq!(g.placeable_squares(), morpyams);
    // Flash has CARRÉ and FULL squares the five 2s make; they stay closed.
    assert_eq!(refused(&mut g, Action::Place { square: 7 }), RuleErrorKind::Illegal);
}

/// Plus: lay every tile (each builder its first listed tile on the first empty square), so the
/// grid is made of the level's tile set.
fn plus_built(config: &morpyam::Config) -> Morpyam {
    let mut g = Morpyam::new(config, 2, 5).unwrap();
    let mut s = Scripted::dice([6, 1]);
    g.apply_with(Action::RollOff, &mut s).unwrap();
    g.apply_with(Action::RollOff, &mut s).unwrap();
    while matches!(g.table().phase, Phase::Build { .. }) {
        let a = g.legal_actions()[0].clone();
        act(&mut g, a);
    }
    assert_eq!(turn_seat(&g), 0);
    g
}

#[test]
fn on_a_plus_grid_the_rule_follows_the_morpyam_tiles_and_needs_one() {
    let config = morpyam::Config::builtin("plus").unwrap();
    let mut g = plus_built(&config);
    let morpyams: Vec<Square> =
        g.squares().filter(|(_, f, _)| *f == Some(Figure::Morpyam)).map(|(q, _, _)| q).collect();
    assert_eq!(morpyams.len(), 2);
    roll(&mut g, ALL, &[3; 5]);
    assert_eq!(g.placeable_squares(), morpyams);
    // A tile set without MORPYAM squares: the rule cannot apply, five equal dice cover any
    // square they make.
    let mut config = config;
    for f in config.grid.0.iter_mut() {
        if *f == Figure::Morpyam {
            *f = Figure::Carre;
        }
    }
    let mut g = plus_built(&config);
    assert!(!g.table().morpyam_square_free());
    roll(&mut g, ALL, &[3; 5]);
    let p = g.placeable_squares();
    let carres = g.squares().filter(|(_, f, _)| *f == Some(Figure::Carre)).count();
    assert_eq!(p.iter().filter(|&&q| g.table().grid[q as usize] == Some(Figure::Carre)).count(), carres);
    assert!(p.iter().any(|&q| g.table().grid[q as usize] == Some(Figure::Sec)), "{p:?}");
    assert!(p.iter().any(|&q| g.table().grid[q as usize] == Some(Figure::Brelan(3))), "{p:?}");
}

#[test]
fn two_morpyam_in_the_same_turn_win_by_ko_daversa() {
    // Off by default: the seeds know no KO R. D'Aversa, so the second MORPYAM is one more
    // extra turn.
    let mut g = classic(2);
    assert!(!g.config().ko_daversa);
    roll(&mut g, ALL, &[3; 5]);
    act(&mut g, Action::Place { square: MORPYAM_SQUARES[0] });
    roll(&mut g, ALL, &[3; 5]);
    let ev = act(&mut g, Action::Place { square: MORPYAM_SQUARES[1] });
    assert_eq!(ev[1], Event::ExtraTurn { seat: 0 });
    assert!(g.outcome().is_none());
    // Switched on (the publisher's later rules), it wins at once.
    let g = classic(2);
    let mut t = g.table().clone();
    t.config.ko_daversa = true;
    let mut g = Morpyam::from_table(t, 1);
    roll(&mut g, ALL, &[3; 5]);
    act(&mut g, Action::Place { square: MORPYAM_SQUARES[0] });
    roll(&mut g, ALL, &[1, 2, 3, 4, 6]);
    roll(&mut g, [true, true, false, true, true], &[3, 3, 3, 3]);
    let ev = act(&mut g, Action::Place { square: MORPYAM_SQUARES[1] });
    assert_eq!(ev[1], Event::KoDaversa { seat: 0 });
    let o = g.outcome().unwrap();
    assert_eq!((o.winners, o.reason.as_str()), (vec![0], "KO R. D'Aversa"));
    assert_eq!(g.to_act(), None);
    assert!(g.legal_actions().is_empty());
    assert_eq!(refused(&mut g, Action::Pass), RuleErrorKind::GameOver);
}

#[test]
fn morpyams_in_different_turns_are_no_ko_daversa() {
    let g = classic(2);
    let mut t = g.table().clone();
    t.config.ko_daversa = true;
    let mut g = Morpyam::from_table(t, 1);
    roll(&mut g, ALL, &[3; 5]);
    act(&mut g, Action::Place { square: MORPYAM_SQUARES[0] });
    roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
    act(&mut g, Action::Pass);
    roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
    act(&mut g, Action::Pass);
    roll(&mut g, ALL, &[3; 5]);
    act(&mut g, Action::Place { square: MORPYAM_SQUARES[1] });
    assert!(g.outcome().is_none());
}

#[test]
fn five_in_a_diagonal_is_a_ko() {
    // Seat 0 holds four squares of the main diagonal (0, 7, 14, 21); 28 (a CARRÉ) completes it.
    let g = classic(2);
    let mut g = with_tokens(&g, &[(0, 0), (7, 0), (14, 0), (21, 0), (1, 1), (2, 1)]);
    roll(&mut g, ALL, &[2, 2, 2, 2, 5]);
    let ev = act(&mut g, Action::Place { square: 28 });
    assert_eq!(ev[1], Event::Ko { seat: 0, squares: vec![0, 7, 14, 21, 28] });
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, vec![0]);
    assert_eq!(o.reason, "KO");
    // A KO on the other diagonal direction, from the middle of the run.
    let g = classic(2);
    let mut g = with_tokens(&g, &[(5, 0), (10, 0), (20, 0), (25, 0)]);
    roll(&mut g, ALL, &[6, 6, 6, 6, 5]);
    assert!(g.placeable_squares().contains(&SEC));
    let ev = act(&mut g, Action::Place { square: SEC });
    assert_eq!(ev[1], Event::Ko { seat: 0, squares: vec![5, 10, SEC, 20, 25] });
}

#[test]
fn four_in_a_line_is_no_ko() {
    let g = classic(2);
    let mut g = with_tokens(&g, &[(0, 0), (7, 0), (14, 0)]);
    roll(&mut g, ALL, &[2, 2, 2, 2, 5]);
    act(&mut g, Action::Place { square: 28 });
    assert!(g.outcome().is_none());
}

#[test]
fn a_run_of_four_scores_two_with_two_players_and_three_with_four() {
    let runs = [(1, 0), (2, 0), (3, 0), (4, 0), (30, 1), (31, 1), (32, 1)];
    let g2 = with_tokens(&classic(2), &runs);
    assert_eq!(g2.scores(), vec![2, 1]);
    let g4 = with_tokens(&classic(4), &runs);
    assert_eq!(g4.scores(), vec![3, 1, 0, 0]);
    // The run of four does not also count the runs of three inside it.
    let r = g4.scoring_runs();
    assert_eq!(r.len(), 2);
    assert_eq!(r[0].squares, vec![1, 2, 3, 4]);
    assert_eq!((r[0].direction, r[0].points), (Direction::Row, 3));
    // A token counts in several directions: an L of 3 + 3 sharing a corner scores 2.
    let g = with_tokens(&classic(2), &[(0, 0), (1, 0), (2, 0), (6, 0), (12, 0)]);
    assert_eq!(g.scores(), vec![2, 0]);
    // Another colour breaks a run.
    let g = with_tokens(&classic(2), &[(0, 0), (1, 0), (2, 1), (3, 0)]);
    assert_eq!(g.scores(), vec![0, 0]);
}

/// Seat 0 with one token left and the given tokens on the grid; seat 0 then rolls a BRELAN of 1
/// and covers square 34.
fn finish_with(tokens: &[(Square, usize)]) -> Morpyam {
    let g = classic(2);
    let mut t = with_tokens(&g, tokens).table().clone();
    t.tokens_left[0] = 1;
    let mut g = Morpyam::from_table(t, 1);
    roll(&mut g, ALL, &[1, 1, 1, 5, 6]);
    act(&mut g, Action::Place { square: 34 });
    g
}

#[test]
fn placing_the_last_token_ends_the_game_with_a_bonus_point() {
    // Seat 0: a run of three (1 point) + bonus; seat 1: one run of three.
    let g = finish_with(&[(6, 0), (12, 0), (18, 0), (9, 1), (10, 1), (11, 1)]);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![2, 1]);
    assert_eq!(o.winners, vec![0]);
    assert_eq!(g.table().finisher, Some(0));
}

#[test]
fn a_tie_with_the_finisher_goes_to_the_finisher() {
    // Seat 0: 1 + bonus = 2; seat 1: a run of four = 2.
    let g = finish_with(&[(6, 0), (12, 0), (18, 0), (8, 1), (9, 1), (10, 1), (11, 1)]);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![2, 2]);
    assert_eq!(o.winners, vec![0]);
    // More points beat the bonus.
    let g = finish_with(&[(8, 1), (9, 1), (10, 1), (11, 1)]);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![1, 2]);
    assert_eq!(o.winners, vec![1]);
}

#[test]
fn other_ties_are_shared() {
    // Three players: seat 0 finishes with 0 + 1, seats 1 and 2 have 3 each (run of four).
    let g = classic(3);
    let mut t = with_tokens(&g, &[(7, 1), (8, 1), (9, 1), (10, 1), (25, 2), (26, 2), (27, 2), (28, 2)])
        .table()
        .clone();
    t.tokens_left[0] = 1;
    let mut g = Morpyam::from_table(t, 1);
    roll(&mut g, ALL, &[1, 1, 1, 5, 6]);
    act(&mut g, Action::Place { square: 34 });
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![1, 3, 3]);
    assert_eq!(o.winners, vec![1, 2]);
}

#[test]
fn safety_valve_ends_after_ten_idle_rounds_without_bonus() {
    let g = classic(2);
    let mut g = with_tokens(&g, &[(0, 1), (1, 1), (2, 1)]);
    for k in 0..20 {
        assert!(g.outcome().is_none(), "over after {k} idle turns");
        roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
        act(&mut g, Action::Pass);
    }
    let o = g.outcome().expect("ten idle rounds of two turns end the game");
    assert_eq!(o.scores, vec![0, 1]);
    assert_eq!(o.winners, vec![1]);
    assert_eq!(g.table().finisher, None);
}

#[test]
fn a_placement_resets_the_safety_valve() {
    let mut g = classic(2);
    for _ in 0..19 {
        roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
        act(&mut g, Action::Pass);
    }
    roll(&mut g, ALL, &[1, 1, 1, 4, 6]);
    act(&mut g, Action::Place { square: 1 });
    assert_eq!(g.table().idle_turns, 0);
    roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
    act(&mut g, Action::Pass);
    assert!(g.outcome().is_none());
}

#[test]
fn resigning_with_two_players_hands_the_win_to_the_other() {
    let mut g = classic(2);
    // Seat 1 resigns while seat 0 is to act.
    let ev = act(&mut g, Action::Resign { seat: 1 });
    assert_eq!(ev[0], Event::Resigned { seat: 1 });
    let o = g.outcome().unwrap();
    assert_eq!((o.winners, o.reason.as_str()), (vec![0], "resignation"));
}

#[test]
fn with_three_players_a_resigned_seat_keeps_its_tokens_and_is_skipped() {
    let mut g = classic(3);
    roll(&mut g, ALL, &[3, 3, 3, 1, 2]);
    act(&mut g, Action::Place { square: 4 });
    assert_eq!(turn_seat(&g), 1);
    // Seat 0 resigns out of turn; seat 1's turn goes on.
    act(&mut g, Action::Resign { seat: 0 });
    assert_eq!(turn_seat(&g), 1);
    assert_eq!(g.table().owners[4], Some(0));
    assert_eq!(refused(&mut g, Action::Resign { seat: 0 }), RuleErrorKind::Illegal);
    // Seat 1 passes, seat 2 passes, and play skips seat 0.
    roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
    act(&mut g, Action::Pass);
    assert_eq!(turn_seat(&g), 2);
    roll(&mut g, ALL, &[1, 2, 4, 6, 6]);
    act(&mut g, Action::Pass);
    assert_eq!(turn_seat(&g), 1, "seat 0 is skipped");
    let ev = act(&mut g, Action::Resign { seat: 1 });
    assert_eq!(ev[0], Event::Resigned { seat: 1 });
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, vec![2], "the last player left wins");
}

#[test]
fn resigning_during_the_roll_off_removes_the_contender() {
    let mut g = new_game("classic", 3);
    g.apply_with(Action::RollOff, &mut Scripted::dice([4])).unwrap();
    act(&mut g, Action::Resign { seat: 1 });
    assert_eq!(g.to_act(), Some(2));
    let ev = g.apply_with(Action::RollOff, &mut Scripted::dice([2])).unwrap();
    assert_eq!(ev[1], Event::FirstPlayer { seat: 0 });
}

#[test]
fn plus_build_phase_each_player_lays_all_their_tiles() {
    let mut g = new_game("plus", 2);
    assert!(g.table().grid.iter().all(Option::is_none));
    assert_eq!(g.table().hands[0].len(), 18);
    assert_eq!(g.table().hands[1].len(), 18);
    let mut all: Vec<Figure> = g.table().hands.concat();
    all.sort();
    let mut classic: Vec<Figure> = morpyam::Config::builtin("classic").unwrap().grid.0.to_vec();
    classic.sort();
    assert_eq!(all, classic, "the tiles are the 36 classic squares");
    // Seat 1 throws the highest die: it lays first.
    let mut s = Scripted::dice([2, 5]);
    g.apply_with(Action::RollOff, &mut s).unwrap();
    let ev = g.apply_with(Action::RollOff, &mut s).unwrap();
    assert_eq!(ev[1], Event::FirstPlayer { seat: 1 });
    assert_eq!(g.table().phase, Phase::Build { builder: 1, queue: vec![0] });
    assert!(matches!(refused(&mut g, Action::Roll { rethrow: ALL }), RuleErrorKind::WrongPhase));
    let not_held =
        [Figure::Appel, Figure::Sec, Figure::Brelan(1)].into_iter().find(|f| !g.table().hands[1].contains(f));
    if let Some(f) = not_held {
        assert_eq!(refused(&mut g, Action::PlaceTile { figure: f, square: 0 }), RuleErrorKind::Illegal);
    }
    // Lay every tile, squares in order, each player's whole hand in one go.
    let mut sq = 0;
    for seat in [1, 0] {
        for _ in 0..18 {
            assert_eq!(g.to_act(), Some(seat));
            let f = g.table().hands[seat][0];
            act(&mut g, Action::PlaceTile { figure: f, square: sq });
            sq += 1;
            if sq == 1 {
                let f = g.table().hands[1][0];
                assert_eq!(
                    refused(&mut g, Action::PlaceTile { figure: f, square: 0 }),
                    RuleErrorKind::Illegal
                );
            }
        }
    }
    assert!(g.table().grid.iter().all(Option::is_some));
    let mut built: Vec<Figure> = g.table().grid.iter().flatten().copied().collect();
    built.sort();
    assert_eq!(built, classic);
    // Then classic play, the roll-off winner first.
    assert_eq!(turn_seat(&g), 1);
    assert_eq!(g.tokens_left(1), 17);
}

#[test]
fn plus_with_four_players_deals_nine_each_and_a_resigned_builder_tiles_are_laid_for_it() {
    let mut g = new_game("plus", 4);
    assert!(g.table().hands.iter().all(|h| h.len() == 9));
    let mut s = Scripted::dice([6, 1, 1, 1]);
    for _ in 0..4 {
        g.apply_with(Action::RollOff, &mut s).unwrap();
    }
    assert_eq!(g.table().phase, Phase::Build { builder: 0, queue: vec![1, 2, 3] });
    let ev = act(&mut g, Action::Resign { seat: 2 });
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::TilePlaced { seat: 2, auto: true, .. })).count(), 9);
    assert_eq!(g.table().grid.iter().take(9).filter(|f| f.is_some()).count(), 9);
    assert_eq!(g.table().phase, Phase::Build { builder: 0, queue: vec![1, 3] });
}

#[test]
fn resigning_in_your_own_turn_passes_it_on() {
    let mut g = classic(4);
    roll(&mut g, ALL, &[3, 3, 3, 1, 2]);
    let ev = act(&mut g, Action::Resign { seat: 0 });
    assert_eq!(
        ev,
        vec![
            Event::Resigned { seat: 0 },
            Event::TurnPassed { seat: 0, reason: PassReason::Resigned },
            Event::TurnStarted { seat: 1, extra: false },
        ]
    );
    assert_eq!(g.table().active_seats(), vec![1, 2, 3]);
    assert_eq!(g.tokens_left(0), 8);
    // A resigned seat never wins, even with the most points.
    let mut t = with_tokens(&g, &[(0, 0), (1, 0), (2, 0), (3, 0), (30, 1), (31, 1), (32, 1)]).table().clone();
    t.tokens_left[2] = 1;
    t.phase = Phase::Turn(morpyam::Turn::new(2, false, 0));
    let mut g = Morpyam::from_table(t, 1);
    roll(&mut g, ALL, &[1, 1, 1, 5, 6]);
    act(&mut g, Action::Place { square: 34 });
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![3, 1, 1, 0]);
    assert_eq!(o.winners, vec![2], "the finisher's tie with seat 1 goes to the finisher");
}
