//! Waiting for an action's new key or button on the Controls screen. Any key or button may be
//! the new one, Esc and Enter included, so none can cancel: a click does, or five seconds with
//! nothing pressed. While it waits, and until the new key is let go, the menu's actions are off,
//! so the key is not also read as a move or a choice.

use crate::audio::PlaySfx;
use crate::audio::sfx::Sfx;
use crate::i18n::binding_name;
use crate::input::bindings::Binding;
use crate::input::{MenuAction, MenuControls};
use crate::persistence::settings::Settings;
use crate::state::Menu;
use bevy::prelude::*;
use leafwing_input_manager::prelude::{ActionState, ModifierKey};

/// Seconds the screen waits for the new key or button.
pub const WAIT: f32 = 5.0;

/// The action waiting for its new key or button.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct Listening(pub Option<Wait>);

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Wait {
    pub action: MenuAction,
    /// Seconds waited; `None` in the frame the wait began (the press that chose the action is
    /// not its new key).
    pub waited: Option<f32>,
}

impl Wait {
    pub fn new(action: MenuAction) -> Self {
        Self { action, waited: None }
    }
}

/// What the line under the list says: what to do, or what the last choice did.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub enum Said {
    #[default]
    Help,
    /// Waiting for `action`'s key, with the whole seconds left.
    Waiting(MenuAction, u32),
    Bound(MenuAction, Binding),
    /// The key or button is another action's: refused.
    Taken(Binding, MenuAction),
    Cancelled,
    Reset,
}

/// Waiting and muting run after the screen's choices of the frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rebinding;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Listening>().init_resource::<Said>();
    app.add_systems(
        Update,
        (listen, mute)
            .chain()
            .in_set(Rebinding)
            .in_set(crate::state::AppSystems::Update)
            .run_if(in_state(Menu::Controls)),
    );
    app.add_systems(OnEnter(Menu::Controls), |mut said: ResMut<Said>| *said = Said::Help);
    app.add_systems(OnExit(Menu::Controls), stop);
}

/// The key just pressed, with the modifier held with it; modifiers alone and keys without a
/// name are not bindings.
fn key_pressed(keys: &ButtonInput<KeyCode>) -> Option<Binding> {
    let modifiers = [ModifierKey::Shift, ModifierKey::Control, ModifierKey::Alt, ModifierKey::Super];
    let is_modifier = |k: &KeyCode| modifiers.iter().any(|m| m.keycodes().contains(k));
    let key = *keys.get_just_pressed().find(|k| !is_modifier(k))?;
    let held = modifiers.into_iter().find(|m| keys.any_pressed(m.keycodes()));
    let binding = match held {
        None => Binding::Key(key),
        Some(m) => Binding::Chord(m, key),
    };
    // Keys the game has no name for, and chords with Super (the system's), are not offered.
    binding_name(binding).is_some().then_some(binding)
}

fn listen(
    time: Res<Time>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    pads: Query<&Gamepad>,
    mut listening: ResMut<Listening>,
    mut said: ResMut<Said>,
    mut settings: ResMut<Settings>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    let Some(wait) = &mut listening.0 else { return };
    let Some(waited) = &mut wait.waited else {
        wait.waited = Some(0.0);
        return;
    };
    *waited += time.delta_secs();
    let action = wait.action;
    if *waited >= WAIT || mouse.is_some_and(|m| m.get_just_pressed().next().is_some()) {
        listening.0 = None;
        *said = Said::Cancelled;
        return;
    }
    said.set_if_neq(Said::Waiting(action, (WAIT - *waited).ceil() as u32));
    let pressed = key_pressed(&keys)
        .or_else(|| pads.iter().find_map(|p| p.get_just_pressed().next().copied().map(Binding::Button)));
    let Some(binding) = pressed else { return };
    listening.0 = None;
    // The settings only change when the binding is made (they are saved on every change).
    let mut bindings = settings.bindings.clone();
    match bindings.bind(action, binding) {
        Ok(()) => {
            settings.bindings = bindings;
            *said = Said::Bound(action, binding);
            sfx.write(PlaySfx(Sfx::UiConfirm));
        }
        Err(taken) => {
            *said = Said::Taken(binding, taken.by);
            sfx.write(PlaySfx(Sfx::Error));
        }
    }
}

/// The menu's actions are off while the screen waits for a key, and stay off until every key and
/// button is let go (else the new key, still down, would act under its new binding at once).
fn mute(
    listening: Res<Listening>,
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    mut states: Query<&mut ActionState<MenuAction>, With<MenuControls>>,
) {
    let Ok(mut state) = states.single_mut() else { return };
    let held = keys.get_pressed().len() > 0 || pads.iter().any(|p| p.get_pressed().next().is_some());
    let off = listening.0.is_some() || (state.disabled() && held);
    if off && !state.disabled() {
        state.disable();
    } else if !off && state.disabled() {
        state.enable();
    }
}

/// Leaving the screen stops the wait and gives the actions back.
fn stop(
    mut listening: ResMut<Listening>,
    mut states: Query<&mut ActionState<MenuAction>, With<MenuControls>>,
) {
    listening.0 = None;
    for mut state in &mut states {
        state.enable();
    }
}
