//! A compact copy of a Morfals position for the computer players: owners per cell, reserve
//! sizes, and the capture rays precomputed from the level, so a search can place and undo fast.

use super::super::board::DIRECTIONS;
use super::super::config::{Config, FullColumn, RiverRule, Wrap};
use super::super::view::View;
use crate::game::Seat;

/// The largest board a level may have (26 rows of 7 columns).
pub const MAX_CELLS: usize = 26 * 7;
/// Cell contents: empty, or the owner's seat plus one.
pub const EMPTY: u8 = 0;

/// One throw's effect: the column it names (`None` for 1-2-3), whether it is a triple, and its
/// weight out of 27. The ten multisets of three 1-2-3 dice fold into these eight outcomes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outcome {
    pub column: Option<u8>,
    pub triple: bool,
    pub weight: u8,
}

pub const OUTCOMES: [Outcome; 8] = [
    Outcome { column: None, triple: false, weight: 6 },
    Outcome { column: Some(3), triple: true, weight: 1 },
    Outcome { column: Some(4), triple: false, weight: 3 },
    Outcome { column: Some(5), triple: false, weight: 6 },
    Outcome { column: Some(6), triple: true, weight: 1 },
    Outcome { column: Some(7), triple: false, weight: 6 },
    Outcome { column: Some(8), triple: false, weight: 3 },
    Outcome { column: Some(9), triple: true, weight: 1 },
];

/// The level's geometry and rules, shared by every position of one decision.
#[derive(Debug, Clone)]
pub struct Rules {
    pub rows: usize,
    pub cells: usize,
    /// Cell indices of each column, by dice sum (index 0..=9; 0..=2 unused).
    pub column_cells: [Vec<u16>; 10],
    pub river: Vec<bool>,
    /// For cell * 8 + direction: the cells a capture walk visits, in order.
    pub rays: Vec<Vec<u16>>,
    pub river_blocks: bool,
    pub full_roll_again: bool,
}

/// The position: owners per cell and reserve sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pos {
    pub cells: [u8; MAX_CELLS],
    pub reserve: [u8; 2],
}

impl Rules {
    pub fn new(config: &Config) -> Self {
        let rows = config.rows as usize;
        let cols = config.columns.len();
        let cells = rows * cols;
        let mut column_cells: [Vec<u16>; 10] = Default::default();
        for (c, &label) in config.columns.iter().enumerate() {
            column_cells[label as usize] = (0..rows).map(|r| (c * rows + r) as u16).collect();
        }
        let river = (0..cells).map(|i| config.is_river(config.columns[i / rows])).collect();
        let wrap = config.options.wrap;
        let step = |index: usize, (dc, dr): (i8, i8)| -> Option<usize> {
            let (c, r) = ((index / rows) as i32, (index % rows) as i32);
            let (mut nc, mut nr) = (c + dc as i32, r + dr as i32);
            let wrap_rows = wrap == Wrap::All || (wrap == Wrap::Columns && dc == 0);
            if !(0..rows as i32).contains(&nr) {
                if !wrap_rows {
                    return None;
                }
                nr = nr.rem_euclid(rows as i32);
            }
            if !(0..cols as i32).contains(&nc) {
                if wrap != Wrap::All {
                    return None;
                }
                nc = nc.rem_euclid(cols as i32);
            }
            Some(nc as usize * rows + nr as usize)
        };
        let mut rays = Vec::with_capacity(cells * 8);
        for i in 0..cells {
            for dir in DIRECTIONS {
                let mut ray = Vec::new();
                let mut at = step(i, dir);
                while let Some(q) = at.filter(|&q| q != i && !ray.contains(&(q as u16))) {
                    ray.push(q as u16);
                    at = step(q, dir);
                }
                rays.push(ray);
            }
        }
        Self {
            rows,
            cells,
            column_cells,
            river,
            rays,
            river_blocks: config.options.river_in_sandwich == RiverRule::Blocks,
            full_roll_again: config.options.full_column == FullColumn::RollAgain,
        }
    }

    /// The position a view shows.
    pub fn pos(&self, view: &View) -> Pos {
        let mut cells = [EMPTY; MAX_CELLS];
        for (i, f) in view.board.cells.iter().enumerate() {
            if let Some(f) = f {
                cells[i] = f.seat as u8 + 1;
            }
        }
        Pos { cells, reserve: [view.reserves[0].len() as u8, view.reserves[1].len() as u8] }
    }

