//! Fuzzing the documents the game reads (`parlour_rules::fuzz`, mutations of the real files in
//! `fixtures/documents`): every input is refused with a message or accepted, never a panic or a
//! hang. A save that is accepted is then used as the table would use it. Brief here; `make fuzz`
//! runs them long (`PARLOUR_FUZZ_SECONDS`, `PARLOUR_FUZZ_INPUTS`).

use parlour::games::SavedMatch;
use parlour::games::session::Match;
use parlour::games::view::GameView;
use parlour::persistence::saves;
use parlour::persistence::settings::Settings;
use parlour_rules::fuzz::{self, Budget};
use std::path::Path;

fn corpus(prefix: &str) -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/app/fixtures/documents");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix))
        .collect();
    files.sort();
    files.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

/// What the table does with a match it opens: whose turn, what they may do, each seat's view, a
/// computer player's choice played, the log's export.
fn use_match<G: GameView>(m: &Match<G>) {
    let mut m = m.clone();
    for seat in 0..m.seats.len() {
        let _ = m.game.view(seat);
    }
    let _ = m.heading();
    let _ = m.game.rules_text();
    let _ = parlour::games::session::engine_lines(&m);
    if let Some(seat) = m.game.to_act() {
        let legal = m.game.legal_actions();
        assert!(!legal.is_empty(), "a seat to act has something to do");
        let action = G::bot_action(&m.game.view(seat), "easy", 1).expect("the computer player decides");
        m.apply(action).expect("the computer player's choice is legal");
    }
}

/// The save as the title reads it: its version, its text, its check; then used.
fn save(bytes: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else { return false };
    let Ok(saved) = saves::from_text::<SavedMatch>(text, SavedMatch::check) else { return false };
    let _ = (saved.summary(), saved.decisions(), saved.result_line(), saved.engine_lines());
    match &saved {
        SavedMatch::Morpyam(m) => use_match(m),
        SavedMatch::Morris(m) => use_match(m),
        SavedMatch::Sorry(m) => use_match(m),
        SavedMatch::Morfals(m) => use_match(m),
    }
    true
}

/// Settings as the game reads them; accepted ones are in range and write back to themselves.
fn settings(bytes: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else { return false };
    let Ok(s) = Settings::from_text(text) else { return false };
    assert!(s.music_volume <= 100 && s.effects_volume <= 100);
    assert!(Settings::UI_SCALES.contains(&s.ui_scale_stepped(0)) || (75..=150).contains(&s.ui_scale));
    let _ = s.lang();
    assert_eq!(Settings::parse(&s.text().unwrap()), Ok(s), "settings write back to themselves");
    true
}

const SAVE_WORDS: &[&[u8]] = &[
    b"version",
    b"game",
    b"Morpyam",
    b"Morris",
    b"Sorry",
    b"Morfals",
    b"variant",
    b"seats",
    b"seed",
    b"actions",
    b"log",
    b"decisions",
    b"start",
    b"Some(",
    b"None",
    b"hints",
    b"Human",
    b"Hard",
    b"place(",
    b"move(",
    b"remove(",
    b"(",
    b")",
    b"[",
    b"]",
    b",",
    b"-1",
    b"18446744073709551615",
];

const SETTINGS_WORDS: &[&[u8]] = &[
    b"version",
    b"music_volume",
    b"effects_volume",
    b"fullscreen",
    b"reduced_motion",
    b"graphics",
    b"Low",
    b"High",
    b"language",
    b"Some(fr)",
    b"None",
    b"ui_scale",
    b"undo",
    b"true",
    b"false",
    b"(",
    b")",
    b",",
    b":",
    b"65535",
    b"-1",
];

#[test]
fn saved_matches_never_panic() {
    let report = fuzz::run("saves", &corpus("save-"), SAVE_WORDS, 1, Budget::from_env(20_000), save);
    println!("{report}");
    assert!(report.accepted > 0, "the real saves are accepted");
    assert_eq!(report.panics, Vec::new(), "{report}");
}

#[test]
fn settings_never_panic() {
    let report =
        fuzz::run("settings", &corpus("settings-"), SETTINGS_WORDS, 1, Budget::from_env(20_000), settings);
    println!("{report}");
    assert!(report.accepted > 0, "the real settings are accepted");
    assert_eq!(report.panics, Vec::new(), "{report}");
}
