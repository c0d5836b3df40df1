//! The documents the game keeps (the saved match, the settings, the replays) against every file a
//! player or a disk can hand it: the formats of earlier versions still load (fixtures written by
//! those versions), newer ones are refused with both versions named, and hostile files get a
//! message that says what and where while the file is kept aside, never lost. A disk that fails
//! while the game saves costs nothing already saved.

use crate::harness::{TempDir, TestApp, play_out};
use parlour::games::SavedMatch;
use parlour::games::seats::SeatKind;
use parlour::games::session::Match;
use parlour::games::view::GameView;
use parlour::input::bindings::Bindings;
use parlour::persistence::saves;
use parlour::persistence::settings::Settings;
use parlour::persistence::store::Store;
use parlour_rules::game::Game;
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/app/fixtures/documents")
}

/// A bot match of `G` after `decisions` decisions, seed 5.
fn mid_match<G: GameView>(variant: &str, players: usize, decisions: u64) -> Match<G> {
    let mut seats = vec![SeatKind::Medium; players];
    seats[0] = SeatKind::Human;
    let mut m = Match::<G>::new(variant, seats, 5).unwrap();
    play_out(&mut m, "easy", decisions);
    m
}

fn today() -> Vec<(&'static str, SavedMatch)> {
    use parlour_rules::games::{morfals::Morfals, morpyam::Morpyam, morris::Morris, sorry::Sorry};
    vec![
        ("morpyam", SavedMatch::Morpyam(mid_match::<Morpyam>("classic", 2, 12))),
        ("morris", SavedMatch::Morris(mid_match::<Morris>("nine", 2, 30))),
        ("sorry", SavedMatch::Sorry(mid_match::<Sorry>("standard", 4, 40))),
        ("morfals", SavedMatch::Morfals(mid_match::<Morfals>("standard", 2, 30))),
    ]
}

/// The fixture `name`. `PARLOUR_UPDATE_FIXTURES=1` writes those missing with `make`, in the
/// current format (only when a format gets a new version: the old fixtures stay, and must keep
/// loading).
fn fixture(name: &str, make: impl FnOnce() -> String) -> String {
    let path = fixtures().join(name);
    if std::env::var_os("PARLOUR_UPDATE_FIXTURES").is_some() && !path.exists() {
        std::fs::create_dir_all(fixtures()).unwrap();
        std::fs::write(&path, make()).unwrap();
    }
    read_fixture(name)
}

