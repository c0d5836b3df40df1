//! Invariants over random play, illegal actions leave the match unchanged, and a random soak:
//! 10,000 games per player count that all end.

use parlour_rules::games::morpyam::{self, Action, Event, Figure, Morpyam, Phase, RollResult, SQUARES};
use parlour_rules::{Chance, Game, GameRng};
use proptest::prelude::*;

fn new_game(variant: &str, players: usize, seed: u64) -> Morpyam {
    Morpyam::new(&morpyam::Config::builtin(variant).unwrap(), players, seed).unwrap()
}

/// A random legal action: first a kind (place, pass, call, roll, lay a tile…) uniformly, then
/// one action of that kind, so that the 31 ways to re-roll do not drown the rest. `Resign`
/// of the seat to act (never listed) comes only once in `resign_odds` steps.
fn random_action(g: &Morpyam, rng: &mut GameRng, resign_odds: u32) -> Action {
    let acts = g.legal_actions();
    if rng.below(resign_odds) == 0 {
        return Action::Resign { seat: g.to_act().unwrap() };
    }
    parlour_rules::games::morpyam::bots::pick_by_kind(&acts, rng)
}

fn check_invariants(g: &Morpyam, initial_tokens: u8) {
    let t = g.table();
    for seat in 0..t.players {
        let on_grid = t.owners.iter().filter(|o| **o == Some(seat)).count();
        assert_eq!(on_grid + t.tokens_left[seat] as usize, initial_tokens as usize, "tokens of seat {seat}");
    }
    for sq in 0..SQUARES {
        if t.owners[sq].is_some() {
            assert!(t.grid[sq].is_some(), "a token on a square with no tile");
        }
    }
    assert_eq!(g.to_act().is_none(), g.outcome().is_some());
    assert_eq!(g.legal_actions().is_empty(), g.outcome().is_some());
    if let Some(turn) = t.turn() {
        assert!(!t.resigned[turn.seat], "a resigned seat is to act");
        assert!(turn.rolls <= 3);
        let places: Vec<u8> = g
            .legal_actions()
            .iter()
            .filter_map(|a| if let Action::Place { square } = a { Some(*square) } else { None })
            .collect();
        assert_eq!(places, g.placeable_squares());
        let one_by_one: Vec<u8> = (0..SQUARES as u8).filter(|&sq| t.can_take(sq)).collect();
        assert_eq!(places, one_by_one);
        // The MORPYAM rule, stated apart from the rules' own code: while a MORPYAM square is
        // free, five equal dice (with no call) cover nothing but a MORPYAM square.
        let morpyam_free = (0..SQUARES).any(|q| t.grid[q] == Some(Figure::Morpyam) && t.owners[q].is_none());
        if turn.result == RollResult::Open && turn.dice.iter().all(|&d| d == turn.dice[0]) && morpyam_free {
            for &sq in &places {
                assert_eq!(t.grid[sq as usize], Some(Figure::Morpyam), "five equal dice offered square {sq}");
            }
        }
        for sq in places {
            assert!(t.owners[sq as usize].is_none(), "square {sq} offered twice");
        }
    }
    let run_total: i32 = g.scoring_runs().iter().map(|r| r.points).sum();
    assert_eq!(run_total, g.scores().iter().sum::<i32>());
}

