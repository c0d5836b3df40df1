//! The hard player: iterative-deepening principal-variation search with a transposition table
//! (Zobrist keys; on the clock, kept from one decision to the next), move ordering (table move,
//! mills, blocks, removals of threatening men, killers, history), late-move reductions, and no
//! depth spent on the moves of a seat down to two slides or on the block of a lone mill threat.
//! A removal is a ply of the same seat:
//! the score is not negated across it and it costs no depth, so a mill is always searched to
//! its removal.

use super::board::{Board, Pos};
use super::endgame::{self, Endgame};
use super::eval::{self, MATE, MATE_BOUND};
use crate::chance::splitmix64;
use crate::clock::Instant;
use crate::games::morris::action::Action;
use crate::games::morris::geometry::{bit, points};
use std::cell::RefCell;
use std::time::Duration;

/// When to stop deepening. A player stops on the clock: `time` is the whole decision, the
/// search aborts at it and keeps what the unfinished iteration settled. A node cap (tests set
/// one, with a long `time`) makes a decision replay exactly for a seed, on any machine.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub max_depth: u32,
    /// Nodes at most; `u64::MAX` for none.
    pub nodes: u64,
    pub time: Duration,
}

impl Default for Limits {
    /// The hard player's budget.
    fn default() -> Self {
        Limits { max_depth: 40, nodes: u64::MAX, time: Duration::from_millis(HARD_MS) }
    }
}

impl Limits {
    /// The expert player's budget: the hard player's search given five times the time.
    pub fn expert() -> Self {
        Limits { time: Duration::from_millis(EXPERT_MS), ..Limits::default() }
    }

    /// A budget of `nodes` alone (the clock far off), for decisions that replay exactly.
    pub fn nodes(nodes: u64) -> Self {
        Limits { nodes, time: Duration::from_secs(600), ..Limits::default() }
    }

    /// Transposition-table entries: more for a longer search, which fills a small table.
    fn table_size(&self) -> usize {
        if self.time >= Duration::from_millis(500) && self.nodes > 2_000_000 { 1 << 20 } else { 1 << 18 }
    }

    /// Whether the search keeps its table for the thread's next decision: only on the clock,
    /// since a decision that must replay exactly may depend on nothing before it.
    fn keeps_table(&self) -> bool {
        self.nodes == u64::MAX
    }
}

/// A table kept from a search on the clock, and the board it was filled on.
type Kept = (u64, Vec<Entry>);

thread_local! {
    /// The tables of this thread's last searches on the clock, one per seat searching (draws
    /// are scored with that seat's contempt). A position's score does not depend on when it
    /// was searched, so the next decision starts from what the last two settled: the subtree
    /// of the move played is already deep in it.
    static KEPT: RefCell<[Kept; 2]> = const { RefCell::new([(0, Vec::new()), (0, Vec::new())]) };
}

/// What a position's key does not say: the board's lines and rules. A table filled on another
/// variant (the same men on Morabaraba's diagonals, say) would answer for other positions.
fn board_key(b: &Board) -> u64 {
    let mut s = 0x5EED_B0A2_D000_0001u64;
    let mut h = 0u64;
    let mut mix = |x: u64| h = h.rotate_left(5) ^ splitmix64(&mut s) ^ x;
    b.adj.iter().for_each(|&a| mix(a as u64));
    b.mills.iter().for_each(|&m| mix(m as u64));
    mix(b.flying as u64
        | (b.fly_at as u64) << 1
        | (b.per_mill as u64) << 8
        | (b.full_board_draw as u64) << 9);
    h
}

/// The kept table of `seat` when it was filled on `board` and has `size` entries, else a
/// clear one.
fn take_table(seat: usize, board: u64, size: usize) -> Vec<Entry> {
    let (key, kept) = KEPT.with(|k| std::mem::take(&mut k.borrow_mut()[seat & 1]));
    if key == board && kept.len() == size { kept } else { vec![Entry::default(); size] }
}

/// The clock budgets of a decision, setup included. Hard's worst decision stays under 250 ms
/// on a loaded two-core machine: the abort is checked every 512 nodes (well under a
/// millisecond) and setting up takes about one.
pub const HARD_MS: u64 = 200;
pub const EXPERT_MS: u64 = 1000;

