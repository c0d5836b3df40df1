//! The games at the table: one view per game (`morpyam`, …) on the shared table, dice, turn
//! phases and saves.

use bevy::prelude::*;

pub mod morpyam;
pub mod phase;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((phase::plugin, morpyam::plugin));
}
