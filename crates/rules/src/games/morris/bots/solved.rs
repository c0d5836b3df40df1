//! Boards small enough to solve outright (Three Men's Morris: a row wins, nothing is removed).
//! Every position reachable from the start is listed with the rules engine itself, then solved
//! backwards from the ends: each position's value is a win or a loss in so many plies for the
//! seat to move, or a draw. The hard player plays from the table (the quickest win, the longest
//! loss); medium and easy see less on purpose.
//!
//! The table ignores the draw rules (repetition, the move cap): a shortest win never repeats a
//! position, and the longest win of the Three board is far shorter than its move cap (a test).

use super::super::action::Action;
use super::super::geometry::bit;
use super::super::{Config, Morris};
use crate::game::Game;
use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The most positions a board may have to be solved here; larger boards are searched.
pub const MAX_POSITIONS: usize = 2_000_000;

/// A position without its history: both sides' men, their hands, the seat to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key {
    pub men: [u32; 2],
    pub hand: [u8; 2],
    pub to_move: u8,
}

impl Key {
    pub fn of(m: &Morris) -> Self {
        Key { men: m.men, hand: m.hand, to_move: m.to_move }
    }
}

/// The value of a position for the seat to move: `n > 0` wins in `n` plies, `n < 0` loses in
/// `-n`, `0` draws.
pub type Value = i16;

/// Where an action leads: the end of the match (the value for the seat that acted) or a
/// position of the table.
#[derive(Clone, Copy)]
enum Next {
    End(Value),
    At(u32),
}

/// The solved positions of one board.
#[derive(Debug)]
pub struct Table {
    values: HashMap<Key, Value>,
    /// The longest forced win or loss, in plies.
    pub longest: Value,
}

impl Table {
    /// Every position reachable from the start of `config`, solved; `None` when the board is
    /// not one where a row wins or has more than [`MAX_POSITIONS`] positions.
    pub fn solve(config: &Config) -> Option<Table> {
        if !config.mill_wins() {
            return None;
        }
        let start = Morris::new(config, 2, 0).ok()?;
        let mut keys = vec![Key::of(&start)];
        let mut index = HashMap::from([(keys[0], 0u32)]);
        let mut next: Vec<Vec<Next>> = Vec::new();
        let mut legal = Vec::new();
        let mut i = 0;
        while i < keys.len() {
            let m = position(config, keys[i])?;
            legal.clear();
            m.legal_into(&mut legal);
            let mut out = Vec::with_capacity(legal.len());
            for &a in &legal {
                let mut child = m.clone();
                child.play(a).ok()?;
                out.push(match child.outcome() {
                    Some(o) if o.winners.contains(&(m.to_move as usize)) => Next::End(1),
                    Some(o) if o.winners.is_empty() => Next::End(0),
                    Some(_) => Next::End(-1),
                    None => {
                        let key = Key::of(&child);
                        let at = *index.entry(key).or_insert_with(|| {
                            keys.push(key);
                            keys.len() as u32 - 1
                        });
                        if keys.len() > MAX_POSITIONS {
                            return None;
                        }
                        Next::At(at)
                    }
                });
            }
            next.push(out);
            i += 1;
        }
        let values = retrograde(&next);
        let longest = values.iter().map(|v| v.abs()).max().unwrap_or(0);
        Some(Table { values: keys.into_iter().zip(values).collect(), longest })
    }

    /// How many positions the table holds.
    pub fn len(&self) -> usize {
        self.values.len()
    }
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The positions the table holds.
    pub fn keys(&self) -> impl Iterator<Item = &Key> {
        self.values.keys()
    }

    /// The value of `m` for its seat to move, if the table holds it.
    pub fn value(&self, m: &Morris) -> Option<Value> {
        self.values.get(&Key::of(m)).copied()
    }

    /// What `action` is worth to the seat to move of `m`, as a [`Value`]: its end at once if
    /// it ends the match (the draw rules included), else the table's value of where it leads.
    pub fn action_value(&self, m: &Morris, action: Action) -> Option<Value> {
        let mut child = m.clone();
        child.play(action).ok()?;
        Some(match child.outcome() {
            Some(o) if o.winners.contains(&(m.to_move as usize)) => 1,
            Some(o) if o.winners.is_empty() => 0,
            Some(_) => -1,
            None => {
                let v = self.value(&child)?;
                if v > 0 {
                    -(v + 1)
                } else if v < 0 {
                    -v + 1
                } else {
                    0
                }
            }
        })
    }
}

