//! Settings → Controls: every action with its keys and its controller buttons, as the input map
//! binds them. Choosing an action waits for its new key or button (`rebind`); a key or button
//! another action has is refused, and the line under the list says whose it is and lights that
//! action. Reset to defaults puts every binding back.

use super::rebind::{Listening, Rebinding, Said, Wait};
use crate::assets::Fonts;
use crate::i18n::{Msg, Words, binding_name};
use crate::input::bindings::{Bindings, bound};
use crate::input::{LastDevice, MenuAction, MenuControls};
use crate::persistence::settings::Settings;
use crate::state::Menu;
use crate::theme::interaction::{Activated, BackRequested, FocusLayer, Focusable};
use crate::theme::prompts::{Cap, spawn_cap};
use crate::theme::{palette, widget};
use bevy::prelude::*;
use leafwing_input_manager::prelude::InputMap;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ControlsButton {
    /// The row of an action: choosing it waits for its new key or button.
    Action(MenuAction),
    Reset,
    Done,
}

/// Where an action's caps for `device` are drawn.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps(pub MenuAction, pub LastDevice);

/// The name of an action on its row.
#[derive(Component, Debug, Clone, Copy)]
struct ActionLabel(MenuAction);

/// The line under the list.
#[derive(Component, Debug, Clone, Copy)]
pub struct SaidLine;

/// Width of the keyboard's and the controller's columns.
const KEYS: f32 = 250.0;
const BUTTONS: f32 = 110.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Controls), spawn);
    app.add_systems(
        Update,
        choose.before(Rebinding).in_set(crate::state::AppSystems::Update).run_if(in_state(Menu::Controls)),
    );
    app.add_systems(
        Update,
        (draw_caps, show_said).in_set(crate::state::AppSystems::Present).run_if(in_state(Menu::Controls)),
    );
}

