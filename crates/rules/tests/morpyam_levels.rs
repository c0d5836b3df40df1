//! The grids as data: the built-in levels load, match the spec's layouts and constraints, and a
//! bad level file is refused with its file, line and column.

use parlour_rules::games::morpyam::{self, Figure, GridBuild, Morpyam, SQUARES, row_col};
use parlour_rules::{Game, MatchSpec, RuleErrorKind, games};

const CLASSIC: &str = include_str!("../../../levels/morpyam/classic.ron");

fn outer(sq: usize) -> bool {
    let (r, c) = row_col(sq as u8);
    r == 0 || c == 0 || r == 5 || c == 5
}

fn count(grid: &[Figure], f: Figure) -> usize {
    grid.iter().filter(|&&g| g == f).count()
}

#[test]
fn classic_grid_is_the_spec_layout() {
    let c = morpyam::Config::builtin("classic").unwrap();
    let g = c.grid.0;
    use Figure::*;
    let row0 = [SmallStraight, Brelan(1), Brelan(2), SmallStraight, Brelan(3), SmallStraight];
    let row3 = [Brelan(5), Full, Appel, Morpyam, Maxi, SmallStraight];
    assert_eq!(g[0..6], row0);
    assert_eq!(g[18..24], row3);
    assert_eq!(g[15], Sec);
    assert_eq!(c.build, GridBuild::Printed);
    // The sheet's constraints: easy figures outside, hard ones in the centre.
    for (i, f) in g.iter().enumerate() {
        let easy = matches!(f, Brelan(_) | SmallStraight);
        assert_eq!(easy, outer(i), "square {i} holds {f:?}");
    }
    assert_eq!(count(&g, Morpyam), 2);
    assert_eq!(count(&g, Sec), 1);
    assert_eq!(count(&g, Appel), 1);
    assert_eq!(count(&g, Carre), 2);
    for v in 1..=6 {
        assert_eq!(count(&g, Brelan(v)), 2, "BRELAN of {v}");
    }
    // Defaults of every [choice].
    assert!(c.full_counts_morpyam);
    // KO R. D'Aversa is the publisher's later rule, not the seeds': off, on every grid.
    assert!(!c.ko_daversa);
    assert_eq!(c.extra_turn, morpyam::ExtraTurn::AnySquare);
    assert_eq!(c.idle_rounds_limit, Some(10));
    assert_eq!((c.tokens.two, c.tokens.three, c.tokens.four), (17, 11, 8));
}

#[test]
fn flash_grid_has_no_appel_sec_mini_maxi() {
    let c = morpyam::Config::builtin("flash").unwrap();
    let g = c.grid.0;
    for f in [Figure::Appel, Figure::Sec, Figure::Mini, Figure::Maxi] {
        assert_eq!(count(&g, f), 0, "{f:?} on the Flash grid");
    }
    let classic = morpyam::Config::builtin("classic").unwrap().grid.0;
    for i in (0..SQUARES).filter(|&i| outer(i)) {
        assert_eq!(g[i], classic[i], "the outer ring is the classic one");
    }
    assert_eq!(count(&g, Figure::Morpyam), 2);
    assert_eq!(g[7..11], [Figure::Carre, Figure::Full, Figure::Suite, Figure::SmallStraight]);
    // With no APPEL square there is never a CALL.
    let mut m = Morpyam::new(&c, 2, 3).unwrap();
    while m.table().turn().is_none() {
        m.apply(morpyam::Action::RollOff).unwrap();
    }
    assert!(m.table().callable().is_empty());
}

#[test]
fn plus_is_the_classic_tile_set() {
    let p = morpyam::Config::builtin("plus").unwrap();
    assert_eq!(p.build, GridBuild::Tiles);
    let mut a = p.grid.0.to_vec();
    let mut b = morpyam::Config::builtin("classic").unwrap().grid.0.to_vec();
    a.sort();
    b.sort();
    assert_eq!(a, b);
}

#[test]
fn every_builtin_level_starts_through_the_registry() {
    for v in ["classic", "flash", "plus"] {
        for players in 2..=4 {
            let m =
                (games::find("morpyam").unwrap().create)(&MatchSpec::new("morpyam", v, players, 1)).unwrap();
            assert_eq!(m.players(), players);
            assert_eq!(m.to_act(), Some(0));
        }
    }
    let err =
        (games::find("morpyam").unwrap().create)(&MatchSpec::new("morpyam", "classic", 5, 1)).err().unwrap();
    assert_eq!(err.kind, RuleErrorKind::BadInput);
}

