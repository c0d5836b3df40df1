//! The match state and the turn: rolling, placing, eating, scoring rounds.

use super::actions::{Action, AgainReason, Event, PassReason, Phase};
use super::board::{Board, Figure, Square};
use super::config::{Config, FullColumn, NextStarter};
use super::dice::{self, Dice};

use crate::chance::{Chance, GameRng};
use crate::error::RuleError;
use crate::game::{Game, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// A whole Morfals match: the board, both reserves, the scores, the phase and the RNG.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Morfals {
    pub(super) config: Config,
    pub(super) board: Board,
    /// Each seat's figures not on the board; the front one is placed next.
    pub(super) reserves: [Vec<Figure>; 2],
    pub(super) scores: [i32; 2],
    /// 1 for the first round.
    pub(super) round: u32,
    /// Who rolled first in this round.
    pub(super) starter: Seat,
    pub(super) phase: Phase,
    /// The last throw, for the dice on the table.
    pub(super) last_roll: Option<Dice>,
    /// Every round won so far, in order.
    #[serde(default)]
    pub(super) rounds: Vec<RoundResult>,
    pub(super) outcome: Option<Outcome>,
    pub(super) rng: GameRng,
}

/// A round as it ended: who won it and the points it scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub winner: Seat,
    pub points: i32,
}

/// A position to start from (tests, tutorials, puzzles): each figure is taken from the front of
/// its tribe's reserve and put on its square; `to_roll` rolls first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub figures: Vec<(Square, Seat)>,
    pub scores: [i32; 2],
    pub to_roll: Seat,
}

pub(super) fn other(seat: Seat) -> Seat {
    1 - seat
}

/// Each tribe's figures, in the level's order.
pub(super) fn full_reserves(config: &Config) -> [Vec<Figure>; 2] {
    std::array::from_fn(|seat| {
        config.tribes[seat]
            .figures
            .iter()
            .enumerate()
            .map(|(id, &character)| Figure { seat, id: id as u8, character })
            .collect()
    })
}

impl Morfals {
    /// A new match; who starts round 1 is drawn from the match's RNG.
    pub fn start(config: &Config, players: usize, seed: u64) -> Result<Self, RuleError> {
        <Self as Game>::check_players(players)?;
        config.validate().map_err(|e| {
            RuleError::bad_input(format!("morfals level {:?}: {} (at {})", config.name, e.message, e.needle))
        })?;
        let mut rng = GameRng::seeded(seed);
        let starter = rng.below(2) as Seat;
        Ok(Self {
            config: config.clone(),
            board: Board::empty(config),
            reserves: full_reserves(config),
            scores: [0, 0],
            round: 1,
            starter,
            phase: Phase::Roll { seat: starter },
            last_roll: None,
            rounds: Vec::new(),
            outcome: None,
            rng,
        })
    }

