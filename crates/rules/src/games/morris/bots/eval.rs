//! Static evaluations, in points for the seat to move (a man is worth [`MAN`]).

use super::board::{Board, Pos};
use crate::games::morris::MillCounts;
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
        let mills = held_mills(b, men);
        let empty = b.empty(p);
        let mobility: i32 = points(men).map(|f| (b.adj[f as usize] & empty).count_ones() as i32).sum();
        MAN * material + 10 * mills + 2 * mobility
    };
    let me = p.me();
    side(me) - side(1 - me) + MAN * p.pending as i32
}

/// How many mills `men` hold.
#[inline]
fn held_mills(b: &Board, men: u32) -> i32 {
    match &b.geo.mill_counts {
        Some(t) => MillCounts::how_many(t.held(t.count(men))) as i32,
        None => b.mills.iter().filter(|&&m| men & m == m).count() as i32,
    }
}

/// The mills of seat `s`: closed, open ("two in a row" with the third point empty) and open
/// ones it can close with its next placement or move (any, when `anywhere`: it places or flies).
#[inline(always)]
fn mill_terms(b: &Board, p: &Pos, sh: &Shared, s: usize, anywhere: bool) -> (i32, i32, i32) {
    let men = p.men[s];
    // A man of the mill itself cannot slide into it: it would leave the mill open.
    let reaches = |m: u32, third: u32| anywhere || b.adj[third.trailing_zeros() as usize] & men & !m != 0;
    let Some(t) = &b.geo.mill_counts else {
        let (mut mills, mut open, mut ready) = (0, 0, 0);
        for &m in &b.mills {
            let rest = m & !men;
            if rest == 0 {
                mills += 1;
            } else if rest.count_ones() == 1 && rest & sh.empty != 0 {
                open += 1;
                ready += reaches(m, rest) as i32;
            }
        }
        return (mills, open, ready);
    };
    let counts = sh.mills[s];
    // One short, and the last point not the opponent's: it is empty.
    let open = t.one_short(counts) & t.none(sh.mills[1 - s]);
    let open_count = MillCounts::how_many(open) as i32;
    let ready = if anywhere {
        open_count
    } else {
        let (mut ready, mut rest) = (0, open);
        while rest != 0 {
            let m = b.mills[MillCounts::index(rest & rest.wrapping_neg())];
            ready += reaches(m, m & !men) as i32;
            rest &= rest - 1;
        }
        ready
    };
    (MillCounts::how_many(t.held(counts)) as i32, open_count, ready)
}

/// What the terms of both seats read, worked out once an evaluation.
struct Shared {
    empty: u32,
    /// The points next to an empty point, and next to each seat's men.
    next_empty: u32,
    next: [u32; 2],
    /// Each seat's men on the board.
    count: [u32; 2],
    /// Each seat's men in every mill ([`MillCounts::count`]; 0 where the board has no tables).
    mills: [u64; 2],
    /// The slides that arrive at an empty point, where the board numbers its slides
    /// ([`Edges`](crate::games::morris::Edges)).
    arriving: [u64; 2],
}

impl Shared {
    fn new(b: &Board, p: &Pos) -> Self {
        let g = &b.geo;
        let empty = b.empty(p);
        let mills = match &g.mill_counts {
            Some(t) => p.men.map(|m| t.count(m)),
            None => [0, 0],
        };
        Shared {
            empty,
            next_empty: g.next_to(empty),
            next: p.men.map(|m| g.next_to(m)),
            count: [p.count(0), p.count(1)],
            mills,
            arriving: g.edges.as_ref().map_or([0, 0], |e| e.arriving(empty)),
        }
    }
}

/// The sum over `men` of each one's empty neighbours, `Σ |adj(f) ∩ empty|`: the slides of the
/// men as bits of the board's [`Edges`] (four lookups for the men, the empty points' done once
/// in [`Shared`]), counted. Boards without those tables take [`slides_by_man`].
#[inline(always)]
fn slides(b: &Board, sh: &Shared, men: u32) -> i32 {
    match &b.geo.edges {
        Some(e) => {
            let [lo, hi] = e.leaving(men);
            let (lo, hi) = (lo & sh.arriving[0], hi & sh.arriving[1]);
            // Only boards of more than 64 slides use the high half.
            (lo.count_ones() + if hi == 0 { 0 } else { hi.count_ones() }) as i32
        }
        None => slides_by_man(b, men, sh.empty),
    }
}

/// [`slides`] with one bit count in all instead of one a man: each man's empty neighbours are
/// added into per-point counters kept as bit planes (ones, twos, fours), which are counted
/// together at the end. Three planes count to seven, enough where no point has eight
/// neighbours (every built-in board but Three's); [`slides_wide`] counts to 31.
fn slides_by_man(b: &Board, men: u32, empty: u32) -> i32 {
    if b.geo.max_degree >= 8 {
        return slides_wide(b, men, empty);
    }
    let (mut ones, mut twos, mut fours) = (0u32, 0u32, 0u32);
    for f in points(men) {
        let x = b.adj[f as usize] & empty;
        let c1 = ones & x;
        ones ^= x;
        let c2 = twos & c1;
        twos ^= c1;
        fours ^= c2;
    }
    weighted_count(ones, twos, fours) as i32
}

