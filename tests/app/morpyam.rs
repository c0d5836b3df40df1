//! Morpyam at the table, headless: whole matches by computer players with the physics dice
//! replayed, a human turn by keyboard and by controller, and save → quit → resume.

use crate::harness::{Input, TestApp};
use bevy::prelude::*;
use parlour::dice::sim::{FLAT, top_face};
use parlour::dice::view::{Die, TRAY, TRAY_CENTRE};
use parlour::games::Resumable;
use parlour::games::SavedMatch;
use parlour::games::door::Showing;
use parlour::games::ending::LastResult;
use parlour::games::morpyam::MorpyamMatch;
use parlour::games::morpyam::board::SquareTile;
use parlour::games::morpyam::controls::{Choice, Control};
use parlour::games::morpyam::present::ShownDice;
use parlour::games::phase::TurnPhase;
use parlour::games::seats::SeatKind;
use parlour::state::Screen;
use parlour::theme::interaction::Focus;
use parlour_rules::game::Game;
use parlour_rules::games::morpyam::{Action, Morpyam, Phase};

fn open(t: &mut TestApp, m: MorpyamMatch, speed: f32) {
    t.open_match(SavedMatch::Morpyam(m), speed);
}

fn game(t: &TestApp) -> MorpyamMatch {
    t.app.world().resource::<MorpyamMatch>().clone()
}

/// The dice on the table: (value on top, how flat, position).
fn dice_on_table(t: &mut TestApp) -> Vec<(usize, u8, f32, Vec3)> {
    let mut q = t.app.world_mut().query::<(&Die, &Transform)>();
    let mut v: Vec<_> = q
        .iter(t.app.world())
        .map(|(d, tr)| {
            let (face, flat) = top_face(tr.rotation);
            (d.index, face, flat, tr.translation)
        })
        .collect();
    v.sort_by_key(|d| d.0);
    v
}

#[test]
fn four_computer_players_play_a_whole_match_with_physics_dice() {
    let mut t = TestApp::new();
    let seats = vec![SeatKind::Easy, SeatKind::Medium, SeatKind::Hard, SeatKind::Hard];
    open(&mut t, MorpyamMatch::new("classic", seats, 2024).unwrap(), 8.0);
    let mut last = game(&t);
    let mut previous = t.phase();
    let (mut throws, mut still) = (0, 0);
    for _ in 0..200_000 {
        t.step();
        if t.screen() == Screen::Results {
            break;
        }
        let now = t.phase();
        if previous == Some(TurnPhase::DiceInFlight) && now != previous {
            // The replay has ended: every die shows the rules' value, flat, inside the tray.
            let shown = *t.app.world().resource::<ShownDice>();
            let m = game(&t);
            let all = m.game.table().turn().is_some_and(|turn| turn.rolls > 0);
            for (index, face, flat, at) in dice_on_table(&mut t) {
                if index != 0 && !all {
                    continue;
                }
                assert_eq!(
                    face, shown.values[index],
                    "die {index} shows {face}, the rules said {}",
                    shown.values[index]
                );
                assert!(flat > FLAT, "die {index} is cocked ({flat})");
                if at.z < TRAY_CENTRE.z + TRAY.half_z {
                    assert!(
                        (at.x - TRAY_CENTRE.x).abs() < TRAY.half_x
                            && (at.z - TRAY_CENTRE.z).abs() < TRAY.half_z,
                        "die {index} left the tray: {at}"
                    );
                }
            }
            throws += 1;
        }
        previous = now;
        let m = game(&t);
        if m.actions == last.actions {
            still += 1;
            assert!(still < 60 * 30, "no decision for 30 s of table time, phase {now:?}:\n{}", m.game.dump());
        } else {
            still = 0;
        }
        last = m;
    }
    assert_eq!(t.screen(), Screen::Results, "the match did not end");
    let outcome = last.game.outcome().expect("the rules say the match is over");
    let result = t.app.world().resource::<LastResult>().clone();
    let winners: Vec<usize> = result.seats.iter().enumerate().filter(|(_, s)| s.2).map(|(i, _)| i).collect();
    assert_eq!(winners, outcome.winners);
    let scores: Vec<i32> = result.seats.iter().map(|s| s.1.unwrap()).collect();
    let expected =
        if outcome.scores.is_empty() { last.game.table().final_scores() } else { outcome.scores.clone() };
    assert_eq!(scores, expected);
    assert!(throws > 20, "only {throws} throws were replayed");
    eprintln!(
        "4 computer players: {} decisions, {throws} throws replayed, winners {winners:?}, scores {scores:?}",
        last.actions
    );
}

