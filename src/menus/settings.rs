//! The settings menu: music and effects volume, fullscreen, reduced motion, graphics quality,
//! language, the interface's size and undo, and the way to the controls.
//! Changes apply and are saved at once.

use crate::assets::Fonts;
use crate::i18n::{Msg, Words};
use crate::persistence::settings::Settings;
use crate::state::Menu;
use crate::state::Screen;
use crate::theme::interaction::{Activated, BackRequested, FocusLayer};
use crate::theme::palette;
use crate::theme::widget::{self, CyclerValue};
use bevy::prelude::*;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingControl {
    Music,
    Effects,
    Fullscreen,
    ReducedMotion,
    Graphics,
    Language,
    UiScale,
    Undo,
    Controls,
    Done,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Settings), spawn);
    app.add_systems(
        Update,
        (activate, show_values)
            .chain()
            .run_if(in_state(Menu::Settings))
            .in_set(crate::state::AppSystems::Update),
    );
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>) {
    let f = Some(&*fonts);
    let layer = FocusLayer::MENU;
    commands
        .spawn((
            widget::screen_root("Settings menu"),
            DespawnOnExit(Menu::Settings),
            BackgroundColor(palette::SCRIM),
            GlobalZIndex(10),
        ))
        .with_children(|root| {
            root.spawn(widget::panel(560.0)).with_children(|panel| {
                panel.spawn((
                    widget::heading(f, Msg::new("menu-settings"), 48.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn((
                    widget::cycler(f, Msg::new("settings-music"), "", 0, layer),
                    SettingControl::Music,
                ));
                panel.spawn((
                    widget::cycler(f, Msg::new("settings-effects"), "", 1, layer),
                    SettingControl::Effects,
                ));
                #[cfg(not(target_arch = "wasm32"))]
                panel.spawn((
                    widget::cycler(f, Msg::new("settings-fullscreen"), "", 2, layer),
                    SettingControl::Fullscreen,
                ));
                panel.spawn((
                    widget::cycler(f, Msg::new("settings-reduced-motion"), "", 3, layer),
                    SettingControl::ReducedMotion,
                ));
                panel.spawn((
                    widget::cycler(f, Msg::new("settings-graphics"), "", 4, layer),
                    SettingControl::Graphics,
                ));
                panel.spawn((
                    widget::cycler(f, Msg::new("settings-language"), "", 5, layer),
                    SettingControl::Language,
                ));
                panel.spawn((
                    widget::cycler(f, Msg::new("settings-ui-scale"), "", 6, layer),
                    SettingControl::UiScale,
                ));
                panel.spawn((
                    widget::cycler(f, Msg::new("settings-undo"), "", 7, layer),
                    SettingControl::Undo,
                ));
                // Side by side: one more row would make the panel scroll at 720 pixels.
                panel
                    .spawn(Node { column_gap: px(12), justify_content: JustifyContent::Center, ..default() })
                    .with_children(|row| {
                        row.spawn((
                            widget::button(f, Msg::new("settings-controls"), 8, layer),
                            SettingControl::Controls,
                        ));
                        row.spawn((widget::button(f, Msg::new("menu-done"), 9, layer), SettingControl::Done));
                    });
            });
        });
}

fn step_volume(v: u8, step: i8) -> u8 {
    (v as i32 + 10 * step as i32).clamp(0, 100) as u8
}

/// Where Back leads: to the pause menu during a match, else away.
fn close(screen: &State<Screen>, next: &mut NextState<Menu>) {
    next.set(if *screen.get() == Screen::Playing { Menu::Pause } else { Menu::None });
}

fn activate(
    mut activated: MessageReader<Activated>,
    mut back: MessageReader<BackRequested>,
    controls: Query<&SettingControl>,
    mut settings: ResMut<Settings>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Menu>>,
) {
    for a in activated.read() {
        let Ok(control) = controls.get(a.entity) else { continue };
        let step = if a.step == 0 { 1 } else { a.step };
        match control {
            SettingControl::Music => settings.music_volume = step_volume(settings.music_volume, step),
            SettingControl::Effects => settings.effects_volume = step_volume(settings.effects_volume, step),
            SettingControl::Fullscreen => settings.fullscreen = !settings.fullscreen,
            SettingControl::ReducedMotion => settings.reduced_motion = !settings.reduced_motion,
            SettingControl::Graphics => {
                settings.graphics = settings.graphics.toggled();
                settings.graphics_chosen = true;
            }
            SettingControl::Language => settings.language = Some(settings.lang().cycled(step)),
            SettingControl::UiScale => settings.ui_scale = settings.ui_scale_stepped(step),
            SettingControl::Undo => settings.undo = !settings.undo,
            SettingControl::Controls if a.step == 0 => next.set(Menu::Controls),
            SettingControl::Done if a.step == 0 => close(&screen, &mut next),
            SettingControl::Controls | SettingControl::Done => {}
        }
    }
    if back.read().count() > 0 {
        close(&screen, &mut next);
    }
}

fn show_values(
    settings: Res<Settings>,
    controls: Query<(&SettingControl, &Children)>,
    children: Query<&Children>,
    mut values: Query<&mut Words, With<CyclerValue>>,
) {
    let on_off = |b: bool| Words::from(Msg::new(if b { "settings-on" } else { "settings-off" }));
    for (control, kids) in &controls {
        let value = match control {
            SettingControl::Music => Msg::new("percent").with("n", settings.music_volume).into(),
            SettingControl::Effects => Msg::new("percent").with("n", settings.effects_volume).into(),
            SettingControl::Fullscreen => on_off(settings.fullscreen),
            SettingControl::ReducedMotion => on_off(settings.reduced_motion),
            SettingControl::Graphics => Msg::new(settings.graphics.label()).into(),
            SettingControl::Language => settings.lang().native_name().into(),
            SettingControl::UiScale => Msg::new("percent").with("n", settings.ui_scale).into(),
            SettingControl::Undo => on_off(settings.undo),
            SettingControl::Controls | SettingControl::Done => continue,
        };
        widget::set_cycler_value(kids, &children, &mut values, value);
    }
}