/// [`slides`] with five planes, for a board where a point has eight neighbours or more.
fn slides_wide(b: &Board, men: u32, empty: u32) -> i32 {
    let (mut ones, mut twos, mut fours, mut eights, mut sixteens) = (0u32, 0u32, 0u32, 0u32, 0u32);
    for f in points(men) {
        let x = b.adj[f as usize] & empty;
        let c1 = ones & x;
        ones ^= x;
        let c2 = twos & c1;
        twos ^= c1;
        let c4 = fours & c2;
        fours ^= c2;
        let c8 = eights & c4;
        eights ^= c4;
        sixteens |= c8;
    }
    (weighted_count(ones, twos, fours) + 8 * eights.count_ones() + 16 * sixteens.count_ones()) as i32
}

/// `|ones| + 2 |twos| + 4 |fours|`: the three counts share their last step (each byte's sum,
/// at most 56, fits its byte).
#[inline]
fn weighted_count(ones: u32, twos: u32, fours: u32) -> u32 {
    let bytes = |x: u32| {
        let x = x - ((x >> 1) & 0x5555_5555);
        let x = (x & 0x3333_3333) + ((x >> 2) & 0x3333_3333);
        (x + (x >> 4)) & 0x0f0f_0f0f
    };
    (bytes(ones) + 2 * bytes(twos) + 4 * bytes(fours)).wrapping_mul(0x0101_0101) >> 24
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
    /// How many liberties, counted once for the terms that read it.
    free: i32,
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

#[inline(always)]
fn side(b: &Board, p: &Pos, sh: &Shared, s: usize) -> Side {
    let men = p.men[s];
    let empty = sh.empty;
    let placing = p.hand[s] > 0;
    let flying = b.flying && !placing && sh.count[s] <= b.fly_at;
    let (mut moves, mut blocked, mut walled, mut near) = (0, 0, 0, 0);
    let opp_near = sh.next[1 - s];
    // A seat that will fly once placed is never shut in: its room does not count.
    let will_fly = b.flying && sh.count[s] + p.hand[s] as u32 <= b.fly_at;
    if !flying && !will_fly {
        moves = slides(b, sh, men);
        // A man with no empty neighbour is next to no empty point; one walled in is next to
        // no point but the opponent's.
        blocked = (men & !sh.next_empty).count_ones() as i32;
        // The points not the opponent's are the empty ones and the seat's own men.
        walled = (men & !(sh.next_empty | sh.next[s])).count_ones() as i32;
        near = sh.next[s];
    }
    let (mills, open, ready) = mill_terms(b, p, sh, s, placing || flying);
    Side {
        material: sh.count[s] as i32 + p.hand[s] as i32,
        mills,
        open,
        ready,
        moves,
        liberties: near & empty,
        free: (near & empty).count_ones() as i32,
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

#[inline(always)]
fn worth(x: &Side) -> i32 {
    let mut v = MAN * x.material + 14 * x.mills;
    let liberties = x.free;
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
#[inline(always)]
fn cramped(x: &Side) -> i32 {
    let liberties = if x.placing && !x.will_fly {
        x.free + x.hand - x.opp_hand
    } else if x.slides {
        x.free
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
    if !x.slides || x.free > 1 {
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
    let shared = Shared::new(b, p);
    let (a, o) = (side(b, p, &shared, me), side(b, p, &shared, 1 - me));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::morris::{Config, Morris};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// A seat's terms counted man by man and mill by mill, as the board's lists say them.
    fn plain(b: &Board, p: &Pos, s: usize) -> [i32; 7] {
        let (men, opp, empty) = (p.men[s], p.men[1 - s], b.empty(p));
        let (mut moves, mut blocked, mut walled, mut near) = (0, 0, 0, 0);
        for f in points(men) {
            let adj = b.adj[f as usize];
            let k = (adj & empty).count_ones() as i32;
            moves += k;
            blocked += (k == 0) as i32;
            walled += (adj & !opp == 0) as i32;
            near |= adj;
        }
        let (mut mills, mut open, mut ready) = (0, 0, 0);
        for &m in &b.mills {
            let held = men & m;
            if held == m {
                mills += 1;
            } else if held.count_ones() + 1 == m.count_ones() && (m & !held) & empty != 0 {
                open += 1;
                let third = m & !held;
                ready += points(men & !m).any(|f| b.adj[f as usize] & third != 0) as i32;
            }
        }
        [moves, blocked, walled, near as i32, mills, open, ready]
    }

    /// The masks' terms against the plain counts, on random men of every built-in board.
    #[test]
    fn the_mask_terms_agree_with_counting_man_by_man() {
        let mut rng = ChaCha8Rng::seed_from_u64(57);
        for variant in ["three", "six", "nine", "twelve", "morabaraba"] {
            let c = Config::builtin(variant).unwrap();
            let b = Board::new(&Morris::new(&c, 2, 0).unwrap());
            for _ in 0..3000 {
                let white = rng.random::<u32>() & rng.random::<u32>() & b.all;
                let black = rng.random::<u32>() & b.all & !white;
                // Hands of none: the terms of room to slide are counted only then.
                let p = Pos::new([white, black], [0, 0], rng.random_range(0..2), 0);
                let shared = Shared::new(&b, &p);
                for s in 0..2 {
                    let x = side(&b, &p, &shared, s);
                    let [moves, blocked, walled, near, mills, open, ready] = plain(&b, &p, s);
                    assert_eq!(slides_by_man(&b, p.men[s], shared.empty), moves, "{variant}: {p:?}");
                    assert_eq!((x.mills, x.open), (mills, open), "{variant}: mills of {p:?}");
                    if !x.flying && !x.will_fly {
                        assert_eq!(
                            (x.moves, x.blocked, x.walled, x.near as i32, x.ready),
                            (moves, blocked, walled, near, ready),
                            "{variant}: room of seat {s} in {p:?}"
                        );
                    }
                }
            }
        }
    }
}