#[test]
fn a_bad_brelan_value_names_its_line_and_column() {
    let text = CLASSIC.replace("Brelan(5),     Full,      Appel", "Brelan(7),     Full,      Appel");
    assert_ne!(text, CLASSIC);
    let e = morpyam::Config::from_level("levels/morpyam/bad.ron", &text).unwrap_err();
    assert_eq!(e.file, "levels/morpyam/bad.ron");
    let line = text.lines().position(|l| l.contains("Brelan(7)")).unwrap() + 1;
    assert_eq!(e.line, Some(line), "{e}");
    assert!(e.column.is_some());
    assert!(e.message.contains("BRELAN value must be 1 to 6"), "{e}");
}

#[test]
fn an_unknown_figure_names_its_line() {
    let text = CLASSIC.replace("Maxi,      Morpyam,   Sec", "Maxi,      Yahtzee,   Sec");
    let e = morpyam::Config::from_level("x.ron", &text).unwrap_err();
    let line = text.lines().position(|l| l.contains("Yahtzee")).unwrap() + 1;
    assert_eq!(e.line, Some(line), "{e}");
    assert!(e.to_string().starts_with(&format!("x.ron:{line}:")), "{e}");
}

#[test]
fn a_grid_of_the_wrong_shape_is_refused_with_a_place() {
    // A row of five.
    let text = CLASSIC.replace(
        "[Brelan(6),     Carre,     Full,      Suite,         Mini,      Brelan(4)]",
        "[Brelan(6), Carre, Full, Suite, Mini]",
    );
    let e = morpyam::Config::from_level("x.ron", &text).unwrap_err();
    assert!(e.message.contains("row 1 must have 6 squares, found 5"), "{e}");
    assert!(e.line.is_some() && e.column.is_some(), "{e}");
    // Five rows.
    let last = "        [SmallStraight, Brelan(3), SmallStraight, Brelan(2), Brelan(1), SmallStraight],\n";
    let text = CLASSIC.replace(last, "");
    let e = morpyam::Config::from_level("x.ron", &text).unwrap_err();
    assert!(e.message.contains("6 rows, found 5"), "{e}");
    assert!(e.line.is_some(), "{e}");
}

#[test]
fn checks_after_parsing_point_at_the_field() {
    let text = CLASSIC.replace("tokens: (two: 17,", "tokens: (two: 19,");
    let e = morpyam::Config::from_level("x.ron", &text).unwrap_err();
    let line = text.lines().position(|l| l.contains("tokens: (two: 19")).unwrap() + 1;
    assert_eq!(e.line, Some(line), "{e}");
    assert!(e.message.contains("2 players need 1 to 18 tokens"), "{e}");
    let text = CLASSIC.replace("idle_rounds_limit: 10", "idle_rounds_limit: 0");
    let e = morpyam::Config::from_level("x.ron", &text).unwrap_err();
    assert!(e.message.contains("idle_rounds_limit"), "{e}");
    // The same check refuses a config built in code through Game::new.
    let mut c = morpyam::Config::builtin("classic").unwrap();
    c.ko_line = 9;
    let err = Morpyam::new(&c, 2, 0).unwrap_err();
    assert_eq!(err.kind, RuleErrorKind::BadInput);
    assert!(err.message.contains("ko_line"), "{}", err.message);
}

#[test]
fn options_override_the_level_through_the_engine_spec() {
    let mut spec = MatchSpec::new("morpyam", "classic", 2, 0);
    spec.options = Some(serde_json::json!({"extra_turn": "MorpyamSquareOnly", "idle_rounds_limit": null}));
    let c = spec.config::<Morpyam>().unwrap();
    assert_eq!(c.extra_turn, morpyam::ExtraTurn::MorpyamSquareOnly);
    assert_eq!(c.idle_rounds_limit, None);
    // A config survives RON and JSON.
    let ron_text = ron::to_string(&c).unwrap();
    assert_eq!(ron::from_str::<morpyam::Config>(&ron_text).unwrap(), c);
}

#[test]
fn ko_daversa_is_off_on_every_grid_and_when_a_level_leaves_it_out() {
    // The publisher's later rule, not the seeds': an option of every grid, off unless asked for.
    for variant in ["classic", "flash", "plus"] {
        assert!(!morpyam::Config::builtin(variant).unwrap().ko_daversa, "{variant}");
    }
    let without: String = CLASSIC
        .lines()
        .filter(|l| !l.trim_start().starts_with("ko_daversa"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(!without.contains("ko_daversa:"));
    assert!(!morpyam::Config::from_level("x.ron", &without).unwrap().ko_daversa);
    let on = CLASSIC.replace("ko_daversa: false", "ko_daversa: true");
    assert!(morpyam::Config::from_level("x.ron", &on).unwrap().ko_daversa);
}
