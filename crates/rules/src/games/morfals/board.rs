//! Squares, figures and the board, and the sandwich walks that decide what a placed figure eats.

use super::config::{Character, Config, RiverRule, Wrap};
use crate::game::Seat;
use serde::{Deserialize, Serialize};

/// A square, by its column label (a dice sum, 3..9) and its row (1 at the bottom).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Square {
    pub column: u8,
    pub row: u8,
}

impl Square {
    pub fn new(column: u8, row: u8) -> Self {
        Self { column, row }
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.column, self.row)
    }
}

/// One figure: whose it is, which of its tribe's figures (index in the level's list) and its looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Figure {
    pub seat: Seat,
    pub id: u8,
    pub character: Character,
}

/// The eight directions a sandwich can lie in, as (column step, row step).
pub const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// The board: columns left to right by label, each `rows` squares from row 1 up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub rows: u8,
    /// Column labels, left to right.
    pub columns: Vec<u8>,
    /// Labels of the river columns.
    pub river: Vec<u8>,
    /// Column by column from the left, each from row 1 up.
    pub cells: Vec<Option<Figure>>,
}

impl Board {
    pub fn empty(config: &Config) -> Self {
        Self {
            rows: config.rows,
            columns: config.columns.clone(),
            river: config.river.clone(),
            cells: vec![None; config.rows as usize * config.columns.len()],
        }
    }

    /// The cell index of `square`, if it is on the board.
    pub fn index(&self, square: Square) -> Option<usize> {
        let c = self.columns.iter().position(|&l| l == square.column)?;
        (1..=self.rows).contains(&square.row).then(|| c * self.rows as usize + square.row as usize - 1)
    }

    pub fn square(&self, index: usize) -> Square {
        let rows = self.rows as usize;
        Square { column: self.columns[index / rows], row: (index % rows) as u8 + 1 }
    }

    pub fn get(&self, square: Square) -> Option<Figure> {
        self.index(square).and_then(|i| self.cells[i])
    }

    pub fn is_river(&self, index: usize) -> bool {
        self.river.contains(&self.columns[index / self.rows as usize])
    }

    /// Every figure on the board with its square.
    pub fn figures(&self) -> impl Iterator<Item = (Square, Figure)> + '_ {
        self.cells.iter().enumerate().filter_map(|(i, f)| f.map(|f| (self.square(i), f)))
    }

    /// The empty squares of the column labelled `label`, from row 1 up.
    pub fn empty_in_column(&self, label: u8) -> Vec<Square> {
        let Some(c) = self.columns.iter().position(|&l| l == label) else { return Vec::new() };
        let rows = self.rows as usize;
        (0..rows).filter(|r| self.cells[c * rows + r].is_none()).map(|r| self.square(c * rows + r)).collect()
    }

    /// The next square from `index` in direction `(dc, dr)`, wrapping as `wrap` allows.
    fn step(&self, index: usize, (dc, dr): (i8, i8), wrap: Wrap) -> Option<usize> {
        let rows = self.rows as i32;
        let cols = self.columns.len() as i32;
        let (c, r) = ((index as i32) / rows, (index as i32) % rows);
        let (mut nc, mut nr) = (c + dc as i32, r + dr as i32);
        let wrap_rows = wrap == Wrap::All || (wrap == Wrap::Columns && dc == 0);
        let wrap_cols = wrap == Wrap::All;
        if !(0..rows).contains(&nr) {
            if !wrap_rows {
                return None;
            }
            nr = nr.rem_euclid(rows);
        }
        if !(0..cols).contains(&nc) {
            if !wrap_cols {
                return None;
            }
            nc = nc.rem_euclid(cols);
        }
        Some((nc * rows + nr) as usize)
    }

    /// The cells a figure of `seat` just placed at `index` eats: in each direction, the run of
    /// opponent figures that ends on one of `seat`'s figures, less those standing in the river.
    /// A walk that comes back round to the placed figure eats nothing.
    pub fn captures(&self, index: usize, seat: Seat, wrap: Wrap, river_rule: RiverRule) -> Vec<usize> {
        let mut eaten = Vec::new();
        for line in self.sandwiches(index, seat, wrap, river_rule) {
            for q in line.run {
                if !self.is_river(q) && !eaten.contains(&q) {
                    eaten.push(q);
                }
            }
        }
        eaten
    }

    /// The sandwiches a figure of `seat` placed at `index` closes, one per direction, for showing
    /// them: the run of opponent figures in walking order (river figures included, as they stand
    /// in the line) and the cell of the figure that closes it. A walk may cross the board's edges
    /// as `wrap` allows.
    pub fn sandwiches(&self, index: usize, seat: Seat, wrap: Wrap, river_rule: RiverRule) -> Vec<Sandwich> {
        let mut lines = Vec::new();
        for dir in DIRECTIONS {
            let mut run = Vec::new();
            let mut at = self.step(index, dir, wrap);
            let closed = loop {
                let Some(q) = at.filter(|&q| q != index) else { break None };
                match self.cells[q] {
                    None => break None,
                    Some(f) if f.seat == seat => break Some(q),
                    Some(_) => {
                        if self.is_river(q) && river_rule == RiverRule::Blocks {
                            break None;
                        }
                        run.push(q);
                        at = self.step(q, dir, wrap);
                    }
                }
            };
            if let Some(closer) = closed
                && !run.is_empty()
            {
                lines.push(Sandwich { run, closer });
            }
        }
        lines
    }
}

