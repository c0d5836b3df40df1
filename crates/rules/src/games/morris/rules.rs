//! The move generator and the rules of a turn, on bitboards.

use super::Morris;
use super::action::{Action, Event};
use super::config::MultiMill;
use super::geometry::{Edges, NIBBLES, bit, points};
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
        let opp = self.men[1 - self.me()];
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
        let (at, back) = self.no_return[self.me()]?;
        self.closes_again(at, back).then_some((at, back))
    }

    /// Whether the man of the seat to move at `at` is there, `back` is empty, and going back
    /// would close a mill.
    fn closes_again(&self, at: u8, back: u8) -> bool {
        let me = self.me();
        let after = (self.men[me] & !bit(at)) | bit(back);
        self.men[me] & bit(at) != 0
            && self.empty() & bit(back) != 0
            && self.geo.mills_through(back, after) != 0
    }

    /// The slides of seat `s`'s men to empty points, as bits of the board's [`Edges`].
    #[inline(always)]
    fn slides(&self, s: usize) -> [u64; 2] {
        [self.leaving[s][0] & self.arriving[0], self.leaving[s][1] & self.arriving[1]]
    }

    /// A man of `seat` comes to `p` or leaves it: its slides from `p` come or go, and the slides
    /// into `p` go or come (an XOR does both).
    #[inline(always)]
    fn toggle(&mut self, seat: usize, p: u8) {
        if let Some(e) = &self.geo.edges {
            let (from, to) = (e.from[p as usize & 31], e.to[p as usize & 31]);
            for i in 0..2 {
                self.leaving[seat][i] ^= from[i];
                self.arriving[i] ^= to[i];
            }
        }
    }

    /// A man of `seat` goes from `a` to `b`: [`Self::toggle`] of both points, the tables read
    /// once and the kept bits written once.
    #[inline(always)]
    fn toggle_move(&mut self, seat: usize, a: u8, b: u8) {
        if let Some(e) = &self.geo.edges {
            let (a, b) = (a as usize & 31, b as usize & 31);
            for i in 0..2 {
                self.leaving[seat][i] ^= e.from[a][i] ^ e.from[b][i];
                self.arriving[i] ^= e.to[a][i] ^ e.to[b][i];
            }
        }
    }

    /// Whether the seat to move has any legal action.
    #[inline(always)]
    pub(super) fn can_act(&self) -> bool {
        let me = self.me();
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
        if self.no_return[me].is_some() {
            return self.can_slide_despite_ban();
        }
        match self.geo.edges {
            Some(_) => self.slides(me) != [0, 0],
            None => self.geo.next_to(empty) & self.men[me] != 0,
        }
    }

    /// [`Self::can_act`] for a sliding seat that may have a move banned.
    #[inline(never)]
    fn can_slide_despite_ban(&self) -> bool {
        let me = self.me();
        let empty = self.empty();
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
    #[inline(always)]
    fn lost_or_full(&self) -> Option<End> {
        let me = self.me();
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
        let loser = self.me();
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
// of the time of a short list. Placements and removals are taken four points at a time (a
// 4-bit mask and a table) and written whether or not they count, the next four overwriting
// those that do not; slides are the set bits of the seat's kept slide mask, one step a move.

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

/// Room made at the end of a list for a half of the slides or a group's actions, four a group
/// of points: a fixed size, so making it is a few wide stores.
const BLANK: [Action; 64] = [Action::Place(0); 64];

/// The actions `table` gives each group of four points of `mask` (its 4-bit choice), lowest
/// first, appended to `out`. Each group's four are written at once into room made at the end
/// of `out`, the next group's overwriting those that do not count, and the list cut to those
/// that do at the end: the count stays in a register, where pushing (or extending) would
/// store the list's length and load it back at every step.
#[inline(always)]
fn put_groups(table: &[[[Action; 4]; 16]; 8], mask: u32, n: u8, out: &mut Vec<Action>) {
    let start = out.len();
    out.extend_from_slice(&BLANK[..36]);
    let room = &mut out[start..start + 36];
    let mut k = 0;
    for (group, row) in table.iter().enumerate().take((n as usize).div_ceil(4)) {
        let choice = (mask >> (4 * group) & 15) as usize;
        room[k..k + 4].copy_from_slice(&row[choice]);
        k += NIBBLES[choice].1;
    }
    out.truncate(start + k);
}

/// Every legal action, appended to `out`. A seat that slides, with nothing owed, nothing in hand
/// and no return ban (most turns of a game) is tested for first and listed inline; the rest take
/// [`legal_other`], out of line, so the common case pays for none of their code or registers.
#[inline]
pub(super) fn legal_into(m: &Morris, out: &mut Vec<Action>) {
    let me = m.me();
    if let Some(e) = &m.geo.edges
        && m.pending == 0
        && m.hand[me] == 0
        && m.no_return[me].is_none()
        && m.outcome.is_none()
        && !m.is_flying(me)
    {
        slide(e, m.slides(me), out);
    } else {
        legal_other(m, out);
    }
}

#[inline(never)]
fn legal_other(m: &Morris, out: &mut Vec<Action>) {
    if m.outcome.is_some() {
        return;
    }
    let me = m.me();
    let empty = m.empty();
    let g = &*m.geo;
    if m.pending > 0 {
        put_groups(&REMOVES, m.removable(), g.n, out);
        return;
    }
    if m.hand[me] > 0 {
        put_groups(&PLACES, empty, g.n, out);
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
    } else if let (Some(e), None) = (&g.edges, ban) {
        slide(e, m.slides(me), out);
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

/// Per group of four points and each 4-bit choice of them, the placements (or removals) of the
/// points chosen, lowest first and padded, so a group's actions are one copy.
const fn groups(remove: bool) -> [[[Action; 4]; 16]; 8] {
    let mut t = [[[Action::Place(0); 4]; 16]; 8];
    let mut group = 0;
    while group < 8 {
        let mut choice = 0;
        while choice < 16 {
            let packed = NIBBLES[choice].0;
            let mut i = 0;
            while i < 4 {
                let p = (4 * group) as u8 + (packed >> (8 * i) & 3) as u8;
                t[group][choice][i] = if remove { Action::Remove(p) } else { Action::Place(p) };
                i += 1;
            }
            choice += 1;
        }
        group += 1;
    }
    t
}

static PLACES: [[[Action; 4]; 16]; 8] = groups(false);
static REMOVES: [[[Action; 4]; 16]; 8] = groups(true);

/// The sliding moves whose bits are `slides`, none banned: the set bits walked in order, each
/// bit's move written straight into `out` (an extension of known length keeps the list's
/// length in a register).
#[inline(always)]
fn slide(e: &Edges, slides: [u64; 2], out: &mut Vec<Action>) {
    for (half, mut bits) in slides.into_iter().enumerate() {
        if bits == 0 {
            continue;
        }
        let count = bits.count_ones() as usize;
        out.extend((0..count).map(|_| {
            let a = e.moves[(64 * half + bits.trailing_zeros() as usize) & 127];
            bits &= bits.wrapping_sub(1);
            a
        }));
    }
}

/// A slide (or flight) that closes no mill, with nothing owed, no men in hand and no return ban
/// (most turns of a game): checked and played in one pass, the turn closed as [`play`] closes
/// it. `false`, with nothing changed, sends the action the general way ([`check`], [`play`]).
#[inline(always)]
pub(super) fn quiet_move(m: &mut Morris, from: u8, to: u8) -> bool {
    let me = m.me();
    let g = &*m.geo;
    if m.outcome.is_some()
        || m.pending != 0
        || m.hand[me] != 0
        || m.no_return[me].is_some()
        || from >= g.n
        || to >= g.n
    {
        return false;
    }
    let (f, t) = (bit(from), bit(to));
    let before = m.men[me];
    if before & f == 0 || m.empty() & t == 0 || (g.adj[from as usize] & t == 0 && !m.is_flying(me)) {
        return false;
    }
    let after = (before & !f) | t;
    if g.closes(to, after) != 0 {
        return false;
    }
    m.men[me] = after;
    m.toggle_move(me, from, to);
    // `no_return` stays empty: a move that closes no mill bans nothing.
    end_turn::<false>(m, true, false, None, &mut |_| {});
    true
}

/// Whether `action` is legal now, in a few mask tests: the common answer, so `check` looks for
/// the reason only when this says no.
#[inline(always)]
fn legal(m: &Morris, action: Action) -> bool {
    if m.outcome.is_some() {
        return false;
    }
    let me = m.me();
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
    let me = m.me();
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

/// Apply an action `check` accepted. Events are built only when `EVENTS` (into `events`), and
/// so is whatever only they report (who flies, which mills closed): a constant, so the path
/// without them (playouts, tournaments) carries no test or code for them.
#[inline]
pub(super) fn play<const EVENTS: bool>(m: &mut Morris, action: Action, events: &mut Vec<Event>) {
    let me = m.me();
    let opp = 1 - me;
    let flying_before = EVENTS.then(|| [m.is_flying(0), m.is_flying(1)]);
    let mut emit = |e: Event| {
        if EVENTS {
            events.push(e);
        }
    };
    let (at, moved) = match action {
        Action::Resign { seat } => {
            let seat = seat as Seat;
            if EVENTS {
                emit(Event::Resigned { seat });
            }
            let outcome = Outcome { winners: vec![1 - seat], scores: vec![], reason: "resignation".into() };
            m.pending = 0;
            m.outcome = Some(outcome.clone());
            if EVENTS {
                emit(Event::GameOver { outcome });
            }
            return;
        }
        Action::Remove(p) => {
            m.men[opp] &= !bit(p);
            m.toggle(opp, p);
            m.counts[opp] -= 1;
            m.pending -= 1;
            if EVENTS {
                emit(Event::Removed { seat: me, at: p });
            }
            if m.pending > 0 && m.men[opp] != 0 && m.on_board(opp) + m.hand[opp] >= 3 {
                return;
            }
            m.pending = 0;
            end_turn::<EVENTS>(m, false, true, flying_before, &mut emit);
            return;
        }
        Action::Place(p) => {
            m.men[me] |= bit(p);
            m.toggle(me, p);
            m.counts[me] += 1;
            m.hand[me] -= 1;
            if EVENTS {
                emit(Event::Placed { seat: me, at: p });
            }
            (p, false)
        }
        Action::Move { from, to } => {
            let before = m.men[me];
            m.men[me] = (before & !bit(from)) | bit(to);
            m.toggle_move(me, from, to);
            if EVENTS {
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
        end_turn::<EVENTS>(m, moved, false, flying_before, &mut emit);
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
    if EVENTS {
        let closed = m.geo.mills_through(at, m.men[me]);
        let mills = (0..m.geo.mills.len())
            .filter(|i| closed & (1 << i) != 0)
            .map(|i| m.config.mills[i].clone())
            .collect();
        emit(Event::MillFormed { seat: me, mills, removals: owed });
    }
    if owed == 0 {
        end_turn::<EVENTS>(m, moved, false, flying_before, &mut emit);
    } else {
        m.pending = owed;
    }
}

/// The seat to move closed a row on a board where a row wins (`multi_mill: Wins`): the match ends
/// with its placement or move, nothing removed.
#[cold]
fn win_by_row(m: &mut Morris, at: u8, emit: &mut impl FnMut(Event)) {
    let me = m.me();
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
#[inline(always)]
fn end_turn<const EVENTS: bool>(
    m: &mut Morris,
    moved: bool,
    removed: bool,
    flying_before: Option<[bool; 2]>,
    emit: &mut impl FnMut(Event),
) {
    let me = m.me();
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
    if let (true, Some(flying_before)) = (EVENTS, flying_before) {
        for (s, &before) in flying_before.iter().enumerate() {
            if !before && m.is_flying(s) && m.on_board(s) >= 3 {
                emit(Event::FlyingStarts { seat: s });
            }
        }
    }
    // Each seat's men read on its own: read as one word, the two would wait for the store of the
    // mover's, just made, to reach the cache (a fifth of a playout's time, by `perf`), where a
    // read of what was stored is served from the store itself.
    let (mover, other) = (m.men[me], m.men[1 - me]);
    m.history.push(if me == 0 { [mover, other] } else { [other, mover] });
    let c = &m.config;
    let end = if let Some(end) = m.lost_or_full() {
        Some(end)
    } else if c.turn_cap.is_some_and(|cap| m.turns >= cap) {
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
    };
    match end {
        Some(end) => finish::<EVENTS>(m, end, emit),
        None if EVENTS => emit(Event::TurnStarted { seat: 1 - me }),
        None => {}
    }
}

/// The match ends: its outcome, built (strings and all) once a match, so kept out of the turn.
#[cold]
#[inline(never)]
fn finish<const EVENTS: bool>(m: &mut Morris, end: End, emit: &mut impl FnMut(Event)) {
    let outcome = m.outcome_of(end);
    if EVENTS {
        emit(Event::GameOver { outcome: outcome.clone() });
    }
    m.outcome = Some(outcome);
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

#[cfg(test)]
mod tests {
    use super::super::{Config, Morris, edge_bits};
    use crate::game::Game;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The slide bits a match keeps as men come and go are those its men give afresh, along
    /// random games of every built-in variant, played with and without events.
    #[test]
    fn the_kept_slide_bits_are_those_of_the_men() {
        let mut rng = ChaCha8Rng::seed_from_u64(57);
        for name in ["nine", "six", "twelve", "three", "morabaraba"] {
            let c = Config::builtin(name).unwrap();
            for game in 0..30 {
                let mut m = Morris::new(&c, 2, 0).unwrap();
                while m.to_act().is_some() {
                    assert_eq!((m.leaving, m.arriving), edge_bits(&m.geo, m.men), "{name} game {game}");
                    let legal = m.legal_actions();
                    let a = legal[rng.random_range(0..legal.len())];
                    if game % 2 == 0 { m.play(a).unwrap() } else { drop(m.apply(a).unwrap()) }
                }
            }
        }
    }
}
