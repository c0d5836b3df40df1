//! The board, the tribes and the options of Morfals, as read from `levels/morfals/*.ron`.

use crate::level::{self, LevelError};
use serde::{Deserialize, Serialize};

/// The dice: three of them, faces 1 to 3, so sums run from 3 to 9.
pub const DICE: usize = 3;
pub const FACES: u8 = 3;
pub const MIN_SUM: u8 = DICE as u8;
pub const MAX_SUM: u8 = DICE as u8 * FACES;

/// A figure's looks. The four characters play alike; the front end shows them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Character {
    Man,
    Woman,
    Elder,
    Girl,
}

impl Character {
    /// One letter for the text picture.
    pub fn letter(self) -> char {
        match self {
            Character::Man => 'M',
            Character::Woman => 'W',
            Character::Elder => 'E',
            Character::Girl => 'G',
        }
    }
}

/// One tribe: its name and its figures, in reserve order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tribe {
    pub name: String,
    pub figures: Vec<Character>,
}

/// Which capture walks continue from the opposite edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Wrap {
    /// Walks up and down a column continue from the other end (a published description of the
    /// game).
    Columns,
    /// Every walk wraps, in all 8 directions: the board is a torus. The seed: "dans n'importe
    /// quelle direction (…, et même par les bords du plateau opposés)".
    #[default]
    All,
    /// No walk wraps.
    None,
}

/// What an opponent's figure standing in the river does inside a sandwich.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RiverRule {
    /// It stays and the other figures of that sandwich are eaten.
    Closes,
    /// Nothing in that line is eaten.
    Blocks,
}

/// What a roll whose column is full does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FullColumn {
    /// The turn passes.
    Pass,
    /// The same player rolls again.
    RollAgain,
}

/// Who starts the next round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NextStarter {
    Loser,
    Winner,
    /// The player who did not start the round just played.
    Alternate,
}

/// The [choice]s of the rules. A level may leave any of them out to take its default.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub wrap: Wrap,
    pub river_in_sandwich: RiverRule,
    pub full_column: FullColumn,
    pub target_score: u32,
    pub next_round_starter: NextStarter,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            wrap: Wrap::All,
            river_in_sandwich: RiverRule::Closes,
            full_column: FullColumn::Pass,
            target_score: 20,
            next_round_starter: NextStarter::Loser,
        }
    }
}

/// A Morfals level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub name: String,
    pub rows: u8,
    /// Column labels, left to right; each is the dice sum that places a figure there.
    pub columns: Vec<u8>,
    /// Labels of the river columns.
    pub river: Vec<u8>,
    pub tribes: Vec<Tribe>,
    #[serde(default)]
    pub options: Options,
}

/// A check that failed: what is wrong, and a piece of the level text to point at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invalid {
    pub needle: String,
    pub message: String,
}

impl Config {
    /// The standard level, built in.
    pub fn standard() -> Self {
        Self::builtin("standard").expect("the standard level is built in and valid")
    }

    /// A built-in level by variant name ("standard").
    pub fn builtin(variant: &str) -> Result<Self, LevelError> {
        <super::Morfals as crate::game::Game>::builtin_config(variant)
    }

    /// Parse and check a level's text; errors name `file`, line and column.
    pub fn from_level(file: &str, text: &str) -> Result<Self, LevelError> {
        let config: Self = level::parse(file, text)?;
        config.validate().map_err(|e| LevelError::at_text(file, text, &e.needle, e.message))?;
        Ok(config)
    }

    /// Read and check a level file.
    pub fn load(path: &std::path::Path) -> Result<Self, LevelError> {
        let file = path.display().to_string();
        let text = level::read(path)?;
        Self::from_level(&file, &text)
    }

    /// The checks that parsing cannot make.
    pub fn validate(&self) -> Result<(), Invalid> {
        let bad = |needle: &str, message: String| Err(Invalid { needle: needle.to_string(), message });
        if !(2..=26).contains(&self.rows) {
            return bad("rows:", format!("rows must be 2 to 26, not {}", self.rows));
        }
        let mut labels = self.columns.clone();
        labels.sort_unstable();
        if labels != (MIN_SUM..=MAX_SUM).collect::<Vec<_>>() {
            return bad(
                "columns:",
                format!(
                    "columns must be the dice sums {MIN_SUM} to {MAX_SUM}, each once, not {:?}",
                    self.columns
                ),
            );
        }
        for r in &self.river {
            if !self.columns.contains(r) {
                return bad("river:", format!("river column {r} is not a column"));
            }
        }
        if self.tribes.len() != 2 {
            return bad("tribes:", format!("there must be 2 tribes, not {}", self.tribes.len()));
        }
        let squares = self.rows as usize * self.columns.len();
        for t in &self.tribes {
            if t.name.trim().is_empty() {
                return bad("name: \"", "a tribe needs a name".into());
            }
            // Both reserves must fit on the board with a square to spare, or a round could stall.
            if t.figures.is_empty() || 2 * t.figures.len() >= squares {
                return bad(
                    &format!("{:?}", t.name),
                    format!(
                        "tribe {} has {} figures: it needs 1 to {}",
                        t.name,
                        t.figures.len(),
                        (squares - 1) / 2
                    ),
                );
            }
        }
        if self.options.target_score == 0 {
            return bad("target_score:", "target_score must be at least 1".into());
        }
        Ok(())
    }

    /// The index (left to right) of the column labelled `label`.
    pub fn column_index(&self, label: u8) -> Option<usize> {
        self.columns.iter().position(|&c| c == label)
    }

    pub fn is_river(&self, label: u8) -> bool {
        self.river.contains(&label)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_level_is_the_sheet() {
        let c = Config::standard();
        assert_eq!(c.rows, 7);
        assert_eq!(c.columns, vec![3, 4, 5, 6, 7, 8, 9]);
        assert_eq!(c.river, vec![6]);
        assert_eq!(c.tribes[0].name, "Jusqualos");
        assert_eq!(c.tribes[1].name, "Sang-Zarète");
        for t in &c.tribes {
            assert_eq!(t.figures.len(), 12);
            for ch in [Character::Man, Character::Woman, Character::Elder, Character::Girl] {
                assert_eq!(t.figures.iter().filter(|&&f| f == ch).count(), 3, "{ch:?}");
            }
        }
        assert_eq!(c.options, Options::default());
    }

    #[test]
    fn a_bad_level_names_the_line() {
        let (_, text) = level::builtin("morfals", "standard").unwrap();
        let bad = text.replace("river: [6]", "river: [12]");
        let e = Config::from_level("x.ron", &bad).unwrap_err();
        assert_eq!(e.file, "x.ron");
        assert!(e.message.contains("river column 12"), "{e}");
        let line = text.lines().position(|l| l.trim_start().starts_with("river:")).unwrap() + 1;
        assert_eq!(e.line, Some(line));

        let bad = text.replace("[3, 4, 5, 6, 7, 8, 9]", "[3, 4, 5, 6, 7, 8, 8]");
        let e = Config::from_level("x.ron", &bad).unwrap_err();
        assert!(e.message.contains("dice sums"), "{e}");
        assert!(e.line.is_some());

        let bad = text.replace("target_score: 20", "target_score: -1");
        let e = Config::from_level("x.ron", &bad).unwrap_err();
        assert!(e.line.is_some(), "a parse error has a place too: {e}");
    }
}