    /// The cells a figure of `seat` placed on empty `index` would eat; returns how many were
    /// written to `out` (each cell once, even when two wrapped walks reach it).
    pub fn captures(&self, pos: &Pos, index: usize, seat: Seat, out: &mut [u16; MAX_CELLS]) -> usize {
        let own = seat as u8 + 1;
        let mut n = 0;
        for d in 0..8 {
            let ray = &self.rays[index * 8 + d];
            let mut run = 0;
            let mut closed = false;
            for &q in ray {
                match pos.cells[q as usize] {
                    EMPTY => break,
                    c if c == own => {
                        closed = true;
                        break;
                    }
                    _ => {
                        if self.river_blocks && self.river[q as usize] {
                            break;
                        }
                        run += 1;
                    }
                }
            }
            if closed {
                for &q in &ray[..run] {
                    if !self.river[q as usize] && !out[..n].contains(&q) {
                        out[n] = q;
                        n += 1;
                    }
                }
            }
        }
        n
    }

    /// How many figures a placement on `index` would eat.
    pub fn gain(&self, pos: &Pos, index: usize, seat: Seat) -> usize {
        let mut buf = [0u16; MAX_CELLS];
        self.captures(pos, index, seat, &mut buf)
    }

    /// Place a figure of `seat` on empty `index` and eat; returns the number eaten.
    pub fn place(&self, pos: &mut Pos, index: usize, seat: Seat) -> usize {
        let mut buf = [0u16; MAX_CELLS];
        let n = self.captures(pos, index, seat, &mut buf);
        pos.cells[index] = seat as u8 + 1;
        pos.reserve[seat] -= 1;
        for &q in &buf[..n] {
            pos.cells[q as usize] = EMPTY;
        }
        pos.reserve[1 - seat] += n as u8;
        n
    }

    /// The empty cells of the column labelled `label`.
    pub fn empties(&self, pos: &Pos, label: u8) -> impl Iterator<Item = usize> + '_ {
        let cells = pos.cells;
        self.column_cells[label as usize].iter().map(|&i| i as usize).filter(move |&i| cells[i] == EMPTY)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::Chance;
    use crate::game::Game;
    use crate::games::morfals::{Action, Event, Morfals, Phase};

    #[test]
    fn outcomes_weigh_27() {
        assert_eq!(OUTCOMES.iter().map(|o| o.weight as u32).sum::<u32>(), 27);
    }

    /// The fast copy eats exactly what the rules eat, over random rounds of every option.
    #[test]
    fn captures_agree_with_the_rules() {
        for (k, (wrap, river)) in [
            (Wrap::Columns, RiverRule::Closes),
            (Wrap::All, RiverRule::Blocks),
            (Wrap::None, RiverRule::Closes),
            (Wrap::All, RiverRule::Closes),
        ]
        .into_iter()
        .enumerate()
        {
            let mut config = Config::standard();
            config.options.wrap = wrap;
            config.options.river_in_sandwich = river;
            config.options.target_score = 1000;
            let rules = Rules::new(&config);
            let mut g = Morfals::new(&config, 2, k as u64).unwrap();
            let mut pick = crate::chance::GameRng::seeded(99 + k as u64);
            let mut eaten_total = 0;
            for _ in 0..3000 {
                let before = rules.pos(&g.view(0));
                let legal = g.legal_actions();
                let action = legal[pick.below(legal.len() as u32) as usize];
                let events = g.apply(action).unwrap();
                if matches!(g.phase(), Phase::RoundOver { .. }) {
                    g.apply(Action::NextRound).unwrap();
                    continue;
                }
                if let Some(Event::Placed { seat, square, .. }) =
                    events.iter().find(|e| matches!(e, Event::Placed { .. }))
                {
                    let index = g.board().index(*square).unwrap();
                    let mut mine = before;
                    let n = rules.place(&mut mine, index, *seat);
                    let eaten = events.iter().filter(|e| matches!(e, Event::Eaten { .. })).count();
                    assert_eq!(n, eaten, "{}", g.dump());
                    assert_eq!(mine, rules.pos(&g.view(0)));
                    eaten_total += n;
                }
            }
            assert!(eaten_total > 50, "captures happen: {eaten_total}");
        }
    }
}
