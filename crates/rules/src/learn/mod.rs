//! Guided first matches: for each game a short match at the real table, from a fixed position
//! and seed (so the dice and cards fall the same way every time), in which every decision is
//! written down in advance. The learner (seat 0) is asked for each of theirs in turn, and only
//! that one is taken; the other seats play theirs by themselves. Each step names the messages
//! that ask for it and explain it afterwards (keys of the game's `learn.ftl`).

mod morfals;
mod morpyam;
mod morris;
mod sorry;

use crate::error::RuleError;
use crate::game::{Game, Seat};

/// The seat of the person learning.
pub const LEARNER: Seat = 0;

/// One decision of a lesson.
#[derive(Debug, Clone, PartialEq)]
pub struct Step<A> {
    /// Who takes it: the learner's are asked for, the others are played for them.
    pub seat: Seat,
    pub action: A,
    /// What the learner is asked to do (a message key), shown until they do it.
    pub ask: Option<&'static str>,
    /// What just happened (a message key), shown once the step has been played.
    pub tell: Option<&'static str>,
}

impl<A> Step<A> {
    /// The learner's decision, asked for with `ask`.
    pub fn learner(action: A, ask: &'static str) -> Self {
        Self { seat: LEARNER, action, ask: Some(ask), tell: None }
    }
    /// Another seat's decision, played for it.
    pub fn other(seat: Seat, action: A) -> Self {
        Self { seat, action, ask: None, tell: None }
    }
    /// Explain the step once it is played.
    pub fn then(mut self, tell: &'static str) -> Self {
        self.tell = Some(tell);
        self
    }
}

/// A guided match.
#[derive(Debug, Clone)]
pub struct Lesson<G: Game> {
    /// The built-in variant it is played in.
    pub variant: &'static str,
    /// The seed of the match (its bots' shapes and throws; chance is in `start`).
    pub seed: u64,
    /// The position it starts from, with its own seeded generator.
    pub start: G,
    /// Every decision from `start`, in order.
    pub steps: Vec<Step<G::Action>>,
    /// Said when the lesson opens and when it is over (message keys).
    pub intro: &'static str,
    pub outro: &'static str,
}

/// Why a decision is not taken in a lesson.
#[derive(Debug, Clone, PartialEq)]
pub enum Off {
    /// The rules refuse it.
    Illegal(RuleError),
    /// It is legal, but the lesson asks for another decision now.
    NotNow,
    /// The lesson is over, or it is not this seat's step.
    NotYours,
}

impl<G: Game> Lesson<G> {
    /// `Ok` when `action`, taken in `game` as the lesson's step `step`, is exactly that step's.
    pub fn check(&self, step: usize, game: &G, action: &G::Action) -> Result<(), Off> {
        let Some(expected) = self.steps.get(step) else { return Err(Off::NotYours) };
        if game.to_act() != Some(expected.seat) {
            return Err(Off::NotYours);
        }
        if *action == expected.action {
            return Ok(());
        }
        match game.clone().apply(action.clone()) {
            Err(e) => Err(Off::Illegal(e)),
            Ok(_) => Err(Off::NotNow),
        }
    }

    /// Every message key the lesson uses, in order of appearance.
    pub fn keys(&self) -> Vec<&'static str> {
        let steps = self.steps.iter().flat_map(|s| s.ask.into_iter().chain(s.tell));
        std::iter::once(self.intro).chain(steps).chain(std::iter::once(self.outro)).collect()
    }

    /// Play the whole lesson through the rules: the end position, or the first step that does
    /// not fit (its index and why).
    pub fn play_through(&self) -> Result<G, (usize, String)> {
        let mut game = self.start.clone();
        for (i, step) in self.steps.iter().enumerate() {
            self.check(i, &game, &step.action).map_err(|e| (i, format!("{e:?}")))?;
            game.apply(step.action.clone()).map_err(|e| (i, e.to_string()))?;
        }
        Ok(game)
    }
}

/// A game that can be learnt by a guided match.
pub trait Taught: Game {
    fn lesson() -> Lesson<Self>;
}
