//! What every moving thing on the table shares: the marker the presenter waits on, the table's
//! speed, and the system set that freezes the table while a menu is open.

use bevy::prelude::*;

/// Something on the table is still moving: the presenter waits for it.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Animating;

/// How fast the table plays its animations (1 = as designed; tests speed it up).
#[derive(Resource, Debug, Clone, Copy)]
pub struct TableSpeed(pub f32);

impl Default for TableSpeed {
    /// `PARLOUR_TABLE_SPEED` speeds the table up (scripted screenshot runs use it).
    fn default() -> Self {
        Self(
            std::env::var("PARLOUR_TABLE_SPEED")
                .ok()
                .and_then(|s| s.parse().ok())
                .filter(|s: &f32| *s > 0.0)
                .unwrap_or(1.0),
        )
    }
}

/// The systems of the table that animate or decide; the game pauses them all while a menu is
/// open.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TableSystems;

/// A thing on the table that belongs to the match (board, pieces, dice, tray): it stays through
/// the results screen and goes when the table is left or laid again.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct OnTable;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableSpeed>();
}
