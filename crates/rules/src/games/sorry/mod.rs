//! Sorry!: the card-driven race home, with teams, play-for-points and the 2013 cards.
//!
//! The board is data (`levels/sorry/*.ron`, see [`board`]); cards come from the match's RNG
//! or a caller's [`Chance`] (a draw takes `below(pile size)` as an index into the sorted draw
//! pile: [`Sorry::draw_of`] builds the chance for a given card).
//!
//! A new match opens with the start draw (option `who_starts`): `Action::StartDraw` per seat,
//! ties drawing again, until the highest card names the first player; then the cards go back,
//! the deck is reshuffled and (play-for-points) the hands are dealt. Any seat still playing may
//! `Resign` at any time (never listed among the legal actions).

pub mod action;
pub mod board;
pub mod bots;
pub mod cards;
pub mod config;
pub mod dump;
pub mod moves;
pub mod score;
mod stand_in;
pub mod turn;
pub mod view;

pub use action::{Action, Event, Part, PawnRef};
pub use board::{Board, Colour, Pos, Side, Slide};
pub use cards::Card;
pub use config::{Bonus, Config, Mode, WhoStarts};
pub use turn::{Phase, Sorry, StartDraw};
pub use view::View;

use crate::chance::Chance;
use crate::error::RuleError;
use crate::game::{Game, Outcome, Seat};

impl Game for Sorry {
    fn resignation(&self, seat: Seat) -> Option<Action> {
        (self.outcome().is_none() && seat < self.players && !self.has_resigned(seat))
            .then_some(Action::Resign { seat })
    }

    /// One seat past the last: no hand, no team, and every hand dealt anew in a stand-in.
    fn spectator_view(&self) -> View {
        self.view(self.players)
    }

    type Action = Action;
    type Event = Event;
    type Config = Config;
    type View = View;

    const ID: &'static str = "sorry";
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;

    fn load_config(file: &str, text: &str) -> Result<Self::Config, crate::level::LevelError> {
        Config::from_level(file, text)
    }

    fn new(config: &Config, players: usize, seed: u64) -> Result<Self, RuleError> {
        Sorry::start(config, players, seed)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn variant_name(&self) -> &str {
        &self.config.name
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Option<Seat> {
        Sorry::to_act(self)
    }

    fn legal_actions(&self) -> Vec<Action> {
        Sorry::legal_actions(self)
    }

    fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        Sorry::apply(self, action)
    }

    fn apply_with(&mut self, action: Action, chance: &mut dyn Chance) -> Result<Vec<Event>, RuleError> {
        Sorry::apply_with(self, action, chance)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, seat: Seat) -> View {
        Sorry::view(self, seat)
    }

    fn stand_in(view: &View, seed: u64) -> Result<Self, RuleError> {
        Sorry::from_view(view, seed)
    }

    /// Sorry!'s events show what every seat sees on the table (pawns moving, bumps, slides,
    /// swaps, cards drawn face up for the start or in standard play, cards played, forfeited or
    /// discarded face up, reshuffles by their size alone: the pile has no order to tell, it is
    /// drawn from at random), with one exception: playing for points, a card drawn into a hand
    /// (`CardDrawn { to_hand: true }`, the deal and every refill) shows its card to that seat
    /// only; every other seat sees that the seat drew, not what ([`Event::seen_by`]).
    fn seen_by(event: &Event, seat: Seat) -> Option<Event> {
        Some(event.seen_by(seat))
    }

    fn dump(&self) -> String {
        Sorry::dump(self)
    }

    fn bot_action(view: &View, level: &str, seed: u64) -> Result<Action, RuleError> {
        bots::decide(view, level, seed)
    }
}
