//! A match made from one seat's view (the stand-in a remote seat plays on): the view's table,
//! with a new generator for the dice to come.

use super::actions::Phase;
use super::config::FACES;
use super::dice::{self, Dice};
use super::state::Morfals;
use super::view::View;
use crate::chance::GameRng;
use crate::error::RuleError;

impl Morfals {
    /// The match `view` was taken from, with a new RNG from `seed` for the dice to come (the
    /// only thing a view hides). Refused when the view does not hold together: figures that are
    /// not the tribes', twice or nowhere, a phase its board and reserves cannot have.
    pub(super) fn from_view(view: &View, seed: u64) -> Result<Self, RuleError> {
        let bad = |m: String| Err(RuleError::bad_input(m));
        if view.seat > 1 {
            return bad(format!("morfals has seats 0 and 1, not {}", view.seat));
        }
        let config = &view.config;
        config.validate().map_err(|e| RuleError::bad_input(format!("the view's level: {}", e.message)))?;
        let b = &view.board;
        if b.rows != config.rows || b.columns != config.columns || b.river != config.river {
            return bad("the board is not the level's".into());
        }
        if b.cells.len() != config.rows as usize * config.columns.len() {
            return bad(format!(
                "the board has {} squares, the level {}",
                b.cells.len(),
                config.rows as usize * config.columns.len()
            ));
        }
        // Every figure of both tribes, each once: on the board or in its owner's reserve.
        let mut seen: [Vec<bool>; 2] = std::array::from_fn(|s| vec![false; config.tribes[s].figures.len()]);
        let on_board = b.cells.iter().flatten();
        let in_reserve = view.reserves.iter().enumerate().flat_map(|(s, r)| r.iter().map(move |f| (s, f)));
        for (owner, f) in on_board.map(|f| (f.seat, f)).chain(in_reserve) {
            let known = f.seat == owner
                && f.seat <= 1
                && config.tribes[f.seat].figures.get(f.id as usize) == Some(&f.character);
            if !known {
                return bad(format!("{f:?} is not a figure of that tribe"));
            }
            if std::mem::replace(&mut seen[f.seat][f.id as usize], true) {
                return bad(format!("{f:?} is in two places"));
            }
        }
        if let Some(s) = (0..2).find(|&s| seen[s].contains(&false)) {
            return bad(format!("a figure of seat {s} is neither on the board nor in its reserve"));
        }
        let both_left = view.reserves.iter().all(|r| !r.is_empty());
        let good_dice = |d: Dice| d.iter().all(|f| (1..=FACES).contains(f));
        if view.last_roll.is_some_and(|d| !good_dice(d)) {
            return bad(format!("the last roll {:?} is not a throw of the dice", view.last_roll));
        }
        let won = view.rounds.len();
        let round = view.round as usize;
        let phase_ok = match view.phase {
            Phase::Roll { seat } => seat <= 1 && both_left && won + 1 == round,
            Phase::Place { seat, dice, column } => {
                seat <= 1
                    && both_left
                    && won + 1 == round
                    && good_dice(dice)
                    && !dice::is_pass(dice)
                    && column == dice::sum(dice)
                    && view.last_roll == Some(dice)
                    && b.empty_in_column(column).len() >= 2
            }
            Phase::RoundOver { winner, next } => {
                winner <= 1 && next <= 1 && view.reserves[winner].is_empty() && won == round
            }
            Phase::Over => view.outcome.is_some() && (won == round || won + 1 == round),
        };
        if !phase_ok || view.round == 0 {
            return bad(format!(
                "round {} cannot be in phase {:?} with these reserves",
                view.round, view.phase
            ));
        }
        if view.outcome.is_some() != (view.phase == Phase::Over) {
            return bad("the match has an outcome exactly when its phase is over".into());
        }
        if view.starter > 1 || view.rounds.iter().any(|r| r.winner > 1) {
            return bad("a seat past 1 starts or won a round".into());
        }
        let game = Self {
            config: config.clone(),
            board: b.clone(),
            reserves: view.reserves.clone(),
            scores: view.scores,
            round: view.round,
            starter: view.starter,
            phase: view.phase,
            last_roll: view.last_roll,
            rounds: view.rounds.clone(),
            outcome: view.outcome.clone(),
            rng: GameRng::seeded(seed),
        };
        crate::game::same_view(view, &game.view_for(view.seat))?;
        Ok(game)
    }
}
