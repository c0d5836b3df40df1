//! The playing screen: the table with a game's view on it. Esc or Start opens the pause menu.

use crate::input::{MenuAction, MenuControls, TableTakesBack};
use crate::state::Menu;
use crate::state::Screen;
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        open_pause
            .run_if(in_state(Screen::Playing).and_then(in_state(Menu::None)))
            .in_set(crate::state::AppSystems::RecordInput),
    );
    app.add_systems(OnExit(Screen::Playing), close_menus);
}

fn open_pause(
    controls: Query<&ActionState<MenuAction>, With<MenuControls>>,
    takes_back: Res<TableTakesBack>,
    mut next: ResMut<NextState<Menu>>,
) {
    let Ok(state) = controls.single() else { return };
    // Esc is both Back and Pause: while the table has something to cancel, it cancels.
    let cancels = takes_back.0 && state.just_pressed(&MenuAction::Back);
    if state.just_pressed(&MenuAction::Pause) && !cancels {
        next.set(Menu::Pause);
    }
}

fn close_menus(mut next: ResMut<NextState<Menu>>, mut takes_back: ResMut<TableTakesBack>) {
    next.set(Menu::None);
    takes_back.0 = false;
}
