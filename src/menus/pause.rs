//! The pause menu during a match: resume, settings, quit to the title.

use super::Menu;
use crate::assets::Fonts;
use crate::screens::Screen;
use crate::theme::interaction::{Activated, BackRequested, FocusLayer};
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseButton {
    Resume,
    Settings,
    QuitToTitle,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Pause), spawn);
    app.add_systems(Update, activate.run_if(in_state(Menu::Pause)).in_set(crate::AppSystems::Update));
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>) {
    let f = Some(&*fonts);
    let layer = FocusLayer::MENU;
    commands
        .spawn((
            widget::screen_root("Pause menu"),
            DespawnOnExit(Menu::Pause),
            BackgroundColor(palette::SCRIM),
            GlobalZIndex(10),
        ))
        .with_children(|root| {
            root.spawn(widget::panel(420.0)).with_children(|panel| {
                panel.spawn((
                    widget::heading(f, "Paused", 48.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn((widget::button(f, "Resume", 0, layer), PauseButton::Resume));
                panel.spawn((widget::button(f, "Settings", 1, layer), PauseButton::Settings));
                panel.spawn((widget::button(f, "Quit to title", 3, layer), PauseButton::QuitToTitle));
            });
        });
}

fn activate(
    mut activated: MessageReader<Activated>,
    mut back: MessageReader<BackRequested>,
    buttons: Query<&PauseButton>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for a in activated.read() {
        match buttons.get(a.entity) {
            Ok(PauseButton::Resume) => next_menu.set(Menu::None),
            Ok(PauseButton::Settings) => next_menu.set(Menu::Settings),
            Ok(PauseButton::QuitToTitle) => {
                next_menu.set(Menu::None);
                next_screen.set(Screen::Title);
            }
            Err(_) => {}
        }
    }
    if back.read().count() > 0 {
        next_menu.set(Menu::None);
    }
}