/// The name of `action` on the Controls screen and in its messages.
pub fn label(action: MenuAction) -> Msg {
    use MenuAction::*;
    Msg::new(match action {
        Up => "controls-up",
        Down => "controls-down",
        Left => "controls-left",
        Right => "controls-right",
        Next => "controls-next",
        Previous => "controls-previous",
        Confirm => "controls-confirm",
        Back => "controls-back",
        Pause => "controls-pause",
        Undo => "controls-undo",
        Hint => "controls-hint",
    })
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>) {
    let f = Some(&*fonts);
    let layer = FocusLayer::MENU;
    let column =
        |width: f32| Node { width: px(width), column_gap: px(4), flex_wrap: FlexWrap::Wrap, ..default() };
    commands
        .spawn((
            widget::screen_root("Controls menu"),
            DespawnOnExit(Menu::Controls),
            BackgroundColor(palette::SCRIM),
            GlobalZIndex(10),
        ))
        .with_children(|root| {
            root.spawn(widget::panel(680.0)).with_children(|panel| {
                panel.spawn((
                    widget::heading(f, Msg::new("controls-title"), 38.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                // The rows closer together than the panel's widgets: eleven of them fit the window.
                panel
                    .spawn(Node { flex_direction: FlexDirection::Column, row_gap: px(4), ..default() })
                    .with_children(|list| {
                        // Column headings, over the caps.
                        list.spawn(Node {
                            padding: UiRect::horizontal(px(16)),
                            column_gap: px(8),
                            ..default()
                        })
                        .with_children(|row| {
                            let heading =
                                |id: &'static str| widget::bold(f, Msg::new(id), 15.0, palette::BRASS_LIGHT);
                            row.spawn(Node { flex_grow: 1.0, ..default() });
                            row.spawn(column(KEYS)).with_child(heading("controls-keyboard"));
                            row.spawn(column(BUTTONS)).with_child(heading("controls-controller"));
                        });
                        for (order, action) in MenuAction::ALL.into_iter().enumerate() {
                            list.spawn((
                                Name::new("Controls row"),
                                Button,
                                Focusable { order: order as i32 },
                                layer,
                                ControlsButton::Action(action),
                                Node {
                                    min_height: px(32),
                                    padding: UiRect::horizontal(px(14)),
                                    align_items: AlignItems::Center,
                                    column_gap: px(8),
                                    border: UiRect::all(px(2)),
                                    border_radius: BorderRadius::all(px(9)),
                                    ..default()
                                },
                                BackgroundColor(palette::BUTTON),
                                BorderColor::all(palette::BUTTON_BORDER),
                            ))
                            .with_children(|row| {
                                row.spawn((
                                    widget::text(f, label(action), 18.0, palette::TEXT),
                                    ActionLabel(action),
                                    Node { flex_grow: 1.0, ..default() },
                                    Pickable::IGNORE,
                                ));
                                for (device, width) in
                                    [(LastDevice::Keyboard, KEYS), (LastDevice::Controller, BUTTONS)]
                                {
                                    row.spawn((column(width), Caps(action, device), Pickable::IGNORE));
                                }
                            });
                        }
                    });
                panel.spawn((
                    widget::text(f, Msg::new("controls-help"), 15.0, palette::TEXT),
                    SaidLine,
                    TextLayout { justify: Justify::Center, ..default() },
                    Node { align_self: AlignSelf::Center, min_height: px(36), ..default() },
                ));
                panel
                    .spawn(Node { column_gap: px(12), justify_content: JustifyContent::Center, ..default() })
                    .with_children(|row| {
                        row.spawn((
                            widget::button(f, Msg::new("controls-reset"), 11, layer),
                            ControlsButton::Reset,
                        ));
                        row.spawn((
                            widget::button(f, Msg::new("menu-done"), 12, layer),
                            ControlsButton::Done,
                        ));
                    });
            });
        });
}

fn choose(
    mut activated: MessageReader<Activated>,
    mut back: MessageReader<BackRequested>,
    buttons: Query<&ControlsButton>,
    mut listening: ResMut<Listening>,
    mut said: ResMut<Said>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Menu>>,
) {
    for a in activated.read() {
        // A click while the screen waits for a key cancels the wait (nothing else can).
        if listening.0.is_some() {
            listening.0 = None;
            *said = Said::Cancelled;
            continue;
        }
        if a.step != 0 {
            continue;
        }
        match buttons.get(a.entity) {
            Ok(ControlsButton::Action(action)) => {
                listening.0 = Some(Wait::new(*action));
                *said = Said::Waiting(*action, super::rebind::WAIT as u32);
            }
            Ok(ControlsButton::Reset) => {
                if !settings.bindings.is_default() {
                    settings.bindings = Bindings::default();
                }
                *said = Said::Reset;
            }
            Ok(ControlsButton::Done) => next.set(Menu::Settings),
            Err(_) => {}
        }
    }
    if back.read().count() > 0 {
        next.set(Menu::Settings);
    }
}

/// Each action's caps, as the map binds it: drawn when the screen opens and when a binding
/// changes.
fn draw_caps(
    mut commands: Commands,
    fonts: Res<Fonts>,
    maps: Query<Ref<InputMap<MenuAction>>, With<MenuControls>>,
    cells: Query<(Entity, &Caps)>,
    added: Query<(), Added<Caps>>,
) {
    let Ok(map) = maps.single() else { return };
    if added.is_empty() && !map.is_changed() {
        return;
    }
    for (entity, caps) in &cells {
        commands.entity(entity).despawn_children();
        commands.entity(entity).with_children(|cell| {
            for binding in bound(&map, caps.0, caps.1) {
                spawn_cap(cell, Some(&*fonts), Cap::of(binding));
            }
        });
    }
}

/// The line under the list says what to do or what the last choice did; the action waiting for
/// its key is lit, and so is the one that has a refused key.
fn show_said(
    said: Res<Said>,
    mut line: Query<(&mut Words, &mut TextColor), With<SaidLine>>,
    mut labels: Query<(&ActionLabel, &mut TextColor), Without<SaidLine>>,
) {
    if !said.is_changed() {
        return;
    }
    let key = |b| binding_name(b).unwrap_or_default();
    let (words, colour): (Msg, Color) = match *said {
        Said::Help => (Msg::new("controls-help"), palette::TEXT),
        Said::Waiting(action, seconds) => (
            Msg::new("controls-waiting").with("action", label(action)).with("seconds", seconds),
            palette::BRASS_LIGHT,
        ),
        Said::Bound(action, binding) => (
            Msg::new("controls-bound").with("action", label(action)).with("key", key(binding)),
            palette::TEXT,
        ),
        Said::Taken(binding, by) => {
            (Msg::new("controls-taken").with("key", key(binding)).with("other", label(by)), palette::WARNING)
        }
        Said::Cancelled => (Msg::new("controls-cancelled"), palette::TEXT),
        Said::Reset => (Msg::new("controls-reset-done"), palette::TEXT),
    };
    for (mut w, mut c) in &mut line {
        w.set_if_neq(words.clone().into());
        c.set_if_neq(TextColor(colour));
    }
    // The action waiting for its key in brass, the one that has the refused key in red.
    let lit = match *said {
        Said::Waiting(action, _) => Some((action, palette::BRASS_LIGHT)),
        Said::Taken(_, by) => Some((by, palette::WARNING)),
        _ => None,
    };
    for (label, mut c) in &mut labels {
        let colour = lit.filter(|(a, _)| *a == label.0).map_or(palette::TEXT, |(_, c)| c);
        c.set_if_neq(TextColor(colour));
    }
}
