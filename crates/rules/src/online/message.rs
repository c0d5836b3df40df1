//! What the server and a client tell each other of a match whatever the game. A game's actions,
//! events and views travel as JSON values: the messages are the same for every game, and each
//! side reads them as the game's own types once it knows the game (a value of the wrong shape is
//! refused like any unreadable message).

use serde::{Deserialize, Serialize};

/// A game's action, event or view, as JSON.
pub type Payload = serde_json::Value;

/// Why the server refused a decision. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// It is not that seat's turn.
    NotYourTurn,
    /// The decision was for another moment of the match (`now` decisions have been made).
    Stale { now: u64 },
    /// The rules do not allow it (their reason).
    Illegal(String),
    /// It is not an action of this game.
    Unreadable(String),
    /// The match is over.
    Over,
}

/// Why the server gave a client no seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoSeat {
    /// Every seat for a person is taken by someone else.
    Full,
    /// The client's message was of another version of the protocol (a client of that version
    /// cannot read this either: its decoder names both versions).
    Version,
}
