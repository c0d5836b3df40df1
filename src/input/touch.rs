//! A finger on the screen, as the game's pointer: a touch presses the left mouse button where it
//! lands, drags it as it moves and lets go where it lifts, so every screen and table that answers
//! the mouse answers a finger the same way (tap to choose, drag and let go to throw). A finger
//! held still is a long press ([`LongPress`]: the table asks for a hint). Only the first finger
//! counts; a second one is ignored.

use bevy::input::InputSystems;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;

use super::LastDevice;

/// How long a finger rests before its touch is a long press, and how far it may wander.
pub const LONG_PRESS_SECONDS: f32 = 0.6;
const LONG_PRESS_SLOP: f32 = 12.0;

/// The finger the game follows: where it is (or lifted last, in window pixels), and how far it
/// moved this frame (the throw's flick reads it as the mouse's motion).
#[derive(Resource, Debug, Default, Clone)]
pub struct TouchPointer {
    pub position: Option<Vec2>,
    pub delta: Vec2,
    finger: Option<u64>,
    start: Vec2,
    held: f32,
    long_pressed: bool,
}

impl TouchPointer {
    /// Whether a finger is on the screen now.
    pub fn down(&self) -> bool {
        self.finger.is_some()
    }
}

/// A finger rested without moving for [`LONG_PRESS_SECONDS`], where it is now.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct LongPress(pub Vec2);

/// The set where a touch becomes the mouse's button; it runs after Bevy's input, so that the
/// mouse button it presses is seen this frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TouchSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TouchPointer>().add_message::<LongPress>();
    // Registered by the input plugin's touch feature; headless apps may have neither.
    app.add_message::<TouchInput>().init_resource::<ButtonInput<MouseButton>>();
    app.add_systems(PreUpdate, (follow_finger, long_press).chain().in_set(TouchSystems).after(InputSystems));
}

/// The first finger down presses the left button, its moves move the pointer, and lifting it
/// (or the system taking it) lets go. Touch becomes the last device.
fn follow_finger(
    mut touches: MessageReader<TouchInput>,
    mut pointer: ResMut<TouchPointer>,
    mut mouse: ResMut<ButtonInput<MouseButton>>,
    mut device: ResMut<LastDevice>,
) {
    pointer.delta = Vec2::ZERO;
    for touch in touches.read() {
        match touch.phase {
            TouchPhase::Started if pointer.finger.is_none() => {
                pointer.finger = Some(touch.id);
                pointer.start = touch.position;
                pointer.held = 0.0;
                pointer.long_pressed = false;
                pointer.position = Some(touch.position);
                mouse.press(MouseButton::Left);
                device.set_if_neq(LastDevice::Touch);
            }
            TouchPhase::Moved if pointer.finger == Some(touch.id) => {
                if let Some(at) = pointer.position {
                    pointer.delta += touch.position - at;
                }
                pointer.position = Some(touch.position);
            }
            TouchPhase::Ended | TouchPhase::Canceled if pointer.finger == Some(touch.id) => {
                pointer.finger = None;
                pointer.position = Some(touch.position);
                mouse.release(MouseButton::Left);
            }
            _ => {}
        }
    }
}

/// A finger held still, once per touch; never on a button it holds down (holding *Throw* on a
/// slow page is a throw, not a question).
fn long_press(
    time: Res<Time>,
    mut pointer: ResMut<TouchPointer>,
    buttons: Query<&Interaction>,
    mut presses: MessageWriter<LongPress>,
) {
    if !pointer.down() || pointer.long_pressed {
        return;
    }
    if buttons.iter().any(|i| *i == Interaction::Pressed) {
        pointer.long_pressed = true;
        return;
    }
    pointer.held += time.delta_secs();
    let Some(at) = pointer.position else { return };
    if at.distance(pointer.start) > LONG_PRESS_SLOP {
        // A drag is never a long press.
        pointer.long_pressed = true;
        return;
    }
    if pointer.held >= LONG_PRESS_SECONDS {
        pointer.long_pressed = true;
        presses.write(LongPress(at));
    }
}
