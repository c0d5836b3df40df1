//! Morfals: two cannibal tribes place figures by the throw of three 1-2-3 dice and eat the
//! opponent's figures they sandwich; the river protects, rounds score the loser's reserve.
//! The rules are in `shared/rules/morfals.md`; the board and options in `levels/morfals/`.

pub mod actions;
pub mod board;
pub mod bots;
pub mod config;
pub mod dice;
mod stand_in;
pub mod state;
pub mod view;

pub use actions::{Action, AgainReason, Event, PassReason, Phase};
pub use board::{Board, Figure, Sandwich, Square};
pub use config::{Character, Config, FullColumn, NextStarter, Options, RiverRule, Tribe, Wrap};
pub use state::{Morfals, RoundResult, Setup};
pub use view::View;

use crate::chance::Chance;
use crate::error::RuleError;
use crate::game::{Game, Outcome, Seat};

impl Game for Morfals {
    fn resignation(&self, seat: Seat) -> Option<Action> {
        (self.outcome().is_none() && seat < 2).then_some(Action::Resign { seat })
    }

    type Action = Action;
    type Event = Event;
    type Config = Config;
    type View = View;

    const ID: &'static str = "morfals";
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;

    fn load_config(file: &str, text: &str) -> Result<Self::Config, crate::level::LevelError> {
        Config::from_level(file, text)
    }

    fn new(config: &Config, players: usize, seed: u64) -> Result<Self, RuleError> {
        Morfals::start(config, players, seed)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn variant_name(&self) -> &str {
        &self.config.name
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        self.phase.to_act()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.legal()
    }

    fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        // The turn draws from a copy of the RNG, kept only if the action was legal (`act` draws
        // only once it is, so an error leaves the match exactly as it was).
        let mut rng = self.rng.clone();
        let events = self.act(action, &mut rng)?;
        self.rng = rng;
        Ok(events)
    }

    fn apply_with(&mut self, action: Action, chance: &mut dyn Chance) -> Result<Vec<Event>, RuleError> {
        self.act(action, chance)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, seat: Seat) -> View {
        self.view_for(seat)
    }

    fn stand_in(view: &View, seed: u64) -> Result<Self, RuleError> {
        Morfals::from_view(view, seed)
    }

    // Morfals's events tell what both seats see on the table: the dice as they fall, placements,
    // figures eaten, passes, rounds won and started, resignations, the end. The only thing
    // hidden, the RNG, is in none of them, so every seat sees each one whole (the default
    // `seen_by`).

    fn dump(&self) -> String {
        self.picture()
    }

    fn bot_action(view: &View, level: &str, seed: u64) -> Result<Action, RuleError> {
        bots::decide(view, level, seed)
    }
}
