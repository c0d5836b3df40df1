//! The app's states and its ordered system sets: which screen is shown, which menu is open over
//! it, whether the table replays a finished match, and the order of each frame's systems. The
//! ground floor of the app: everything that runs on one screen or in one menu names them here,
//! without depending on the screens or menus themselves.

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
    /// The player's record.
    Statistics,
    /// Online play: host a match, or join one by its code.
    Online,
    /// An online match's room before it starts: the code, who sits where.
    Lobby,
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

#[derive(States, Debug, Clone, Copy, Eq, PartialEq, Hash, Default)]
pub enum Menu {
    #[default]
    None,
    Settings,
    /// Settings → Controls: the bindings of every action.
    Controls,
    Pause,
    Rules,
}

/// Ordered system sets for `Update`: read input, then act on it, then refresh what is shown.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash, PartialOrd, Ord)]
pub enum AppSystems {
    RecordInput,
    Update,
    Present,
}
