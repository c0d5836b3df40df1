//! Online play, without the network: what the peers of a room say to each other and the rules
//! each side keeps. The host runs the match; a guest sends only its decisions, and receives only
//! what its seat may see. The transport (WebRTC in the game) carries the bytes of [`wire`].
//!
//! - [`wire`]: the envelope, its version and the decoder that refuses anything else.
//! - [`message`]: the messages, game-agnostic (a game's actions, events and views travel as JSON
//!   values, typed again by the side that knows the game).
//! - [`room`]: the seats of a room, who took which, and who is connected.
//! - [`host`]: the host's checks of a guest's decision and what it sends each guest.
//! - [`guest`]: the guest's copy of the table, built from its own view alone.
//!
//! A guest never holds the real match: it holds a stand-in ([`crate::Game::stand_in`]) built
//! from its seat's view, with everything hidden dealt from a seed the host picks at random (not
//! the match's own generator). The host keeps the same stand-in for each guest (its mirror) and
//! sends the guest's view again only when the mirror, having played the decision itself, no
//! longer shows what the real match shows (a throw, a card drawn): a move that reveals nothing
//! new costs a few bytes.

pub mod authority;
pub mod code;
pub mod guest;
pub mod host;
pub mod message;
pub mod protocol;
pub mod room;
pub mod wire;

pub use authority::{Authority, Viewer};
pub use guest::{Guest, GuestError};
pub use host::Host;
pub use message::{NoSeat, Payload, Refusal, Sitter, ToGuest, ToHost};
pub use room::Room;
pub use wire::{WireError, decode, encode};