fn read_fixture(name: &str) -> String {
    let path = fixtures().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A store in a fresh folder holding `name` with `bytes`.
fn store_with(tag: &str, name: &str, bytes: &[u8]) -> (TempDir, Store) {
    let dir = TempDir::new(tag);
    std::fs::write(dir.0.join(name), bytes).unwrap();
    let store = Store::in_dir(&dir.0);
    (dir, store)
}

#[test]
fn saves_of_every_version_load_or_are_refused_clearly() {
    for (game, saved) in today() {
        // Version 1: `(version: 1, game: …)`. Its text must not drift: a change of format is a
        // new version, with these fixtures kept.
        let text = fixture(&format!("save-v1-{game}.ron"), || saves::text(&saved).unwrap());
        let (_dir, store) = store_with("v1", saves::FILE, text.as_bytes());
        let loaded = parlour::games::load_save(&store).unwrap().unwrap();
        assert_eq!(loaded, saved, "{game}: version 1 loads the same match");
        assert_eq!(saves::text(&loaded).unwrap(), text, "{game}: the format of version 1 changed");
        // Version 0: the bare match, as the first versions with a match log wrote it.
        let bare = fixture(&format!("save-v0-{game}.ron"), || {
            ron::ser::to_string_pretty(&saved, ron::ser::PrettyConfig::default().compact_arrays(true))
                .unwrap()
        });
        let (_dir, store) = store_with("v0", saves::FILE, bare.as_bytes());
        assert_eq!(parlour::games::load_save(&store).unwrap().unwrap(), saved, "{game}: version 0 loads");
    }
    // Before the match log: refused, with what to do, and kept.
    let old = fixture("save-v0-morris-without-log.ron", || {
        let text = read_fixture("save-v0-morris.ron");
        let start = text.find("    log: (").unwrap();
        let end = text.find("    hints:").unwrap();
        format!("{}{}", &text[..start], &text[end..]).replace("    hints: 0,\n", "")
    });
    let (dir, store) = store_with("prelog", saves::FILE, old.as_bytes());
    let e = parlour::games::load_save(&store).unwrap_err();
    assert!(e.contains("earlier Parlour") && e.contains("start a new match"), "{e}");
    assert!(e.contains("kept as") && dir.0.join("match.ron.broken").exists(), "{e}");
    // A newer version is refused with both versions, and kept for the newer Parlour.
    let (dir, store) = store_with("newer", saves::FILE, b"(version: 7, game: Chess((moves: [])))");
    let e = parlour::games::load_save(&store).unwrap_err();
    assert!(e.contains("newer Parlour (save version 7; this version reads up to 1)"), "{e}");
    assert!(e.contains("update Parlour"), "{e}");
    assert!(dir.0.join("match.ron.broken").exists());
}

#[test]
fn settings_of_every_version_load() {
    // Version 0: every field of the first settings with undo, no version.
    let v0 = fixture("settings-v0.ron", || {
        "(\n    music_volume: 30,\n    effects_volume: 70,\n    fullscreen: false,\n    reduced_motion: true,\n    \
         graphics: Low,\n    language: Some(nl),\n    ui_scale: 125,\n    undo: false,\n)"
            .into()
    });
    let (_dir, store) = store_with("settings-v0", Settings::FILE, v0.as_bytes());
    let (s, problem) = Settings::load(&store, Settings::FILE);
    assert_eq!(problem, None);
    assert_eq!((s.version, s.music_volume, s.ui_scale, s.undo), (Settings::VERSION, 30, 125, false));
    let v1 = fixture("settings-v1.ron", || unreachable!("version 1 is no longer written"));
    let (_dir, store) = store_with("settings-v1", Settings::FILE, v1.as_bytes());
    let (s, problem) = Settings::load(&store, Settings::FILE);
    assert_eq!((problem, s.music_volume, s.ui_scale, s.undo), (None, 30, 125, false));
    // Before version 2 there were no bindings: the defaults.
    assert!(s.bindings.is_default());
    // Version 2: the player's bindings.
    let v2 = fixture("settings-v2.ron", || {
        let mut s = Settings { music_volume: 30, ui_scale: 125, undo: false, ..Settings::default() };
        crate::harness::rebound(&mut s.bindings);
        ron::ser::to_string_pretty(&s, ron::ser::PrettyConfig::default()).unwrap()
    });
    let (dir, store) = store_with("settings-v2", Settings::FILE, v2.as_bytes());
    let (s, problem) = Settings::load(&store, Settings::FILE);
    let mut want = Bindings::default();
    crate::harness::rebound(&mut want);
    assert_eq!((problem, s.music_volume, s.ui_scale, s.undo, &s.bindings), (None, 30, 125, false, &want));
    s.save(&store, Settings::FILE).unwrap();
    assert_eq!(
        std::fs::read_to_string(dir.0.join(Settings::FILE)).unwrap(),
        v2,
        "the format of version 2 changed"
    );
    // Newer: refused, kept, defaults.
    let (dir, store) = store_with("settings-v9", Settings::FILE, b"(version: 9, music_volume: 3)");
    let (s, problem) = Settings::load(&store, Settings::FILE);
    let problem = problem.unwrap();
    assert!(problem.contains("newer Parlour (settings version 9; this version reads up to 2)"), "{problem}");
    assert!(problem.ends_with("defaults restored"), "{problem}");
    assert_eq!(s, Settings::default());
    assert!(dir.0.join("settings.ron.broken").exists());
}

#[test]
fn replays_of_version_1_load() {
    use parlour_rules::games::morris::Morris;
    let m = mid_match::<Morris>("nine", 2, 600);
    assert!(m.game.outcome().is_some(), "the fixture's match ends");
    let index = fixture("replays.ron", || "(version:1,next:1,kept:[0])".into());
    let entry = fixture("replay-0.ron", || {
        let (_dir, store) = store_with("make-replay", "x", b"");
        parlour::games::replays::keep(&store, SavedMatch::Morris(m.clone())).unwrap();
        store.read("replay-0.ron").unwrap().unwrap()
    });
    let (dir, store) = store_with("replays-v1", "replays.ron", index.as_bytes());
    std::fs::write(dir.0.join("replay-0.ron"), entry).unwrap();
    let shelf = parlour::games::replays::load(&store);
    assert_eq!(shelf.problems, Vec::<String>::new());
    assert_eq!(shelf.replays, vec![(0, SavedMatch::Morris(m))]);
    // A newer index is refused, kept, and the shelf is empty.
    std::fs::write(dir.0.join("replays.ron"), "(version:2,next:1,kept:[0],shelves:[])").unwrap();
    let shelf = parlour::games::replays::load(&store);
    assert!(shelf.problems[0].contains("replay index version 2"), "{:?}", shelf.problems);
    assert!(dir.0.join("replays.ron.broken").exists());
}

/// Each hostile file, as the save and as the settings: the message names the file and what is
/// wrong, the file is kept aside, and nothing panics.
#[test]
fn hostile_files_get_a_clear_message() {
    let good = read_fixture("save-v1-morris.ron");
    // Nested where the format ignores what it holds (an unknown field), so that only depth stops it.
    let nested = format!("(version: 1, notes: {}", "[".repeat(100_000));
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty", vec![], "match.ron:1:1:"),
        ("truncated", good.as_bytes()[..good.len() / 2].to_vec(), "match.ron:"),
        ("deeply nested", nested.into_bytes(), "nested too deeply to be a Parlour document"),
        (
            "wrong types",
            good.replacen("seed: 5", "seed: \"five\"", 1).into_bytes(),
            "match.ron:6:14: Expected integer",
        ),
        ("unknown game", good.replacen("game: Morris(", "game: Chess(", 1).into_bytes(), "Chess"),
        ("unknown variant", good.replacen("variant: \"nine\"", "variant: \"ten\"", 1).into_bytes(), "ten"),
        ("not a number", good.replacen("seed: 5", "seed: NaN", 1).into_bytes(), "match.ron:"),
        ("infinite", good.replacen("seed: 5", "seed: inf", 1).into_bytes(), "match.ron:"),
        ("invalid UTF-8", [good.as_bytes(), b"\xff\xfe"].concat(), "not UTF-8 text (invalid byte at offset"),
        (
            "edited position",
            good.replacen("actions: 30", "actions: 31", 1).into_bytes(),
            "the log holds 30 decisions of the match's 31",
        ),
    ];
    for (what, bytes, expect) in cases {
        let (dir, store) = store_with("hostile", saves::FILE, &bytes);
        let e = parlour::games::load_save(&store).expect_err(what);
        println!("{what}: {e}");
        assert!(e.contains(expect), "{what}: {e}");
        assert!(e.contains(&dir.0.join("match.ron").display().to_string()), "{what}: names the file: {e}");
        assert!(dir.0.join("match.ron.broken").exists(), "{what}: kept aside");
        assert!(!dir.0.join("match.ron").exists(), "{what}: freed for a new save");
    }
    // 100 MB: refused before it is read.
    let dir = TempDir::new("huge");
    let file = std::fs::File::create(dir.0.join(saves::FILE)).unwrap();
    file.set_len(100_000_000).unwrap();
    let started = std::time::Instant::now();
    let e = parlour::games::load_save(&Store::in_dir(&dir.0)).unwrap_err();
    assert!(e.contains("100.0 MB is too large for a Parlour document (at most 8 MB)"), "{e}");
    assert!(started.elapsed().as_secs() < 2, "refused without reading it");
    assert!(dir.0.join("match.ron.broken").exists());
}

