//! The move generator and the rules of a turn, on bitboards.

use super::Morris;
use super::action::{Action, Event};
use super::config::MultiMill;
use super::geometry::{NIBBLES, Slots, bit, points};
use crate::error::RuleError;
use crate::game::{Outcome, Seat};

impl Morris {
    #[inline]
    pub(super) fn empty(&self) -> u32 {
        self.geo.all & !(self.men[0] | self.men[1])
    }

    /// Men of the opponent of the seat to move that may be removed: those outside mills, or
    /// any when all are in mills.
    #[inline]
    pub fn removable(&self) -> u32 {
        let opp = self.men[1 - self.to_move as usize];
        let free = opp & !self.geo.in_mills(opp);
        if free == 0 { opp } else { free }
    }

    /// Where the man at `from` of the seat to move may go, before the return rule.
    #[inline]
    fn reach(&self, from: u8, flying: bool) -> u32 {
        if flying { self.empty() } else { self.geo.adj[from as usize] & self.empty() }
    }

    /// The move `no_mill_return` forbids the seat to move now, if any: its man going straight
    /// back to close the mill it broke. Inlined to the test for none, the common answer.
    #[inline(always)]
    fn banned_move(&self) -> Option<(u8, u8)> {
        let (at, back) = self.no_return[self.to_move as usize]?;
        self.closes_again(at, back).then_some((at, back))
    }

    /// Whether the man of the seat to move at `at` is there, `back` is empty, and going back
    /// would close a mill.
    fn closes_again(&self, at: u8, back: u8) -> bool {
        let me = self.to_move as usize;
        let after = (self.men[me] & !bit(at)) | bit(back);
        self.men[me] & bit(at) != 0
            && self.empty() & bit(back) != 0
            && self.geo.mills_through(back, after) != 0
    }

    /// Whether the seat to move has any legal action.
    pub(super) fn can_act(&self) -> bool {
        let me = self.to_move as usize;
        let empty = self.empty();
        if self.pending > 0 {
            return self.removable() != 0;
        }
        if self.hand[me] > 0 {
            return empty != 0;
        }
        if self.is_flying(me) {
            // Every man may fly to every empty point; the ban removes at most one such move.
            let empties = self.geo.n - self.on_board(0) - self.on_board(1);
            let moves = self.on_board(me) as u32 * empties as u32;
            return moves > 1 || (moves == 1 && self.banned_move().is_none());
        }
        let Some((at, back)) = self.banned_move() else {
            return self.geo.next_to(empty) & self.men[me] != 0;
        };
        points(self.men[me]).any(|f| {
            let reach = self.geo.adj[f as usize] & empty;
            if f == at { reach & !bit(back) != 0 } else { reach != 0 }
        })
    }

    /// How the match ends here before the seat to move acts, if it does: that seat has lost
    /// (fewer than 3 men, or blocked), or a full board draws.
    fn lost_or_full(&self) -> Option<End> {
        let me = self.to_move as usize;
        if self.on_board(me) + self.hand[me] < 3 {
            Some(End::Reduced)
        } else if self.config.full_board_draw && self.empty() == 0 && self.pending == 0 {
            Some(End::FullBoard)
        } else if !self.can_act() {
            Some(End::Blocked)
        } else {
            None
        }
    }

    /// The result, if the seat to move has already lost or the game is drawn by a full board.
    pub(super) fn judge_start(&self) -> Option<Outcome> {
        self.lost_or_full().map(|e| self.outcome_of(e))
    }

    /// The outcome `end` gives with the present seat to move and counters.
    fn outcome_of(&self, end: End) -> Outcome {
        let loser = self.to_move as usize;
        let (winners, reason) = match end {
            End::Reduced => (vec![1 - loser], "reduced to two men".into()),
            End::Blocked => (vec![1 - loser], "no legal move".into()),
            End::FullBoard => (vec![], "board full".into()),
            End::TurnCap => (vec![], format!("{} turns", self.turns)),
            End::NoRemoval => (vec![], format!("{} moves without a removal", self.quiet)),
            End::Endgame => (vec![], format!("{} moves with both sides flying", self.endgame_quiet)),
            End::Repetition(3) => (vec![], "threefold repetition".into()),
            End::Repetition(r) => (vec![], format!("{r}-fold repetition")),
        };
        Outcome { winners, scores: vec![], reason }
    }
}

