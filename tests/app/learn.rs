//! Learn to play at the table, headless: each game's guided match chosen from its setup (where
//! it is offered the first time) and played to its end by simulated keys and buttons, the
//! lesson's panel and ring following each step, the game then remembered as learnt; and a
//! decision other than the step's turned down with why, the match unchanged.

use crate::harness::{Input, TestApp};
use bevy::prelude::*;
use leafwing_input_manager::prelude::Buttonlike;
use parlour::games::lesson::Lesson;
use parlour::games::phase::TurnPhase;
use parlour::games::seats::MatchSetup;
use parlour::games::session::Match;
use parlour::games::view::GameView;
use parlour::i18n::{Lang, Msg, Words};
use parlour::notice::Notice;
use parlour::persistence::settings::Settings;
use parlour::screens::setup::{LessonOffer, SetupControl};
use parlour::state::Screen;
use parlour::theme::interaction::{Focus, Links};
use parlour_rules::Game;
use parlour_rules::games::morfals::{Action as MorfalsAction, Morfals};
use parlour_rules::games::morpyam::{Action as MorpyamAction, Morpyam};
use parlour_rules::games::morris::{Action as MorrisAction, Morris};
use parlour_rules::games::sorry::{Action as SorryAction, Sorry};
use parlour_rules::learn::{LEARNER, Step};
use std::collections::{HashMap, VecDeque};

/// Open `game`'s setup from the title, see the lesson offered, and choose Learn to play.
fn open_lesson(t: &mut TestApp, input: Input, game: &'static str) {
    t.run_until_screen(Screen::Title, 600);
    t.app.insert_resource(parlour::games::present::TableSpeed(8.0));
    let info = parlour::games::catalogue::game(game).unwrap();
    *t.app.world_mut().resource_mut::<MatchSetup>() = MatchSetup::for_game(&info);
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Setup);
    t.run_until_screen(Screen::Setup, 60);
    t.steps(2);
    // The offer is a line of the setup's panel, not a notice at the foot of the screen.
    let mut lines = t.app.world_mut().query_filtered::<(&Words, &Text), With<LessonOffer>>();
    let offer: Vec<_> = lines.iter(t.app.world()).map(|(w, text)| (w.clone(), text.0.clone())).collect();
    assert!(
        matches!(&offer[..], [(Words::Msg(m), shown)] if m.id == "learn-offer" && shown.contains(&info.name.text(Lang::En))),
        "{game}'s lesson was not offered in its setup: {offer:?}"
    );
    let offered = t.app.world().resource::<Settings>().lessons_offered.clone();
    assert!(offered.iter().any(|g| g == game), "{game}'s lesson was not offered ({offered:?})");
    focus_on(t, input, |w, e| w.get::<SetupControl>(e) == Some(&SetupControl::Learn));
    input.confirm(t);
    t.run_until_screen(Screen::Playing, 60);
    assert!(t.app.world().contains_resource::<parlour::games::lesson::Learning>());
}

/// Move the focus with Next until `wanted` holds for the focused entity.
fn focus_on(t: &mut TestApp, input: Input, wanted: impl Fn(&World, Entity) -> bool) {
    for _ in 0..80 {
        if t.app.world().resource::<Focus>().0.is_some_and(|e| wanted(t.app.world(), e)) {
            return;
        }
        input.next(t);
    }
    panic!("the focus never reached the wanted control");
}

/// Walk the focus to `target` with the arrows, along the links the table gives its places.
fn walk_to(t: &mut TestApp, input: Input, target: Entity) {
    let start = t.app.world().resource::<Focus>().0.expect("nothing has the focus");
    let mut links = t.app.world_mut().query::<(Entity, &Links)>();
    let graph: HashMap<Entity, [Option<Entity>; 4]> =
        links.iter(t.app.world()).map(|(e, l)| (e, l.0)).collect();
    let mut from: HashMap<Entity, (Entity, usize)> = HashMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        if at == target {
            break;
        }
        for (dir, next) in graph.get(&at).into_iter().flat_map(|l| l.iter().enumerate()) {
            if let Some(n) = *next
                && n != start
                && !from.contains_key(&n)
            {
                from.insert(n, (at, dir));
                queue.push_back(n);
            }
        }
    }
    let mut path = Vec::new();
    let mut at = target;
    while at != start {
        let (prev, dir) = *from.get(&at).expect("no way along the lines to the target");
        path.push(dir);
        at = prev;
    }
    for dir in path.into_iter().rev() {
        match dir {
            0 => input.up(t),
            1 => input.down(t),
            2 => input.left(t),
            _ => input.right(t),
        }
    }
    assert_eq!(t.app.world().resource::<Focus>().0, Some(target));
}

