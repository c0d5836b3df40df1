//! What the game keeps between runs: settings now, saved matches later.

use bevy::prelude::*;

pub mod paths;
pub mod settings;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(settings::plugin);
}
