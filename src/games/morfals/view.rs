//! Morfals as the shared table sees it: the two tribes, the figures each still holds, the match
//! score to the level's target.

use super::rules_text;
use crate::games::view::GameView;
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morfals::{Action, Morfals, Phase};

/// The tribes as the seed names them.
pub const TRIBE_NAMES: [&str; 2] = ["Jusqualos", "Sang-Zarète"];
/// Ochre clay and dark indigo: apart in colour and in greyscale.
pub const TRIBE_COLOURS: [Color; 2] = [Color::srgb(0.86, 0.58, 0.30), Color::srgb(0.20, 0.19, 0.33)];

impl GameView for Morfals {
    const NAME: &'static str = "Morfals";

    fn seat_name(seat: Seat) -> &'static str {
        TRIBE_NAMES[seat % 2]
    }

    fn seat_colour(seat: Seat) -> Color {
        TRIBE_COLOURS[seat % 2]
    }

    fn seat_detail(&self, seat: Seat) -> String {
        let left = self.reserve(seat).len();
        let on = self.board().figures().filter(|(_, f)| f.seat == seat).count();
        format!("{left} to place · {on} on the board · round {}", self.round())
    }

    fn seat_score(&self, seat: Seat) -> Option<i32> {
        self.scores().get(seat).copied()
    }

    fn final_score(&self, seat: Seat) -> Option<i32> {
        self.seat_score(seat)
    }

    fn result_details(&self) -> Vec<String> {
        // The running score from where the match began (a set position may start above 0).
        let mut totals = self.scores();
        for r in self.rounds() {
            totals[r.winner % 2] -= r.points;
        }
        self.rounds()
            .iter()
            .enumerate()
            .map(|(i, r)| {
                totals[r.winner % 2] += r.points;
                format!(
                    "Round {}: the {} +{} · {} to {}",
                    i + 1,
                    TRIBE_NAMES[r.winner % 2],
                    r.points,
                    totals[0],
                    totals[1]
                )
            })
            .collect()
    }

    fn bot_pause(&self) -> f32 {
        match self.phase() {
            Phase::Roll { .. } => 0.5,
            Phase::RoundOver { .. } => 1.2,
            _ => 0.8,
        }
    }

    fn resign(&self, seat: Seat) -> Option<Action> {
        (self.outcome().is_none() && seat < 2).then_some(Action::Resign { seat })
    }

    fn rules_text(&self) -> Vec<(String, String)> {
        rules_text::rules(self.config())
    }

    fn opening_line(&self) -> String {
        format!("Round 1 · the {} begin", TRIBE_NAMES[self.starter() % 2])
    }
}
