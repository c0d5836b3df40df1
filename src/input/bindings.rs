//! Which keys and buttons do what: the default bindings of every action, the player's changes to
//! them (kept in the settings), and the leafwing input map built from both. The map is what the
//! game reads; everything that names a key reads it back from the map ([`bound`]).

use super::{LastDevice, MenuAction};
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One key, key with a modifier, or controller button that triggers an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Binding {
    Key(KeyCode),
    /// A key pressed while Shift, Ctrl or Alt (either side) is held: Ctrl+Z.
    Chord(ModifierKey, KeyCode),
    Button(GamepadButton),
}

impl Binding {
    /// The device this binding is on.
    pub fn device(self) -> LastDevice {
        match self {
            Binding::Key(_) | Binding::Chord(..) => LastDevice::Keyboard,
            Binding::Button(_) => LastDevice::Controller,
        }
    }

    fn boxed(self) -> Box<dyn Buttonlike> {
        match self {
            Binding::Key(key) => Box::new(key),
            Binding::Chord(modifier, key) => Box::new(ButtonlikeChord::modified(modifier, key)),
            Binding::Button(button) => Box::new(button),
        }
    }

    /// The binding a map entry stands for; `None` for inputs the game never binds.
    fn of(input: &dyn Buttonlike) -> Option<Binding> {
        let any = input.as_reflect();
        if let Some(key) = any.downcast_ref::<KeyCode>() {
            return Some(Binding::Key(*key));
        }
        if let Some(button) = any.downcast_ref::<GamepadButton>() {
            return Some(Binding::Button(*button));
        }
        // A chord decomposes into both keys of its modifier, then the key.
        let chord = any.downcast_ref::<ButtonlikeChord>()?;
        let keys: Vec<KeyCode> = chord
            .decompose()
            .inputs()
            .iter()
            .filter_map(|i| i.as_ref().as_reflect().downcast_ref::<KeyCode>().copied())
            .collect();
        let modifier = [ModifierKey::Shift, ModifierKey::Control, ModifierKey::Alt, ModifierKey::Super]
            .into_iter()
            .find(|m| m.keycodes().iter().all(|k| keys.contains(k)))?;
        let key = keys.iter().find(|k| !modifier.keycodes().contains(k))?;
        Some(Binding::Chord(modifier, *key))
    }
}

/// The bindings of `action` on `device` in `map`, in the map's order (the first is the one
/// prompts show).
pub fn bound(map: &InputMap<MenuAction>, action: MenuAction, device: LastDevice) -> Vec<Binding> {
    map.get_buttonlike(&action)
        .into_iter()
        .flatten()
        .filter_map(|input| Binding::of(input.as_ref()))
        .filter(|b| b.device() == device)
        .collect()
}

/// Actions that may share a key: Back works in menus and Pause at the table, where Esc does
/// either (a picked man is put back first).
fn may_share(a: MenuAction, b: MenuAction) -> bool {
    use MenuAction::*;
    matches!((a, b), (Back, Pause) | (Pause, Back))
}

/// The default bindings of `action`: arrows/WASD, Tab, Enter/Space, Esc, Ctrl+Z/Backspace, H;
/// d-pad, South = confirm, East = back, Start = pause, West = undo, North = hint.
pub fn defaults(action: MenuAction) -> Vec<Binding> {
    use Binding::{Button, Chord, Key};
    use GamepadButton as Pad;
    use MenuAction::*;
    match action {
        Up => vec![Key(KeyCode::ArrowUp), Key(KeyCode::KeyW), Button(Pad::DPadUp)],
        Down => vec![Key(KeyCode::ArrowDown), Key(KeyCode::KeyS), Button(Pad::DPadDown)],
        Left => vec![Key(KeyCode::ArrowLeft), Key(KeyCode::KeyA), Button(Pad::DPadLeft)],
        Right => vec![Key(KeyCode::ArrowRight), Key(KeyCode::KeyD), Button(Pad::DPadRight)],
        Next => vec![Key(KeyCode::Tab), Button(Pad::RightTrigger)],
        Previous => vec![Chord(ModifierKey::Shift, KeyCode::Tab), Button(Pad::LeftTrigger)],
        Confirm => {
            vec![Key(KeyCode::Enter), Key(KeyCode::NumpadEnter), Key(KeyCode::Space), Button(Pad::South)]
        }
        Back => vec![Key(KeyCode::Escape), Button(Pad::East)],
        Pause => vec![Key(KeyCode::Escape), Key(KeyCode::KeyP), Button(Pad::Start)],
        Undo => vec![Chord(ModifierKey::Control, KeyCode::KeyZ), Key(KeyCode::Backspace), Button(Pad::West)],
        Hint => vec![Key(KeyCode::KeyH), Button(Pad::North)],
    }
}

