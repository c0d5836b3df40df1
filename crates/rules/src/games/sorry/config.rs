//! The variant: board plus every option of the rules, read from a level file.

use super::board::{Board, Problem};
use crate::level::{self, LevelError};
use serde::{Deserialize, Serialize};

/// How a turn is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Draw the top card, move by it.
    Standard,
    /// Play for points: hands of cards, one pawn starts on the circle, scores at the end.
    Points,
}

/// Who plays first in a new match (a rematch follows `winner_plays_first` instead).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum WhoStarts {
    /// The seed's "highest card draw": every seat draws one card from the shuffled deck, the
    /// highest number starts (SORRY! counts as 0), tied seats draw again; then the cards go back
    /// and the deck is reshuffled.
    #[default]
    HighestCard,
    /// Red (seat 0) starts.
    Red,
}

/// How the winner's bonus in play-for-points adds up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bonus {
    /// Only the highest bonus that applies (25, 50 or 100).
    Highest,
    /// Every bonus that applies, added together.
    Cumulative,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub name: String,
    pub board: Board,
    #[serde(default = "standard")]
    pub mode: Mode,
    /// Red + Yellow against Blue + Green, four players; partners move each other's pawns.
    #[serde(default)]
    pub teams: bool,
    /// 2013 cards: SORRY! may move a pawn 4 forward, any card starts a pawn, the 2 does not
    /// draw again.
    #[serde(default)]
    pub modern_cards: bool,
    /// How many pawns a 7 may be split among (2 by the standard rules; up to 8 lets a team split
    /// it among any of its pawns).
    #[serde(default = "two")]
    pub seven_split_pawns: u8,
    /// Whether the opponent's pawn that an 11 swap puts on your old square slides too.
    #[serde(default)]
    pub swapped_pawn_slides: bool,
    /// Who plays first in a new match: a card draw (the default) or Red.
    #[serde(default)]
    pub who_starts: WhoStarts,
    /// In a rematch, the winner plays first (otherwise the seat after the last first player).
    #[serde(default = "yes")]
    pub winner_plays_first: bool,
    /// Cards in hand in play-for-points.
    #[serde(default = "five")]
    pub hand_size: u8,
    #[serde(default = "highest")]
    pub points_bonus: Bonus,
}

fn standard() -> Mode {
    Mode::Standard
}
fn two() -> u8 {
    2
}
fn five() -> u8 {
    5
}
fn yes() -> bool {
    true
}
fn highest() -> Bonus {
    Bonus::Highest
}

impl Config {
    /// Parse and check a level file's text; errors name the file, line and column.
    pub fn from_level(file: &str, text: &str) -> Result<Config, LevelError> {
        let config: Config = level::parse(file, text)?;
        config.validate().map_err(|(needle, msg)| LevelError::at_text(file, text, &needle, msg))?;
        Ok(config)
    }

    /// A built-in level ("standard", "teams", "points", "modern").
    pub fn builtin(variant: &str) -> Result<Config, LevelError> {
        <super::Sorry as crate::game::Game>::builtin_config(variant)
    }

    pub fn validate(&self) -> Result<(), Problem> {
        self.board.validate()?;
        if !(1..=8).contains(&self.seven_split_pawns) {
            return Err((
                "seven_split_pawns".into(),
                format!("seven_split_pawns must be 1 to 8, not {}", self.seven_split_pawns),
            ));
        }
        if !(1..=10).contains(&self.hand_size) {
            return Err(("hand_size".into(), format!("hand_size must be 1 to 10, not {}", self.hand_size)));
        }
        if self.teams && self.mode == Mode::Points {
            return Err(("teams".into(), "teams cannot be combined with play for points".into()));
        }
        Ok(())
    }

    /// The check `Game::new` runs: the same messages, pointing into this config written as RON.
    pub fn check(&self) -> Result<(), LevelError> {
        self.validate().map_err(|(needle, msg)| {
            let text =
                ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default();
            LevelError::at_text(format!("sorry config {:?}", self.name), &text, &needle, msg)
        })
    }
}
