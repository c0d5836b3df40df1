//! Sampled worlds: what a seat cannot see (the order of the draw pile and, playing for points,
//! the other seats' hands), dealt at random from the unseen-card counts of its view. The hard
//! player searches many such worlds instead of the hidden state, which it never reads.

use super::super::cards::Card;
use super::super::config::Mode;
use super::super::moves::Pawns;
use super::super::turn::Phase;
use super::super::view::View;
use super::eval::pawns_of;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// One deal consistent with a view.
#[derive(Clone)]
pub struct World {
    pub pawns: Pawns,
    /// The draw pile; the next card drawn is the last.
    pub pile: Vec<Card>,
    /// Face-up discards (their order does not matter: a reshuffle samples it anew).
    pub discards: Vec<Card>,
    /// Every seat's hand (play-for-points; empty otherwise).
    pub hands: Vec<Vec<Card>>,
    /// Seeds the reshuffles of this world, so that every candidate move meets the same cards.
    pub seed: u64,
}

/// Deal the unseen cards of `view` at random: the other seats' hands (as many cards as each
/// holds), then the draw pile from what is left.
pub fn sample(view: &View, rng: &mut ChaCha8Rng) -> World {
    let mut pool: Vec<Card> = view.unseen.iter().flat_map(|&(c, n)| std::iter::repeat_n(c, n)).collect();
    shuffle(&mut pool, rng);
    let mut hands = vec![Vec::new(); view.players];
    for (s, hand) in hands.iter_mut().enumerate() {
        if s == view.seat {
            hand.clone_from(&view.hand);
        } else {
            let n = view.hand_sizes.get(s).copied().unwrap_or(0).min(pool.len());
            hand.extend(pool.drain(pool.len() - n..));
        }
    }
    let mut discards = view.discards.clone();
    // The card in play goes to the discards once used.
    if let Phase::Move { card, .. } = view.phase {
        discards.push(card);
    }
    World { pawns: pawns_of(view), pile: pool, discards, hands, seed: rng.random() }
}

/// `count` worlds whose first `depth` draws are stratified across the batch (standard mode):
/// at each of those draws the worlds together deal the unseen cards in proportion to their
/// counts, in random order, which takes most of the luck of the next few cards out of the
/// comparison of two moves. The rest of each pile is shuffled at random.
pub fn sample_batch(view: &View, count: usize, depth: usize, rng: &mut ChaCha8Rng) -> Vec<World> {
    let mut worlds: Vec<World> = (0..count).map(|_| sample(view, rng)).collect();
    let pool: Vec<Card> = view.unseen.iter().flat_map(|&(c, n)| std::iter::repeat_n(c, n)).collect();
    let n = pool.len();
    if view.config.mode == Mode::Points || n == 0 || count < 2 {
        return worlds;
    }
    let depth = depth.min(n);
    let strata: Vec<Vec<Card>> = (0..depth)
        .map(|_| {
            let u: f64 = rng.random();
            let mut cards: Vec<Card> =
                (0..count).map(|j| pool[((j as f64 + u) * n as f64 / count as f64) as usize % n]).collect();
            shuffle(&mut cards, rng);
            cards
        })
        .collect();
    for (k, w) in worlds.iter_mut().enumerate() {
        let mut rest = pool.clone();
        let mut top = Vec::with_capacity(depth);
        for s in &strata {
            let i = rest.iter().position(|&c| c == s[k]).unwrap_or_else(|| rng.random_range(0..rest.len()));
            top.push(rest.swap_remove(i));
        }
        shuffle(&mut rest, rng);
        rest.extend(top.into_iter().rev());
        w.pile = rest;
    }
    worlds
}

pub fn shuffle<T>(items: &mut [T], rng: &mut impl Rng) {
    for i in (1..items.len()).rev() {
        let j = rng.random_range(0..=i);
        items.swap(i, j);
    }
}
