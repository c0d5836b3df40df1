//! Unit tests of the game crate's pure helpers.

use parlour::capture::{Step, parse};
use parlour::catalogue;

#[test]
fn variant_labels_read_well() {
    assert_eq!(catalogue::variant_label("play_for_points"), "Play for points");
    assert_eq!(catalogue::variant_label("nine"), "Nine");
    assert_eq!(catalogue::variant_label(""), "");
}

#[test]
fn catalogue_lists_the_four_games_in_menu_order_with_rules_limits() {
    let games = catalogue::games();
    let ids: Vec<_> = games.iter().map(|g| g.id).collect();
    assert_eq!(ids, ["morpyam", "sorry", "morris", "morfals"]);
    let morris = catalogue::game("morris").unwrap();
    assert_eq!((morris.min_players, morris.max_players), (2, 2));
    assert!(morris.variants.contains(&"nine"));
    let sorry = catalogue::game("sorry").unwrap();
    assert_eq!((sorry.min_players, sorry.max_players), (2, 4));
}

#[test]
fn capture_scripts_parse_and_bad_steps_are_named() {
    let s = parse("wait:title; shot:a.png; key:Down; frames:3; quit").unwrap();
    assert_eq!(s.len(), 5);
    assert_eq!(s[2], Step::Key(bevy::prelude::KeyCode::ArrowDown));
    assert!(parse("key:Hyper").unwrap_err().contains("Hyper"));
    assert!(parse("wait:lobby").unwrap_err().contains("lobby"));
    assert_eq!(parse("click:12,34.5").unwrap(), vec![Step::Click(bevy::prelude::Vec2::new(12.0, 34.5))]);
    assert!(parse("click:12").unwrap_err().contains("x,y"));
}

#[test]
fn volume_curve_is_silent_at_zero_and_unity_at_full() {
    use parlour::audio::volume_db;
    assert_eq!(volume_db(100).0, 0.0);
    assert!(volume_db(50).0 < -11.0 && volume_db(50).0 > -13.0);
    assert_eq!(volume_db(0), bevy_kira_audio::prelude::Decibels::SILENCE);
}
