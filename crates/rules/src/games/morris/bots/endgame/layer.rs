//! The tables of one count of men on the board: every split of it between the side to move and
//! the other, each side three men up to the most. A mill's removal leads to the layer of one
//! man fewer, so a layer is solved once the one below it is.

use super::frame::Frame;
use super::index::Layout;
use super::plies::{self, Plies};

/// The positions where the mover has `layout.mover` men and the other side `layout.other`.
pub struct Table {
    pub layout: Layout,
    /// By row and column (see [`Layout`]); columns that no position uses hold 0.
    pub values: Vec<Plies>,
}

/// Positions won, lost and drawn for the side to move, and the longest result in plies.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    pub longest: u32,
}

impl Counts {
    pub fn add(&mut self, o: &Counts) {
        self.wins += o.wins;
        self.losses += o.losses;
        self.draws += o.draws;
        self.longest = self.longest.max(o.longest);
    }
}

pub struct Layer {
    /// Men on the board, both sides together.
    pub men: usize,
    pub tables: Vec<Table>,
    pub counts: Counts,
}

/// The splits of `men` between the mover and the other side, three men a side up to `most`.
pub fn splits(men: usize, most: usize) -> Vec<(usize, usize)> {
    (3..=most).filter(|&m| men >= m + 3 && men - m <= most).map(|m| (m, men - m)).collect()
}

impl Layer {
    /// A layer of `values` (one vector per split, in [`splits`]' order), its counts taken.
    pub fn new(frame: &Frame, men: usize, values: Vec<Vec<Plies>>) -> Layer {
        let tables: Vec<Table> = splits(men, frame.most)
            .into_iter()
            .zip(values)
            .map(|((m, o), values)| Table { layout: Layout::new(frame.n, m, o, &frame.bin), values })
            .collect();
        let mut counts = Counts::default();
        for t in &tables {
            counts.add(&count(frame, t));
        }
        Layer { men, tables, counts }
    }

    /// The table where the mover has `mover` men and the other side `other`.
    #[inline]
    pub fn table(&self, mover: usize, other: usize) -> Option<&Table> {
        self.tables.iter().find(|t| t.layout.mover == mover && t.layout.other == other)
    }

    /// The value of the position where the mover has the men `mover` and the other side
    /// `other`, when this layer holds it.
    #[inline]
    pub fn get(&self, frame: &Frame, mover: u32, other: u32) -> Option<Plies> {
        let t = self.table(mover.count_ones() as usize, other.count_ones() as usize)?;
        Some(t.values[frame.index(&t.layout, mover, other)])
    }
}

/// Every entry that a position uses, with its row's class, its column and its men: (class,
/// column, mover's men, other's men).
pub fn entries<'a>(
    frame: &'a Frame,
    layout: &'a Layout,
) -> impl Iterator<Item = (usize, usize, u32, u32)> + 'a {
    let orbits = frame.orbits(layout.other);
    orbits.classes.iter().enumerate().flat_map(move |(row, class)| {
        // The columns' sets of points outside the class's set, in colex order (the order of the
        // masks as numbers), one from the last: the next greater mask with as many bits.
        let first = (1u32 << layout.mover) - 1;
        let squeezed = std::iter::successors(Some(first), |&s| {
            let low = s & s.wrapping_neg();
            let up = s + low;
            Some(up | (((s ^ up) >> 2) / low))
        });
        squeezed.take(layout.columns).enumerate().filter_map(move |(col, s)| {
            let men = (0..layout.mover).fold((0u32, s), |(men, s), _| {
                (men | 1 << class.outside[s.trailing_zeros() as usize], s & (s - 1))
            });
            let men = men.0;
            (class.keep.is_empty() || layout.canonical(&frame.bin, &frame.syms, class, men) == col)
                .then_some((row, col, men, class.set))
        })
    })
}

/// The counts of a table, each entry weighed by the positions it stands for.
fn count(frame: &Frame, t: &Table) -> Counts {
    let orbits = frame.orbits(t.layout.other);
    let mut c = Counts::default();
    for (row, col, men, _) in entries(frame, &t.layout) {
        let v = t.values[row * t.layout.columns + col];
        let w = frame.weight(orbits, row, men);
        match v {
            0 => c.draws += w,
            v if v > 0 => c.wins += w,
            _ => c.losses += w,
        }
        if v != 0 {
            c.longest = c.longest.max(plies::distance(v));
        }
    }
    c
}
