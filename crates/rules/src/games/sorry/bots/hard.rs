//! Hard: a two-ply expectimax. Its most promising moves (by the one-ply evaluation) are each
//! followed by a chance node over the next card, drawn from the cards this seat has not seen, and
//! the reply of whoever acts next: the next opponent picks its best move for that card by the
//! same evaluation from its own side (or, after a 2, this seat plays again). In play-for-points
//! the opponent's hand is unknown: hands are sampled from the unseen cards and averaged.

use super::super::action::Action;
use super::super::cards::Card;
use super::super::view::View;
use super::best_index;
use super::eval::{Ctx, WIN, pawns_of};
use super::medium::one_ply;
use crate::game::Seat;
use crate::games::sorry::moves::Pawns;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Moves searched to the second ply.
const CANDIDATES: usize = 12;
/// Opponent hands sampled per candidate in play-for-points.
const HAND_SAMPLES: usize = 6;
const DEEPER: bool = true;

pub fn choose(view: &View, rng: &mut ChaCha8Rng) -> usize {
    let ctx = Ctx::new(view);
    let pawns = pawns_of(view);
    let first: Vec<f32> = view.legal.iter().map(|a| one_ply(&ctx, view, &pawns, a)).collect();
    let mut order: Vec<usize> = (0..first.len()).collect();
    order.sort_by(|&a, &b| first[b].total_cmp(&first[a]));
    order.truncate(CANDIDATES);
    // The same sampled hands for every candidate, so that they are compared on equal terms.
    let samples = if ctx.points { sample_hands(&ctx, view, rng) } else { Vec::new() };
    let values: Vec<f32> = order
        .iter()
        .map(|&i| {
            let a = &view.legal[i];
            // Keep the one-ply hand-keeping term; search the position.
            let keep = first[i] - ctx.value(&ctx.after(&pawns, a), ctx.next_after(view, a), view.seat);
            expect(&ctx, view, &pawns, a, &samples) + keep
        })
        .collect();
    order[best_index(&values, rng)]
}

/// The expected value for the seat after `action` and the reply of whoever acts next.
fn expect(ctx: &Ctx, view: &View, pawns: &Pawns, action: &Action, samples: &[Vec<Card>]) -> f32 {
    let me = view.seat;
    let after = ctx.after(pawns, action);
    let next = ctx.next_after(view, action);
    let now = ctx.value(&after, next, me);
    if now.abs() >= WIN / 2.0 {
        return now;
    }
    if ctx.points {
        if next == me {
            // Another go with the rest of the hand (the card drawn to refill it is unknown).
            let mut hand = view.hand.clone();
            if let Some(c) = action.card()
                && let Some(i) = hand.iter().position(|&x| x == c)
            {
                hand.remove(i);
            }
            return reply(ctx, &after, me, me, &hand, false);
        }
        if samples.is_empty() {
            return now;
        }
        return samples.iter().map(|h| reply(ctx, &after, next, me, h, false)).sum::<f32>()
            / samples.len() as f32;
    }
    let total: u32 = ctx.next_draw.iter().sum();
    if total == 0 {
        return now;
    }
    Card::ALL
        .iter()
        .filter(|&&c| ctx.next_draw[c as usize] > 0)
        .map(|&c| {
            ctx.next_draw[c as usize] as f32 / total as f32 * reply(ctx, &after, next, me, &[c], DEEPER)
        })
        .sum()
}

/// `me`'s value after `seat` makes its best move (for itself) with one of `cards`; then, if
/// `deeper` and it is `me` to act, the expectation of `me`'s best next move.
fn reply(ctx: &Ctx, pawns: &Pawns, seat: Seat, me: Seat, cards: &[Card], deeper: bool) -> f32 {
    let (after, next) = best_move(ctx, pawns, seat, cards);
    if deeper && seat != me && (next == me || ctx.sides() > 2) {
        let total: u32 = ctx.next_draw.iter().sum();
        if total > 0 {
            return Card::ALL
                .iter()
                .filter(|&&c| ctx.next_draw[c as usize] > 0)
                .map(|&c| {
                    let (mine, n) = best_move(ctx, &after, me, &[c]);
                    ctx.next_draw[c as usize] as f32 / total as f32 * ctx.value(&mine, n, me)
                })
                .sum();
        }
    }
    ctx.value(&after, next, me)
}

/// The position after `seat`'s best move (by its own one-ply value) with one of `cards`, and who
/// acts next.
fn best_move(ctx: &Ctx, pawns: &Pawns, seat: Seat, cards: &[Card]) -> (Pawns, Seat) {
    let pass = ctx.seat_after(seat);
    let mut best: Option<(f32, Pawns, Seat)> = None;
    let mut may_pass = true;
    let mut consider = |after: Pawns, next: Seat| {
        let v = ctx.value(&after, next, seat);
        if best.is_none_or(|(b, _, _)| v > b) {
            best = Some((v, after, next));
        }
    };
    let mut seen = Vec::new();
    for &card in cards {
        if seen.contains(&card) {
            continue;
        }
        seen.push(card);
        let (moves, optional) = ctx.moves(pawns, seat, card);
        may_pass &= optional;
        let next = ctx.next_seat(seat, Some(card));
        for m in &moves {
            consider(ctx.after(pawns, m), next);
        }
    }
    if may_pass {
        consider(*pawns, pass);
    }
    best.map_or((*pawns, pass), |(_, p, n)| (p, n))
}

/// Hands the next opponent might hold: dealt at random from the cards this seat has not seen.
fn sample_hands(ctx: &Ctx, view: &View, rng: &mut ChaCha8Rng) -> Vec<Vec<Card>> {
    let pool: Vec<Card> =
        Card::ALL.iter().flat_map(|&c| std::iter::repeat_n(c, ctx.unseen[c as usize] as usize)).collect();
    let next = ctx.seat_after(view.seat);
    let size = view.hand_sizes.get(next).copied().unwrap_or(0).min(pool.len());
    if size == 0 {
        return Vec::new();
    }
    (0..HAND_SAMPLES)
        .map(|_| {
            let mut p = pool.clone();
            for i in 0..size {
                let j = rng.random_range(i..p.len());
                p.swap(i, j);
            }
            p.truncate(size);
            p
        })
        .collect()
}
