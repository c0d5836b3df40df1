//! The variant: board geometry and rule options, read from `levels/morris/*.ron`.

use crate::level::LevelError;
use serde::{Deserialize, Serialize};

/// What closing a mill does: how many men a move that closes several mills at once removes, or
/// whether a mill wins outright.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MultiMill {
    /// One man, however many mills closed (the usual rule).
    One,
    /// One man per mill closed (two for a double mill).
    PerMill,
    /// A mill wins the match at once, in the placing phase too, and nothing is ever removed
    /// (Three Men's Morris).
    Wins,
}

/// A Morris board and its rules. Point numbers are indices into `points`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub name: String,
    /// Side of the square lattice the points sit on (7 for the 24-point board). Names the
    /// points algebraically: files a.. from the left, ranks 1.. from the bottom.
    pub lattice: u8,
    /// Each point's `(row, column)` on the lattice, row 0 at the top.
    pub points: Vec<(u8, u8)>,
    /// Each point's neighbours along a line: where a man may slide.
    pub adjacent: Vec<Vec<u8>>,
    /// The lines whose points, all held by one player, make a mill.
    pub mills: Vec<Vec<u8>>,
    /// Men per player.
    pub men: u8,
    /// A player with exactly `fly_at` men may move a man to any empty point.
    #[serde(default = "yes")]
    pub flying: bool,
    #[serde(default = "three")]
    pub fly_at: u8,
    #[serde(default = "one")]
    pub multi_mill: MultiMill,
    /// Whether lines that run diagonally on the lattice count: `false` drops every diagonal
    /// neighbour and mill of `adjacent` and `mills` when the level is read. Written only when
    /// off, so saves of the other boards keep their format.
    #[serde(default = "yes", skip_serializing_if = "Clone::clone")]
    pub diagonals: bool,
    /// Draw when the same position with the same player to move occurs this many times.
    #[serde(default)]
    pub repetition: Option<u8>,
    /// Draw after this many moves by each player in the moving phase without a removal.
    #[serde(default)]
    pub no_removal_moves: Option<u32>,
    /// Draw after this many turns in all (a turn is a placement or a move with its removals).
    #[serde(default)]
    pub turn_cap: Option<u32>,
    /// Draw when both players are down to `fly_at` men and this many moves by each pass
    /// without a removal (Morabaraba's ten-move rule).
    #[serde(default)]
    pub endgame_moves: Option<u32>,
    /// Draw when the placing phase fills the board (Twelve Men's Morris); otherwise the player
    /// to move is blocked and loses.
    #[serde(default)]
    pub full_board_draw: bool,
    /// A man whose move broke one mill and closed another may not, on its owner's next move,
    /// go straight back if that closes a mill again (Morabaraba's Generally Accepted Rules).
    #[serde(default)]
    pub no_mill_return: bool,
}

fn yes() -> bool {
    true
}
fn three() -> u8 {
    3
}
fn one() -> MultiMill {
    MultiMill::One
}

/// A check that failed after parsing: the text to point at in the file, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigProblem {
    pub field: &'static str,
    pub message: String,
}

impl Config {
    /// The most points a board may have: men are kept in `u32` bitboards.
    pub const MAX_POINTS: usize = 32;
    /// The most mills a board may have (a `u64` mask of mills).
    pub const MAX_MILLS: usize = 64;

    /// Parse and check a level file's text; `file` names it in errors.
    pub fn from_level(file: &str, text: &str) -> Result<Self, LevelError> {
        let config = crate::level::parse::<Self>(file, text)?.straightened();
        config.validate().map_err(|p| LevelError::at_text(file, text, p.field, p.message))?;
        Ok(config)
    }

    /// A built-in variant ("nine", "six", "twelve", "morabaraba").
    pub fn builtin(variant: &str) -> Result<Self, LevelError> {
        <super::Morris as crate::game::Game>::builtin_config(variant)
    }

    /// Whether a mill wins the match (`multi_mill: Wins`).
    #[inline]
    pub fn mill_wins(&self) -> bool {
        self.multi_mill == MultiMill::Wins
    }

    /// The board without its diagonal lines when `diagonals` is off (unchanged otherwise): the
    /// engine, the bots and the table read only `adjacent` and `mills`.
    pub fn straightened(mut self) -> Self {
        if self.diagonals {
            return self;
        }
        let straight = |a: u8, b: u8| !self.diagonal(a, b);
        let adjacent = (0..self.adjacent.len())
            .map(|p| self.adjacent[p].iter().copied().filter(|&q| straight(p as u8, q)).collect())
            .collect();
        // A mill stays when each of its points is in its first point's row or column.
        let mills =
            self.mills.iter().filter(|mill| mill.iter().all(|&q| straight(mill[0], q))).cloned().collect();
        self.adjacent = adjacent;
        self.mills = mills;
        self
    }