#[test]
fn hostile_settings_get_a_clear_message() {
    let good = read_fixture("settings-v1.ron");
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty", vec![], "settings.ron:1:1:"),
        ("truncated", good.as_bytes()[..good.len() / 2].to_vec(), "settings.ron:6:5: Expected colon"),
        ("deeply nested", format!("(notes: {}", "[".repeat(100_000)).into_bytes(), "nested too deeply"),
        (
            "wrong types",
            good.replacen("music_volume: 30", "music_volume: \"loud\"", 1).into_bytes(),
            "Expected",
        ),
        ("unknown language", good.replacen("language: None", "language: Some(Tlh)", 1).into_bytes(), "Tlh"),
        (
            "not a number",
            good.replacen("music_volume: 30", "music_volume: NaN", 1).into_bytes(),
            "settings.ron:",
        ),
        ("infinite", good.replacen("music_volume: 30", "music_volume: inf", 1).into_bytes(), "settings.ron:"),
        ("invalid UTF-8", [good.as_bytes(), b"\xff"].concat(), "not UTF-8 text"),
    ];
    for (what, bytes, expect) in cases {
        let (dir, store) = store_with("hostile-settings", Settings::FILE, &bytes);
        let (s, problem) = Settings::load(&store, Settings::FILE);
        assert_eq!(s, Settings::default(), "{what}");
        let problem = problem.unwrap_or_else(|| panic!("{what}: accepted"));
        assert!(problem.contains(expect), "{what}: {problem}");
        assert!(problem.contains(&dir.0.join("settings.ron").display().to_string()), "{what}: {problem}");
        assert!(dir.0.join("settings.ron.broken").exists(), "{what}: kept aside");
    }
    // Settings with numbers out of range are brought into it.
    let (_dir, store) =
        store_with("range", Settings::FILE, b"(version: 1, music_volume: 255, ui_scale: 9000)");
    let (s, problem) = Settings::load(&store, Settings::FILE);
    assert_eq!((problem, s.music_volume, s.ui_scale), (None, 100, 150));
}

