//! What texts call the player's keys and buttons: the name of each binding ("Enter", "Ctrl+Z",
//! "A"), and the keys every message may name (`{ key-select }` in a hint), taken from the input
//! map as the player bound it, on the device they used last.

use super::message::{GlobalArgs, Msg, Words};
use crate::input::bindings::{Binding, bound};
use crate::input::{LastDevice, MenuAction};
use bevy::prelude::*;
use fluent_bundle::FluentArgs;
use leafwing_input_manager::prelude::{InputMap, ModifierKey};
use std::sync::LazyLock;

/// The arguments every message gets: the device used last ("keyboard" or "controller") and the
/// names of its keys for Confirm, Back and the four directions.
pub const GLOBAL_ARGS: [&str; 4] = ["device", "select", "back", "arrows"];

/// The name of `binding`; `None` for a key the game has no name for (it is not offered for
/// binding either).
pub fn name(binding: Binding) -> Option<Words> {
    match binding {
        Binding::Key(key) => key_name(key),
        Binding::Chord(modifier, key) => Some(
            Msg::new("key-chord")
                .with("modifier", Msg::new(modifier_id(modifier)?))
                .with("key", key_name(key)?)
                .into(),
        ),
        Binding::Button(button) => Some(button_name(button).into()),
    }
}

/// The modifiers a chord may hold; Super is the system's own.
fn modifier_id(modifier: ModifierKey) -> Option<&'static str> {
    match modifier {
        ModifierKey::Shift => Some("key-shift"),
        ModifierKey::Control => Some("key-ctrl"),
        ModifierKey::Alt => Some("key-alt"),
        ModifierKey::Super => None,
    }
}

/// A key's name: its letter, digit or sign as printed on a US keyboard (keys are places on the
/// keyboard, whatever its layout), or a word in the player's language.
fn key_name(key: KeyCode) -> Option<Words> {
    use KeyCode::*;
    let word = |id: &'static str| Some(Words::from(Msg::new(id)));
    let numpad = |k: &str| Some(Words::from(Msg::new("key-numpad").with("key", k)));
    let debug = format!("{key:?}");
    if let Some(letter) = debug.strip_prefix("Key") {
        return Some(letter.into());
    }
    if let Some(digit) = debug.strip_prefix("Digit") {
        return Some(digit.into());
    }
    if let Some(digit) = debug.strip_prefix("Numpad").filter(|d| d.len() == 1) {
        return numpad(digit);
    }
    if let Some(n) = debug.strip_prefix('F').and_then(|n| n.parse::<u8>().ok()).filter(|n| *n <= 12) {
        return Some(format!("F{n}").into());
    }
    let sign = match key {
        ArrowUp => "↑",
        ArrowDown => "↓",
        ArrowLeft => "←",
        ArrowRight => "→",
        Minus => "-",
        Equal => "=",
        BracketLeft => "[",
        BracketRight => "]",
        Backslash => "\\",
        Semicolon => ";",
        Quote => "'",
        Backquote => "`",
        Comma => ",",
        Period => ".",
        Slash => "/",
        Enter => return word("key-enter"),
        NumpadEnter => return Some(Msg::new("key-numpad").with("key", Msg::new("key-enter")).into()),
        NumpadAdd => return numpad("+"),
        NumpadSubtract => return numpad("-"),
        NumpadMultiply => return numpad("*"),
        NumpadDivide => return numpad("/"),
        NumpadDecimal => return numpad("."),
        Escape => return word("key-escape"),
        Space => return word("key-space"),
        Backspace => return word("key-backspace"),
        Tab => return word("key-tab"),
        Delete => return word("key-delete"),
        Insert => return word("key-insert"),
        Home => return word("key-home"),
        End => return word("key-end"),
        PageUp => return word("key-page-up"),
        PageDown => return word("key-page-down"),
        _ => return None,
    };
    Some(sign.into())
}

