//! Solving a layer backwards from its ends. Each position first looks at its own moves: a side
//! with no move has lost; a mill's removal leaves the layer (a win when the other side is left
//! with two men, else the value of the position below, the best removal chosen); the moves that
//! stay in the layer are counted. Then, in order of distance, each decided position tells the
//! positions that lead to it (the other side's man moved back, by a move that closed no mill):
//! a loss makes them wins one ply later; a win takes one from their count of moves, and a
//! position whose moves all lose, in the layer and out of it, is lost after its longest.
//! Whatever is left undecided is drawn.

use super::frame::Frame;
use super::index::Layout;
use super::layer::{Layer, entries, splits};
use super::plies::{self, MOST, Plies};

/// Added to a position's count of moves when they cannot all lose: a move out of the layer
/// draws or wins.
const SAFE: u16 = 1 << 15;

/// Solve the layer of `men` men on `frame`'s board, given the layer of one man fewer (`below`;
/// none for six men, where a mill always ends the match). `None` when a result is longer than a
/// byte holds or the layer below is missing.
pub fn solve(frame: &Frame, men: usize, below: Option<&Layer>) -> Option<Vec<Vec<Plies>>> {
    let shapes = splits(men, frame.most);
    let layouts: Vec<Layout> = shapes.iter().map(|&(m, o)| Layout::new(frame.n, m, o, &frame.bin)).collect();
    let sizes: Vec<usize> = layouts.iter().map(|l| frame.orbits(l.other).classes.len() * l.columns).collect();
    let mut values: Vec<Vec<Plies>> = sizes.iter().map(|&s| vec![0; s]).collect();
    let mut left: Vec<Vec<u16>> = sizes.iter().map(|&s| vec![0; s]).collect();
    // The longest loss out of the layer, in plies, where every move out of it loses.
    let mut out_loss: Vec<Vec<u8>> = sizes.iter().map(|&s| vec![0; s]).collect();
    // Positions to pass on, by distance: the table's number in the top bits, then the index.
    let mut queue: Vec<Vec<u32>> = vec![Vec::new(); MOST as usize + 2];
    let all = frame.geo.all;
    // The table each table's positions lead to and come from: the other side moves next.
    let partner: Vec<usize> = shapes
        .iter()
        .map(|&(m, o)| shapes.iter().position(|&s| s == (o, m)).expect("a layer holds both splits"))
        .collect();
    let mut children = Vec::with_capacity(64);
    for (t, layout) in layouts.iter().enumerate() {
        let flies = frame.flies(layout.mover);
        let next = &layouts[partner[t]];
        for (row, col, a, b) in entries(frame, layout) {
            let i = row * layout.columns + col;
            let empty = all & !(a | b);
            let (mut best_win, mut safe, mut worst) = (u32::MAX, false, 0u32);
            children.clear();
            let mut ys = a;
            while ys != 0 {
                let y = ys.trailing_zeros() as usize;
                ys &= ys - 1;
                let mut xs = frame.reach(y, empty, flies);
                while xs != 0 {
                    let x = xs.trailing_zeros() as u8;
                    xs &= xs - 1;
                    let after = (a & !(1 << y)) | 1 << x;
                    if frame.geo.closes(x, after) == 0 {
                        children.push(frame.index(next, b, after) as u32);
                        continue;
                    }
                    // The mill and its removal: two plies, then the other side moves below.
                    let v = if layout.other == 3 {
                        plies::win(2)
                    } else {
                        let below = below?;
                        let mut best = None::<Plies>;
                        let mut rs = frame.removable(b);
                        while rs != 0 {
                            let r = rs & rs.wrapping_neg();
                            rs &= rs - 1;
                            let v =
                                plies::before(plies::before(below.get(frame, b & !r, after)?, true), false);
                            if best.is_none_or(|w| plies::preference(v) > plies::preference(w)) {
                                best = Some(v);
                            }
                        }
                        best?
                    };
                    match v {
                        0 => safe = true,
                        v if v > 0 => {
                            safe = true;
                            best_win = best_win.min(plies::distance(v));
                        }
                        v => worst = worst.max(plies::distance(v)),
                    }
                }
            }
            // Moves to positions that one symmetry maps onto each other lead to one entry,
            // which passes its value on once: count entries, not moves.
            children.sort_unstable();
            children.dedup();
            left[t][i] = children.len() as u16 + if safe { SAFE } else { 0 };
            out_loss[t][i] = worst as u8;
            let decided = if best_win != u32::MAX {
                Some((plies::win(best_win), best_win))
            } else if left[t][i] == 0 {
                // No move at all (blocked) loses at once; else every move is a mill that loses.
                Some((plies::loss(worst), worst))
            } else {
                None
            };
            if let Some((v, d)) = decided {
                values[t][i] = v;
                queue[d as usize].push((t as u32) << 28 | i as u32);
            }
        }
    }
    let mut before = Vec::with_capacity(128);
    let mut d = 0;
    while d <= MOST as usize {
        let batch = std::mem::take(&mut queue[d]);
        for &e in &batch {
            let (t, i) = ((e >> 28) as usize, (e & ((1 << 28) - 1)) as usize);
            let v = values[t][i];
            let won = v > 0;
            // Passed on once, at its final distance: a win improved since it was queued was
            // queued again.
            if plies::distance(v) != d as u32 {
                continue;
            }
            let layout = &layouts[t];
            let orbits = frame.orbits(layout.other);
            let class = &orbits.classes[i / layout.columns];
            let (a, b) = (layout.men(&frame.bin, class, i % layout.columns), class.set);
            // Seen from the mover's set `a`, the other side's men before their move: the row
            // of the positions before is `a`'s class, so map the position by its symmetry.
            let pt = partner[t];
            let pl = &layouts[pt];
            let porbits = frame.orbits(pl.other);
            let (prow, by) = porbits.of(&frame.bin, a);
            let pclass = &porbits.classes[prow];
            let b = if by == 0 { b } else { frame.syms[by].map(b) };
            let empty = all & !(pclass.set | b);
            let flies = frame.flies(pl.mover);
            before.clear();
            let mut ys = b;
            while ys != 0 {
                let y = ys.trailing_zeros() as u8;
                ys &= ys - 1;
                // A move that closed a mill led to a removal, not here.
                if frame.geo.closes(y, b) > 0 {
                    continue;
                }
                let rest = b & !(1 << y);
                let mut xs = frame.reach(y as usize, empty, flies);
                while xs != 0 {
                    let x = xs.trailing_zeros();
                    xs &= xs - 1;
                    before.push(
                        (prow * pl.columns + pl.canonical(&frame.bin, &frame.syms, pclass, rest | 1 << x))
                            as u32,
                    );
                }
            }
            // Once each: a position told twice would count one move twice.
            before.sort_unstable();
            before.dedup();
            for &p in &before {
                let p = p as usize;
                let pv = values[pt][p];
                if !won {
                    if pv == 0 || (pv > 0 && plies::distance(pv) > d as u32 + 1) {
                        if d as u32 + 1 > MOST {
                            return None;
                        }
                        values[pt][p] = plies::win(d as u32 + 1);
                        queue[d + 1].push((pt as u32) << 28 | p as u32);
                    }
                } else if pv == 0 {
                    left[pt][p] -= 1;
                    if left[pt][p] == 0 {
                        let dd = (d as u32 + 1).max(out_loss[pt][p] as u32);
                        if dd > MOST {
                            return None;
                        }
                        values[pt][p] = plies::loss(dd);
                        queue[dd as usize].push((pt as u32) << 28 | p as u32);
                    }
                }
            }
        }
        d += 1;
    }
    Some(values)
}
