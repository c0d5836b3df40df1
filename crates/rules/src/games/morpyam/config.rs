//! The variant: the grid (or Plus tile set) and every option the rule sheet leaves open.

use super::figure::Figure;
use crate::level::{self, LevelError};
use serde::{Deserialize, Serialize};

/// Squares on a side of the grid.
pub const SIDE: usize = 6;
/// Squares on the grid.
pub const SQUARES: usize = SIDE * SIDE;

/// A square, numbered row by row from the top left: `row * 6 + column`.
pub type Square = u8;

pub fn square(row: usize, col: usize) -> Square {
    (row * SIDE + col) as Square
}

pub fn row_col(sq: Square) -> (usize, usize) {
    (sq as usize / SIDE, sq as usize % SIDE)
}

/// The 36 figures of a grid, row 0 at the top. Written in a level as 6 rows of 6 figures; any
/// other shape is refused while the file is parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<Vec<Figure>>", into = "Vec<Vec<Figure>>")]
pub struct Layout(pub [Figure; SQUARES]);

impl TryFrom<Vec<Vec<Figure>>> for Layout {
    type Error = String;
    fn try_from(rows: Vec<Vec<Figure>>) -> Result<Self, String> {
        if rows.len() != SIDE {
            return Err(format!("the grid must have {SIDE} rows, found {}", rows.len()));
        }
        let mut out = [Figure::Appel; SQUARES];
        for (r, row) in rows.iter().enumerate() {
            if row.len() != SIDE {
                return Err(format!("grid row {r} must have {SIDE} squares, found {}", row.len()));
            }
            out[r * SIDE..(r + 1) * SIDE].copy_from_slice(row);
        }
        Ok(Layout(out))
    }
}

impl From<Layout> for Vec<Vec<Figure>> {
    fn from(l: Layout) -> Self {
        l.0.chunks(SIDE).map(|r| r.to_vec()).collect()
    }
}

/// How the grid comes to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum GridBuild {
    /// The layout is the printed grid (Classic, Flash).
    #[default]
    Printed,
    /// Plus: the layout's 36 squares are tiles, shuffled and shared out; after the roll-off each
    /// player in turn lays all of theirs on the empty grid.
    Tiles,
}

/// Which placements made with a MORPYAM (five equal dice) earn one more full turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ExtraTurn {
    /// Whichever square the token went on (the spec's default).
    #[default]
    AnySquare,
    /// Only when the token covered a MORPYAM square (or the APPEL square with a called MORPYAM).
    MorpyamSquareOnly,
}

/// Tokens each player starts with, by number of players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tokens {
    pub two: u8,
    pub three: u8,
    pub four: u8,
}

impl Tokens {
    pub fn for_players(&self, players: usize) -> u8 {
        match players {
            2 => self.two,
            3 => self.three,
            _ => self.four,
        }
    }
}

/// Points for a maximal run of tokens in a line at the final count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunPoints {
    pub three: i32,
    pub four_two_players: i32,
    pub four_more_players: i32,
}

impl RunPoints {
    pub fn for_run(&self, len: usize, players: usize) -> i32 {
        match len {
            0..=2 => 0,
            3 => self.three,
            _ if players == 2 => self.four_two_players,
            _ => self.four_more_players,
        }
    }
}

/// A Morpyam variant, as read from `levels/morpyam/*.ron`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub name: String,
    /// The grid, or for `build: Tiles` the tile set to share out.
    pub grid: Layout,
    #[serde(default)]
    pub build: GridBuild,
    #[serde(default = "default_tokens")]
    pub tokens: Tokens,
    /// [choice] A MORPYAM also counts as a FULL.
    #[serde(default = "yes")]
    pub full_counts_morpyam: bool,
    /// [choice] Which MORPYAM placements earn the extra turn.
    #[serde(default)]
    pub extra_turn: ExtraTurn,
    /// "KO R. D'Aversa": two MORPYAM placed in the same turn (extra turns included) win at once.
    /// From the publisher's later rules, not the rule sheets: off unless a level turns it on.
    #[serde(default)]
    pub ko_daversa: bool,
    /// Tokens of one colour in a line that end the game at once (KO).
    #[serde(default = "five")]
    pub ko_line: u8,
    #[serde(default = "default_points")]
    pub run_points: RunPoints,
    /// Bonus for the player who places their last token.
    #[serde(default = "one")]
    pub finish_bonus: i32,
    /// [choice] Safety valve: after this many full rounds in a row with no token placed the game
    /// ends and is scored without the bonus. `None` turns it off.
    #[serde(default = "ten")]
    pub idle_rounds_limit: Option<u32>,
}

fn default_tokens() -> Tokens {
    Tokens { two: 17, three: 11, four: 8 }
}
fn default_points() -> RunPoints {
    RunPoints { three: 1, four_two_players: 2, four_more_players: 3 }
}
fn yes() -> bool {
    true
}
fn five() -> u8 {
    5
}
fn one() -> i32 {
    1
}
fn ten() -> Option<u32> {
    Some(10)
}

impl Config {
    /// A config with this layout and every option at the spec's default.
    pub fn with_layout(name: &str, grid: Layout, build: GridBuild) -> Self {
        Self {
            name: name.into(),
            grid,
            build,
            tokens: default_tokens(),
            full_counts_morpyam: true,
            extra_turn: ExtraTurn::AnySquare,
            ko_daversa: false,
            ko_line: 5,
            run_points: default_points(),
            finish_bonus: 1,
            idle_rounds_limit: ten(),
        }
    }

    /// The checks that span several fields, as `(field, message)`. The shape of the grid and the
    /// BRELAN values are already checked while parsing.
    pub fn check(&self) -> Result<(), (&'static str, String)> {
        for (players, n) in [(2, self.tokens.two), (3, self.tokens.three), (4, self.tokens.four)] {
            if n == 0 || n as usize * players > SQUARES {
                return Err((
                    "tokens",
                    format!("{players} players need 1 to {} tokens each, got {n}", SQUARES / players),
                ));
            }
        }
        if !(3..=SIDE as u8).contains(&self.ko_line) {
            return Err(("ko_line", format!("ko_line must be 3 to {SIDE}, got {}", self.ko_line)));
        }
        if self.idle_rounds_limit == Some(0) {
            return Err(("idle_rounds_limit", "idle_rounds_limit must be at least 1 (or None)".into()));
        }
        if let Some(f) = self.grid.0.iter().find(|f| matches!(f, Figure::Brelan(v) if !(1..=6).contains(v))) {
            return Err(("grid", format!("{f:?}: BRELAN value must be 1 to 6")));
        }
        Ok(())
    }
}

impl Config {
    /// Read a level's text (`file` names it in errors): parse, then check, pointing at the field.
    pub fn from_level(file: &str, text: &str) -> Result<Config, LevelError> {
        let config: Config = level::parse(file, text)?;
        config.check().map_err(|(field, msg)| LevelError::at_text(file, text, field, msg))?;
        Ok(config)
    }

    /// A built-in level by variant name ("classic", "flash", "plus").
    pub fn builtin(variant: &str) -> Result<Config, LevelError> {
        <super::Morpyam as crate::game::Game>::builtin_config(variant)
    }
}
