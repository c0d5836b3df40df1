//! Hard: expectimax over the throws. After our placement, each throw of whoever rolls next is a
//! chance node over the eight outcomes of three 1-2-3 dice (1-2-3 passes, a full column passes
//! or rolls again as the level says, a triple places and throws again); the thrower then picks
//! the square best for them. Leaves are scored by [`eval::evaluate`]. Iterative deepening on a
//! node budget keeps each decision short and deterministic; a wall-clock limit is only a guard.

use super::eval;
use super::levels::Context;
use super::sim::{OUTCOMES, Pos, Rules};
use crate::clock::Instant;
use crate::game::Seat;
use std::time::Duration;

/// How much search one decision may use.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Leaf evaluations per decision: a deeper iteration starts only if its estimate fits.
    pub leaves: u64,
    /// Deepest iteration (throws looked ahead).
    pub max_depth: u32,
    /// Guard: an iteration still running after this is dropped.
    pub time: Duration,
}

impl Budget {
    pub const HARD: Budget = Budget { leaves: 40_000, max_depth: 6, time: Duration::from_millis(120) };
}

/// The scores of the candidate squares and how the search went.
#[derive(Debug, Clone)]
pub struct SearchResult {
    pub scores: Vec<f32>,
    /// Throws looked ahead by the iteration the scores come from.
    pub depth: u32,
    pub leaves: u64,
}

struct Search<'a> {
    rules: &'a Rules,
    me: Seat,
    leaves: u64,
    limit: u64,
    deadline: Instant,
    aborted: bool,
}

impl Search<'_> {
    /// The value after `seat` placed (and ate): a won round, or the next throw.
    fn after_place(&mut self, pos: &Pos, seat: Seat, triple: bool, depth: u32) -> f32 {
        if pos.reserve[seat] == 0 {
            return eval::terminal(pos, self.me, seat);
        }
        self.throw(pos, if triple { seat } else { 1 - seat }, depth)
    }

    /// The expected value of `roller` throwing, `depth` throws still to look at.
    fn throw(&mut self, pos: &Pos, roller: Seat, depth: u32) -> f32 {
        if self.aborted {
            // The iteration will be dropped: unwind without more work.
            return 0.0;
        }
        if depth == 0 {
            self.leaves += 1;
            if self.leaves >= self.limit
                || (self.leaves.is_multiple_of(1024) && Instant::now() > self.deadline)
            {
                self.aborted = true;
            }
            return eval::evaluate(self.rules, pos, self.me, roller);
        }
        let mut total = 0.0;
        let mut squares = [0usize; 26];
        for o in &OUTCOMES {
            let p = o.weight as f32 / 27.0;
            let Some(label) = o.column else {
                total += p * self.throw(pos, 1 - roller, depth - 1);
                continue;
            };
            let mut n = 0;
            for i in self.rules.empties(pos, label) {
                squares[n] = i;
                n += 1;
            }
            if n == 0 {
                let next = if self.rules.full_roll_again { roller } else { 1 - roller };
                total += p * self.throw(pos, next, depth - 1);
                continue;
            }
            let maximise = roller == self.me;
            let mut best = if maximise { f32::NEG_INFINITY } else { f32::INFINITY };
            for &i in &squares[..n] {
                let mut q = *pos;
                self.rules.place(&mut q, i, roller);
                let v = self.after_place(&q, roller, o.triple, depth - 1);
                best = if maximise { best.max(v) } else { best.min(v) };
            }
            total += p * best;
        }
        total
    }
}

/// Score each candidate square by expectimax, as deep as `budget` allows.
pub fn expectimax(ctx: &Context, budget: &Budget) -> SearchResult {
    let start = Instant::now();
    let mut result = SearchResult { scores: Vec::new(), depth: 0, leaves: 0 };
    let mut last_cost = 0u64;
    for depth in 0..=budget.max_depth {
        // The next iteration costs about the last one times its growth; skip it if that
        // cannot fit.
        if depth >= 2 && result.leaves.saturating_mul(result.leaves) / last_cost.max(1) > budget.leaves {
            break;
        }
        let mut s = Search {
            rules: ctx.rules,
            me: ctx.seat,
            leaves: 0,
            limit: budget.leaves.saturating_mul(2),
            deadline: start + budget.time,
            aborted: false,
        };
        let scores: Vec<f32> = ctx
            .squares
            .iter()
            .map(|&i| {
                let mut pos = ctx.pos;
                ctx.rules.place(&mut pos, i, ctx.seat);
                s.after_place(&pos, ctx.seat, ctx.triple, depth)
            })
            .collect();
        if s.aborted && depth > 0 {
            break;
        }
        last_cost = result.leaves;
        result = SearchResult { scores, depth, leaves: s.leaves };
        if s.aborted {
            break;
        }
    }
    result
}
