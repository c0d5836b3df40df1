//! Morpyam as the shared table sees it: names, colours, the scoreboard's lines, bot pacing,
//! resignation and saving.

use super::rules_text;
use crate::games::view::GameView;
use crate::i18n::{Msg, Words};
use crate::theme::palette;
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morpyam::{Action, Figure, Morpyam, Phase};

impl GameView for Morpyam {
    const NAME: &'static str = "Morpyam";

    fn seat_name(seat: Seat) -> Msg {
        // In the order of `palette::SEATS`.
        const NAMES: [&str; 4] =
            ["morpyam-seat-red", "morpyam-seat-blue", "morpyam-seat-yellow", "morpyam-seat-green"];
        Msg::new(NAMES[seat % 4])
    }

    fn seat_colour(seat: Seat) -> Color {
        palette::SEATS[seat % 4]
    }

    fn seat_mark(seat: Seat) -> Option<crate::table::marks::SeatMark> {
        Some(crate::table::marks::SeatMark::of(seat))
    }

    fn seat_detail(&self, seat: Seat) -> Msg {
        if self.table().resigned[seat] {
            Msg::new("morpyam-detail-resigned")
        } else {
            Msg::new("morpyam-detail-tokens-left").with("n", self.tokens_left(seat))
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

    fn rules_text(&self) -> Vec<(Msg, Msg)> {
        rules_text::rules(self.config(), self.players())
    }

    fn opening_line(&self, variant: Words) -> Msg {
        match self.table().phase {
            Phase::RollOff { .. } => Msg::new("morpyam-opening-roll-off"),
            _ => Msg::new("opening-line").with("game", Self::title()).with("variant", variant),
        }
    }
}

/// A figure's name as the table shows it ("BRELAN of 3", "CARRÉ"): the game's own terms.
pub fn figure_name(f: Figure) -> Msg {
    let id = match f {
        Figure::Brelan(v) => return Msg::new("morpyam-figure-brelan").with("value", v),
        Figure::SmallStraight => "morpyam-figure-petite-suite",
        Figure::Suite => "morpyam-figure-suite",
        Figure::Full => "morpyam-figure-full",
        Figure::Carre => "morpyam-figure-carre",
        Figure::Mini => "morpyam-figure-mini",
        Figure::Maxi => "morpyam-figure-maxi",
        Figure::Morpyam => "morpyam-figure-morpyam",
        Figure::Sec => "morpyam-figure-sec",
        Figure::Appel => "morpyam-figure-appel",
    };
    Msg::new(id)
}

/// Figures as a list ("FULL, CARRÉ, MAXI"); `None` when there are none.
pub fn figure_list(figures: impl IntoIterator<Item = Figure>) -> Option<Msg> {
    figures
        .into_iter()
        .map(figure_name)
        .reduce(|a, b| Msg::new("morpyam-figure-list").with("a", a).with("b", b))
}
