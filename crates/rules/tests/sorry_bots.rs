//! Sorry! computer players: legal choices on random positions of every mode and phase, within a
//! sanity ceiling of time; decisions that depend on the seat's view only; a few positions where
//! the right move is plain.

mod sorry_common;

use parlour_rules::games::sorry::bots::hard::{Budget, decide_with};
use parlour_rules::games::sorry::{Action, Card, Config, Phase, Pos, Sorry, View};
use parlour_rules::{Chance, Game, GameRng};
use sorry_common::*;
use std::time::{Duration, Instant};

use parlour_rules::BOT_LEVELS;

/// Walk random games of `variant` and ask every level on `positions` positions (two decisions
/// in three); each answer must be legal and come within the ceiling. Returns the phases seen.
fn check_levels(variant: &str, players: usize, positions: usize) -> Vec<&'static str> {
    let config = Config::builtin(variant).unwrap();
    let mut phases = Vec::new();
    let mut asked = 0;
    let mut seed = 0u64;
    let mut slowest = [Duration::ZERO; 4];
    while asked < positions {
        seed += 1;
        let mut g = Sorry::new(&config, players, seed).unwrap();
        let mut pick = GameRng::seeded(seed ^ 0xb07);
        let mut n = 0u64;
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions();
            if !n.is_multiple_of(3) && asked < positions {
                asked += 1;
                let view = g.view(seat);
                phases.push(match g.phase() {
                    Phase::StartDraw { .. } => "start draw",
                    Phase::Draw { .. } => "draw",
                    Phase::Move { .. } => "move",
                    Phase::Play { .. } => "play",
                    Phase::Over => unreachable!(),
                });
                for (k, level) in BOT_LEVELS.iter().enumerate() {
                    let t = Instant::now();
                    let a = Sorry::bot_action(&view, level, n).unwrap();
                    slowest[k] = slowest[k].max(t.elapsed());
                    assert!(legal.contains(&a), "{variant}: {level} chose illegal {a:?}\n{}", g.dump());
                }
            }
            let a = legal[pick.below(legal.len() as u32) as usize].clone();
            g.apply(a).unwrap();
            n += 1;
        }
    }
    for (k, t) in slowest.iter().enumerate() {
        assert!(*t < Duration::from_secs(2), "{variant}: {} took {t:?}", BOT_LEVELS[k]);
    }
    phases
}

#[test]
fn bots_choose_legally_in_standard_games() {
    for players in 2..=4 {
        let phases = check_levels("standard", players, 300);
        assert!(phases.contains(&"draw") && phases.contains(&"move"));
    }
}

#[test]
fn bots_choose_legally_in_team_games() {
    let phases = check_levels("teams", 4, 400);
    assert!(phases.iter().filter(|p| **p == "move").count() > 100);
}

#[test]
fn bots_choose_legally_playing_for_points() {
    for players in 2..=4 {
        let phases = check_levels("points", players, 300);
        assert!(phases.iter().all(|p| *p == "play" || *p == "start draw"));
        assert!(phases.contains(&"play"));
    }
}

#[test]
fn bots_choose_legally_with_modern_cards() {
    for players in [2, 4] {
        check_levels("modern", players, 300);
    }
}

#[test]
fn bots_refuse_unknown_levels_and_other_seats_turns() {
    let g = game("standard", 2);
    assert!(Sorry::bot_action(&g.view(0), "grandmaster", 1).is_err());
    assert!(Sorry::bot_action(&g.view(1), "hard", 1).is_err(), "seat 1 is not to act");
    assert_eq!(Sorry::bot_action(&g.view(0), "hard", 1).unwrap(), Action::Draw);
}

