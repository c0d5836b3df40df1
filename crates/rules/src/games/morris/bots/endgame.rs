//! The flying endgame solved: every position with three men a side and all men placed, where
//! both sides fly (Nine Men's Morris flies at three), solved backwards from the ends. A mill
//! then ends the match (its removal leaves the other side two men), so the positions form a
//! closed set of about 2.7 million on 24 points. Each value is a win or a loss in so many turns
//! for the side to move, or a draw; the hard and expert players play from it at the root and
//! read it at every node of their search that reaches it.
//!
//! The rules are the same for both colours, so a position is stored once, as the men of the
//! side to move and those of the other. The table ignores the draw rules; the player uses it
//! only while the match's counters leave room for its longest line.

use super::super::Config;
use super::board::{Board, Pos};
use std::sync::{Arc, Mutex};

/// The value of a position for the side to move: `n > 0` wins with its `n`th turn from now
/// (1: it closes a mill now), `n < 0` loses in `-n` turns, `0` draws.
pub type Value = i8;

/// The solved positions of one board.
pub struct Endgame {
    /// Every set of three points, by rank (see `rank`).
    sets: Vec<u32>,
    /// By `rank(other) * sets.len() + rank(mover)`; 0 where the two overlap. In this order a
    /// position's predecessors (the other side's men moved back) lie in one row.
    values: Vec<Value>,
    /// The longest forced win or loss, in turns.
    pub longest: u8,
    /// Positions won, lost and drawn for the side to move.
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
}

/// `C(x, k)` for the small numbers of a rank.
const fn choose(x: u32, k: u32) -> u32 {
    match k {
        1 => x,
        2 => x * x.saturating_sub(1) / 2,
        _ => x * x.saturating_sub(1) * x.saturating_sub(2) / 6,
    }
}

/// `C(x, 2)` and `C(x, 3)` for every point, looked up in the solver's inner loop.
const C2: [u32; 32] = binomials(2);
const C3: [u32; 32] = binomials(3);

const fn binomials(k: u32) -> [u32; 32] {
    let mut t = [0; 32];
    let mut x = 0;
    while x < 32 {
        t[x] = choose(x as u32, k);
        x += 1;
    }
    t
}

/// The rank of a set of three points among all such sets, in colex order.
#[inline]
fn rank(mut set: u32) -> usize {
    let a = set.trailing_zeros();
    set &= set - 1;
    let b = set.trailing_zeros() as usize;
    set &= set - 1;
    let c = set.trailing_zeros() as usize;
    (a + C2[b] + C3[c]) as usize
}

/// Whether `config`'s three-a-side ending is this table's: both sides fly at three, a mill's
/// removal then wins, and no rule bans a move back (which would make history matter).
pub fn applies(config: &Config) -> bool {
    config.flying
        && config.fly_at >= 3
        && config.men >= 3
        && !config.mill_wins()
        && !config.no_mill_return
        && config.points.len() >= 7
        && config.points.len() <= 32
        && config.mills.iter().all(|m| m.len() == 3)
}

