//! What a tournament plays: how many games, from which seed, and who enters.

use crate::error::RuleError;
use serde::Serialize;

/// An entrant that picks uniformly among the legal actions itself, so every game has a baseline
/// even before it has bots.
pub const UNIFORM: &str = "uniform";

/// The entrant that is a player outside the process (see [`super::External`]).
pub const EXTERNAL: &str = "engine";

/// What to play: how many games, from which seed, and who sits where.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Settings {
    pub games: usize,
    pub seed: u64,
    pub players: usize,
    /// Bot levels ("hard", "medium"…, [`UNIFORM`] or [`EXTERNAL`]); the same level may enter
    /// twice.
    pub entrants: Vec<String>,
    /// Actions after which a game is stopped and scored as a draw.
    pub move_cap: usize,
    /// Games played at once (each game is deterministic, so the table does not depend on it;
    /// only the decision times do).
    pub threads: usize,
}

impl Settings {
    /// `Ok` when there is something to play: at least one entrant and one seat.
    pub fn check(&self) -> Result<(), RuleError> {
        if self.entrants.is_empty() {
            return Err(RuleError::bad_input("a tournament needs at least one entrant"));
        }
        if self.players == 0 {
            return Err(RuleError::bad_input("a game needs at least one player"));
        }
        Ok(())
    }
}