    /// A match that starts from `setup` instead of an empty board.
    pub fn from_setup(config: &Config, seed: u64, setup: &Setup) -> Result<Self, RuleError> {
        let mut game = Self::start(config, 2, seed)?;
        if setup.to_roll > 1 {
            return Err(RuleError::bad_input(format!("no seat {}", setup.to_roll)));
        }
        for &(square, seat) in &setup.figures {
            let index = game
                .board
                .index(square)
                .ok_or_else(|| RuleError::bad_input(format!("{square} is not on the board")))?;
            if seat > 1 || game.board.cells[index].is_some() || game.reserves[seat].len() < 2 {
                return Err(RuleError::bad_input(format!(
                    "cannot put a figure of seat {seat} on {square}: a seat must keep one in reserve, \
                     and a square holds one figure"
                )));
            }
            game.board.cells[index] = Some(game.reserves[seat].remove(0));
        }
        game.scores = setup.scores;
        game.starter = setup.to_roll;
        game.phase = Phase::Roll { seat: setup.to_roll };
        Ok(game)
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn reserve(&self, seat: Seat) -> &[Figure] {
        &self.reserves[seat]
    }
    pub fn scores(&self) -> [i32; 2] {
        self.scores
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn starter(&self) -> Seat {
        self.starter
    }
    pub fn last_roll(&self) -> Option<Dice> {
        self.last_roll
    }
    /// Every round won so far, in order.
    pub fn rounds(&self) -> &[RoundResult] {
        &self.rounds
    }
    pub fn figure_at(&self, square: Square) -> Option<Figure> {
        self.board.get(square)
    }

    pub(super) fn legal(&self) -> Vec<Action> {
        match self.phase {
            Phase::Roll { .. } => vec![Action::Roll],
            Phase::Place { column, .. } => self
                .board
                .empty_in_column(column)
                .into_iter()
                .map(|square| Action::Place { square })
                .collect(),
            Phase::RoundOver { .. } => vec![Action::NextRound],
            Phase::Over => Vec::new(),
        }
    }

    /// Check the action against the phase before anything changes, then carry it out.
    pub(super) fn act(&mut self, action: Action, chance: &mut dyn Chance) -> Result<Vec<Event>, RuleError> {
        match (self.phase, action) {
            (Phase::Over, _) => Err(RuleError::game_over()),
            (_, Action::Resign { seat }) => {
                if seat > 1 {
                    return Err(RuleError::bad_input(format!("no seat {seat}")));
                }
                let mut events = vec![Event::Resigned { seat }];
                self.finish(other(seat), "resignation".into(), &mut events);
                Ok(events)
            }
            (Phase::Roll { seat }, Action::Roll) => Ok(self.roll(seat, chance)),
            (Phase::Place { seat, dice, column }, Action::Place { square }) => {
                let index = self
                    .board
                    .index(square)
                    .ok_or_else(|| RuleError::illegal(format!("{square} is not on the board")))?;
                if square.column != column {
                    return Err(RuleError::illegal(format!(
                        "the dice say column {column}, not column {}",
                        square.column
                    )));
                }
                if self.board.cells[index].is_some() {
                    return Err(RuleError::illegal(format!("{square} is taken")));
                }
                let mut events = Vec::new();
                self.place(seat, index, dice, &mut events);
                Ok(events)
            }
            (Phase::RoundOver { next, .. }, Action::NextRound) => Ok(self.next_round(next)),
            (phase, action) => {
                let wanted = match phase {
                    Phase::Roll { seat } => format!("seat {seat} must roll"),
                    Phase::Place { seat, column, .. } => format!("seat {seat} must place in column {column}"),
                    Phase::RoundOver { next, .. } => format!("seat {next} must start the next round"),
                    Phase::Over => unreachable!("handled above"),
                };
                Err(RuleError::wrong_phase(format!("{action:?} is not possible now: {wanted}")))
            }
        }
    }

    fn roll(&mut self, seat: Seat, chance: &mut dyn Chance) -> Vec<Event> {
        let dice = dice::throw(chance);
        let column = dice::sum(dice);
        self.last_roll = Some(dice);
        let mut events = vec![Event::DiceRolled { seat, dice, column }];
        if dice::is_pass(dice) {
            events.push(Event::TurnPassed { seat, reason: PassReason::OneTwoThree });
            self.phase = Phase::Roll { seat: other(seat) };
            return events;
        }
        let empty = self.board.empty_in_column(column);
        match empty.as_slice() {
            [] => match self.config.options.full_column {
                FullColumn::Pass => {
                    events.push(Event::TurnPassed { seat, reason: PassReason::FullColumn });
                    self.phase = Phase::Roll { seat: other(seat) };
                }
                FullColumn::RollAgain => {
                    events.push(Event::PlaysAgain { seat, reason: AgainReason::FullColumn });
                    self.phase = Phase::Roll { seat };
                }
            },
            [only] => {
                let index = self.board.index(*only).expect("empty squares are on the board");
                self.place(seat, index, dice, &mut events);
            }
            _ => self.phase = Phase::Place { seat, dice, column },
        }
        events
    }

    fn place(&mut self, seat: Seat, index: usize, dice: Dice, events: &mut Vec<Event>) {
        let figure = self.reserves[seat].remove(0);
        self.board.cells[index] = Some(figure);
        events.push(Event::Placed { seat, figure, square: self.board.square(index) });
        let opts = &self.config.options;
        for q in self.board.captures(index, seat, opts.wrap, opts.river_in_sandwich) {
            let eaten = self.board.cells[q].take().expect("captures are figures");
            self.reserves[eaten.seat].push(eaten);
            events.push(Event::Eaten { by: seat, figure: eaten, square: self.board.square(q) });
        }
        if self.reserves[seat].is_empty() {
            self.win_round(seat, events);
            return;
        }
        if self.reserves[seat].len() == 1 {
            events.push(Event::LastFigure { seat });
        }
        if dice::is_triple(dice) {
            events.push(Event::PlaysAgain { seat, reason: AgainReason::Triple });
            self.phase = Phase::Roll { seat };
        } else {
            self.phase = Phase::Roll { seat: other(seat) };
        }
    }

    fn win_round(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let points = self.reserves[other(seat)].len() as i32;
        self.scores[seat] += points;
        self.rounds.push(RoundResult { winner: seat, points });
        events.push(Event::RoundWon { seat, round: self.round, points, scores: self.scores });
        let target = self.config.options.target_score;
        if i64::from(self.scores[seat]) >= i64::from(target) {
            self.finish(seat, format!("first to {target} points"), events);
            return;
        }
        let next = match self.config.options.next_round_starter {
            NextStarter::Loser => other(seat),
            NextStarter::Winner => seat,
            NextStarter::Alternate => other(self.starter),
        };
        self.phase = Phase::RoundOver { winner: seat, next };
    }

    /// The match is over: `winner` wins, with the match scores.
    fn finish(&mut self, winner: Seat, reason: String, events: &mut Vec<Event>) {
        let outcome = Outcome { winners: vec![winner], scores: self.scores.to_vec(), reason };
        self.outcome = Some(outcome.clone());
        self.phase = Phase::Over;
        events.push(Event::GameOver { outcome });
    }

    fn next_round(&mut self, next: Seat) -> Vec<Event> {
        self.board = Board::empty(&self.config);
        self.reserves = full_reserves(&self.config);
        self.round += 1;
        self.starter = next;
        self.last_roll = None;
        self.phase = Phase::Roll { seat: next };
        vec![Event::RoundStarted { round: self.round, starter: next }]
    }
}
