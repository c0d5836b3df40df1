//! Morfals at the table, headless: a whole match to the target score by computer players, with
//! physics dice, to the results screen.

use crate::harness::TestApp;
use parlour::games::SavedMatch;
use parlour::games::morfals::MorfalsMatch;
use parlour::games::morfals::board::{FigurePiece, Place};
use parlour::games::morfals::present::places;
use parlour::games::seats::SeatKind;
use parlour::games::session::Refusals;
use parlour::screens::Screen;
use parlour::screens::results::LastResult;
use parlour_rules::game::Game;

fn game(t: &TestApp) -> MorfalsMatch {
    t.app.world().resource::<MorfalsMatch>().clone()
}

fn figures_on_table(t: &mut TestApp) -> Vec<(usize, u8, Place)> {
    let mut q = t.app.world_mut().query::<&FigurePiece>();
    let mut v: Vec<_> = q.iter(t.app.world()).map(|f| (f.seat, f.id, f.place)).collect();
    v.sort_by_key(|(s, id, _)| (*s, *id));
    v
}

#[test]
fn computer_players_play_a_whole_match_to_the_target_score() {
    let mut t = TestApp::new();
    let m = MorfalsMatch::new("standard", vec![SeatKind::Medium, SeatKind::Easy], 41).unwrap();
    t.open_match(SavedMatch::Morfals(m), 80.0);
    let mut last = game(&t);
    let mut still = 0;
    let mut rounds_seen = 1;
    for _ in 0..600_000 {
        t.step();
        if t.screen() == Screen::Results {
            break;
        }
        let m = game(&t);
        rounds_seen = rounds_seen.max(m.game.round());
        if m.actions == last.actions {
            still += 1;
            assert!(
                still < 60 * 30,
                "no decision for 30 s of table time, phase {:?}:\n{}",
                t.phase(),
                m.game.dump()
            );
        } else {
            still = 0;
        }
        last = m;
    }
    assert_eq!(t.screen(), Screen::Results, "the match did not end");
    let outcome = last.game.outcome().expect("the rules say the match is over");
    let result = t.app.world().resource::<LastResult>().clone();
    let winners: Vec<usize> = result.seats.iter().enumerate().filter(|(_, s)| s.2).map(|(i, _)| i).collect();
    assert_eq!(winners, outcome.winners);
    let shown: Vec<Option<i32>> = result.seats.iter().map(|s| s.1).collect();
    assert_eq!(shown, vec![Some(last.game.scores()[0]), Some(last.game.scores()[1])]);
    assert!(last.game.scores().iter().any(|s| *s >= last.game.config().options.target_score as i32));
    // The last position is on the table: every figure on its square or at its reserve place.
    let mut expected = places(&last.game);
    expected.sort_by_key(|(s, id, _)| (*s, *id));
    assert_eq!(figures_on_table(&mut t), expected);
    assert!(t.app.world().get_resource::<Refusals>().is_none_or(|r| r.lines.is_empty()));
    eprintln!(
        "morfals: {} decisions over {rounds_seen} rounds, {:?}, {}",
        last.actions,
        last.game.scores(),
        outcome.reason
    );
}
