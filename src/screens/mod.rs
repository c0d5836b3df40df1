//! The screens of the game, one state each; entities are scoped to the screen that made them.

use crate::state::{Menu, Screen};
use crate::theme::interaction::{BackPauses, BackRequested, FocusSystems, flush_stale};
use bevy::prelude::*;

pub mod join;
pub mod loading;
pub mod lobby;
pub mod playing;
pub mod replays;
pub mod results;
pub mod setup;
pub mod statistics;
pub mod title;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    // A new screen or menu on top: what was asked of the one before is dropped, and Back pauses
    // only at the table with no menu open.
    app.add_systems(
        Update,
        (
            flush_stale.run_if(state_changed::<Screen>.or_else(state_changed::<Menu>)),
            back_pauses.run_if(state_changed::<Screen>.or_else(state_changed::<Menu>)),
        )
            .before(FocusSystems)
            .in_set(crate::state::AppSystems::RecordInput),
    );
    app.add_plugins((
        loading::plugin,
        title::plugin,
        setup::plugin,
        playing::plugin,
        results::plugin,
        replays::plugin,
        statistics::plugin,
        join::plugin,
        lobby::plugin,
    ));
}

/// Back (Esc, East) on a screen with no menu open goes to the title.
fn back_to_title(
    mut requests: MessageReader<BackRequested>,
    mut next: ResMut<NextState<Screen>>,
    menu: Res<State<Menu>>,
) {
    if requests.read().count() > 0 && *menu.get() == Menu::None {
        next.set(Screen::Title);
    }
}

fn back_pauses(screen: Res<State<Screen>>, menu: Res<State<Menu>>, mut pauses: ResMut<BackPauses>) {
    pauses.0 = *screen.get() == Screen::Playing && *menu.get() == Menu::None;
}
