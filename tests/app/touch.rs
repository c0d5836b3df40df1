//! A finger, headless: a touch makes touch the last device (the prompt bar names gestures and
//! its Menu is a finger-sized button that opens the pause menu; a key brings the keys back), a
//! long press at the table asks for a hint where a tap does not, and a drag on the throw aims
//! the dice the way the finger went.

use crate::harness::TestApp;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use parlour::dice::throw::Thrown;
use parlour::games::SavedMatch;
use parlour::games::hint::Hint;
use parlour::games::morpyam::MorpyamMatch;
use parlour::games::morpyam::controls::Control;
use parlour::games::morris::MorrisMatch;
use parlour::games::phase::TurnPhase;
use parlour::games::seats::SeatKind;
use parlour::games::table_buttons::HintButton;
use parlour::input::touch::LONG_PRESS_SECONDS;
use parlour::input::{LastDevice, MenuAction};
use parlour::state::Menu;
use parlour::theme::prompts::{PromptButton, TOUCH_TARGET};
use parlour_rules::games::morris::Morris;

fn finger(t: &mut TestApp, phase: TouchPhase, at: Vec2) {
    t.app.world_mut().write_message(TouchInput {
        phase,
        position: at,
        window: Entity::PLACEHOLDER,
        force: None,
        id: 7,
    });
}

/// A finger down at `at` for `frames` frames, then up.
fn touch(t: &mut TestApp, at: Vec2, frames: usize) {
    finger(t, TouchPhase::Started, at);
    t.steps(frames);
    finger(t, TouchPhase::Ended, at);
    t.steps(2);
}

fn texts(t: &mut TestApp) -> Vec<String> {
    let world = t.app.world_mut();
    world.query::<&Text>().iter(world).map(|s| s.0.clone()).collect()
}

fn least_height(t: &mut TestApp, nodes: Vec<Entity>) -> f32 {
    nodes
        .into_iter()
        .map(|e| match t.app.world().get::<Node>(e).unwrap().min_height {
            Val::Px(h) => h,
            _ => 0.0,
        })
        .fold(f32::INFINITY, f32::min)
}

fn morris_at_a_human_decision(t: &mut TestApp) {
    let m = MorrisMatch::new("nine", vec![SeatKind::Human, SeatKind::Easy], 3).unwrap();
    t.open_match(SavedMatch::Morris(m), 40.0);
    t.until_human_decides(|t| t.app.world().resource::<MorrisMatch>().human_to_act().is_some());
}

#[test]
fn a_touch_shows_gestures_and_its_menu_button_opens_the_pause_menu() {
    let mut t = TestApp::new();
    morris_at_a_human_decision(&mut t);
    assert_eq!(*t.app.world().resource::<LastDevice>(), LastDevice::Keyboard);
    assert!(texts(&mut t).contains(&"Enter".to_string()), "the keyboard's caps before a touch");
    touch(&mut t, Vec2::new(5.0, 5.0), 3);
    assert_eq!(*t.app.world().resource::<LastDevice>(), LastDevice::Touch);
    let shown = texts(&mut t);
    for caption in ["Tap", "Hold", "Menu"] {
        assert!(shown.contains(&caption.to_string()), "no {caption:?} in the prompt bar: {shown:?}");
    }
    assert!(!shown.contains(&"Enter".to_string()), "a key cap after a touch: {shown:?}");
    // Finger-sized: the bar's Menu and the table's Hint.
    let world = t.app.world_mut();
    let menu: Vec<Entity> = world
        .query::<(Entity, &PromptButton)>()
        .iter(world)
        .filter(|(_, b)| b.0 == MenuAction::Pause)
        .map(|(e, _)| e)
        .collect();
    let hint: Vec<Entity> = world.query_filtered::<Entity, With<HintButton>>().iter(world).collect();
    assert_eq!((menu.len(), hint.len()), (1, 1));
    assert!(least_height(&mut t, menu.clone()) >= TOUCH_TARGET);
    assert!(least_height(&mut t, hint) >= TOUCH_TARGET);
    // The Menu button does what Esc does.
    *t.app.world_mut().get_mut::<Interaction>(menu[0]).unwrap() = Interaction::Pressed;
    t.steps(3);
    assert_eq!(*t.app.world().resource::<State<Menu>>().get(), Menu::Pause);
    // A key brings the keys back.
    t.tap_key(KeyCode::ArrowDown);
    assert_eq!(*t.app.world().resource::<LastDevice>(), LastDevice::Keyboard);
}

