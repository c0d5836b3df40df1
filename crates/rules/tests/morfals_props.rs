//! Invariants of Morfals under random play: figures are conserved, illegal actions change
//! nothing, states survive a save.

use parlour_rules::games::morfals::*;
use parlour_rules::{Chance, Game, GameRng};
use proptest::prelude::*;

fn config(wrap: u8, river: bool, reroll: bool, next: u8) -> Config {
    let mut c = Config::standard();
    c.options.wrap = [Wrap::Columns, Wrap::All, Wrap::None][wrap as usize % 3];
    c.options.river_in_sandwich = if river { RiverRule::Closes } else { RiverRule::Blocks };
    c.options.full_column = if reroll { FullColumn::RollAgain } else { FullColumn::Pass };
    c.options.next_round_starter =
        [NextStarter::Loser, NextStarter::Winner, NextStarter::Alternate][next as usize % 3];
    // A low target so that short runs reach the end of a match too.
    c.options.target_score = 6;
    c
}

/// Every figure of each tribe is exactly once on the board or in its reserve.
fn check_conservation(g: &Morfals) {
    for seat in 0..2 {
        let mut ids: Vec<u8> = g.reserve(seat).iter().map(|f| f.id).collect();
        ids.extend(g.board().figures().filter(|(_, f)| f.seat == seat).map(|(_, f)| f.id));
        ids.sort_unstable();
        assert_eq!(ids, (0..12).collect::<Vec<u8>>(), "seat {seat}\n{}", g.dump());
        for f in g.reserve(seat) {
            assert_eq!(f.seat, seat);
            assert_eq!(f.character, g.config().tribes[seat].figures[f.id as usize]);
        }
    }
    for (square, f) in g.board().figures() {
        assert_eq!(f.character, g.config().tribes[f.seat].figures[f.id as usize], "{square}");
    }
}

fn any_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        Just(Action::Roll),
        Just(Action::NextRound),
        (0u8..12, 0u8..10).prop_map(|(column, row)| Action::Place { square: Square::new(column, row) }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn figures_are_conserved_and_illegal_actions_change_nothing(
        seed in any::<u64>(),
        wrap in 0u8..3, river in any::<bool>(), reroll in any::<bool>(), next in 0u8..3,
        probes in proptest::collection::vec(any_action(), 300),
    ) {
        let mut g = Morfals::new(&config(wrap, river, reroll, next), 2, seed).unwrap();
        let mut pick = GameRng::seeded(seed ^ 0x5eed);
        let mut scores = g.scores();
        for probe in probes {
            check_conservation(&g);
            let legal = g.legal_actions();
            if legal.is_empty() {
                prop_assert!(g.outcome().is_some());
            }
            if !legal.contains(&probe) {
                let before = serde_json::to_string(&g).unwrap();
                prop_assert!(g.apply(probe).is_err(), "{probe:?} accepted\n{}", g.dump());
                prop_assert_eq!(serde_json::to_string(&g).unwrap(), before);
            }
            if legal.is_empty() {
                break;
            }
            let action = legal[pick.below(legal.len() as u32) as usize];
            let events = g.apply(action).unwrap();
            prop_assert!(!events.is_empty());
            // Scores never go down, and the state survives a save and a load.
            prop_assert!(g.scores()[0] >= scores[0] && g.scores()[1] >= scores[1]);
            scores = g.scores();
            let back: Morfals = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
            prop_assert_eq!(&back, &g);
        }
    }

    #[test]
    fn only_the_placed_figure_eats_and_only_opponents(
        seed in any::<u64>(), wrap in 0u8..3, river in any::<bool>(), steps in 1usize..200,
    ) {
        let mut g = Morfals::new(&config(wrap, river, false, 0), 2, seed).unwrap();
        let mut pick = GameRng::seeded(seed ^ 0xfeed);
        for _ in 0..steps {
            let legal = g.legal_actions();
            if legal.is_empty() {
                break;
            }
            let mover = g.to_act().unwrap();
            let before = g.board().clone();
            let events = g.apply(legal[pick.below(legal.len() as u32) as usize]).unwrap();
            for e in &events {
                if let Event::Eaten { by, figure, square } = e {
                    prop_assert_eq!(*by, mover);
                    prop_assert_ne!(figure.seat, mover);
                    prop_assert_eq!(before.get(*square), Some(*figure));
                    prop_assert!(!g.config().is_river(square.column), "river figure eaten");
                }
            }
            // Nothing of the mover's ever leaves the board by its own move.
            let placed = events.iter().filter(|e| matches!(e, Event::Placed { .. })).count();
            if !events.iter().any(|e| matches!(e, Event::RoundStarted { .. })) {
                let mine = |b: &Board| b.figures().filter(|(_, f)| f.seat == mover).count();
                prop_assert_eq!(mine(g.board()), mine(&before) + placed);
            }
        }
    }
}