/// The choice and what it took.
#[derive(Debug, Clone, Copy)]
pub struct Report {
    pub action: Action,
    /// Deepest iteration completed, in placements and moves (removals are free).
    pub depth: u32,
    pub nodes: u64,
    /// In points for the seat to move (see [`eval::MAN`]); beyond ±29 000 a forced result.
    pub score: i32,
    pub elapsed: Duration,
}

const MAX_PLY: usize = 128;
/// What a draw by repetition or the turn cap costs the seat searching: it plays on while it is
/// not worse off by more than this, instead of settling for a shuffle.
const CONTEMPT: i32 = 15;
const INF: i32 = MATE + 1;
const NO_MOVE: u16 = u16::MAX;

/// A move as 11 bits: `from·32 + to` for moves, 1024 + point to place, 1056 + point to remove.
#[inline]
fn code(a: Action) -> u16 {
    match a {
        Action::Move { from, to } => from as u16 * 32 + to as u16,
        Action::Place(p) => 1024 + p as u16,
        Action::Remove(p) => 1056 + p as u16,
        // Never generated by the search.
        Action::Resign { .. } => NO_MOVE - 1,
    }
}

/// A table entry packed in one word: the table is half the bytes it would be as a struct of
/// fields, so twice as much of it stays in the cache, and the wait for an entry was the largest
/// single cost of the search (a seventh of its time, by `perf`). From the low bits: the score
/// (16), the move's code (11; all ones for none), the bound (2), the depth left (6) and the
/// key's top 29 bits, which the slot's index (the key's low bits) does not already say. An empty
/// entry (0) matches only keys whose top bits are 0, and then gives no bound and move code 0,
/// which no move has.
#[derive(Clone, Copy, Default)]
struct Entry(u64);

const KEY_SHIFT: u32 = 35;

impl Entry {
    fn new(key: u64, score: i16, mv: u16, depth: i32, bound: u8) -> Self {
        Entry(
            score as u16 as u64
                | ((mv & 0x7FF) as u64) << 16
                | ((bound & 3) as u64) << 27
                | (depth.clamp(0, 63) as u64) << 29
                | (key >> KEY_SHIFT) << KEY_SHIFT,
        )
    }

    #[inline]
    fn holds(self, key: u64) -> bool {
        (self.0 ^ key) >> KEY_SHIFT == 0
    }

    #[inline]
    fn score(self) -> i16 {
        self.0 as u16 as i16
    }

    #[inline]
    fn mv(self) -> u16 {
        match (self.0 >> 16) as u16 & 0x7FF {
            0x7FF => NO_MOVE,
            c => c,
        }
    }

    #[inline]
    fn bound(self) -> u8 {
        (self.0 >> 27) as u8 & 3
    }

    #[inline]
    fn depth(self) -> i32 {
        (self.0 >> 29) as i32 & 63
    }
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

struct Zobrist {
    /// Per seat, byte of its men's mask and value of that byte, the keys of those points
    /// XORed: a position's key takes a lookup a byte, not a step a man.
    men: Box<[[[u64; 256]; 4]; 2]>,
    hand: [[u64; 32]; 2],
    side: u64,
    pending: [u64; 8],
}

impl Zobrist {
    fn new() -> Self {
        // SplitMix64: fixed keys, so a search never depends on anything but its input.
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || splitmix64(&mut s);
        let side = next();
        let mut point = [[0; 32]; 2];
        let mut hand = [[0; 32]; 2];
        for s in 0..2 {
            for p in 0..32 {
                point[s][p] = next();
                hand[s][p] = next();
            }
        }
        let mut pending = [0; 8];
        for k in &mut pending {
            *k = next();
        }
        let mut men = Box::new([[[0; 256]; 4]; 2]);
        for (s, bytes) in men.iter_mut().enumerate() {
            for (byte, row) in bytes.iter_mut().enumerate() {
                // A value's keys are those of the value less its lowest point, and that point's.
                for v in 1..256 {
                    row[v] = row[v & (v - 1)] ^ point[s][8 * byte + v.trailing_zeros() as usize];
                }
            }
        }
        Zobrist { men, hand, side, pending }
    }