/// Why a match ends, kept small so the turn's end tests it without building an [`Outcome`].
#[derive(Clone, Copy)]
enum End {
    Reduced,
    Blocked,
    FullBoard,
    TurnCap,
    NoRemoval,
    Endgame,
    Repetition(u8),
}

// The generator below avoids branches that depend on the position: a loop whose length
// varies with the men or the empty points costs a mispredicted jump at its end, which is most
// of the time of a short list. Points and moves are taken four at a time (a 4-bit mask and a
// table) and written whether or not they count, the next four overwriting those that do not.

/// The points of `mask` lowest first, as an array and a count, four points a step.
#[inline]
fn listed(mask: u32, n: u8) -> ([u8; 36], usize) {
    let mut list = [0u8; 36];
    let mut k = 0;
    for group in 0..(n as usize).div_ceil(4) {
        let (packed, count) = NIBBLES[(mask >> (4 * group) & 15) as usize];
        let points = packed + 0x0404_0404 * group as u32;
        list[k..k + 4].copy_from_slice(&points.to_le_bytes());
        k += count;
    }
    (list, k)
}

pub(super) fn legal_into(m: &Morris, out: &mut Vec<Action>) {
    if m.outcome.is_some() {
        return;
    }
    let me = m.to_move as usize;
    let empty = m.empty();
    let g = &*m.geo;
    if m.pending > 0 {
        let (list, k) = listed(m.removable(), g.n);
        out.extend(list[..k].iter().map(|&p| Action::Remove(p)));
        return;
    }
    if m.hand[me] > 0 {
        let (list, k) = listed(empty, g.n);
        out.extend(list[..k].iter().map(|&p| Action::Place(p)));
        return;
    }
    let men = m.men[me];
    let ban = m.banned_move();
    if m.is_flying(me) {
        let (targets, k) = listed(empty, g.n);
        for from in points(men) {
            let targets = &targets[..k];
            match ban {
                Some((at, back)) if at == from => {
                    out.extend(targets.iter().filter(|&&to| to != back).map(|&to| Action::Move { from, to }))
                }
                _ => out.extend(targets.iter().map(|&to| Action::Move { from, to })),
            }
        }
    } else if let (Some(slots), None) = (&g.slots, ban) {
        slide(slots, &g.adj, men, m.on_board(me), empty, out);
    } else {
        for from in points(men) {
            for to in points(g.adj[from as usize] & empty) {
                if ban != Some((from, to)) {
                    out.push(Action::Move { from, to });
                }
            }
        }
    }
}

/// The sliding moves of the `count` men of `men`, none banned: each man's empty neighbours as a
/// 4-bit choice, and the table gives its moves. Four slots a man are made in `out` at once, so
/// the list's end stays in a register (pushing would store it at every move).
#[inline]
fn slide(t: &Slots, adj: &[u32; 32], men: u32, count: u8, empty: u32, out: &mut Vec<Action>) {
    out.reserve(4 * count as usize);
    for from in points(men) {
        let f = from as usize;
        let near = (empty & adj[f]) as u64;
        let choice = t.choice[f][(near.wrapping_mul(t.magic[f]) >> 58) as usize] as usize;
        out.extend_from_slice(&t.moves[f][choice]);
        out.truncate(out.len() - (4 - NIBBLES[choice].1));
    }
}

/// Whether `action` is legal now, in a few mask tests: the common answer, so `check` looks for
/// the reason only when this says no.
#[inline(always)]
fn legal(m: &Morris, action: Action) -> bool {
    if m.outcome.is_some() {
        return false;
    }
    let me = m.to_move as usize;
    // Past the board's points a shift would wrap or overflow; those go to `check`'s reasons.
    let on = |p: u8| if p < m.geo.n { bit(p) } else { 0 };
    match action {
        Action::Resign { seat } => seat <= 1,
        Action::Remove(p) => m.pending > 0 && m.removable() & on(p) != 0,
        _ if m.pending > 0 => false,
        Action::Place(p) => m.hand[me] > 0 && m.empty() & on(p) != 0,
        Action::Move { from, to } => {
            let (f, t) = (on(from), on(to));
            m.hand[me] == 0
                && m.men[me] & f != 0
                && m.empty() & t != 0
                && (m.geo.adj[from as usize] & t != 0 || m.is_flying(me))
                && m.banned_move() != Some((from, to))
        }
    }
}

/// Every reason `action` is not legal now, checked before anything changes.
#[inline]
pub(super) fn check(m: &Morris, action: Action) -> Result<(), RuleError> {
    if legal(m, action) { Ok(()) } else { reason(m, action) }
}

