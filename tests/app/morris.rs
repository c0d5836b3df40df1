//! Nine Men's Morris at the table, headless: whole matches by computer players on every board,
//! a human turn by keyboard and by controller that closes a mill and takes a man, resignation
//! while a removal is pending, save → quit → resume in the removal phase, and a refused decision
//! that fails loudly.

use crate::harness::{Input, TestApp};
use bevy::prelude::*;
use parlour::games::Resumable;
use parlour::games::SavedMatch;
use parlour::games::door::{Refusals, Submit};
use parlour::games::ending::LastResult;
use parlour::games::morris::MorrisMatch;
use parlour::games::morris::board::{Man, Place, PointSpot};
use parlour::games::phase::TurnPhase;
use parlour::games::seats::SeatKind;
use parlour::state::Screen;
use parlour::theme::interaction::Focus;
use parlour_rules::game::Game;
use parlour_rules::games::morris::{Action, Config, Morris, Phase};

fn open(t: &mut TestApp, m: MorrisMatch, speed: f32) {
    t.open_match(SavedMatch::Morris(m), speed);
}

pub(crate) fn game(t: &TestApp) -> MorrisMatch {
    t.app.world().resource::<MorrisMatch>().clone()
}

/// The men standing on the board, by point.
fn men_on_board(t: &mut TestApp) -> Vec<(u8, usize)> {
    let mut q = t.app.world_mut().query::<&Man>();
    let mut v: Vec<_> = q
        .iter(t.app.world())
        .filter_map(|m| match m.place {
            Place::On(p) => Some((p, m.seat)),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

/// Play a whole match with computer players; returns the match as it ended.
fn bots_play(variant: &str, seats: [SeatKind; 2], seed: u64) -> MorrisMatch {
    let mut t = TestApp::new();
    open(&mut t, MorrisMatch::new(variant, seats.to_vec(), seed).unwrap(), 40.0);
    let mut last = game(&t);
    let mut still = 0;
    for _ in 0..200_000 {
        t.step();
        if t.screen() == Screen::Results {
            break;
        }
        let m = game(&t);
        if m.actions == last.actions {
            still += 1;
            assert!(
                still < 60 * 20,
                "no decision for 20 s of table time, phase {:?}:\n{}",
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
    assert_eq!(winners, outcome.winners, "{variant}: the results differ from the rules' outcome");
    assert!(
        result.reason == parlour::games::ending::reason_words(&outcome.reason)
            && result.game.text(parlour::i18n::Lang::En).contains(&last.game.config().name)
    );
    // The final position is still on the table: every man where the rules have it.
    let on_board = men_on_board(&mut t);
    let expected: Vec<(u8, usize)> =
        (0..last.game.geometry().n).filter_map(|p| last.game.at(p).map(|s| (p, s))).collect();
    assert_eq!(on_board, expected, "{variant}: the table shows another final position");
    assert!(t.app.world().get_resource::<Refusals>().is_none_or(|r| r.lines.is_empty()));
    eprintln!("morris {variant}: {} decisions, {}", last.actions, outcome.reason);
    last
}

#[test]
fn computer_players_play_whole_matches_on_every_board() {
    bots_play("nine", [SeatKind::Medium, SeatKind::Easy], 11);
    bots_play("six", [SeatKind::Easy, SeatKind::Medium], 12);
    bots_play("twelve", [SeatKind::Easy, SeatKind::Easy], 13);
    bots_play("morabaraba", [SeatKind::Medium, SeatKind::Easy], 14);
    // A row wins Three Men's Morris at once; the hard player plays from the solved table.
    // White, placing first, has a forced win, and hard finds it.
    let three = bots_play("three", [SeatKind::Hard, SeatKind::Medium], 15);
    assert_eq!(three.game.outcome().unwrap().winners, vec![0]);
}

/// White to place a man on g7 and close the mill a7-d7-g7; Black has men on b6, d6 and g4.
pub(crate) fn mill_in_one() -> MorrisMatch {
    let config = Config::builtin("nine").unwrap();
    let board = "WW. BB. ... ... ..B ... ... ...";
    let game = Morris::from_position(&config, board, 0, [7, 6]).unwrap();
    MorrisMatch::from_game("nine", vec![SeatKind::Human, SeatKind::Hard], 5, game)
}

pub(crate) fn until_deciding(t: &mut TestApp) {
    t.until_human_decides(|t| game(t).human_to_act().is_some());
}

pub(crate) fn focused_point(t: &TestApp) -> Option<u8> {
    let e = t.app.world().resource::<Focus>().0?;
    t.app.world().get::<PointSpot>(e).map(|s| s.0)
}

fn human_mill(input: Input) {
    let mut t = TestApp::new();
    if input == Input::Pad {
        t.connect_gamepad();
    }
    open(&mut t, mill_in_one(), 8.0);
    until_deciding(&mut t);
    // The focus walks the lines: a7 → d7 → g7.
    assert_eq!(focused_point(&t), Some(0));
    input.right(&mut t);
    assert_eq!(focused_point(&t), Some(1));
    input.right(&mut t);
    assert_eq!(focused_point(&t), Some(2));
    input.confirm(&mut t);
    until_deciding(&mut t);
    let m = game(&t);
    assert_eq!(m.game.at(2), Some(0), "no man was placed on g7");
    assert_eq!(m.game.phase(), Phase::Remove { left: 1 });
    // The removal: down the g-line to Black's man on g4, and take it.
    assert_eq!(focused_point(&t), Some(2), "the focus left g7");
    input.down(&mut t);
    assert_eq!(focused_point(&t), Some(14));
    input.confirm(&mut t);
    for _ in 0..600 {
        t.step();
        if game(&t).game.to_act() == Some(1) && t.phase() == Some(TurnPhase::BotThinking) {
            break;
        }
    }
    let m = game(&t);
    assert_eq!(m.game.at(14), None, "Black's man on g4 is still there");
    assert_eq!(m.game.on_board(1), 2);
    assert_eq!(m.actions, 2);
    // On the table too: the man went to Black's pile of taken men.
    let mut q = t.app.world_mut().query::<&Man>();
    let lost = q.iter(t.app.world()).filter(|m| m.seat == 1 && matches!(m.place, Place::Lost(_))).count();
    assert_eq!(lost, 1);
}

#[test]
fn a_human_closes_a_mill_and_takes_a_man_by_keyboard() {
    human_mill(Input::Keyboard);
}

#[test]
fn a_human_closes_a_mill_and_takes_a_man_by_controller() {
    human_mill(Input::Pad);
}

/// Open the mill position, place on g7 by the door, and wait for the removal decision.
fn at_removal(t: &mut TestApp) {
    open(t, mill_in_one(), 8.0);
    until_deciding(t);
    t.app.world_mut().write_message(Submit::<Morris>::new(Action::Place(2)));
    t.step();
    until_deciding(t);
    assert_eq!(game(t).game.phase(), Phase::Remove { left: 1 });
}

#[test]
fn resigning_while_a_removal_is_pending_ends_the_match() {
    let mut t = TestApp::new();
    at_removal(&mut t);
    t.tap_key(KeyCode::Escape);
    assert_eq!(*t.app.world().resource::<State<parlour::state::Menu>>().get(), parlour::state::Menu::Pause);
    // Resume, Rules, Settings, Resign: three down.
    for _ in 0..3 {
        t.tap_key(KeyCode::ArrowDown);
    }
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Results, 2_000);
    let m = game(&t);
    let outcome = m.game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![1]);
    assert_eq!(outcome.reason, "resignation");
    let result = t.app.world().resource::<LastResult>().clone();
    assert!(!result.seats[0].2 && result.seats[1].2);
    // The final position stays on the table beside the results; Rematch lays a new one.
    assert_eq!(men_on_board(&mut t).len(), 6);
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Playing, 60);
    let again = game(&t);
    assert_eq!((again.variant.as_str(), &again.seats, again.actions), ("nine", &m.seats, 0));
    assert_ne!(again.seed, m.seed);
    assert!(men_on_board(&mut t).is_empty(), "the last match's men are still on the board");
    let mut q = t.app.world_mut().query::<&Man>();
    assert_eq!(q.iter(t.app.world()).count(), 18, "a new match has nine men a side in reserve");
}

#[test]
fn save_quit_and_resume_in_the_removal_phase() {
    let mut t = TestApp::new();
    at_removal(&mut t);
    let before = game(&t);
    t.tap_key(KeyCode::Escape);
    t.tap_key(KeyCode::ArrowUp);
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Title, 60);
    let saved = t.app.world().resource::<Resumable>().0.clone().expect("a saved match on the title");
    let SavedMatch::Morris(saved) = saved else { panic!("the save is not of Morris") };
    assert_eq!(saved, before, "the save differs from the match that was left");
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Playing, 60);
    until_deciding(&mut t);
    let m = game(&t);
    assert_eq!(m, before, "the resumed match differs");
    assert_eq!(m.game.phase(), Phase::Remove { left: 1 });
    // The table shows it: every man where the rules have it, and Black's men lit to be taken.
    let expected: Vec<(u8, usize)> = (0..24).filter_map(|p| m.game.at(p).map(|s| (p, s))).collect();
    assert_eq!(men_on_board(&mut t), expected);
    // And it goes on: take d6.
    t.app.world_mut().write_message(Submit::<Morris>::new(Action::Remove(4)));
    t.steps(3);
    assert_eq!(game(&t).game.at(4), None);
}

#[test]
fn a_decision_the_rules_refuse_is_reported_and_changes_nothing() {
    let mut t = TestApp::new();
    open(&mut t, mill_in_one(), 8.0);
    until_deciding(&mut t);
    let before = game(&t);
    // d7 is taken: the rules refuse it, the table says so, and nothing is invented instead.
    t.app.world_mut().write_message(Submit::<Morris>::new(Action::Place(1)));
    t.steps(3);
    let refusals = t.app.world().resource::<Refusals>().clone();
    assert_eq!(refusals.lines.len(), 1, "{refusals:?}");
    assert!(refusals.lines[0].contains("morris: refused Place(1)"), "{refusals:?}");
    assert_eq!(game(&t), before);
    assert_eq!(t.phase(), Some(TurnPhase::Deciding));
}

fn picked(t: &TestApp) -> Option<u8> {
    t.app.world().resource::<parlour::games::morris::controls::Pick>().from
}

fn moving_pick_and_cancel(input: Input) {
    let mut t = TestApp::new();
    if input == Input::Pad {
        t.connect_gamepad();
    }
    // The moving phase: White on a7, d7, b4 and e3, Black on d6, f4 and d2; White to move.
    let config = Config::builtin("nine").unwrap();
    let position = Morris::from_position(&config, "WW. .B. ... .W. .B. ..W .B. ...", 0, [0, 0]).unwrap();
    open(&mut t, MorrisMatch::from_game("nine", vec![SeatKind::Human, SeatKind::Easy], 3, position), 8.0);
    until_deciding(&mut t);
    assert_eq!(focused_point(&t), Some(0));
    // Pick up a7, then put it back with Back: the pause menu stays closed.
    input.confirm(&mut t);
    assert_eq!(picked(&t), Some(0));
    input.back(&mut t);
    assert_eq!(picked(&t), None);
    assert_eq!(*t.app.world().resource::<State<parlour::state::Menu>>().get(), parlour::state::Menu::None);
    // The arrows follow the lines: a7 → a4 → b4 → a4 → a7.
    input.down(&mut t);
    assert_eq!(focused_point(&t), Some(9));
    input.right(&mut t);
    assert_eq!(focused_point(&t), Some(10));
    input.left(&mut t);
    assert_eq!(focused_point(&t), Some(9));
    input.up(&mut t);
    assert_eq!(focused_point(&t), Some(0));
    // Pick up a7 again and slide it down the line to a4.
    input.confirm(&mut t);
    input.down(&mut t);
    input.confirm(&mut t);
    t.steps(3);
    let m = game(&t);
    assert_eq!((m.game.at(0), m.game.at(9)), (None, Some(0)), "a7 did not slide to a4");
    assert_eq!(picked(&t), None);
}

#[test]
fn a_picked_man_is_put_back_and_moved_along_the_lines_by_keyboard() {
    moving_pick_and_cancel(Input::Keyboard);
}

#[test]
fn a_picked_man_is_put_back_and_moved_along_the_lines_by_controller() {
    moving_pick_and_cancel(Input::Pad);
}
