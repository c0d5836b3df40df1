//! The statistics of the tables: how a game counts for each seat, the standings, and the 95%
//! Wilson score interval of a proportion.

use crate::game::Seat;
use serde::Serialize;

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// The 95% Wilson score interval of a proportion `k / n`, as fractions; `(0, 1)` when `n == 0`.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// How one seat's game counts in the tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatResult {
    Win,
    Draw,
    Loss,
}

/// Whether the `winners` of a game are seats of more than one entrant (`seating` gives the
/// entrant of each seat): a win they share, such as a tie on points, in which no entrant beat
/// the others. The two seats of a team that one entrant holds do not share with anyone.
pub fn shared_win(winners: &[Seat], seating: &[usize]) -> bool {
    let entrant = |w: &Seat| seating.get(*w).copied();
    winners.first().is_some_and(|first| winners.iter().any(|w| entrant(w) != entrant(first)))
}

/// The result of seat `seat` in a game won by `winners`: a drawn game (no winner, or a game
/// stopped at the move cap) and a [shared win](shared_win) are a draw for every seat; otherwise a
/// seat among the winners wins and any other loses.
pub fn seat_result(seat: Seat, winners: &[Seat], seating: &[usize]) -> SeatResult {
    if winners.is_empty() || shared_win(winners, seating) {
        SeatResult::Draw
    } else if winners.contains(&seat) {
        SeatResult::Win
    } else {
        SeatResult::Loss
    }
}

/// One entrant's results, counted per seat it held (see [`seat_result`]).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Standing {
    pub entrant: String,
    pub seats: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Standing {
    /// Count one seat held.
    pub fn add(&mut self, result: SeatResult) {
        self.seats += 1;
        match result {
            SeatResult::Win => self.wins += 1,
            SeatResult::Draw => self.draws += 1,
            SeatResult::Loss => self.losses += 1,
        }
    }

    /// Wins plus half the draws, per seat.
    pub fn score(&self) -> f64 {
        if self.seats == 0 { 0.0 } else { (self.wins as f64 + 0.5 * self.draws as f64) / self.seats as f64 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        let close = |a: (f64, f64), b: (f64, f64)| (a.0 - b.0).abs() < 5e-4 && (a.1 - b.1).abs() < 5e-4;
        assert!(close(wilson(5, 10), (0.2366, 0.7634)), "{:?}", wilson(5, 10));
        assert!(close(wilson(0, 10), (0.0, 0.2775)), "{:?}", wilson(0, 10));
        assert!(close(wilson(10, 10), (0.7225, 1.0)), "{:?}", wilson(10, 10));
        assert!(close(wilson(150, 200), (0.6857, 0.8052)), "{:?}", wilson(150, 200));
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }

    #[test]
    fn shared_wins_are_draws_and_team_wins_are_wins() {
        use SeatResult::{Draw, Loss, Win};
        let results = |winners: &[Seat], seating: &[usize]| -> Vec<SeatResult> {
            (0..seating.len()).map(|s| seat_result(s, winners, seating)).collect()
        };
        assert_eq!(results(&[1], &[0, 1]), [Loss, Win]);
        assert_eq!(results(&[], &[0, 1]), [Draw, Draw]);
        // Two entrants tie: nobody won, whatever the other seats did.
        assert_eq!(results(&[0, 1], &[0, 1]), [Draw, Draw]);
        assert_eq!(results(&[0, 1], &[0, 1, 0, 1]), [Draw; 4]);
        assert_eq!(results(&[1, 2], &[2, 0, 1]), [Draw; 3]);
        // A mirror match's entrants are different entrants, whatever their level.
        assert!(shared_win(&[0, 1], &[1, 0]));
        // Both seats of one entrant win (a team, or its two seats tied on top): a win for each.
        assert_eq!(results(&[0, 2], &[0, 1, 0, 1]), [Win, Loss, Win, Loss]);
        assert!(!shared_win(&[1, 3], &[1, 0, 1, 0]));
        let mut st = Standing::default();
        for r in [Win, Draw, Draw, Loss] {
            st.add(r);
        }
        assert_eq!((st.seats, st.wins, st.draws, st.losses, st.score()), (4, 1, 2, 1, 0.5));
    }
}
