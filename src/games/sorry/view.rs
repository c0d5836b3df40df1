//! Sorry! as the shared table sees it: the four colours, what each seat has home and in START,
//! the points at the end of a play-for-points match.

use super::board::COLOURS;
use super::words::{self, COLOUR_NAMES, card_label, colour_name, place_name};
use crate::games::session::Match;
use crate::games::view::GameView;
use crate::i18n::{Msg, Words, and_list};
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::sorry::{Action, Colour, Mode, Phase, Pos, Sorry, WhoStarts};

/// A Sorry! match on the table.
pub type SorryMatch = Match<Sorry>;

/// Pawns of `colour` at each kind of place: (START, track or safety zone, HOME).
pub fn counts(game: &Sorry, colour: Colour) -> (usize, usize, usize) {
    let pawns = &game.pawns()[colour.index()];
    let start = pawns.iter().filter(|p| **p == Pos::Start).count();
    let home = pawns.iter().filter(|p| **p == Pos::Home).count();
    (start, 4 - start - home, home)
}

impl GameView for Sorry {
    const NAME: &'static str = "Sorry!";

    fn seat_name(seat: Seat) -> Msg {
        Msg::new(COLOUR_NAMES[seat % 4])
    }

    fn seat_colour(seat: Seat) -> Color {
        COLOURS[seat % 4]
    }

    fn seat_mark(seat: Seat) -> Option<crate::table::marks::SeatMark> {
        Some(crate::table::marks::SeatMark::of(seat))
    }

    fn seat_detail(&self, seat: Seat) -> Msg {
        // The pawns HOME are the seat's score beside this line.
        let (start, out, _) = counts(self, Colour::from_index(seat));
        let mut parts = vec![
            Msg::new("sorry-detail-out").with("n", out),
            Msg::new("sorry-detail-start").with("n", start),
        ];
        if self.config().teams {
            let partner = self.team(seat)[1];
            parts.push(Msg::new("sorry-detail-partner").with("name", colour_name(partner)));
        }
        if self.config().mode == Mode::Points && self.outcome().is_none() {
            // Only how many: the cards themselves are the seat's secret.
            parts.push(Msg::new("sorry-detail-cards").with("n", self.hand(seat).len()));
        }
        if self.has_resigned(seat) {
            parts.push(Msg::new("sorry-detail-resigned"));
        }
        let mut parts = parts.into_iter();
        let first = parts.next().expect("every seat has pawns out and in START");
        parts.fold(first, |a, b| Msg::new("sorry-detail-join").with("a", a).with("b", b))
    }

    fn seat_score(&self, seat: Seat) -> Option<i32> {
        // Pawns home: what the race is about, in every variant.
        Some(counts(self, Colour::from_index(seat)).2 as i32)
    }

    fn final_score(&self, seat: Seat) -> Option<i32> {
        let o = self.outcome()?;
        o.scores.get(seat).copied().or_else(|| self.seat_score(seat))
    }

    fn result_details(&self) -> Vec<Msg> {
        let Some(o) = self.outcome() else { return Vec::new() };
        if self.config().mode != Mode::Points || o.scores.is_empty() {
            return Vec::new();
        }
        let home: Vec<i32> =
            (0..self.players()).map(|s| counts(self, Colour::from_index(s)).2 as i32).collect();
        (0..self.players())
            .map(|s| {
                let line = |id: &'static str| {
                    Msg::new(id)
                        .with("name", Self::seat_name(s))
                        .with("home", home[s])
                        .with("score", o.scores[s])
                };
                if !o.winners.contains(&s) {
                    return line("sorry-result-points");
                }
                let others: i32 = (0..self.players()).filter(|t| *t != s).map(|t| 4 - home[t]).sum();
                let bonus = o.scores[s] - 5 * home[s] - 5 * others;
                if bonus > 0 {
                    line("sorry-result-points-bonus").with("others", others).with("bonus", bonus)
                } else {
                    line("sorry-result-points-winner").with("others", others)
                }
            })
            .collect()
    }

    fn bot_pause(&self) -> f32 {
        match self.phase() {
            Phase::StartDraw { .. } => 0.35,
            Phase::Draw { .. } => 0.45,
            _ => 0.8,
        }
    }

    fn action_words(&self, action: &Action) -> Words {
        use super::choices::{Outcome, describe};
        let pawn = |p: &parlour_rules::games::sorry::PawnRef| place_name(self.pawn(*p));
        match action {
            Action::StartDraw => Msg::new("sorry-button-draw-first").into(),
            Action::Draw => Msg::new("sorry-button-draw").into(),
            Action::Forfeit => Msg::new("sorry-advice-forfeit").into(),
            Action::Discard { card } => {
                Msg::new("sorry-advice-discard").with("card", card_label(*card)).into()
            }
            Action::Resign { .. } => Msg::new("advice-resign").into(),
            Action::Split { parts } => Msg::new("sorry-advice-split")
                .with("move", describe(self, &Outcome::Play(action.clone())))
                .with("places", and_list(parts.iter().map(|p| pawn(&p.pawn)).collect()))
                .into(),
            Action::Start { card, pawn: p }
            | Action::Forward { card, pawn: p, .. }
            | Action::Backward { card, pawn: p, .. }
            | Action::Swap { card, pawn: p, .. }
            // The card is named only when there is a hand to choose it from (play for points).
            | Action::Sorry { card, pawn: p, .. } => Msg::new(if matches!(self.phase(), Phase::Play { .. }) {
                "sorry-advice-play"
            } else {
                "sorry-advice-move"
            })
            .with("card", card_label(*card))
                .with("place", pawn(p))
                .with("move", describe(self, &Outcome::Play(action.clone())))
                .into(),
        }
    }

    fn resign(&self, seat: Seat) -> Option<Action> {
        (self.outcome().is_none() && seat < self.players() && !self.has_resigned(seat))
            .then_some(Action::Resign { seat })
    }

    fn rules_text(&self) -> Vec<(Msg, Msg)> {
        words::rules(self.config(), self.players())
    }

    fn opening_line(&self, variant: Words) -> Msg {
        let id = match self.config().who_starts {
            WhoStarts::HighestCard => "sorry-opening-highest",
            WhoStarts::Red => "sorry-opening-red",
        };
        Msg::new(id).with("variant", variant)
    }
}