/// Step until the learner decides or the lesson is over.
fn until_learner_or_over<G: GameView>(t: &mut TestApp) {
    for _ in 0..20_000 {
        let lesson = t.app.world().resource::<Lesson<G>>();
        let phase = t.phase();
        if lesson.over() && phase != Some(TurnPhase::Presenting) {
            t.steps(3);
            return;
        }
        if phase == Some(TurnPhase::Deciding)
            && lesson.next().is_some_and(|s| s.seat == LEARNER)
            && t.app.world().resource::<Match<G>>().game.to_act() == Some(LEARNER)
        {
            t.steps(3);
            return;
        }
        t.step();
    }
    panic!("the lesson stalled (phase {:?})", t.phase());
}

/// The panel's words now (message ids), from the top.
fn panel_words(t: &mut TestApp) -> Vec<String> {
    let mut q = t.app.world_mut().query::<&parlour::i18n::Words>();
    q.iter(t.app.world())
        .filter_map(|w| match w {
            parlour::i18n::Words::Msg(m) => Some(m.id.to_string()),
            parlour::i18n::Words::Plain(_) => None,
        })
        .collect()
}

/// The Morris point `p`'s focusable spot.
fn point(t: &mut TestApp, p: u8) -> Entity {
    let mut q = t.app.world_mut().query::<(Entity, &parlour::games::morris::board::PointSpot)>();
    q.iter(t.app.world()).find(|(_, s)| s.0 == p).map(|(e, _)| e).unwrap()
}

/// The learner's Morris decision, by the arrows and Select: a point for a placement or a
/// removal, the man and then its point for a move.
fn play_morris(t: &mut TestApp, input: Input, ahead: &[Step<MorrisAction>]) -> usize {
    let points: Vec<u8> = match ahead[0].action {
        MorrisAction::Place(p) | MorrisAction::Remove(p) => vec![p],
        MorrisAction::Move { from, to } => vec![from, to],
        MorrisAction::Resign { .. } => unreachable!(),
    };
    for p in points {
        let spot = point(t, p);
        walk_to(t, input, spot);
        input.confirm(t);
    }
    1
}

/// The learner's Morpyam decision: the dice to keep (each toggled by Select), then Throw; a
/// call is chosen on its cycler and made with the throw after it; a square by Next and Select.
fn play_morpyam(t: &mut TestApp, input: Input, ahead: &[Step<MorpyamAction>]) -> usize {
    use parlour::games::morpyam::board::SquareTile;
    use parlour::games::morpyam::controls::{Choice, Control};
    let control = |c: Control| move |w: &World, e: Entity| w.get::<Control>(e) == Some(&c);
    let (roll, played) = match &ahead[0].action {
        MorpyamAction::Call { figure } => {
            let callable = t.app.world().resource::<Match<Morpyam>>().game.table().callable();
            let wanted = 1 + callable.iter().position(|f| f == figure).expect("the call is offered");
            focus_on(t, input, control(Control::Call));
            for _ in 0..callable.len() + 1 {
                if t.app.world().resource::<Choice>().call == wanted {
                    break;
                }
                input.right(t);
            }
            assert_eq!(t.app.world().resource::<Choice>().call, wanted);
            (ahead[1].action.clone(), 2)
        }
        MorpyamAction::Place { square } => {
            let square = *square;
            focus_on(t, input, move |w, e| w.get::<SquareTile>(e).is_some_and(|s| s.0 == square));
            input.confirm(t);
            return 1;
        }
        other => (other.clone(), 1),
    };
    let MorpyamAction::Roll { rethrow } = roll else {
        panic!("a lesson step the table cannot take: {roll:?}")
    };
    for (i, thrown) in rethrow.iter().enumerate() {
        if t.app.world().resource::<Choice>().keep[i] == *thrown {
            focus_on(t, input, control(Control::Die(i)));
            input.confirm(t);
        }
    }
    assert_eq!(t.app.world().resource::<Choice>().keep, rethrow.map(|r| !r));
    focus_on(t, input, control(Control::Throw));
    input.confirm(t);
    played
}