/// Step until a human decides (or `limit` frames pass).
fn until_deciding(t: &mut TestApp) {
    t.until_human_decides(|t| game(t).human_to_act().is_some());
}

/// Move the focus with Next until `wanted` holds for the focused entity.
fn focus_on(t: &mut TestApp, input: Input, wanted: impl Fn(&World, Entity) -> bool) {
    for _ in 0..60 {
        let focused = t.app.world().resource::<Focus>().0;
        if focused.is_some_and(|e| wanted(t.app.world(), e)) {
            return;
        }
        input.next(t);
    }
    panic!("the focus never reached the wanted control");
}

fn is_control(c: Control) -> impl Fn(&World, Entity) -> bool {
    move |w, e| w.get::<Control>(e) == Some(&c)
}

/// A seed whose match lets seat 0 start, keep two dice, fail a call on roll 2 and place on roll 3.
fn scripted_seed() -> u64 {
    for seed in 0..500u64 {
        let Ok(mut m) = MorpyamMatch::new("classic", vec![SeatKind::Human, SeatKind::Medium], seed) else {
            continue;
        };
        while matches!(m.game.table().phase, Phase::RollOff { .. }) {
            m.game.apply(Action::RollOff).unwrap();
        }
        if m.game.to_act() != Some(0) {
            continue;
        }
        m.game.apply(Action::Roll { rethrow: [true; 5] }).unwrap();
        let callable = m.game.table().callable();
        let Some(first) = callable.first() else { continue };
        m.game.apply(Action::Call { figure: *first }).unwrap();
        m.game.apply(Action::Roll { rethrow: [false, false, true, true, true] }).unwrap();
        if m.game.to_act() != Some(0) || !m.game.table().can_roll() {
            continue;
        }
        m.game.apply(Action::Roll { rethrow: [false, false, true, true, true] }).unwrap();
        if m.game.to_act() == Some(0) && !m.game.placeable_squares().is_empty() {
            return seed;
        }
    }
    panic!("no seed fits the scripted turn");
}