    #[inline]
    fn key(&self, p: &Pos) -> u64 {
        let mut k = if p.to_move == 1 { self.side } else { 0 };
        for s in 0..2 {
            let m = p.men[s];
            for (byte, row) in self.men[s].iter().enumerate() {
                k ^= row[(m >> (8 * byte)) as u8 as usize];
            }
            k ^= self.hand[s][p.hand[s] as usize & 31];
        }
        k ^ self.pending[p.pending as usize & 7]
    }
}

pub struct Searcher<'a> {
    b: &'a Board,
    z: Zobrist,
    tt: Vec<Entry>,
    limits: Limits,
    /// The seat searching, for the contempt of draws.
    me: u8,
    start: Instant,
    nodes: u64,
    stop: bool,
    killers: [[u16; 2]; MAX_PLY],
    history: [[i32; 1088]; 2],
    /// Keys of the positions on the way here (and of the match since its last irreversible
    /// change), for the repetition draw.
    path: Vec<u64>,
    /// Where in `path` the positions since the last placement or removal begin: none before
    /// can recur (the hands or the men on the board differ), so the draw's scan starts there.
    since: usize,
    repetition: bool,
    /// Turns left before the variant's turn cap draws the match.
    turns_left: i64,
    bufs: Vec<Vec<(Action, i32)>>,
    /// The solved endings, read at every node that reaches them.
    endgame: Option<&'a Endgame>,
    /// The depth of the iteration under way, which bounds the extensions.
    root_depth: i32,
}

