//! The title and setup screens driven by keyboard and controller, as a player would.

use crate::harness::TestApp;
use bevy::prelude::*;
use parlour::games::seats::MatchSetup;
use parlour::games::seats::SeatKind;
use parlour::screens::setup::SetupControl;
use parlour::screens::title::TitleButton;
use parlour::state::Screen;
use parlour::theme::interaction::Focus;

fn focused_title(t: &mut TestApp) -> Option<TitleButton> {
    let focus = t.app.world().resource::<Focus>().0?;
    t.app.world().get::<TitleButton>(focus).copied()
}

fn focused_setup(t: &mut TestApp) -> Option<SetupControl> {
    let focus = t.app.world().resource::<Focus>().0?;
    t.app.world().get::<SetupControl>(focus).copied()
}

#[test]
fn loading_reaches_the_title_with_the_four_games() {
    let mut t = TestApp::new();
    assert_eq!(t.screen(), Screen::Loading);
    t.run_until_screen(Screen::Title, 600);
    let world = t.app.world_mut();
    let buttons: Vec<TitleButton> = world.query::<&TitleButton>().iter(world).copied().collect();
    for id in ["morpyam", "sorry", "morris", "morfals"] {
        assert!(buttons.contains(&TitleButton::Game(id)), "{id} missing from {buttons:?}");
    }
    assert!(buttons.contains(&TitleButton::Settings));
    assert!(buttons.contains(&TitleButton::Quit));
    // The focus starts on the first game and is visible.
    assert_eq!(focused_title(&mut t), Some(TitleButton::Game("morpyam")));
}

#[test]
fn keyboard_picks_morris_sets_a_computer_seat_and_goes_back() {
    let mut t = TestApp::new();
    t.run_until_screen(Screen::Title, 600);
    t.tap_key(KeyCode::ArrowDown);
    t.tap_key(KeyCode::ArrowDown);
    assert_eq!(focused_title(&mut t), Some(TitleButton::Game("morris")));
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Setup, 10);
    let setup = t.app.world().resource::<MatchSetup>().clone();
    assert_eq!(setup.game, "morris");
    assert_eq!(setup.seats, vec![SeatKind::Human, SeatKind::Medium]);
    // Seat 1 has the focus; Down to seat 2, Right makes it a hard computer player.
    assert_eq!(focused_setup(&mut t), Some(SetupControl::Seat(0)));
    t.tap_key(KeyCode::ArrowDown);
    assert_eq!(focused_setup(&mut t), Some(SetupControl::Seat(1)));
    t.tap_key(KeyCode::ArrowRight);
    assert_eq!(t.app.world().resource::<MatchSetup>().seats, vec![SeatKind::Human, SeatKind::Hard]);
    // Left twice on seat 2: hard → medium → easy.
    t.tap_key(KeyCode::ArrowLeft);
    t.tap_key(KeyCode::ArrowLeft);
    assert_eq!(t.app.world().resource::<MatchSetup>().seats[1], SeatKind::Easy);
    t.tap_key(KeyCode::Escape);
    t.run_until_screen(Screen::Title, 10);
}

#[test]
fn controller_picks_morpyam_with_four_seats_and_a_variant() {
    let mut t = TestApp::new();
    t.connect_gamepad();
    t.run_until_screen(Screen::Title, 600);
    t.tap_button(GamepadButton::South);
    t.run_until_screen(Screen::Setup, 10);
    assert_eq!(t.app.world().resource::<MatchSetup>().game, "morpyam");
    // Focus is on "Players": Right twice → 4 seats, then a fourth step wraps back to 2.
    t.tap_button(GamepadButton::DPadRight);
    t.tap_button(GamepadButton::DPadRight);
    assert_eq!(t.app.world().resource::<MatchSetup>().seats.len(), 4);
    t.tap_button(GamepadButton::DPadRight);
    assert_eq!(t.app.world().resource::<MatchSetup>().seats.len(), 2);
    t.tap_button(GamepadButton::DPadLeft);
    assert_eq!(t.app.world().resource::<MatchSetup>().seats.len(), 4);
    // Up wraps from the first widget to the last ("Learn to play"); up again is "Back", then
    // "Start", then "Variant".
    for _ in 0..4 {
        t.tap_button(GamepadButton::DPadUp);
    }
    t.tap_button(GamepadButton::DPadRight);
    let setup = t.app.world().resource::<MatchSetup>().clone();
    assert_eq!(setup.variant, 1, "variant cycled");
    assert_eq!(setup.variant_id(), Some("flash"));
    t.tap_button(GamepadButton::East);
    t.run_until_screen(Screen::Title, 10);
}

#[test]
fn settings_menu_opens_over_the_title_and_changes_a_volume() {
    let mut t = TestApp::new();
    t.run_until_screen(Screen::Title, 600);
    let before = t.app.world().resource::<parlour::persistence::settings::Settings>().music_volume;
    // Settings sits after the four games and Online.
    for _ in 0..5 {
        t.tap_key(KeyCode::ArrowDown);
    }
    assert_eq!(focused_title(&mut t), Some(TitleButton::Settings));
    t.tap_key(KeyCode::Enter);
    t.steps(2);
    assert_eq!(
        *t.app.world().resource::<State<parlour::state::Menu>>().get(),
        parlour::state::Menu::Settings
    );
    // The menu layer shields the title: focus is on "Music" now.
    t.tap_key(KeyCode::ArrowLeft);
    let after = t.app.world().resource::<parlour::persistence::settings::Settings>().music_volume;
    assert_eq!(after, before - 10);
    t.tap_key(KeyCode::Escape);
    t.steps(2);
    assert_eq!(*t.app.world().resource::<State<parlour::state::Menu>>().get(), parlour::state::Menu::None);
    assert_eq!(t.screen(), Screen::Title);
}
