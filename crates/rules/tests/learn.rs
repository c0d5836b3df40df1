//! Every guided match plays through the rules from its position, step by step, as written; the
//! learner is asked for each of their steps and no other seat is; every message a lesson names
//! is in every language; and a decision other than the step's is refused, with the rules' reason
//! when they refuse it too.

use parlour_rules::Game;
use parlour_rules::games::morfals::{Morfals, Phase as MorfalsPhase};
use parlour_rules::games::morpyam::{Action as MorpyamAction, Figure, Morpyam, Phase as MorpyamPhase};
use parlour_rules::games::morris::{Action as MorrisAction, Morris};
use parlour_rules::games::sorry::{Action as SorryAction, Colour, PawnRef, Pos, Sorry};
use parlour_rules::learn::{LEARNER, Lesson, Off, Taught};
use std::collections::BTreeSet;
use std::path::Path;

const LANGUAGES: [&str; 6] = ["en", "nl", "pt", "af", "fr", "mt"];

fn keys_in(lang: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../assets/i18n/{lang}/learn.ftl"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with(['#', ' ']) && l.contains(" ="))
        .map(|l| l.split(" =").next().unwrap().trim().to_string())
        .collect()
}

/// How many decisions the learner is asked for.
/// The learner's decisions in `lesson`, in order.
fn learner<G: Taught>(lesson: &Lesson<G>) -> Vec<&G::Action> {
    lesson.steps.iter().filter(|s| s.seat == LEARNER).map(|s| &s.action).collect()
}

fn asked<G: Taught>(lesson: &Lesson<G>) -> usize {
    learner(lesson).len()
}

fn check<G: Taught>(lesson: Lesson<G>) {
    lesson.play_through().unwrap_or_else(|(i, e)| panic!("{}: step {i}: {e}", G::ID));
    assert!(lesson.steps.iter().any(|s| s.seat == LEARNER));
    for (i, step) in lesson.steps.iter().enumerate() {
        assert_eq!(step.ask.is_some(), step.seat == LEARNER, "{}: step {i} asks the wrong seat", G::ID);
    }
    for lang in LANGUAGES {
        let keys = keys_in(lang);
        for key in lesson.keys() {
            assert!(keys.contains(key), "{}: {key} is missing from {lang}/learn.ftl", G::ID);
        }
    }
}

#[test]
fn morris_lesson_plays_through_and_is_won() {
    let lesson = Morris::lesson();
    let end = lesson.play_through().unwrap();
    assert_eq!(end.outcome().map(|o| o.winners), Some(vec![LEARNER]));
    check(lesson);
}

#[test]
fn morpyam_lesson_scores_a_run_and_takes_appel_with_a_call() {
    let lesson = Morpyam::lesson();
    let end = lesson.play_through().unwrap();
    // The run of four in the left column and the APPEL square are the learner's.
    assert_eq!(end.scores(), vec![4, 1]);
    let appel = end.squares().find(|(_, f, _)| *f == Some(Figure::Appel)).unwrap();
    assert_eq!(appel.2, Some(LEARNER));
    assert!(matches!(end.phase(), MorpyamPhase::Turn(t) if t.seat == LEARNER && t.rolls == 0));
    let learner = learner(&lesson);
    assert!(learner.iter().any(|a| matches!(a, MorpyamAction::Roll { rethrow } if rethrow.contains(&false))));
    assert!(learner.iter().any(|a| matches!(a, MorpyamAction::Call { .. })));
    assert!((8..=16).contains(&asked(&lesson)));
    check(lesson);
}

#[test]
fn morfals_lesson_ends_with_the_round_won() {
    let lesson = Morfals::lesson();
    let end = lesson.play_through().unwrap();
    assert!(matches!(end.phase(), MorfalsPhase::RoundOver { winner: LEARNER, .. }));
    assert!(end.reserve(LEARNER).is_empty());
    assert!((8..=16).contains(&asked(&lesson)));
    check(lesson);
}

#[test]
fn sorry_lesson_takes_a_pawn_home_and_ends_with_a_bump() {
    let lesson = Sorry::lesson();
    let end = lesson.play_through().unwrap();
    assert_eq!(end.pawn(PawnRef::new(Colour::Red, 3)), Pos::Home);
    assert_eq!(end.pawn(PawnRef::new(Colour::Blue, 0)), Pos::Start);
    assert_eq!(end.to_act(), Some(1));
    let learner = learner(&lesson);
    assert!(learner.iter().any(|a| matches!(a, SorryAction::Start { .. })));
    assert!(learner.iter().any(|a| matches!(a, SorryAction::Split { .. })));
    assert!(learner.iter().any(|a| matches!(a, SorryAction::Swap { .. })));
    assert!((8..=16).contains(&asked(&lesson)));
    check(lesson);
}

#[test]
fn a_decision_other_than_the_step_is_refused_with_why() {
    let lesson = Morris::lesson();
    let game = lesson.start.clone();
    // Legal, but not the one asked for.
    assert_eq!(lesson.check(0, &game, &MorrisAction::Place(3)), Err(Off::NotNow));
    // Illegal: the point is taken; the rules say so.
    assert!(matches!(lesson.check(0, &game, &MorrisAction::Place(0)), Err(Off::Illegal(_))));
    assert_eq!(lesson.check(0, &game, &lesson.steps[0].action), Ok(()));
    // Another seat's step is not the learner's to take.
    let mut after = game.clone();
    after.apply(lesson.steps[0].action).unwrap();
    assert_eq!(lesson.check(1, &game, &lesson.steps[1].action), Err(Off::NotYours));
    assert_eq!(lesson.check(lesson.steps.len(), &after, &lesson.steps[1].action), Err(Off::NotYours));
}
