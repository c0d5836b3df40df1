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
    /// Slides: each man's empty neighbours, summed (0 when flying: every empty point is in
    /// reach). While placing, the room the seat will have when sliding starts.
    moves: i32,
    /// The empty points next to the seat's men (0 when flying): each placement or move of the
    /// opponent fills one, so these, not `moves`, say how close the seat is to being shut in.
    liberties: u32,
    /// Men that cannot slide.
    blocked: i32,
    /// Men whose every neighbour holds an opponent's man: only the opponent can free them, and
    /// it has no reason to.
    walled: i32,
    /// Liberties that no man of the opponent is next to: while the opponent slides it cannot
    /// fill them, and a man beside one can always step in and back, so a seat with one is
    /// not shut in soon.
    safe: u32,
    /// Points next to the seat's men, empty or not.
    near: u32,
    flying: bool,
    placing: bool,
    /// Men in hand, this seat's and the opponent's.
    hand: i32,
    opp_hand: i32,
    /// Whether it will fly once placed (and so never be shut in).
    will_fly: bool,
    /// Sliding now, or about to: all men placed and not flying.
    slides: bool,
}

fn side(b: &Board, p: &Pos, s: usize) -> Side {
    let men = p.men[s];
    let opp = p.men[1 - s];
    let empty = b.empty(p);
    let placing = p.hand[s] > 0;
    let flying = b.is_flying(p, s);
    let (mut mills, mut open, mut ready) = (0, 0, 0);
    let (mut moves, mut blocked, mut walled, mut near) = (0, 0, 0, 0);
    let opp_near = points(opp).fold(0, |a, f| a | b.adj[f as usize]);
    // A seat that will fly once placed is never shut in: its room does not count.
    let will_fly = b.flying && p.count(s) + p.hand[s] as u32 <= b.fly_at;
    if !flying && !will_fly {
        for f in points(men) {
            let adj = b.adj[f as usize];
            let k = (adj & empty).count_ones() as i32;
            moves += k;
            blocked += (k == 0) as i32;
            walled += (adj & !opp == 0) as i32;
            near |= adj;
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
        moves,
        liberties: near & empty,
        safe: (near & empty & !opp_near).count_ones(),
        blocked,
        walled,
        near,
        flying,
        placing,
        hand: p.hand[s] as i32,
        opp_hand: p.hand[1 - s] as i32,
        will_fly,
        slides: !placing && !flying,
    }
}

fn worth(x: &Side) -> i32 {
    let mut v = MAN * x.material + 14 * x.mills;
    let liberties = x.liberties.count_ones() as i32;
    if x.placing {
        // While placing, a lone two-in-a-row is blocked by the next placement; what counts is
        // room to slide once the board is full, where a jammed side loses by blockade. Weighed
        // high because a search cut short does not see the blockade coming (with half the
        // weight on slides, hard lost 2 games in 100 to medium on 40 000 nodes, by blockade).
        // Liberties count beside slides, since three men round one empty point are shut in by
        // a single placement; with them and the walled-in men, hard's blunders into a
        // blockade where the placing ends went from 3 in 600 positions to none.
        v += 6 * x.open + 12 * x.moves + 8 * liberties + 8 * x.safe.min(3) as i32
            - 30 * x.blocked
            - 24 * x.walled;
    } else if x.flying {
        v += 16 * x.open + 22 * x.ready;
    } else {
        v += 16 * x.open + 22 * x.ready + 6 * x.moves + 6 * liberties + 12 * x.safe.min(3) as i32
            - 12 * x.blocked
            - 20 * x.walled;
    }
    if x.flying && x.ready >= 2 {
        // Two threats a flying seat can close anywhere: the opponent can stop only one.
        v += MAN / 2;
    }
    v
}

/// What few liberties cost a seat that slides: each one the opponent fills brings it nearer
/// to having no move, which loses. While placing, the liberties counted are those it would
/// have when the placing ends if each man the opponent has in hand filled one and each of its
/// own added one: the blockades that lose as the sliding starts are built by the last
/// placements, and a search that ends before them sees only the liberties of now.
fn cramped(x: &Side) -> i32 {
    let liberties = if x.placing && !x.will_fly {
        x.liberties.count_ones() as i32 + x.hand - x.opp_hand
    } else if x.slides {
        x.liberties.count_ones() as i32
    } else {
        return 0;
    };
    let risk = match liberties {
        ..=0 => 90,
        1 => 60,
        2 => 25,
        3 => 10,
        _ => 0,
    };
    // A safe liberty is room the opponent cannot take by sliding: the risk is halved.
    if x.safe > 0 { risk / 2 } else { risk }
}

/// Whether the seat to move can leave `x` (the other seat, sliding next) without a move this
/// turn: `x` has at most one liberty and the seat to move can fill it (or, with none, move
/// anywhere) from a point that is no liberty of `x` once emptied.
fn shuts_in(b: &Board, p: &Pos, x: &Side) -> bool {
    if !x.slides || x.liberties.count_ones() > 1 {
        return false;
    }
    let me = p.me();
    if p.hand[me] > 0 {
        // A placement frees nothing; with no liberty left, any placement will do.
        return true;
    }
    let free = p.men[me] & !x.near;
    if b.is_flying(p, me) {
        return free != 0;
    }
    let empty = b.empty(p);
    match x.liberties {
        0 => points(free).any(|q| b.adj[q as usize] & empty != 0),
        last => points(free).any(|q| b.adj[q as usize] & last != 0),
    }
}

/// A position where the seat to move shuts the other in this turn: won, short of a mate.
const SHUT_IN: i32 = 6 * MAN;

/// The hard player's evaluation: material, closed and open mills, mills closable next turn,
/// room to slide (slides, liberties and safe ones, blocked and walled-in men, a side close to
/// having no move at all), double threats while flying, and the move.
pub fn full(b: &Board, p: &Pos) -> i32 {
    let me = p.me();
    let (a, o) = (side(b, p, me), side(b, p, 1 - me));
    let mut v = worth(&a) - worth(&o);
    v += MAN * p.pending as i32;
    // The seat to move closes a ready mill now; the opponent must wait a turn to close theirs.
    if p.pending == 0 && a.ready > 0 {
        v += MAN * 2 / 3;
    }
    v += cramped(&o) - cramped(&a);
    if p.pending == 0 && shuts_in(b, p, &o) {
        v += SHUT_IN;
    }
    v
}
