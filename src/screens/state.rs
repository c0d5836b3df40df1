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
    /// The shelf of finished matches to watch again.
    Replays,
}

/// The table shows a finished match again: the match's log decides, at `speed` decisions a
/// second and a bit, until paused. Nobody plays, nothing is saved.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Watching {
    /// 1, 2 or 4.
    pub speed: u8,
    pub paused: bool,
    /// Table seconds since the last decision was shown.
    pub wait: f32,
}

impl Default for Watching {
    fn default() -> Self {
        Self { speed: 1, paused: false, wait: 0.0 }
    }
}
