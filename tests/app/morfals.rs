//! Morfals at the table, headless: a whole match to the target score by computer players, with
//! physics dice, to the results screen.

use crate::harness::TestApp;
use bevy::prelude::*;
use parlour::games::SavedMatch;
use parlour::games::door::Refusals;
use parlour::games::ending::LastResult;
use parlour::games::morfals::MorfalsMatch;
use parlour::games::morfals::board::{FigurePiece, Place};
use parlour::games::morfals::present::places;
use parlour::games::seats::SeatKind;
use parlour::state::Screen;
use parlour_rules::game::Game;

fn game(t: &TestApp) -> MorfalsMatch {
    t.app.world().resource::<MorfalsMatch>().clone()
}

fn until_deciding(t: &mut TestApp) {
    t.until_human_decides(|t| game(t).human_to_act().is_some());
}

fn figures_on_table(t: &mut TestApp) -> Vec<(usize, u8, Place)> {
    let mut q = t.app.world_mut().query::<&FigurePiece>();
    let mut v: Vec<_> = q.iter(t.app.world()).map(|f| (f.seat, f.id, f.place)).collect();
    v.sort_by_key(|(s, id, _)| (*s, *id));
    v
}

#[test]
fn computer_players_play_a_whole_match_to_the_target_score() {
    let mut t = TestApp::new();
    let m = MorfalsMatch::new("standard", vec![SeatKind::Medium, SeatKind::Easy], 41).unwrap();
    t.open_match(SavedMatch::Morfals(m), 80.0);
    let mut last = game(&t);
    let mut still = 0;
    let mut rounds_seen = 1;
    for _ in 0..600_000 {
        t.step();
        if t.screen() == Screen::Results {
            break;
        }
        let m = game(&t);
        rounds_seen = rounds_seen.max(m.game.round());
        if m.actions == last.actions {
            still += 1;
            assert!(
                still < 60 * 30,
                "no decision for 30 s of table time, phase {:?}:\n{}",
                t.phase(),
                m.game.dump()
            );
        } else {
            still = 0;
        }
        last = m;
    }
    assert_eq!(t.screen(), Screen::Results, "the match did not end");
    let outcome = last.game.outcome().expect("the rules say the match is over");
    let result = t.app.world().resource::<LastResult>().clone();
    let winners: Vec<usize> = result.seats.iter().enumerate().filter(|(_, s)| s.2).map(|(i, _)| i).collect();
    assert_eq!(winners, outcome.winners);
    let shown: Vec<Option<i32>> = result.seats.iter().map(|s| s.1).collect();
    assert_eq!(shown, vec![Some(last.game.scores()[0]), Some(last.game.scores()[1])]);
    assert!(last.game.scores().iter().any(|s| *s >= last.game.config().options.target_score as i32));
    // The last position is on the table: every figure on its square or at its reserve place.
    let mut expected = places(&last.game);
    expected.sort_by_key(|(s, id, _)| (*s, *id));
    assert_eq!(figures_on_table(&mut t), expected);
    assert!(t.app.world().get_resource::<Refusals>().is_none_or(|r| r.lines.is_empty()));
    eprintln!(
        "morfals: {} decisions over {rounds_seen} rounds, {:?}, {}",
        last.actions,
        last.game.scores(),
        outcome.reason
    );
}

/// Seat 0 (a human) to throw, with each of columns 4, 5, 7 and 8 holding a sandwich ready: its
/// own figures on rows 2 and 6, the opponent's on rows 3 and 5, so that a figure on row 4 eats
/// two at once. Returns the match and the column its first throw names (a seed is looked for
/// whose throw names one of them).
fn double_eat() -> (MorfalsMatch, u8) {
    use parlour_rules::games::morfals::{Action, Config, Morfals, Phase, Setup, Square};
    let config = Config::builtin("standard").unwrap();
    let mut figures = Vec::new();
    for c in [4u8, 5, 7, 8] {
        figures.extend([
            (Square::new(c, 2), 0),
            (Square::new(c, 6), 0),
            (Square::new(c, 3), 1),
            (Square::new(c, 5), 1),
        ]);
    }
    let setup = Setup { figures, scores: [0, 0], to_roll: 0 };
    for seed in 0..200u64 {
        let game = Morfals::from_setup(&config, seed, &setup).unwrap();
        let mut probe = game.clone();
        probe.apply(Action::Roll).unwrap();
        if let Phase::Place { column, .. } = probe.phase()
            && [4, 5, 7, 8].contains(&column)
        {
            return (
                MorfalsMatch::from_game("standard", vec![SeatKind::Human, SeatKind::Medium], 5, game),
                column,
            );
        }
    }
    panic!("no seed throws one of the prepared columns");
}