/// Why `action` is not legal ([`legal`] said no).
#[cold]
#[inline(never)]
fn reason(m: &Morris, action: Action) -> Result<(), RuleError> {
    if m.outcome.is_some() {
        return Err(RuleError::game_over());
    }
    let me = m.to_move as usize;
    let n = m.geo.n;
    let on = |p: u8| -> Result<u32, RuleError> {
        if p < n { Ok(bit(p)) } else { Err(RuleError::illegal(format!("no point {p} (the board has {n})"))) }
    };
    match action {
        Action::Resign { seat } => {
            if seat > 1 {
                return Err(RuleError::bad_input(format!("no seat {seat}")));
            }
        }
        Action::Remove(p) => {
            if m.pending == 0 {
                return Err(RuleError::wrong_phase("no mill was closed: nothing to remove"));
            }
            let b = on(p)?;
            if m.men[1 - me] & b == 0 {
                return Err(RuleError::illegal(format!("{} holds no opponent man", m.name(p))));
            }
            if m.removable() & b == 0 {
                return Err(RuleError::illegal(format!("{} is in a mill and other men are not", m.name(p))));
            }
        }
        _ if m.pending > 0 => {
            return Err(RuleError::wrong_phase("a mill was closed: remove an opponent's man first"));
        }
        Action::Place(p) => {
            if m.hand[me] == 0 {
                return Err(RuleError::wrong_phase("all men are placed: move one"));
            }
            if m.empty() & on(p)? == 0 {
                return Err(RuleError::illegal(format!("{} is not empty", m.name(p))));
            }
        }
        Action::Move { from, to } => {
            if m.hand[me] > 0 {
                return Err(RuleError::wrong_phase("men are still in hand: place one"));
            }
            if m.men[me] & on(from)? == 0 {
                return Err(RuleError::illegal(format!("{} holds none of your men", m.name(from))));
            }
            if m.empty() & on(to)? == 0 {
                return Err(RuleError::illegal(format!("{} is not empty", m.name(to))));
            }
            if m.reach(from, m.is_flying(me)) & bit(to) == 0 {
                return Err(RuleError::illegal(format!(
                    "{} is not next to {} (only a seat with {} men flies)",
                    m.name(to),
                    m.name(from),
                    m.config.fly_at
                )));
            }
            if m.banned_move() == Some((from, to)) {
                return Err(RuleError::illegal(format!(
                    "{} may not go straight back to {} to close the mill again",
                    m.name(from),
                    m.name(to)
                )));
            }
        }
    }
    Ok(())
}

/// Apply an action `check` accepted. Events are built only when asked for, and so is whatever
/// only they report (who flies, which mills closed).
#[inline]
pub(super) fn play(m: &mut Morris, action: Action, mut events: Option<&mut Vec<Event>>) {
    let me = m.to_move as usize;
    let opp = 1 - me;
    let flying_before = events.is_some().then(|| [m.is_flying(0), m.is_flying(1)]);
    let mut emit = |e: Event| {
        if let Some(ev) = events.as_deref_mut() {
            ev.push(e);
        }
    };
    let (at, moved) = match action {
        Action::Resign { seat } => {
            let seat = seat as Seat;
            emit(Event::Resigned { seat });
            let outcome = Outcome { winners: vec![1 - seat], scores: vec![], reason: "resignation".into() };
            m.pending = 0;
            m.outcome = Some(outcome.clone());
            emit(Event::GameOver { outcome });
            return;
        }
        Action::Remove(p) => {
            m.men[opp] &= !bit(p);
            m.counts[opp] -= 1;
            m.pending -= 1;
            emit(Event::Removed { seat: me, at: p });
            if m.pending > 0 && m.men[opp] != 0 && m.on_board(opp) + m.hand[opp] >= 3 {
                return;
            }
            m.pending = 0;
            end_turn(m, false, true, flying_before, &mut emit);
            return;
        }
        Action::Place(p) => {
            m.men[me] |= bit(p);
            m.counts[me] += 1;
            m.hand[me] -= 1;
            emit(Event::Placed { seat: me, at: p });
            (p, false)
        }
        Action::Move { from, to } => {
            let before = m.men[me];
            m.men[me] = (before & !bit(from)) | bit(to);
            if flying_before.is_some() {
                emit(Event::Moved { seat: me, from, to, flying: m.is_flying(me) });
            }
            m.no_return[me] = (m.config.no_mill_return
                && m.geo.closes(to, m.men[me]) > 0
                && m.geo.closes(from, before) > 0)
                .then_some((to, from));
            (to, true)
        }
    };
    let count = m.geo.closes(at, m.men[me]);
    if count == 0 {
        end_turn(m, moved, false, flying_before, &mut emit);
        return;
    }
    if m.config.mill_wins() {
        win_by_row(m, at, &mut emit);
        return;
    }
    let owed = match m.config.multi_mill {
        MultiMill::One | MultiMill::Wins => 1,
        MultiMill::PerMill => count as u8,
    };
    // A mill closed while the opponent has nothing on the board removes nothing.
    let owed = if m.men[opp] == 0 { 0 } else { owed };
    if flying_before.is_some() {
        let closed = m.geo.mills_through(at, m.men[me]);
        let mills = (0..m.geo.mills.len())
            .filter(|i| closed & (1 << i) != 0)
            .map(|i| m.config.mills[i].clone())
            .collect();
        emit(Event::MillFormed { seat: me, mills, removals: owed });
    }
    if owed == 0 {
        end_turn(m, moved, false, flying_before, &mut emit);
    } else {
        m.pending = owed;
    }
}

