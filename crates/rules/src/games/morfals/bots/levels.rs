//! The two shallow levels: easy (the biggest meal now) and medium (one ply of evaluation).

use super::eval;
use super::sim::{Pos, Rules};
use crate::game::Seat;

/// One placement decision: the position, who places, whether the throw was a triple (the same
/// seat throws again) and the empty squares to choose from.
pub struct Context<'a> {
    pub rules: &'a Rules,
    pub pos: Pos,
    pub seat: Seat,
    pub triple: bool,
    pub squares: &'a [usize],
}

impl Context<'_> {
    /// Who throws after this placement.
    pub fn next_roller(&self) -> Seat {
        if self.triple { self.seat } else { 1 - self.seat }
    }
}

/// Easy: how many figures each square eats now.
pub fn greedy(ctx: &Context) -> Vec<f32> {
    ctx.squares.iter().map(|&i| ctx.rules.gain(&ctx.pos, i, ctx.seat) as f32).collect()
}

/// Medium: the evaluation of the position after each placement.
pub fn one_ply(ctx: &Context) -> Vec<f32> {
    one_ply_with(ctx, &eval::WEIGHTS)
}

pub fn one_ply_with(ctx: &Context, w: &eval::Weights) -> Vec<f32> {
    ctx.squares
        .iter()
        .map(|&i| {
            let mut pos = ctx.pos;
            ctx.rules.place(&mut pos, i, ctx.seat);
            if pos.reserve[ctx.seat] == 0 {
                eval::terminal(&pos, ctx.seat, ctx.seat)
            } else {
                eval::evaluate_with(ctx.rules, &pos, ctx.seat, ctx.next_roller(), w)
            }
        })
        .collect()
}
