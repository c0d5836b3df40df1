//! The random level: a kind of action (roll, call, place, pass, lay a tile) uniformly, then one
//! of that kind, so the 31 ways to re-roll do not drown the rest. It never resigns.

use super::super::actions::Action;
use super::super::table::Table;
use crate::chance::{Chance, GameRng};

pub fn choose(t: &Table, seed: u64) -> Action {
    let mut rng = GameRng::seeded(seed);
    // Resigning is never among the legal actions.
    pick_by_kind(&t.legal_actions(), &mut rng)
}

/// A kind of action uniformly among `acts` (in their listed order), then one of that kind.
pub fn pick_by_kind(acts: &[Action], rng: &mut dyn Chance) -> Action {
    let kind = |a: &Action| std::mem::discriminant(a);
    let mut kinds: Vec<_> = acts.iter().map(kind).collect();
    kinds.dedup();
    let k = kinds[rng.below(kinds.len() as u32) as usize];
    let of_kind: Vec<&Action> = acts.iter().filter(|a| kind(a) == k).collect();
    of_kind[rng.below(of_kind.len() as u32) as usize].clone()
}
