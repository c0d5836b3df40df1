//! A match of any game behind one object-safe interface, speaking JSON values. The engine
//! protocol and the game's save files use it; the Bevy app uses the typed games directly.

use crate::error::RuleError;
use crate::game::{Game, Outcome, Seat};
use crate::level;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How to start a match: which game, which variant (a built-in level or a level file), option
/// overrides on top of that level, how many players, and the seed of the match's RNG.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MatchSpec {
    pub game: String,
    /// A built-in variant name ("nine", "classic"…). Ignored when `level` is given.
    #[serde(default)]
    pub variant: Option<String>,
    /// A path to a RON level file.
    #[serde(default)]
    pub level: Option<String>,
    /// Fields that replace the level's own (e.g. `{"flying": false}`).
    #[serde(default)]
    pub options: Option<Value>,
    #[serde(default = "two")]
    pub players: usize,
    #[serde(default)]
    pub seed: u64,
}

fn two() -> usize {
    2
}

impl MatchSpec {
    pub fn new(game: &str, variant: &str, players: usize, seed: u64) -> Self {
        Self { game: game.into(), variant: Some(variant.into()), level: None, options: None, players, seed }
    }

    /// The variant's configuration: the level (file or built-in) with the option overrides. A bad
    /// level file is an error whose `level` keeps the file, line and column.
    pub fn config<G: Game>(&self) -> Result<G::Config, RuleError> {
        let config: G::Config = match (&self.level, &self.variant) {
            (Some(path), _) => {
                level::read(std::path::Path::new(path)).and_then(|text| G::load_config(path, &text))
            }
            (None, Some(v)) => {
                let (file, text) = level::builtin(G::ID, v).ok_or_else(|| {
                    RuleError::bad_input(format!(
                        "{} has no variant {v:?} (known: {})",
                        G::ID,
                        level::variants(G::ID).join(", ")
                    ))
                })?;
                G::load_config(file, text)
            }
            (None, None) => {
                let v = level::variants(G::ID);
                let first =
                    v.first().ok_or_else(|| RuleError::bad_input(format!("{} has no levels", G::ID)))?;
                let (file, text) = level::builtin(G::ID, first).expect("listed variant exists");
                G::load_config(file, text)
            }
        }?;
        match &self.options {
            None => Ok(config),
            Some(overrides) => {
                let mut value =
                    serde_json::to_value(&config).map_err(|e| RuleError::bad_input(e.to_string()))?;
                merge(&mut value, overrides)?;
                serde_json::from_value(value).map_err(|e| RuleError::bad_input(format!("options: {e}")))
            }
        }
    }
}

/// Replace the fields of `base` named in `overrides`, recursively for nested objects. An unknown
/// field is an error, so a typo in an option never goes unnoticed.
fn merge(base: &mut Value, overrides: &Value) -> Result<(), RuleError> {
    match (base, overrides) {
        (Value::Object(b), Value::Object(o)) => {
            for (k, v) in o {
                let slot = b
                    .get_mut(k)
                    .ok_or_else(|| RuleError::bad_input(format!("options: unknown field {k:?}")))?;
                if slot.is_object() && v.is_object() {
                    merge(slot, v)?;
                } else {
                    *slot = v.clone();
                }
            }
            Ok(())
        }
        _ => Err(RuleError::bad_input("options must be an object")),
    }
}

/// A match of any game, with actions, events and states as JSON values.
pub trait DynMatch: Send {
    fn game_id(&self) -> &'static str;
    fn players(&self) -> usize;
    fn to_act(&self) -> Option<Seat>;
    fn legal_json(&self) -> Vec<Value>;
    fn apply_json(&mut self, action: &Value) -> Result<Vec<Value>, RuleError>;
    fn outcome(&self) -> Option<Outcome>;
    fn state_json(&self) -> Value;
    fn view_json(&self, seat: Seat) -> Value;
    fn dump(&self) -> String;
    /// A computer player's action for the seat to act, from that seat's view only.
    fn bot_json(&self, level: &str, seed: u64) -> Result<Value, RuleError>;
}

impl<G: Game + Send> DynMatch for G {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn players(&self) -> usize {
        Game::players(self)
    }
    fn to_act(&self) -> Option<Seat> {
        Game::to_act(self)
    }
    fn legal_json(&self) -> Vec<Value> {
        self.legal_actions().iter().map(|a| serde_json::to_value(a).expect("actions serialise")).collect()
    }
    fn apply_json(&mut self, action: &Value) -> Result<Vec<Value>, RuleError> {
        let action: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| RuleError::bad_input(format!("not a {} action: {e}", G::ID)))?;
        let events = self.apply(action)?;
        Ok(events.iter().map(|e| serde_json::to_value(e).expect("events serialise")).collect())
    }
    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }
    fn state_json(&self) -> Value {
        serde_json::to_value(self).expect("states serialise")
    }
    fn view_json(&self, seat: Seat) -> Value {
        serde_json::to_value(self.view(seat)).expect("views serialise")
    }
    fn dump(&self) -> String {
        Game::dump(self)
    }
    fn bot_json(&self, level: &str, seed: u64) -> Result<Value, RuleError> {
        let seat = Game::to_act(self).ok_or_else(RuleError::game_over)?;
        let action = G::bot_action(&self.view(seat), level, seed)?;
        Ok(serde_json::to_value(action).expect("actions serialise"))
    }
}
