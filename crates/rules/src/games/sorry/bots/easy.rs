//! Easy: greedy one-ply on the reward of the `apologies` baseline. A side scores the steps its
//! pawns have left to go (fewer is better), 10 per pawn safe or HOME and 100 for a win; the
//! reward is its score times the number of opposing sides less their scores, floored at 0.

use super::super::board::Pos;
use super::super::view::View;
use super::best_index;
use super::eval::{Ctx, pawns_of};
use crate::games::sorry::board::Colour;
use crate::games::sorry::moves::Pawns;
use rand_chacha::ChaCha8Rng;

pub fn choose(view: &View, rng: &mut ChaCha8Rng) -> usize {
    let ctx = Ctx::new(view);
    let pawns = pawns_of(view);
    let values: Vec<f32> =
        view.legal.iter().map(|a| reward(&ctx, &ctx.after(&pawns, a), view.seat)).collect();
    best_index(&values, rng)
}

fn reward(ctx: &Ctx, pawns: &Pawns, seat: usize) -> f32 {
    let b = ctx.board;
    let mut sides = vec![0.0f32; ctx.sides()];
    let mut done = vec![true; ctx.sides()];
    for (c, colour) in pawns.iter().enumerate().take(ctx.players) {
        let side = b.side(Colour::from_index(c));
        let full = b.dist(side.circle, side.entry) as f32 + b.safety as f32 + 2.0;
        let s = ctx.side_of(c);
        for &p in colour {
            let left = match p {
                Pos::Start => full,
                Pos::Track(t) => b.dist(t, side.entry) as f32 + b.safety as f32 + 1.0,
                Pos::Safety(i) => (b.safety - i) as f32,
                Pos::Home => 0.0,
            };
            sides[s] += full - left;
            if matches!(p, Pos::Safety(_) | Pos::Home) {
                sides[s] += 10.0;
            }
            done[s] &= p == Pos::Home;
        }
    }
    for (s, d) in done.iter().enumerate() {
        if *d {
            sides[s] += 100.0;
        }
    }
    let me = ctx.side_of(seat);
    let others: f32 = sides.iter().enumerate().filter(|(s, _)| *s != me).map(|(_, v)| v).sum();
    ((sides.len() - 1) as f32 * sides[me] - others).max(0.0)
}
