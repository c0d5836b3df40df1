//! Player input as actions, from the keyboard, the mouse (through the UI), touch screens
//! ([`touch`]: a finger is the mouse) and game controllers, mapped with leafwing-input-manager. Screens read `ActionState<MenuAction>` and never raw keys;
//! which keys and buttons map to what is the player's choice ([`bindings`]).

use bevy::input::touch::Touches;
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use serde::{Deserialize, Serialize};

pub mod bindings;
pub mod touch;

/// What a player can ask of any screen or menu.
#[derive(
    Actionlike, Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Reflect, Serialize, Deserialize,
)]
pub enum MenuAction {
    Up,
    Down,
    Left,
    Right,
    /// Next / previous focusable item (Tab, Shift+Tab, shoulder buttons).
    Next,
    Previous,
    Confirm,
    Back,
    /// Open the pause menu during a match (Esc, P, Start).
    Pause,
    /// Take back the last decision against computer players (Ctrl+Z, Backspace, West).
    Undo,
    /// Ask for a hint at the table (H, North).
    Hint,
}

impl MenuAction {
    /// Every action, in the order the Controls screen lists them.
    pub const ALL: [MenuAction; 11] = {
        use MenuAction::*;
        [Up, Down, Left, Right, Next, Previous, Confirm, Back, Pause, Undo, Hint]
    };

    /// The input map of the default bindings ([`bindings::defaults`]).
    pub fn default_map() -> InputMap<Self> {
        bindings::Bindings::default().input_map()
    }
}

/// The table has something that Back undoes (a man picked up): Esc then cancels that instead of
/// opening the pause menu (Start and P still pause).
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct TableTakesBack(pub bool);

/// The device the player used last: the prompts and hints name its keys or buttons. The mouse
/// counts as the keyboard's (a mouse player reads the keyboard's keys as the alternative). Also
/// the device a binding is on. A finger ([`touch`]) has no keys: the prompts name its gestures,
/// and messages read the keyboard's keys.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum LastDevice {
    #[default]
    Keyboard,
    Controller,
    Touch,
}

impl LastDevice {
    /// The value of the `$device` argument every message receives.
    pub fn name(self) -> &'static str {
        match self {
            LastDevice::Keyboard => "keyboard",
            LastDevice::Controller => "controller",
            LastDevice::Touch => "touch",
        }
    }
}

/// The entity that carries the menu input map and its action state.
#[derive(Component)]
pub struct MenuControls;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<MenuAction>::default());
    app.init_resource::<TableTakesBack>().init_resource::<LastDevice>();
    // Registered by the window plugin; headless apps have none.
    app.add_message::<CursorMoved>();
    app.add_systems(Startup, spawn_controls);
    app.add_plugins(touch::plugin);
    app.add_systems(PreUpdate, follow_device.after(bevy::input::InputSystems).before(touch::TouchSystems));
}

fn spawn_controls(mut commands: Commands) {
    commands.spawn((
        Name::new("Menu controls"),
        MenuControls,
        MenuAction::default_map(),
        ActionState::<MenuAction>::default(),
    ));
}

/// A step of a held direction: fires on the press, then repeats while held (like a keyboard's
/// auto-repeat), so a stick or d-pad scrolls through a list.
#[derive(Default)]
pub struct Repeat {
    held: f32,
}

impl Repeat {
    const DELAY: f32 = 0.40;
    const RATE: f32 = 0.12;

    pub fn fire(&mut self, state: &ActionState<MenuAction>, action: MenuAction, dt: f32) -> bool {
        if state.just_pressed(&action) {
            self.held = 0.0;
            return true;
        }
        if !state.pressed(&action) {
            return false;
        }
        let before = self.held;
        self.held += dt;
        if self.held < Self::DELAY {
            return false;
        }
        let steps = |t: f32| ((t - Self::DELAY) / Self::RATE).floor();
        before < Self::DELAY || steps(self.held) > steps(before)
    }
}

/// A key, a mouse button or a cursor move makes the keyboard the last device; a controller button
/// or a stick pushed past half way makes it the controller. When the last controller is unplugged
/// the keyboard takes over (the prompts show its keys again). A finger's press and moves are its
/// own ([`touch`]): a frame with a finger down or lifted leaves the device to it.
fn follow_device(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    mut cursor: MessageReader<CursorMoved>,
    pads: Query<&Gamepad>,
    touches: Option<Res<Touches>>,
    mut device: ResMut<LastDevice>,
) {
    if touches.is_some_and(|t| t.iter().next().is_some() || t.any_just_released() || t.any_just_canceled()) {
        cursor.clear();
        return;
    }
    let pad = pads.iter().any(|p| p.get_just_pressed().next().is_some() || p.left_stick().length() > 0.5);
    let board = keys.get_just_pressed().next().is_some()
        || mouse.is_some_and(|m| m.get_just_pressed().next().is_some())
        || cursor.read().any(|c| c.delta.is_some_and(|d| d.length() > 2.0));
    let now = if pad {
        LastDevice::Controller
    } else if board || (*device == LastDevice::Controller && pads.is_empty()) {
        LastDevice::Keyboard
    } else {
        return;
    };
    device.set_if_neq(now);
}
