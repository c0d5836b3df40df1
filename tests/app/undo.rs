//! The match log, undo and hints, for every game: bot matches replayed from their log end in the
//! very state they reached (saved and read back too); an undo after computer players' turns goes
//! back to the person's previous decision, and playing the same decision again brings the same
//! dice and cards; the table takes Backspace and re-lays the match in place; a hint is the hard
//! player's own choice, never played, and counted; broken logs are reported, not replayed.

use crate::harness::{TestApp, play_out};
use bevy::prelude::*;
use parlour::games::door::Submit;
use parlour::games::hint::{Hint, strongest_choice};
use parlour::games::seats::SeatKind;
use parlour::games::session::Match;
use parlour::games::session::UndoRefused;
use parlour::games::view::GameView;
use parlour::games::{SavedMatch, present::Banner};
use parlour_rules::games::morfals::Morfals;
use parlour_rules::games::morpyam::Morpyam;
use parlour_rules::games::morris::Morris;
use parlour_rules::games::sorry::Sorry;
use parlour_rules::level;

/// A new match of `variant` with the fewest seats it takes (two, else four).
fn new_match<G: GameView>(variant: &str, seats: impl Fn(usize) -> Vec<SeatKind>, seed: u64) -> Match<G> {
    Match::<G>::new(variant, seats(2), seed)
        .or_else(|_| Match::<G>::new(variant, seats(4), seed))
        .unwrap_or_else(|e| panic!("{variant}: {e}"))
}

fn replays_exactly<G: GameView>(matches_per_variant: u64)
where
    Match<G>: PartialEq,
{
    for variant in level::variants(G::ID) {
        for seed in 0..matches_per_variant {
            let mut m = new_match::<G>(variant, |n| vec![SeatKind::Easy; n], seed * 7 + 1);
            play_out(&mut m, "easy", 4_000);
            assert!(m.replayable(), "{} {variant} seed {seed}: the log misses decisions", G::ID);
            assert_eq!(m.log.decisions.len() as u64, m.actions);
            let replayed = m.replayed(m.log.decisions.len()).unwrap();
            assert!(replayed == m, "{} {variant} seed {seed}: the replay differs from the live match", G::ID);
            // Half-way, then the rest: the same again.
            let half = m.log.decisions.len() / 2;
            let mut resumed = m.replayed(half).unwrap();
            for action in &m.log.decisions[half..] {
                resumed.apply(action.clone()).unwrap();
            }
            assert!(resumed.game == m.game && resumed.log == m.log);
        }
    }
}

#[test]
fn bot_matches_replay_from_their_log_in_every_game() {
    replays_exactly::<Morpyam>(6);
    replays_exactly::<Morris>(6);
    replays_exactly::<Sorry>(4);
    replays_exactly::<Morfals>(6);
}

#[test]
fn the_log_is_saved_and_read_back() {
    let mut m = new_match::<Sorry>("standard", |n| vec![SeatKind::Easy; n], 11);
    play_out(&mut m, "easy", 60);
    let saved = SavedMatch::Sorry(m.clone());
    let text = ron::ser::to_string(&saved).unwrap();
    let back: SavedMatch = ron::from_str(&text).unwrap();
    assert_eq!(back, saved);
    let SavedMatch::Sorry(back) = back else { unreachable!() };
    assert!(back.replayable() && back.replayed(back.log.decisions.len()).unwrap() == m);
}

