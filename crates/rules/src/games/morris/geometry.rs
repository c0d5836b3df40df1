//! The board as bitboards: one bit per point, neighbour masks and mill masks, built once from
//! the level so the move generator never walks lists.

use super::action::Action;
use super::config::Config;
use super::mills::MillCounts;

/// Point `p` as a one-bit mask.
#[inline]
pub const fn bit(p: u8) -> u32 {
    1 << p
}

/// The points of a mask, lowest first.
#[inline]
pub fn points(mask: u32) -> impl ExactSizeIterator<Item = u8> {
    Points(mask)
}

/// The points of a bitboard; it knows how many are left, so a `Vec` collected or extended from
/// it allocates once.
struct Points(u32);

impl Iterator for Points {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let p = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(p)
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Points {}

/// The board's slides as bits: every (from, to) pair of neighbours numbered in the order the
/// move list gives them (by `from`, then `to`), so the slides of a seat are the bits of its men's
/// moves that arrive at an empty point, listed by walking the set bits. [`Morris`] keeps those
/// two sets of bits up to date as men come and go (a few XORs a turn), so listing a seat's
/// slides costs a step per move instead of a table walk per man.
///
/// [`Morris`]: super::Morris
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edges {
    /// Per point, the moves leaving it.
    pub from: [[u64; 2]; 32],
    /// Per point, the moves arriving at it.
    pub to: [[u64; 2]; 32],
    /// The move of each bit.
    pub moves: [Action; 128],
    /// Per byte of a mask (points 0-7, 8-15, ...) and each value of it, the moves leaving
    /// those points (`[0]`) and arriving at them (`[1]`): a set's moves in four lookups, where
    /// [`Edges::of`] takes a step a point.
    bytes: [[[[u64; 2]; 256]; 4]; 2],
}

impl Edges {
    /// The tables, on a board of at most 128 (from, to) pairs (every built-in one).
    fn new(adj: &[u32; 32]) -> Option<Box<Self>> {
        let mut t = Box::new(Edges {
            from: [[0; 2]; 32],
            to: [[0; 2]; 32],
            moves: [Action::Place(0); 128],
            bytes: [[[[0; 2]; 256]; 4]; 2],
        });
        let mut e = 0usize;
        for (from, &near) in adj.iter().enumerate() {
            for to in points(near) {
                if e == 128 {
                    return None;
                }
                t.from[from][e / 64] |= 1 << (e % 64);
                t.to[to as usize][e / 64] |= 1 << (e % 64);
                t.moves[e] = Action::Move { from: from as u8, to };
                e += 1;
            }
        }
        for (side, table) in [t.from, t.to].iter().enumerate() {
            for (byte, row) in t.bytes[side].iter_mut().enumerate() {
                for (value, moves) in row.iter_mut().enumerate() {
                    *moves = Self::of(table, (value as u32) << (8 * byte));
                }
            }
        }
        Some(t)
    }

    /// The moves leaving the points of `mask` ([`Self::of`] of `self.from`), four lookups.
    #[inline(always)]
    pub fn leaving(&self, mask: u32) -> [u64; 2] {
        Self::by_bytes(&self.bytes[0], mask)
    }

    /// The moves arriving at the points of `mask` ([`Self::of`] of `self.to`), four lookups.
    #[inline(always)]
    pub fn arriving(&self, mask: u32) -> [u64; 2] {
        Self::by_bytes(&self.bytes[1], mask)
    }

    #[inline(always)]
    fn by_bytes(t: &[[[u64; 2]; 256]; 4], mask: u32) -> [u64; 2] {
        let [a, b, c, d] = mask.to_le_bytes();
        let (a, b, c, d) = (t[0][a as usize], t[1][b as usize], t[2][c as usize], t[3][d as usize]);
        [a[0] | b[0] | c[0] | d[0], a[1] | b[1] | c[1] | d[1]]
    }

