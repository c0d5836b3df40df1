//! The move generator and the rules of a turn, on bitboards.

use super::Morris;
use super::action::{Action, Event};
use super::config::MultiMill;
use super::geometry::{bit, points};
use crate::error::RuleError;
use crate::game::Outcome;

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
    /// back to close the mill it broke.
    #[inline]
    fn banned_move(&self) -> Option<(u8, u8)> {
        let me = self.to_move as usize;
        let (at, back) = self.no_return[me]?;
        let after = (self.men[me] & !bit(at)) | bit(back);
        (self.men[me] & bit(at) != 0
            && self.empty() & bit(back) != 0
            && self.geo.mills_through(back, after) != 0)
            .then_some((at, back))
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
            let moves = self.men[me].count_ones() * empty.count_ones();
            return moves > 1 || (moves == 1 && self.banned_move().is_none());
        }
        let ban = self.banned_move();
        points(self.men[me]).any(|f| {
            let reach = self.geo.adj[f as usize] & empty;
            match ban {
                Some((at, back)) if at == f => reach & !bit(back) != 0,
                _ => reach != 0,
            }
        })
    }

    /// The result, if the seat to move has already lost or the game is drawn by a full board.
    pub(super) fn judge_start(&self) -> Option<Outcome> {
        let me = self.to_move as usize;
        let win =
            |reason: &str| Some(Outcome { winners: vec![1 - me], scores: vec![], reason: reason.into() });
        if self.on_board(me) + self.hand[me] < 3 {
            win("reduced to two men")
        } else if self.config.full_board_draw && self.empty() == 0 && self.pending == 0 {
            Some(Outcome { winners: vec![], scores: vec![], reason: "board full".into() })
        } else if !self.can_act() {
            win("no legal move")
        } else {
            None
        }
    }
}

pub(super) fn legal_into(m: &Morris, out: &mut Vec<Action>) {
    if m.outcome.is_some() {
        return;
    }
    let me = m.to_move as usize;
    if m.pending > 0 {
        out.extend(points(m.removable()).map(Action::Remove));
    } else if m.hand[me] > 0 {
        out.extend(points(m.empty()).map(Action::Place));
    } else {
        let flying = m.is_flying(me);
        let ban = m.banned_move();
        for from in points(m.men[me]) {
            let mut reach = m.reach(from, flying);
            if let Some((at, back)) = ban
                && at == from
            {
                reach &= !bit(back);
            }
            out.extend(points(reach).map(|to| Action::Move { from, to }));
        }
    }
}

/// Every reason `action` is not legal now, checked before anything changes.
pub(super) fn check(m: &Morris, action: Action) -> Result<(), RuleError> {
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

/// Apply an action `check` accepted. Events are built only when asked for.
pub(super) fn play(m: &mut Morris, action: Action, mut events: Option<&mut Vec<Event>>) {
    let me = m.to_move as usize;
    let opp = 1 - me;
    let flying_before = [m.is_flying(0), m.is_flying(1)];
    let want = events.is_some();
    let mut emit = |e: Event| {
        if let Some(ev) = events.as_deref_mut() {
            ev.push(e);
        }
    };
    let closed = match action {
        Action::Resign { seat } => {
            emit(Event::Resigned { seat });
            let outcome = Outcome { winners: vec![1 - seat], scores: vec![], reason: "resignation".into() };
            m.pending = 0;
            m.outcome = Some(outcome.clone());
            emit(Event::GameOver { outcome });
            return;
        }
        Action::Remove(p) => {
            m.men[opp] &= !bit(p);
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
            m.hand[me] -= 1;
            emit(Event::Placed { seat: me, at: p });
            m.geo.mills_through(p, m.men[me])
        }
        Action::Move { from, to } => {
            let flying = m.is_flying(me);
            let broken = m.geo.mills_through(from, m.men[me]);
            m.men[me] = (m.men[me] & !bit(from)) | bit(to);
            emit(Event::Moved { seat: me, from, to, flying });
            let closed = m.geo.mills_through(to, m.men[me]);
            m.no_return[me] = (m.config.no_mill_return && broken != 0 && closed != 0).then_some((to, from));
            closed
        }
    };
    let moved = matches!(action, Action::Move { .. });
    if closed == 0 {
        end_turn(m, moved, false, flying_before, &mut emit);
        return;
    }
    let count = closed.count_ones() as u8;
    let owed = match m.config.multi_mill {
        MultiMill::One => 1,
        MultiMill::PerMill => count,
    };
    // A mill closed while the opponent has nothing on the board removes nothing.
    let owed = if m.men[opp] == 0 { 0 } else { owed };
    if want {
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

/// Close the turn: counters, the next seat, and the end of the match.
fn end_turn(
    m: &mut Morris,
    moved: bool,
    removed: bool,
    flying_before: [bool; 2],
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
    }
    m.to_move = (1 - me) as u8;
    m.history.push(m.men);
    for (s, &before) in flying_before.iter().enumerate() {
        if !before && m.is_flying(s) && m.on_board(s) >= 3 {
            emit(Event::FlyingStarts { seat: s });
        }
    }
    let draw = |reason: String| Some(Outcome { winners: vec![], scores: vec![], reason });
    let c = &m.config;
    m.outcome = m.judge_start().or_else(|| {
        if c.turn_cap.is_some_and(|cap| m.turns >= cap) {
            draw(format!("{} turns", m.turns))
        } else if c.no_removal_moves.is_some_and(|k| m.quiet >= 2 * k) {
            draw(format!("{} moves without a removal", m.quiet))
        } else if c.endgame_moves.is_some_and(|k| m.endgame_quiet >= 2 * k) {
            draw(format!("{} moves with both sides flying", m.endgame_quiet))
        } else if let Some(r) = c.repetition
            && repetitions(&m.history) >= r as usize
        {
            draw(if r == 3 { "threefold repetition".into() } else { format!("{r}-fold repetition") })
        } else {
            None
        }
    });
    match &m.outcome {
        Some(o) => emit(Event::GameOver { outcome: o.clone() }),
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
