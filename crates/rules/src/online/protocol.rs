//! What a client and the server say to each other. The server holds every match; a client sends
//! decisions and gets, for the seat it holds (or as a spectator), only what that seat may see.
//! A game's actions, events and views travel as JSON values, typed again by the client that
//! knows the game. The bytes are [`super::wire`]'s envelope.

use super::message::{NoSeat, Payload, Refusal};
use crate::game::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// The largest message a client may send: a decision is well under a kilobyte.
pub const MAX_CLIENT_BYTES: usize = 16 * 1024;

/// The most seat tokens one [`ToServer::Mine`] may ask about.
pub const MAX_TOKENS: usize = 64;

/// Who a new room's seat is for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Plan {
    /// A person, at whichever screen joins for it.
    Person,
    /// A computer player of this level, run by the server.
    Computer(String),
}

/// Who sits at a seat, as everyone in the room sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sitter {
    /// A person's seat nobody has taken yet.
    Free,
    /// A computer player of the server.
    Computer(String),
    /// A person: their name; `away` is how many seconds ago they dropped (`None` while
    /// connected); `standing_in` names the level of the server's computer player that plays for
    /// them while they are away, until they come back.
    Person { name: String, away: Option<u64>, standing_in: Option<String> },
}

/// From a client to the server.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ToServer {
    /// Open a room (only on the server's `/new` address): the game, its built-in variant and
    /// who each seat is for. The answer is [`ToClient::Created`]; the client then joins the room
    /// at its own address.
    Create { game: String, variant: String, seats: Vec<Plan> },
    /// Take a seat of this room: the one `token` holds if it holds one, otherwise `seat` if it is
    /// free, otherwise the first free seat.
    Join { name: String, token: Option<String>, seat: Option<Seat> },
    /// Watch this room's match without a seat.
    Watch,
    /// A decision of the client's seat when the match stood at `at` decisions, with the hand's
    /// throw when it throws dice (direction x, y and strength), so that every table shows it.
    Decide { at: u64, action: Payload, throw: Option<[f32; 3]> },
    /// The client's seat gives the match up (at any time).
    Resign,
    /// Let the server's computer player of `level` play for the absent person at `seat` until
    /// they come back.
    StandIn { seat: Seat, level: String },
    /// Once the match is over: another one in the same room, the same seats.
    Rematch,
    /// Keep-alive: answered by [`ToClient::Pong`] with the same number.
    Ping(u64),
    /// The open matches these seat tokens hold (only on the server's `/mine` address).
    Mine { tokens: Vec<String> },
}

/// Why the server turned a message down. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Denial {
    /// The bytes do not read as a message (the reason says what).
    Unreadable(String),
    /// A message over [`MAX_CLIENT_BYTES`].
    TooLarge { bytes: usize },
    /// Messages sent faster than the server takes them.
    TooFast,
    /// This address opened too many rooms lately.
    TooManyRooms,
    /// This address asked for too many rooms that do not exist lately.
    TooManyTries,
    /// No room has this code.
    NoRoom,
    /// The server holds as many matches or connections as it may: try again in a minute.
    Full,
    /// This token holds no seat of this room.
    BadToken,
    /// The message needs a seat (or a spectator's place) this connection has not taken.
    NotSeated,
    /// A room that cannot be made: an unknown game, variant or level, or the wrong seats.
    BadRoom(String),
    /// Not now: the message does not fit the room's state (the reason says why).
    NotNow(String),
}

/// A match of one of the tokens sent with [`ToServer::Mine`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Mine {
    pub room: String,
    pub game: String,
    pub variant: String,
    pub seat: Seat,
    /// The token's own seat is to decide.
    pub your_turn: bool,
    pub over: bool,
    /// Seconds since the match's last decision.
    pub idle: u64,
}

/// From the server to a client.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ToClient {
    /// The room was opened: its code, which is also its address (`/room/CODE`).
    Created {
        room: String,
    },
    /// The client is in the room: the game, its variant, the seats, and its own seat (none for
    /// a spectator) with the seat's token, which only this client is sent.
    Welcome {
        room: String,
        game: String,
        variant: String,
        seats: Vec<Sitter>,
        you: Option<Seat>,
        token: Option<String>,
    },
    /// No seat for this client.
    NoSeat(NoSeat),
    /// The whole table, when a match starts and when a client (re)joins one: the view of the
    /// client's seat (or a spectator's) after `actions` decisions, and the seed of its
    /// stand-in's hidden parts. `number` counts the room's matches from 1 (a rematch adds one).
    Table {
        number: u32,
        actions: u64,
        view: Payload,
        seed: u64,
    },
    /// The `actions`-th decision, by seat `by`, the events of it that this client may see, and
    /// its view again (with a new seed) when the decision showed something new. The decision's
    /// own client reads this as the acknowledgement: the decision is stored.
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
    /// The match ended (also after a resignation): how.
    Over(Outcome),
    /// Match `number` of the room, once it is over: its seed and every decision, from which the
    /// rules replay it whole, for the replay shelf. Nothing in it is hidden any more.
    Record {
        number: u32,
        seed: u64,
        actions: Vec<Payload>,
    },
    /// The client's decision was refused; the match is as it was.
    Refused {
        at: u64,
        why: Refusal,
    },
    /// The client's message was turned down; nothing changed.
    Denied(Denial),
    Pong(u64),
    /// The answer to [`ToServer::Mine`].
    Mine(Vec<Mine>),
}

impl Sitter {
    /// A person connected now.
    pub fn is_here(&self) -> bool {
        matches!(self, Sitter::Person { away: None, .. })
    }
}
