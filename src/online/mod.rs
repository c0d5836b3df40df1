//! The connection of an online match, for any game: a WebRTC socket in a room of the signalling
//! server (the room code is the address's path), the peers that come and go, and the bytes in
//! and out. What the bytes say is the match layer's (`games/online`); the rules of a room are
//! the rules crate's (`parlour_rules::online`).

pub mod code;
pub mod link;
pub mod page;

pub use link::{Link, LinkEvent, Role, Stun};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(link::plugin);
}