/// Undo for a person (seat 0) against computer players: back to the state before the person's
/// last decision, across the bots' turns; the same decision again brings the same chance.
fn undo_goes_back_and_luck_stays<G: GameView>(variant: &str, seed: u64)
where
    Match<G>: PartialEq,
{
    let seats = |n: usize| {
        let mut s = vec![SeatKind::Medium; n];
        s[0] = SeatKind::Human;
        s
    };
    let mut m = new_match::<G>(variant, seats, seed);
    // Play on until the person decides again after at least one computer player's decision.
    let mut before_human: Option<Match<G>> = None;
    let mut bot_since = false;
    for _ in 0..4_000 {
        if m.game.outcome().is_some() {
            break;
        }
        if m.human_to_act().is_some() {
            if before_human.is_some() && bot_since {
                break;
            }
            before_human = Some(m.clone());
            bot_since = false;
        } else {
            bot_since = true;
        }
        let next = m.actions + 1;
        play_out(&mut m, "easy", next);
    }
    assert!(m.human_to_act().is_some(), "{} {variant}: no second decision of the person", G::ID);
    // The person's last decision may be one of several in a row (a roll, then a placement):
    // undo goes back to the last of them.
    let point = m.undo_point(true).unwrap();
    let back = m.replayed(point).unwrap();
    assert_eq!(back.game.to_act(), Some(0));
    assert!(back.actions < m.actions);
    let last_own = before_human.unwrap();
    assert!(point as u64 >= last_own.actions, "undo went past the person's last turn");
    // The same decisions again: the very same dice, cards and bot replies.
    let mut again = back.clone();
    for action in &m.log.decisions[point..] {
        again.apply(action.clone()).unwrap();
    }
    assert!(again == m, "{} {variant}: replaying after the undo changed the match", G::ID);
    // Undo is off in the settings, or everyone is a person: refused, with the reason.
    assert_eq!(m.undo_point(false), Err(UndoRefused::Off));
    let mut people = m.clone();
    people.seats = vec![SeatKind::Human; m.seats.len()];
    assert_eq!(people.undo_point(true), Err(UndoRefused::OnlyHumans));
}

#[test]
fn undo_goes_back_across_computer_turns_and_keeps_the_luck_in_every_game() {
    for seed in 1..6 {
        undo_goes_back_and_luck_stays::<Morpyam>("classic", seed);
        undo_goes_back_and_luck_stays::<Morris>("nine", seed);
        undo_goes_back_and_luck_stays::<Sorry>("standard", seed);
        undo_goes_back_and_luck_stays::<Sorry>("points", seed);
        undo_goes_back_and_luck_stays::<Morfals>("standard", seed);
    }
}

#[test]
fn broken_logs_are_reported_not_replayed() {
    let mut m = new_match::<Morris>("nine", |n| vec![SeatKind::Easy; n], 3);
    play_out(&mut m, "easy", 10);
    // A decision edited by hand: placing twice on the same point.
    let mut edited = m.clone();
    edited.log.decisions[3] = edited.log.decisions[1];
    let e = edited.replayed(edited.log.decisions.len()).unwrap_err();
    assert!(e.starts_with("decision 4 ("), "{e}");
    edited.seats[0] = SeatKind::Human;
    assert!(matches!(edited.undo_point(true), Err(UndoRefused::Broken(_))));
    // A log from another version, and a save from before the log.
    let mut future = m.clone();
    future.log.version = 9;
    assert!(future.replayed(1).unwrap_err().contains("version 9"));
    let text = ron::ser::to_string(&SavedMatch::Morris(m.clone())).unwrap();
    let start = text.find("log:").unwrap();
    let end = text[start..].find("),hints").map(|i| start + i + 2).unwrap();
    let old: SavedMatch = ron::from_str(&format!("{}{}", &text[..start], &text[end..])).unwrap();
    let SavedMatch::Morris(mut old) = old else { unreachable!() };
    assert!(!old.replayable());
    assert!(old.check_log().unwrap_err().contains("earlier Parlour"));
    old.seats[0] = SeatKind::Human;
    assert!(matches!(old.undo_point(true), Err(UndoRefused::Broken(_))));
    // Asking for more decisions than the log holds.
    assert!(m.replayed(99).unwrap_err().contains("holds 10 decisions"));
}

fn game<G: GameView>(t: &TestApp) -> Match<G> {
    t.app.world().resource::<Match<G>>().clone()
}

fn entities_named(t: &mut TestApp, name: &str) -> usize {
    let mut q = t.app.world_mut().query::<&Name>();
    q.iter(t.app.world()).filter(|n| n.as_str() == name).count()
}

