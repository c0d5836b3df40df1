//! Menus that open over a screen: settings (from the title or the pause menu), pause, and the
//! rules panel.

use crate::state::Menu;
use bevy::prelude::*;

pub mod pause;
pub mod rules;
pub mod settings;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Menu>();
    app.add_plugins((settings::plugin, pause::plugin, rules::plugin));
}