fn human_turn(input: Input) {
    let mut t = TestApp::new();
    if input == Input::Pad {
        t.connect_gamepad();
    }
    let seed = scripted_seed();
    open(&mut t, MorpyamMatch::new("classic", vec![SeatKind::Human, SeatKind::Medium], seed).unwrap(), 8.0);
    // The roll-off: throw for first player until the rules say who starts.
    while matches!(game(&t).game.table().phase, Phase::RollOff { .. }) {
        until_deciding(&mut t);
        if !matches!(game(&t).game.table().phase, Phase::RollOff { .. }) {
            break;
        }
        focus_on(&mut t, input, is_control(Control::Throw));
        input.confirm(&mut t);
        t.steps(4);
    }
    until_deciding(&mut t);
    assert_eq!(game(&t).human_to_act(), Some(0));
    // Roll 1: all five dice.
    focus_on(&mut t, input, is_control(Control::Throw));
    input.confirm(&mut t);
    until_deciding(&mut t);
    let first = game(&t).game.table().turn().unwrap().clone();
    assert_eq!(first.rolls, 1);
    // Keep two dice.
    for i in 0..2 {
        focus_on(&mut t, input, is_control(Control::Die(i)));
        input.confirm(&mut t);
    }
    assert_eq!(t.app.world().resource::<Choice>().keep, [true, true, false, false, false]);
    // Call the first figure offered, then throw the other three.
    focus_on(&mut t, input, is_control(Control::Call));
    input.right(&mut t);
    assert_eq!(t.app.world().resource::<Choice>().call, 1);
    focus_on(&mut t, input, is_control(Control::Throw));
    input.confirm(&mut t);
    until_deciding(&mut t);
    let second = game(&t).game.table().turn().unwrap().clone();
    assert_eq!(second.rolls, 2);
    assert_eq!(second.dice[..2], first.dice[..2], "the kept dice were thrown");
    assert!(
        matches!(second.result, parlour_rules::games::morpyam::RollResult::CallFailed(_)),
        "the call was not made: {:?}",
        second.result
    );
    // Roll 3 with the same two dice kept, then place a token on a lit square.
    focus_on(&mut t, input, is_control(Control::Throw));
    input.confirm(&mut t);
    until_deciding(&mut t);
    let third = game(&t).game.table().turn().unwrap().clone();
    assert_eq!((third.rolls, &third.dice[..2]), (3, &first.dice[..2]));
    let placeable = game(&t).game.placeable_squares();
    assert!(!placeable.is_empty());
    focus_on(&mut t, input, |w, e| w.get::<SquareTile>(e).is_some());
    let square = t.app.world().get::<SquareTile>(t.app.world().resource::<Focus>().0.unwrap()).unwrap().0;
    assert!(placeable.contains(&square));
    input.confirm(&mut t);
    t.steps(6);
    let after = game(&t);
    assert_eq!(after.game.table().owners[square as usize], Some(0), "no token on square {square}");
    assert_eq!(after.game.tokens_left(0), after.game.tokens_left(1) - 1);
}

#[test]
fn a_human_turn_by_keyboard_keeps_two_dice_calls_and_places() {
    human_turn(Input::Keyboard);
}

#[test]
fn a_human_turn_by_controller_keeps_two_dice_calls_and_places() {
    human_turn(Input::Pad);
}

#[test]
fn save_quit_and_resume_restore_the_exact_match() {
    let mut t = TestApp::new();
    open(
        &mut t,
        MorpyamMatch::new("flash", vec![SeatKind::Hard, SeatKind::Medium, SeatKind::Easy], 77).unwrap(),
        8.0,
    );
    let mut snapshot = game(&t);
    for _ in 0..40_000 {
        t.step();
        snapshot = game(&t);
        if snapshot.actions >= 25 && t.phase() == Some(TurnPhase::BotThinking) {
            break;
        }
    }
    assert!(snapshot.actions >= 25);
    // Pause, then Quit to title (Up from Resume wraps to the last button).
    t.tap_key(KeyCode::Escape);
    assert_eq!(*t.app.world().resource::<State<parlour::state::Menu>>().get(), parlour::state::Menu::Pause);
    let paused = game(&t);
    t.tap_key(KeyCode::ArrowUp);
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Title, 60);
    let saved = t.app.world().resource::<Resumable>().0.clone().expect("a saved match on the title");
    let SavedMatch::Morpyam(saved) = saved else { panic!("the save is not of Morpyam") };
    assert_eq!(saved, paused, "the save differs from the match that was left");
    // Resume is the first button of the title: confirm it.
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Playing, 60);
    assert_eq!(game(&t), paused, "the resumed match differs");
    // And it goes on.
    for _ in 0..20_000 {
        t.step();
        if game(&t).actions > paused.actions {
            return;
        }
    }
    panic!("the resumed match did not go on");
}