/// The learner's Morfals decision: Throw, or a square of the lit column by Next and Select.
fn play_morfals(t: &mut TestApp, input: Input, ahead: &[Step<MorfalsAction>]) -> usize {
    use parlour::games::morfals::board::SquareSpot;
    use parlour::games::morfals::controls::Control;
    match ahead[0].action {
        MorfalsAction::Roll => focus_on(t, input, |w, e| w.get::<Control>(e) == Some(&Control::Throw)),
        MorfalsAction::Place { square } => {
            focus_on(t, input, move |w, e| w.get::<SquareSpot>(e).is_some_and(|s| s.0 == square))
        }
        ref other => panic!("a lesson step the table cannot take: {other:?}"),
    }
    input.confirm(t);
    1
}

/// Play `G`'s lesson to its end with `play` for each of the learner's steps; the panel asks
/// for every step in turn, the step's decision is ringed, and the lesson ends remembered.
fn learn<G: GameView>(
    input: Input,
    play: impl Fn(&mut TestApp, Input, &[Step<G::Action>]) -> usize,
) -> TestApp {
    let mut t = TestApp::new();
    if input == Input::Pad {
        t.connect_gamepad();
    }
    open_lesson(&mut t, input, G::ID);
    loop {
        until_learner_or_over::<G>(&mut t);
        let lesson = t.app.world().resource::<Lesson<G>>().clone();
        let Some(step) = lesson.next().cloned() else { break };
        let words = panel_words(&mut t);
        let ask = step.ask.unwrap();
        assert!(
            words.iter().any(|w| w == ask),
            "step {}: the panel does not ask {ask}: {words:?}",
            lesson.step
        );
        let ahead = &lesson.lesson.steps[lesson.step..];
        let hint = t.app.world().get_resource::<parlour::games::hint::Hint<G>>().map(|h| h.action.clone());
        assert_eq!(hint, G::lesson_ring(ahead), "step {}: the ring is not on the step", lesson.step);
        let played = play(&mut t, input, ahead);
        for _ in 0..600 {
            if t.app.world().resource::<Lesson<G>>().step >= lesson.step + played {
                break;
            }
            t.step();
        }
        let now = t.app.world().resource::<Lesson<G>>().step;
        assert_eq!(now, lesson.step + played, "step {} was not taken", lesson.step);
    }
    let words = panel_words(&mut t);
    let outro = t.app.world().resource::<Lesson<G>>().lesson.outro;
    assert!(words.iter().any(|w| w == outro), "the lesson's end is not said: {words:?}");
    assert!(t.app.world().resource::<Settings>().lessons_done.iter().any(|g| g == G::ID));
    // No results screen, no save: the way on is the panel's.
    assert_eq!(t.screen(), Screen::Playing);
    t
}

#[test]
fn the_morris_lesson_is_played_to_its_end_by_keyboard_and_remembered() {
    let mut t = learn::<Morris>(Input::Keyboard, play_morris);
    let m = t.app.world().resource::<Match<Morris>>();
    assert_eq!(m.game.outcome().map(|o| o.winners), Some(vec![LEARNER]));
    // The panel's button, focused, leads back to the setup, which offers the lesson again.
    Input::Keyboard.confirm(&mut t);
    t.run_until_screen(Screen::Setup, 60);
    assert!(!t.app.world().contains_resource::<parlour::games::lesson::Learning>());
    assert!(panel_words(&mut t).iter().any(|w| w == "learn-again"));
}

#[test]
fn the_morris_lesson_by_controller() {
    learn::<Morris>(Input::Pad, play_morris);
}

