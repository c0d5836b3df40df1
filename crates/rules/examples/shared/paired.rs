//! Paired dice for the Morfals experiments: a dice stream fixed by its seed, and a round played
//! on it by two choosers. Playing every stream twice with the seats swapped cancels the luck
//! of the throws, so only the choices differ.

use parlour_rules::games::morfals::bots::Context;
use parlour_rules::games::morfals::bots::eval::Weights;
use parlour_rules::games::morfals::bots::levels;
use parlour_rules::games::morfals::bots::sim::{MAX_CELLS, OUTCOMES, Pos, Rules};

/// SplitMix64: a dice stream fixed by its seed.
pub struct Stream(pub u64);

impl Stream {
    pub fn next(&mut self) -> u64 {
        parlour_rules::chance::splitmix64(&mut self.0)
    }

    /// One throw of three 1-2-3 dice, as an index into [`OUTCOMES`].
    pub fn throw(&mut self) -> usize {
        let mut u = (self.next() % 27) as u8;
        for (k, o) in OUTCOMES.iter().enumerate() {
            if u < o.weight {
                return k;
            }
            u -= o.weight;
        }
        unreachable!("the weights sum to 27")
    }
}

/// A throw to place for: who, the column it names, and whether it was a triple.
#[derive(Clone, Copy)]
pub struct Turn {
    pub seat: usize,
    pub label: u8,
    pub triple: bool,
}

/// A player: the square it takes among the empty squares of the turn's column (none when the
/// column is full). `tie` breaks ties and seeds whatever else the player draws.
pub trait Chooser {
    fn pick(&self, rules: &Rules, pos: &Pos, turn: Turn, tie: &mut Stream) -> Option<usize>;
}

/// Medium's one-ply choice with these weights.
pub struct Medium<'w>(pub &'w Weights);

impl Chooser for Medium<'_> {
    fn pick(&self, rules: &Rules, pos: &Pos, turn: Turn, tie: &mut Stream) -> Option<usize> {
        let squares: Vec<usize> = rules.empties(pos, turn.label).collect();
        let ctx = Context { rules, pos: *pos, seat: turn.seat, triple: turn.triple, squares: &squares };
        best_of(&squares, levels::one_ply_with(&ctx, self.0), tie)
    }
}

/// The square of the best value (ties broken by `tie`, each tied square equally likely).
pub fn best_of(squares: &[usize], values: impl IntoIterator<Item = f32>, tie: &mut Stream) -> Option<usize> {
    let (mut best, mut best_v, mut ties) = (None, f32::NEG_INFINITY, 0u64);
    for (&i, v) in squares.iter().zip(values) {
        if v > best_v + 1e-4 {
            (best, best_v, ties) = (Some(i), v, 1);
        } else if v >= best_v - 1e-4 {
            ties += 1;
            if tie.next().is_multiple_of(ties) {
                best = Some(i);
            }
        }
    }
    best
}

/// An empty board, twelve figures each.
pub const EMPTY_BOARD: Pos = Pos { cells: [0; MAX_CELLS], reserve: [12, 12] };

/// Play the round on from `pos`, `roller` to throw, with the dice of `seed` (a full column
/// passes, as in the standard level). The winner and their points.
pub fn play(
    rules: &Rules,
    players: [&dyn Chooser; 2],
    mut pos: Pos,
    mut roller: usize,
    seed: u64,
) -> (usize, u32) {
    let (mut dice, mut tie) = (Stream(seed), Stream(!seed));
    loop {
        let o = OUTCOMES[dice.throw()];
        let placed = o.column.and_then(|label| {
            players[roller].pick(rules, &pos, Turn { seat: roller, label, triple: o.triple }, &mut tie)
        });
        let Some(i) = placed else {
            roller = 1 - roller;
            continue;
        };
        rules.place(&mut pos, i, roller);
        if pos.reserve[roller] == 0 {
            return (roller, pos.reserve[1 - roller] as u32);
        }
        if !o.triple {
            roller = 1 - roller;
        }
    }
}

/// Rounds `a` wins of the two played on the dice of `seed`, once from each seat, `starter`
/// throwing first both times.
pub fn won_both_ways(rules: &Rules, a: &dyn Chooser, b: &dyn Chooser, starter: usize, seed: u64) -> u64 {
    (play(rules, [a, b], EMPTY_BOARD, starter, seed).0 == 0) as u64
        + (play(rules, [b, a], EMPTY_BOARD, starter, seed).0 == 1) as u64
}
