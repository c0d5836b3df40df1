//! Nine Men's Morris (and Six, Twelve, Morabaraba) as the shared table sees it.

use super::rules_text;
use crate::games::view::GameView;
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morris::{Action, Morris, Phase};

/// The two sides: light men and dark men.
pub const SIDE_NAMES: [&str; 2] = ["White", "Black"];
pub const SIDE_COLOURS: [Color; 2] = [Color::srgb(0.93, 0.89, 0.80), Color::srgb(0.16, 0.13, 0.12)];

impl GameView for Morris {
    const NAME: &'static str = "Morris";

    fn seat_name(seat: Seat) -> &'static str {
        SIDE_NAMES[seat % 2]
    }

    fn seat_colour(seat: Seat) -> Color {
        SIDE_COLOURS[seat % 2]
    }

    fn seat_detail(&self, seat: Seat) -> String {
        let (hand, board) = (self.in_hand(seat), self.on_board(seat));
        let taken = self.config().men - hand - board;
        let mut line = if hand > 0 {
            format!("{hand} to place · {board} on the board")
        } else {
            format!("{board} on the board")
        };
        if taken > 0 {
            line.push_str(&format!(" · {taken} lost"));
        }
        if self.outcome().is_none() && hand == 0 && self.is_flying(seat) {
            line.push_str(" · flies");
        }
        line
    }

    fn seat_score(&self, seat: Seat) -> Option<i32> {
        // Men still in play: the count that decides the match.
        Some((self.in_hand(seat) + self.on_board(seat)) as i32)
    }

    fn final_score(&self, seat: Seat) -> Option<i32> {
        self.seat_score(seat)
    }

    fn bot_pause(&self) -> f32 {
        match self.phase() {
            Phase::Remove { .. } => 0.9,
            _ => 0.7,
        }
    }

    fn resign(&self, seat: Seat) -> Option<Action> {
        (self.outcome().is_none() && seat < 2).then_some(Action::Resign { seat })
    }

    fn rules_text(&self) -> Vec<(String, String)> {
        rules_text::rules(self.config())
    }

    fn opening_line(&self) -> String {
        format!("{} · White begins", self.variant_name())
    }
}