/// The seat to move closed a row on a board where a row wins (`multi_mill: Wins`): the match ends
/// with its placement or move, nothing removed.
#[cold]
fn win_by_row(m: &mut Morris, at: u8, emit: &mut impl FnMut(Event)) {
    let me = m.to_move as usize;
    let closed = m.geo.mills_through(at, m.men[me]);
    let mills = (0..m.geo.mills.len()).filter(|i| closed & (1 << i) != 0).map(|i| m.config.mills[i].clone());
    emit(Event::MillFormed { seat: me, mills: mills.collect(), removals: 0 });
    m.turns += 1;
    let outcome = Outcome { winners: vec![me], scores: vec![], reason: "three in a row".into() };
    emit(Event::GameOver { outcome: outcome.clone() });
    m.outcome = Some(outcome);
}

/// Close the turn: counters, the next seat, and the end of the match. `flying_before` is there
/// when events are built.
#[inline]
fn end_turn(
    m: &mut Morris,
    moved: bool,
    removed: bool,
    flying_before: Option<[bool; 2]>,
    emit: &mut impl FnMut(Event),
) {
    let me = m.to_move as usize;
    m.turns += 1;
    if removed {
        m.quiet = 0;
        m.endgame_quiet = 0;
    } else if moved {
        m.quiet += 1;
        if m.is_flying_count(0) && m.is_flying_count(1) {
            m.endgame_quiet += 1;
        }
    }
    if removed || !moved {
        m.history.clear();
        // Room for the positions of a run of moves, so a cloned match (its list exactly as
        // long as it was) grows it once, not at every doubling.
        m.history.reserve(64);
    }
    m.to_move = (1 - me) as u8;
    m.history.push(m.men);
    if let Some(flying_before) = flying_before {
        for (s, &before) in flying_before.iter().enumerate() {
            if !before && m.is_flying(s) && m.on_board(s) >= 3 {
                emit(Event::FlyingStarts { seat: s });
            }
        }
    }
    let c = &m.config;
    let end = m.lost_or_full().or_else(|| {
        if c.turn_cap.is_some_and(|cap| m.turns >= cap) {
            Some(End::TurnCap)
        } else if c.no_removal_moves.is_some_and(|k| m.quiet >= 2 * k) {
            Some(End::NoRemoval)
        } else if c.endgame_moves.is_some_and(|k| m.endgame_quiet >= 2 * k) {
            Some(End::Endgame)
        } else if let Some(r) = c.repetition
            && repetitions(&m.history) >= r as usize
        {
            Some(End::Repetition(r))
        } else {
            None
        }
    });
    match end {
        Some(end) => {
            let outcome = m.outcome_of(end);
            emit(Event::GameOver { outcome: outcome.clone() });
            m.outcome = Some(outcome);
        }
        None => emit(Event::TurnStarted { seat: 1 - me }),
    }
}

/// How many times the last position occurs with the same seat to move.
pub(super) fn repetitions(history: &[[u32; 2]]) -> usize {
    let Some(last) = history.last() else { return 0 };
    history.iter().rev().step_by(2).filter(|p| *p == last).count()
}

impl Morris {
    /// Whether seat `s` is down to the flying count with all men placed (flying or not).
    fn is_flying_count(&self, s: usize) -> bool {
        self.hand[s] == 0 && self.on_board(s) <= self.config.fly_at
    }
}
