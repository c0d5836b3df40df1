//! Morpyam as the shared table sees it: names, colours, the scoreboard's lines, bot pacing,
//! resignation and saving.

use super::words::{self, figure_name};
use crate::games::session::Match;
use crate::games::view::GameView;
use crate::i18n::{Msg, Words};
use crate::theme::palette;
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morpyam::{Action, Event, Morpyam, Phase};

/// A Morpyam match on the table.
pub type MorpyamMatch = Match<Morpyam>;

impl GameView for Morpyam {
    /// A call is made with the throw that follows it: the ring shows that throw's dice.
    fn lesson_ring(ahead: &[parlour_rules::learn::Step<Action>]) -> Option<Action> {
        match ahead {
            [call, roll, ..] if matches!(call.action, Action::Call { .. }) && roll.seat == call.seat => {
                Some(roll.action.clone())
            }
            [next, ..] => Some(next.action.clone()),
            [] => None,
        }
    }

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

    fn action_words(&self, action: &Action) -> Words {
        let t = self.table();
        let at = |square: u8| {
            let (row, column) = parlour_rules::games::morpyam::row_col(square);
            Msg::new("morpyam-square-at").with("row", row + 1).with("column", column + 1)
        };
        let covers = |square: u8| t.grid.get(square as usize).copied().flatten().map(figure_name);
        match action {
            Action::RollOff => Msg::new("morpyam-advice-roll-off"),
            Action::Roll { rethrow } if rethrow.iter().all(|r| *r) => Msg::new("morpyam-advice-throw-all"),
            Action::Roll { rethrow } => {
                let dice = t.turn().map(|turn| turn.dice).unwrap_or_default();
                let kept: Vec<String> =
                    (0..5).filter(|i| !rethrow[*i]).map(|i| dice[i].to_string()).collect();
                Msg::new("morpyam-advice-keep")
                    .with("dice", kept.join(" "))
                    .with("n", rethrow.iter().filter(|r| **r).count())
            }
            Action::Call { figure } => Msg::new("morpyam-advice-call").with("figure", figure_name(*figure)),
            Action::Place { square } => {
                let place = match covers(*square) {
                    Some(figure) => {
                        Msg::new("morpyam-advice-place").with("figure", figure).with("at", at(*square))
                    }
                    None => at(*square),
                };
                // Why: the line of five it makes, or the points it scores.
                let seat = self.to_act().unwrap_or(0);
                let mut after = self.clone();
                match after.apply(action.clone()) {
                    Ok(events) if events.iter().any(|e| matches!(e, Event::Ko { .. })) => {
                        Msg::new("morpyam-advice-why-ko").with("move", place)
                    }
                    Ok(_) => {
                        let gained = after.scores().get(seat).copied().unwrap_or(0)
                            - self.scores().get(seat).copied().unwrap_or(0);
                        if gained > 0 {
                            Msg::new("morpyam-advice-why-points").with("move", place).with("n", gained)
                        } else {
                            place
                        }
                    }
                    Err(_) => place,
                }
            }
            Action::PlaceTile { figure, square } => {
                Msg::new("morpyam-advice-tile").with("figure", figure_name(*figure)).with("at", at(*square))
            }
            Action::Pass => Msg::new("morpyam-advice-pass"),
            Action::Resign { .. } => Msg::new("advice-resign"),
        }
        .into()
    }

    fn resign(&self, seat: Seat) -> Option<Action> {
        self.table().can_resign(seat).then_some(Action::Resign { seat })
    }

    fn rules_text(&self) -> Vec<(Msg, Msg)> {
        words::rules(self.config(), self.players())
    }

    fn opening_line(&self, variant: Words) -> Msg {
        match self.table().phase {
            Phase::RollOff { .. } => Msg::new("morpyam-opening-roll-off"),
            _ => Msg::new("opening-line").with("game", Self::title()).with("variant", variant),
        }
    }
}