    /// The moves leaving the points of `mask` (or arriving at them, with `self.to`).
    pub fn of(table: &[[u64; 2]; 32], mask: u32) -> [u64; 2] {
        points(mask).fold([0, 0], |a, p| [a[0] | table[p as usize][0], a[1] | table[p as usize][1]])
    }
}

/// For each 4-bit mask, the positions of its bits packed a byte each (lowest first), and their
/// count.
pub const NIBBLES: [(u32, usize); 16] = {
    let mut table = [(0, 0); 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut packed, mut k, mut i) = (0u32, 0, 0);
        while i < 4 {
            if mask >> i & 1 == 1 {
                packed |= (i as u32) << (8 * k);
                k += 1;
            }
            i += 1;
        }
        table[mask] = (packed, k);
        mask += 1;
    }
    table
};

/// Tables derived from a validated [`Config`], in fixed arrays where the move generator reads
/// them (one lookup, no second indirection).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Geometry {
    pub n: u8,
    /// Every point of the board.
    pub all: u32,
    /// Neighbours of each point (zero past the last point).
    pub adj: [u32; 32],
    /// The slides as bits, where the board has at most 128 (see [`Edges`]).
    pub edges: Option<Box<Edges>>,
    /// For each byte of a mask (points 0-7, 8-15, ...) and each value of it, the points next to
    /// one of those it holds: [`Geometry::next_to`] in four lookups on any board.
    byte_adj: [[u32; 256]; 4],
    /// Each mill's points.
    pub mills: Vec<u32>,
    /// The mills through each point: `mill_masks[mill_start[p]..mill_start[p + 1]]`, with their
    /// indices in `mill_ids`.
    mill_start: [u16; 33],
    mill_masks: Vec<u32>,
    mill_ids: Vec<u8>,
    /// The mills through each point in a fixed row of four, padded with a mask no seat can hold
    /// (a seat has at most half the points), so counting those held takes no loop; `None` when
    /// a point lies in more than four mills.
    mill_rows: Option<[[u32; 4]; 32]>,
    /// The most neighbours a point has.
    pub max_degree: u32,
    /// Every mill's count of a seat's men at once, where the counts fit (every built-in board):
    /// held mills, open ones and the men in mills as mask operations.
    pub mill_counts: Option<MillCounts>,
    /// Algebraic name of each point ("a7").
    pub names: Vec<String>,
}

impl Geometry {
    pub fn new(config: &Config) -> Self {
        let n = config.points.len();
        let mut adj = [0; 32];
        for (a, list) in adj.iter_mut().zip(&config.adjacent) {
            *a = list.iter().fold(0, |m, &q| m | bit(q));
        }
        let edges = Edges::new(&adj);
        let mut byte_adj = [[0; 256]; 4];
        for (byte, row) in byte_adj.iter_mut().enumerate() {
            for (value, next) in row.iter_mut().enumerate() {
                *next = points((value << (8 * byte)) as u32).fold(0, |a, p| a | adj[p as usize]);
            }
        }
        let mills: Vec<u32> = config.mills.iter().map(|l| l.iter().fold(0, |m, &q| m | bit(q))).collect();
        let mut mill_start = [0u16; 33];
        let (mut mill_masks, mut mill_ids) = (Vec::new(), Vec::new());
        for p in 0..32u8 {
            mill_start[p as usize] = mill_masks.len() as u16;
            for (i, &m) in mills.iter().enumerate().filter(|(_, m)| *m & bit(p) != 0) {
                mill_masks.push(m);
                mill_ids.push(i as u8);
            }
        }
        mill_start[32] = mill_masks.len() as u16;
        let through = |p: usize| &mill_masks[mill_start[p] as usize..mill_start[p + 1] as usize];
        let mill_rows = (0..32).all(|p| through(p).len() <= 4).then(|| {
            let mut rows = [[u32::MAX; 4]; 32];
            for (p, row) in rows.iter_mut().enumerate() {
                row[..through(p).len()].copy_from_slice(through(p));
            }
            rows
        });
        let names = config.points.iter().map(|&(r, c)| square_name(config.lattice, r, c)).collect();
        let mill_counts = MillCounts::new(&mills);
        Self {
            n: n as u8,
            all: if n == 32 { u32::MAX } else { (1 << n) - 1 },
            adj,
            edges,
            byte_adj,
            mills,
            mill_start,
            mill_masks,
            mill_ids,
            mill_rows,
            mill_counts,
            max_degree: adj.iter().map(|a| a.count_ones()).max().unwrap_or(0),
            names,
        }
    }

