//! Property tests and the random soak: illegal actions leave the state byte-identical, the
//! invariants hold along random games, and 10,000 random games all end.

use parlour_rules::Game;
use parlour_rules::games::morris::{Action, Config, Morris};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const VARIANTS: [&str; 4] = ["nine", "six", "twelve", "morabaraba"];

fn config(variant: usize) -> Config {
    Config::builtin(VARIANTS[variant % 4]).unwrap()
}

/// Any action at all, most of them illegal, some off the board.
fn arbitrary_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (0u8..40).prop_map(Action::Place),
        (0u8..40).prop_map(Action::Remove),
        (0u8..40, 0u8..40).prop_map(|(from, to)| Action::Move { from, to }),
    ]
}

fn check_invariants(m: &Morris) {
    let c = m.config();
    assert_eq!(m.men(0) & m.men(1), 0);
    for s in 0..2 {
        assert!(m.on_board(s) + m.in_hand(s) <= c.men);
    }
    let legal = m.legal_actions();
    assert_eq!(legal.is_empty(), m.outcome().is_some(), "{}", m.dump());
    for a in legal {
        m.clone().apply(a).unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn illegal_actions_leave_the_state_byte_identical(
        variant in 0usize..4,
        seed in any::<u64>(),
        plies in 0usize..150,
        probes in prop::collection::vec(arbitrary_action(), 1..40),
    ) {
        let mut m = Morris::new(&config(variant), 2, 0).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..plies {
            let legal = m.legal_actions();
            if legal.is_empty() { break; }
            m.apply(legal[rng.random_range(0..legal.len())]).unwrap();
        }
        check_invariants(&m);
        let legal = m.legal_actions();
        for a in probes {
            let before = serde_json::to_string(&m).unwrap();
            let result = m.clone().apply(a);
            prop_assert_eq!(result.is_ok(), legal.contains(&a), "{:?}", a);
            if m.apply(a).is_err() {
                prop_assert_eq!(serde_json::to_string(&m).unwrap(), before);
            } else {
                // Legal: undo by reloading, so every probe sees the same position.
                m = serde_json::from_str(&before).unwrap();
            }
        }
    }

    #[test]
    fn a_saved_match_continues_identically(variant in 0usize..4, seed in any::<u64>(), plies in 0usize..200) {
        let mut m = Morris::new(&config(variant), 2, 0).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..plies {
            let legal = m.legal_actions();
            if legal.is_empty() { break; }
            m.apply(legal[rng.random_range(0..legal.len())]).unwrap();
        }
        let back: Morris = serde_json::from_str(&serde_json::to_string(&m).unwrap()).unwrap();
        prop_assert_eq!(back.legal_actions(), m.legal_actions());
        prop_assert_eq!(back, m);
    }
}

#[test]
fn ten_thousand_random_games_all_end() {
    let configs: Vec<Config> = (0..4).map(config).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let mut buf = Vec::new();
    let (mut wins, mut draws) = (0, 0);
    for game in 0..10_000 {
        let mut m = Morris::new(&configs[game % 4], 2, 0).unwrap();
        let mut plies = 0;
        loop {
            buf.clear();
            m.legal_into(&mut buf);
            if buf.is_empty() {
                break;
            }
            let a = buf[rng.random_range(0..buf.len())];
            // Every tenth game goes through `apply` and its events; the rest through `play`.
            if game % 10 == 0 {
                m.apply(a).unwrap();
            } else {
                m.play(a).unwrap();
            }
            plies += 1;
            assert!(plies < 5_000, "game {game} does not end:\n{}", m.dump());
        }
        let o = m.outcome().expect("no legal action only when over");
        if o.is_draw() {
            draws += 1
        } else {
            wins += 1
        }
        if game % 500 == 0 {
            check_invariants(&m);
        }
    }
    assert_eq!(wins + draws, 10_000);
    assert!(wins > 1_000 && draws > 1_000, "wins {wins}, draws {draws}");
}
