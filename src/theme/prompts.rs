//! The prompt bar at the foot of the screen: what a player can do here, each with its key or
//! button drawn as a cap, for the device they used last (keyboard keys, or controller buttons
//! in their usual colours). It follows the screen and the menu on top. After a touch it names
//! the gestures instead (tap, hold), and its Back and Menu are buttons a finger can press: a
//! touch screen has no Esc. Clicked or tapped, a prompt's button does what its key does.

use crate::assets::Fonts;
use crate::i18n::{Msg, Words, binding_name};
use crate::input::bindings::{Binding, bound};
use crate::input::{LastDevice, MenuAction, MenuControls};
use crate::state::Menu;
use crate::state::Screen;
use crate::theme::{palette, widget};
use bevy::prelude::*;
use bevy::ui::UiSystems;
use leafwing_input_manager::plugin::InputManagerSystem;
use leafwing_input_manager::prelude::{ActionState, InputMap};

/// What the bar (or a button with its cap) offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prompt {
    Move,
    Change,
    Select,
    Next,
    Back,
    Pause,
    Undo,
    Hint,
}

impl Prompt {
    pub fn message(self) -> Msg {
        Msg::new(match self {
            Prompt::Move => "prompt-move",
            Prompt::Change => "prompt-change",
            Prompt::Select => "prompt-select",
            Prompt::Next => "prompt-next",
            Prompt::Back => "prompt-back",
            Prompt::Pause => "prompt-pause",
            Prompt::Undo => "prompt-undo",
            Prompt::Hint => "prompt-hint",
        })
    }

    /// The actions whose keys the cap names: a pair for the directions.
    fn actions(self) -> &'static [MenuAction] {
        use MenuAction::*;
        match self {
            Prompt::Move => &[Up, Down],
            Prompt::Change => &[Left, Right],
            Prompt::Select => &[Confirm],
            Prompt::Next => &[Next],
            Prompt::Back => &[Back],
            Prompt::Pause => &[Pause],
            Prompt::Undo => &[Undo],
            Prompt::Hint => &[Hint],
        }
    }

    /// How a finger does this: a gesture's cap, a button of the bar (Back, Menu), or nothing
    /// (the arrows and Tab have no gesture: a finger points instead).
    fn gesture(self) -> Gesture {
        match self {
            Prompt::Select => Gesture::Cap("touch-tap"),
            Prompt::Hint => Gesture::Cap("touch-hold"),
            Prompt::Change => Gesture::Cap("touch-arrows"),
            Prompt::Back | Prompt::Pause => Gesture::Button(self.actions()[0]),
            Prompt::Move | Prompt::Next | Prompt::Undo => Gesture::None,
        }
    }

    /// The cap of this prompt on `device`: the first key or button `map` binds to its action;
    /// after a touch, the gesture's.
    pub fn cap(self, map: &InputMap<MenuAction>, device: LastDevice) -> Cap {
        if device == LastDevice::Touch {
            let label = match self.gesture() {
                Gesture::Cap(id) => Msg::new(id).into(),
                _ => Words::default(),
            };
            return Cap { label, ..Cap::plain(device) };
        }
        let firsts: Vec<Binding> =
            self.actions().iter().filter_map(|a| bound(map, *a, device).into_iter().next()).collect();
        match firsts[..] {
            [one] => Cap::of(one),
            [a, b] => {
                let names = [a, b].map(|b| binding_name(b).unwrap_or_else(|| "—".into()));
                // Two arrows read as one cap ("↑↓"); other pairs are split ("I/K").
                let arrow = |s: &str| ["↑", "↓", "←", "→"].contains(&s);
                let label = match names {
                    [Words::Plain(x), Words::Plain(y)] if arrow(&x) && arrow(&y) => Words::Plain(x + &y),
                    [x, y] => Msg::new("keys-pair").with("a", x).with("b", y).into(),
                };
                Cap { label, ..Cap::of(a).square() }
            }
            _ => Cap { label: "—".into(), ..Cap::plain(device) },
        }
    }
}

/// A prompt's form on a touch screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Gesture {
    Cap(&'static str),
    Button(MenuAction),
    None,
}

/// A key or button cap: its words and colours; controllers' face buttons are round.
#[derive(Debug, Clone)]
pub struct Cap {
    pub label: Words,
    face: Color,
    ink: Color,
    round: bool,
}

