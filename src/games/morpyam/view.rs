//! Morpyam as the shared table sees it: names, colours, the scoreboard's lines, bot pacing,
//! resignation and saving.

use super::rules_text;
use crate::games::view::GameView;
use crate::theme::palette;
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morpyam::{Action, Morpyam, Phase};

impl GameView for Morpyam {
    const NAME: &'static str = "Morpyam";

    fn seat_name(seat: Seat) -> &'static str {
        palette::SEAT_NAMES[seat % 4]
    }

    fn seat_colour(seat: Seat) -> Color {
        palette::SEATS[seat % 4]
    }

    fn seat_detail(&self, seat: Seat) -> String {
        if self.table().resigned[seat] {
            "resigned".to_string()
        } else {
            format!("{} tokens left", self.tokens_left(seat))
        }
    }

    fn seat_score(&self, seat: Seat) -> Option<i32> {
        Some(self.scores().get(seat).copied().unwrap_or(0))
    }

    fn bot_pause(&self) -> f32 {
        match self.table().phase {
            Phase::RollOff { .. } => 0.5,
            Phase::Build { .. } => 0.25,
            _ => 0.85,
        }
    }

    fn resign(&self, seat: Seat) -> Option<Action> {
        self.table().can_resign(seat).then_some(Action::Resign { seat })
    }

    fn rules_text(&self) -> Vec<(String, String)> {
        rules_text::rules(self.config(), self.players())
    }

    fn opening_line(&self) -> String {
        match self.table().phase {
            Phase::RollOff { .. } => "Who starts? The highest die plays first".into(),
            _ => format!("Morpyam · {}", self.variant_name()),
        }
    }
}
