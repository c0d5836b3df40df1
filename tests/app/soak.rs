//! The soak, short: one match of each game's first variant between computer players, through
//! the real screens, headless (`parlour --soak` runs it for as long as asked).

use crate::harness::TestApp;
use parlour::soak::{Limits, soak};

#[test]
fn one_match_of_each_game_plays_through_with_nothing_left_behind() {
    let mut t = TestApp::new();
    let limits = Limits { minutes: 20.0, per_variant: Some(1), every_variant: false };
    let report = soak(&mut t.app, limits, |line| println!("{line}"));
    println!("{report}");
    assert_eq!(report.problems, Vec::<String>::new());
    let games: Vec<&str> = report.played.iter().map(|p| p.game).collect();
    assert_eq!(games, ["morpyam", "sorry", "morris", "morfals"]);
    assert!(report.played.iter().all(|p| p.decisions > 10), "{:?}", report.played);
    // Back on the title after each match: the same entities within the title's own slack, the
    // same assets.
    let first = report.counts[0];
    for c in &report.counts {
        assert!(c.entities.abs_diff(first.entities) <= 40, "{:?}", report.counts);
        assert_eq!((c.meshes, c.materials, c.images), (first.meshes, first.materials, first.images));
    }
}
