//! Settings: saved and restored; a broken file is reported, kept aside and replaced by defaults.

use crate::harness::{TempDir, TestApp};
use parlour::notice::Notice;
use parlour::persistence::settings::Settings;
use parlour::screens::Screen;

#[test]
fn settings_round_trip_through_the_file() {
    let dir = TempDir::new("settings");
    let path = dir.0.join("settings.ron");
    let s = Settings { music_volume: 30, effects_volume: 70, fullscreen: true, reduced_motion: true };
    s.save_to(&path).unwrap();
    let (back, problem) = Settings::load_from(&path);
    assert_eq!(back, s);
    assert_eq!(problem, None);
    // A missing file is not a problem: defaults, silently.
    let (d, problem) = Settings::load_from(&dir.0.join("none.ron"));
    assert_eq!((d, problem), (Settings::default(), None));
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
        messages.iter_current_update_messages().map(|n| n.0.clone()).collect()
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
