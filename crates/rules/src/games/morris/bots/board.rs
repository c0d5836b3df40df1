//! A compact copy of a Morris position for search: twelve bytes copied per move instead of a
//! cloned match (no history, no events, no checks). Removal stays a separate ply of the same
//! seat, as in the rules. The repetition and return-ban rules are left to the searcher.

use super::super::action::Action;
use super::super::config::MultiMill;
use super::super::geometry::{Geometry, bit, points};
use super::super::{Config, Morris};
use std::sync::Arc;

/// Side to move, men, hands and removals owed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pos {
    pub men: [u32; 2],
    pub hand: [u8; 2],
    pub to_move: u8,
    /// Removals the seat to move still owes.
    pub pending: u8,
    /// How many bits each of `men` has, kept as men come and go: the base x86-64 target has
    /// no popcount instruction, and the flying, losing and evaluation tests count at every node.
    on_board: [u8; 2],
}

impl Pos {
    pub fn new(men: [u32; 2], hand: [u8; 2], to_move: u8, pending: u8) -> Self {
        Pos { men, hand, to_move, pending, on_board: men.map(|m| m.count_ones() as u8) }
    }
    pub fn of(m: &Morris) -> Self {
        Pos { men: m.men, hand: m.hand, to_move: m.to_move, pending: m.pending, on_board: m.counts }
    }
    #[inline]
    pub fn me(&self) -> usize {
        self.to_move as usize
    }
    #[inline]
    pub fn count(&self, s: usize) -> u32 {
        self.on_board[s & 1] as u32
    }
}

/// What a position cannot say by itself: the board's tables and the variant's options.
pub struct Board {
    pub all: u32,
    pub adj: [u32; 32],
    /// Every mill as a mask.
    pub mills: Vec<u32>,
    /// The rules' tables of the board: the mills through each point, every mill's count of a
    /// seat's men, the points next to a set.
    pub geo: Arc<Geometry>,
    pub flying: bool,
    pub fly_at: u32,
    pub per_mill: bool,
    pub full_board_draw: bool,
}

impl Board {
    pub fn new(m: &Morris) -> Self {
        Self::from_parts(&m.config, &m.geo)
    }

    fn from_parts(c: &Config, g: &Arc<Geometry>) -> Self {
        Board {
            all: g.all,
            adj: g.adj,
            mills: g.mills.clone(),
            geo: g.clone(),
            flying: c.flying,
            fly_at: c.fly_at as u32,
            per_mill: c.multi_mill == MultiMill::PerMill,
            full_board_draw: c.full_board_draw,
        }
    }

    #[inline]
    pub fn mills_at(&self, p: u8) -> &[u32] {
        self.geo.mills_at(p)
    }

    /// How many mills through `p` lie wholly in `men`.
    #[inline]
    pub fn closes(&self, p: u8, men: u32) -> u32 {
        self.geo.closes(p, men)
    }

    /// Union of the mills wholly held in `men`.
    #[inline]
    pub fn in_mills(&self, men: u32) -> u32 {
        self.geo.in_mills(men)
    }

    #[inline]
    pub fn empty(&self, p: &Pos) -> u32 {
        self.all & !(p.men[0] | p.men[1])
    }

    #[inline]
    pub fn is_flying(&self, p: &Pos, s: usize) -> bool {
        self.flying && p.hand[s] == 0 && p.count(s) <= self.fly_at
    }

    /// Men of the opponent of the seat to move that may be removed.
    #[inline]
    pub fn removable(&self, p: &Pos) -> u32 {
        let opp = p.men[1 - p.me()];
        let free = opp & !self.in_mills(opp);
        if free == 0 { opp } else { free }
    }

    /// Points that would close a mill for `men` if one of them were added there: the empty
    /// third point of each "two in a row".
    #[inline]
    pub fn open_points(&self, men: u32, empty: u32) -> u32 {
        self.geo.open_points(men, empty)
    }

    /// The points of the mills that the seat to move (`[0]`) and its opponent (`[1]`) hold all
    /// but one point of, that point empty: with the empty points, where each closes a mill
    /// ([`Self::open_points`]); with a seat's men, its men in an open mill. Both seats' counts
    /// are taken once for the three uses a node makes of them.
    #[inline]
    pub fn open_lines(&self, p: &Pos) -> [u32; 2] {
        let me = p.me();
        let (mine, theirs) = (p.men[me], p.men[1 - me]);
        match &self.geo.mill_counts {
            Some(t) => {
                let (c, o) = (t.count(mine), t.count(theirs));
                [t.points(t.one_short(c) & t.none(o)), t.points(t.one_short(o) & t.none(c))]
            }
            None => {
                let empty = self.empty(p);
                let lines = |men: u32| {
                    self.mills.iter().fold(0, |a, &m| {
                        let rest = m & !men;
                        if rest.count_ones() == 1 && rest & empty != 0 { a | m } else { a }
                    })
                };
                [lines(mine), lines(theirs)]
            }
        }
    }

