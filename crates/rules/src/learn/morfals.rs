//! Morfals, learnt at the end of a round: the dice sum names the column, a sandwich eats,
//! eaten figures go back to their reserve, 1-2-3 passes, the river keeps a figure that a
//! sandwich closes on, and placing the last figure wins the round.

use super::{LEARNER, Lesson, Step, Taught};
use crate::game::{Game, Seat};
use crate::games::morfals::{Action, Morfals, Setup, Square};

/// The board, row 7 at the top, columns 3 to 9 from the left: `X` a Jusqualo (the learner),
/// `o` a Sang-Zarète. The learner has three figures left to place, the other tribe four.
const BOARD: [&str; 7] = [".o.....", "..Xoo.o", "Xo...X.", ".......", "...X..X", "o.XoXo.", "....XX."];

/// The dice of this seed: 2-2-1, 3-1-3, 1-3-2, 1-3-1, 1-3-1, 2-1-3, 1-3-3, 1-3-2, 2-2-3.
const SEED: u64 = 3;

fn setup() -> Setup {
    let mut figures = Vec::new();
    for (i, line) in BOARD.iter().enumerate() {
        let row = 7 - i as u8;
        for (column, mark) in (3u8..).zip(line.chars()) {
            let seat: Option<Seat> = match mark {
                'X' => Some(LEARNER),
                'o' => Some(1),
                _ => None,
            };
            figures.extend(seat.map(|s| (Square::new(column, row), s)));
        }
    }
    Setup { figures, scores: [0, 0], to_roll: LEARNER }
}

fn place(column: u8, row: u8) -> Action {
    Action::Place { square: Square::new(column, row) }
}

impl Taught for Morfals {
    fn lesson() -> Lesson<Self> {
        let config = Morfals::builtin_config("standard").expect("the built-in Morfals");
        let start = Morfals::from_setup(&config, SEED, &setup()).expect("the lesson's position");
        let steps = vec![
            Step::learner(Action::Roll, "learn-morfals-throw"),
            Step::learner(place(5, 5), "learn-morfals-sandwich").then("learn-morfals-eaten"),
            Step::other(1, Action::Roll),
            Step::other(1, place(7, 4)).then("learn-morfals-eaten-back"),
            Step::learner(Action::Roll, "learn-morfals-throw-again").then("learn-morfals-one-two-three"),
            Step::other(1, Action::Roll),
            Step::other(1, place(5, 4)).then("learn-morfals-their-figure"),
            Step::learner(Action::Roll, "learn-morfals-throw-again"),
            Step::learner(place(5, 3), "learn-morfals-eat-it"),
            Step::other(1, Action::Roll).then("learn-morfals-they-pass"),
            Step::learner(Action::Roll, "learn-morfals-throw-again"),
            Step::learner(place(7, 5), "learn-morfals-column").then("learn-morfals-last-one"),
            Step::other(1, Action::Roll).then("learn-morfals-they-pass"),
            Step::learner(Action::Roll, "learn-morfals-throw-again"),
            Step::learner(place(7, 7), "learn-morfals-river").then("learn-morfals-won"),
        ];
        Lesson {
            variant: "standard",
            seed: SEED,
            start,
            steps,
            intro: "learn-morfals-intro",
            outro: "learn-morfals-outro",
        }
    }
}
