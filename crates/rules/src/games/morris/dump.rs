//! A text picture of the position: the lattice with its lines, ranks and files, then the status.

use super::Morris;
use super::action::Phase;

const DX: usize = 4;
const DY: usize = 2;

pub(super) fn dump(m: &Morris) -> String {
    let c = &m.config;
    let size = c.lattice as usize;
    let (w, h) = ((size - 1) * DX + 1, (size - 1) * DY + 1);
    let mut grid = vec![vec![' '; w]; h];
    let at = |p: usize| {
        let (r, col) = c.points[p];
        (r as usize * DY, col as usize * DX)
    };
    for (p, list) in c.adjacent.iter().enumerate() {
        for &q in list.iter().filter(|&&q| q as usize > p) {
            let ((y1, x1), (y2, x2)) = (at(p), at(q as usize));
            if y1 == y2 {
                grid[y1][x1.min(x2) + 1..x1.max(x2)].fill('-');
            } else {
                let (top, bottom) = if y1 < y2 { ((y1, x1), (y2, x2)) } else { ((y2, x2), (y1, x1)) };
                let glyph = match bottom.1.cmp(&top.1) {
                    std::cmp::Ordering::Equal => '|',
                    std::cmp::Ordering::Greater => '\\',
                    std::cmp::Ordering::Less => '/',
                };
                for (y, row) in grid.iter_mut().enumerate().take(bottom.0).skip(top.0 + 1) {
                    let x = top.1 as isize
                        + (bottom.1 as isize - top.1 as isize) * (y - top.0) as isize
                            / (bottom.0 - top.0) as isize;
                    row[x as usize] = glyph;
                }
            }
        }
    }
    for p in 0..c.points.len() {
        let (y, x) = at(p);
        grid[y][x] = match m.at(p as u8) {
            Some(0) => 'W',
            Some(_) => 'B',
            None => '.',
        };
    }
    let mut out = String::new();
    for (y, row) in grid.iter().enumerate() {
        let label = if y % DY == 0 { format!("{:>2} ", size - y / DY) } else { "   ".into() };
        out.push_str(&label);
        out.push_str(row.iter().collect::<String>().trim_end());
        out.push('\n');
    }
    out.push_str("   ");
    for f in 0..size {
        out.push((b'a' + f as u8) as char);
        if f + 1 < size {
            out.push_str(&" ".repeat(DX - 1));
        }
    }
    out.push('\n');
    let seat = ["White (W)", "Black (B)"];
    for (s, name) in seat.iter().enumerate() {
        out.push_str(&format!(
            "{name}: {} on the board, {} in hand{}\n",
            m.on_board(s),
            m.in_hand(s),
            if m.is_flying(s) { ", flying" } else { "" }
        ));
    }
    out.push_str(&format!("{} — turn {}", c.name, m.turns + 1));
    match (&m.outcome, m.phase()) {
        (Some(o), _) => match o.winners.first() {
            Some(&w) => out.push_str(&format!(": over, {} wins ({})\n", seat[w], o.reason)),
            None => out.push_str(&format!(": over, drawn ({})\n", o.reason)),
        },
        (None, Phase::Over) => out.push('\n'),
        (None, d) => {
            let what = match d {
                Phase::Place => "place a man".to_string(),
                Phase::Slide => "move a man".to_string(),
                Phase::Fly => "fly a man".to_string(),
                Phase::Remove { left } => format!("remove an opponent's man ({left} to remove)"),
                Phase::Over => unreachable!("matched above"),
            };
            out.push_str(&format!(": {} to {what}\n", seat[m.to_move as usize]));
        }
    }
    out
}
