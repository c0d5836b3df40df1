//! Sorry! at the table, headless: whole matches by computer players in every variant (Standard
//! with 2, 3 and 4 seats, Teams, Play for points, 2013 cards) to the results screen.

use crate::harness::TestApp;
use parlour::games::SavedMatch;
use parlour::games::seats::SeatKind;
use parlour::games::session::Refusals;
use parlour::games::sorry::SorryMatch;
use parlour::games::sorry::board::PawnPiece;
use parlour::screens::Screen;
use parlour::screens::results::LastResult;
use parlour_rules::game::Game;
use parlour_rules::games::sorry::{Colour, PawnRef, Pos};

fn open(t: &mut TestApp, m: SorryMatch, speed: f32) {
    t.open_match(SavedMatch::Sorry(m), speed);
}

fn game(t: &TestApp) -> SorryMatch {
    t.app.world().resource::<SorryMatch>().clone()
}

/// Every pawn on the table, where the table shows it.
fn pawns_on_table(t: &mut TestApp) -> Vec<(PawnRef, Pos)> {
    let mut q = t.app.world_mut().query::<&PawnPiece>();
    let mut v: Vec<_> = q.iter(t.app.world()).map(|p| (p.pawn, p.pos)).collect();
    v.sort_by_key(|(p, _)| *p);
    v
}

/// Play a whole match with computer players; returns the match as it ended.
fn bots_play(variant: &str, seats: &[SeatKind], seed: u64) -> SorryMatch {
    let mut t = TestApp::new();
    open(&mut t, SorryMatch::new(variant, seats.to_vec(), seed).unwrap(), 60.0);
    let mut last = game(&t);
    let mut still = 0;
    for _ in 0..400_000 {
        t.step();
        if t.screen() == Screen::Results {
            break;
        }
        let m = game(&t);
        if m.actions == last.actions {
            still += 1;
            assert!(
                still < 60 * 20,
                "no decision for 20 s of table time, phase {:?}:\n{}",
                t.phase(),
                m.game.dump()
            );
        } else {
            still = 0;
        }
        last = m;
    }
    assert_eq!(t.screen(), Screen::Results, "{variant}: the match did not end");
    let outcome = last.game.outcome().expect("the rules say the match is over");
    let result = t.app.world().resource::<LastResult>().clone();
    let winners: Vec<usize> = result.seats.iter().enumerate().filter(|(_, s)| s.2).map(|(i, _)| i).collect();
    assert_eq!(winners, outcome.winners, "{variant}: the results differ from the rules' outcome");
    assert!(result.reason == outcome.reason && result.game.contains(&last.game.config().name));
    if !outcome.scores.is_empty() {
        let shown: Vec<Option<i32>> = result.seats.iter().map(|s| s.1).collect();
        let rules: Vec<Option<i32>> = outcome.scores.iter().map(|s| Some(*s)).collect();
        assert_eq!(shown, rules, "{variant}: the results show other points");
    }
    // The final position is still on the table: every pawn where the rules have it.
    let expected: Vec<(PawnRef, Pos)> = (0..seats.len())
        .flat_map(|c| {
            let g = &last.game;
            (0..4u8).map(move |i| {
                let p = PawnRef::new(Colour::from_index(c), i);
                (p, g.pawn(p))
            })
        })
        .collect();
    assert_eq!(pawns_on_table(&mut t), expected, "{variant}: the table shows another final position");
    assert!(t.app.world().get_resource::<Refusals>().is_none_or(|r| r.lines.is_empty()));
    eprintln!("sorry {variant} ({} seats): {} decisions, {}", seats.len(), last.actions, outcome.reason);
    last
}

#[test]
fn computer_players_play_whole_matches_in_every_variant() {
    use SeatKind::{Easy, Hard, Medium};
    bots_play("standard", &[Medium, Easy], 21);
    bots_play("standard", &[Easy, Medium, Easy], 22);
    bots_play("standard", &[Easy, Easy, Medium, Hard], 23);
    bots_play("teams", &[Medium, Easy, Easy, Medium], 24);
    let points = bots_play("points", &[Medium, Easy, Easy], 25);
    assert!(!points.game.outcome().unwrap().scores.is_empty());
    bots_play("modern", &[Easy, Medium], 26);
}
