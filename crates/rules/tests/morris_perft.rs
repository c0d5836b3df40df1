//! Perft (leaf nodes, one node per action, a removal being its own action) as a regression
//! test. The anchors come from OpenSpiel (`tools/morris_openspiel_perft.py`): the start, and
//! positions along the recorded random game with seed 1, run with OpenSpiel's options.

use parlour_rules::Game;
use parlour_rules::games::morris::{Action, Config, Morris};

fn openspiel_config() -> Config {
    let mut c = Config::builtin("nine").unwrap();
    c.repetition = None;
    c.no_removal_moves = None;
    c.turn_cap = Some(200);
    c
}

fn perft(m: &Morris, depth: u32, buf: &mut Vec<Vec<Action>>) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut legal = buf.pop().unwrap_or_default();
    legal.clear();
    m.legal_into(&mut legal);
    let total = if depth == 1 {
        legal.len() as u64
    } else {
        legal
            .iter()
            .map(|&a| {
                let mut c = m.clone();
                c.play(a).unwrap();
                perft(&c, depth - 1, buf)
            })
            .sum()
    };
    buf.push(legal);
    total
}

/// The position after the first `k` actions of the fixture game with seed 1.
fn along_seed_1(k: usize) -> Morris {
    let fixture = include_str!("fixtures/morris_openspiel.txt");
    let line = fixture.lines().find(|l| l.starts_with("1 ")).unwrap();
    let mut m = Morris::new(&openspiel_config(), 2, 0).unwrap();
    for step in line.split(' ').skip(2).take(k) {
        let chosen: Vec<char> = step.split_once('/').unwrap().1.chars().collect();
        let p = |c: char| (c.to_ascii_lowercase() as u8) - b'a';
        let id = match chosen.as_slice() {
            [a] => p(*a) as usize,
            [f, t] => 24 + p(*f) as usize * 24 + p(*t) as usize,
            _ => unreachable!(),
        };
        let a = *m.legal_actions().iter().find(|a| a.openspiel_id(24) == id).unwrap();
        m.apply(a).unwrap();
    }
    m
}

#[test]
fn perft_from_the_start() {
    let m = Morris::new(&openspiel_config(), 2, 0).unwrap();
    let counts: Vec<u64> = (1..=4).map(|d| perft(&m, d, &mut vec![])).collect();
    assert_eq!(counts, [24, 552, 12_144, 255_024]);
}

#[test]
fn perft_along_a_recorded_game_matches_openspiel() {
    let mut buf = vec![];
    for (k, expected) in [
        (30, [8, 53, 377, 2_539]),
        (60, [10, 87, 718, 5_713]),
        (120, [6, 53, 362, 2_919]),
        (200, [39, 507, 18_477, 241_094]),
    ] {
        let m = along_seed_1(k);
        let counts: Vec<u64> = (1..=4).map(|d| perft(&m, d, &mut buf)).collect();
        assert_eq!(counts, expected, "after {k} actions:\n{}", m.dump());
    }
}
