//! A client's side of a match: a stand-in of the match built from its own seat's view, kept in
//! step with the server's decisions. It never decides anything for the match; it asks.

use super::check::to_payload;
use super::message::Payload;
use super::protocol::ToServer;
use crate::error::RuleError;
use crate::game::{Game, Seat};
use std::fmt;

/// Why a message from the server could not be taken in.
#[derive(Debug, Clone, PartialEq)]
pub enum GuestError {
    /// A value that is not this game's (action, event or view).
    Unreadable(String),
    /// A decision that does not follow the last one the client has (`have` decisions).
    OutOfStep { have: u64, got: u64 },
    /// The stand-in could not be built or refused the decision.
    Rules(RuleError),
}

impl fmt::Display for GuestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuestError::Unreadable(e) => write!(f, "the server sent something this game cannot read: {e}"),
            GuestError::OutOfStep { have, got } => {
                write!(f, "the server sent decision {got} after decision {have}")
            }
            GuestError::Rules(e) => write!(f, "the server's table does not follow the rules here: {e}"),
        }
    }
}

impl std::error::Error for GuestError {}

/// The table as a client holds it.
#[derive(Debug, Clone)]
pub struct Guest<G: Game> {
    pub seat: Seat,
    /// Decisions made in the match so far.
    pub actions: u64,
    /// The stand-in: the match as this seat sees it, hidden parts dealt from the server's seed.
    pub state: G,
}

fn read<T: serde::de::DeserializeOwned>(value: &Payload) -> Result<T, GuestError> {
    serde_json::from_value(value.clone()).map_err(|e| GuestError::Unreadable(e.to_string()))
}

impl<G: Game> Guest<G> {
    /// The table the server sent ([`super::protocol::ToClient::Table`]): the seat's view after
    /// `actions` decisions and the seed of the stand-in's hidden parts.
    pub fn from_table(seat: Seat, actions: u64, view: &Payload, seed: u64) -> Result<Self, GuestError> {
        let view: G::View = read(view)?;
        let state = G::stand_in(&view, seed).map_err(GuestError::Rules)?;
        Ok(Self { seat, actions, state })
    }

    /// Take in the server's `actions`-th decision ([`super::protocol::ToClient::Update`]): the
    /// action, the events to show, and the state after it (played on the stand-in, or built anew
    /// from the view when the server sent one).
    pub fn update(
        &mut self,
        actions: u64,
        action: &Payload,
        events: &[Payload],
        view: Option<&(Payload, u64)>,
    ) -> Result<(G::Action, Vec<G::Event>), GuestError> {
        if actions != self.actions + 1 {
            return Err(GuestError::OutOfStep { have: self.actions, got: actions });
        }
        let action: G::Action = read(action)?;
        let events = events.iter().map(read).collect::<Result<Vec<G::Event>, _>>()?;
        let state = match view {
            Some((view, seed)) => {
                let view: G::View = read(view)?;
                G::stand_in(&view, *seed).map_err(GuestError::Rules)?
            }
            None => {
                let mut state = self.state.clone();
                state.play(action.clone()).map_err(GuestError::Rules)?;
                state
            }
        };
        self.state = state;
        self.actions = actions;
        Ok((action, events))
    }

    /// The message that asks the server for `action`, at this moment of the match.
    pub fn decide(&self, action: &G::Action, throw: Option<[f32; 3]>) -> ToServer {
        ToServer::Decide { at: self.actions, action: to_payload(action), throw }
    }
}
