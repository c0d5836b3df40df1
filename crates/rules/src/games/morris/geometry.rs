//! The board as bitboards: one bit per point, neighbour masks and mill masks, built once from
//! the level so the move generator never walks lists.

use super::config::Config;

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

/// See [`Geometry::slots`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slots {
    pub neighbours: [[u8; 4]; 32],
    pub chosen: [[u32; 16]; 32],
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
    /// On a board of at most four neighbours a point (every built-in one), each point's
    /// neighbours lowest first, padded with the point itself (never empty when it holds the man
    /// that moves), and for each 4-bit choice of those slots the chosen neighbours packed a
    /// byte each, lowest byte first: the move generator picks a man's moves with one lookup.
    pub slots: Option<Box<Slots>>,
    /// Each mill's points.
    pub mills: Vec<u32>,
    /// The mills through each point: `mill_masks[mill_start[p]..mill_start[p + 1]]`, with their
    /// indices in `mill_ids`.
    mill_start: [u16; 33],
    mill_masks: Vec<u32>,
    mill_ids: Vec<u8>,
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
        let slots = (config.adjacent.iter().all(|l| l.len() <= 4)).then(|| {
            let mut t = Box::new(Slots { neighbours: [[0; 4]; 32], chosen: [[0; 16]; 32] });
            for p in 0..32 {
                let mut row = [p as u8; 4];
                if let Some(list) = config.adjacent.get(p) {
                    let mut sorted = list.clone();
                    sorted.sort_unstable();
                    row[..sorted.len()].copy_from_slice(&sorted);
                }
                t.neighbours[p] = row;
                for (mask, &(packed, _)) in NIBBLES.iter().enumerate() {
                    // Past the mask's count the bytes repeat slot 0: never read as moves.
                    let picked = packed.to_le_bytes().map(|i| row[i as usize & 3]);
                    t.chosen[p][mask] = u32::from_le_bytes(picked);
                }
            }
            t
        });
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
        let names = config.points.iter().map(|&(r, c)| square_name(config.lattice, r, c)).collect();
        Self {
            n: n as u8,
            all: if n == 32 { u32::MAX } else { (1 << n) - 1 },
            adj,
            slots,
            mills,
            mill_start,
            mill_masks,
            mill_ids,
            names,
        }
    }

    /// The masks of the mills through `p`.
    #[inline]
    pub fn mills_at(&self, p: u8) -> &[u32] {
        &self.mill_masks[self.mill_start[p as usize] as usize..self.mill_start[p as usize + 1] as usize]
    }

    /// Union of the mills wholly held in `men`.
    #[inline]
    pub fn in_mills(&self, men: u32) -> u32 {
        self.mills.iter().fold(0, |a, &m| if men & m == m { a | m } else { a })
    }

    /// How many mills through `p` lie wholly in `men`.
    #[inline]
    pub fn closes(&self, p: u8, men: u32) -> u32 {
        self.mills_at(p).iter().filter(|&&m| men & m == m).count() as u32
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
