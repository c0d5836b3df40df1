//! Nine Men's Morris, learnt near the end of the placing: block a mill, place the last man,
//! slide into a mill and take a man, watch a side with three men fly, open and close a mill,
//! and win when the other side is down to two.

use super::{Lesson, Step, Taught};
use crate::game::Game;
use crate::games::morris::{Action, Morris};

/// The points, by their numbers on the Nine board (`levels/morris/nine.ron`).
const G7: u8 = 2;
const E5: u8 = 8;
const G4: u8 = 14;
const C3: u8 = 15;
const D3: u8 = 16;
const D2: u8 = 19;
const F2: u8 = 20;

impl Taught for Morris {
    fn lesson() -> Lesson<Self> {
        let config = Morris::builtin_config("nine").expect("the built-in Nine Men's Morris");
        // White (the learner): a7, d7 and g4, one man to place. Black: b2, d2 and a1, one to
        // place, threatening the bottom line at f2.
        let board = "WW. ... ... ... ..W ... BB. B..";
        let start = Morris::from_position(&config, board, 0, [1, 1]).expect("the lesson's position");
        let steps = vec![
            Step::learner(Action::Place(F2), "learn-morris-block").then("learn-morris-blocked"),
            Step::other(1, Action::Place(D3)).then("learn-morris-all-placed"),
            Step::learner(Action::Move { from: G4, to: G7 }, "learn-morris-slide"),
            Step::learner(Action::Remove(D2), "learn-morris-remove").then("learn-morris-removed"),
            Step::other(1, Action::Move { from: D3, to: E5 }).then("learn-morris-flying"),
            Step::learner(Action::Move { from: G7, to: G4 }, "learn-morris-open").then("learn-morris-opened"),
            Step::other(1, Action::Move { from: E5, to: C3 }),
            Step::learner(Action::Move { from: G4, to: G7 }, "learn-morris-close"),
            Step::learner(Action::Remove(C3), "learn-morris-last").then("learn-morris-won"),
        ];
        Lesson {
            variant: "nine",
            seed: 1,
            start,
            steps,
            intro: "learn-morris-intro",
            outro: "learn-morris-outro",
        }
    }
}
