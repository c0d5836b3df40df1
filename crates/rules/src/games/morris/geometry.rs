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

/// Tables derived from a validated [`Config`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Geometry {
    pub n: u8,
    /// Every point of the board.
    pub all: u32,
    /// Neighbours of each point.
    pub adj: Vec<u32>,
    /// Each mill's points.
    pub mills: Vec<u32>,
    /// For each point, the mills through it as `(index, mask)`.
    pub mills_at: Vec<Vec<(u8, u32)>>,
    /// Algebraic name of each point ("a7").
    pub names: Vec<String>,
}

impl Geometry {
    pub fn new(config: &Config) -> Self {
        let n = config.points.len();
        let adj = config.adjacent.iter().map(|l| l.iter().fold(0, |m, &q| m | bit(q))).collect();
        let mills: Vec<u32> = config.mills.iter().map(|l| l.iter().fold(0, |m, &q| m | bit(q))).collect();
        let mills_at = (0..n as u8)
            .map(|p| {
                mills
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| *m & bit(p) != 0)
                    .map(|(i, &m)| (i as u8, m))
                    .collect()
            })
            .collect();
        let names = config.points.iter().map(|&(r, c)| square_name(config.lattice, r, c)).collect();
        Self { n: n as u8, all: if n == 32 { u32::MAX } else { (1 << n) - 1 }, adj, mills, mills_at, names }
    }

    /// Union of the mills wholly held in `men`.
    #[inline]
    pub fn in_mills(&self, men: u32) -> u32 {
        self.mills.iter().filter(|&&m| men & m == m).fold(0, |a, &m| a | m)
    }

    /// The mills through `p` wholly held in `men`, as a mask of mill indices.
    #[inline]
    pub fn mills_through(&self, p: u8, men: u32) -> u64 {
        self.mills_at[p as usize].iter().filter(|(_, m)| men & m == *m).fold(0, |a, (i, _)| a | 1 << i)
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