impl Endgame {
    /// Solve the ending of the board `config` describes; `None` when it does not apply.
    pub fn solve(config: &Config) -> Option<Endgame> {
        if !applies(config) {
            return None;
        }
        let n = config.points.len() as u32;
        let mills: Vec<u32> = config.mills.iter().map(|m| m.iter().fold(0, |a, &p| a | 1 << p)).collect();
        let all = if n == 32 { u32::MAX } else { (1 << n) - 1 };
        let mut sets = Vec::with_capacity(C3[n as usize - 1] as usize + C2[n as usize - 1] as usize);
        for c in 2..n {
            for b in 1..c {
                for a in 0..b {
                    sets.push(1 << a | 1 << b | 1 << c);
                }
            }
        }
        let k = sets.len();
        // For each set, the points that would complete a mill with two of its men: the third,
        // outside that pair, can always fly there.
        let threats: Vec<u32> = sets
            .iter()
            .map(|&s| mills.iter().filter(|&&m| (m & s).count_ones() == 2).fold(0, |t, &m| t | (m & !s)))
            .collect();
        let mut values: Vec<Value> = vec![0; k * k];
        // Per undecided position, its moves not yet known to hand the other side a win.
        let mut left: Vec<u8> = vec![0; k * k];
        let room = n - 6;
        let mut frontier = Vec::new();
        for (ib, &b) in sets.iter().enumerate() {
            for (ia, &a) in sets.iter().enumerate() {
                if a & b != 0 {
                    continue;
                }
                let i = ib * k + ia;
                if threats[ia] & !b != 0 {
                    // A mill now.
                    values[i] = 1;
                    continue;
                }
                // Count the moves after which the other side closes a mill at once, instead of
                // visiting the predecessors of every such win (two positions in five on the
                // Nine board): a move of the man at `y` leaves the other's open points, and `y`
                // itself if it was one, minus the point it lands on.
                let (t, open) = (threats[ib], threats[ib] & !a);
                let mut to_wins = 0;
                let mut ys = a;
                while ys != 0 {
                    let y = ys & ys.wrapping_neg();
                    ys &= ys - 1;
                    let g = open | (t & y);
                    to_wins += match g.count_ones() {
                        0 => 0,
                        1 if g != y => room - 1,
                        _ => room,
                    };
                }
                left[i] = (3 * room - to_wins) as u8;
                if left[i] == 0 {
                    values[i] = -2;
                    frontier.push(i as u32);
                }
            }
        }
        // From the losses in 2 on, one distance a round: the predecessors of a loss win one
        // turn later; a predecessor of a win loses once the last of its moves is known to
        // lead to one, one turn after the longest.
        let mut d: Value = 2;
        let mut longest = 1;
        let mut next = Vec::new();
        while !frontier.is_empty() {
            longest = d as u8;
            next.clear();
            // By the row their predecessors lie in, so consecutive positions share it.
            frontier.sort_unstable_by_key(|&i| i as usize % k);
            for &i in &frontier {
                let i = i as usize;
                let (a, b) = (sets[i % k], sets[i / k]);
                let won = values[i] > 0;
                let empty = all & !(a | b);
                // The other side moved last, a man of `b` from an empty point to where it is.
                let row = rank(a) * k;
                let mut ys = b;
                while ys != 0 {
                    let y = ys & ys.wrapping_neg();
                    ys &= ys - 1;
                    let mut xs = empty;
                    while xs != 0 {
                        let x = xs & xs.wrapping_neg();
                        xs &= xs - 1;
                        let p = row + rank((b & !y) | x);
                        if values[p] != 0 {
                            continue;
                        }
                        if !won {
                            values[p] = d + 1;
                            next.push(p as u32);
                        } else {
                            left[p] -= 1;
                            if left[p] == 0 {
                                values[p] = -(d + 1);
                                next.push(p as u32);
                            }
                        }
                    }
                }
            }
            std::mem::swap(&mut frontier, &mut next);
            d = d.checked_add(1)?;
        }
        let (mut wins, mut losses, mut draws) = (0, 0, 0);
        for (ib, &b) in sets.iter().enumerate() {
            for (ia, &a) in sets.iter().enumerate() {
                if a & b == 0 {
                    match values[ib * k + ia] {
                        v if v > 0 => wins += 1,
                        v if v < 0 => losses += 1,
                        _ => draws += 1,
                    }
                }
            }
        }
        Some(Endgame { sets, values, longest, wins, losses, draws })
    }

