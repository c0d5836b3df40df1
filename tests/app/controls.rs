//! Rebindable controls: the bindings kept in the settings file, the Controls screen by keyboard,
//! controller and mouse, a key another action has refused, Reset to defaults, and a rebound key
//! that plays a whole human turn at the table while the old one no longer does, with the hints and
//! key caps naming the new key.

use crate::harness::{Input, TempDir, TestApp, rebound};
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use parlour::i18n::Lang;
use parlour::input::bindings::{Binding, Bindings, Taken, bound};
use parlour::input::{LastDevice, MenuAction, MenuControls};
use parlour::menus::controls::{ControlsButton, SaidLine};
use parlour::menus::rebind::{Listening, Said};
use parlour::persistence::settings::Settings;
use parlour::state::{Menu, Screen};
use parlour::theme::interaction::{Activated, Focus};

#[test]
fn bindings_round_trip_through_the_settings_file() {
    let dir = TempDir::new("bindings");
    let path = dir.0.join("settings.ron");
    let mut s = Settings::default();
    rebound(&mut s.bindings);
    s.save_to(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(Settings::load_from(&path), (s.clone(), None));
    // Written back, the same text; only the changes are kept.
    Settings::load_from(&path).0.save_to(&path).unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    assert!(text.contains("Key(KeyJ)") && text.contains("Chord(Alt, KeyU)"), "{text}");
    assert!(!text.contains("South"), "unchanged buttons are not written: {text}");
    // A device listed with its defaults is the same as one left out.
    std::fs::write(&path, "(version: 2, bindings: {Confirm: [Key(Enter), Key(NumpadEnter), Key(Space)]})")
        .unwrap();
    assert!(Settings::load_from(&path).0.bindings.is_default());
    // A settings file of version 1 (no bindings) plays with the defaults.
    std::fs::write(&path, "(version: 1, music_volume: 20)").unwrap();
    let (old, problem) = Settings::load_from(&path);
    assert_eq!((old.music_volume, old.bindings.is_default(), problem), (20, true, None));
    // The running game's input map is the file's.
    std::fs::write(&path, s.text().unwrap()).unwrap();
    let mut t = TestApp::with_data_dir(&dir.0);
    t.steps(2);
    assert_eq!(map(&mut t), s.bindings.input_map());
    assert_eq!(bound(&map(&mut t), MenuAction::Confirm, LastDevice::Keyboard), [Binding::Key(KeyCode::KeyJ)]);
}

/// The rules of a binding: one key per action and device from then on, a key another action has
/// refused (Back and Pause may share), the other device untouched, and the map read back as it
/// was made.
#[test]
fn a_taken_key_is_refused_and_the_map_reads_back() {
    use MenuAction::*;
    let mut b = Bindings::default();
    assert_eq!(b.bind(Confirm, Binding::Key(KeyCode::KeyH)), Err(Taken { by: Hint }));
    assert_eq!(b.bind(Confirm, Binding::Button(GamepadButton::East)), Err(Taken { by: Back }));
    assert_eq!(b.bind(Hint, Binding::Key(KeyCode::Escape)), Err(Taken { by: Back }));
    assert!(b.is_default(), "a refusal changes nothing");
    // Shift+Tab is not Tab.
    assert_eq!(b.bind(Hint, Binding::Chord(ModifierKey::Shift, KeyCode::Tab)), Err(Taken { by: Previous }));
    b.bind(Hint, Binding::Chord(ModifierKey::Control, KeyCode::Tab)).unwrap();
    // Back may take Pause's P; Pause keeps it.
    b.bind(Back, Binding::Key(KeyCode::KeyP)).unwrap();
    assert_eq!(b.of(Back, LastDevice::Keyboard), [Binding::Key(KeyCode::KeyP)]);
    assert_eq!(
        b.of(Pause, LastDevice::Keyboard),
        [Binding::Key(KeyCode::Escape), Binding::Key(KeyCode::KeyP)]
    );
    assert_eq!(b.of(Back, LastDevice::Controller), [Binding::Button(GamepadButton::East)]);
    // A key freed by a rebinding can be taken: Enter, once Select is on Space alone.
    b.bind(Confirm, Binding::Key(KeyCode::Space)).unwrap();
    b.bind(Hint, Binding::Key(KeyCode::Enter)).unwrap();
    let map = b.input_map();
    for action in MenuAction::ALL {
        for device in [LastDevice::Keyboard, LastDevice::Controller] {
            assert_eq!(bound(&map, action, device), b.of(action, device), "{action:?} on {device:?}");
        }
    }
    // Back on its defaults again is no change at all.
    b.bind(Back, Binding::Key(KeyCode::Escape)).unwrap();
    assert_eq!(b.of(Back, LastDevice::Keyboard), [Binding::Key(KeyCode::Escape)]);
    let mut only = Bindings::default();
    only.bind(Confirm, Binding::Key(KeyCode::Space)).unwrap();
    only.bind(Hint, Binding::Key(KeyCode::Enter)).unwrap();
    only.bind(Hint, Binding::Chord(ModifierKey::Control, KeyCode::Tab)).unwrap();
    assert_ne!(b, only);
    b.bind(Hint, Binding::Chord(ModifierKey::Control, KeyCode::Tab)).unwrap();
    assert_eq!(b, only);
    // The defaults read back from the default map, the chords included.
    let defaults = MenuAction::default_map();
    assert_eq!(
        bound(&defaults, Undo, LastDevice::Keyboard),
        [Binding::Chord(ModifierKey::Control, KeyCode::KeyZ), Binding::Key(KeyCode::Backspace)]
    );
}

fn map(t: &mut TestApp) -> InputMap<MenuAction> {
    let world = t.app.world_mut();
    world.query_filtered::<&InputMap<MenuAction>, With<MenuControls>>().single(world).unwrap().clone()
}

fn bindings(t: &TestApp) -> Bindings {
    t.app.world().resource::<Settings>().bindings.clone()
}

fn menu(t: &TestApp) -> Menu {
    *t.app.world().resource::<State<Menu>>().get()
}

fn said(t: &TestApp) -> Said {
    *t.app.world().resource::<Said>()
}

fn texts(t: &mut TestApp) -> Vec<String> {
    let world = t.app.world_mut();
    world.query::<&Text>().iter(world).map(|s| s.0.clone()).collect()
}

fn said_line(t: &mut TestApp) -> String {
    let world = t.app.world_mut();
    world.query_filtered::<&Text, With<SaidLine>>().single(world).unwrap().0.clone()
}

/// The focused control of the Controls screen.
fn focused(t: &TestApp) -> Option<ControlsButton> {
    let e = t.app.world().resource::<Focus>().0?;
    t.app.world().get::<ControlsButton>(e).copied()
}

/// The entity of a control of the Controls screen.
fn control(t: &mut TestApp, which: ControlsButton) -> Entity {
    let world = t.app.world_mut();
    world.query::<(Entity, &ControlsButton)>().iter(world).find(|(_, c)| **c == which).unwrap().0
}

/// From the title to Settings → Controls with `input`, as a player goes there.
fn open_controls(t: &mut TestApp, input: Input) {
    t.app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
    t.run_until_screen(Screen::Title, 600);
    t.app.world_mut().resource_mut::<NextState<Menu>>().set(Menu::Settings);
    t.steps(3);
    // Up from the first control wraps to Done; Controls is beside it.
    input.up(t);
    input.up(t);
    input.confirm(t);
    t.steps(2);
    assert_eq!(menu(t), Menu::Controls);
    assert_eq!(focused(t), Some(ControlsButton::Action(MenuAction::Up)));
}

/// Down the list to `action`'s row and choose it: the screen waits for the new key.
fn choose(t: &mut TestApp, input: Input, action: MenuAction) {
    while focused(t) != Some(ControlsButton::Action(action)) {
        input.down(t);
    }
    input.confirm(t);
    assert!(t.app.world().resource::<Listening>().0.is_some_and(|w| w.action == action));
    assert!(said_line(t).starts_with("Press the new key or button for"), "{}", said_line(t));
}

/// Select rebound to J on the Controls screen plays a whole Morris turn (a man placed, a mill, a
/// man taken) where Enter no longer does anything; the turn panel's hint and the prompt bar name J.
#[test]
fn a_rebound_select_plays_a_morris_turn_and_enter_no_longer_does() {
    let mut t = TestApp::new();
    open_controls(&mut t, Input::Keyboard);
    choose(&mut t, Input::Keyboard, MenuAction::Confirm);
    // While it waits, the arrows are not moves: Down becomes the new key... unless it is taken.
    t.tap_key(KeyCode::ArrowDown);
    assert_eq!(said(&t), Said::Taken(Binding::Key(KeyCode::ArrowDown), MenuAction::Down));
    assert_eq!(focused(&t), Some(ControlsButton::Action(MenuAction::Confirm)), "the key was not a move");
    Input::Keyboard.confirm(&mut t);
    t.tap_key(KeyCode::KeyJ);
    assert_eq!(said(&t), Said::Bound(MenuAction::Confirm, Binding::Key(KeyCode::KeyJ)));
    assert_eq!(said_line(&mut t), "Select is now J.");
    assert_eq!(bindings(&t).of(MenuAction::Confirm, LastDevice::Keyboard), [Binding::Key(KeyCode::KeyJ)]);
    assert_eq!(focused(&t), Some(ControlsButton::Action(MenuAction::Confirm)), "J did not choose again");
    assert!(t.app.world().resource::<Listening>().0.is_none());
    // Enter no longer chooses; J does.
    t.tap_key(KeyCode::Enter);
    assert!(t.app.world().resource::<Listening>().0.is_none());
    t.tap_key(KeyCode::KeyJ);
    assert!(t.app.world().resource::<Listening>().0.is_some());
    t.steps(60 * 6);
    assert_eq!(said(&t), Said::Cancelled, "five seconds without a key cancel");
    assert_eq!(bindings(&t).of(MenuAction::Confirm, LastDevice::Keyboard), [Binding::Key(KeyCode::KeyJ)]);
    // A key with Alt held is a chord; Alt alone is nothing yet.
    while focused(&t) != Some(ControlsButton::Action(MenuAction::Undo)) {
        Input::Keyboard.down(&mut t);
    }
    t.tap_key(KeyCode::KeyJ);
    KeyCode::AltLeft.press(t.app.world_mut());
    t.steps(2);
    assert!(t.app.world().resource::<Listening>().0.is_some());
    t.tap_key(KeyCode::KeyU);
    KeyCode::AltLeft.release(t.app.world_mut());
    t.steps(2);
    assert_eq!(
        bindings(&t).of(MenuAction::Undo, LastDevice::Keyboard),
        [Binding::Chord(ModifierKey::Alt, KeyCode::KeyU)]
    );
    assert_eq!(said_line(&mut t), "Undo is now Alt+U.");
    // Esc is a key like any other while the screen waits: here Back's, so refused.
    Input::Keyboard.down(&mut t);
    t.tap_key(KeyCode::KeyJ);
    t.tap_key(KeyCode::Escape);
    assert_eq!(said(&t), Said::Taken(Binding::Key(KeyCode::Escape), MenuAction::Back));
    assert_eq!(menu(&t), Menu::Controls);
    t.tap_key(KeyCode::Escape);
    assert_eq!(menu(&t), Menu::Settings);
    t.tap_key(KeyCode::Escape);
    assert_eq!(menu(&t), Menu::None);

    // At the table: White places on g7 to close a mill, then takes Black's man on g4.
    let m = crate::morris::mill_in_one();
    t.open_match(parlour::games::SavedMatch::Morris(m), 8.0);
    crate::morris::until_deciding(&mut t);
    let shown = texts(&mut t);
    assert!(shown.iter().any(|s| s.ends_with("with the arrows and press J.")), "{shown:?}");
    assert!(shown.contains(&"J".to_string()), "the prompt bar's Select cap: {shown:?}");
    assert!(!shown.contains(&"Enter".to_string()), "{shown:?}");
    Input::Keyboard.right(&mut t);
    Input::Keyboard.right(&mut t);
    assert_eq!(crate::morris::focused_point(&t), Some(2));
    t.tap_key(KeyCode::Enter);
    t.steps(30);
    assert_eq!(crate::morris::game(&t).actions, 0, "Enter placed a man");
    t.tap_key(KeyCode::KeyJ);
    crate::morris::until_deciding(&mut t);
    let m = crate::morris::game(&t);
    assert_eq!((m.actions, m.game.at(2)), (1, Some(0)), "J placed no man on g7");
    Input::Keyboard.down(&mut t);
    assert_eq!(crate::morris::focused_point(&t), Some(14));
    t.tap_key(KeyCode::KeyJ);
    t.steps(10);
    let m = crate::morris::game(&t);
    assert_eq!((m.actions, m.game.at(14)), (2, None), "J took no man");
}

/// The controller on the Controls screen: Hint moves to the right trigger, and the table's Hint
/// button shows RT; a button another action has is refused on screen, naming it and lighting it.
#[test]
fn a_controller_rebinds_and_a_taken_button_is_refused_on_screen() {
    let mut t = TestApp::new();
    t.connect_gamepad();
    open_controls(&mut t, Input::Pad);
    choose(&mut t, Input::Pad, MenuAction::Hint);
    t.tap_button(GamepadButton::South);
    assert_eq!(said(&t), Said::Taken(Binding::Button(GamepadButton::South), MenuAction::Confirm));
    assert_eq!(said_line(&mut t), "A is already Select's: choose another, or give Select a new one first.");
    let lit: Vec<MenuAction> = {
        let world = t.app.world_mut();
        let mut q = world.query::<(&Text, &TextColor)>();
        q.iter(world)
            .filter(|(_, c)| c.0 == parlour::theme::palette::WARNING)
            .filter_map(|(s, _)| {
                MenuAction::ALL
                    .into_iter()
                    .find(|a| parlour::menus::controls::label(*a).text(Lang::En) == s.0)
            })
            .collect()
    };
    assert_eq!(lit, [MenuAction::Confirm], "the action that has the button is lit");
    assert!(bindings(&t).is_default());
    Input::Pad.confirm(&mut t);
    t.tap_button(GamepadButton::RightTrigger2);
    assert_eq!(
        bindings(&t).of(MenuAction::Hint, LastDevice::Controller),
        [Binding::Button(GamepadButton::RightTrigger2)]
    );
    assert_eq!(bindings(&t).of(MenuAction::Hint, LastDevice::Keyboard), [Binding::Key(KeyCode::KeyH)]);
    // The row shows it at once.
    assert!(texts(&mut t).contains(&"RT".to_string()));
    Input::Pad.back(&mut t);
    Input::Pad.back(&mut t);
    assert_eq!(menu(&t), Menu::None);
    // At the table, the Hint button's cap is the trigger's.
    let m = crate::morris::mill_in_one();
    t.open_match(parlour::games::SavedMatch::Morris(m), 8.0);
    crate::morris::until_deciding(&mut t);
    let world = t.app.world_mut();
    let button = world
        .query_filtered::<Entity, With<parlour::games::table_buttons::HintButton>>()
        .single(world)
        .unwrap();
    let caps: Vec<String> = world
        .query::<(&Text, &ChildOf)>()
        .iter(world)
        .filter(|(_, p)| world.get::<ChildOf>(p.parent()).is_some_and(|c| c.parent() == button))
        .map(|(s, _)| s.0.clone())
        .collect();
    assert_eq!(caps, ["RT"]);
}

/// The mouse: a click on a row waits for its key, a click anywhere cancels, Reset to defaults puts
/// every binding back (and the file with it).
#[test]
fn the_mouse_chooses_cancels_and_resets() {
    let dir = TempDir::new("reset");
    let mut t = TestApp::with_data_dir(&dir.0);
    rebound(&mut t.app.world_mut().resource_mut::<Settings>().bindings);
    t.app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
    t.run_until_screen(Screen::Title, 600);
    t.app.world_mut().resource_mut::<NextState<Menu>>().set(Menu::Controls);
    t.steps(3);
    assert!(texts(&mut t).contains(&"J".to_string()), "the rows show the player's keys");
    let row = control(&mut t, ControlsButton::Action(MenuAction::Up));
    t.app.world_mut().write_message(Activated { entity: row, step: 0 });
    t.steps(2);
    assert!(t.app.world().resource::<Listening>().0.is_some());
    MouseButton::Left.press(t.app.world_mut());
    t.steps(2);
    MouseButton::Left.release(t.app.world_mut());
    t.steps(2);
    assert_eq!(said(&t), Said::Cancelled);
    assert_eq!(said_line(&mut t), "Nothing changed.");
    let reset = control(&mut t, ControlsButton::Reset);
    t.app.world_mut().write_message(Activated { entity: reset, step: 0 });
    t.steps(2);
    assert!(bindings(&t).is_default());
    assert_eq!(said_line(&mut t), "Every action has its default keys and buttons again.");
    assert_eq!(map(&mut t), MenuAction::default_map());
    assert!(Settings::load_from(&dir.0.join("settings.ron")).0.bindings.is_default(), "saved");
    assert!(texts(&mut t).contains(&"Enter".to_string()));
}
