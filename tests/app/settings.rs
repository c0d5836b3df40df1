//! Settings: saved and restored; a broken file is reported, kept aside and replaced by defaults.

use crate::harness::{TempDir, TestApp};
use bevy::prelude::*;
use parlour::notice::Notice;
use parlour::persistence::settings::{Quality, Settings};
use parlour::state::Screen;

#[test]
fn settings_round_trip_through_the_file() {
    let dir = TempDir::new("settings");
    let path = dir.0.join("settings.ron");
    let s = Settings {
        version: Settings::VERSION,
        music_volume: 30,
        effects_volume: 70,
        fullscreen: true,
        reduced_motion: true,
        graphics: Quality::Low,
        graphics_chosen: true,
        language: Some(parlour::i18n::Lang::Nl),
        ui_scale: 125,
        undo: false,
        bindings: Default::default(),
        server: "wss://play.example.org".into(),
        online_name: "Ann".into(),
        online_seats: vec![parlour::persistence::settings::HeldSeat {
            server: "wss://play.example.org".into(),
            room: "K7M2QX".into(),
            game: "sorry".into(),
            seat: 2,
            token: "00112233445566778899aabbccddeeff".into(),
        }],
        lessons_offered: vec!["morris".into(), "sorry".into()],
        lessons_done: vec!["morris".into()],
    };
    s.save_to(&path).unwrap();
    let (back, problem) = Settings::load_from(&path);
    assert_eq!(back, s);
    assert_eq!(problem, None);
    // A missing file is not a problem: defaults, silently.
    let (d, problem) = Settings::load_from(&dir.0.join("none.ron"));
    assert_eq!((d, problem), (Settings::default(), None));
    // A file from before the quality setting keeps its values and draws at High.
    std::fs::write(&path, "(music_volume: 10, reduced_motion: true)").unwrap();
    let (old, problem) = Settings::load_from(&path);
    assert_eq!(
        (old.version, old.music_volume, old.reduced_motion, old.graphics, old.undo, problem),
        (Settings::VERSION, 10, true, Quality::High, true, None)
    );
}

#[test]
fn the_quality_setting_reaches_the_table() {
    use bevy::prelude::*;
    use parlour::table::camera::TableCamera;
    use parlour::table::scene::FillLight;
    let dir = TempDir::new("quality");
    let mut t = TestApp::with_data_dir(&dir.0);
    t.run_until_screen(Screen::Title, 600);
    t.steps(2);
    let look = |t: &mut TestApp| {
        let w = t.app.world_mut();
        let msaa = *w.query_filtered::<&Msaa, With<TableCamera>>().single(w).unwrap();
        let fill = *w.query_filtered::<&Visibility, With<FillLight>>().single(w).unwrap();
        (msaa, fill)
    };
    assert_eq!(look(&mut t), (Msaa::Sample4, Visibility::Inherited));
    t.app.world_mut().resource_mut::<Settings>().graphics = Quality::Low;
    t.steps(2);
    assert_eq!(look(&mut t), (Msaa::Off, Visibility::Hidden));
    let (saved, _) = Settings::load_from(&dir.0.join("settings.ron"));
    assert_eq!(saved.graphics, Quality::Low);
}

#[test]
fn a_broken_settings_file_is_reported_kept_aside_and_replaced() {
    let dir = TempDir::new("broken");
    let path = dir.0.join("settings.ron");
    std::fs::write(&path, "(music_volume: 40, effects_volume: \"loud\")").unwrap();
    let (s, problem) = Settings::load_from(&path);
    assert_eq!(s, Settings::default());
    let problem = problem.expect("the problem is reported");
    assert!(problem.contains("settings.ron:1:"), "names file and line: {problem}");
    assert!(!path.exists(), "broken file moved aside");
    assert_eq!(
        std::fs::read_to_string(dir.0.join("settings.ron.broken")).unwrap(),
        "(music_volume: 40, effects_volume: \"loud\")"
    );
    // Out-of-range values are clamped, not trusted.
    std::fs::write(&path, "(music_volume: 250)").unwrap();
    assert_eq!(Settings::load_from(&path).0.music_volume, 100);
}

