//! The messages of a room. A game's actions, events and views travel as JSON values: the room's
//! messages are the same for every game, and each side reads them as the game's own types once
//! it knows the game (a value of the wrong shape is refused like any unreadable message).

use crate::game::Seat;
use serde::{Deserialize, Serialize};

/// A game's action, event or view, as JSON.
pub type Payload = serde_json::Value;

/// Who sits at a seat, as every peer of the room sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sitter {
    /// A person at the host's screen.
    Host,
    /// A computer player of this level (run by the host).
    Computer(String),
    /// A person elsewhere: their name once someone took the seat, and whether they are
    /// connected now.
    Remote { name: Option<String>, connected: bool },
}

impl Sitter {
    /// A remote seat nobody has taken yet.
    pub const FREE: Sitter = Sitter::Remote { name: None, connected: false };

    pub fn is_remote(&self) -> bool {
        matches!(self, Sitter::Remote { .. })
    }
}

/// From a guest to the host.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ToHost {
    /// Take a seat: `key` is the guest's own secret for this room, by which it gets the same
    /// seat back after a drop.
    Hello { name: String, key: u64 },
    /// A decision for the match when it stood at `at` decisions, with the hand's throw when it
    /// throws dice (direction x, y and strength), so that every table shows the same throw.
    Decide { at: u64, action: Payload, throw: Option<[f32; 3]> },
    /// The guest leaves for good (the host may hand the seat to a computer player).
    Bye,
}

/// Why the host refused a decision. Nothing changed.
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

/// Why the host gave a guest no seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoSeat {
    /// Every remote seat is taken by someone else.
    Full,
    /// The guest's message was of another version of the protocol (a guest of that version
    /// cannot read this either: its decoder names both versions).
    Version,
}

/// From the host to a guest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ToGuest {
    /// The room before the match starts: the game, its variant, the seats and the guest's own.
    Room { game: String, variant: String, seats: Vec<Sitter>, you: Seat },
    /// No seat for this guest.
    NoSeat(NoSeat),
    /// The whole table, when the match starts and when a guest comes back: the guest's view
    /// after `actions` decisions and the seed of its stand-in's hidden parts.
    Table {
        game: String,
        variant: String,
        seats: Vec<Sitter>,
        you: Seat,
        actions: u64,
        view: Payload,
        seed: u64,
    },
    /// One decision (the `actions`-th) by seat `by`, the events of it that this guest may see,
    /// and the guest's view again (with a new seed) when the decision showed something new.
    Update {
        actions: u64,
        by: Seat,
        action: Payload,
        events: Vec<Payload>,
        view: Option<(Payload, u64)>,
        throw: Option<[f32; 3]>,
    },
    /// The seats changed: someone joined, dropped, came back, or a computer took a seat.
    Seats(Vec<Sitter>),
    /// The guest's decision was refused; the match is as it was.
    Refused { at: u64, why: Refusal },
    /// The host closed the room (the match may resume later with the same code).
    HostLeft,
}
