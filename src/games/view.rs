//! What a game tells the shared table about itself. Each game's view implements [`GameView`]
//! for its rules type; the shared match layer (seats, decisions, bots, presenter, scoreboard,
//! saves, results) is written once against it.

use crate::i18n::{Msg, Words};
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};

/// Every game at the table can be learnt: [`Taught::lesson`] is its guided first match.
pub trait GameView:
    Game<Action: Send + Sync + 'static, Event: Send + Sync + 'static, View: Send + 'static>
    + parlour_rules::learn::Taught
    + PartialEq
    + Send
    + Sync
    + 'static
{
    /// The game's name in the logs ("Morpyam"); players read [`GameView::title`].
    const NAME: &'static str;

    /// The game's name as the table shows it, in the player's language ("Jammer!").
    fn title() -> Msg {
        Msg::new(format!("game-{}", Self::ID))
    }

    /// The decision a lesson rings on the table for the steps ahead (`ahead[0]` is the next):
    /// that one, unless the game shows a later one better (a call is made with the throw).
    fn lesson_ring(ahead: &[parlour_rules::learn::Step<Self::Action>]) -> Option<Self::Action> {
        ahead.first().map(|s| s.action.clone())
    }

    /// A new match of the built-in variant `variant` (a level file's id).
    fn start(variant: &str, players: usize, seed: u64) -> Result<Self, String> {
        let config = Self::builtin_config(variant).map_err(|e| e.to_string())?;
        Self::new(&config, players, seed).map_err(|e| e.to_string())
    }

    /// "Red", "White"…
    fn seat_name(seat: Seat) -> Msg;

    /// The colour of the seat's pieces, used for its dot on the scoreboard and its highlights.
    fn seat_colour(seat: Seat) -> Color;

    /// The mark the seat's pieces carry besides their colour, if the game marks them (see
    /// `table::marks`); the scoreboard shows it in the seat's colour dot.
    fn seat_mark(_seat: Seat) -> Option<crate::table::marks::SeatMark> {
        None
    }

    /// The line under the seat's name on the scoreboard ("12 tokens left", "6 men to place").
    fn seat_detail(&self, seat: Seat) -> Msg;

    /// The seat's points on the scoreboard, where the game keeps points as it goes.
    fn seat_score(&self, seat: Seat) -> Option<i32>;

    /// The final points per seat for the results, from the rules' outcome.
    fn final_score(&self, seat: Seat) -> Option<i32> {
        self.outcome().and_then(|o| o.scores.get(seat).copied())
    }

    /// Seconds a computer player waits before its decision shows, so a person can follow.
    fn bot_pause(&self) -> f32 {
        0.85
    }

    /// A decision in words, as a hint says it ("keep 6 6 6 and throw two dice", "place a man on
    /// d6").
    fn action_words(&self, action: &Self::Action) -> Words;

    /// The rules action by which `seat` gives up, if the rules allow it now.
    fn resign(&self, seat: Seat) -> Option<Self::Action>;

    /// The rules of this match's variant for the pause menu: (heading, paragraph) sections.
    fn rules_text(&self) -> Vec<(Msg, Msg)>;

    /// How the final points were made, a line per seat, for the results (empty: the scores say
    /// it all).
    fn result_details(&self) -> Vec<Msg> {
        Vec::new()
    }

    /// The banner when a new match opens ("Who starts? The highest die plays first").
    /// `variant` is the variant's name as the table shows it.
    fn opening_line(&self, variant: Words) -> Msg {
        Msg::new("opening-line").with("game", Self::title()).with("variant", variant)
    }
}

/// The rules of the match being played: a title and (heading, paragraph) sections.
#[derive(Resource, Debug, Clone)]
pub struct RulesText {
    pub title: Msg,
    pub sections: Vec<(Msg, Msg)>,
}

impl Default for RulesText {
    fn default() -> Self {
        Self { title: Msg::new("game-none"), sections: Vec::new() }
    }
}
