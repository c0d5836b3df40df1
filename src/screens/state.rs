//! Which screen the game shows. A leaf of its own, so that everything that runs on one screen
//! can name it without depending on the screens themselves.

use bevy::prelude::*;

#[derive(States, Debug, Clone, Copy, Eq, PartialEq, Hash, Default)]
pub enum Screen {
    #[default]
    Loading,
    Title,
    Setup,
    Playing,
    Results,
}
