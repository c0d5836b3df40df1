//! A plain move generator, straight from the rules' wording (lists of points, mills and
//! neighbours, no masks), and the test that the fast one in `rules.rs` lists exactly the same
//! actions in the same order, and that `play` accepts exactly those, along random games of every
//! built-in variant plus variants with the options turned the other way.

use super::action::Action;
use super::{Config, Morris};
use crate::game::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Whether `seat` holds every point of the mill.
fn holds(men: u32, mill: &[u8]) -> bool {
    mill.iter().all(|&p| men >> p & 1 == 1)
}

/// Every legal action of `m`, by the rules as written.
fn plain(m: &Morris) -> Vec<Action> {
    let c = &*m.config;
    let n = c.points.len() as u8;
    let me = m.to_move as usize;
    let (mine, theirs) = (m.men[me], m.men[1 - me]);
    let empty = |p: u8| (mine | theirs) >> p & 1 == 0;
    if m.outcome.is_some() {
        return vec![];
    }
    if m.pending > 0 {
        let in_mill = |p: u8| c.mills.iter().any(|mill| mill.contains(&p) && holds(theirs, mill));
        let theirs: Vec<u8> = (0..n).filter(|&p| theirs >> p & 1 == 1).collect();
        let free: Vec<u8> = theirs.iter().copied().filter(|&p| !in_mill(p)).collect();
        let take = if free.is_empty() { theirs } else { free };
        return take.into_iter().map(Action::Remove).collect();
    }
    if m.hand[me] > 0 {
        return (0..n).filter(|&p| empty(p)).map(Action::Place).collect();
    }
    let flying = c.flying && mine.count_ones() <= c.fly_at as u32;
    let mut out = vec![];
    for from in (0..n).filter(|&p| mine >> p & 1 == 1) {
        for to in (0..n).filter(|&p| empty(p)) {
            if !flying && !c.adjacent[from as usize].contains(&to) {
                continue;
            }
            // The return ban: the man that broke a mill and closed another may not go straight
            // back to close the first again.
            let after = mine & !(1 << from) | 1 << to;
            let closes = c.mills.iter().any(|mill| mill.contains(&to) && holds(after, mill));
            if m.no_return[me] == Some((from, to)) && closes {
                continue;
            }
            out.push(Action::Move { from, to });
        }
    }
    out
}

/// Every action the board could name, legal or not, a few off the board.
fn candidates(n: u8) -> Vec<Action> {
    let points = 0..n + 2;
    let mut all: Vec<Action> = points.clone().flat_map(|p| [Action::Place(p), Action::Remove(p)]).collect();
    for from in points.clone() {
        all.extend(points.clone().map(|to| Action::Move { from, to }));
    }
    all
}

fn variants() -> Vec<Config> {
    let mut out = vec![];
    for name in ["nine", "six", "twelve", "three", "morabaraba"] {
        let c = Config::builtin(name).unwrap();
        let mut other = c.clone();
        other.flying = !c.flying;
        other.no_mill_return = !c.no_mill_return;
        other.multi_mill = match c.multi_mill {
            super::MultiMill::One => super::MultiMill::PerMill,
            super::MultiMill::PerMill => super::MultiMill::One,
            super::MultiMill::Wins => super::MultiMill::Wins,
        };
        other.repetition = None;
        other.turn_cap = Some(300);
        out.extend([c, other]);
    }
    out
}

#[test]
fn the_fast_generator_lists_what_the_rules_say() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut fast = Vec::new();
    let mut positions = 0;
    for config in variants() {
        let all = candidates(config.points.len() as u8);
        for game in 0..40 {
            let mut m = Morris::new(&config, 2, 0).unwrap();
            loop {
                fast.clear();
                m.legal_into(&mut fast);
                let expected = plain(&m);
                assert_eq!(fast, expected, "{} game {game}:\n{}", config.name, m.dump());
                // Every few positions, `play` must take exactly the listed actions.
                if positions % 7 == 0 {
                    for &a in &all {
                        assert_eq!(m.clone().play(a).is_ok(), expected.contains(&a), "{a:?}\n{}", m.dump());
                    }
                }
                positions += 1;
                if fast.is_empty() {
                    break;
                }
                m.play(fast[rng.random_range(0..fast.len())]).unwrap();
            }
        }
    }
    assert!(positions > 20_000, "{positions}");
}
