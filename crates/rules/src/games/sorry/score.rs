//! Play-for-points scoring.

use super::board::Pos;
use super::config::Bonus;
use super::moves::Pawns;
use crate::game::Seat;

/// Final scores: 5 per pawn HOME for everyone; the winner also gets 5 per opponent pawn not
/// HOME and a bonus by how few pawns the best opponent got HOME (25 for at most two, 50 for at
/// most one, 100 for none; the highest only, or all that apply).
pub fn points(pawns: &Pawns, players: usize, winner: Seat, bonus: Bonus) -> Vec<i32> {
    let home: Vec<i32> =
        (0..players).map(|s| pawns[s].iter().filter(|p| **p == Pos::Home).count() as i32).collect();
    let mut scores: Vec<i32> = home.iter().map(|h| 5 * h).collect();
    let others = (0..players).filter(|&s| s != winner);
    scores[winner] += others.clone().map(|s| 5 * (4 - home[s])).sum::<i32>();
    let best = others.map(|s| home[s]).max().unwrap_or(0);
    let tiers = [(2, 25), (1, 50), (0, 100)];
    let earned = tiers.iter().filter(|(most, _)| best <= *most).map(|(_, b)| *b);
    scores[winner] += match bonus {
        Bonus::Highest => earned.max().unwrap_or(0),
        Bonus::Cumulative => earned.sum(),
    };
    scores
}
