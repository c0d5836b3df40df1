//! The easy player looks one action ahead: it closes a mill when it can, otherwise blocks a
//! mill the opponent could close next turn, otherwise plays at random; and now and then it
//! simply overlooks all that.

use super::board::{Board, Pos};
use crate::games::morris::action::Action;
use crate::games::morris::geometry::{bit, points};
use rand::Rng;

/// How often it plays a random action without looking.
pub const MISTAKE_RATE: f64 = 0.25;

pub fn choose(b: &Board, p: &Pos, legal: &[Action], rng: &mut impl Rng) -> Action {
    let pick = |list: &[Action], rng: &mut dyn rand::RngCore| list[rng.random_range(0..list.len())];
    if rng.random_bool(MISTAKE_RATE) {
        return pick(legal, rng);
    }
    let me = p.me();
    let empty = b.empty(p);
    let opp = p.men[1 - me];
    // The empty third points of the opponent's two-in-a-rows it can fill next turn.
    let threats = {
        let open = b.open_points(opp, empty);
        let opp_hand = p.hand[1 - me] > 0;
        let opp_flies = b.is_flying(p, 1 - me);
        points(open)
            .filter(|&q| {
                opp_hand
                    || opp_flies
                    || b.mills_at(q).iter().any(|&m| {
                        let rest = m & !opp;
                        rest == bit(q) && points(opp & !m).any(|f| b.adj[f as usize] & bit(q) != 0)
                    })
            })
            .fold(0u32, |acc, q| acc | bit(q))
    };
    let mut mills = Vec::new();
    let mut blocks = Vec::new();
    let mut takes = Vec::new();
    for &a in legal {
        match a {
            Action::Place(q) | Action::Move { to: q, .. } => {
                let after = match a {
                    Action::Move { from, .. } => (p.men[me] & !bit(from)) | bit(q),
                    _ => p.men[me] | bit(q),
                };
                if b.closes(q, after) > 0 {
                    mills.push(a);
                } else if threats & bit(q) != 0 {
                    blocks.push(a);
                }
            }
            // Take a man from a two-in-a-row the opponent could complete.
            Action::Remove(q) => {
                if b.mills_at(q).iter().any(|&m| {
                    let rest = m & !opp;
                    rest.count_ones() == 1 && rest & empty != 0
                }) {
                    takes.push(a);
                }
            }
            Action::Resign { .. } => {}
        }
    }
    for list in [&mills, &takes, &blocks] {
        if !list.is_empty() {
            return pick(list, rng);
        }
    }
    pick(legal, rng)
}
