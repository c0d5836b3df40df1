//! Morpyam: five dice, a 6x6 grid of figures, tokens in a line. Classic, Flash and Plus grids
//! for 2–4 players (spec: `shared/rules/morpyam.md`).
//!
//! A match starts with the who-starts roll-off (`Action::RollOff` per seat, ties re-roll), then
//! for Plus the tile laying (`PlaceTile`), then turns: `Call`, `Roll`, `Place` or `Pass`. Any
//! seat still playing may `Resign` at any time (never listed among the legal actions).

mod actions;
pub mod bots;
mod config;
mod dump;
mod figure;
mod lines;
mod play;
mod table;

pub use actions::{Action, Event, PassReason};
pub use config::{
    Config, ExtraTurn, GridBuild, Layout, RunPoints, SIDE, SQUARES, Square, Tokens, row_col, square,
};
pub use figure::{Dice, Figure, counts, coverable, figures, holds, is_morpyam};
pub use lines::{Direction, Run, ko_run, run_through};
pub use table::{Phase, ROLLS_PER_TURN, RollResult, Table, Turn, rethrow_mask};

use crate::chance::{Chance, GameRng, shuffle};
use crate::error::RuleError;
use crate::game::{Game, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// A Morpyam match: the public table and the match's own dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Morpyam {
    table: Table,
    rng: GameRng,
}

/// What a seat sees: the whole table (Morpyam hides nothing but the dice to come).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub table: Table,
}

impl Morpyam {
    /// A match resumed from a table (set-up positions, puzzles, tests); `seed` seeds its dice.
    /// The table is taken as it is: it should come from a match or mirror one.
    pub fn from_table(table: Table, seed: u64) -> Self {
        Self { table, rng: GameRng::seeded(seed) }
    }

    /// The public state, with the queries a front end needs (placeable squares, scores, runs…).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// What the seat to act must decide now.
    pub fn phase(&self) -> &Phase {
        &self.table.phase
    }

    /// The free squares the current dice can take now.
    pub fn placeable_squares(&self) -> Vec<Square> {
        self.table.placeable_squares()
    }

    /// Whether `seat` resigned (its tokens stay on the grid; it takes no more turns).
    pub fn has_resigned(&self, seat: Seat) -> bool {
        self.table.resigned.get(seat).copied().unwrap_or(false)
    }

    pub fn tokens_left(&self, seat: Seat) -> u8 {
        self.table.tokens_left(seat)
    }

    /// Points per seat from the grid now (no finishing bonus).
    pub fn scores(&self) -> Vec<i32> {
        self.table.scores()
    }

    /// The scoring runs now, with their squares and points.
    pub fn scoring_runs(&self) -> Vec<Run> {
        self.table.scoring_runs()
    }

    /// Each square's figure (`None` while Plus tiles are laid) and owner.
    pub fn squares(&self) -> impl Iterator<Item = (Square, Option<Figure>, Option<Seat>)> + '_ {
        (0..SQUARES).map(|i| (i as Square, self.table.grid[i], self.table.owners[i]))
    }
}

impl Game for Morpyam {
    type Action = Action;
    type Event = Event;
    type Config = Config;
    type View = View;

    const ID: &'static str = "morpyam";
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;

    fn load_config(file: &str, text: &str) -> Result<Self::Config, crate::level::LevelError> {
        Config::from_level(file, text)
    }

    fn new(config: &Config, players: usize, seed: u64) -> Result<Self, RuleError> {
        Self::check_players(players)?;
        config
            .check()
            .map_err(|(field, msg)| RuleError::bad_input(format!("{}: {field}: {msg}", config.name)))?;
        let mut rng = GameRng::seeded(seed);
        let (grid, hands) = match config.build {
            GridBuild::Printed => {
                (config.grid.0.iter().map(|&f| Some(f)).collect(), vec![Vec::new(); players])
            }
            GridBuild::Tiles => {
                // Shuffle the tiles and share them out equally (18, 12 or 9 each).
                let mut tiles = config.grid.0.to_vec();
                shuffle(&mut rng, &mut tiles);
                let hands: Vec<Vec<Figure>> = tiles
                    .chunks(SQUARES / players)
                    .map(|c| {
                        let mut h = c.to_vec();
                        h.sort();
                        h
                    })
                    .collect();
                (vec![None; SQUARES], hands)
            }
        };
        let tokens = config.tokens.for_players(players);
        let table = Table {
            config: config.clone(),
            players,
            grid,
            owners: vec![None; SQUARES],
            tokens_left: vec![tokens; players],
            resigned: vec![false; players],
            hands,
            phase: Phase::RollOff { contenders: (0..players).collect(), values: vec![None; players] },
            first_player: None,
            idle_turns: 0,
            finisher: None,
            outcome: None,
        };
        Ok(Self { table, rng })
    }

    fn config(&self) -> &Config {
        &self.table.config
    }

    fn variant_name(&self) -> &str {
        &self.table.config.name
    }

    fn players(&self) -> usize {
        self.table.players
    }

    fn to_act(&self) -> Option<Seat> {
        self.table.to_act()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.table.legal_actions()
    }

    fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        play::check(&self.table, &action)?;
        Ok(play::perform(&mut self.table, action, &mut self.rng))
    }

    fn apply_with(&mut self, action: Action, chance: &mut dyn Chance) -> Result<Vec<Event>, RuleError> {
        play::check(&self.table, &action)?;
        Ok(play::perform(&mut self.table, action, chance))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.table.outcome.clone()
    }

    fn view(&self, seat: Seat) -> View {
        View { seat, table: self.table.clone() }
    }

    fn dump(&self) -> String {
        dump::dump(&self.table)
    }

    fn bot_action(view: &View, level: &str, seed: u64) -> Result<Action, RuleError> {
        bots::decide(view, level, seed)
    }
}
