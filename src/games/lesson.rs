//! A guided first match in progress: the rules crate's lesson for the game on the table and the
//! step it has reached. The door takes only the step's decision from the learner, the computer
//! seat plays the lesson's own, and the lesson's panel (`lesson_panel.rs`) says what to do.

use super::view::GameView;
use bevy::prelude::*;
use parlour_rules::learn::{self, Off};

/// The table holds a lesson (any game): no save, no record, no replay, no results screen.
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct Learning;

/// Run condition: the table holds a lesson.
pub fn learning(l: Option<Res<Learning>>) -> bool {
    l.is_some()
}

/// The lesson of `G` on the table.
#[derive(Resource, Debug, Clone)]
pub struct Lesson<G: GameView> {
    pub lesson: learn::Lesson<G>,
    /// Steps played so far.
    pub step: usize,
}

impl<G: GameView> Lesson<G> {
    pub fn new(lesson: learn::Lesson<G>) -> Self {
        Self { lesson, step: 0 }
    }

    /// The step to play now, if any is left.
    pub fn next(&self) -> Option<&learn::Step<G::Action>> {
        self.lesson.steps.get(self.step)
    }

    /// `Ok` when `action` is the step to play now in `game`.
    pub fn check(&self, game: &G, action: &G::Action) -> Result<(), Off> {
        self.lesson.check(self.step, game, action)
    }

    /// Every step has been played.
    pub fn over(&self) -> bool {
        self.step >= self.lesson.steps.len()
    }

    /// The learner's steps, and how many of them are behind.
    pub fn progress(&self) -> (usize, usize) {
        let mine = |s: &&learn::Step<G::Action>| s.seat == learn::LEARNER;
        let done = self.lesson.steps[..self.step.min(self.lesson.steps.len())].iter().filter(mine).count();
        (done, self.lesson.steps.iter().filter(mine).count())
    }
}
