//! Physics dice: the rules choose the values, a hidden simulation records a throw that lands
//! them (see `sim`), and the table replays it (`view`).

use bevy::prelude::*;

pub mod faces;
pub mod mesh;
pub mod sim;
pub mod throw;
pub mod view;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((view::plugin, throw::plugin));
}
