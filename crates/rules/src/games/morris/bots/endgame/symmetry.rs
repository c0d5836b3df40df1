//! The board's symmetries: the renumberings of its points that keep every line and every mill.
//! They are found from the board itself, so any board gets its own (16 on the 24-point boards:
//! the square's eight turns and reflections, each with or without the inner and outer squares
//! swapped). Positions that one of them maps onto each other have the same value, so a table
//! keeps one of them.

/// One symmetry: each point's image, and each byte of a set's image looked up at once.
pub struct Symmetry {
    pub image: [u8; 32],
    bytes: Box<[[u32; 256]; 4]>,
}

impl Symmetry {
    fn new(image: [u8; 32]) -> Self {
        let mut bytes = Box::new([[0u32; 256]; 4]);
        for (byte, row) in bytes.iter_mut().enumerate() {
            for v in 1..256usize {
                let p = 8 * byte + v.trailing_zeros() as usize;
                row[v] = row[v & (v - 1)] | 1 << image[p];
            }
        }
        Symmetry { image, bytes }
    }

    /// The image of the set of points `set`.
    #[inline]
    pub fn map(&self, set: u32) -> u32 {
        let b = &self.bytes;
        b[0][set as u8 as usize]
            | b[1][(set >> 8) as u8 as usize]
            | b[2][(set >> 16) as u8 as usize]
            | b[3][(set >> 24) as usize]
    }
}

/// Every symmetry of the board of `n` points with neighbours `adj` and mills `mills`, the
/// identity first.
pub fn symmetries(n: usize, adj: &[u32; 32], mills: &[u32]) -> Vec<Symmetry> {
    // Points in the order a search from point 0 reaches them, so that each point after the
    // first has a neighbour placed before it and few images to try.
    let mut order = vec![];
    let mut seen = 0u64;
    for start in 0..n {
        if seen & 1 << start != 0 {
            continue;
        }
        seen |= 1 << start;
        order.push(start);
        let mut i = order.len() - 1;
        while i < order.len() {
            let p = order[i];
            for q in 0..n {
                if adj[p] & 1 << q != 0 && seen & 1 << q == 0 {
                    seen |= 1 << q;
                    order.push(q);
                }
            }
            i += 1;
        }
    }
    let mut mill_set: Vec<u32> = mills.to_vec();
    mill_set.sort_unstable();
    let mut found = vec![];
    let mut image = [u8::MAX; 32];
    extend(&order, 0, adj, &mut image, 0, &mut |image| {
        let mut mapped: Vec<u32> = mills
            .iter()
            .map(|&m| (0..n).filter(|&p| m & 1 << p != 0).fold(0, |a, p| a | 1 << image[p]))
            .collect();
        mapped.sort_unstable();
        if mapped == mill_set {
            let mut full = *image;
            (n..32).for_each(|p| full[p] = p as u8);
            found.push(full);
        }
    });
    // The identity first: it maps every point to itself and sorts first.
    found.sort_unstable();
    found.into_iter().map(Symmetry::new).collect()
}

/// Give `order[i..]` images, each keeping the lines to the points already placed.
fn extend(
    order: &[usize],
    i: usize,
    adj: &[u32; 32],
    image: &mut [u8; 32],
    used: u32,
    done: &mut impl FnMut(&[u8; 32]),
) {
    if i == order.len() {
        done(image);
        return;
    }
    let p = order[i];
    for q in 0..order.len() {
        if used & 1 << q != 0 || adj[q].count_ones() != adj[p].count_ones() {
            continue;
        }
        let keeps = order[..i].iter().all(|&r| (adj[p] & 1 << r != 0) == (adj[q] & 1 << image[r] != 0));
        if keeps {
            image[p] = q as u8;
            extend(order, i + 1, adj, image, used | 1 << q, done);
        }
    }
    image[p] = u8::MAX;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::morris::Config;
    use crate::games::morris::geometry::Geometry;

    fn count(variant: &str) -> usize {
        let g = Geometry::new(&Config::builtin(variant).unwrap());
        symmetries(g.n as usize, &g.adj, &g.mills).len()
    }

    #[test]
    fn the_boards_have_their_symmetries() {
        // The square's eight, each with the squares swapped or not (on Six, the two squares).
        assert_eq!(count("nine"), 16);
        assert_eq!(count("twelve"), 16);
        assert_eq!(count("six"), 16);
        assert_eq!(count("three"), 8);
    }

    #[test]
    fn a_symmetry_maps_sets_as_its_points() {
        let g = Geometry::new(&Config::builtin("nine").unwrap());
        let all = symmetries(24, &g.adj, &g.mills);
        assert_eq!(all[0].image[..24], (0..24).collect::<Vec<u8>>()[..]);
        for s in &all {
            for set in [0b1011u32, 0xF0_0F00, 0x80_0001] {
                let by_point = (0..24).filter(|&p| set & 1 << p != 0).fold(0, |a, p| a | 1 << s.image[p]);
                assert_eq!(s.map(set), by_point);
            }
            assert!(g.mills.iter().all(|&m| g.mills.contains(&s.map(m))));
        }
    }
}