/// A controller button's name as the common controllers print it (Xbox's letters; Start as its
/// menu sign).
fn button_name(button: GamepadButton) -> String {
    use GamepadButton::*;
    match button {
        South => "A",
        East => "B",
        West => "X",
        North => "Y",
        C => "C",
        Z => "Z",
        LeftTrigger => "LB",
        RightTrigger => "RB",
        LeftTrigger2 => "LT",
        RightTrigger2 => "RT",
        Select => "Select",
        Start => "≡",
        Mode => "Home",
        LeftThumb => "L3",
        RightThumb => "R3",
        DPadUp => "↑",
        DPadDown => "↓",
        DPadLeft => "←",
        DPadRight => "→",
        Other(n) => return format!("#{n}"),
    }
    .to_string()
}

/// The keys a message may name, on the device the player used last, as the map binds them.
#[derive(Debug, Clone, PartialEq)]
pub struct Keys {
    pub device: LastDevice,
    select: Words,
    back: Words,
    arrows: Words,
}

impl Keys {
    /// The first binding of each action the messages name, on `device`, in `map`.
    pub fn of(map: &InputMap<MenuAction>, device: LastDevice) -> Self {
        // A finger has no keys: messages name the keyboard's, and say "touch" for their wording.
        if device == LastDevice::Touch {
            return Self { device, ..Self::of(map, LastDevice::Keyboard) };
        }
        let first = |action| bound(map, action, device).into_iter().next();
        let named = |action| first(action).and_then(name).unwrap_or_else(|| "—".into());
        use MenuAction::{Down, Left, Right, Up};
        let directions = [Up, Down, Left, Right].map(first);
        // The usual four are called by their group's name ("arrows", "d-pad").
        let usual = match device {
            LastDevice::Keyboard | LastDevice::Touch => {
                [KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowRight]
                    .map(|k| Some(Binding::Key(k)))
            }
            LastDevice::Controller => {
                use GamepadButton::*;
                [DPadUp, DPadDown, DPadLeft, DPadRight].map(|b| Some(Binding::Button(b)))
            }
        };
        let arrows = if directions == usual {
            Msg::new(match device {
                LastDevice::Keyboard | LastDevice::Touch => "keys-arrows",
                LastDevice::Controller => "keys-dpad",
            })
            .into()
        } else {
            Msg::new("keys-four")
                .with("up", named(Up))
                .with("left", named(Left))
                .with("down", named(Down))
                .with("right", named(Right))
                .into()
        };
        Self { device, select: named(MenuAction::Confirm), back: named(MenuAction::Back), arrows }
    }

    /// The default bindings' keys on `device`.
    pub fn defaults(device: LastDevice) -> &'static Keys {
        static KEYBOARD: LazyLock<Keys> =
            LazyLock::new(|| Keys::of(&MenuAction::default_map(), LastDevice::Keyboard));
        static CONTROLLER: LazyLock<Keys> =
            LazyLock::new(|| Keys::of(&MenuAction::default_map(), LastDevice::Controller));
        static TOUCH: LazyLock<Keys> =
            LazyLock::new(|| Keys::of(&MenuAction::default_map(), LastDevice::Touch));
        match device {
            LastDevice::Touch => &TOUCH,
            LastDevice::Keyboard => &KEYBOARD,
            LastDevice::Controller => &CONTROLLER,
        }
    }
}

impl GlobalArgs for Keys {
    /// Set the [`super::GLOBAL_ARGS`] in `lang`.
    fn set(&self, lang: super::Lang, args: &mut FluentArgs) {
        args.set("device", self.device.name());
        for (arg, words) in [("select", &self.select), ("back", &self.back), ("arrows", &self.arrows)] {
            args.set(arg, words.bare_text(lang));
        }
    }
}

impl Msg {
    /// The message in `lang`, naming the keyboard's default keys.
    pub fn text(&self, lang: super::Lang) -> String {
        self.text_for(lang, Keys::defaults(LastDevice::Keyboard))
    }
}

impl Words {
    /// The words in `lang`, naming the keyboard's default keys.
    pub fn text(&self, lang: super::Lang) -> String {
        self.text_for(lang, Keys::defaults(LastDevice::Keyboard))
    }
}
