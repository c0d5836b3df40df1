//! Static evaluations, in points for the seat to move (a man is worth [`MAN`]).

use super::board::{Board, Pos};
use crate::games::morris::geometry::points;

/// A won position is worth `MATE` minus the plies to the win.
pub const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses found by search.
pub const MATE_BOUND: i32 = MATE - 1_000;
pub const MAN: i32 = 100;

/// The medium player's view: men, mills and room to move.
pub fn simple(b: &Board, p: &Pos) -> i32 {
    let side = |s: usize| {
        let men = p.men[s];
        let material = men.count_ones() as i32 + p.hand[s] as i32;
        let mills = b.mills.iter().filter(|&&m| men & m == m).count() as i32;
        let empty = b.empty(p);
        let mobility: i32 = points(men).map(|f| (b.adj[f as usize] & empty).count_ones() as i32).sum();
        MAN * material + 10 * mills + 2 * mobility
    };
    let me = p.me();
    side(me) - side(1 - me) + MAN * p.pending as i32
}

/// What one seat's men are worth beyond their number.
struct Side {
    material: i32,
    mills: i32,
    /// "Two in a row" with the third point empty.
    open: i32,
    /// Open mills the seat can close with its next placement or move.
    ready: i32,
    /// Empty neighbours of the seat's men: its slides, or while placing the room it will
    /// have when sliding starts (0 when flying: every empty point is in reach).
    mobility: i32,
    /// Men that cannot slide.
    blocked: i32,
    flying: bool,
    placing: bool,
}

fn side(b: &Board, p: &Pos, s: usize) -> Side {
    let men = p.men[s];
    let empty = b.empty(p);
    let placing = p.hand[s] > 0;
    let flying = b.is_flying(p, s);
    let (mut mills, mut open, mut ready) = (0, 0, 0);
    // Where the seat's men can slide to, counted per man for mobility.
    let (mut mobility, mut blocked) = (0, 0);
    if !flying {
        for f in points(men) {
            let k = (b.adj[f as usize] & empty).count_ones() as i32;
            mobility += k;
            blocked += (k == 0) as i32;
        }
    }
    for &m in &b.mills {
        let held = men & m;
        if held == m {
            mills += 1;
        } else if held.count_ones() + 1 == m.count_ones() && (m & !held) & empty != 0 {
            open += 1;
            let third = m & !held;
            let can_reach = placing || flying || points(men & !m).any(|f| b.adj[f as usize] & third != 0);
            ready += can_reach as i32;
        }
    }
    Side {
        material: men.count_ones() as i32 + p.hand[s] as i32,
        mills,
        open,
        ready,
        mobility,
        blocked,
        flying,
        placing,
    }
}

fn worth(x: &Side) -> i32 {
    let mut v = MAN * x.material + 14 * x.mills;
    if x.placing {
        // While placing, a lone two-in-a-row is blocked by the next placement; what counts is
        // room to slide once the board is full, where a jammed side loses by blockade. Weighed
        // this high because a search cut short (a loaded machine stops it on the clock) does
        // not see the blockade coming: with half the weight, hard lost 2 games in 100 to medium
        // on 40 000 nodes, all as Black, by blockade; with these, none (nor in 100 on 20 000).
        v += 6 * x.open + 14 * x.mobility - 30 * x.blocked;
    } else if x.flying {
        v += 16 * x.open + 22 * x.ready;
    } else {
        v += 16 * x.open + 22 * x.ready + 6 * x.mobility - 12 * x.blocked;
    }
    if x.flying && x.ready >= 2 {
        // Two threats a flying seat can close anywhere: the opponent can stop only one.
        v += MAN / 2;
    }
    v
}

/// The hard player's evaluation: material, closed and open mills, mills closable next turn,
/// mobility and blocked men while sliding, double threats while flying, and the move.
pub fn full(b: &Board, p: &Pos) -> i32 {
    let me = p.me();
    let (a, o) = (side(b, p, me), side(b, p, 1 - me));
    let mut v = worth(&a) - worth(&o);
    v += MAN * p.pending as i32;
    // The seat to move closes a ready mill now; the opponent must wait a turn to close theirs.
    if p.pending == 0 && a.ready > 0 {
        v += MAN * 2 / 3;
    }
    // Sliding with almost no moves left is close to losing by blockade.
    if !a.flying && a.mobility <= 1 {
        v -= 40;
    }
    if !o.flying && o.mobility <= 1 {
        v += 40;
    }
    v
}