fn human_eats_two(input: crate::harness::Input) {
    use parlour::games::morfals::board::SquareSpot;
    use parlour::games::morfals::controls::Control;
    use parlour::games::phase::TurnPhase;
    use parlour::theme::interaction::Focus;
    use parlour_rules::games::morfals::Square;
    let mut t = TestApp::new();
    if input == crate::harness::Input::Pad {
        t.connect_gamepad();
    }
    let (m, column) = double_eat();
    t.open_match(SavedMatch::Morfals(m), 10.0);
    let focused = |t: &TestApp| t.app.world().resource::<Focus>().0;
    until_deciding(&mut t);
    assert_eq!(focused(&t).and_then(|e| t.app.world().get::<Control>(e)), Some(&Control::Throw));
    input.confirm(&mut t);
    until_deciding(&mut t);
    // Walk the lit squares of the column to row 4.
    let target = Square::new(column, 4);
    for _ in 0..20 {
        if focused(&t).and_then(|e| t.app.world().get::<SquareSpot>(e)).map(|s| s.0) == Some(target) {
            break;
        }
        input.next(&mut t);
    }
    assert_eq!(focused(&t).and_then(|e| t.app.world().get::<SquareSpot>(e)).map(|s| s.0), Some(target));
    let before = game(&t).game.reserve(1).len();
    input.confirm(&mut t);
    for _ in 0..3_000 {
        t.step();
        if game(&t).actions >= 2 && t.phase() != Some(TurnPhase::Presenting) {
            break;
        }
    }
    let g = game(&t).game;
    assert_eq!(g.figure_at(target).map(|f| f.seat), Some(0), "no figure was placed on {target}");
    assert_eq!(g.reserve(1).len(), before + 2, "two figures were not eaten:\n{}", g.dump());
    assert!(g.figure_at(Square::new(column, 3)).is_none() && g.figure_at(Square::new(column, 5)).is_none());
    // On the table too: the two eaten figures went back to their reserve.
    let mut expected = places(&g);
    expected.sort_by_key(|(s, id, _)| (*s, *id));
    assert_eq!(figures_on_table(&mut t), expected);
}

#[test]
fn a_human_throws_and_eats_two_figures_by_keyboard() {
    human_eats_two(crate::harness::Input::Keyboard);
}

#[test]
fn a_human_throws_and_eats_two_figures_by_controller() {
    human_eats_two(crate::harness::Input::Pad);
}

/// Save → title → resume restores the match exactly: once with the dice thrown and a square to
/// choose (the column still lit), once between two rounds (Next round still to press).
#[test]
fn save_quit_and_resume_mid_round_and_between_rounds() {
    use parlour::games::Resumable;
    use parlour::games::door::Submit;
    use parlour::games::morfals::present::LitColumn;
    use parlour_rules::games::morfals::{Action, Config, Morfals, Phase, Setup, Square};
    let dir = crate::harness::TempDir::new("morfals-resume");
    let mut t = TestApp::with_data_dir(&dir.0);
    let resume = |t: &mut TestApp| -> MorfalsMatch {
        t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
        t.steps(4);
        let saved = t.app.world().resource::<Resumable>().0.clone().expect("no save to resume");
        let SavedMatch::Morfals(saved) = saved else { panic!("the save is not a Morfals match") };
        t.open_match(SavedMatch::Morfals(saved.clone()), 10.0);
        saved
    };
    // Mid-round: the dice thrown, a square to choose.
    let (m, column) = double_eat();
    t.open_match(SavedMatch::Morfals(m), 10.0);
    until_deciding(&mut t);
    t.app.world_mut().write_message(Submit::<Morfals>::new(Action::Roll));
    until_deciding(&mut t);
    let before = game(&t);
    assert!(matches!(before.game.phase(), Phase::Place { .. }));
    let saved = resume(&mut t);
    assert_eq!(saved, before);
    until_deciding(&mut t);
    assert_eq!(game(&t), before);
    assert_eq!(t.app.world().resource::<LitColumn>().0, Some(column), "the column is not lit again");
    // Between rounds: the Jusqualos hold one figure; their next placement wins the round.
    let config = Config::builtin("standard").unwrap();
    let mut figures: Vec<(Square, usize)> = (1..=7).map(|r| (Square::new(3, r), 0)).collect();
    figures.extend((1..=4).map(|r| (Square::new(4, r), 0)));
    let setup = Setup { figures, scores: [3, 4], to_roll: 0 };
    let seed = (0..300u64)
        .find(|s| {
            let mut g = Morfals::from_setup(&config, *s, &setup).unwrap();
            g.apply(Action::Roll).unwrap();
            matches!(g.phase(), Phase::Place { .. })
        })
        .expect("a seed whose throw names a column with room");
    let game0 = Morfals::from_setup(&config, seed, &setup).unwrap();
    let m = MorfalsMatch::from_game("standard", vec![SeatKind::Human, SeatKind::Human], 3, game0);
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    t.steps(4);
    t.open_match(SavedMatch::Morfals(m), 10.0);
    until_deciding(&mut t);
    t.app.world_mut().write_message(Submit::<Morfals>::new(Action::Roll));
    until_deciding(&mut t);
    let place = game(&t).game.legal_actions()[0];
    t.app.world_mut().write_message(Submit::<Morfals>::new(place));
    until_deciding(&mut t);
    let before = game(&t);
    assert!(matches!(before.game.phase(), Phase::RoundOver { .. }), "{:?}", before.game.phase());
    assert_eq!(resume(&mut t), before);
    until_deciding(&mut t);
    assert_eq!(game(&t), before);
    t.app.world_mut().write_message(Submit::<Morfals>::new(Action::NextRound));
    until_deciding(&mut t);
    assert_eq!(game(&t).game.round(), 2);
    let mut expected = places(&game(&t).game);
    expected.sort_by_key(|(s, id, _)| (*s, *id));
    assert_eq!(figures_on_table(&mut t), expected, "the board was not cleared for round 2");
}