/// The same view, whatever the deck order (standard) or the other hands (points), gives the same
/// decision at every level and seed.
#[test]
fn decisions_depend_on_the_view_only() {
    let mut checked = 0;
    for variant in ["standard", "points"] {
        for seed in 0..12u64 {
            let mut g = Sorry::new(&Config::builtin(variant).unwrap(), 3, seed).unwrap();
            let mut pick = GameRng::seeded(seed);
            for _ in 0..(20 + 7 * seed) {
                if g.to_act().is_none() {
                    break;
                }
                let legal = g.legal_actions();
                g.apply(legal[pick.below(legal.len() as u32) as usize].clone()).unwrap();
            }
            let Some(seat) = g.to_act() else { continue };
            // Another deck order; in points also other hands for the other seats, dealt from
            // the same unseen cards.
            let mut other = g.clone();
            other.set_seed(seed + 1000);
            if variant == "points" {
                let mut pool: Vec<Card> = other.draw_pile().to_vec();
                for s in (0..3).filter(|&s| s != seat) {
                    pool.extend_from_slice(other.hand(s));
                    other.set_hand(s, &[]).unwrap();
                }
                parlour_rules::chance::shuffle(&mut GameRng::seeded(seed + 7), &mut pool);
                for s in (0..3).filter(|&s| s != seat) {
                    let h: Vec<Card> = pool.drain(..g.hand(s).len()).collect();
                    other.set_hand(s, &h).unwrap();
                }
                pool.sort();
                assert_eq!(other.draw_pile(), pool);
                assert!((0..3).any(|s| s != seat && other.hand(s) != g.hand(s)), "hands unchanged");
            }
            let (a, b) = (g.view(seat), other.view(seat));
            assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
            // The hard level's clock could cut a search short on a loaded machine: its
            // repeatability is checked without the clock below.
            for level in BOT_LEVELS.iter().filter(|&&l| l != "hard") {
                for s in 0..3 {
                    assert_eq!(
                        Sorry::bot_action(&a, level, s).unwrap(),
                        Sorry::bot_action(&b, level, s).unwrap()
                    );
                }
            }
            // And the players' decisions do not change the state they are shown.
            assert_eq!(serde_json::to_string(&g.view(seat)).unwrap(), serde_json::to_string(&a).unwrap());
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} positions checked");
}

/// With a SORRY! in hand, the thinking levels send the opponent's most advanced pawn home.
#[test]
fn sorry_hits_the_leading_pawn() {
    let mut g = game("standard", 2);
    g.place(&[(pawn(B, 0), Pos::Track(20)), (pawn(B, 1), Pos::Track(10)), (pawn(B, 2), Pos::Track(40))])
        .unwrap();
    draw(&mut g, Card::Sorry);
    // Blue's circle is 19: the pawn on 10 has gone furthest (51 steps), the one on 20 least.
    for level in ["easy", "medium", "hard"] {
        let a = Sorry::bot_action(&g.view(0), level, 3).unwrap();
        assert_eq!(a, Action::Sorry { card: Card::Sorry, pawn: pawn(R, 0), target: pawn(B, 1) }, "{level}");
    }
}

/// A pawn two squares ahead of an opponent is moved out of reach rather than another pawn.
#[test]
fn bots_move_a_threatened_pawn_out_of_reach() {
    let mut g = game("standard", 2);
    // Red's pawn on 30 is 2 ahead of Blue's on 28 (a 2 or a split 7 bumps it); on 35 only a 7 would.
    g.place(&[(pawn(R, 0), Pos::Track(30)), (pawn(R, 1), Pos::Track(4)), (pawn(B, 0), Pos::Track(28))])
        .unwrap();
    draw(&mut g, Card::Five);
    for level in ["medium", "hard"] {
        let a = Sorry::bot_action(&g.view(0), level, 3).unwrap();
        assert_eq!(a, fwd(Card::Five, pawn(R, 0), 5), "{level}");
    }
}

/// Positions with a real choice for the hard level, from random games of `variant`.
fn hard_positions(variant: &str, players: usize, count: usize) -> Vec<Sorry> {
    let config = Config::builtin(variant).unwrap();
    let mut out = Vec::new();
    let mut seed = 100u64;
    while out.len() < count {
        seed += 1;
        let mut g = Sorry::new(&config, players, seed).unwrap();
        let mut pick = GameRng::seeded(seed);
        while let Some(_seat) = g.to_act() {
            let legal = g.legal_actions();
            if legal.len() > 2 && out.len() < count && pick.below(5) == 0 {
                out.push(g.clone());
            }
            g.apply(legal[pick.below(legal.len() as u32) as usize].clone()).unwrap();
        }
    }
    out
}

/// The hidden cards dealt anew: the draw pile reshuffled and, playing for points, the other
/// seats' hands dealt again from the cards `seat` has not seen.
fn redeal(g: &Sorry, seat: usize, seed: u64) -> Sorry {
    let mut other = g.clone();
    other.set_seed(seed);
    let mut pool: Vec<Card> = other.draw_pile().to_vec();
    let others: Vec<usize> = (0..g.players()).filter(|&s| s != seat && !g.hand(s).is_empty()).collect();
    for &s in &others {
        pool.extend_from_slice(other.hand(s));
        other.set_hand(s, &[]).unwrap();
    }
    parlour_rules::chance::shuffle(&mut GameRng::seeded(seed), &mut pool);
    for &s in &others {
        let h: Vec<Card> = pool.drain(..g.hand(s).len()).collect();
        other.set_hand(s, &h).unwrap();
    }
    other
}

/// The hard level searches sampled worlds: for one view and seed it always makes the same
/// choice, and it reads nothing the view hides (other hands, the order of the pile).
#[test]
fn hard_is_repeatable_and_blind_to_hidden_cards() {
    let mut differed = 0;
    for (variant, players) in [("standard", 4), ("teams", 4), ("points", 4), ("points", 2), ("modern", 3)] {
        for (k, g) in hard_positions(variant, players, 12).iter().enumerate() {
            let seat = g.to_act().unwrap();
            let other = redeal(g, seat, 500 + k as u64);
            if (0..players).any(|s| other.hand(s) != g.hand(s)) {
                differed += 1;
            }
            let (a, b) = (g.view(seat), other.view(seat));
            assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
            let hard = |v: &View| decide_with(v, k as u64, Budget { time: None, ..Budget::for_view(v) });
            let chosen = hard(&a);
            assert!(g.legal_actions().contains(&chosen), "{variant}: illegal {chosen:?}");
            assert_eq!(hard(&a), chosen, "{variant}: not repeatable");
            assert_eq!(hard(&b), chosen, "{variant}: read hidden cards");
        }
    }
    assert!(differed >= 10, "only {differed} positions had other hands dealt");
}

/// With a card that takes its last pawn HOME, the hard level wins at once.
#[test]
fn hard_takes_the_win() {
    let mut g = game("standard", 4);
    g.place(&[
        (pawn(R, 0), Pos::Home),
        (pawn(R, 1), Pos::Home),
        (pawn(R, 2), Pos::Home),
        (pawn(R, 3), Pos::Safety(2)),
        (pawn(B, 0), Pos::Track(5)),
    ])
    .unwrap();
    draw(&mut g, Card::Three);
    for seed in 0..4 {
        let a = Sorry::bot_action(&g.view(0), "hard", seed).unwrap();
        let mut h = g.clone();
        h.apply(a).unwrap();
        assert_eq!(h.outcome().map(|o| o.winners), Some(vec![0]), "seed {seed}");
    }
}
