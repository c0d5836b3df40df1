//! Alignments: the KO line and the maximal runs counted at the end.

use super::config::{SIDE, Square, square};
use crate::game::Seat;
use serde::{Deserialize, Serialize};

/// A line direction on the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Direction {
    /// Along a row.
    Row,
    /// Down a column.
    Column,
    /// Down and to the right.
    Diagonal,
    /// Down and to the left.
    AntiDiagonal,
}

impl Direction {
    pub const ALL: [Direction; 4] =
        [Direction::Row, Direction::Column, Direction::Diagonal, Direction::AntiDiagonal];

    fn step(self) -> (isize, isize) {
        match self {
            Direction::Row => (0, 1),
            Direction::Column => (1, 0),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (1, -1),
        }
    }
}

/// A maximal run of one seat's tokens in a line, with what it scores.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Run {
    pub seat: Seat,
    pub direction: Direction,
    /// The squares of the run, in line order.
    pub squares: Vec<Square>,
    pub points: i32,
}

fn offset(sq: Square, (dr, dc): (isize, isize), k: isize) -> Option<Square> {
    let (r, c) = (sq as isize / SIDE as isize + dr * k, sq as isize % SIDE as isize + dc * k);
    ((0..SIDE as isize).contains(&r) && (0..SIDE as isize).contains(&c))
        .then(|| square(r as usize, c as usize))
}

/// The maximal run of `owners[sq]`'s tokens through `sq` in `dir`.
pub fn run_through(owners: &[Option<Seat>], sq: Square, dir: Direction) -> Vec<Square> {
    let Some(seat) = owners[sq as usize] else { return Vec::new() };
    let step = dir.step();
    let mine = |s: Option<Square>| s.filter(|&s| owners[s as usize] == Some(seat));
    let mut start = sq;
    while let Some(prev) = mine(offset(start, step, -1)) {
        start = prev;
    }
    let mut run = vec![start];
    while let Some(next) = mine(offset(*run.last().expect("run is not empty"), step, 1)) {
        run.push(next);
    }
    run
}

/// The longest run through `sq` if it has at least `len` tokens (a KO).
pub fn ko_run(owners: &[Option<Seat>], sq: Square, len: usize) -> Option<Vec<Square>> {
    Direction::ALL
        .iter()
        .map(|&d| run_through(owners, sq, d))
        .filter(|r| r.len() >= len)
        .max_by_key(|r| r.len())
}

/// Every maximal run of three or more tokens of one colour, in every direction, with its points
/// (`points(len)`); a token may count in several directions.
pub fn scoring_runs(owners: &[Option<Seat>], points: impl Fn(usize) -> i32) -> Vec<Run> {
    let mut out = Vec::new();
    for dir in Direction::ALL {
        let step = dir.step();
        for sq in 0..owners.len() as Square {
            let Some(seat) = owners[sq as usize] else { continue };
            // Only start at the first square of a run.
            if offset(sq, step, -1).is_some_and(|p| owners[p as usize] == Some(seat)) {
                continue;
            }
            let mut squares = vec![sq];
            while let Some(n) = offset(*squares.last().expect("not empty"), step, 1) {
                if owners[n as usize] != Some(seat) {
                    break;
                }
                squares.push(n);
            }
            if squares.len() >= 3 {
                let p = points(squares.len());
                out.push(Run { seat, direction: dir, squares, points: p });
            }
        }
    }
    out
}

/// Points per seat from the runs (no bonus).
pub fn scores(owners: &[Option<Seat>], players: usize, points: impl Fn(usize) -> i32) -> Vec<i32> {
    let mut s = vec![0; players];
    for r in scoring_runs(owners, points) {
        s[r.seat] += r.points;
    }
    s
}