/// The learner's Sorry! decision as a person makes it: Draw; else the pawn that moves (each
/// part of a split in turn) and the spot the move lands on, and where one spot means two moves,
/// the panel's answer.
fn play_sorry(t: &mut TestApp, input: Input, ahead: &[Step<SorryAction>]) -> usize {
    use parlour::games::sorry::board::SpotGlow;
    use parlour::games::sorry::choices::{Choices, Outcome, Pick};
    use parlour::games::sorry::controls::Control;
    let action = ahead[0].action.clone();
    let control = |c: Control| move |w: &World, e: Entity| w.get::<Control>(e) == Some(&c);
    if action == SorryAction::Draw {
        focus_on(t, input, control(Control::Draw));
        input.confirm(t);
        return 1;
    }
    let before = t.app.world().resource::<Lesson<Sorry>>().step;
    for _ in 0..8 {
        if t.app.world().resource::<Lesson<Sorry>>().step > before {
            return 1;
        }
        let game = t.app.world().resource::<Match<Sorry>>().game.clone();
        let pick = t.app.world().resource::<Pick>().clone();
        let choices = Choices::of(&game, &pick);
        let wanted = |o: &Outcome| match (o, &action) {
            (Outcome::Play(a), _) => *a == action,
            (Outcome::Split(part), SorryAction::Split { parts }) => parts.get(pick.parts.len()) == Some(part),
            _ => false,
        };
        if let Some(answer) = pick.asking.iter().position(wanted) {
            focus_on(t, input, control(Control::Answer(answer)));
        } else if pick.pawn.is_none() {
            let mover = match &action {
                SorryAction::Split { parts } => parts[pick.parts.len()].pawn,
                SorryAction::Start { pawn, .. }
                | SorryAction::Forward { pawn, .. }
                | SorryAction::Backward { pawn, .. }
                | SorryAction::Swap { pawn, .. }
                | SorryAction::Sorry { pawn, .. } => *pawn,
                other => panic!("a lesson step the table cannot take: {other:?}"),
            };
            let (spot, _) = *choices.sources.iter().find(|(_, p)| *p == mover).expect("the pawn is offered");
            focus_on(t, input, move |w, e| w.get::<SpotGlow>(e).is_some_and(|g| g.0 == spot));
        } else {
            let (spot, _) =
                choices.targets.iter().find(|(_, o)| o.iter().any(wanted)).expect("the move is offered");
            let spot = *spot;
            focus_on(t, input, move |w, e| w.get::<SpotGlow>(e).is_some_and(|g| g.0 == spot));
        }
        input.confirm(t);
        t.steps(3);
    }
    1
}

#[test]
fn the_sorry_lesson_is_played_to_its_end_by_keyboard() {
    learn::<Sorry>(Input::Keyboard, play_sorry);
}

#[test]
fn the_morpyam_lesson_is_played_to_its_end_by_keyboard() {
    learn::<Morpyam>(Input::Keyboard, play_morpyam);
}

#[test]
fn the_morfals_lesson_is_played_to_its_end_by_controller() {
    learn::<Morfals>(Input::Pad, play_morfals);
}

#[test]
fn an_off_script_decision_is_turned_down_with_why() {
    let mut t = TestApp::new();
    open_lesson(&mut t, Input::Keyboard, Morris::ID);
    until_learner_or_over::<Morris>(&mut t);
    t.app.world_mut().resource_mut::<Messages<Notice>>().clear();
    // a4 is free, but the lesson asks for f2.
    let a4 = point(&mut t, 9);
    walk_to(&mut t, Input::Keyboard, a4);
    // Read every frame's notices: a message lives two frames.
    let mut notices: Vec<Msg> = Vec::new();
    KeyCode::Enter.press(t.app.world_mut());
    for frame in 0..10 {
        if frame == 2 {
            KeyCode::Enter.release(t.app.world_mut());
        }
        t.step();
        notices.extend(t.app.world_mut().resource_mut::<Messages<Notice>>().drain().map(|n| n.0));
    }
    let ask = Msg::new("learn-not-now").with("why", Msg::new("learn-morris-block"));
    assert!(notices.contains(&ask), "no word of why: {notices:?}");
    let m = t.app.world().resource::<Match<Morris>>();
    assert_eq!((m.actions, m.game.at(9)), (0, None), "the off-script placement was taken");
    assert_eq!(t.app.world().resource::<Lesson<Morris>>().step, 0);
    // The step itself is still taken.
    let f2 = point(&mut t, 20);
    walk_to(&mut t, Input::Keyboard, f2);
    Input::Keyboard.confirm(&mut t);
    t.steps(10);
    assert_eq!(t.app.world().resource::<Match<Morris>>().game.at(20), Some(LEARNER));
}

#[test]
fn the_pause_menu_skips_a_lesson_back_to_the_setup() {
    let mut t = TestApp::new();
    open_lesson(&mut t, Input::Keyboard, Morris::ID);
    until_learner_or_over::<Morris>(&mut t);
    Input::Keyboard.back(&mut t);
    t.steps(3);
    focus_on(&mut t, Input::Keyboard, |w, e| {
        w.get::<parlour::menus::pause::PauseButton>(e)
            == Some(&parlour::menus::pause::PauseButton::SkipLesson)
    });
    Input::Keyboard.confirm(&mut t);
    t.run_until_screen(Screen::Setup, 60);
    assert!(!t.app.world().contains_resource::<parlour::games::lesson::Learning>());
    assert!(!t.app.world().resource::<MatchSetup>().lesson);
    // Skipped is not learnt.
    assert!(t.app.world().resource::<Settings>().lessons_done.is_empty());
}
