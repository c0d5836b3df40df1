//! Plus: laying tiles on the empty grid, one per decision.

use super::super::actions::Action;
use super::super::config::{SQUARES, Square};
use super::super::table::Table;
use super::board;
use crate::game::Seat;

pub fn lay(t: &Table, builder: Seat, level: &str) -> Action {
    let hand = &t.hands[builder];
    let empty: Vec<usize> = (0..SQUARES).filter(|&q| t.grid[q].is_none()).collect();
    if level == "easy" {
        // In hand order, in reading order.
        return Action::PlaceTile { figure: hand[0], square: empty[0] as Square };
    }
    let ease = board::ease_of_figures(t);
    let centre = board::centrality(t.config.ko_line as usize);
    // The square where most lines cross.
    let square = *empty.iter().max_by_key(|&&q| (centre[q], std::cmp::Reverse(q))).expect("an empty square");
    // medium: the printed grids' pattern, hard figures in the middle, easy ones outside.
    // hard: the seat that plays first wants the crossing points easy (every line there fills
    // fast and it moves first); the others want them hard, to slow the leader down.
    let easiest_first = level == "hard" && t.first_player == Some(builder);
    let by_ease = |a: &&_, b: &&_| {
        let (ea, eb): (f64, f64) = (ease(**a), ease(**b));
        ea.total_cmp(&eb)
    };
    let figure = if easiest_first {
        *hand.iter().max_by(by_ease).expect("a tile in hand")
    } else {
        *hand.iter().min_by(by_ease).expect("a tile in hand")
    };
    Action::PlaceTile { figure, square: square as Square }
}
