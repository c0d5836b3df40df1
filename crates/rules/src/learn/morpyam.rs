//! Morpyam, learnt in the middle of a match: throw, keep dice and throw the rest, place on a
//! BRELAN for a run of four in a column, then CALL a CARRÉ that cannot fail and take the APPEL
//! square; watch the other side throw three times for nothing.

use super::{LEARNER, Lesson, Step, Taught};
use crate::game::Game;
use crate::games::morpyam::{Action, Figure, Morpyam, Phase, Square, Turn, square};

/// The grid, row 0 at the top: `x` the learner's tokens (Red), `o` Blue's, `.` free.
const GRID: [&str; 6] = ["......", ".....x", "x..oxo", ".....o", "x.o..o", "xxxxox"];

/// The dice of this seed: 5-5-2-3-2, then 5-5-1-6-6, then 5-5-5-4-2 for the learner; Blue's
/// turn; then 2-4-5-2-2, 2-4-2-2-2 and 2-6-2-2-2.
const SEED: u64 = 14;

/// The BRELAN of 5 square at the left end of row 3, below two of the learner's tokens.
const BRELAN_5: Square = 18;
/// The APPEL square.
const APPEL: Square = 20;

fn start() -> Morpyam {
    let config = Morpyam::builtin_config("classic").expect("the built-in Classic Morpyam");
    let mut view = Morpyam::new(&config, 2, SEED).expect("a Classic match").view(LEARNER);
    let t = &mut view.table;
    for (row, line) in GRID.iter().enumerate() {
        for (col, mark) in line.chars().enumerate() {
            t.owners[square(row, col) as usize] = match mark {
                'x' => Some(LEARNER),
                'o' => Some(1),
                _ => None,
            };
        }
    }
    let tokens = t.config.tokens.for_players(2);
    for seat in 0..2 {
        let placed = t.owners.iter().filter(|o| **o == Some(seat)).count() as u8;
        t.tokens_left[seat] = tokens - placed;
    }
    t.first_player = Some(LEARNER);
    t.phase = Phase::Turn(Turn::new(LEARNER, false, 0));
    Morpyam::stand_in(&view, SEED).expect("the lesson's position")
}

fn roll(rethrow: [u8; 5]) -> Action {
    Action::Roll { rethrow: rethrow.map(|d| d == 1) }
}

impl Taught for Morpyam {
    fn lesson() -> Lesson<Self> {
        let all = roll([1; 5]);
        let steps = vec![
            Step::learner(all.clone(), "learn-morpyam-throw"),
            Step::learner(roll([0, 0, 1, 1, 1]), "learn-morpyam-keep"),
            Step::learner(roll([0, 0, 1, 1, 1]), "learn-morpyam-keep-again"),
            Step::learner(Action::Place { square: BRELAN_5 }, "learn-morpyam-place")
                .then("learn-morpyam-line"),
            Step::other(1, all.clone()),
            Step::other(1, all.clone()),
            Step::other(1, Action::Place { square: square(1, 0) }).then("learn-morpyam-blue-placed"),
            Step::learner(all.clone(), "learn-morpyam-throw-again"),
            Step::learner(roll([0, 1, 1, 0, 0]), "learn-morpyam-keep-twos"),
            Step::learner(Action::Call { figure: Figure::Carre }, "learn-morpyam-call"),
            Step::learner(roll([0, 1, 0, 0, 0]), "learn-morpyam-throw-one"),
            Step::learner(Action::Place { square: APPEL }, "learn-morpyam-appel")
                .then("learn-morpyam-appel-taken"),
            Step::other(1, all),
            Step::other(1, roll([0, 0, 1, 0, 0])),
            Step::other(1, roll([0, 0, 1, 0, 0])).then("learn-morpyam-no-figure"),
        ];
        Lesson {
            variant: "classic",
            seed: SEED,
            start: start(),
            steps,
            intro: "learn-morpyam-intro",
            outro: "learn-morpyam-outro",
        }
    }
}
