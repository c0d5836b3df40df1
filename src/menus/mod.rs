//! Menus that open over a screen: settings (from the title or the pause menu), pause, and the
//! rules panel.

use bevy::prelude::*;

pub mod pause;
pub mod rules;
pub mod settings;

#[derive(States, Debug, Clone, Copy, Eq, PartialEq, Hash, Default)]
pub enum Menu {
    #[default]
    None,
    Settings,
    Pause,
    Rules,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Menu>();
    app.add_plugins((settings::plugin, pause::plugin, rules::plugin));
}