    /// The masks of the mills through `p`.
    #[inline]
    pub fn mills_at(&self, p: u8) -> &[u32] {
        &self.mill_masks[self.mill_start[p as usize] as usize..self.mill_start[p as usize + 1] as usize]
    }

    /// The points next to some point of `mask`. A fixed number of steps, with no branch on the
    /// position: whether a seat that slides is blocked is otherwise a loop over its men that
    /// stops at a random one.
    #[inline]
    pub fn next_to(&self, mask: u32) -> u32 {
        let [a, b, c, d] = mask.to_le_bytes();
        let t = &self.byte_adj;
        t[0][a as usize] | t[1][b as usize] | t[2][c as usize] | t[3][d as usize]
    }

    /// Union of the mills wholly held in `men`: the men that may not be removed while others
    /// may.
    #[inline]
    pub fn in_mills(&self, men: u32) -> u32 {
        match &self.mill_counts {
            Some(t) => t.points(t.held(t.count(men))),
            None => self.mills.iter().fold(0, |a, &m| if men & m == m { a | m } else { a }),
        }
    }

    /// The empty points that would close a mill for `men` if one of them were added there: the
    /// third point of each "two in a row" whose third point is in `empty`.
    #[inline]
    pub fn open_points(&self, men: u32, empty: u32) -> u32 {
        match &self.mill_counts {
            // A mill one short of `men` whose last point holds no other man: that point is empty.
            Some(t) => {
                t.points(t.one_short(t.count(men)) & t.none(t.count(self.all & !men & !empty))) & empty
            }
            None => self.mills.iter().fold(0, |a, &m| {
                let rest = m & !men;
                if rest.count_ones() == 1 && rest & empty != 0 { a | rest } else { a }
            }),
        }
    }

    /// How many mills through `p` lie wholly in `men`.
    #[inline(always)]
    pub fn closes(&self, p: u8, men: u32) -> u32 {
        match &self.mill_rows {
            Some(rows) => rows[p as usize].iter().map(|&m| (men & m == m) as u32).sum(),
            None => self.mills_at(p).iter().filter(|&&m| men & m == m).count() as u32,
        }
    }

    /// The mills through `p` wholly held in `men`, as a mask of mill indices.
    pub fn mills_through(&self, p: u8, men: u32) -> u64 {
        let range = self.mill_start[p as usize] as usize..self.mill_start[p as usize + 1] as usize;
        self.mill_masks[range.clone()]
            .iter()
            .zip(&self.mill_ids[range])
            .filter(|(m, _)| men & **m == **m)
            .fold(0, |a, (_, &i)| a | 1 << i)
    }

    /// The point called `name` ("d5"), if there is one.
    pub fn point_named(&self, name: &str) -> Option<u8> {
        self.names.iter().position(|n| n.eq_ignore_ascii_case(name.trim())).map(|p| p as u8)
    }
}

/// The algebraic name of lattice square `(row, col)`: file letter from the left, rank number
/// from the bottom, so on the 24-point board point 0 is a7 and point 23 is g1.
pub fn square_name(lattice: u8, row: u8, col: u8) -> String {
    format!("{}{}", (b'a' + col) as char, lattice - row)
}