#[test]
fn a_long_press_asks_for_a_hint_and_a_tap_does_not() {
    let mut t = TestApp::new();
    morris_at_a_human_decision(&mut t);
    let long = (LONG_PRESS_SECONDS * 60.0) as usize + 6;
    // Off the board (headless, the table has no camera): the tap and the press decide nothing.
    touch(&mut t, Vec2::new(5.0, 5.0), 4);
    t.steps(30);
    assert!(!t.app.world().contains_resource::<Hint<Morris>>(), "a tap asked for a hint");
    assert_eq!(t.app.world().resource::<MorrisMatch>().hints, 0);
    touch(&mut t, Vec2::new(5.0, 5.0), long);
    for _ in 0..600 {
        if t.app.world().contains_resource::<Hint<Morris>>() {
            break;
        }
        t.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert!(t.app.world().contains_resource::<Hint<Morris>>(), "no hint after a long press");
    assert_eq!(t.app.world().resource::<MorrisMatch>().hints, 1);
}

#[test]
fn a_drag_and_release_throws_the_dice_the_way_the_finger_went() {
    let mut t = TestApp::new();
    let m = MorpyamMatch::new("classic", vec![SeatKind::Human, SeatKind::Medium], 5).unwrap();
    t.open_match(SavedMatch::Morpyam(m), 8.0);
    t.until_human_decides(|t| t.app.world().resource::<MorpyamMatch>().human_to_act().is_some());
    let world = t.app.world_mut();
    let throw = world
        .query::<(Entity, &Control)>()
        .iter(world)
        .find(|(_, c)| **c == Control::Throw)
        .map(|(e, _)| e)
        .expect("a Throw control");
    let mut thrown = t.app.world().resource::<Messages<Thrown>>().get_cursor();
    // The finger lands on Throw (the UI sees it pressed), drags right and a little up, and lifts.
    let mut at = Vec2::new(200.0, 600.0);
    finger(&mut t, TouchPhase::Started, at);
    *t.app.world_mut().get_mut::<Interaction>(throw).unwrap() = Interaction::Pressed;
    t.steps(3);
    assert_eq!(t.phase(), Some(TurnPhase::Charging), "the press did not take the dice in hand");
    for _ in 0..12 {
        at += Vec2::new(25.0, -5.0);
        finger(&mut t, TouchPhase::Moved, at);
        t.step();
    }
    assert_eq!(t.phase(), Some(TurnPhase::Charging), "the throw left before the finger lifted");
    finger(&mut t, TouchPhase::Ended, at);
    t.steps(2);
    let gestures: Vec<_> =
        thrown.read(t.app.world().resource::<Messages<Thrown>>()).map(|m| m.gesture).collect();
    assert_eq!(gestures.len(), 1, "one throw when the finger lifts");
    let aim = gestures[0].direction;
    assert!(aim.x > 0.95 && aim.y < 0.0, "the throw went {aim:?}, not the finger's way");
}

/// The matches the browser test plays by taps on a phone-sized page (`tools/web/test.mjs`), in
/// `PARLOUR_SAVES_OUT`: `morris/match.ron`, Three Men's Morris where the person (playing as the
/// hard player would) beats an easy player within a few decisions, with `morris/taps.txt`, the
/// points to tap, one decision a line ("<decisions before it> <point> [<point>]"); and
/// `morpyam/match.ron`, Morpyam against an easy player, with `morpyam/plan.txt`, the person's
/// throws and first token up to it.
#[test]
#[ignore]
fn saves_for_the_browser_test() {
    use parlour::persistence::{saves, store::Store};
    use parlour_rules::game::Game;
    use parlour_rules::games::morris::Action;
    let out = std::path::PathBuf::from(std::env::var("PARLOUR_SAVES_OUT").expect("PARLOUR_SAVES_OUT"));
    let seats = vec![SeatKind::Human, SeatKind::Easy];
    let (m, taps) = (0..500u64)
        .find_map(|seed| {
            let start = MorrisMatch::new("three", seats.clone(), seed).ok()?;
            let mut m = start.clone();
            let mut taps = Vec::new();
            while m.game.outcome().is_none() && m.actions < 30 {
                let seat = m.game.to_act()?;
                let level = if seat == 0 { "hard" } else { "easy" };
                let action = Morris::bot_action(&m.game.view(seat), level, m.next_seed(seat as u64)).ok()?;
                if seat == 0 {
                    let points = match action {
                        Action::Place(p) | Action::Remove(p) => format!("{p}"),
                        Action::Move { from, to } => format!("{from} {to}"),
                        Action::Resign { .. } => return None,
                    };
                    taps.push(format!("{} {points}", m.actions));
                }
                m.apply(action).ok()?;
            }
            let won = m.game.outcome().is_some_and(|o| o.winners == vec![0]);
            (won && taps.len() <= 6).then_some((start, taps))
        })
        .expect("a seed where the person wins in six decisions");
    let dir = out.join("morris");
    std::fs::create_dir_all(&dir).unwrap();
    saves::store(&Store::in_dir(&dir), &SavedMatch::Morris(m)).unwrap();
    std::fs::write(dir.join("taps.txt"), taps.join("\n") + "\n").unwrap();
    // Morpyam: the person's decisions up to the first token, one a line: "<decisions before it>"
    // for a throw, "<decisions before it> <square>" for the token.
    use parlour_rules::games::morpyam::{Action as Play, Morpyam, Phase};
    let (m, plan) = (0..500u64)
        .find_map(|seed| {
            let start = MorpyamMatch::new("classic", vec![SeatKind::Human, SeatKind::Easy], seed).ok()?;
            let mut m = start.clone();
            let mut plan = Vec::new();
            loop {
                let seat = m.game.to_act()?;
                let rolling_off = matches!(m.game.table().phase, Phase::RollOff { .. });
                if seat == 1 {
                    let action = Morpyam::bot_action(&m.game.view(1), "easy", m.next_seed(1)).ok()?;
                    m.apply(action).ok()?;
                    continue;
                }
                if rolling_off {
                    plan.push(format!("{}", m.actions));
                    m.apply(Play::RollOff).ok()?;
                    continue;
                }
                // The person's first turn: one throw of all five dice, then a token.
                plan.push(format!("{}", m.actions));
                m.apply(Play::Roll { rethrow: [true; 5] }).ok()?;
                let square = *m.game.placeable_squares().first()?;
                (m.game.to_act() == Some(0)).then_some(())?;
                plan.push(format!("{} {square}", m.actions));
                return Some((start, plan));
            }
        })
        .expect("a seed where the person's first throw can place a token");
    let dir = out.join("morpyam");
    std::fs::create_dir_all(&dir).unwrap();
    saves::store(&Store::in_dir(&dir), &SavedMatch::Morpyam(m)).unwrap();
    std::fs::write(dir.join("plan.txt"), plan.join("\n") + "\n").unwrap();
}
