//! The screens of the game, one state each; entities are scoped to the screen that made them.

use bevy::prelude::*;

pub mod loading;
pub mod playing;
pub mod results;
pub mod setup;
pub mod title;

#[derive(States, Debug, Clone, Copy, Eq, PartialEq, Hash, Default)]
pub enum Screen {
    #[default]
    Loading,
    Title,
    Setup,
    Playing,
    Results,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((loading::plugin, title::plugin, setup::plugin, playing::plugin, results::plugin));
}
