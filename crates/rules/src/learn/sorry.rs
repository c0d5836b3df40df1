//! Sorry!, learnt in the middle of a match: draw, start a pawn, find the start circle blocked by
//! your own pawn, bump with SORRY!, split a 7 onto another colour's slide, swap with an 11, split
//! a 7 to reach HOME exactly, and split one more to bump by landing.

use super::{LEARNER, Lesson, Step, Taught};
use crate::game::Game;
use crate::games::sorry::{Action, Card, Colour, Part, PawnRef, Pos, Sorry};

/// The cards of this seed, in the order they are drawn: Red 1, Blue 12, Red 1, Blue 10, Red
/// SORRY!, Blue 10, Red 7, Blue 2 and 4, Red 11, Blue 2, 2 and 8, Red 7, Blue 8, Red 7.
const SEED: u64 = 1085;

const fn red(index: u8) -> PawnRef {
    PawnRef { colour: Colour::Red, index }
}

const fn blue(index: u8) -> PawnRef {
    PawnRef { colour: Colour::Blue, index }
}

/// Red (the learner): two pawns in START, one on square 11, one in its SAFETY ZONE three from
/// HOME. Blue: one on its start circle (19), one on 40, one on 56, one in START.
fn start() -> Sorry {
    let config = Sorry::builtin_config("standard").expect("the built-in Sorry!");
    let mut game = Sorry::with_first(&config, 2, SEED, LEARNER).expect("a two-player match");
    let pawns = [
        (red(2), Pos::Track(11)),
        (red(3), Pos::Safety(2)),
        (blue(0), Pos::Track(19)),
        (blue(1), Pos::Track(40)),
        (blue(2), Pos::Track(56)),
    ];
    game.place(&pawns).expect("the lesson's position");
    game
}

fn forward(card: Card, pawn: PawnRef, steps: u8) -> Action {
    Action::Forward { card, pawn, steps }
}

/// A 7 split: `a` moves first, as the step's message tells it.
fn split(a: PawnRef, a_steps: u8, b: PawnRef, b_steps: u8) -> Action {
    Action::Split { parts: vec![Part { pawn: a, steps: a_steps }, Part { pawn: b, steps: b_steps }] }
}

impl Taught for Sorry {
    fn lesson() -> Lesson<Self> {
        let draw = || Step::learner(Action::Draw, "learn-sorry-draw");
        let blue_draws = || Step::other(1, Action::Draw);
        let steps = vec![
            draw(),
            Step::learner(Action::Start { card: Card::One, pawn: red(0) }, "learn-sorry-start"),
            blue_draws(),
            Step::other(1, forward(Card::Twelve, blue(2), 12)).then("learn-sorry-blue-moved"),
            draw(),
            Step::learner(forward(Card::One, red(0), 1), "learn-sorry-blocked"),
            blue_draws(),
            Step::other(1, forward(Card::Ten, blue(2), 10)).then("learn-sorry-blue-safe"),
            draw(),
            Step::learner(
                Action::Sorry { card: Card::Sorry, pawn: red(1), target: blue(1) },
                "learn-sorry-sorry",
            )
            .then("learn-sorry-sorried"),
            blue_draws(),
            Step::other(1, forward(Card::Ten, blue(0), 10)),
            draw(),
            Step::learner(split(red(1), 6, red(0), 1), "learn-sorry-split-slide").then("learn-sorry-slid"),
            blue_draws(),
            Step::other(1, Action::Start { card: Card::Two, pawn: blue(1) }),
            blue_draws(),
            Step::other(1, Action::Backward { card: Card::Four, pawn: blue(1), steps: 4 })
                .then("learn-sorry-blue-backward"),
            draw(),
            Step::learner(
                Action::Swap { card: Card::Eleven, pawn: red(0), target: blue(1) },
                "learn-sorry-swap",
            )
            .then("learn-sorry-swapped"),
            blue_draws(),
            Step::other(1, forward(Card::Two, blue(1), 2)),
            blue_draws(),
            Step::other(1, forward(Card::Two, blue(0), 2)),
            blue_draws(),
            Step::other(1, forward(Card::Eight, blue(0), 8)).then("learn-sorry-blue-twos"),
            draw(),
            Step::learner(split(red(3), 3, red(0), 4), "learn-sorry-home").then("learn-sorry-at-home"),
            blue_draws(),
            Step::other(1, forward(Card::Eight, blue(0), 8)),
            draw(),
            Step::learner(split(red(1), 1, red(0), 6), "learn-sorry-bump").then("learn-sorry-bumped"),
        ];
        Lesson {
            variant: "standard",
            seed: SEED,
            start: start(),
            steps,
            intro: "learn-sorry-intro",
            outro: "learn-sorry-outro",
        }
    }
}
