//! A headless app (`parlour::headless`: the game without a window or GPU) in a data folder of its
//! own. Each `step` advances one 1/60 s frame.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use parlour::state::Screen;
use std::path::PathBuf;

pub struct TestApp {
    pub app: App,
    _data_dir: TempDir,
}

/// A temporary folder removed on drop (settings and saves of one test).
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> Self {
        static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("parlour-test-{}-{tag}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Self(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

impl TestApp {
    pub fn new() -> Self {
        let data = TempDir::new("app");
        let app = build(&data.0);
        Self { app, _data_dir: data }
    }

    /// An app whose settings and saves live in `dir` (which the caller keeps).
    pub fn with_data_dir(dir: &std::path::Path) -> Self {
        Self { app: build(dir), _data_dir: TempDir::new("unused") }
    }

    pub fn step(&mut self) {
        self.app.update();
    }

    pub fn steps(&mut self, n: usize) {
        for _ in 0..n {
            self.app.update();
        }
    }

    pub fn screen(&self) -> Screen {
        *self.app.world().resource::<State<Screen>>().get()
    }

    /// Open the table on `saved` (as the title's Resume does), its animations `speed` times
    /// faster.
    pub fn open_match(&mut self, saved: parlour::games::SavedMatch, speed: f32) {
        self.run_until_screen(Screen::Title, 600);
        self.app.insert_resource(parlour::games::present::TableSpeed(speed));
        self.app.world_mut().resource_mut::<parlour::games::ResumeRequest>().0 = Some(saved);
        self.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
        self.steps(3);
        assert_eq!(self.screen(), Screen::Playing);
    }

    /// The turn phase, while a match is on the table.
    pub fn phase(&self) -> Option<parlour::games::phase::TurnPhase> {
        self.app.world().get_resource::<State<parlour::games::phase::TurnPhase>>().map(|s| *s.get())
    }

    /// Step until a human decides: the table waits in `Deciding` and `human` says a human is to
    /// act (each game's match type says it); then two more frames for the controls to appear.
    pub fn until_human_decides(&mut self, human: impl Fn(&TestApp) -> bool) {
        for _ in 0..20_000 {
            if self.phase() == Some(parlour::games::phase::TurnPhase::Deciding) && human(self) {
                self.steps(2);
                return;
            }
            self.step();
        }
        panic!("no human decision reached (phase {:?})", self.phase());
    }

    /// Step until `screen` is reached (at most `limit` frames).
    pub fn run_until_screen(&mut self, screen: Screen, limit: usize) {
        for _ in 0..limit {
            if self.screen() == screen {
                // One more frame so OnEnter's entities are in place and focus is set.
                self.steps(2);
                return;
            }
            self.step();
        }
        panic!("screen {screen:?} not reached in {limit} frames (at {:?})", self.screen());
    }

    /// Press and release a key, as the keyboard would, over a few frames.
    pub fn tap_key(&mut self, key: KeyCode) {
        key.press(self.app.world_mut());
        self.steps(2);
        key.release(self.app.world_mut());
        self.steps(2);
    }

    /// Press and release a controller button on the connected gamepad.
    pub fn tap_button(&mut self, button: GamepadButton) {
        button.press_as_gamepad(self.app.world_mut(), None);
        self.steps(2);
        button.release_as_gamepad(self.app.world_mut(), None);
        self.steps(2);
    }

    /// Connect a game controller.
    pub fn connect_gamepad(&mut self) -> Entity {
        use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
        let pad = self.app.world_mut().spawn_empty().id();
        self.app.world_mut().write_message(GamepadConnectionEvent::new(
            pad,
            GamepadConnection::Connected { name: "Test pad".into(), vendor_id: None, product_id: None },
        ));
        self.steps(2);
        pad
    }
}

/// How a test presses: by keyboard or by controller.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Input {
    Keyboard,
    Pad,
}

impl Input {
    fn tap(self, t: &mut TestApp, key: KeyCode, button: GamepadButton) {
        match self {
            Input::Keyboard => t.tap_key(key),
            Input::Pad => t.tap_button(button),
        }
    }
    pub fn next(self, t: &mut TestApp) {
        self.tap(t, KeyCode::Tab, GamepadButton::RightTrigger);
    }
    pub fn confirm(self, t: &mut TestApp) {
        self.tap(t, KeyCode::Enter, GamepadButton::South);
    }
    pub fn back(self, t: &mut TestApp) {
        self.tap(t, KeyCode::Escape, GamepadButton::East);
    }
    pub fn up(self, t: &mut TestApp) {
        self.tap(t, KeyCode::ArrowUp, GamepadButton::DPadUp);
    }
    pub fn down(self, t: &mut TestApp) {
        self.tap(t, KeyCode::ArrowDown, GamepadButton::DPadDown);
    }
    pub fn left(self, t: &mut TestApp) {
        self.tap(t, KeyCode::ArrowLeft, GamepadButton::DPadLeft);
    }
    pub fn right(self, t: &mut TestApp) {
        self.tap(t, KeyCode::ArrowRight, GamepadButton::DPadRight);
    }
}

fn build(data_dir: &std::path::Path) -> App {
    parlour::headless::app(&data_dir.join("settings.ron"), concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
}

/// Let the seats' computer players decide in `m` (a person's seat plays at `human_level`) until
/// the match ends or has `limit` decisions (rules only, no app).
pub fn play_out<G: parlour::games::view::GameView>(
    m: &mut parlour::games::session::Match<G>,
    human_level: &str,
    limit: u64,
) {
    while m.game.outcome().is_none() && m.actions < limit {
        let seat = m.game.to_act().expect("a seat acts while the match is on");
        let level = m.seats[seat].bot_level().unwrap_or(human_level);
        let action = G::bot_action(&m.game.view(seat), level, m.next_seed(seat as u64)).unwrap();
        m.apply(action).unwrap();
    }
}

/// A match of `variant` between `seats`, played to its end by computer players (a person's seat
/// plays at `human_level`).
pub fn finished<G: parlour::games::view::GameView>(
    variant: &str,
    seats: Vec<parlour::games::seats::SeatKind>,
    human_level: &str,
    seed: u64,
) -> parlour::games::session::Match<G> {
    let mut m = parlour::games::session::Match::<G>::new(variant, seats, seed).unwrap();
    play_out(&mut m, human_level, u64::MAX);
    m
}

/// A player's changes to the controls: Select on J, Undo on Alt+U, Back on P (which Pause keeps
/// too) and Hint on the right trigger.
pub fn rebound(bindings: &mut parlour::input::bindings::Bindings) {
    use parlour::input::MenuAction::*;
    use parlour::input::bindings::Binding;
    bindings.bind(Confirm, Binding::Key(KeyCode::KeyJ)).unwrap();
    bindings.bind(Undo, Binding::Chord(ModifierKey::Alt, KeyCode::KeyU)).unwrap();
    bindings.bind(Back, Binding::Key(KeyCode::KeyP)).unwrap();
    bindings.bind(Hint, Binding::Button(GamepadButton::RightTrigger2)).unwrap();
}