    /// Every action of the seat to move (no return ban), appended to `out`.
    pub fn moves(&self, p: &Pos, out: &mut Vec<Action>) {
        self.moves_with(p, |a| out.push(a));
    }

    /// Every action of the seat to move (no return ban), one call of `f` each.
    #[inline]
    pub fn moves_with(&self, p: &Pos, mut f: impl FnMut(Action)) {
        let me = p.me();
        if p.pending > 0 {
            points(self.removable(p)).for_each(|q| f(Action::Remove(q)));
        } else if p.hand[me] > 0 {
            points(self.empty(p)).for_each(|q| f(Action::Place(q)));
        } else {
            let empty = self.empty(p);
            let flying = self.is_flying(p, me);
            for from in points(p.men[me]) {
                let reach = if flying { empty } else { self.adj[from as usize] & empty };
                points(reach).for_each(|to| f(Action::Move { from, to }));
            }
        }
    }

    /// Whether the seat to move has lost before acting (fewer than three men, or blocked), or
    /// the board is full in a variant where that draws: `Some(true)` lost, `Some(false)` drawn.
    pub fn terminal(&self, p: &Pos) -> Option<bool> {
        let me = p.me();
        if p.count(me) + (p.hand[me] as u32) < 3 {
            return Some(true);
        }
        let empty = self.empty(p);
        if p.pending > 0 {
            return None;
        }
        if self.full_board_draw && empty == 0 {
            return Some(false);
        }
        if p.hand[me] > 0 || self.is_flying(p, me) {
            return (empty == 0).then_some(true);
        }
        (self.geo.next_to(empty) & p.men[me] == 0).then_some(true)
    }

    /// The position after `a`, which must be legal. A turn passes unless a mill closed while
    /// the opponent has men on the board, or removals are still owed.
    #[inline]
    pub fn play(&self, p: &Pos, a: Action) -> Pos {
        let mut n = *p;
        let me = p.me();
        let opp = 1 - me;
        let closed = match a {
            // Search plays only generated actions; a resignation ends nothing here.
            Action::Resign { .. } => return n,
            Action::Remove(q) => {
                n.men[opp] &= !bit(q);
                n.on_board[opp] -= 1;
                n.pending -= 1;
                if n.pending > 0 && n.men[opp] != 0 && n.count(opp) + n.hand[opp] as u32 >= 3 {
                    return n;
                }
                n.pending = 0;
                n.to_move = opp as u8;
                return n;
            }
            Action::Place(q) => {
                n.men[me] |= bit(q);
                n.on_board[me] += 1;
                n.hand[me] -= 1;
                self.closes(q, n.men[me])
            }
            Action::Move { from, to } => {
                n.men[me] = (n.men[me] & !bit(from)) | bit(to);
                self.closes(to, n.men[me])
            }
        };
        if closed > 0 && n.men[opp] != 0 {
            n.pending = if self.per_mill { closed as u8 } else { 1 };
        } else {
            n.to_move = opp as u8;
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The open lines against a loop over the mills, on random men of every built-in board.
    #[test]
    fn open_lines_agree_with_a_loop_over_the_mills() {
        let mut rng = ChaCha8Rng::seed_from_u64(57);
        for variant in ["three", "six", "nine", "twelve", "morabaraba"] {
            let c = Config::builtin(variant).unwrap();
            let b = Board::new(&Morris::new(&c, 2, 0).unwrap());
            for _ in 0..2000 {
                let white = rng.random::<u32>() & rng.random::<u32>() & b.all;
                let black = rng.random::<u32>() & b.all & !white;
                let p = Pos::new([white, black], [0, 0], rng.random_range(0..2), 0);
                let (me, empty) = (p.me(), b.empty(&p));
                let open = |men: u32| {
                    b.mills.iter().filter(move |&&m| (m & !men).count_ones() == 1 && m & !men & empty != 0)
                };
                let lines = b.open_lines(&p);
                for (i, s) in [me, 1 - me].into_iter().enumerate() {
                    let men = p.men[s];
                    assert_eq!(
                        lines[i] & empty,
                        open(men).fold(0, |a, &m| a | (m & !men)),
                        "{variant} {p:?}"
                    );
                    assert_eq!(lines[i] & men, open(men).fold(0, |a, &m| a | (m & men)), "{variant} {p:?}");
                }
                assert_eq!(p.count(0) + p.count(1), (white | black).count_ones());
            }
        }
    }
}
