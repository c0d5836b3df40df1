//! Morpyam as the shared table sees it: names, colours, the scoreboard's lines, bot pacing,
//! resignation and saving.

use super::rules_text;
use crate::games::SavedMatch;
use crate::games::session::Match;
use crate::games::view::GameView;
use crate::theme::palette;
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morpyam::{self, Action, Morpyam, Phase};

impl GameView for Morpyam {
    const NAME: &'static str = "Morpyam";

    fn start(variant: &str, players: usize, seed: u64) -> Result<Self, String> {
        let config = morpyam::builtin(variant).map_err(|e| e.to_string())?;
        Morpyam::new(&config, players, seed).map_err(|e| e.to_string())
    }

    fn variant_name(&self) -> String {
        self.config().name.clone()
    }

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

    fn final_score(&self, seat: Seat) -> Option<i32> {
        let outcome = self.outcome()?;
        let scores = if outcome.scores.is_empty() { self.table().final_scores() } else { outcome.scores };
        scores.get(seat).copied()
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

    fn wrap(m: Match<Self>) -> SavedMatch {
        SavedMatch::Morpyam(m)
    }

    fn unwrap(saved: &SavedMatch) -> Option<&Match<Self>> {
        match saved {
            SavedMatch::Morpyam(m) => Some(m),
            _ => None,
        }
    }

    fn opening_line(&self) -> String {
        match self.table().phase {
            Phase::RollOff { .. } => "Who starts? The highest die plays first".into(),
            _ => format!("Morpyam · {}", self.variant_name()),
        }
    }
}