    /// Whether points `a` and `b` lie corner to corner on the lattice (neither in a row nor in
    /// a column); points the board does not have are not.
    pub fn diagonal(&self, a: u8, b: u8) -> bool {
        match (self.points.get(a as usize), self.points.get(b as usize)) {
            (Some((ra, ca)), Some((rb, cb))) => ra != rb && ca != cb,
            _ => false,
        }
    }

    /// Whether any line of the board runs corner to corner.
    pub fn has_diagonal_lines(&self) -> bool {
        self.adjacent.iter().enumerate().any(|(p, near)| near.iter().any(|&q| self.diagonal(p as u8, q)))
    }

    /// Every check a level must pass; the engine relies on them (sizes fit the bitboards,
    /// adjacency is symmetric, the placing phase can finish).
    pub fn validate(&self) -> Result<(), ConfigProblem> {
        let bad = |field: &'static str, message: String| Err(ConfigProblem { field, message });
        let n = self.points.len();
        if !(2..=26).contains(&self.lattice) {
            return bad("lattice", format!("lattice must be 2..=26, got {}", self.lattice));
        }
        if !(3..=Self::MAX_POINTS).contains(&n) {
            return bad("points", format!("a board needs 3..={} points, got {n}", Self::MAX_POINTS));
        }
        for (i, &(r, c)) in self.points.iter().enumerate() {
            if r >= self.lattice || c >= self.lattice {
                return bad(
                    "points",
                    format!("point {i} at ({r}, {c}) is off the {0}x{0} lattice", self.lattice),
                );
            }
            if self.points[..i].contains(&(r, c)) {
                return bad("points", format!("point {i} at ({r}, {c}) repeats an earlier point"));
            }
        }
        if self.adjacent.len() != n {
            return bad(
                "adjacent",
                format!("adjacent lists {} points, the board has {n}", self.adjacent.len()),
            );
        }
        for (p, list) in self.adjacent.iter().enumerate() {
            for (k, &q) in list.iter().enumerate() {
                let q = q as usize;
                if q >= n {
                    return bad("adjacent", format!("point {p} has neighbour {q}, which is not a point"));
                }
                if q == p {
                    return bad("adjacent", format!("point {p} is listed as its own neighbour"));
                }
                if list[..k].contains(&(q as u8)) {
                    return bad("adjacent", format!("point {p} lists neighbour {q} twice"));
                }
                if !self.adjacent[q].contains(&(p as u8)) {
                    return bad(
                        "adjacent",
                        format!("point {p} lists {q} as a neighbour but {q} does not list {p}"),
                    );
                }
            }
        }
        if self.mills.is_empty() || self.mills.len() > Self::MAX_MILLS {
            return bad(
                "mills",
                format!("a board needs 1..={} mills, got {}", Self::MAX_MILLS, self.mills.len()),
            );
        }
        let sorted: Vec<Vec<u8>> = self
            .mills
            .iter()
            .map(|m| {
                let mut s = m.clone();
                s.sort_unstable();
                s
            })
            .collect();
        for (i, mill) in self.mills.iter().enumerate() {
            if mill.len() < 2 {
                return bad("mills", format!("mill {i} has {} points; a mill needs at least 2", mill.len()));
            }
            for (k, &p) in mill.iter().enumerate() {
                if p as usize >= n {
                    return bad("mills", format!("mill {i} names point {p}, which is not a point"));
                }
                if mill[..k].contains(&p) {
                    return bad("mills", format!("mill {i} names point {p} twice"));
                }
            }
            if sorted[..i].contains(&sorted[i]) {
                return bad("mills", format!("mill {i} repeats an earlier mill"));
            }
        }
        if self.men < 3 || 2 * self.men as usize > n {
            return bad(
                "men",
                format!("men must be 3..={} on this board (both sides must fit), got {}", n / 2, self.men),
            );
        }
        if self.fly_at < 3 || self.fly_at > self.men {
            return bad("fly_at", format!("fly_at must be 3..={}, got {}", self.men, self.fly_at));
        }
        if matches!(self.repetition, Some(r) if r < 2) {
            return bad("repetition", "repetition must be at least 2 (or None)".into());
        }
        for (field, v) in [
            ("no_removal_moves", self.no_removal_moves),
            ("turn_cap", self.turn_cap),
            ("endgame_moves", self.endgame_moves),
        ] {
            if v == Some(0) {
                return bad(field, format!("{field} must be at least 1 (or None)"));
            }
        }
        Ok(())
    }
}