#[test]
fn a_broken_save_is_reported_and_kept_aside() {
    let dir = crate::harness::TempDir::new("broken-save");
    let path = dir.0.join(parlour::persistence::saves::FILE);
    std::fs::write(&path, "Morpyam((variant: \"classic\", seats: [Human, Robot]))").unwrap();
    let err = parlour::games::load_save(&parlour::persistence::store::Store::in_dir(&dir.0)).unwrap_err();
    assert!(err.contains("match.ron:1:"), "{err}");
    assert!(!path.exists());
    assert!(dir.0.join("match.ron.broken").exists());
    // A game started with it shows the title without Resume, and keeps running.
    std::fs::write(&path, "not a save").unwrap();
    let mut t = TestApp::with_data_dir(&dir.0);
    t.run_until_screen(Screen::Title, 600);
    assert!(t.app.world().resource::<Resumable>().0.is_none());
    assert!(dir.0.join("match.ron.broken").exists());
}

#[test]
fn plus_tiles_are_laid_from_the_keyboard_and_shown_on_the_grid() {
    use parlour::games::morpyam::board::BoardAssets;
    let mut t = TestApp::new();
    // A seed where the human wins the roll-off and lays first.
    let seed = (0..200u64)
        .find(|&s| {
            let mut m = MorpyamMatch::new("plus", vec![SeatKind::Human, SeatKind::Easy], s).unwrap();
            while matches!(m.game.table().phase, Phase::RollOff { .. }) {
                m.game.apply(Action::RollOff).unwrap();
            }
            m.game.to_act() == Some(0)
        })
        .unwrap();
    open(&mut t, MorpyamMatch::new("plus", vec![SeatKind::Human, SeatKind::Easy], seed).unwrap(), 8.0);
    while matches!(game(&t).game.table().phase, Phase::RollOff { .. }) {
        until_deciding(&mut t);
        if matches!(game(&t).game.table().phase, Phase::RollOff { .. }) {
            focus_on(&mut t, Input::Keyboard, is_control(Control::Throw));
            Input::Keyboard.confirm(&mut t);
        }
    }
    // Lay all 18 tiles: pick the second tile kind each time, then an empty square.
    let mut laid = 0;
    while matches!(game(&t).game.table().phase, Phase::Build { builder: 0, .. }) {
        until_deciding(&mut t);
        let before = game(&t).game.table().hands[0].len();
        focus_on(&mut t, Input::Keyboard, is_control(Control::Tile));
        Input::Keyboard.right(&mut t);
        focus_on(&mut t, Input::Keyboard, |w, e| w.get::<SquareTile>(e).is_some());
        Input::Keyboard.confirm(&mut t);
        t.steps(4);
        assert_eq!(game(&t).game.table().hands[0].len(), before - 1, "no tile was laid");
        laid += 1;
    }
    assert_eq!(laid, 18);
    // The computer lays its 18, then play begins; every square shows its figure.
    for _ in 0..20_000 {
        t.step();
        let shown = t.app.world().resource::<Showing<Morpyam>>().queue.is_empty();
        let waiting = matches!(t.phase(), Some(TurnPhase::Deciding | TurnPhase::BotThinking));
        if matches!(game(&t).game.table().phase, Phase::Turn(_)) && shown && waiting {
            break;
        }
    }
    let m = game(&t);
    assert!(matches!(m.game.table().phase, Phase::Turn(_)));
    let assets = t.app.world().resource::<BoardAssets>().clone();
    let mut q = t.app.world_mut().query::<(&SquareTile, &MeshMaterial3d<StandardMaterial>)>();
    let shown: Vec<_> = q.iter(t.app.world()).map(|(s, mat)| (s.0, mat.0.clone())).collect();
    assert_eq!(shown.len(), 36);
    for (sq, mat) in shown {
        assert_eq!(mat, assets.figure(m.game.table().grid[sq as usize]), "square {sq} shows another figure");
    }
}

#[test]
fn a_waiting_table_does_not_grow() {
    let mut t = TestApp::new();
    let m = crate::screenshots::mid_game_save();
    open(&mut t, m, 1.0);
    until_deciding(&mut t);
    let count = |t: &mut TestApp| t.app.world_mut().query::<Entity>().iter(t.app.world()).count();
    let before = count(&mut t);
    let start = std::time::Instant::now();
    t.steps(300);
    let after = count(&mut t);
    eprintln!("entities {before} -> {after}, 300 frames in {:?}", start.elapsed());
    assert_eq!(before, after, "entities pile up while a human decides");
}