    /// Positions held: every placing of three men a side, each side to move.
    pub fn len(&self) -> usize {
        self.wins + self.losses + self.draws
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Bytes of the values.
    pub fn bytes(&self) -> usize {
        self.values.len()
    }

    /// The value for the side to move of the position where it has the men `mover` and the
    /// other side `other` (three each, all placed, both flying, no removal owed).
    #[inline]
    pub fn get(&self, mover: u32, other: u32) -> Value {
        self.values[rank(other) * self.sets.len() + rank(mover)]
    }

    /// The value of `p` if the table holds it.
    #[inline]
    pub fn probe(&self, p: &Pos) -> Option<Value> {
        let me = p.me();
        (p.pending == 0 && p.hand == [0, 0] && p.count(0) == 3 && p.count(1) == 3)
            .then(|| self.get(p.men[me], p.men[1 - me]))
    }

    /// What the move `from`–`to` is worth to the side to move of `p` (held by the table), as a
    /// [`Value`]: 1 if it closes a mill, else from the value of where it leads.
    pub fn move_value(&self, b: &Board, p: &Pos, from: u8, to: u8) -> Value {
        let me = p.me();
        let after = (p.men[me] & !(1 << from)) | 1 << to;
        if b.closes(to, after) > 0 {
            return 1;
        }
        match self.get(p.men[1 - me], after) {
            v if v > 0 => -(v + 1),
            v if v < 0 => -v + 1,
            _ => 0,
        }
    }

    /// The positions held, as `(mover, other)` men: every `stride`th one, from `offset`.
    pub fn sample(&self, stride: usize, offset: usize) -> impl Iterator<Item = (u32, u32)> + '_ {
        let k = self.sets.len();
        (offset..k * k)
            .step_by(stride.max(1))
            .map(move |i| (self.sets[i % k], self.sets[i / k]))
            .filter(|(a, b)| a & b == 0)
    }
}

/// A win or loss of the table as a search score for the side to move at `ply`: the winning
/// mill closes `v` turns on and its removal is one more ply, so the loser is left without a
/// move at `ply + v + 1`.
#[inline]
pub fn score(v: Value, ply: usize) -> i32 {
    use super::eval::MATE;
    let plies = ply as i32 + v.unsigned_abs() as i32 + 1;
    if v > 0 { MATE - plies } else { -(MATE - plies) }
}

/// Which board a table is for: its size and mills (flying, nothing else matters).
type BoardKey = (usize, Vec<Vec<u8>>);

fn key(config: &Config) -> BoardKey {
    (config.points.len(), config.mills.clone())
}

/// The table of `config`'s board, solved on first use (about half a second) and kept for the
/// process's life; `None` where it does not apply. Boards with the same points and mills
/// share one.
pub fn table(config: &Config) -> Option<Arc<Endgame>> {
    if !applies(config) {
        return None;
    }
    static SOLVED: Mutex<Vec<(BoardKey, Arc<Endgame>)>> = Mutex::new(Vec::new());
    let key = key(config);
    // Held while solving, so a second caller waits for the first one's table.
    let mut solved = SOLVED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, t)) = solved.iter().find(|(k, _)| *k == key) {
        return Some(t.clone());
    }
    let t = Arc::new(Endgame::solve(config)?);
    solved.push((key, t.clone()));
    Some(t)
}

/// Start solving `config`'s table on a thread of its own, once, so that it is ready when a
/// decision needs it instead of costing that decision the time. The browser has no threads:
/// there the first decision that needs the table solves it.
pub fn prepare(config: &Config) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        static STARTED: Mutex<Vec<BoardKey>> = Mutex::new(Vec::new());
        if !applies(config) {
            return;
        }
        let mut started = STARTED.lock().unwrap_or_else(|e| e.into_inner());
        let key = key(config);
        if started.contains(&key) {
            return;
        }
        started.push(key);
        let config = config.clone();
        // If no thread can be had, the first decision that needs the table solves it.
        let _ = std::thread::Builder::new().name("morris-endgame".into()).spawn(move || table(&config));
    }
    #[cfg(target_arch = "wasm32")]
    let _ = config;
}
