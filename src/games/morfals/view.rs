//! Morfals as the shared table sees it: the two tribes, the figures each still holds, the match
//! score to the level's target.

use super::words;
use crate::games::session::Match;
use crate::games::view::GameView;
use crate::i18n::{Msg, Words};
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morfals::{Action, Morfals, Phase};

/// A Morfals match on the table.
pub type MorfalsMatch = Match<Morfals>;

/// Ochre clay and dark indigo: apart in colour and in greyscale.
pub const TRIBE_COLOURS: [Color; 2] = [Color::srgb(0.86, 0.58, 0.30), Color::srgb(0.20, 0.19, 0.33)];

impl GameView for Morfals {
    const NAME: &'static str = "Morfals";

    fn seat_name(seat: Seat) -> Msg {
        // The tribes as the seed names them, the same in every language.
        Msg::new(if seat.is_multiple_of(2) { "morfals-seat-jusqualos" } else { "morfals-seat-sang-zarete" })
    }

    /// The Sang-Zarète stand in brass rings (the Jusqualos carry no mark).
    fn seat_mark(seat: Seat) -> Option<crate::table::marks::SeatMark> {
        (seat % 2 == 1).then_some(crate::table::marks::SeatMark::Ring)
    }

    fn seat_colour(seat: Seat) -> Color {
        TRIBE_COLOURS[seat % 2]
    }

    fn seat_detail(&self, seat: Seat) -> Msg {
        let left = self.reserve(seat).len();
        let on = self.board().figures().filter(|(_, f)| f.seat == seat).count();
        Msg::new("morfals-seat-detail").with("left", left).with("on", on).with("round", self.round())
    }

    fn seat_score(&self, seat: Seat) -> Option<i32> {
        self.scores().get(seat).copied()
    }

    fn final_score(&self, seat: Seat) -> Option<i32> {
        self.seat_score(seat)
    }

    fn result_details(&self) -> Vec<Msg> {
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
                Msg::new("morfals-result-round")
                    .with("round", i + 1)
                    .with("name", Self::seat_name(r.winner))
                    .with("points", r.points)
                    .with("first", totals[0])
                    .with("second", totals[1])
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

    fn action_words(&self, action: &Action) -> Words {
        match action {
            Action::Roll => Msg::new("morfals-advice-roll"),
            Action::Place { square } => Msg::new("morfals-advice-place").with("square", square.to_string()),
            Action::NextRound => Msg::new("morfals-advice-next-round"),
            Action::Resign { .. } => Msg::new("advice-resign"),
        }
        .into()
    }

    fn resign(&self, seat: Seat) -> Option<Action> {
        (self.outcome().is_none() && seat < 2).then_some(Action::Resign { seat })
    }

    fn rules_text(&self) -> Vec<(Msg, Msg)> {
        words::rules(self.config())
    }

    fn opening_line(&self, _variant: Words) -> Msg {
        Msg::new("morfals-round-started").with("round", 1).with("name", Self::seat_name(self.starter()))
    }
}