/// At the table: Backspace after the computer player's turn re-lays the match at the person's
/// previous decision, keeping one HUD, and the same pieces as a fresh table of that state.
fn undo_at_the_table<G: GameView>(m: Match<G>, wrap: fn(Match<G>) -> SavedMatch)
where
    Match<G>: PartialEq,
{
    let mut t = TestApp::new();
    t.open_match(wrap(m), 40.0);
    // The person decides (as the easy player would) until they decide again after a computer
    // player's decision.
    for round in 0.. {
        assert!(round < 40, "{}: no computer player's decision", G::ID);
        t.until_human_decides(|t| game::<G>(t).human_to_act().is_some());
        let m = game::<G>(&t);
        let deciders = m.deciders().unwrap();
        if deciders.iter().rposition(|s| *s == 0).is_some_and(|i| deciders[i..].iter().any(|s| *s != 0)) {
            break;
        }
        let seat = m.human_to_act().unwrap();
        let action = G::bot_action(&m.game.view(seat), "easy", m.next_seed(seat as u64)).unwrap();
        t.app.world_mut().write_message(Submit::<G>::new(action));
        for _ in 0..600 {
            if game::<G>(&t).actions > m.actions {
                break;
            }
            t.step();
        }
    }
    let live = game::<G>(&t);
    let expected = live.replayed(live.undo_point(true).unwrap()).unwrap();
    let entities_before = t.app.world().entities().count_spawned();
    t.tap_key(KeyCode::Backspace);
    t.until_human_decides(|t| game::<G>(t).human_to_act().is_some());
    assert!(game::<G>(&t) == expected, "{}: the table is not at the person's previous decision", G::ID);
    assert_eq!(entities_named(&mut t, "Scoreboard"), 1);
    assert_eq!(entities_named(&mut t, "Table buttons"), 1);
    let banner = t.app.world().resource::<Banner>().text.clone().unwrap();
    assert_eq!(banner.id, "match-undone");
    // Nothing piles up: the re-laid table holds about as much as before.
    let after = t.app.world().entities().count_spawned();
    assert!(after <= entities_before + 40, "{}: {entities_before} entities before, {after} after", G::ID);
}

#[test]
fn backspace_undoes_at_the_table_in_every_game() {
    let vs = |n: usize| {
        let mut s = vec![SeatKind::Easy; n];
        s[0] = SeatKind::Human;
        s
    };
    undo_at_the_table(new_match::<Morpyam>("classic", vs, 4), SavedMatch::Morpyam);
    undo_at_the_table(new_match::<Morris>("nine", vs, 4), SavedMatch::Morris);
    undo_at_the_table(new_match::<Sorry>("standard", vs, 4), SavedMatch::Sorry);
    undo_at_the_table(new_match::<Morfals>("standard", vs, 4), SavedMatch::Morfals);
}

/// H asks for a hint: the strongest player's choice for the person's view and seed, said in the
/// banner, shown until the decision, never played, counted once.
fn hint_at_the_table<G: GameView>(m: Match<G>, wrap: fn(Match<G>) -> SavedMatch) {
    let mut t = TestApp::new();
    t.open_match(wrap(m), 40.0);
    t.until_human_decides(|t| game::<G>(t).human_to_act().is_some());
    let before = game::<G>(&t);
    let seat = before.human_to_act().unwrap();
    t.tap_key(KeyCode::KeyH);
    // The strongest player may think for a second of real time (Morris's expert).
    for _ in 0..600 {
        if t.app.world().contains_resource::<Hint<G>>() {
            break;
        }
        t.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let hint = t.app.world().get_resource::<Hint<G>>().expect("a hint arrives").clone();
    // Where the strongest player thinks on the clock (Morris), two searches may differ: the
    // hint is then one of the seat's legal decisions; elsewhere it is the very same choice.
    if G::ID == "morris" {
        assert!(before.game.legal_actions().contains(&hint.action), "the hint is legal");
    } else {
        assert_eq!(hint.action, strongest_choice(&before, seat).unwrap());
    }
    let now = game::<G>(&t);
    assert_eq!((now.actions, now.hints), (before.actions, 1), "the hint played itself or was not counted");
    assert_eq!(t.app.world().resource::<Banner>().text.clone().unwrap().id, "hint-line");
    // Asked again for the same decision: said again, counted once.
    t.tap_key(KeyCode::KeyH);
    assert_eq!(game::<G>(&t).hints, 1);
}

#[test]
fn a_hint_is_the_strongest_players_choice_in_every_game() {
    let vs = |n: usize| {
        let mut s = vec![SeatKind::Easy; n];
        s[0] = SeatKind::Human;
        s
    };
    hint_at_the_table(new_match::<Morpyam>("classic", vs, 5), SavedMatch::Morpyam);
    hint_at_the_table(new_match::<Morris>("nine", vs, 5), SavedMatch::Morris);
    hint_at_the_table(new_match::<Sorry>("standard", vs, 5), SavedMatch::Sorry);
    hint_at_the_table(new_match::<Morfals>("standard", vs, 5), SavedMatch::Morfals);
}