/// The disk fills up while a match is played (the save's temporary file is the kernel's
/// `/dev/full`, which answers every write with "no space left on device"): a notice says the
/// match could not be saved, the match goes on, and the save from before is intact.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_costs_nothing_saved() {
    use parlour::notice::Notice;
    use parlour::state::Screen;
    use parlour_rules::games::morris::Morris;
    let dir = TempDir::new("full-disk");
    let mut m = mid_match::<Morris>("nine", 2, 6);
    m.seats = vec![SeatKind::Easy, SeatKind::Easy];
    let mut t = TestApp::with_data_dir(&dir.0);
    t.open_match(SavedMatch::Morris(m), 50.0);
    let save = dir.0.join(saves::FILE);
    let actions = |t: &TestApp| t.app.world().resource::<Match<Morris>>().actions;
    // Wait for the first save of the resumed match, then fill the disk.
    let first = actions(&t);
    while actions(&t) == first {
        t.step();
    }
    t.step();
    let before = std::fs::read_to_string(&save).unwrap();
    std::os::unix::fs::symlink("/dev/full", dir.0.join("match.ron.tmp")).unwrap();
    let full_at = actions(&t);
    let mut notices = Vec::new();
    for _ in 0..3000 {
        // The disk stays full (a failed write removes its temporary file).
        let _ = std::os::unix::fs::symlink("/dev/full", dir.0.join("match.ron.tmp"));
        t.step();
        notices.extend(t.app.world_mut().resource_mut::<bevy::prelude::Messages<Notice>>().drain());
        if actions(&t) > full_at + 1 && !notices.is_empty() {
            break;
        }
    }
    let said: Vec<String> = notices.iter().map(|n| n.0.text(parlour::i18n::Lang::En)).collect();
    assert!(
        said.iter().any(|s| s.contains("Could not save the match") && s.contains("No space left on device")),
        "{said:?}"
    );
    assert!(actions(&t) > full_at + 1, "the match goes on");
    assert_eq!(t.screen(), Screen::Playing);
    assert_eq!(std::fs::read_to_string(&save).unwrap(), before, "the save from before is intact");
    // Space again: the next decision is saved, and no half-written file is left.
    let _ = std::fs::remove_file(dir.0.join("match.ron.tmp"));
    let freed_at = actions(&t);
    while actions(&t) < freed_at + 2 && t.app.world().resource::<Match<Morris>>().game.outcome().is_none() {
        t.step();
    }
    t.step();
    assert_ne!(std::fs::read_to_string(&save).unwrap(), before, "saved again");
    assert!(!dir.0.join("match.ron.tmp").exists(), "no half-written save is left");
}

/// The data folder cannot be written (here a file stands where the folder should be, which the
/// kernel refuses even to root): changing a setting says so, and the game goes on.
#[test]
fn an_unwritable_data_folder_is_reported_and_the_game_goes_on() {
    use parlour::notice::Notice;
    use parlour::state::Screen;
    let dir = TempDir::new("unwritable");
    let blocked = dir.0.join("data");
    std::fs::write(&blocked, "a file, not a folder").unwrap();
    let mut t = TestApp::with_data_dir(&blocked);
    t.run_until_screen(Screen::Title, 600);
    t.app.world_mut().resource_mut::<Settings>().music_volume = 7;
    t.steps(2);
    let said: Vec<String> = t
        .app
        .world_mut()
        .resource_mut::<bevy::prelude::Messages<Notice>>()
        .drain()
        .map(|n| n.0.text(parlour::i18n::Lang::En))
        .collect();
    assert!(said.iter().any(|s| s.starts_with("Could not save settings")), "{said:?}");
    t.steps(30);
    assert_eq!(t.screen(), Screen::Title);
    assert_eq!(std::fs::read_to_string(&blocked).unwrap(), "a file, not a folder");
}
