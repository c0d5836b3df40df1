//! Medium: greedy one-ply on the full evaluation ([`Ctx::value`]): progress, safety, the chance
//! of each pawn being bumped by the unseen cards and of it bumping others, slides included.

use super::super::view::View;
use super::eval::{Ctx, pawns_of};
use super::{best_index, keep_value};
use crate::games::sorry::action::Action;
use crate::games::sorry::board::Pos;
use crate::games::sorry::moves::Pawns;
use rand_chacha::ChaCha8Rng;

pub fn choose(view: &View, rng: &mut ChaCha8Rng) -> usize {
    let ctx = Ctx::new(view);
    let pawns = pawns_of(view);
    let values: Vec<f32> = view.legal.iter().map(|a| one_ply(&ctx, view, &pawns, a)).collect();
    best_index(&values, rng)
}

/// The value for the seat of the position after `action`, less (in play-for-points) what the
/// card it uses up was worth keeping.
pub fn one_ply(ctx: &Ctx, view: &View, pawns: &Pawns, action: &Action) -> f32 {
    let after = ctx.after(pawns, action);
    let mut v = ctx.value(&after, ctx.next_after(view, action), view.seat);
    if ctx.points
        && let Some(c) = action.card()
    {
        let in_start = pawns[view.seat].iter().filter(|p| **p == Pos::Start).count();
        v -= 0.5 * keep_value(c, in_start, ctx.rules.modern);
    }
    v
}
