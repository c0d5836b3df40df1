//! The hard level: the board gives every free square a value; the turn plan (exact dynamic
//! programming over the dice) turns them into the best keep, stop, pass, CALL or SEC.

use super::super::actions::Action;
use super::super::config::{ExtraTurn, SQUARES, Square};
use super::super::figure::{self, Figure};
use super::super::table::{RollResult, Table, rethrow_mask};
use super::board::{Board, WIN};
use super::dice::{self, APPEL, IDS, fig_id};
use super::plan::{Leaves, Plan};
use crate::game::Seat;

/// The square values and the solved plan of this turn.
struct Analysis {
    values: [Option<f64>; SQUARES],
    leaves: Leaves,
    plan: Plan,
}

fn analyse(t: &Table, me: Seat) -> Analysis {
    let values = Board::new(t).values(me);
    let mut fig = [None::<f64>; IDS];
    for (v, f) in values.iter().zip(&t.grid) {
        if let (Some(v), Some(f)) = (*v, *f) {
            let id = fig_id(f);
            fig[id] = Some(fig[id].map_or(v, |b: f64| b.max(v)));
        }
    }
    let appel = fig[APPEL].filter(|_| !t.callable().is_empty() || t.turn().is_some_and(|u| u.call.is_some()));
    let callable = Figure::CALLABLE.iter().map(|&f| fig_id(f)).collect();
    let turn = t.turn().expect("a turn");
    let daversa = t.config.ko_daversa && turn.morpyams >= 1;
    let mut leaves = Leaves {
        fig,
        appel,
        callable,
        morpyam_bonus: if daversa { WIN } else { 0.0 },
        bonus_anywhere: t.config.extra_turn == ExtraTurn::AnySquare,
        fcm: t.config.full_counts_morpyam,
        morpyam_free: t.morpyam_square_free(),
    };
    let mut plan = Plan::solve(&leaves);
    if !daversa {
        // The extra turn a MORPYAM earns is worth about one more turn like this one.
        leaves.morpyam_bonus = plan.turn_value().max(0.0);
        plan = Plan::solve(&leaves);
    }
    Analysis { values, leaves, plan }
}

/// The most valuable of `squares` for `me` (APPEL squares after a call that came true).
pub fn best_square(t: &Table, me: Seat, squares: &[Square]) -> Square {
    let values = Board::new(t).values(me);
    *squares
        .iter()
        .max_by(|&&a, &&b| {
            let (va, vb) = (values[a as usize].unwrap_or(0.0), values[b as usize].unwrap_or(0.0));
            va.total_cmp(&vb).then(b.cmp(&a))
        })
        .expect("a placeable square")
}

pub fn turn(t: &Table, me: Seat) -> Action {
    let turn = t.turn().expect("a turn");
    let a = analyse(t, me);
    let tb = dice::tables();
    let r = turn.rolls as usize;
    let e = tb.empty_keep();
    let index_of = |f: Figure| a.leaves.callable.iter().position(|&id| id == fig_id(f)).expect("callable");
    if let Some(called) = turn.call {
        if r == 0 {
            return Action::Roll { rethrow: [true; 5] };
        }
        let values = &a.plan.call[r][index_of(called)];
        let m = (1u8..32)
            .max_by(|&x, &y| values[tb.keep_of(&turn.dice, x)].total_cmp(&values[tb.keep_of(&turn.dice, y)]))
            .expect("masks");
        return Action::Roll { rethrow: rethrow_mask(m) };
    }
    // The options, best first on ties: place, roll on, call, pass.
    let mut best: (f64, Action) = (f64::NEG_INFINITY, Action::Pass);
    let mut offer = |v: f64, act: Action| {
        if v > best.0 + 1e-9 {
            best = (v, act);
        }
    };
    if turn.result == RollResult::Open {
        let five = figure::is_morpyam(&turn.dice);
        for q in t.placeable_squares() {
            let mut v = a.values[q as usize].unwrap_or(f64::NEG_INFINITY);
            if five && (t.earns_extra_turn(q) || a.leaves.morpyam_bonus >= WIN) {
                // Nothing beats a win: a bonus on top of one changes no choice.
                v = (v + a.leaves.morpyam_bonus).min(WIN);
            }
            offer(v, Action::Place { square: q });
        }
    }
    if t.can_roll() {
        if r == 0 {
            offer(a.plan.roll[0][e], Action::Roll { rethrow: [true; 5] });
        } else {
            for m in 1u8..32 {
                offer(a.plan.roll[r][tb.keep_of(&turn.dice, m)], Action::Roll { rethrow: rethrow_mask(m) });
            }
        }
        let callable = t.callable();
        for (i, &id) in a.leaves.callable.iter().enumerate() {
            let f = dice::fig_of(id);
            if !callable.contains(&f) {
                continue;
            }
            let v = if r == 0 {
                a.plan.call[0][i][e]
            } else {
                (1u8..32)
                    .map(|m| a.plan.call[r][i][tb.keep_of(&turn.dice, m)])
                    .fold(f64::NEG_INFINITY, f64::max)
            };
            offer(v, Action::Call { figure: f });
        }
    }
    if t.can_pass() {
        offer(0.0, Action::Pass);
    }
    best.1
}
