//! Errors returned by the rules: an illegal action never changes the state.

use crate::level::LevelError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What kind of mistake an action or request made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleErrorKind {
    /// The action is not legal in this position.
    Illegal,
    /// It is not this seat's turn, or the match waits for a different kind of decision.
    WrongPhase,
    /// The match is over.
    GameOver,
    /// A configuration, level or request is malformed.
    BadInput,
}

/// An action or request the rules refused, with a sentence that says why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    pub kind: RuleErrorKind,
    pub message: String,
    /// For a level file that could not be read or is not valid: the file, line and column, as
    /// [`LevelError`] gives them (`message` is its one-line form).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Box<LevelError>>,
}

impl RuleError {
    pub fn illegal(message: impl Into<String>) -> Self {
        Self { kind: RuleErrorKind::Illegal, message: message.into(), level: None }
    }
    pub fn wrong_phase(message: impl Into<String>) -> Self {
        Self { kind: RuleErrorKind::WrongPhase, message: message.into(), level: None }
    }
    pub fn game_over() -> Self {
        Self { kind: RuleErrorKind::GameOver, message: "the match is over".into(), level: None }
    }
    pub fn bad_input(message: impl Into<String>) -> Self {
        Self { kind: RuleErrorKind::BadInput, message: message.into(), level: None }
    }
}

/// A bad level is bad input that keeps its place in the file.
impl From<LevelError> for RuleError {
    fn from(e: LevelError) -> Self {
        Self { kind: RuleErrorKind::BadInput, message: e.to_string(), level: Some(Box::new(e)) }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}: {}", self.kind, self.message)
    }
}

impl std::error::Error for RuleError {}
