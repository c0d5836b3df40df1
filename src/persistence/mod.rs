//! What the game keeps between runs: settings and the match in progress.

use bevy::prelude::*;

pub mod paths;
pub mod saves;
pub mod settings;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((settings::plugin, saves::plugin));
}
