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

/// Why `table` could not be a match's, seen by `seat`, if it could not: sizes, owners, tokens,
/// the grid against the level's figures, and a phase the rest allows.
fn check_table(t: &Table, seat: Seat) -> Result<(), String> {
    let players = t.players;
    Morpyam::check_players(players).map_err(|e| e.message)?;
    if seat >= players {
        return Err(format!("no seat {seat} among {players} players"));
    }
    t.config.check().map_err(|(field, msg)| format!("the view's level: {field}: {msg}"))?;
    let sizes = [
        ("grid", t.grid.len(), SQUARES),
        ("owners", t.owners.len(), SQUARES),
        ("tokens_left", t.tokens_left.len(), players),
        ("resigned", t.resigned.len(), players),
        ("hands", t.hands.len(), players),
    ];
    if let Some((what, len, want)) = sizes.into_iter().find(|(_, len, want)| len != want) {
        return Err(format!("{what} has {len} entries, not {want}"));
    }
    for (i, owner) in t.owners.iter().enumerate() {
        match owner {
            Some(s) if *s >= players => {
                return Err(format!("square {i} is covered by seat {s}, not at the table"));
            }
            Some(_) if t.grid[i].is_none() => return Err(format!("square {i} is covered but has no tile")),
            _ => {}
        }
    }
    let tokens = t.config.tokens.for_players(players);
    for s in 0..players {
        let placed = t.owners.iter().filter(|o| **o == Some(s)).count();
        if placed + t.tokens_left[s] as usize != tokens as usize {
            return Err(format!(
                "seat {s} has {placed} tokens on the grid and {} left, not {tokens} in all",
                t.tokens_left[s]
            ));
        }
    }
    // The grid and the tiles still in hand are the level's figures, each once.
    let mut figures: Vec<Figure> = t.grid.iter().flatten().chain(t.hands.iter().flatten()).copied().collect();
    let mut level = t.config.grid.0.to_vec();
    match t.config.build {
        GridBuild::Printed if t.grid.iter().zip(&level).any(|(g, l)| *g != Some(*l)) => {
            return Err("the grid is not the level's printed grid".into());
        }
        _ => {}
    }
    figures.sort();
    level.sort();
    if figures != level {
        return Err("the grid and the tiles in hand are not the level's figures".into());
    }
    let built = t.grid.iter().all(Option::is_some);
    let active = |s: Seat| s < players && !t.resigned[s];
    let over = t.outcome.is_some();
    if over != (t.phase == Phase::Over) {
        return Err("the match has an outcome exactly when its phase is over".into());
    }
    if !over && t.active_seats().len() < 2 {
        return Err("a match in play has at least two seats still playing".into());
    }
    let die = |v: u8| (1..=6).contains(&v);
    let phase_ok = match &t.phase {
        Phase::RollOff { contenders, values } => {
            contenders.len() >= 2
                && contenders.windows(2).all(|w| w[0] < w[1])
                && contenders.iter().all(|&s| active(s))
                && values.len() == contenders.len()
                && values.iter().flatten().all(|&v| die(v))
                && values.iter().any(Option::is_none)
        }
        Phase::Build { builder, queue } => {
            !built
                && active(*builder)
                && !t.hands[*builder].is_empty()
                && queue.iter().all(|&s| s < players && s != *builder)
        }
        Phase::Turn(turn) => {
            let rolled = turn.rolls > 0;
            let callable = |f: &Figure, roll: u8| Figure::callable_for_roll(roll).contains(f);
            // The grid may have holes: the tiles of a seat that resigned during the roll-off
            // are never laid.
            active(turn.seat)
                && turn.rolls <= ROLLS_PER_TURN
                && turn.dice.iter().all(|&d| if rolled { die(d) } else { d == 0 })
                && (turn.result == RollResult::NotRolled) != rolled
                && turn.call.is_none_or(|f| turn.rolls < ROLLS_PER_TURN && callable(&f, turn.rolls + 1))
                && match turn.result {
                    RollResult::CallSucceeded(f) | RollResult::CallFailed(f) => callable(&f, turn.rolls),
                    _ => true,
                }
        }
        Phase::Over => true,
    };
    if !phase_ok {
        return Err(format!("the phase {:?} does not fit the rest of the table", t.phase));
    }
    if [t.first_player, t.finisher].iter().flatten().any(|&s| s >= players) {
        return Err("the first player or the finisher is not at the table".into());
    }
    if let Some(o) = &t.outcome
        && o.winners.iter().any(|&w| w >= players)
    {
        return Err(format!("the outcome names winners {:?}", o.winners));
    }
    Ok(())
}

impl Game for Morpyam {
    fn resignation(&self, seat: Seat) -> Option<Action> {
        self.table.can_resign(seat).then_some(Action::Resign { seat })
    }

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

    /// The view is the whole table; the stand-in is that table, checked, with dice to come from
    /// `seed` (the only thing a view hides).
    fn stand_in(view: &View, seed: u64) -> Result<Self, RuleError> {
        check_table(&view.table, view.seat).map_err(RuleError::bad_input)?;
        let game = Self::from_table(view.table.clone(), seed);
        crate::game::same_view(view, &game.view(view.seat))?;
        Ok(game)
    }

    // Morpyam's events tell what every seat sees on the table: the roll-off dice, the Plus
    // tiles laid face up, calls, the dice as they fall, tokens placed, passes, KOs, resignations,
    // the end. The only thing hidden, the RNG (the dice to come), is in none of them, so every
    // seat sees each one whole (the default `seen_by`).

    fn dump(&self) -> String {
        dump::dump(&self.table)
    }

    fn bot_action(view: &View, level: &str, seed: u64) -> Result<Action, RuleError> {
        bots::decide(view, level, seed)
    }
}