impl Cap {
    /// A cap without a colour of its own on `device`.
    fn plain(device: LastDevice) -> Cap {
        let (face, ink) = match device {
            LastDevice::Keyboard => (Color::srgb(0.90, 0.86, 0.78), Color::srgb(0.12, 0.09, 0.07)),
            LastDevice::Touch => (Color::srgb(0.55, 0.40, 0.22), Color::srgb(0.97, 0.96, 0.94)),
            LastDevice::Controller => (Color::srgb(0.28, 0.27, 0.26), Color::srgb(0.97, 0.96, 0.94)),
        };
        Cap { label: Words::default(), face, ink, round: false }
    }

    /// The cap of one key or button, in the usual colours of a controller's face buttons.
    pub fn of(binding: Binding) -> Cap {
        let label = binding_name(binding).unwrap_or_else(|| "—".into());
        let light = Color::srgb(0.97, 0.96, 0.94);
        let face = |face, ink| Cap { label: label.clone(), face, ink, round: true };
        match binding {
            Binding::Button(GamepadButton::South) => face(Color::srgb(0.22, 0.62, 0.25), light),
            Binding::Button(GamepadButton::East) => face(Color::srgb(0.78, 0.20, 0.17), light),
            Binding::Button(GamepadButton::West) => face(Color::srgb(0.18, 0.40, 0.78), light),
            Binding::Button(GamepadButton::North) => {
                face(Color::srgb(0.86, 0.68, 0.14), Color::srgb(0.12, 0.09, 0.07))
            }
            Binding::Button(GamepadButton::C | GamepadButton::Z) => {
                Cap { label, round: true, ..Cap::plain(LastDevice::Controller) }
            }
            other => Cap { label, ..Cap::plain(other.device()) },
        }
    }

    /// The same colours on a square cap (two names do not fit a round one).
    fn square(self) -> Cap {
        Cap { round: false, ..self }
    }
}

/// The prompts for the screen and menu in front of the player.
fn prompts(screen: Screen, menu: Menu) -> &'static [Prompt] {
    use Prompt::*;
    match (menu, screen) {
        (Menu::Settings, _) => &[Move, Change, Select, Back],
        (Menu::Controls, _) => &[Move, Select, Back],
        (Menu::Pause, _) => &[Move, Select, Back],
        (Menu::Rules, _) => &[Back],
        (Menu::None, Screen::Title) => &[Move, Select],
        (Menu::None, Screen::Setup) => &[Move, Change, Select, Back],
        (Menu::None, Screen::Playing) => &[Move, Select, Next, Pause],
        (Menu::None, Screen::Results | Screen::Replays) => &[Move, Select, Back],
        (Menu::None, _) => &[],
    }
}

#[derive(Component)]
struct PromptBar;

/// A prompt of the bar that a click or a tap sets off: it presses its action for a frame.
#[derive(Component, Debug, Clone, Copy)]
pub struct PromptButton(pub MenuAction);

/// The least height of a button a finger presses (Apple's and Google's guides ask 44 points).
pub const TOUCH_TARGET: f32 = 44.0;

/// Where a screen wants its prompts (the table's turn panel); without one they float at the foot
/// of the screen.
#[derive(Component, Debug, Default, Clone, Copy)]
pub struct PromptSlot;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, refresh.in_set(crate::state::AppSystems::Present));
    // After the UI saw the press and after the input map set the actions, so that the action is
    // pressed for this frame's systems.
    app.add_systems(
        PreUpdate,
        press_buttons.after(UiSystems::Focus).after(InputManagerSystem::ManualControl),
    );
}

/// A pressed prompt button presses its action, as its key would.
fn press_buttons(
    buttons: Query<(&Interaction, &PromptButton), Changed<Interaction>>,
    mut controls: Query<&mut ActionState<MenuAction>, With<MenuControls>>,
) {
    let Ok(mut state) = controls.single_mut() else { return };
    for (interaction, button) in &buttons {
        if *interaction == Interaction::Pressed {
            state.press(&button.0);
        }
    }
}

