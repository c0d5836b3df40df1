//! Playouts in a sampled world: every seat plays the medium player's move for the cards the world
//! deals it, for a few turns, and the position reached is judged by the medium evaluation. The
//! opponents at this level are medium-like, so this is what their replies would be.

use super::super::action::Action;
use super::super::cards::Card;
use super::super::moves::Pawns;
use super::determinize::{World, shuffle};
use super::eval::Ctx;
use super::keep_value;
use crate::game::Seat;
use crate::games::sorry::board::Pos;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What a playout needs besides the world.
pub struct Playout<'c, 'b> {
    pub ctx: &'c Ctx<'b>,
    /// The seat searching: the leaf is valued from its side.
    pub me: Seat,
    pub hand_size: usize,
    /// A won game at a leaf, in evaluation points. Far above any lead but not so large that
    /// one sampled win outweighs every other sample (the average stands for the expectation).
    pub win: f32,
    /// Weight of this seat's hand at a leaf (play-for-points): SORRY!, 11 and 7 are worth keeping.
    pub hand_weight: f32,
}

/// The medium player's choice: the position after it, the card it used, and whether it was
/// discarded unused (play-for-points: the turn passes without the 2's second go).
struct Choice {
    pawns: Pawns,
    card: Card,
    discarded: bool,
}

impl Playout<'_, '_> {
    /// The value for [`Playout::me`] of playing `action` (`next` to act after it) in a copy of
    /// `world`, then `turns` turns.
    pub fn value_of(&self, world: &World, action: &Action, next: Seat, turns: usize) -> f32 {
        let mut w = world.clone();
        match self.play_root(&mut w, action, next) {
            Some(n) => self.run(&mut w, n, turns),
            None => self.leaf(&w, next),
        }
    }

    /// Play `turns` turns from `next` on, then value the position for [`Playout::me`].
    pub fn run(&self, w: &mut World, mut next: Seat, turns: usize) -> f32 {
        for _ in 0..turns {
            match self.turn(w, next) {
                Some(n) => next = n,
                None => break,
            }
        }
        self.leaf(w, next)
    }

    /// The value of the world's position for [`Playout::me`], `next` to act.
    pub fn leaf(&self, w: &World, next: Seat) -> f32 {
        let ctx = self.ctx;
        let mut sides = ctx.side_scores_with(&w.pawns, next, self.win);
        let me = ctx.side_of(self.me);
        if ctx.points {
            let in_start = w.pawns[self.me].iter().filter(|p| **p == Pos::Start).count();
            let keep: f32 = w.hands[self.me].iter().map(|&c| keep_value(c, in_start, ctx.rules.modern)).sum();
            sides[me] += self.hand_weight * keep;
        }
        ctx.perspective(&sides, self.me)
    }

    /// Play `action` for the seat searching (the card in play is already among the world's
    /// discards in standard mode). Returns who acts next, or `None` if the game is over.
    pub fn play_root(&self, w: &mut World, action: &Action, next: Seat) -> Option<Seat> {
        let ctx = self.ctx;
        w.pawns = ctx.after(&w.pawns, action);
        if ctx.points
            && let Some(card) = action.card()
        {
            let mut hand = std::mem::take(&mut w.hands[self.me]);
            if let Some(i) = hand.iter().position(|&c| c == card) {
                hand.remove(i);
            }
            w.discards.push(card);
            self.refill(w, &mut hand);
            w.hands[self.me] = hand;
        }
        if ctx.winner(&w.pawns).is_some() { None } else { Some(next) }
    }

    /// One turn of `seat` as the medium player plays it. Returns who acts next, or `None` if the
    /// game is over.
    fn turn(&self, w: &mut World, seat: Seat) -> Option<Seat> {
        let ctx = self.ctx;
        let choice = if ctx.points {
            let mut hand = std::mem::take(&mut w.hands[seat]);
            if hand.is_empty() {
                return Some(ctx.seat_after(seat));
            }
            let choice = self.choose(&w.pawns, seat, &hand);
            let i = hand.iter().position(|&c| c == choice.card).expect("a card of the hand");
            hand.remove(i);
            w.discards.push(choice.card);
            self.refill(w, &mut hand);
            w.hands[seat] = hand;
            choice
        } else {
            let Some(card) = draw(w) else { return Some(ctx.seat_after(seat)) };
            let choice = self.choose(&w.pawns, seat, &[card]);
            w.discards.push(card);
            choice
        };
        w.pawns = choice.pawns;
        if ctx.winner(&w.pawns).is_some() {
            return None;
        }
        Some(if choice.discarded { ctx.seat_after(seat) } else { ctx.next_seat(seat, Some(choice.card)) })
    }

    /// The medium player's move for `seat` holding `cards`: its best position by the one-ply
    /// value, less (playing for points) what the card used was worth keeping. Ties go to the
    /// first found, so a playout is fixed by its world.
    fn choose(&self, pawns: &Pawns, seat: Seat, cards: &[Card]) -> Choice {
        let ctx = self.ctx;
        let in_start = pawns[seat].iter().filter(|p| **p == Pos::Start).count();
        let keep = |c: Card| if ctx.points { 0.5 * keep_value(c, in_start, ctx.rules.modern) } else { 0.0 };
        let mut best = Choice { pawns: *pawns, card: cards[0], discarded: ctx.points };
        let mut best_v = f32::MIN;
        let mut compulsory = false;
        for (k, &card) in cards.iter().enumerate() {
            if cards[..k].contains(&card) {
                continue;
            }
            let (moves, optional) = ctx.moves(pawns, seat, card);
            compulsory |= !optional;
            let next = ctx.next_seat(seat, Some(card));
            for m in &moves {
                let after = ctx.after(pawns, m);
                let v = ctx.value(&after, next, seat) - keep(card);
                if v > best_v {
                    best_v = v;
                    best = Choice { pawns: after, card, discarded: false };
                }
            }
        }
        if !compulsory {
            if ctx.points {
                let pass = ctx.seat_after(seat);
                let stay = ctx.value(pawns, pass, seat);
                for &card in cards {
                    let v = stay - keep(card);
                    if v > best_v {
                        best_v = v;
                        best = Choice { pawns: *pawns, card, discarded: true };
                    }
                }
            } else {
                // Forfeit: the card is used up (a 2 still gives another go).
                let card = cards[0];
                if ctx.value(pawns, ctx.next_seat(seat, Some(card)), seat) > best_v {
                    best = Choice { pawns: *pawns, card, discarded: false };
                }
            }
        }
        best
    }

    /// Fill `hand` back up from the world's pile.
    fn refill(&self, w: &mut World, hand: &mut Vec<Card>) {
        while hand.len() < self.hand_size {
            match draw(w) {
                Some(c) => hand.push(c),
                None => break,
            }
        }
    }
}

/// The next card of the pile; when it is empty the discards are reshuffled into a new one.
fn draw(w: &mut World) -> Option<Card> {
    if w.pile.is_empty() {
        if w.discards.is_empty() {
            return None;
        }
        w.pile = std::mem::take(&mut w.discards);
        let mut rng = ChaCha8Rng::seed_from_u64(w.seed);
        shuffle(&mut w.pile, &mut rng);
        w.seed = rng.random();
    }
    w.pile.pop()
}