/// Solve the graph backwards, one ply a round: a position wins in `d` when an action ends the
/// match with a win (`d = 1`) or leads where the other side loses in `d - 1`; it loses in `d`
/// when every action leads where the other side wins, the slowest in `d - 1`. Rounds go on
/// until one changes nothing; what is left is drawn.
fn retrograde(next: &[Vec<Next>]) -> Vec<Value> {
    let mut value: Vec<Option<Value>> = vec![None; next.len()];
    let mut d: Value = 1;
    loop {
        let mut found = Vec::new();
        for (s, actions) in next.iter().enumerate() {
            if value[s].is_some() {
                continue;
            }
            let mut wins = false;
            let mut all_lose = !actions.is_empty();
            for n in actions {
                match *n {
                    Next::End(1) => wins |= d == 1,
                    Next::End(0) => all_lose = false,
                    Next::End(_) => {}
                    Next::At(c) => match value[c as usize] {
                        Some(v) if v < 0 && -v == d - 1 => wins = true,
                        Some(v) if v > 0 && v < d => {}
                        _ => all_lose = false,
                    },
                }
            }
            if wins {
                found.push((s, d));
            } else if all_lose {
                found.push((s, -d));
            }
        }
        if found.is_empty() {
            break;
        }
        for (s, v) in found {
            value[s] = Some(v);
        }
        d += 1;
    }
    value.into_iter().map(|v| v.unwrap_or(0)).collect()
}

/// A match at `key` with no history: the table's positions are its men, hands and seat to move.
pub fn position(config: &Config, key: Key) -> Option<Morris> {
    let board: String = (0..config.points.len() as u8)
        .map(|p| match (key.men[0] & bit(p) != 0, key.men[1] & bit(p) != 0) {
            (true, _) => 'W',
            (_, true) => 'B',
            _ => '.',
        })
        .collect();
    Morris::from_position(config, &board, key.to_move as usize, key.hand).ok()
}

/// The solved table of `config`, solved on first use and kept for the process's life.
pub fn table(config: &Config) -> Option<Arc<Table>> {
    static SOLVED: Mutex<Vec<(Config, Option<Arc<Table>>)>> = Mutex::new(Vec::new());
    let mut solved = SOLVED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, t)) = solved.iter().find(|(c, _)| c == config) {
        return t.clone();
    }
    let t = Table::solve(config).map(Arc::new);
    solved.push((config.clone(), t.clone()));
    t
}

/// How much a forced result is worth choosing, for a value in plies or turns (`v > 0` wins in
/// `v`, `v < 0` loses in `-v`, `0` draws): the quickest win, else a draw, else the longest loss.
pub fn preference(v: i32) -> i32 {
    if v > 0 {
        1000 - v
    } else if v < 0 {
        -1000 - v
    } else {
        0
    }
}

/// The best of `legal` by the table: the quickest win, else a draw, else the longest loss;
/// ties go to the first in `legal` (the caller shuffles it by the seed).
pub fn best(t: &Table, m: &Morris, legal: &[Action]) -> Action {
    let rank = |a: Action| t.action_value(m, a).map_or(i32::MIN, |v| preference(v as i32));
    let mut best = (legal[0], rank(legal[0]));
    for &a in &legal[1..] {
        let r = rank(a);
        if r > best.1 {
            best = (a, r);
        }
    }
    best.0
}

/// An action by level on a solved board. `legal` is already in the seed's order.
pub fn choose(t: &Table, m: &Morris, legal: &[Action], level: &str, rng: &mut ChaCha8Rng) -> Action {
    let me = m.to_move as usize;
    let wins_now = |a: Action| {
        let mut c = m.clone();
        c.play(a).is_ok() && c.outcome().is_some_and(|o| o.winners.contains(&me))
    };
    // Whether the other side can close a row right after `a`.
    let gives_a_row = |a: Action| {
        let mut c = m.clone();
        if c.play(a).is_err() || c.outcome().is_some() {
            return false;
        }
        c.legal_actions().into_iter().any(|b| {
            let mut d = c.clone();
            d.play(b).is_ok() && d.outcome().is_some_and(|o| o.winners.contains(&(1 - me)))
        })
    };
    match level {
        // Sees its own row one move ahead, and half the time only.
        "easy" => match legal.iter().find(|&&a| wins_now(a)) {
            Some(&a) if rng.random_bool(0.5) => a,
            _ => legal[0],
        },
        // Closes a row it can, never leaves one open to the other side when it can help it,
        // and plays the table's best move two times in three.
        "medium" => {
            if let Some(&a) = legal.iter().find(|&&a| wins_now(a)) {
                return a;
            }
            if rng.random_bool(2.0 / 3.0) {
                return best(t, m, legal);
            }
            let mut safe: Vec<Action> = legal.iter().copied().filter(|&a| !gives_a_row(a)).collect();
            safe.shuffle(rng);
            safe.first().copied().unwrap_or(legal[0])
        }
        _ => best(t, m, legal),
    }
}

/// The hard player's choice as a search report: the depth is the plies to the forced end (0
/// for a draw) and the score is on the search's scale (`MATE` minus the plies for a win).
pub fn report(t: &Table, m: &Morris, legal: &[Action]) -> super::Report {
    let started = std::time::Instant::now();
    let action = best(t, m, legal);
    let v = t.action_value(m, action).unwrap_or(0);
    let score = match v {
        v if v > 0 => super::eval::MATE - v as i32,
        v if v < 0 => -super::eval::MATE - v as i32,
        _ => 0,
    };
    super::Report {
        action,
        depth: v.unsigned_abs() as u32,
        nodes: legal.len() as u64,
        score,
        elapsed: started.elapsed(),
    }
}
