//! Computer players for Morris, from the seat's view (which is the whole position: Morris
//! hides nothing). Levels: `random`, `easy` (one action ahead, with mistakes), `medium`
//! (fixed-depth alpha-beta on material and mobility), `hard` (iterative-deepening search with a
//! transposition table and a full evaluation, 200 ms a decision on the clock) and, for Morris
//! only, `expert` (the same search with 1 s). On a board small enough to solve (Three Men's
//! Morris) every level plays from the solved table ([`solved`]), hard and expert perfectly;
//! in the endings with all men placed and three or four men a side, hard and expert play from
//! the solved endings ([`endgame`]).

pub mod board;
mod easy;
pub mod endgame;
pub mod eval;
pub mod hard;
mod medium;
pub mod solved;

pub use hard::{Limits, Report};

use super::action::Action;
use super::{Morris, View};
use crate::chance::seeded_index;
use crate::error::RuleError;
use crate::game::{Game, check_bot_level};
use board::{Board, Pos};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// The action of the seat whose view this is, at `level` (one of [`crate::game::BOT_LEVELS`]); `seed` breaks ties and drives the
/// easy player's mistakes.
pub fn decide(view: &View, level: &str, seed: u64) -> Result<Action, RuleError> {
    decide_in(&view.state, view.seat, &view.state.legal_actions(), level, seed)
}

/// [`decide`] for `seat` from the match itself, whose legal actions the caller has already
/// listed in `legal` (as `legal_actions` gives them): Morris hides nothing, so the view adds
/// nothing to the position, and the choice is the same.
pub fn decide_in(
    m: &Morris,
    seat: usize,
    legal: &[Action],
    level: &str,
    seed: u64,
) -> Result<Action, RuleError> {
    check_bot_level("morris", level)?;
    if m.outcome.is_some() {
        return Err(RuleError::game_over());
    }
    if seat != m.to_move as usize {
        return Err(RuleError::bad_input(format!("it is not seat {seat}'s turn")));
    }
    // The generator and the search tables are built only for the levels that read them.
    let rng = || ChaCha8Rng::seed_from_u64(seed);
    let board = || (Board::new(m), Pos::of(m));
    if level != "random"
        && let Some(table) = solved::table(&m.config)
    {
        return Ok(solved::choose(&table, m, &shuffled(legal.to_vec(), &mut rng()), level, &mut rng()));
    }
    match level {
        // Any action: one mix of the seed picks it, so each decision replays by itself.
        "random" => Ok(legal[seeded_index(seed, legal.len())]),
        "easy" => {
            let (b, pos) = board();
            Ok(easy::choose(&b, &pos, legal, &mut rng()))
        }
        "medium" => {
            let (b, pos) = board();
            Ok(medium::choose(&b, &pos, &shuffled(legal.to_vec(), &mut rng())))
        }
        "expert" => Ok(hard_search(m, seed, Limits::expert()).action),
        _ => Ok(hard_search(m, seed, Limits::default()).action),
    }
}

fn shuffled(mut legal: Vec<Action>, rng: &mut ChaCha8Rng) -> Vec<Action> {
    legal.shuffle(rng);
    legal
}

/// The hard player's search on `m` for the seat to move, with its depth and node count.
/// Repetitions since the last irreversible change count as draws, as does the turn cap. In a
/// solved ending (or a removal owed in one) it takes the quickest win or the longest loss from
/// the tables, and searches among the drawing moves when there is neither.
pub fn hard_search(m: &Morris, seed: u64, limits: Limits) -> Report {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = shuffled(m.legal_actions(), &mut rng);
    if let Some(table) = solved::table(&m.config) {
        return solved::report(&table, m, &legal);
    }
    // Solved (once a process) before the clock starts.
    let ending = endgame_for(m);
    let b = Board::new(m);
    let root = Pos::of(m);
    if let Some(t) = ending.as_deref()
        && t.value_of(&b, &root).is_some()
    {
        let started = crate::clock::Instant::now();
        // Each action's value once, in plies: the quickest win, else a draw, else the longest
        // loss; ties to the seed's order.
        let values: Vec<(Action, endgame::Plies)> =
            legal.iter().map(|&a| (a, t.action_value(&b, &root, a).unwrap_or(0))).collect();
        let top = values.iter().map(|&(_, v)| endgame::plies::preference(v)).max().unwrap_or(0);
        let (best, v) = values
            .iter()
            .copied()
            .find(|&(_, v)| endgame::plies::preference(v) == top)
            .unwrap_or((legal[0], 0));
        if v != 0 {
            return Report {
                action: best,
                depth: endgame::plies::distance(v),
                nodes: legal.len() as u64,
                score: endgame::score_plies(v, 0),
                elapsed: started.elapsed(),
            };
        }
        legal = values.into_iter().filter(|&(_, v)| v == 0).map(|(a, _)| a).collect();
    }
    let mut s = hard::Searcher::new(&b, limits).with_endgame(ending.as_deref());
    let turns_left = m.config.turn_cap.map(|c| c.saturating_sub(m.turns));
    if m.config.repetition.is_some() || turns_left.is_some() {
        // The last entry is the position at the start of this turn; earlier ones alternate
        // the seat to move backwards from it.
        let n = m.history.len();
        let upto = if m.pending > 0 { n } else { n.saturating_sub(1) };
        let earlier = m.history[..upto].iter().enumerate().map(|(i, men)| {
            let to_move = if (n - 1 - i).is_multiple_of(2) { m.to_move } else { 1 - m.to_move };
            Pos::new(*men, m.hand, to_move, 0)
        });
        let earlier: Vec<Pos> = if m.config.repetition.is_some() { earlier.collect() } else { Vec::new() };
        s = s.with_history(earlier, turns_left);
    }
    s.run(&root, &legal)
}

/// The solved endings, when `m` is in one or a removal away, and only the layers whose longest
/// line fits in what the match's draw counters leave (the tables ignore them; a removal
/// restarts the count of moves without one, so only the layer of the men on the board now
/// counts the moves already made). A few removals before, the tables start solving (or
/// loading) in the background; the six-men layer is solved on the spot if it is not ready.
fn endgame_for(m: &Morris) -> Option<std::sync::Arc<endgame::Endgame>> {
    let c = &m.config;
    let men = (m.on_board(0) + m.on_board(1)) as usize;
    if m.hand != [0, 0] || men > 2 * endgame::MOST_MEN + 2 || !endgame::applies(c) {
        return None;
    }
    // Unoptimised (tests, development), the larger tables would cost minutes of a core: such a
    // build plays from the three-a-side table alone, unless they are already at hand.
    if !cfg!(debug_assertions) {
        endgame::prepare(c);
    }
    let t = if men <= 7 { endgame::table(c)? } else { endgame::ready(c)? };
    let room = |limit: Option<u32>, used: u32, longest: u32| limit.is_none_or(|l| used + longest + 2 < l);
    t.only(|layer, longest| {
        let quiet = if layer == men { m.quiet } else { 0 };
        layer <= men
            && room(c.no_removal_moves.map(|k| 2 * k), quiet, longest)
            && room(c.endgame_moves.map(|k| 2 * k), if layer == men { m.endgame_quiet } else { 0 }, longest)
            && room(c.turn_cap, m.turns, longest)
    })
    .map(std::sync::Arc::new)
}
