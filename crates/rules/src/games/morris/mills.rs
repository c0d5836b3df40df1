//! Mill detection as mask operations: a seat's men counted in every mill of the board at once,
//! each mill a 2-bit field of a `u64`, with one table lookup per byte of the men's mask. Which
//! mills are held, which lack one man, and which points lie in a held mill then take a few
//! word operations, where a loop over the board's mills takes a test (and a bit count, which
//! the base x86-64 target has no instruction for) per mill.

/// The tables of one board; built where every mill has two or three points (a count fits its
/// two bits, and one short of full takes no borrow) and there are at most 32 mills (every
/// built-in board).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MillCounts {
    /// Per byte of a men mask and each value of that byte, the sum over its points of
    /// `1 << 2i` for every mill `i` through the point (four bytes on any board, so the count
    /// takes no loop).
    count: Box<[[u64; 256]; 4]>,
    /// Each mill's number of points in its field: the count of a held mill.
    full: u64,
    /// The low bit of every mill's field.
    low: u64,
    /// For each group of eight mills and each choice of them (bit `j`: mill `8g + j`), the
    /// points of the mills chosen: any set of mills in four lookups.
    union: Box<[[u32; 256]; 4]>,
}

impl MillCounts {
    /// The tables for `mills` (as masks), if the counts fit.
    pub fn new(mills: &[u32]) -> Option<Self> {
        if mills.len() > 32 || mills.iter().any(|m| !(2..=3).contains(&m.count_ones())) {
            return None;
        }
        let field = |i: usize| 1u64 << (2 * i);
        let mut count = Box::new([[0u64; 256]; 4]);
        for (byte, table) in count.iter_mut().enumerate() {
            for (value, sum) in table.iter_mut().enumerate() {
                let men = (value as u32) << (8 * byte);
                *sum = mills.iter().enumerate().map(|(i, &m)| (m & men).count_ones() as u64 * field(i)).sum();
            }
        }
        let full = mills.iter().enumerate().map(|(i, &m)| m.count_ones() as u64 * field(i)).sum();
        let low = (0..mills.len()).map(field).sum();
        let mut union = Box::new([[0u32; 256]; 4]);
        for (group, row) in mills.chunks(8).zip(union.iter_mut()) {
            for (choice, points) in row.iter_mut().enumerate() {
                *points = (0..group.len()).filter(|j| choice >> j & 1 == 1).fold(0, |a, j| a | group[j]);
            }
        }
        Some(MillCounts { count, full, low, union })
    }

    /// How many of `men` stand in each mill, a 2-bit field per mill.
    #[inline(always)]
    pub fn count(&self, men: u32) -> u64 {
        let [a, b, c, d] = men.to_le_bytes();
        let t = &self.count;
        t[0][a as usize] + t[1][b as usize] + t[2][c as usize] + t[3][d as usize]
    }

    /// The mills whose count in `counts` equals their count in `target`, as the low bits of
    /// their fields.
    #[inline(always)]
    fn equal(&self, counts: u64, target: u64) -> u64 {
        let x = counts ^ target;
        !(x | x >> 1) & self.low
    }

    /// The mills wholly held, from [`Self::count`] of the men.
    #[inline(always)]
    pub fn held(&self, counts: u64) -> u64 {
        self.equal(counts, self.full)
    }

    /// The mills where the men lack one point, from [`Self::count`] of the men.
    #[inline(always)]
    pub fn one_short(&self, counts: u64) -> u64 {
        self.equal(counts, self.full - self.low)
    }

    /// The mills with none of the men, from [`Self::count`] of them.
    #[inline(always)]
    pub fn none(&self, counts: u64) -> u64 {
        self.equal(counts, 0)
    }

