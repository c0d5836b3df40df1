//! The medium player: plain alpha-beta to a fixed four placements or moves (removals free),
//! mills tried first, scored by men, mills and mobility only. No table, no deepening: it sees
//! short tactics but not the slow squeeze of a blockade or the value of an open mill.

use super::board::{Board, Pos};
use super::eval::{self, MATE};
use crate::games::morris::action::Action;
use crate::games::morris::geometry::bit;

pub const DEPTH: i32 = 4;

/// The best of `legal` (already in tie-break order) for the position `root`.
pub fn choose(b: &Board, root: &Pos, legal: &[Action]) -> Action {
    let mut best = (legal[0], -MATE - 1);
    let mut alpha = -MATE - 1;
    for &a in &ordered(b, root, legal.to_vec()) {
        let s = score(b, root, a, DEPTH, alpha, MATE + 1, 1);
        if s > best.1 {
            best = (a, s);
        }
        alpha = alpha.max(s);
    }
    best.0
}

/// Mill-closing actions first (a stable sort keeps the caller's order otherwise).
fn ordered(b: &Board, p: &Pos, mut moves: Vec<Action>) -> Vec<Action> {
    let me = p.me();
    moves.sort_by_key(|&a| match a {
        Action::Place(q) => -(b.closes(q, p.men[me] | bit(q)) as i32),
        Action::Move { from, to } => -(b.closes(to, (p.men[me] & !bit(from)) | bit(to)) as i32),
        Action::Remove(_) | Action::Resign { .. } => 0,
    });
    moves
}

/// `a`'s value for the seat to move in `p`.
fn score(b: &Board, p: &Pos, a: Action, depth: i32, alpha: i32, beta: i32, ply: i32) -> i32 {
    let child = b.play(p, a);
    let nd = if matches!(a, Action::Remove(_)) { depth } else { depth - 1 };
    if child.to_move == p.to_move {
        search(b, &child, nd, alpha, beta, ply)
    } else {
        -search(b, &child, nd, -beta, -alpha, ply)
    }
}

fn search(b: &Board, p: &Pos, depth: i32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
    if let Some(lost) = b.terminal(p) {
        return if lost { -(MATE - ply) } else { 0 };
    }
    if depth <= 0 && p.pending == 0 {
        return eval::simple(b, p);
    }
    let mut moves = Vec::new();
    b.moves(p, &mut moves);
    let mut best = -MATE - 1;
    for a in ordered(b, p, moves) {
        let s = score(b, p, a, depth, alpha, beta, ply + 1);
        best = best.max(s);
        alpha = alpha.max(s);
        if alpha >= beta {
            break;
        }
    }
    best
}