/// Every kind of action with arbitrary fields, most of them illegal at any given moment.
fn any_action() -> impl Strategy<Value = Action> {
    let figure = prop_oneof![
        (0u8..8).prop_map(Figure::Brelan),
        Just(Figure::SmallStraight),
        Just(Figure::Suite),
        Just(Figure::Full),
        Just(Figure::Carre),
        Just(Figure::Mini),
        Just(Figure::Maxi),
        Just(Figure::Morpyam),
        Just(Figure::Sec),
        Just(Figure::Appel),
    ];
    prop_oneof![
        Just(Action::RollOff),
        (figure.clone(), 0u8..40).prop_map(|(figure, square)| Action::PlaceTile { figure, square }),
        figure.prop_map(|figure| Action::Call { figure }),
        (0u8..32).prop_map(|m| Action::Roll { rethrow: morpyam::rethrow_mask(m) }),
        (0u8..40).prop_map(|square| Action::Place { square }),
        Just(Action::Pass),
        (0usize..5).prop_map(|seat| Action::Resign { seat }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_the_invariants(
        seed in any::<u64>(),
        players in 2usize..=4,
        variant in prop::sample::select(vec!["classic", "flash", "plus"]),
        steps in 1usize..400,
    ) {
        let mut g = new_game(variant, players, seed);
        let initial = g.tokens_left(0);
        let mut rng = GameRng::seeded(seed ^ 0x5eed);
        for _ in 0..steps {
            if g.outcome().is_some() {
                break;
            }
            let a = random_action(&g, &mut rng, 400);
            let events = g.apply(a.clone()).unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
            prop_assert!(!events.is_empty());
            check_invariants(&g, initial);
        }
        // The match survives a JSON round trip exactly (dice to come included).
        let back: Morpyam = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
        prop_assert_eq!(&back, &g);
        // The view hides nothing of the table and carries no RNG.
        let view = serde_json::to_value(g.view(0)).unwrap();
        prop_assert!(view.get("rng").is_none() && view["table"].get("rng").is_none());
    }

    #[test]
    fn illegal_actions_leave_the_match_unchanged(
        seed in any::<u64>(),
        players in 2usize..=4,
        variant in prop::sample::select(vec!["classic", "flash", "plus"]),
        warmup in 0usize..200,
        tries in prop::collection::vec(any_action(), 1..40),
    ) {
        let mut g = new_game(variant, players, seed);
        let mut rng = GameRng::seeded(seed);
        for _ in 0..warmup {
            if g.outcome().is_some() {
                break;
            }
            let a = random_action(&g, &mut rng, 1000);
            g.apply(a).unwrap();
        }
        let legal = g.legal_actions();
        for a in tries {
            let before = g.clone();
            match g.apply(a.clone()) {
                Err(_) => prop_assert_eq!(&g, &before, "{:?} was refused but changed the match", a),
                Ok(_) => {
                    // Anything accepted was listed, except a resignation (never listed).
                    let resign = matches!(a, Action::Resign { .. });
                    prop_assert!(resign || legal.contains(&a), "{:?} accepted but not listed", a);
                    g = before;
                }
            }
        }
    }
}

/// `games` random matches of `players` seats; every one must end.
fn soak(players: usize, games: u64, variant: &str) -> [u64; 5] {
    // Reasons: [last token, KO, KO R. D'Aversa, safety valve, resignation].
    let mut reasons = [0u64; 5];
    let mut rng = GameRng::seeded(players as u64);
    let config = morpyam::Config::builtin(variant).unwrap();
    for seed in 0..games {
        let mut g = Morpyam::new(&config, players, seed).unwrap();
        let mut steps = 0;
        while g.outcome().is_none() {
            let a = random_action(&g, &mut rng, 20_000);
            let events = g.apply(a).unwrap();
            if let Some(Event::GameOver { outcome }) = events.last() {
                assert!(outcome.winners.iter().all(|&w| !g.table().resigned[w]));
            }
            steps += 1;
            assert!(steps < 20_000, "{variant} game {seed} with {players} players does not end");
        }
        assert_eq!(g.table().phase, Phase::Over);
        let o = g.outcome().unwrap();
        // Every ending gives the final scores: no caller needs the table's.
        assert_eq!(o.scores, g.table().final_scores(), "{}", o.reason);
        assert_eq!(o.scores.len(), players);
        let k = match o.reason.as_str() {
            "last token placed" => 0,
            "KO" => 1,
            "KO R. D'Aversa" => 2,
            "resignation" => 4,
            _ => 3,
        };
        reasons[k] += 1;
    }
    reasons
}

#[test]
fn soak_two_players() {
    let r = soak(2, 10_000, "classic");
    assert_eq!(r.iter().sum::<u64>(), 10_000);
    // Random play reaches the last token, KO and the safety valve (two players fill 34 of the
    // 36 squares, so the last tokens often wait for the hardest figures).
    assert!(r[0] > 0 && r[1] > 0 && r[3] > 0 && r[4] > 0, "{r:?}");
}

#[test]
fn soak_three_players() {
    let r = soak(3, 10_000, "classic");
    assert_eq!(r.iter().sum::<u64>(), 10_000);
    assert!(r[0] > 0 && r[1] > 0 && r[3] > 0, "{r:?}");
}

#[test]
fn soak_four_players() {
    let r = soak(4, 10_000, "classic");
    assert_eq!(r.iter().sum::<u64>(), 10_000);
    assert!(r[0] > 0 && r[3] > 0, "{r:?}");
}

#[test]
fn soak_flash_and_plus() {
    for players in 2..=4 {
        for variant in ["flash", "plus"] {
            let r = soak(players, 300, variant);
            assert_eq!(r.iter().sum::<u64>(), 300);
        }
    }
}
