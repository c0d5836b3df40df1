//! The pause menu during a match: resume, the rules, settings, resign, quit to the title (the
//! match stays saved and can be resumed from the title).

use crate::assets::Fonts;
use crate::games::door::ResignRequested;
use crate::i18n::Msg;
use crate::state::Menu;
use crate::state::{Screen, Watching};
use crate::theme::interaction::{Activated, BackRequested, FocusLayer};
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseButton {
    Resume,
    Rules,
    Settings,
    Resign,
    /// In a lesson, instead of resigning: back to the game's setup.
    SkipLesson,
    /// Online: a computer player of the server plays for a person who is away, until they return.
    HandOver,
    QuitToTitle,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Pause), spawn);
    app.add_systems(Update, activate.run_if(in_state(Menu::Pause)).in_set(crate::state::AppSystems::Update));
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    watching: Option<Res<Watching>>,
    online: Option<Res<crate::games::online::Online>>,
    learning: Option<Res<crate::games::lesson::Learning>>,
) {
    let away = online.and_then(|o| o.first_away());
    // A replay is only watched: nothing to resign, nothing saved.
    let watching = watching.is_some();
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
                    widget::heading(f, Msg::new("pause-title"), 48.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn((widget::button(f, Msg::new("pause-resume"), 0, layer), PauseButton::Resume));
                panel.spawn((widget::button(f, Msg::new("pause-rules"), 1, layer), PauseButton::Rules));
                panel.spawn((widget::button(f, Msg::new("menu-settings"), 2, layer), PauseButton::Settings));
                if learning.is_some() {
                    panel.spawn((
                        widget::button(f, Msg::new("learn-skip"), 3, layer),
                        PauseButton::SkipLesson,
                    ));
                } else if !watching {
                    panel.spawn((widget::button(f, Msg::new("pause-resign"), 3, layer), PauseButton::Resign));
                }
                if let Some((_, name)) = away {
                    let label = Msg::new("pause-hand-over").with("name", name);
                    panel.spawn((widget::button(f, label, 4, layer), PauseButton::HandOver));
                }
                panel.spawn((widget::button(f, Msg::new("pause-quit"), 5, layer), PauseButton::QuitToTitle));
                // A lesson keeps nothing: it starts again from Learn to play.
                let note = match (learning.is_some(), watching) {
                    (true, _) => "learn-pause-note",
                    (false, true) => "pause-replay",
                    (false, false) => "pause-saved",
                };
                panel.spawn((
                    widget::text(f, Msg::new(note), 14.0, palette::TEXT_DIM),
                    TextLayout { justify: Justify::Center, ..default() },
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
            });
        });
}

fn activate(
    mut activated: MessageReader<Activated>,
    mut back: MessageReader<BackRequested>,
    buttons: Query<&PauseButton>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut resign: MessageWriter<ResignRequested>,
    online: Option<ResMut<crate::games::online::Online>>,
    mut setup: ResMut<crate::games::seats::MatchSetup>,
) {
    let mut online = online;
    for a in activated.read() {
        match buttons.get(a.entity) {
            Ok(PauseButton::Resume) => next_menu.set(Menu::None),
            Ok(PauseButton::Rules) => next_menu.set(Menu::Rules),
            Ok(PauseButton::Settings) => next_menu.set(Menu::Settings),
            Ok(PauseButton::Resign) => {
                resign.write(ResignRequested);
                next_menu.set(Menu::None);
            }
            Ok(PauseButton::SkipLesson) => {
                setup.lesson = false;
                next_menu.set(Menu::None);
                next_screen.set(Screen::Setup);
            }
            Ok(PauseButton::HandOver) => {
                if let Some(o) = online.as_mut() {
                    o.stand_in = o.first_away().map(|(seat, _)| seat);
                }
                next_menu.set(Menu::None);
            }
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
