//! The endings solved: every position with all men placed and three to four men a side (3–3,
//! 4–3, 3–4 and 4–4 on Nine Men's Morris), solved backwards from the ends. A side with three
//! men flies where the variant says so; a mill's removal leads to the positions of one man
//! fewer, so the layers are solved from six men up, and a side left with two men, or with no
//! move, has lost. Each value is a win or a loss in so many plies for the side to move, or a
//! draw; the hard and expert players play from it at the root and read it at every node of their
//! search that reaches it.
//!
//! The rules are the same for both colours, so a position is stored once, as the men of the
//! side to move and those of the other, and once for all its images under the board's
//! symmetries ([`symmetry`], [`index`]). The layers are solved on a thread of their own once
//! the men left come near them, and kept in the data folder (`cache`), so that a machine solves
//! them once (seven to ten seconds for Nine's, in release) and reads them in under half a second
//! after. The
//! tables ignore the draw rules; the player uses them only while the match's counters leave
//! room for their longest lines.

mod cache;
mod frame;
pub mod index;
mod layer;
pub mod plies;
mod retro;
mod store;
pub mod symmetry;

use super::super::Config;
use super::super::action::Action;
use super::board::{Board, Pos};
use frame::Frame;
pub use layer::Counts;
use layer::Layer;
pub use plies::Plies;
use std::sync::Arc;
pub use store::{keep_in, prepare, ready, table};

/// The most men a side has in the tables the players use.
pub const MOST_MEN: usize = 4;

/// A position's value for the side to move, as the three-a-side ending counts it: `n > 0` wins
/// with its `n`th turn from now (1: it closes the deciding mill, or shuts the other side in,
/// now), `n < 0` loses in `-n` turns, `0` draws. There every line ends with a mill and its
/// removal, so this is the plies to the end less one; elsewhere it is that (at least 1; a side
/// with no move now is -1), and [`Plies`], the search's measure, is the exact one.
pub type Value = i8;

/// The solved endings of one board, up to some count of men.
#[derive(Clone)]
pub struct Endgame {
    frame: Arc<Frame>,
    /// By men on the board, from six up.
    layers: Vec<Arc<Layer>>,
    /// The longest forced win or loss, as a [`Value`].
    pub longest: u8,
    /// Positions won, lost and drawn for the side to move.
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
}

/// Whether `config`'s endings are these tables': both sides fly at three, a mill's removal
/// then wins, and no rule bans a move back (which would make history matter).
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

/// A [`Plies`] as a [`Value`].
#[inline]
pub fn turns(v: Plies) -> Value {
    let d = plies::distance(v).saturating_sub(1).max(1) as Value;
    match v {
        0 => 0,
        v if v > 0 => d,
        _ => -d,
    }
}

impl Endgame {
    /// Solve the ending with three men a side of the board `config` describes; `None` when it
    /// does not apply.
    pub fn solve(config: &Config) -> Option<Endgame> {
        Self::solve_up_to(config, 3)
    }

    /// Solve every ending with up to `most` men a side (fewer where the board has not the room
    /// or the men); `None` when they do not apply.
    pub fn solve_up_to(config: &Config, most: usize) -> Option<Endgame> {
        if !applies(config) {
            return None;
        }
        let frame = Arc::new(Frame::new(config, frame::most(config, most)));
        let mut layers: Vec<Arc<Layer>> = vec![];
        for men in 6..=2 * frame.most {
            let values = retro::solve(&frame, men, layers.last().map(|l| &**l))?;
            layers.push(Arc::new(Layer::new(&frame, men, values)));
        }
        Some(Self::of(frame, layers))
    }

    fn of(frame: Arc<Frame>, layers: Vec<Arc<Layer>>) -> Endgame {
        let mut all = Counts::default();
        layers.iter().for_each(|l| all.add(&l.counts));
        let longest = turns(plies::win(all.longest.max(1))) as u8;
        Endgame { frame, layers, longest, wins: all.wins, losses: all.losses, draws: all.draws }
    }

    /// The same tables less the layers `keep` (given the men on the board and the layer's
    /// longest result in plies) refuses; `None` when none is left.
    pub fn only(&self, keep: impl Fn(usize, u32) -> bool) -> Option<Endgame> {
        let layers: Vec<Arc<Layer>> =
            self.layers.iter().filter(|l| keep(l.men, l.counts.longest)).cloned().collect();
        (!layers.is_empty()).then(|| Self::of(self.frame.clone(), layers))
    }

