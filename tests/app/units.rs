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

#[test]
fn the_morpyam_rules_panel_states_the_square_rule_and_ko_daversa_only_when_on() {
    use parlour::games::morpyam::rules_text::rules;
    use parlour_rules::games::morpyam::{Config, Figure};
    let section = |config: &Config| -> String {
        rules(config, 2).into_iter().find(|(h, _)| h == "MORPYAM").expect("a MORPYAM section").1
    };
    let mut config = Config::builtin("classic").unwrap();
    let text = section(&config);
    assert!(text.contains("may cover only a MORPYAM square"), "{text}");
    assert!(text.contains("SEC on the first throw") && text.contains("APPEL"), "{text}");
    assert!(!text.contains("D'Aversa"), "{text}");
    config.ko_daversa = true;
    assert!(section(&config).contains("KO R. D'Aversa"));
    // Flash has no SEC or APPEL square to mention.
    let flash = section(&Config::builtin("flash").unwrap());
    assert!(flash.contains("may cover only a MORPYAM square") && !flash.contains("APPEL"), "{flash}");
    // No MORPYAM square, no rule to state.
    for f in config.grid.0.iter_mut() {
        if *f == Figure::Morpyam {
            *f = Figure::Carre;
        }
    }
    assert!(!section(&config).contains("may cover only"));
    // The limits and the calls come from the rules, not from the panel.
    let all: String = rules(&Config::builtin("classic").unwrap(), 2).into_iter().map(|(_, b)| b).collect();
    assert!(all.contains(&format!("MINI a sum of {} or less", Figure::MINI_MAX_SUM)), "{all}");
    assert!(all.contains("up to 3 times") && all.contains("CALL a figure (MORPYAM"), "{all}");
}
