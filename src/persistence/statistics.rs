//! The player's record: per game, variant and opponent (a computer level, or people), the
//! matches played, won, lost and drawn, the current and best run of wins, and their length.
//! One versioned document in the store beside the saves and replays (`statistics.ron`, local
//! storage in the browser); a broken one is set aside and the record starts again, with a
//! notice. Only finished matches count, once each, from the side of the first person at the
//! table; replays never count (the match layer decides what a finished match is).

use super::document::{self, Kind};
use super::store::Store;
use serde::{Deserialize, Serialize};

pub const FILE: &str = "statistics.ron";
/// The format this build writes.
pub const VERSION: u32 = 1;
const KIND: Kind = Kind { name: "statistics", version: VERSION };

/// How a finished match went for the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Result {
    Won,
    Lost,
    Drawn,
}

/// A finished match, as the record counts it.
#[derive(Debug, Clone, PartialEq)]
pub struct Finished {
    /// The game's id ("morris") and the variant's ("nine").
    pub game: String,
    pub variant: String,
    /// "people" when another person played, else the strongest computer level ("hard").
    pub opponent: String,
    pub result: Result,
    /// Decisions in the match.
    pub length: u32,
}

/// One line of the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Line {
    pub game: String,
    pub variant: String,
    pub opponent: String,
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    /// Wins in a row up to the last match.
    pub streak: u32,
    pub best_streak: u32,
    /// Decisions of all the matches together (for the average length).
    pub decisions: u64,
}

impl Line {
    /// The average match length in decisions, rounded.
    pub fn average_length(&self) -> u32 {
        if self.played == 0 {
            0
        } else {
            ((self.decisions + self.played as u64 / 2) / self.played as u64) as u32
        }
    }
}

/// The whole record.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Statistics {
    #[serde(default)]
    pub version: u32,
    pub lines: Vec<Line>,
}

impl Statistics {
    /// Count one finished match.
    pub fn add(&mut self, f: &Finished) {
        let at = self
            .lines
            .iter()
            .position(|l| (&l.game, &l.variant, &l.opponent) == (&f.game, &f.variant, &f.opponent));
        let i = at.unwrap_or_else(|| {
            self.lines.push(Line {
                game: f.game.clone(),
                variant: f.variant.clone(),
                opponent: f.opponent.clone(),
                played: 0,
                won: 0,
                lost: 0,
                drawn: 0,
                streak: 0,
                best_streak: 0,
                decisions: 0,
            });
            self.lines.len() - 1
        });
        let line = &mut self.lines[i];
        line.played += 1;
        line.decisions += f.length as u64;
        match f.result {
            Result::Won => {
                line.won += 1;
                line.streak += 1;
                line.best_streak = line.best_streak.max(line.streak);
            }
            Result::Lost => {
                line.lost += 1;
                line.streak = 0;
            }
            Result::Drawn => {
                line.drawn += 1;
                line.streak = 0;
            }
        }
    }

    /// The document's text.
    pub fn text(&self) -> std::result::Result<String, ron::Error> {
        let pretty = ron::ser::PrettyConfig::default().compact_arrays(true);
        ron::ser::to_string_pretty(&Statistics { version: VERSION, lines: self.lines.clone() }, pretty)
    }

    /// A record's text as [`load`] reads it (tools, tests).
    pub fn from_text(text: &str) -> std::result::Result<Statistics, String> {
        document::from_text(text, KIND, |text, _| document::parse_ron(text))
    }
}

/// The record in `store`: empty when there is none. A broken one is set aside and the error
/// says where it was (the record then starts again).
pub fn load(store: &Store) -> std::result::Result<Statistics, String> {
    document::read(store, FILE, KIND, |text, _| document::parse_ron(text)).map(Option::unwrap_or_default)
}

pub fn save(store: &Store, statistics: &Statistics) -> std::io::Result<()> {
    store.write(FILE, &statistics.text().map_err(std::io::Error::other)?)
}

/// Count `finished` in the record kept in `store`. A broken record is set aside first and the
/// problem returned beside the new record's fate, so the caller can tell the player.
pub fn record(store: &Store, finished: &Finished) -> std::result::Result<(), String> {
    let (mut statistics, problem) = match load(store) {
        Ok(s) => (s, None),
        Err(e) => (Statistics::default(), Some(e)),
    };
    statistics.add(finished);
    let written = save(store, &statistics).map_err(|e| format!("{}: {e}", store.location(FILE)));
    match (problem, written) {
        (None, r) => r,
        (Some(p), Ok(())) => Err(p),
        (Some(p), Err(e)) => Err(format!("{p}; {e}")),
    }
}

/// Forget the whole record.
pub fn reset(store: &Store) -> std::io::Result<()> {
    store.remove(FILE)
}
