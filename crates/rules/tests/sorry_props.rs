//! Sorry! property tests: invariants along random games, illegal actions refused without
//! change, legal actions always accepted.

use parlour_rules::games::sorry::{Action, Card, Colour, Config, Part, PawnRef, Sorry};
use parlour_rules::{Chance, Game, GameRng};
use proptest::prelude::*;

mod sorry_common;
use sorry_common::check_invariants;

const VARIANTS: [&str; 4] = ["standard", "teams", "points", "modern"];

/// A random action, legal or not, built from small numbers.
fn arbitrary_action(k: &[u8; 6]) -> Action {
    let card = Card::ALL[k[1] as usize % 11];
    let p = |x: u8| PawnRef::new(Colour::ALL[(x / 4 % 4) as usize], x % 4);
    match k[0] % 10 {
        0 => Action::Draw,
        9 => Action::StartDraw,
        1 => Action::Start { card, pawn: p(k[2]) },
        2 => Action::Forward { card, pawn: p(k[2]), steps: k[3] % 14 },
        3 => Action::Backward { card, pawn: p(k[2]), steps: k[3] % 5 },
        4 => Action::Split {
            parts: vec![Part { pawn: p(k[2]), steps: k[3] % 8 }, Part { pawn: p(k[4]), steps: k[5] % 8 }],
        },
        5 => Action::Swap { card, pawn: p(k[2]), target: p(k[4]) },
        6 => Action::Sorry { card, pawn: p(k[2]), target: p(k[4]) },
        7 => Action::Forfeit,
        _ => Action::Discard { card },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_invariants_and_refuses_illegal_actions_without_change(
        variant in 0usize..4,
        players in 2usize..=4,
        seed in any::<u64>(),
        steps in 1usize..400,
        probes in proptest::collection::vec(any::<[u8; 6]>(), 40),
    ) {
        let name = VARIANTS[variant];
        let players = if name == "teams" { 4 } else { players };
        let mut g = Sorry::new(&Config::builtin(name).unwrap(), players, seed).unwrap();
        let mut pick = GameRng::seeded(seed);
        check_invariants(&g);
        for step in 0..steps {
            if g.to_act().is_none() {
                break;
            }
            let legal = g.legal_actions();
            prop_assert!(!legal.is_empty());
            // Every listed action is accepted.
            if step % 25 == 0 {
                for a in &legal {
                    let mut t = g.clone();
                    prop_assert!(t.apply(a.clone()).is_ok(), "{:?} refused", a);
                    check_invariants(&t);
                }
            }
            // Anything not listed is refused and changes nothing.
            let probe = arbitrary_action(&probes[step % probes.len()]);
            if !legal.contains(&probe) {
                let before = g.clone();
                prop_assert!(g.apply(probe.clone()).is_err(), "{:?} accepted", probe);
                prop_assert_eq!(&g, &before);
            }
            let a = legal[pick.below(legal.len() as u32) as usize].clone();
            g.apply(a).unwrap();
            check_invariants(&g);
        }
    }

    #[test]
    fn views_never_show_other_hands(seed in any::<u64>(), players in 2usize..=4, steps in 0usize..60) {
        let mut g = Sorry::new(&Config::builtin("points").unwrap(), players, seed).unwrap();
        let mut pick = GameRng::seeded(seed);
        for _ in 0..steps {
            if g.to_act().is_none() { break; }
            let legal = g.legal_actions();
            g.apply(legal[pick.below(legal.len() as u32) as usize].clone()).unwrap();
        }
        for seat in 0..players {
            let v = g.view(seat);
            prop_assert_eq!(&v.hand, &g.hand(seat));
            // Public card counts: unseen = draw pile + the other hands.
            let unseen: usize = v.unseen.iter().map(|(_, n)| n).sum();
            let others: usize = (0..players).filter(|&s| s != seat).map(|s| g.hand(s).len()).sum();
            prop_assert_eq!(unseen, g.draw_pile().len() + others);
            // Changing another seat's hand or the RNG does not change this seat's view.
            let mut h = g.clone();
            h.set_seed(seed.wrapping_add(1));
            let other = (seat + 1) % players;
            let mut pile = h.draw_pile().to_vec();
            pile.extend_from_slice(h.hand(other));
            pile.sort();
            let hand = pile.split_off(pile.len() - g.hand(other).len());
            h.set_hand(other, &hand).unwrap();
            prop_assert_eq!(h.draw_pile(), &pile[..]);
            prop_assert_eq!(
                serde_json::to_string(&h.view(seat)).unwrap(),
                serde_json::to_string(&v).unwrap()
            );
        }
    }
}
