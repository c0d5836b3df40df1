//! The turn phase while a match is on the table, and the one switch that pauses it. The rules say
//! who must act; the phase says what the table is doing about it, so nothing acts before an
//! animation ends: input is read only in `Deciding`/`Charging`, bots run only in `BotThinking`,
//! and the presenter moves on from `Presenting` only when its animation is over.
//!
//! Every table system that animates or decides is in [`TableSystems`], which runs only while no
//! menu is open: opening the pause menu freezes the table where it is, dice in the air included.

use crate::state::Menu;
use crate::state::Screen;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Playing)]
pub enum TurnPhase {
    /// The match is being laid out (board, pieces, dice).
    #[default]
    Setting,
    /// The rules' events are being shown: a banner, a piece moving, a tile laid.
    Presenting,
    /// Dice are rolling in the tray.
    DiceInFlight,
    /// A human must decide.
    Deciding,
    /// A human holds the throw: the dice shake in the hand until it is let go.
    Charging,
    /// A computer player is deciding (off the main thread, with a readable delay).
    BotThinking,
    /// A person at another screen is deciding, or this screen's decision is on its way to the
    /// host of an online match and back.
    Elsewhere,
    /// A replay waits for its next decision (see `watch`).
    Watching,
    /// The match is over: the final position is shown before the results.
    Over,
}

pub use crate::table::motion::{OnTable, TableSystems};

/// Everything that lays the table for a match: run when the table screen opens, and again when
/// a match is re-laid in place (after an undo), which a state transition to the same screen
/// would not do.
#[derive(bevy::ecs::schedule::ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct TableOpens;

/// The order of things when the table opens: the last match's pieces go, the match is made,
/// then each game lays its board.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Opening {
    Clear,
    Match,
    Lay,
}

/// The screens that take the match off the table: it stays through the results (beside the final
/// position) and goes when the players leave for the title or a new setup.
pub const OFF_TABLE: [Screen; 2] = [Screen::Title, Screen::Setup];

/// Run `system` when the players leave the table.
pub fn on_leaving_table<M>(app: &mut App, system: impl IntoScheduleConfigs<ScheduleSystem, M> + Clone) {
    for screen in OFF_TABLE {
        app.add_systems(OnEnter(screen), system.clone());
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<TurnPhase>();
    app.init_schedule(TableOpens);
    app.add_systems(OnEnter(Screen::Playing), |world: &mut World| world.run_schedule(TableOpens));
    app.configure_sets(Update, TableSystems.run_if(in_state(Screen::Playing).and_then(in_state(Menu::None))));
    // A throw being held is dropped, unthrown, when a menu opens.
    app.add_systems(
        OnExit(Menu::None),
        |phase: Option<Res<State<TurnPhase>>>, mut next: ResMut<NextState<TurnPhase>>| {
            if phase.is_some_and(|p| *p.get() == TurnPhase::Charging) {
                next.set(TurnPhase::Deciding);
            }
        },
    );
    app.add_systems(OnExit(TurnPhase::Charging), |mut commands: Commands| {
        commands.remove_resource::<crate::dice::throw::Throwing>();
    });
    on_leaving_table(app, clear_table);
}

/// Take everything of the match off the table.
pub fn clear_table(mut commands: Commands, things: Query<Entity, With<OnTable>>) {
    for e in &things {
        commands.entity(e).despawn();
    }
}
