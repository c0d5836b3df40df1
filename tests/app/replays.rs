//! Replays: a finished match goes on the shelf by itself; the shelf keeps the last twenty and
//! leaves out (and reports) an entry whose log is broken; a replay watched at the table and
//! stepped to its end is the finished match, a step back is the match one decision earlier, and
//! nothing is saved or played meanwhile; the export is what `parlour-engine` plays back.

use crate::harness::{TempDir, TestApp};
use bevy::prelude::*;
use parlour::games::SavedMatch;
use parlour::games::morris::MorrisMatch;
use parlour::games::phase::TurnPhase;
use parlour::games::replays;
use parlour::games::seats::SeatKind;
use parlour::games::watch::WatchButton;
use parlour::persistence::store::Store;
use parlour::state::Screen;
use parlour::state::Watching;
use parlour::theme::interaction::Activated;
use parlour_rules::game::Game;
use parlour_rules::games::morris::Morris;

/// A finished Morris match between computer players (rules only).
fn finished(seed: u64) -> MorrisMatch {
    crate::harness::finished("nine", vec![SeatKind::Easy, SeatKind::Medium], "easy", seed)
}

#[test]
fn the_shelf_keeps_twenty_and_leaves_out_broken_replays() {
    let dir = TempDir::new("shelf");
    let store = Store::in_dir(&dir.0);
    let m = finished(1);
    for _ in 0..23 {
        replays::keep(&store, SavedMatch::Morris(m.clone())).unwrap();
    }
    let shelf = replays::load(&store);
    assert_eq!((shelf.replays.len(), shelf.problems.len()), (20, 0));
    // Newest first: entries 22 down to 3; the three oldest files are gone.
    assert_eq!(shelf.replays.first().map(|r| r.0), Some(22));
    assert!(!dir.0.join(replays::entry_name(2)).exists() && dir.0.join(replays::entry_name(3)).exists());
    // One entry edited by hand so that its log no longer reaches its final position, one cut short.
    let mut edited = m.clone();
    edited.log.decisions.truncate(edited.log.decisions.len() - 1);
    edited.actions -= 1;
    let text = ron::ser::to_string(&SavedMatch::Morris(edited)).unwrap();
    std::fs::write(dir.0.join(replays::entry_name(21)), format!("(version:1,finished:{text})")).unwrap();
    std::fs::write(dir.0.join(replays::entry_name(20)), "(version:1,finished:Morris((vari").unwrap();
    let shelf = replays::load(&store);
    assert_eq!(shelf.replays.len(), 18);
    assert_eq!(shelf.problems.len(), 2, "{:?}", shelf.problems);
    assert!(shelf.problems[0].contains("replay-21.ron") && shelf.problems[0].contains("does not replay"));
    assert!(shelf.problems[1].contains("replay-20.ron:1:"), "{}", shelf.problems[1]);
    // Set aside, not lost; the next load no longer trips over them.
    assert!(dir.0.join("replay-21.ron.broken").exists());
    let again = replays::load(&store);
    assert_eq!((again.replays.len(), again.problems.len()), (18, 0), "{:?}", again.problems);
    // A broken index is reported and set aside; the shelf starts again.
    std::fs::write(dir.0.join(replays::INDEX), "(version: 7, next: 1, kept: [0])").unwrap();
    let shelf = replays::load(&store);
    assert!(shelf.replays.is_empty() && shelf.problems[0].contains("version 7"), "{:?}", shelf.problems);
}

#[test]
fn the_export_is_what_the_engine_plays_back() {
    use parlour_rules::dynmatch::{DynMatch, MatchSpec};
    let m = finished(2);
    let lines = SavedMatch::Morris(m.clone()).engine_lines().unwrap();
    let mut rows = lines.lines().map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap());
    let new = rows.next().unwrap();
    assert_eq!(new["cmd"], "new");
    let spec: MatchSpec = serde_json::from_value(new.clone()).unwrap();
    let mut engine: Box<dyn DynMatch> =
        Box::new(Morris::new(&spec.config::<Morris>().unwrap(), spec.players, spec.seed).unwrap());
    let mut applied = 0;
    for row in rows {
        assert_eq!(row["cmd"], "apply");
        engine.apply_json(&row["action"]).unwrap();
        applied += 1;
    }
    assert_eq!(applied, m.log.decisions.len());
    assert_eq!(engine.state_json(), serde_json::to_value(&m.game).unwrap());
}

fn press(t: &mut TestApp, button: WatchButton) {
    let mut q = t.app.world_mut().query::<(Entity, &WatchButton)>();
    let e = q.iter(t.app.world()).find(|(_, b)| **b == button).map(|(e, _)| e).expect("the replay bar");
    t.app.world_mut().write_message(Activated { entity: e, step: 0 });
    t.steps(2);
}

fn shown(t: &TestApp) -> MorrisMatch {
    t.app.world().resource::<MorrisMatch>().clone()
}

