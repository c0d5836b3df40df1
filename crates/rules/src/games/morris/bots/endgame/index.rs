//! Where a position lies in a table: the other side's men name a row, the mover's men a
//! column. Rows are the classes of sets under the board's symmetries (one set stands for its
//! class, about a sixteenth of them on the 24-point boards); a position is first mapped by the
//! symmetry that takes the other side's men to their class's set, so the mover's men lie
//! outside that set and are ranked among the points left. Where some symmetry keeps the class's
//! set, the column is the least over those symmetries; the other columns are never used.

use super::symmetry::Symmetry;

/// `C(x, k)` for the sizes here.
pub fn choose(x: u32, k: u32) -> u32 {
    if k > x {
        return 0;
    }
    (0..k).fold(1u64, |a, i| a * (x - i) as u64 / (i + 1) as u64) as u32
}

/// `C(x, k)` for `x` up to 32 and `k` up to [`MAX_MEN`].
pub struct Binomials([[u32; MAX_MEN + 1]; 33]);

/// The most men a side may have in a table.
pub const MAX_MEN: usize = 6;

impl Default for Binomials {
    fn default() -> Self {
        Self::new()
    }
}

impl Binomials {
    pub fn new() -> Self {
        let mut t = [[0; MAX_MEN + 1]; 33];
        for (x, row) in t.iter_mut().enumerate() {
            for (k, c) in row.iter_mut().enumerate() {
                *c = choose(x as u32, k as u32);
            }
        }
        Binomials(t)
    }

    /// The rank of `set` among the sets of as many points, in colex order (which is the order
    /// of the masks as numbers).
    #[inline]
    pub fn rank(&self, mut set: u32) -> u32 {
        let mut r = 0;
        let mut k = 1;
        while set != 0 {
            r += self.0[set.trailing_zeros() as usize][k];
            set &= set - 1;
            k += 1;
        }
        r
    }

    /// The set of `k` points whose rank is `r`.
    pub fn unrank(&self, mut r: u32, k: usize) -> u32 {
        let mut set = 0;
        let mut x = 32;
        for k in (1..=k).rev() {
            while self.0[x][k] > r {
                x -= 1;
            }
            set |= 1 << x;
            r -= self.0[x][k];
        }
        set
    }

    #[inline]
    pub fn get(&self, x: usize, k: usize) -> u32 {
        self.0[x][k]
    }
}

/// One class of sets of `k` points.
pub struct Class {
    /// The set that stands for the class (the least mask in it).
    pub set: u32,
    /// The symmetries other than the identity that map `set` to itself.
    pub keep: Vec<u8>,
    /// For each point outside `set`, its number among those points; and back.
    pub squeeze: [u8; 32],
    pub outside: [u8; 32],
}

/// The classes of the sets of `k` points of a board.
pub struct Orbits {
    pub k: usize,
    pub classes: Vec<Class>,
    /// By a set's rank: its class and a symmetry that maps it to the class's set.
    class_of: Vec<u32>,
    sym_of: Vec<u8>,
}

impl Orbits {
    pub fn new(n: usize, k: usize, syms: &[Symmetry], bin: &Binomials) -> Self {
        let count = bin.get(n, k) as usize;
        let (mut class_of, mut sym_of) = (vec![0u32; count], vec![0u8; count]);
        let mut classes: Vec<Class> = vec![];
        for r in 0..count {
            let set = bin.unrank(r as u32, k);
            let (mut least, mut by) = (set, 0);
            for (i, s) in syms.iter().enumerate() {
                let image = s.map(set);
                if image < least {
                    (least, by) = (image, i);
                }
            }
            sym_of[r] = by as u8;
            if least == set {
                class_of[r] = classes.len() as u32;
                let keep = (1..syms.len()).filter(|&i| syms[i].map(set) == set).map(|i| i as u8).collect();
                let (mut squeeze, mut outside) = ([u8::MAX; 32], [u8::MAX; 32]);
                for (q, p) in (0..n).filter(|&p| set & 1 << p == 0).enumerate() {
                    squeeze[p] = q as u8;
                    outside[q] = p as u8;
                }
                classes.push(Class { set, keep, squeeze, outside });
            } else {
                // The least mask of the class ranks before `set`, so its class is known.
                class_of[r] = class_of[bin.rank(least) as usize];
            }
        }
        Orbits { k, classes, class_of, sym_of }
    }

    /// The class of `set` and the symmetry that maps it to the class's set.
    #[inline]
    pub fn of(&self, bin: &Binomials, set: u32) -> (usize, usize) {
        let r = bin.rank(set) as usize;
        (self.class_of[r] as usize, self.sym_of[r] as usize)
    }
}

/// The layout of a table of positions where the mover has `mover` men and the other side
/// `other`: a row per class of the other side's sets, a column per set of the mover's men
/// among the points outside the class's set.
pub struct Layout {
    pub mover: usize,
    pub other: usize,
    pub columns: usize,
}

impl Layout {
    pub fn new(n: usize, mover: usize, other: usize, bin: &Binomials) -> Self {
        Layout { mover, other, columns: bin.get(n - other, mover) as usize }
    }

    /// The column of the mover's men `men`, all outside the class's set.
    #[inline]
    pub fn column(&self, bin: &Binomials, class: &Class, mut men: u32) -> usize {
        let mut r = 0;
        let mut k = 1;
        while men != 0 {
            r += bin.get(class.squeeze[men.trailing_zeros() as usize] as usize, k);
            men &= men - 1;
            k += 1;
        }
        r as usize
    }

    /// The column of `men` that the table uses: the least over the symmetries that keep the
    /// class's set.
    #[inline]
    pub fn canonical(&self, bin: &Binomials, syms: &[Symmetry], class: &Class, men: u32) -> usize {
        let mut c = self.column(bin, class, men);
        for &s in &class.keep {
            c = c.min(self.column(bin, class, syms[s as usize].map(men)));
        }
        c
    }

    /// The mover's men of column `c` in a row of class `class`.
    pub fn men(&self, bin: &Binomials, class: &Class, c: usize) -> u32 {
        let squeezed = bin.unrank(c as u32, self.mover);
        let mut men = 0;
        let mut s = squeezed;
        while s != 0 {
            men |= 1 << class.outside[s.trailing_zeros() as usize];
            s &= s - 1;
        }
        men
    }

    /// The index of the position where the mover has `mover` and the other side `other`.
    #[inline]
    pub fn index(
        &self,
        bin: &Binomials,
        syms: &[Symmetry],
        orbits: &Orbits,
        mover: u32,
        other: u32,
    ) -> usize {
        let (row, by) = orbits.of(bin, other);
        let class = &orbits.classes[row];
        let men = if by == 0 { mover } else { syms[by].map(mover) };
        row * self.columns + self.canonical(bin, syms, class, men)
    }
}
