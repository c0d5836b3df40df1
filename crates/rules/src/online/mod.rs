//! Online play, without the network: what a client and the server say to each other and the
//! rules each side keeps. The server holds every match; a client sends only its decisions, and
//! receives only what its seat (or a spectator) may see. The server's transport (WebSockets)
//! carries the bytes of [`wire`].
//!
//! - [`wire`]: the envelope, its version and the decoder that refuses anything else.
//! - [`protocol`]: the messages, game-agnostic (a game's actions, events and views travel as
//!   JSON values, typed again by the side that knows the game); [`message`]: the parts they
//!   share.
//! - [`authority`]: the match as the server holds it, and what it tells each viewer.
//! - [`check`]: the server's check of a decision before the match sees it.
//! - [`guest`]: a client's copy of the table, built from its own view alone.
//! - [`name`]: a person's name as others see it; [`code`]: a room's code.
//!
//! A client never holds the real match: it holds a stand-in ([`crate::Game::stand_in`]) built
//! from its seat's view, with everything hidden dealt from a seed the server picks at random
//! (not the match's own generator). The server keeps the same stand-in for each viewer (its
//! mirror) and sends the view again only when the mirror, having played the decision itself, no
//! longer shows what the real match shows (a throw, a card drawn): a move that reveals nothing
//! new costs a few bytes.

pub mod authority;
pub mod check;
pub mod code;
pub mod guest;
pub mod message;
pub mod name;
pub mod protocol;
pub mod wire;

pub use authority::{Authority, Viewer};
pub use check::{check, to_payload};
pub use guest::{Guest, GuestError};
pub use message::{NoSeat, Payload, Refusal};
pub use name::{NAME_CHARS, clean_name};
pub use wire::{WireError, decode, encode};