impl<'a> Searcher<'a> {
    pub fn new(b: &'a Board, limits: Limits) -> Self {
        // The clock starts before the table is made: its setup is part of the budget.
        let start = Instant::now();
        Searcher {
            b,
            z: Zobrist::new(),
            tt: Vec::new(),
            limits,
            me: 0,
            start,
            nodes: 0,
            stop: false,
            killers: [[NO_MOVE; 2]; MAX_PLY],
            history: [[0; 1088]; 2],
            path: Vec::with_capacity(256),
            since: 0,
            repetition: false,
            turns_left: i64::MAX,
            bufs: (0..MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            endgame: None,
            root_depth: 0,
        }
    }

    /// Score the positions of the endings that `table` decides by it, exactly.
    pub fn with_endgame(mut self, table: Option<&'a Endgame>) -> Self {
        self.endgame = table;
        self
    }

    /// Treat a return to an earlier position (`earlier`, same key scheme) as a draw.
    pub fn with_history(mut self, earlier: impl IntoIterator<Item = Pos>, turns_left: Option<u32>) -> Self {
        self.repetition = true;
        let keys: Vec<u64> = earlier.into_iter().map(|p| self.z.key(&p)).collect();
        self.path.extend(keys);
        self.turns_left = turns_left.map_or(i64::MAX, |t| t as i64);
        self
    }

    /// Search `root` whose legal actions are `legal` (already in tie-break order). The clock
    /// started when the searcher was made.
    pub fn run(mut self, root: &Pos, legal: &[Action]) -> Report {
        self.me = root.to_move;
        let size = self.limits.table_size();
        self.tt = if self.limits.keeps_table() {
            take_table(self.me as usize, board_key(self.b), size)
        } else {
            vec![Entry::default(); size]
        };
        let mut root_moves: Vec<(Action, i32)> = legal.iter().map(|&a| (a, 0)).collect();
        let mut report = Report { action: legal[0], depth: 0, nodes: 0, score: 0, elapsed: Duration::ZERO };
        if legal.len() > 1 {
            let lines = self.b.open_lines(root);
            self.score_moves(root, &mut root_moves, lines, NO_MOVE, 0);
            root_moves.sort_by_key(|&(_, s)| -s);
            let mut last_nodes = 0;
            for depth in 1..=self.limits.max_depth {
                let (before, began) = (self.nodes, self.start.elapsed());
                let Some((best, score, complete)) = self.root(root, &mut root_moves, depth as i32) else {
                    break;
                };
                if !complete {
                    // Cut short, but the moves searched at this depth include the last best
                    // (searched first) and any that proved better than it.
                    report.action = best;
                    report.score = score;
                    break;
                }
                let forced = score.abs() > MATE_BOUND;
                // A forced result found twice with the same move will not change with depth.
                let settled = forced && report.score == score && report.action == best;
                report.action = best;
                report.score = score;
                report.depth = depth;
                let used = self.nodes - before;
                let now = self.start.elapsed();
                // Stop when settled; when the next iteration (usually under twice this one and
                // the one before) would not finish inside the node cap; or when the clock left
                // is less than half this iteration took, so the next would settle too little
                // (its first move is the best so far, so even a part of it counts).
                if settled
                    || self.nodes.saturating_add(used + last_nodes) > self.limits.nodes
                    || now + (now - began) / 2 > self.limits.time
                {
                    break;
                }
                last_nodes = used;
            }
        }
        report.nodes = self.nodes;
        if self.limits.keeps_table() {
            let tt = std::mem::take(&mut self.tt);
            let board = board_key(self.b);
            KEPT.with(|k| k.borrow_mut()[self.me as usize & 1] = (board, tt));
        }
        report.elapsed = self.start.elapsed();
        report
    }

    /// One iteration at the root: the best move, its score, and whether every move was
    /// searched (`None` when the budget ran out before the first one was).
    fn root(&mut self, pos: &Pos, moves: &mut [(Action, i32)], depth: i32) -> Option<(Action, i32, bool)> {
        self.root_depth = depth;
        let mut alpha = -INF;
        let beta = INF;
        let mut best = 0;
        let mut searched = moves.len();
        let key = self.z.key(pos);
        self.path.push(key);
        for (i, entry) in moves.iter_mut().enumerate() {
            let a = entry.0;
            let child = self.b.play(pos, a);
            let nd = if matches!(a, Action::Remove(_)) { depth } else { depth - 1 };
            let since = self.enter(a);
            let s = if i == 0 {
                self.child(pos, &child, nd, alpha, beta, 1)
            } else {
                let s = self.child(pos, &child, nd, alpha, alpha + 1, 1);
                if s > alpha && !self.stop { self.child(pos, &child, nd, alpha, beta, 1) } else { s }
            };
            self.since = since;
            if self.stop {
                searched = i;
                break;
            }
            entry.1 = s;
            if s > alpha {
                alpha = s;
                best = i;
            }
        }
        self.path.pop();
        if searched == 0 {
            return None;
        }
        // The best first, the rest by their scores this time (stable, so ties keep their order).
        let top = moves[best];
        moves[..=best].rotate_right(1);
        moves[0] = top;
        if searched < moves.len() {
            return Some((top.0, alpha, false));
        }
        moves[1..].sort_by_key(|&(_, s)| -s);
        self.store(key, depth, alpha, EXACT, code(top.0), 0);
        Some((top.0, alpha, true))
    }

    /// The child's score from the parent's side: a removal keeps the seat, so no negation.
    #[inline]
    fn child(&mut self, parent: &Pos, child: &Pos, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        if child.to_move == parent.to_move {
            self.search(child, depth, alpha, beta, ply)
        } else {
            self.turns_left -= 1;
            let s = -self.search(child, depth, -beta, -alpha, ply);
            self.turns_left += 1;
            s
        }
    }

    fn search(&mut self, pos: &Pos, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.nodes & 511 == 0
            && (self.nodes >= self.limits.nodes || self.start.elapsed() >= self.limits.time)
        {
            self.stop = true;
        }
        if self.stop {
            return 0;
        }
        let key = self.z.key(pos);
        let leaf = (depth <= 0 && pos.pending == 0) || ply >= MAX_PLY - 1;
        let slot = self.slot(key);
        // The table's entry is read first, so that its cache miss overlaps the checks below.
        let e = if leaf { Entry::default() } else { self.tt[slot] };
        if let Some(lost) = self.b.terminal(pos) {
            return if lost { -(MATE - ply as i32) } else { 0 };
        }
        // A won or lost ending is exact; a drawn one is searched on, for the other side's slips.
        if let Some(v) = self.endgame.and_then(|t| t.decided(pos))
            && v != 0
        {
            return endgame::score_plies(v, ply);
        }
        let draw = if pos.to_move == self.me { -CONTEMPT } else { CONTEMPT };
        if self.turns_left <= 0 {
            return draw;
        }
        if self.repetition && pos.pending == 0 && pos.hand == [0, 0] && self.recurs(key) {
            return 0;
        }
        if leaf {
            return eval::full(self.b, pos);
        }
        let depth = depth.max(0);
        let mut tt_move = NO_MOVE;
        if e.holds(key) {
            tt_move = e.mv();
            if e.depth() >= depth {
                let s = from_tt(e.score(), ply);
                match e.bound() {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        moves.clear();
        self.b.moves_with(pos, |a| moves.push((a, 0)));
        // The empty points that would close a mill for the opponent: the moves to block first,
        // and where a threat can be.
        let lines = self.b.open_lines(pos);
        let opp_open = lines[1] & self.b.empty(pos);
        self.score_moves(pos, &mut moves, lines, tt_move, ply);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = NO_MOVE;
        self.path.push(key);
        let me = pos.me();
        // A seat down to one or two slides is close to a blockade, which loses: its moves cost
        // no depth, so the search sees the blockade through (within twice the root's depth, so
        // a long shuffle of a cramped seat cannot run away).
        let extend = pos.pending == 0 && (ply as i32) < 2 * self.root_depth;
        let cramped = extend && pos.hand[me] == 0 && moves.len() <= 2;
        // Blocking the opponent's one mill threat is all but forced, so it costs no depth
        // either (as a check's answer in chess): the threat, the block and the next threat
        // are how a man is won while placing, and the line is seen through to the double
        // threat that cannot be blocked. Two threats cannot both be blocked: nothing to extend.
        let threat = if extend { self.lone_threat(pos, opp_open) } else { 0 };
        for i in 0..moves.len() {
            // Most nodes are cut off after a move or two: each move is picked when its turn
            // comes, which spares sorting the rest (a sort's branches are a tenth of the time).
            next_best(&mut moves[i..]);
            let (a, order) = moves[i];
            let child = self.b.play(pos, a);
            let removal = matches!(a, Action::Remove(_));
            let blocks = match a {
                Action::Place(q) | Action::Move { to: q, .. } => threat & bit(q) != 0,
                _ => false,
            };
            let nd = if removal || cramped || blocks { depth } else { depth - 1 };
            let since = self.enter(a);
            let s = if i == 0 {
                self.child(pos, &child, nd, alpha, beta, ply + 1)
            } else {
                // Late quiet moves are searched a ply shallower first.
                let quiet = order < 1 << 20 && !removal;
                let r = if quiet && i >= 3 && depth >= 3 { 1 + (i >= 8 && depth >= 5) as i32 } else { 0 };
                let mut s = self.child(pos, &child, nd - r, alpha, alpha + 1, ply + 1);
                if r > 0 && s > alpha {
                    s = self.child(pos, &child, nd, alpha, alpha + 1, ply + 1);
                }
                if s > alpha && s < beta {
                    s = self.child(pos, &child, nd, alpha, beta, ply + 1);
                }
                s
            };
            self.since = since;
            if self.stop {
                break;
            }
            if s > best {
                best = s;
                best_move = code(a);
            }
            if s > alpha {
                alpha = s;
            }
            if alpha >= beta {
                if order < 1 << 20 && !removal {
                    let k = &mut self.killers[ply];
                    if k[0] != code(a) {
                        k[1] = k[0];
                        k[0] = code(a);
                    }
                }
                let h = &mut self.history[me][code(a) as usize];
                *h = (*h + depth * depth).min(1 << 18);
                break;
            }
        }
        self.path.pop();
        self.bufs[ply] = moves;
        if self.stop {
            return 0;
        }
        let bound = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        self.store(key, depth, best, bound, best_move, ply);
        best
    }

    /// Before the search of the position `a` leads to: where the positions that may recur
    /// begin for it, returning where they began before, to be put back after.
    #[inline]
    fn enter(&mut self, a: Action) -> usize {
        let since = self.since;
        if matches!(a, Action::Place(_) | Action::Remove(_)) {
            self.since = self.path.len();
        }
        since
    }

    /// Whether the position `key` (not yet on the path) occurred since the last placement or
    /// removal with the same seat to move. Since then the seats have taken turns a move each,
    /// so only every other position has this seat to move; and the one two plies back is not
    /// this one, since this seat's man moved from it has had no turn to go back: the scan
    /// starts four plies back.
    #[inline]
    fn recurs(&self, key: u64) -> bool {
        self.path[self.since..].iter().rev().skip(3).step_by(2).any(|&k| k == key)
    }

    /// The point where the opponent of the seat to move would close a mill on its next turn,
    /// when there is exactly one (else 0): the third point of one of its open mills (`open`:
    /// the empty points of its [`Board::open_lines`]) that it can place on, fly to, or slide to
    /// from a man outside that mill.
    fn lone_threat(&self, pos: &Pos, open: u32) -> u32 {
        let b = self.b;
        let opp = 1 - pos.me();
        let men = pos.men[opp];
        if open == 0 {
            return 0;
        }
        let reach = if pos.hand[opp] > 0 || b.is_flying(pos, opp) {
            open
        } else {
            // A man of the mill itself cannot slide in: it would leave the mill open.
            let near = |q: u8, m: u32| b.adj[q as usize] & men & !m != 0;
            points(open)
                .filter(|&q| b.mills_at(q).iter().any(|&m| m & men == m & !bit(q) && near(q, m)))
                .fold(0, |a, q| a | bit(q))
        };
        // Exactly one bit, without a bit count (the base x86-64 target has no instruction for it).
        if reach & reach.wrapping_sub(1) == 0 { reach } else { 0 }
    }

    /// Score for the order of search: table move, mills, blocks of the opponent's open mills,
    /// killers, history; removals prefer men that threaten a mill or move freely.
    /// `lines` are [`Board::open_lines`] of `pos`.
    fn score_moves(&self, pos: &Pos, moves: &mut [(Action, i32)], lines: [u32; 2], tt_move: u16, ply: usize) {
        let b = self.b;
        let me = pos.me();
        let empty = b.empty(pos);
        let opp_men = pos.men[1 - me];
        let killers = self.killers[ply.min(MAX_PLY - 1)];
        // Men of the opponent in a "two in a row" with the third point empty: removing one
        // stops a mill. Only removals ask.
        let threatening = if pos.pending > 0 { lines[1] & opp_men } else { 0 };
        // Only a man that lands on one of these can close a mill: the empty points that make
        // a mill with two men already there (unless the man came from one of those two).
        let my_open = if pos.pending > 0 { 0 } else { lines[0] & empty };
        let opp_open = lines[1] & empty;
        for (a, score) in moves.iter_mut() {
            let c = code(*a);
            let h = self.history[me][c as usize];
            *score = if c == tt_move {
                1 << 30
            } else {
                match *a {
                    Action::Resign { .. } => i32::MIN / 2,
                    Action::Remove(q) => {
                        // Men of an opponent's open mill, or free to move, hurt most.
                        let threat = threatening & bit(q) != 0;
                        (1 << 20)
                            + 4000 * threat as i32
                            + 300 * (b.adj[q as usize] & empty).count_ones() as i32
                            + h
                    }
                    Action::Place(q) | Action::Move { to: q, .. } => {
                        let closes = my_open & bit(q) != 0
                            && match *a {
                                Action::Move { from, .. } => {
                                    b.closes(q, (pos.men[me] & !bit(from)) | bit(q)) > 0
                                }
                                _ => true,
                            };
                        if closes {
                            1 << 24
                        } else if opp_open & bit(q) != 0 {
                            1 << 22
                        } else if c == killers[0] {
                            (1 << 19) + 1
                        } else if c == killers[1] {
                            1 << 19
                        } else {
                            h
                        }
                    }
                }
            };
        }
    }

    /// Where the table keeps the position `key`: its low bits (the table's size is a power of
    /// two).
    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.tt.len() - 1)
    }

    fn store(&mut self, key: u64, depth: i32, score: i32, bound: u8, mv: u16, ply: usize) {
        let slot = self.slot(key);
        let e = &mut self.tt[slot];
        // Replace unless a deeper result for the same position is there.
        if !e.holds(key) || depth >= e.depth() || bound == EXACT {
            *e = Entry::new(key, to_tt(score, ply), mv, depth, bound);
        }
    }
}

/// Bring the first of the best-scored moves to the front, the others keeping their order: taken
/// at each step, the order of a stable sort by descending score.
#[inline]
fn next_best(moves: &mut [(Action, i32)]) {
    // The best score so far kept beside its index and both chosen by selects, not jumps: which
    // move beats the best so far is as good as random, and a mispredicted jump each time costs
    // more than the scan.
    let (mut best, mut top) = (0, i32::MIN);
    for (i, m) in moves.iter().enumerate() {
        let better = m.1 > top;
        best = if better { i } else { best };
        top = if better { m.1 } else { top };
    }
    if best > 0 {
        moves[..=best].rotate_right(1);
    }
}

/// Mate scores are stored relative to the node, so they stay right at any ply.
fn to_tt(s: i32, ply: usize) -> i16 {
    let s = if s > MATE_BOUND {
        s + ply as i32
    } else if s < -MATE_BOUND {
        s - ply as i32
    } else {
        s
    };
    s.clamp(-INF, INF) as i16
}

fn from_tt(s: i16, ply: usize) -> i32 {
    let s = s as i32;
    if s > MATE_BOUND {
        s - ply as i32
    } else if s < -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::morris::{Config, Morris};

    /// The points `lone_threat` names for the seat to move (`seat`) on the Nine board.
    fn threat(white: &[&str], black: &[&str], seat: usize, hand: [u8; 2]) -> Vec<String> {
        let c = Config::builtin("nine").unwrap();
        let blank = Morris::new(&c, 2, 0).unwrap();
        let board: String = (0..24u8)
            .map(|p| match blank.name(p) {
                n if white.contains(&n) => 'W',
                n if black.contains(&n) => 'B',
                _ => '.',
            })
            .collect();
        let m = Morris::from_position(&c, &board, seat, hand).unwrap();
        let b = Board::new(&m);
        let s = Searcher::new(&b, Limits::nodes(1));
        let pos = Pos::of(&m);
        let open = b.open_lines(&pos)[1] & b.empty(&pos);
        points(s.lone_threat(&pos, open)).map(|p| m.name(p).to_string()).collect()
    }

    /// The repetition scan (from the last placement or removal, every other position from the
    /// fourth back) finds what a scan of the whole path finds, along random games whose path is
    /// kept as the search keeps it.
    #[test]
    fn the_repetition_scan_finds_what_a_scan_of_the_whole_path_finds() {
        let c = Config::builtin("nine").unwrap();
        let m = Morris::new(&c, 2, 0).unwrap();
        let b = Board::new(&m);
        let mut state = 57u64;
        let (mut checked, mut recurred) = (0, 0);
        for _ in 0..100 {
            let mut s = Searcher::new(&b, Limits::nodes(1));
            let mut pos = Pos::of(&m);
            for _ in 0..300 {
                if b.terminal(&pos).is_some() {
                    break;
                }
                let key = s.z.key(&pos);
                if pos.pending == 0 && pos.hand == [0, 0] {
                    let whole = s.path.contains(&key);
                    assert_eq!(s.recurs(key), whole);
                    checked += 1;
                    recurred += whole as usize;
                }
                s.path.push(key);
                let mut moves = Vec::new();
                b.moves_with(&pos, |a| moves.push(a));
                let a = moves[(splitmix64(&mut state) % moves.len() as u64) as usize];
                s.enter(a);
                pos = b.play(&pos, a);
            }
        }
        assert!(checked > 10_000 && recurred > 100, "{checked} positions checked, {recurred} recurred");
    }

    #[test]
    fn picking_the_next_best_move_is_a_stable_sort() {
        let mut state = 7u64;
        for len in 1..40 {
            let scores: Vec<i32> = (0..len).map(|_| (splitmix64(&mut state) % 5) as i32).collect();
            let moves: Vec<(Action, i32)> =
                scores.iter().enumerate().map(|(i, &s)| (Action::Place(i as u8), s)).collect();
            let mut sorted = moves.clone();
            sorted.sort_by_key(|&(_, s)| -s);
            let mut picked = moves;
            for i in 0..picked.len() {
                next_best(&mut picked[i..]);
            }
            assert_eq!(picked, sorted);
        }
    }

    #[test]
    fn a_lone_threat_is_the_one_point_the_opponent_can_close_next() {
        // Placing: Black's a7-d7 is open at g7; a second open mill is two threats, not one.
        assert_eq!(threat(&["d1", "b4"], &["a7", "d7"], 0, [7, 7]), ["g7"]);
        assert!(threat(&["d1", "b4", "f2"], &["a7", "d7", "a4"], 0, [6, 6]).is_empty());
        // White's own open mill is no threat to White.
        assert!(threat(&["a7", "d7"], &["d1", "b4"], 0, [7, 7]).is_empty());
        // Sliding: d6 is open for Black, but only d7 and d5 (the mill's own men) are next to it.
        let w = ["a1", "g1", "a4", "c3"];
        assert!(threat(&w, &["d7", "d5", "a7", "g7"], 0, [0, 0]).is_empty());
        // A Black man on f6 can slide in.
        assert_eq!(threat(&w, &["d7", "d5", "a7", "g7", "f6"], 0, [0, 0]), ["d6"]);
        // Flying with three men, Black reaches d6 from anywhere.
        assert_eq!(threat(&w, &["d7", "d5", "g4"], 0, [0, 0]), ["d6"]);
    }
}
