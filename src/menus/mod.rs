//! Menus that open over a screen: settings (from the title or the pause menu) and its controls,
//! pause, and the rules panel.

use crate::state::Menu;
use bevy::prelude::*;

pub mod controls;
pub mod pause;
pub mod rebind;
pub mod rules;
pub mod settings;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Menu>();
    app.add_plugins((settings::plugin, controls::plugin, rebind::plugin, pause::plugin, rules::plugin));
}
