//! The playing screen: the table with a game's view on it. Esc or Start opens the pause menu.

use super::Screen;
use crate::input::{MenuAction, MenuControls};
use crate::menus::Menu;
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        open_pause
            .run_if(in_state(Screen::Playing).and_then(in_state(Menu::None)))
            .in_set(crate::AppSystems::RecordInput),
    );
    app.add_systems(OnExit(Screen::Playing), close_menus);
}

fn open_pause(
    controls: Query<&ActionState<MenuAction>, With<MenuControls>>,
    mut next: ResMut<NextState<Menu>>,
) {
    if controls.single().is_ok_and(|s| s.just_pressed(&MenuAction::Pause)) {
        next.set(Menu::Pause);
    }
}

fn close_menus(mut next: ResMut<NextState<Menu>>) {
    next.set(Menu::None);
}
