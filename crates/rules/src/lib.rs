//! The rules core of Parlour: pure, deterministic, serialisable game rules.
//!
//! Every game implements [`Game`]: a match is a value (`State`) with an explicit phase,
//! `legal_actions` and `apply`, which returns events or a [`RuleError`] and leaves the state
//! untouched on error. Chance comes from a seeded [`GameRng`] stored in the state, or from a
//! caller-supplied [`Chance`] source (tests, replays). Boards and variants are RON level files.
//! Nothing here depends on Bevy.

pub mod chance;
pub mod clock;
pub mod data_dir;
pub mod dynmatch;
pub mod engine;
pub mod error;
pub mod files;
#[cfg(not(target_arch = "wasm32"))]
pub mod fuzz;
pub mod game;
pub mod games;
pub mod learn;
pub mod level;
pub mod online;
pub mod tournament;

pub use chance::{Chance, GameRng, Scripted};
pub use dynmatch::{DynMatch, MatchSpec};
pub use error::{RuleError, RuleErrorKind};
pub use game::{BOT_LEVELS, Game, Outcome, Seat};
pub use level::LevelError;