    /// The points of the mills in `mills` (low bits of their fields), eight mills a lookup: the
    /// low bits are packed eight to the low byte of each 16-bit lane, a fixed number of steps
    /// on any board.
    #[inline(always)]
    pub fn points(&self, mills: u64) -> u32 {
        let x = mills & 0x5555_5555_5555_5555;
        let x = (x | x >> 1) & 0x3333_3333_3333_3333;
        let x = (x | x >> 2) & 0x0f0f_0f0f_0f0f_0f0f;
        let x = x | x >> 4;
        let t = &self.union;
        t[0][x as u8 as usize]
            | t[1][(x >> 16) as u8 as usize]
            | t[2][(x >> 32) as u8 as usize]
            | t[3][(x >> 48) as u8 as usize]
    }

    /// How many mills `mills` holds (low bits of their fields): a bit count that skips the first
    /// step of one, the bits being two apart (the base x86-64 target has no instruction for it).
    #[inline(always)]
    pub fn how_many(mills: u64) -> u32 {
        let x = mills & 0x5555_5555_5555_5555;
        let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
        let x = (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
        (x.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
    }

    /// Which mill a field's low bit (from [`Self::held`] and the like) stands for.
    #[inline]
    pub fn index(bit: u64) -> usize {
        bit.trailing_zeros() as usize / 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::morris::Config;
    use crate::games::morris::geometry::Geometry;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Every built-in board's tables, and the geometry's answers from them, against a loop over
    /// its mills, on random men.
    #[test]
    fn the_masks_agree_with_a_loop_over_the_mills() {
        let mut rng = ChaCha8Rng::seed_from_u64(57);
        for variant in ["three", "six", "nine", "twelve", "morabaraba"] {
            let c = Config::builtin(variant).unwrap();
            let g = Geometry::new(&c);
            let t = MillCounts::new(&g.mills).expect("a built-in board fits");
            for _ in 0..2000 {
                let men = rng.random::<u32>() & rng.random::<u32>() & g.all;
                let opp = rng.random::<u32>() & g.all & !men;
                let (c, o) = (t.count(men), t.count(opp));
                let flags = |f: &dyn Fn(u32) -> bool| {
                    g.mills
                        .iter()
                        .enumerate()
                        .filter(|(_, m)| f(**m))
                        .fold(0u64, |a, (i, _)| a | 1 << (2 * i))
                };
                assert_eq!(t.held(c), flags(&|m| men & m == m), "{variant} held");
                assert_eq!(
                    MillCounts::how_many(t.held(c)),
                    t.held(c).count_ones(),
                    "{variant} held, counted"
                );
                assert_eq!(t.one_short(c), flags(&|m| (m & !men).count_ones() == 1), "{variant} one short");
                assert_eq!(t.none(o), flags(&|m| m & opp == 0), "{variant} none");
                let held_points = g.mills.iter().filter(|&&m| men & m == m).fold(0, |a, &m| a | m);
                assert_eq!(t.points(t.held(c)), held_points, "{variant} points of held mills");
                assert_eq!(g.in_mills(men), held_points, "{variant} men in mills");
                let empty = g.all & !men & !opp;
                let open = g.mills.iter().fold(0, |a, &m| {
                    let rest = m & !men;
                    if rest.count_ones() == 1 && rest & empty != 0 { a | rest } else { a }
                });
                assert_eq!(g.open_points(men, empty), open, "{variant} open points");
            }
        }
    }

    #[test]
    fn boards_whose_counts_do_not_fit_have_no_tables() {
        assert!(MillCounts::new(&[0b1111]).is_none(), "a mill of four points");
        assert!(MillCounts::new(&[0b11; 33]).is_none(), "33 mills");
        assert!(MillCounts::new(&[0b1]).is_none(), "a mill of one point");
        assert!(MillCounts::new(&[0b11; 32]).is_some());
        assert_eq!(MillCounts::index(1 << 6), 3);
        assert_eq!(MillCounts::how_many(0x5555_5555_5555_5555), 32);
        assert_eq!(MillCounts::how_many(0), 0);
    }
}