#[test]
fn a_finished_match_is_watched_again_to_its_end() {
    let mut t = TestApp::new();
    t.run_until_screen(Screen::Title, 600);
    // The match finished at this table goes on the shelf.
    let m = finished(3);
    let before_end = m.replayed(m.log.decisions.len() - 1).unwrap();
    t.open_match(SavedMatch::Morris(before_end), 40.0);
    t.run_until_screen(Screen::Results, 20_000);
    let store = t.app.world().resource::<Store>().clone();
    let shelf = replays::load(&store);
    assert_eq!(shelf.replays.len(), 1, "{:?}", shelf.problems);
    assert_eq!(shelf.replays[0].1, SavedMatch::Morris(m.clone()));
    // The shelf from the title: Replays, then the first entry.
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    t.run_until_screen(Screen::Title, 600);
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Replays);
    t.run_until_screen(Screen::Replays, 600);
    crate::harness::Input::Keyboard.confirm(&mut t);
    t.run_until_screen(Screen::Playing, 600);
    assert!(t.app.world().contains_resource::<Watching>());
    assert_eq!(shown(&t).actions, 0);
    // It plays by itself; pause, then step forward and back.
    for _ in 0..2_000 {
        if shown(&t).actions >= 3 {
            break;
        }
        t.step();
    }
    press(&mut t, WatchButton::PlayPause);
    let at = shown(&t).actions;
    t.steps(400);
    assert_eq!(shown(&t).actions, at, "a paused replay moved on");
    press(&mut t, WatchButton::Forward);
    t.steps(60);
    assert_eq!(shown(&t).actions, at + 1);
    press(&mut t, WatchButton::Back);
    t.steps(10);
    assert!(shown(&t) == m.replayed(at as usize).unwrap(), "a step back is the match one decision earlier");
    // Play at 4× to the end: the finished match, on the table, no results screen, nothing saved.
    press(&mut t, WatchButton::Speed);
    press(&mut t, WatchButton::Speed);
    assert_eq!(t.app.world().resource::<Watching>().speed, 4);
    press(&mut t, WatchButton::PlayPause);
    for _ in 0..60_000 {
        if t.phase() == Some(TurnPhase::Over) {
            break;
        }
        t.step();
    }
    t.steps(600);
    assert_eq!(t.screen(), Screen::Playing);
    assert!(shown(&t) == m, "the replay's end differs from the finished match");
    assert!(parlour::games::load_save(&store).unwrap().is_none(), "a replay was saved as a match");
    assert_eq!(replays::load(&store).replays.len(), 1, "a replay went on the shelf again");
    // A step back from the end.
    press(&mut t, WatchButton::Back);
    t.steps(10);
    assert_eq!(shown(&t).actions, m.actions - 1);
}

/// Watch `finished` at the table, paused, stepping forward decision by decision to its end:
/// the finished match; then one step back.
fn step_through<G: parlour::games::view::GameView>(
    finished: parlour::games::session::Match<G>,
    wrap: fn(parlour::games::session::Match<G>) -> SavedMatch,
) {
    let mut t = TestApp::new();
    t.run_until_screen(Screen::Title, 600);
    t.app.insert_resource(parlour::games::present::TableSpeed(40.0));
    t.app.insert_resource(Watching { paused: true, ..Watching::default() });
    t.app.insert_resource(parlour::games::watch::WatchSource(wrap(finished.clone())));
    t.app.world_mut().resource_mut::<parlour::games::ResumeRequest>().0 =
        Some(wrap(finished.replayed(0).unwrap()));
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    t.run_until_screen(Screen::Playing, 600);
    let shown = |t: &TestApp| t.app.world().resource::<parlour::games::session::Match<G>>().clone();
    let total = finished.log.decisions.len() as u64;
    for _ in 0..total {
        for _ in 0..2_000 {
            if t.phase() == Some(TurnPhase::Watching) {
                break;
            }
            t.step();
        }
        let before = shown(&t).actions;
        press(&mut t, WatchButton::Forward);
        for _ in 0..600 {
            if shown(&t).actions > before {
                break;
            }
            t.step();
        }
        assert_eq!(shown(&t).actions, before + 1, "{}: a step forward did not take one decision", G::ID);
    }
    t.steps(30);
    assert!(shown(&t) == finished, "{}: the replay's end differs from the finished match", G::ID);
    assert_eq!(t.screen(), Screen::Playing);
    press(&mut t, WatchButton::Back);
    t.steps(4);
    assert!(shown(&t) == finished.replayed(total as usize - 1).unwrap());
}

#[test]
fn every_game_is_stepped_through_to_its_end() {
    use parlour_rules::games::{morfals::Morfals, morpyam::Morpyam, sorry::Sorry};
    step_through(
        crate::harness::finished::<Morpyam>("classic", vec![SeatKind::Human, SeatKind::Easy], "easy", 4),
        SavedMatch::Morpyam,
    );
    step_through(
        crate::harness::finished::<Sorry>("points", vec![SeatKind::Human, SeatKind::Easy], "easy", 4),
        SavedMatch::Sorry,
    );
    step_through(
        crate::harness::finished::<Morfals>("standard", vec![SeatKind::Human, SeatKind::Easy], "easy", 4),
        SavedMatch::Morfals,
    );
    step_through(finished(4), SavedMatch::Morris);
}
