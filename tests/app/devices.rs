//! Machines without a sound device or a controller: the game is quiet about it and goes on.

use crate::harness::TestApp;
use bevy::prelude::*;
use parlour::audio::sfx::Sfx;
use parlour::audio::{PlaySfx, SoundOutput};
use parlour::input::LastDevice;
use parlour::state::Screen;

/// With no sound device (this test machine and CI have none) every effect and the music are
/// asked for and silently dropped: no panic, the title stays.
#[test]
fn without_a_sound_device_every_sound_is_dropped_quietly() {
    let mut t = TestApp::new();
    t.run_until_screen(Screen::Title, 600);
    assert!(t.app.world().contains_resource::<parlour::audio::sfx::Sounds>(), "the sounds are loaded");
    for _ in 0..3 {
        for sfx in Sfx::ALL {
            t.app.world_mut().write_message(PlaySfx(sfx));
        }
        t.steps(5);
    }
    t.app.world_mut().resource_mut::<parlour::persistence::settings::Settings>().music_volume = 90;
    // Within three seconds the game knows whether sound comes out; without a device it asks
    // for no more sounds (the sound library would keep every one queued).
    t.steps(180);
    assert_eq!(t.screen(), Screen::Title);
    let output = t.app.world().resource::<SoundOutput>().clone();
    println!("sound output: {output:?}");
    assert!(matches!(output, SoundOutput::Missing | SoundOutput::Working), "{output:?}");
}

/// A controller unplugged while it was in use: the prompts go back to the keyboard's keys, and
/// the keyboard drives the menus.
#[test]
fn an_unplugged_controller_leaves_the_keyboard_in_charge() {
    use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
    let mut t = TestApp::new();
    t.run_until_screen(Screen::Title, 600);
    let pad = t.connect_gamepad();
    t.tap_button(GamepadButton::DPadDown);
    assert_eq!(*t.app.world().resource::<LastDevice>(), LastDevice::Controller);
    t.app.world_mut().write_message(GamepadConnectionEvent::new(pad, GamepadConnection::Disconnected));
    t.steps(3);
    assert_eq!(*t.app.world().resource::<LastDevice>(), LastDevice::Keyboard);
    // No controller at all: the keyboard opens the setup.
    t.tap_key(KeyCode::ArrowUp);
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Setup, 120);
}