/// The player's changes to the defaults: for each action they rebound, its bindings on the
/// devices they rebound it on (a device it leaves out keeps the defaults, so a later version's
/// new defaults still reach it). Kept normalised: a device back on its defaults is dropped, so
/// the same bindings always write the same text.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Bindings(BTreeMap<MenuAction, Vec<Binding>>);

/// Why a binding was not made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Taken {
    /// The action that already has the key or button.
    pub by: MenuAction,
}

impl Bindings {
    /// The bindings of `action` on `device` with these changes.
    pub fn of(&self, action: MenuAction, device: LastDevice) -> Vec<Binding> {
        let on = |list: &[Binding]| list.iter().copied().filter(|b| b.device() == device).collect::<Vec<_>>();
        match self.0.get(&action).map(|list| on(list)) {
            Some(mine) if !mine.is_empty() => mine,
            _ => on(&defaults(action)),
        }
    }

    /// Whether every action has its default bindings.
    pub fn is_default(&self) -> bool {
        self.0.is_empty()
    }

    /// Make `binding` the only one of `action` on its device. A key or button another action
    /// already has is refused (the player frees it first by giving that action another), except
    /// between Back and Pause, which may share one.
    pub fn bind(&mut self, action: MenuAction, binding: Binding) -> Result<(), Taken> {
        let device = binding.device();
        if let Some(by) = MenuAction::ALL
            .into_iter()
            .find(|a| *a != action && !may_share(action, *a) && self.of(*a, device).contains(&binding))
        {
            return Err(Taken { by });
        }
        // The other device keeps what the player gave it; keys come before buttons, as in the
        // defaults.
        let mut list: Vec<Binding> = self.0.get(&action).into_iter().flatten().copied().collect();
        list.retain(|b| b.device() != device);
        list.push(binding);
        list.sort_by_key(|b| b.device() == LastDevice::Controller);
        self.0.insert(action, list);
        self.normalise();
        Ok(())
    }

    /// Drop the devices that are back on their defaults, and the actions left with none.
    fn normalise(&mut self) {
        for (action, list) in &mut self.0 {
            for device in [LastDevice::Keyboard, LastDevice::Controller] {
                let default: Vec<_> =
                    defaults(*action).into_iter().filter(|b| b.device() == device).collect();
                let mine: Vec<_> = list.iter().copied().filter(|b| b.device() == device).collect();
                if mine == default {
                    list.retain(|b| b.device() != device);
                }
            }
        }
        self.0.retain(|_, list| !list.is_empty());
    }

    /// These bindings as they were read from a document, normalised (a device listed with its
    /// defaults is the same as one left out).
    pub fn normalised(mut self) -> Self {
        self.normalise();
        self
    }

    /// The input map of these bindings; the left stick moves too, always.
    pub fn input_map(&self) -> InputMap<MenuAction> {
        let mut map = InputMap::default();
        for action in MenuAction::ALL {
            for device in [LastDevice::Keyboard, LastDevice::Controller] {
                for binding in self.of(action, device) {
                    map.insert_boxed(action, binding.boxed());
                }
            }
        }
        for (action, dir) in [
            (MenuAction::Up, GamepadControlDirection::LEFT_UP),
            (MenuAction::Down, GamepadControlDirection::LEFT_DOWN),
            (MenuAction::Left, GamepadControlDirection::LEFT_LEFT),
            (MenuAction::Right, GamepadControlDirection::LEFT_RIGHT),
        ] {
            map.insert(action, dir.threshold(0.5));
        }
        map
    }
}
