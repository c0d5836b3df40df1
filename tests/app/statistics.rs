//! The player's record: wins, losses, draws, runs of wins and lengths counted per game, variant
//! and opponent; a finished match counts once (resumed or not), a resignation is a loss, a
//! replay and a match of computer players alone never count; a broken record is set aside;
//! the title offers the screen once there is a record, and Reset asks twice.

use crate::harness::{TempDir, TestApp};
use bevy::prelude::*;
use parlour::games::SavedMatch;
use parlour::games::morris::MorrisMatch;
use parlour::games::seats::SeatKind;
use parlour::persistence::statistics::{self, Finished, Result, Statistics};
use parlour::persistence::store::Store;
use parlour::state::Screen;
use parlour_rules::Game;
use parlour_rules::games::morris::{Config, Morris};

fn finished(opponent: &str, result: Result, length: u32) -> Finished {
    Finished { game: "morris".into(), variant: "nine".into(), opponent: opponent.into(), result, length }
}

#[test]
fn the_record_counts_results_runs_of_wins_and_lengths() {
    let mut s = Statistics::default();
    for (r, n) in
        [(Result::Won, 40), (Result::Won, 60), (Result::Lost, 51), (Result::Won, 30), (Result::Drawn, 99)]
    {
        s.add(&finished("hard", r, n));
    }
    s.add(&finished("people", Result::Won, 10));
    assert_eq!(s.lines.len(), 2, "one line per opponent");
    let hard = &s.lines[0];
    assert_eq!((hard.played, hard.won, hard.lost, hard.drawn), (5, 3, 1, 1));
    assert_eq!((hard.streak, hard.best_streak), (0, 2), "a draw ends the run; the best was two");
    assert_eq!(hard.average_length(), 56);
    // The document round-trips, and one from a newer Parlour is refused with both versions.
    let text = s.text().unwrap();
    assert!(text.contains("version: 1"), "{text}");
    assert_eq!(Statistics::from_text(&text).unwrap().lines, s.lines);
    let newer = text.replace("version: 1", "version: 9");
    assert!(Statistics::from_text(&newer).unwrap_err().contains("newer Parlour"));
}

#[test]
fn a_broken_record_is_set_aside_and_a_new_one_started() {
    let dir = TempDir::new("statistics");
    let store = Store::in_dir(&dir.0);
    store.write(statistics::FILE, "(version: 1, lines: [(game: 3").unwrap();
    let err = statistics::record(&store, &finished("easy", Result::Won, 20)).unwrap_err();
    assert!(err.contains("statistics.ron:1:"), "the error names the file and the place: {err}");
    assert!(dir.0.join("statistics.ron.broken").exists());
    let now = statistics::load(&store).unwrap();
    assert_eq!((now.lines.len(), now.lines[0].won), (1, 1), "the match still counts in the new record");
}

fn record(t: &TestApp) -> Statistics {
    statistics::load(t.app.world().resource::<Store>()).unwrap()
}

/// Black (hard) to move closes a mill and takes White's third man: the match ends at once.
fn lost_in_one(seats: Vec<SeatKind>) -> SavedMatch {
    let config = Config::builtin("nine").unwrap();
    let game = Morris::from_position(&config, "BB.W...W......B..W......", 1, [0, 0]).unwrap();
    SavedMatch::Morris(MorrisMatch::from_game("nine", seats, 7, game))
}

#[test]
fn finished_matches_count_once_resignation_loses_and_replays_never_count() {
    let mut t = TestApp::new();
    assert!(!parlour::screens::statistics::any(t.app.world().resource::<Store>()));
    // A match resumed one move from its end: lost against hard, counted once, even after more
    // frames and a visit to the title.
    t.open_match(lost_in_one(vec![SeatKind::Human, SeatKind::Hard]), 40.0);
    t.run_until_screen(Screen::Results, 3_000);
    t.steps(30);
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    t.run_until_screen(Screen::Title, 60);
    let s = record(&t);
    assert_eq!(s.lines.len(), 1);
    let l = &s.lines[0];
    assert_eq!((l.game.as_str(), l.variant.as_str(), l.opponent.as_str()), ("morris", "nine", "hard"));
    assert_eq!((l.played, l.lost, l.streak), (1, 1, 0));
    assert!(parlour::screens::statistics::any(t.app.world().resource::<Store>()));

    // Watching it again changes nothing.
    let shelf = parlour::games::replays::load(t.app.world().resource::<Store>());
    let saved = shelf.replays.first().expect("the finished match is on the shelf").1.clone();
    t.app.insert_resource(parlour::state::Watching::default());
    t.app.insert_resource(parlour::games::watch::WatchSource(saved.clone()));
    t.app.world_mut().resource_mut::<parlour::games::ResumeRequest>().0 = Some(saved.replayed(0).unwrap());
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    t.run_until_screen(Screen::Playing, 60);
    for _ in 0..6_000 {
        if t.app.world().get_resource::<MorrisMatch>().is_some_and(|m| m.game.outcome().is_some()) {
            break;
        }
        t.step();
    }
    assert!(t.app.world().resource::<MorrisMatch>().game.outcome().is_some(), "the replay reached its end");
    t.steps(60);
    assert_eq!(record(&t).lines[0].played, 1, "a replay counted");

    // A resignation is a loss; the opponent is the strongest computer level at the table.
    t.app.world_mut().remove_resource::<parlour::state::Watching>();
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    t.run_until_screen(Screen::Title, 60);
    let config = Config::builtin("nine").unwrap();
    let fresh = Morris::new(&config, 2, 3).unwrap();
    t.open_match(
        SavedMatch::Morris(MorrisMatch::from_game("nine", vec![SeatKind::Human, SeatKind::Hard], 3, fresh)),
        40.0,
    );
    t.until_human_decides(|t| t.app.world().resource::<MorrisMatch>().human_to_act().is_some());
    t.tap_key(KeyCode::Escape);
    for _ in 0..3 {
        t.tap_key(KeyCode::ArrowDown);
    }
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Results, 3_000);
    let l = record(&t).lines[0].clone();
    assert_eq!((l.played, l.lost), (2, 2));

    // Computer players alone are nobody's record.
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    t.run_until_screen(Screen::Title, 60);
    t.open_match(lost_in_one(vec![SeatKind::Easy, SeatKind::Hard]), 40.0);
    t.run_until_screen(Screen::Results, 3_000);
    let s = record(&t);
    assert_eq!((s.lines.len(), s.lines[0].played), (1, 2));
}

#[test]
fn reset_asks_twice_then_forgets_the_record() {
    let mut t = TestApp::new();
    let store = t.app.world().resource::<Store>().clone();
    statistics::record(&store, &finished("medium", Result::Won, 33)).unwrap();
    t.run_until_screen(Screen::Title, 600);
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Statistics);
    t.run_until_screen(Screen::Statistics, 60);
    // Back is focused first; the next button is Reset.
    t.tap_key(KeyCode::Tab);
    t.tap_key(KeyCode::Enter);
    assert_eq!(t.screen(), Screen::Statistics);
    assert!(t.app.world().resource::<parlour::screens::statistics::ResetArmed>().0);
    assert_eq!(statistics::load(&store).unwrap().lines.len(), 1, "one press erases nothing");
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Title, 60);
    assert!(statistics::load(&store).unwrap().lines.is_empty());
}
