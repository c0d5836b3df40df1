//! Everything public about a match (all of it is on the table): grid, tokens, dice, phase. The
//! queries the rules and a front end share live here, so a seat's view can answer them too.

use super::actions::Action;
use super::config::{Config, ExtraTurn, SQUARES, Square};
use super::figure::{self, Dice, Figure};
use super::lines::{self, Run};
use crate::game::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// Rolls in a turn: roll 1 throws all five dice, rolls 2 and 3 throw one to five of them.
pub const ROLLS_PER_TURN: u8 = 3;

/// What the last roll of the turn allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollResult {
    /// No roll yet this turn.
    NotRolled,
    /// No call was made: any free square the dice make (not APPEL), by the MORPYAM rule.
    Open,
    /// The call came true: the APPEL square must be covered.
    CallSucceeded(Figure),
    /// The call failed: these dice place nothing.
    CallFailed(Figure),
}

/// One turn in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    /// Rolls made so far (0 to [`ROLLS_PER_TURN`]).
    pub rolls: u8,
    /// The five dice (zeros before roll 1).
    pub dice: Dice,
    /// A call announced for the next roll.
    pub call: Option<Figure>,
    pub result: RollResult,
    /// Tokens placed with a MORPYAM in this turn and its extra turns ("KO R. D'Aversa").
    pub morpyams: u8,
    /// This is an extra turn earned by a MORPYAM.
    pub extra: bool,
}

impl Turn {
    pub fn new(seat: Seat, extra: bool, morpyams: u8) -> Self {
        Self { seat, rolls: 0, dice: [0; 5], call: None, result: RollResult::NotRolled, morpyams, extra }
    }
}

/// What the seat to act must decide now; `Over` once the match is over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Who starts: each contender throws one die in seat order; ties throw again.
    RollOff {
        contenders: Vec<Seat>,
        values: Vec<Option<u8>>,
    },
    /// Plus: `builder` lays all their tiles, then each seat of `queue` in turn.
    Build {
        builder: Seat,
        queue: Vec<Seat>,
    },
    /// A turn: call, roll, place or pass.
    Turn(Turn),
    Over,
}

/// The public state of a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub config: Config,
    pub players: usize,
    /// Each square's figure, row by row from the top left; `None` only while Plus tiles are laid.
    pub grid: Vec<Option<Figure>>,
    /// The seat whose token covers each square.
    pub owners: Vec<Option<Seat>>,
    pub tokens_left: Vec<u8>,
    pub resigned: Vec<bool>,
    /// Plus tiles each seat has still to lay (laid face up: public).
    pub hands: Vec<Vec<Figure>>,
    pub phase: Phase,
    /// The roll-off winner.
    pub first_player: Option<Seat>,
    /// Turns in a row that ended with no token placed (the safety valve).
    pub idle_turns: u32,
    /// The seat that placed its last token.
    pub finisher: Option<Seat>,
    pub outcome: Option<Outcome>,
}