#[test]
fn resigning_while_dice_are_in_flight_ends_the_match() {
    let mut t = TestApp::new();
    open(&mut t, MorpyamMatch::new("classic", vec![SeatKind::Medium, SeatKind::Human], 31).unwrap(), 1.0);
    for _ in 0..2_000 {
        if t.phase() == Some(TurnPhase::DiceInFlight) {
            break;
        }
        t.step();
    }
    assert_eq!(t.phase(), Some(TurnPhase::DiceInFlight));
    // Pause mid-throw: the table stops where it is.
    t.tap_key(KeyCode::Escape);
    let frozen = dice_on_table(&mut t);
    t.steps(10);
    assert_eq!(dice_on_table(&mut t), frozen, "the dice moved under the pause menu");
    for _ in 0..3 {
        t.tap_key(KeyCode::ArrowDown);
    }
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Results, 20_000);
    let m = game(&t);
    let outcome = m.game.outcome().expect("the match is over");
    assert_eq!(outcome.winners, vec![0]);
    assert!(m.game.table().resigned[1]);
}

/// The felt's top, as triangles' centres and its area.
fn felt_top(t: &mut TestApp) -> (Vec<Vec2>, f32) {
    use bevy::mesh::VertexAttributeValues;
    let world = t.app.world_mut();
    let handle =
        world.query_filtered::<&Mesh3d, With<parlour::table::felt::Felt>>().single(world).unwrap().0.clone();
    let mesh = world.resource::<Assets<Mesh>>().get(&handle).expect("the felt's mesh");
    let Some(VertexAttributeValues::Float32x3(p)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION) else {
        panic!()
    };
    let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
    let (mut centres, mut area) = (Vec::new(), 0.0);
    for tri in indices.chunks(3) {
        let [a, b, c] = [tri[0], tri[1], tri[2]].map(|i| Vec3::from_array(p[i]));
        let normal = (b - a).cross(c - a);
        if normal.y > 1e-6 {
            centres.push(((a + b + c) / 3.0).xz());
            area += normal.length() / 2.0;
        }
    }
    (centres, area)
}

#[test]
fn the_felt_is_open_under_the_board_and_the_tray_and_whole_again_on_the_title() {
    use parlour::games::morpyam::board::BOARD_CENTRE;
    use parlour::table::felt::FELT_SIZE;
    let mut t = TestApp::new();
    t.run_until_screen(Screen::Title, 600);
    t.steps(2);
    let whole = FELT_SIZE.x * FELT_SIZE.y;
    assert!((felt_top(&mut t).1 - whole).abs() < 1e-3, "the felt is whole on the title");
    open(&mut t, MorpyamMatch::new("classic", vec![SeatKind::Human, SeatKind::Hard], 5).unwrap(), 1.0);
    t.steps(2);
    let (centres, area) = felt_top(&mut t);
    let board = Rect::from_center_size(BOARD_CENTRE.xz(), Vec2::splat(4.0));
    let tray = Rect::from_center_half_size(TRAY_CENTRE.xz(), Vec2::new(TRAY.half_x, TRAY.half_z));
    assert!(
        centres.iter().all(|c| !board.contains(*c) && !tray.contains(*c)),
        "felt drawn under the board or tray"
    );
    assert!(area < whole - board.size().element_product() - 4.0 * TRAY.half_x * TRAY.half_z, "{area}");
    t.tap_key(KeyCode::Escape);
    t.tap_key(KeyCode::ArrowUp);
    t.tap_key(KeyCode::Enter);
    t.run_until_screen(Screen::Title, 60);
    t.steps(2);
    assert!((felt_top(&mut t).1 - whole).abs() < 1e-3, "the felt is whole again on the title");
}
