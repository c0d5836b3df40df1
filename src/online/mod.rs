//! The connections of online play, for any game: WebSockets to the server that holds the
//! matches (`link`), the page's address that names a room (`page`), the server this desktop
//! game runs for its own network (`local`), and the title's list of this screen's matches
//! (`mine`). What the messages say to a table is the match layer's (`games/online`); the rules
//! of a match are the rules crate's, on the server.

pub mod code;
pub mod link;
#[cfg(not(target_arch = "wasm32"))]
pub mod local;
pub mod mine;
pub mod page;
mod pipe;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(mine::plugin);
}