    /// Positions held: every placing of the men of each layer, each side to move.
    pub fn len(&self) -> usize {
        self.wins + self.losses + self.draws
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Bytes of the values.
    pub fn bytes(&self) -> usize {
        self.layers.iter().flat_map(|l| &l.tables).map(|t| t.values.len()).sum()
    }

    /// The most men a side has in the tables held.
    pub fn most(&self) -> usize {
        self.layers.last().map_or(0, |l| l.men / 2)
    }

    /// Per layer held: men on the board, its counts and its bytes.
    pub fn layers(&self) -> Vec<(usize, Counts, usize)> {
        self.layers.iter().map(|l| (l.men, l.counts, l.tables.iter().map(|t| t.values.len()).sum())).collect()
    }

    /// The value, in plies, of the position where the side to move has the men `mover` and
    /// the other side `other` (all placed, no removal owed), when the tables hold it.
    #[inline]
    pub fn plies(&self, mover: u32, other: u32) -> Option<Plies> {
        let men = (mover.count_ones() + other.count_ones()) as usize;
        let layer = self.layers.iter().find(|l| l.men == men)?;
        layer.get(&self.frame, mover, other)
    }

    /// The value of the position where the side to move has the men `mover` and the other
    /// side `other`; 0 when the tables do not hold it.
    #[inline]
    pub fn get(&self, mover: u32, other: u32) -> Value {
        self.plies(mover, other).map_or(0, turns)
    }

    /// The value of `p`, in plies, if the tables hold it.
    #[inline]
    pub fn decided(&self, p: &Pos) -> Option<Plies> {
        if p.pending != 0 || p.hand != [0, 0] {
            return None;
        }
        let me = p.me();
        self.plies(p.men[me], p.men[1 - me])
    }

    /// The value of `p` if the tables hold it.
    #[inline]
    pub fn probe(&self, p: &Pos) -> Option<Value> {
        self.decided(p).map(turns)
    }

    /// The value of `p` in plies: an end, a position held, or a removal owed whose every
    /// choice leads to one of those; `None` otherwise.
    pub fn value_of(&self, b: &Board, p: &Pos) -> Option<Plies> {
        if let Some(lost) = b.terminal(p) {
            return Some(if lost { plies::loss(0) } else { 0 });
        }
        if p.pending == 0 {
            return self.decided(p);
        }
        let mut best = None::<Plies>;
        let mut out = Vec::new();
        b.moves(p, &mut out);
        for a in out {
            let v = self.action_value(b, p, a)?;
            if best.is_none_or(|w| plies::preference(v) > plies::preference(w)) {
                best = Some(v);
            }
        }
        best
    }

    /// What the action `a` is worth, in plies, to the side to move of `p`, when where it leads
    /// is known to [`Self::value_of`].
    pub fn action_value(&self, b: &Board, p: &Pos, a: Action) -> Option<Plies> {
        let child = b.play(p, a);
        Some(plies::before(self.value_of(b, &child)?, child.to_move != p.to_move))
    }

    /// What the move `from`–`to` is worth to the side to move of `p` (held by the tables), as
    /// a [`Value`]: 1 if it closes a mill that wins, else from the value of where it leads.
    pub fn move_value(&self, b: &Board, p: &Pos, from: u8, to: u8) -> Value {
        self.action_value(b, p, Action::Move { from, to }).map_or(0, turns)
    }

    /// One position of each entry of the layer of `men` men, as `(mover, other)` men: each
    /// stands for its images under the board's symmetries, which share its value.
    pub fn held(&self, men: usize) -> impl Iterator<Item = (u32, u32)> + '_ {
        let f = &self.frame;
        self.layers
            .iter()
            .filter(move |l| l.men == men)
            .flat_map(|l| &l.tables)
            .flat_map(move |t| layer::entries(f, &t.layout).map(|(_, _, mover, other)| (mover, other)))
    }

    /// The positions held, as `(mover, other)` men: every `stride`th placing of each split of
    /// the men, from `offset`, in the order of the men's ranks.
    pub fn sample(&self, stride: usize, offset: usize) -> impl Iterator<Item = (u32, u32)> + '_ {
        let f = &self.frame;
        self.layers.iter().flat_map(|l| &l.tables).flat_map(move |t| {
            let (m, o) = (t.layout.mover, t.layout.other);
            let k = f.bin.get(f.n, m) as usize;
            (offset..k * f.bin.get(f.n, o) as usize)
                .step_by(stride.max(1))
                .map(move |i| (f.bin.unrank((i % k) as u32, m), f.bin.unrank((i / k) as u32, o)))
                .filter(|(a, b)| a & b == 0)
        })
    }
}

/// A win or loss of the tables, as a [`Value`], as a search score for the side to move at
/// `ply`: the winning mill closes `v` turns on and its removal is one more ply, so the loser is
/// left without a move at `ply + v + 1`.
#[inline]
pub fn score(v: Value, ply: usize) -> i32 {
    score_plies(if v > 0 { plies::win(v as u32 + 1) } else { plies::loss(v.unsigned_abs() as u32 + 1) }, ply)
}

/// A won or lost [`Plies`] as a search score for the side to move at `ply`: the loser is left
/// to act, lost, at `ply` plus its distance.
#[inline]
pub fn score_plies(v: Plies, ply: usize) -> i32 {
    use super::eval::MATE;
    let end = ply as i32 + plies::distance(v) as i32;
    if v > 0 { MATE - end } else { -(MATE - end) }
}
