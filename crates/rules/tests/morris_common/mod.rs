//! What the Morris endgame tests share: the small board they solve, and positions on it.

use parlour_rules::games::morris::{Config, Morris, bit};

/// Six Men's Morris (16 points) with flying at three and no draw rules.
pub fn six_flying() -> Config {
    let mut c = Config::builtin("six").unwrap();
    c.flying = true;
    c.fly_at = 3;
    c.repetition = None;
    c.no_removal_moves = None;
    c
}

/// The match where seat 0, to move, has the men `mover` and seat 1 the men `other`.
pub fn position(c: &Config, mover: u32, other: u32) -> Morris {
    let board: String = (0..c.points.len() as u8)
        .map(|p| {
            if mover & bit(p) != 0 {
                'W'
            } else if other & bit(p) != 0 {
                'B'
            } else {
                '.'
            }
        })
        .collect();
    Morris::from_position(c, &board, 0, [0, 0]).unwrap()
}