impl Table {
    /// The seat that must decide now.
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::RollOff { contenders, values } => {
                contenders.iter().zip(values).find(|(_, v)| v.is_none()).map(|(s, _)| *s)
            }
            Phase::Build { builder, .. } => Some(*builder),
            Phase::Turn(t) => Some(t.seat),
            Phase::Over => None,
        }
    }

    pub fn turn(&self) -> Option<&Turn> {
        match &self.phase {
            Phase::Turn(t) => Some(t),
            _ => None,
        }
    }

    /// The seats still playing, in seat order.
    pub fn active_seats(&self) -> Vec<Seat> {
        (0..self.players).filter(|&s| !self.resigned[s]).collect()
    }

    /// The next seat still playing after `seat`, to the left (seat order).
    pub fn next_active(&self, seat: Seat) -> Seat {
        (1..=self.players).map(|k| (seat + k) % self.players).find(|&s| !self.resigned[s]).unwrap_or(seat)
    }

    pub fn tokens_left(&self, seat: Seat) -> u8 {
        self.tokens_left[seat]
    }

    fn appel_free(&self) -> bool {
        (0..SQUARES).any(|i| self.grid[i] == Some(Figure::Appel) && self.owners[i].is_none())
    }

    /// Whether a MORPYAM square is still free. While one is, five equal dice may cover nothing
    /// else (a called figure that came true still goes on APPEL). False on a grid without
    /// MORPYAM squares, where the rule cannot apply.
    pub fn morpyam_square_free(&self) -> bool {
        (0..SQUARES).any(|i| self.grid[i] == Some(Figure::Morpyam) && self.owners[i].is_none())
    }

    /// The figures `dice` may cover after roll `roll` with no call, on this grid as it stands:
    /// [`figure::coverable`] with this table's options and MORPYAM squares.
    pub fn coverable_figures(&self, dice: &Dice, roll: u8) -> Vec<Figure> {
        figure::coverable(dice, roll, self.config.full_counts_morpyam, self.morpyam_square_free())
    }

    /// The figures the current dice may cover now: APPEL alone after a call came true, nothing
    /// after a failed call or before a roll, otherwise [`Table::coverable_figures`].
    fn figures_to_cover(&self) -> Vec<Figure> {
        let Some(t) = self.turn().filter(|t| t.call.is_none()) else { return Vec::new() };
        match t.result {
            RollResult::NotRolled | RollResult::CallFailed(_) => Vec::new(),
            RollResult::CallSucceeded(_) => vec![Figure::Appel],
            RollResult::Open => self.coverable_figures(&t.dice, t.rolls),
        }
    }

    /// Whether the current dice may cover `sq` now.
    pub fn can_take(&self, sq: Square) -> bool {
        let i = sq as usize;
        i < SQUARES
            && self.owners[i].is_none()
            && self.grid[i].is_some_and(|fig| self.figures_to_cover().contains(&fig))
    }

    /// The free squares the current dice can take now (what a UI highlights).
    pub fn placeable_squares(&self) -> Vec<Square> {
        // The same answer as `can_take` square by square, with the dice read once.
        let made = self.figures_to_cover();
        if made.is_empty() {
            return Vec::new();
        }
        (0..SQUARES)
            .filter(|&i| self.owners[i].is_none() && self.grid[i].is_some_and(|f| made.contains(&f)))
            .map(|i| i as Square)
            .collect()
    }

    /// The figures the seat to act may CALL now (empty when no call is possible).
    pub fn callable(&self) -> Vec<Figure> {
        let Some(t) = self.turn() else { return Vec::new() };
        if t.rolls >= ROLLS_PER_TURN
            || t.call.is_some()
            || matches!(t.result, RollResult::CallSucceeded(_))
            || !self.appel_free()
        {
            return Vec::new();
        }
        Figure::callable_for_roll(t.rolls + 1)
    }

    /// Whether the seat to act may throw dice now.
    pub fn can_roll(&self) -> bool {
        self.turn()
            .is_some_and(|t| t.rolls < ROLLS_PER_TURN && !matches!(t.result, RollResult::CallSucceeded(_)))
    }

    /// Whether the seat to act may stop without placing.
    pub fn can_pass(&self) -> bool {
        self.turn().is_some_and(|t| {
            t.rolls >= 1 && t.call.is_none() && !matches!(t.result, RollResult::CallSucceeded(_))
        })
    }

    /// Whether `seat` may resign now.
    pub fn can_resign(&self, seat: Seat) -> bool {
        self.outcome.is_none() && seat < self.players && !self.resigned[seat]
    }

    /// Whether a token placed now with these dice on `sq` earns an extra turn.
    pub fn earns_extra_turn(&self, sq: Square) -> bool {
        let Some(t) = self.turn() else { return false };
        if !figure::is_morpyam(&t.dice) {
            return false;
        }
        match self.config.extra_turn {
            ExtraTurn::AnySquare => true,
            ExtraTurn::MorpyamSquareOnly => match self.grid[sq as usize] {
                Some(Figure::Morpyam) => true,
                Some(Figure::Appel) => t.result == RollResult::CallSucceeded(Figure::Morpyam),
                _ => false,
            },
        }
    }

    /// Every legal action of the seat to act. `Resign` is never listed: any seat still playing
    /// may resign at any time (see [`Table::can_resign`]), as in every game.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        match &self.phase {
            Phase::RollOff { .. } => out.push(Action::RollOff),
            Phase::Build { builder, .. } => {
                let mut figs = self.hands[*builder].clone();
                figs.sort();
                figs.dedup();
                for f in figs {
                    for sq in 0..SQUARES {
                        if self.grid[sq].is_none() {
                            out.push(Action::PlaceTile { figure: f, square: sq as Square });
                        }
                    }
                }
            }
            Phase::Turn(t) => {
                out.extend(self.placeable_squares().into_iter().map(|square| Action::Place { square }));
                if self.can_pass() {
                    out.push(Action::Pass);
                }
                out.extend(self.callable().into_iter().map(|figure| Action::Call { figure }));
                if self.can_roll() {
                    if t.rolls == 0 {
                        out.push(Action::Roll { rethrow: [true; 5] });
                    } else {
                        out.extend((1u8..32).map(|m| Action::Roll { rethrow: rethrow_mask(m) }));
                    }
                }
            }
            Phase::Over => {}
        }
        out
    }

    /// Points for a maximal run of `len` tokens in this match.
    pub fn run_points(&self, len: usize) -> i32 {
        self.config.run_points.for_run(len, self.players)
    }

    /// Every scoring run on the grid now (for highlighting), with its points.
    pub fn scoring_runs(&self) -> Vec<Run> {
        lines::scoring_runs(&self.owners, |len| self.run_points(len))
    }

    /// Points per seat from the grid now, without the finishing bonus.
    pub fn scores(&self) -> Vec<i32> {
        lines::scores(&self.owners, self.players, |len| self.run_points(len))
    }

    /// The final scores: the grid's points plus the bonus of the seat that placed its last token.
    pub fn final_scores(&self) -> Vec<i32> {
        let mut s = self.scores();
        if let Some(f) = self.finisher {
            s[f] += self.config.finish_bonus;
        }
        s
    }

    /// The figures the current dice make (BRELAN with its value, SEC on roll 1), whether or not
    /// they may cover them now (see [`Table::placeable_squares`] for that).
    pub fn dice_figures(&self) -> Vec<Figure> {
        let Some(t) = self.turn().filter(|t| t.rolls > 0) else { return Vec::new() };
        let mut f = figure::figures(&t.dice, self.config.full_counts_morpyam);
        if figure::holds(Figure::Sec, &t.dice, t.rolls, self.config.full_counts_morpyam) {
            f.push(Figure::Sec);
        }
        f
    }
}

/// Dice `i` is thrown when bit `i` of `mask` is set.
pub fn rethrow_mask(mask: u8) -> [bool; 5] {
    std::array::from_fn(|i| mask & (1 << i) != 0)
}