/// Rebuild the bar when the screen, the menu, the device or the bindings change.
fn refresh(
    mut commands: Commands,
    fonts: Option<Res<Fonts>>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    device: Res<LastDevice>,
    maps: Query<Ref<InputMap<MenuAction>>, With<MenuControls>>,
    bars: Query<Entity, With<PromptBar>>,
    slots: Query<Entity, With<PromptSlot>>,
    new_slots: Query<(), Added<PromptSlot>>,
) {
    let Ok(map) = maps.single() else { return };
    if !(screen.is_changed()
        || menu.is_changed()
        || device.is_changed()
        || map.is_changed()
        || !new_slots.is_empty())
    {
        return;
    }
    for bar in &bars {
        commands.entity(bar).despawn();
    }
    let mut list = prompts(*screen.get(), *menu.get()).to_vec();
    // A finger's hint is a gesture with no button of the bar to show it: the bar says it.
    let touch = *device == LastDevice::Touch;
    if touch && list.contains(&Prompt::Pause) {
        list.insert(list.len() - 1, Prompt::Hint);
    }
    if list.is_empty() {
        return;
    }
    let f = fonts.as_deref();
    // With no menu open, a screen's slot takes the prompts (the table's turn panel, so that
    // they never cover the log or the panel at a large interface size).
    let slot = slots.iter().next().filter(|_| *menu.get() == Menu::None);
    let mut bar = commands.spawn((
        Name::new("Prompt bar"),
        PromptBar,
        Pickable::IGNORE,
        Node {
            position_type: if slot.is_some() { PositionType::Relative } else { PositionType::Absolute },
            bottom: px(if slot.is_some() { 0 } else { 12 }),
            left: px(0),
            right: px(0),
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
    ));
    match slot {
        Some(slot) => {
            bar.insert(ChildOf(slot));
        }
        None => {
            bar.insert(GlobalZIndex(20));
        }
    }
    bar.with_children(|bar| {
        // In a panel the prompts wrap onto a second line rather than spill out of it.
        bar.spawn((
            Node {
                column_gap: px(if slot.is_some() { 12 } else { 16 }),
                row_gap: px(4),
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                padding: UiRect::axes(px(if slot.is_some() { 0 } else { 14 }), px(5)),
                border_radius: BorderRadius::all(px(16)),
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(if slot.is_some() {
                Color::NONE
            } else {
                Color::srgba(0.05, 0.035, 0.025, 0.62)
            }),
            Pickable::IGNORE,
        ))
        .with_children(|row| {
            for &prompt in &list {
                let gesture = prompt.gesture();
                if touch && gesture == Gesture::None {
                    continue;
                }
                let mut item = row.spawn((
                    Node { align_items: AlignItems::Center, column_gap: px(6), ..default() },
                    Pickable::IGNORE,
                ));
                if let Gesture::Button(action) = gesture {
                    item.insert((Button, PromptButton(action)));
                    if touch {
                        // A button a finger can find: its own face, a finger's height.
                        item.insert((
                            Node {
                                align_items: AlignItems::Center,
                                min_height: px(TOUCH_TARGET),
                                padding: UiRect::horizontal(px(16)),
                                border: UiRect::all(px(1)),
                                border_radius: BorderRadius::all(px(9)),
                                ..default()
                            },
                            BackgroundColor(palette::PANEL),
                            BorderColor::all(palette::BUTTON_BORDER),
                        ));
                    }
                }
                item.with_children(|item| {
                    if !(touch && matches!(gesture, Gesture::Button(_))) {
                        spawn_cap(item, f, prompt.cap(&map, *device));
                    }
                    let size = if touch { 16.0 } else { 14.0 };
                    item.spawn((widget::text(f, prompt.message(), size, palette::TEXT), Pickable::IGNORE));
                });
            }
        });
    });
}

/// A key or button cap, as the prompt bar draws it.
pub fn spawn_cap(parent: &mut ChildSpawnerCommands, f: Option<&Fonts>, cap: Cap) {
    parent.spawn((
        Node {
            min_width: px(22),
            height: px(22),
            padding: UiRect::horizontal(px(if cap.round { 0 } else { 6 })),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::bottom(px(2)),
            border_radius: if cap.round { BorderRadius::MAX } else { BorderRadius::all(px(5)) },
            ..default()
        },
        BackgroundColor(cap.face),
        BorderColor::all(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        Pickable::IGNORE,
        children![(widget::bold(f, cap.label, 13.0, cap.ink), Pickable::IGNORE)],
    ));
}
