//! A position's value as a table stores it: a win or a loss in so many plies for the side to
//! move (a removal is a ply of its own, as in the search), or a draw, in one byte. The end is
//! the ply where the loser is to act with no move or with two men.

/// `v > 0`: won, the end `v` plies on; `v < 0`: lost, the end `-v - 1` plies on (so a side
/// with no move now, lost in 0, is -1); `0`: drawn (or not yet known while solving).
pub type Plies = i8;

/// The longest result a byte holds.
pub const MOST: u32 = 126;

#[inline]
pub fn win(d: u32) -> Plies {
    d as Plies
}

#[inline]
pub fn loss(d: u32) -> Plies {
    -(d as Plies) - 1
}

/// The plies to the end of a won or lost value.
#[inline]
pub fn distance(v: Plies) -> u32 {
    if v > 0 { v as u32 } else { (-(v as i32) - 1) as u32 }
}

/// The value one ply earlier, for the side that acts there: the other side (`turn`) or the
/// same one (a removal owed).
#[inline]
pub fn before(v: Plies, turn: bool) -> Plies {
    match (v, turn) {
        (0, _) => 0,
        (v, true) if v > 0 => loss(distance(v) + 1),
        (v, true) => win(distance(v) + 1),
        (v, false) if v > 0 => win(distance(v) + 1),
        (v, false) => loss(distance(v) + 1),
    }
}

/// Which of two values the side to move prefers: the quickest win, else a draw, else the
/// longest loss. Higher is better.
#[inline]
pub fn preference(v: Plies) -> i32 {
    match v {
        0 => 0,
        v if v > 0 => 1000 - v as i32,
        v => -1000 + distance(v) as i32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_and_order() {
        for d in 0..=MOST {
            assert_eq!(distance(loss(d)), d);
            if d > 0 {
                assert_eq!(distance(win(d)), d);
            }
        }
        assert_eq!(before(loss(0), true), win(1));
        assert_eq!(before(win(1), false), win(2));
        assert_eq!(before(win(2), true), loss(3));
        assert!(preference(win(1)) > preference(win(3)));
        assert!(preference(win(100)) > preference(0));
        assert!(preference(0) > preference(loss(90)));
        assert!(preference(loss(90)) > preference(loss(2)));
    }
}