#[test]
fn the_game_starts_with_a_broken_settings_file_and_tells_the_player() {
    let dir = TempDir::new("boot");
    std::fs::write(dir.0.join("settings.ron"), "this is not ron").unwrap();
    let mut t = TestApp::with_data_dir(&dir.0);
    let notices: Vec<String> = {
        let messages = t.app.world().resource::<bevy::prelude::Messages<Notice>>();
        messages.iter_current_update_messages().map(|n| n.0.text(parlour::i18n::Lang::En)).collect()
    };
    assert!(notices.iter().any(|n| n.contains("Settings file was broken")), "{notices:?}");
    assert_eq!(*t.app.world().resource::<Settings>(), Settings::default());
    t.run_until_screen(Screen::Title, 600);
    // Changing a setting writes a good file again.
    t.app.world_mut().resource_mut::<Settings>().effects_volume = 20;
    t.steps(2);
    let (saved, problem) = Settings::load_from(&dir.0.join("settings.ron"));
    assert_eq!((saved.effects_volume, problem), (20, None));
}

#[test]
fn the_store_keeps_text_documents_in_its_folder() {
    use parlour::persistence::store::Store;
    let dir = TempDir::new("store");
    let store = Store::in_dir(dir.0.join("nested"));
    assert_eq!(store.read("match.ron").unwrap(), None, "never written");
    store.write("match.ron", "(turn: 1)").unwrap();
    store.write("match.ron", "(turn: 2)").unwrap();
    assert_eq!(store.read("match.ron").unwrap().as_deref(), Some("(turn: 2)"));
    assert_eq!(std::fs::read_to_string(dir.0.join("nested/match.ron")).unwrap(), "(turn: 2)");
    assert!(!dir.0.join("nested/match.ron.tmp").exists(), "no temporary file left behind");
    // A broken document is kept aside and its name freed; doing it twice is harmless.
    store.set_aside("match.ron").unwrap();
    store.set_aside("match.ron").unwrap();
    assert_eq!(store.read("match.ron").unwrap(), None);
    assert_eq!(store.read("match.ron.broken").unwrap().as_deref(), Some("(turn: 2)"));
    assert!(store.location("match.ron").ends_with("match.ron"));
    // Without a folder nothing is kept, and a write says so.
    assert_eq!(Store::nowhere().read("match.ron").unwrap(), None);
    assert!(Store::nowhere().write("match.ron", "x").is_err());
}

#[test]
fn the_game_keeps_every_document_beside_its_settings_file() {
    use parlour::persistence::store::Store;
    let dir = TempDir::new("beside");
    let mut t = TestApp::with_data_dir(&dir.0);
    t.run_until_screen(Screen::Title, 600);
    let store = t.app.world().resource::<Store>().clone();
    assert_eq!(store, Store::in_dir(&dir.0));
    store.write("match.ron", "()").unwrap();
    assert!(dir.0.join("match.ron").exists());
    // Settings go through the same store.
    t.app.world_mut().resource_mut::<Settings>().music_volume = 12;
    t.steps(2);
    assert_eq!(Settings::load(&store, Settings::FILE).0.music_volume, 12);
}

/// Choosing the graphics level in the settings menu marks it chosen, so neither the adapter's
/// choice at start nor the frame-time watchdog changes it again; it is saved so.
#[test]
fn graphics_chosen_in_the_menu_are_the_players_and_are_saved() {
    let dir = TempDir::new("graphics-chosen");
    let mut t = TestApp::with_data_dir(&dir.0);
    t.run_until_screen(Screen::Title, 600);
    assert!(!t.app.world().resource::<Settings>().graphics_chosen);
    t.app.world_mut().resource_mut::<NextState<parlour::state::Menu>>().set(parlour::state::Menu::Settings);
    t.steps(3);
    let row = {
        let world = t.app.world_mut();
        let mut q = world.query::<(Entity, &parlour::menus::settings::SettingControl)>();
        q.iter(world).find(|(_, c)| **c == parlour::menus::settings::SettingControl::Graphics).unwrap().0
    };
    t.app.world_mut().write_message(parlour::theme::interaction::Activated { entity: row, step: 1 });
    t.steps(2);
    let now = t.app.world().resource::<Settings>().clone();
    assert_eq!((now.graphics, now.graphics_chosen), (Quality::Low, true));
    let (saved, _) = Settings::load_from(&dir.0.join("settings.ron"));
    assert_eq!((saved.graphics, saved.graphics_chosen), (Quality::Low, true));
}
