//! The board as the tables see it: its points, lines and mills, who flies, its symmetries, the
//! classes of the sets of each size of side, and a fingerprint that names a table file.

use super::super::super::Config;
use super::super::super::config::MultiMill;
use super::super::super::geometry::Geometry;
use super::index::{Binomials, Layout, MAX_MEN, Orbits};
use super::symmetry::{Symmetry, symmetries};

pub struct Frame {
    pub n: usize,
    pub geo: Geometry,
    pub syms: Vec<Symmetry>,
    pub bin: Binomials,
    /// By size of side, 3 to `most`.
    orbits: Vec<Option<Orbits>>,
    flying: bool,
    fly_at: usize,
    /// The most men a side may have in this board's tables.
    pub most: usize,
    pub fingerprint: u64,
}

impl Frame {
    /// The frame for tables of up to `most` men a side on `config`'s board.
    pub fn new(config: &Config, most: usize) -> Self {
        let geo = Geometry::new(config);
        let n = geo.n as usize;
        let syms = symmetries(n, &geo.adj, &geo.mills);
        let bin = Binomials::new();
        let orbits = (0..=most).map(|k| (k >= 3).then(|| Orbits::new(n, k, &syms, &bin))).collect();
        let fingerprint = fingerprint(config, &geo);
        Frame {
            n,
            geo,
            syms,
            bin,
            orbits,
            flying: config.flying,
            fly_at: config.fly_at as usize,
            most,
            fingerprint,
        }
    }

    /// Whether a side with `men` men flies.
    #[inline]
    pub fn flies(&self, men: usize) -> bool {
        self.flying && men <= self.fly_at
    }

    #[inline]
    pub fn orbits(&self, k: usize) -> &Orbits {
        self.orbits[k].as_ref().expect("sides of three men or more")
    }

    /// The points a man at `from` can move to, of `empty`.
    #[inline]
    pub fn reach(&self, from: usize, empty: u32, flies: bool) -> u32 {
        if flies { empty } else { self.geo.adj[from] & empty }
    }

    /// The men of `men` that a mill may remove: those in no mill, or any when all are.
    #[inline]
    pub fn removable(&self, men: u32) -> u32 {
        let free = men & !self.geo.in_mills(men);
        if free == 0 { men } else { free }
    }

    /// The index in the table of `layout` of the position where the mover has `mover`.
    #[inline]
    pub fn index(&self, layout: &Layout, mover: u32, other: u32) -> usize {
        layout.index(&self.bin, &self.syms, self.orbits(layout.other), mover, other)
    }

    /// How many positions the entry of the mover's men `men` (in canonical column) in a row of
    /// class `class` stands for: the whole orbit of the position under the symmetries.
    pub fn weight(&self, orbits: &Orbits, class: usize, men: u32) -> usize {
        let c = &orbits.classes[class];
        let kept = 1 + c.keep.iter().filter(|&&s| self.syms[s as usize].map(men) == men).count();
        self.syms.len() / kept
    }
}

/// The most men a side may have in `config`'s tables, up to `wanted`: the tables hold sides of
/// three men up, there must be room to move, and where one mill removes one man per mill
/// closed, no side may close two at once (five men can; four cannot on these boards).
pub fn most(config: &Config, wanted: usize) -> usize {
    let n = config.points.len();
    let mut most = wanted.min(config.men as usize).min(MAX_MEN);
    while most > 3 && 2 * most >= n {
        most -= 1;
    }
    if config.multi_mill == MultiMill::PerMill {
        let masks: Vec<u32> = config.mills.iter().map(|m| m.iter().fold(0, |a, &p| a | 1 << p)).collect();
        let double = |k: usize| {
            masks
                .iter()
                .enumerate()
                .any(|(i, a)| masks[i + 1..].iter().any(|b| ((a | b).count_ones() as usize) <= k))
        };
        while most > 3 && double(most) {
            most -= 1;
        }
    }
    most
}

/// What the tables depend on: the board's points, lines and mills, and who flies. Two levels
/// with the same of these share their tables (and their files).
fn fingerprint(config: &Config, geo: &Geometry) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    let mut eat = |x: u64| {
        for b in x.to_le_bytes() {
            h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(geo.n as u64);
    geo.adj[..geo.n as usize].iter().for_each(|&a| eat(a as u64));
    let mut mills = geo.mills.clone();
    mills.sort_unstable();
    mills.iter().for_each(|&m| eat(m as u64));
    eat(config.flying as u64);
    eat(config.fly_at as u64);
    h
}