/// One line a placed figure closes: the opponent figures between it and `closer`, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sandwich {
    pub run: Vec<usize>,
    pub closer: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_indices_agree() {
        let b = Board::empty(&Config::standard());
        for i in 0..b.cells.len() {
            assert_eq!(b.index(b.square(i)), Some(i));
        }
        assert_eq!(b.index(Square::new(3, 1)), Some(0));
        assert_eq!(b.index(Square::new(9, 7)), Some(48));
        assert_eq!(b.index(Square::new(2, 1)), None);
        assert_eq!(b.index(Square::new(5, 0)), None);
        assert_eq!(b.index(Square::new(5, 8)), None);
        assert!(b.is_river(b.index(Square::new(6, 4)).unwrap()));
        assert!(!b.is_river(b.index(Square::new(7, 4)).unwrap()));
    }

    #[test]
    fn steps_wrap_only_where_the_option_says() {
        let b = Board::empty(&Config::standard());
        let top = b.index(Square::new(5, 7)).unwrap();
        let bottom = b.index(Square::new(5, 1)).unwrap();
        assert_eq!(b.step(top, (0, 1), Wrap::Columns), Some(bottom));
        assert_eq!(b.step(top, (1, 1), Wrap::Columns), None, "diagonals do not wrap");
        assert_eq!(b.step(top, (0, 1), Wrap::None), None);
        assert_eq!(b.step(top, (1, 1), Wrap::All), b.index(Square::new(6, 1)));
        let right = b.index(Square::new(9, 3)).unwrap();
        assert_eq!(b.step(right, (1, 0), Wrap::Columns), None);
        assert_eq!(b.step(right, (1, 0), Wrap::All), b.index(Square::new(3, 3)));
    }
}

#[cfg(test)]
mod sandwich_tests {
    use super::*;

    fn figure(seat: Seat) -> Option<Figure> {
        Some(Figure { seat, id: 0, character: Character::Man })
    }

    /// A line that runs off the right edge and on from the left: the run in walking order, the
    /// closer beyond the edge, and the same cells as `captures` eats.
    #[test]
    fn a_sandwich_across_the_edge_is_reported_in_walking_order() {
        let mut b = Board::empty(&Config::standard());
        let at = |c: u8, r: u8| b.index(Square::new(c, r)).unwrap();
        let (placed, a, c, closer) = (at(8, 2), at(9, 2), at(3, 2), at(4, 2));
        b.cells[a] = figure(1);
        b.cells[c] = figure(1);
        b.cells[closer] = figure(0);
        let lines = b.sandwiches(placed, 0, Wrap::All, RiverRule::Closes);
        assert_eq!(lines, vec![Sandwich { run: vec![a, c], closer }]);
        let mut eaten = b.captures(placed, 0, Wrap::All, RiverRule::Closes);
        eaten.sort();
        let mut run = lines[0].run.clone();
        run.sort();
        assert_eq!(eaten, run);
        assert!(b.sandwiches(placed, 0, Wrap::None, RiverRule::Closes).is_empty(), "no wrap, no line");
    }
}
