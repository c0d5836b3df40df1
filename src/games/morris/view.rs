//! Nine Men's Morris (and Six, Twelve, Morabaraba) as the shared table sees it.

use super::words;
use crate::games::session::Match;
use crate::games::view::GameView;
use crate::i18n::{Msg, Words};
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morris::{Action, Event, Morris, Phase};

/// A Morris match on the table.
pub type MorrisMatch = Match<Morris>;

/// The two sides' colours: light men and dark men.
pub const SIDE_COLOURS: [Color; 2] = [Color::srgb(0.93, 0.89, 0.80), Color::srgb(0.16, 0.13, 0.12)];

impl GameView for Morris {
    const NAME: &'static str = "Morris";

    /// Shorter than the menus' name: the variant's name says how many men.
    fn title() -> Msg {
        Msg::new("morris-title")
    }

    fn seat_name(seat: Seat) -> Msg {
        match seat % 2 {
            0 => Msg::new("morris-seat-white"),
            _ => Msg::new("morris-seat-black"),
        }
    }

    fn seat_colour(seat: Seat) -> Color {
        SIDE_COLOURS[seat % 2]
    }

    fn seat_detail(&self, seat: Seat) -> Msg {
        let (hand, board) = (self.in_hand(seat), self.on_board(seat));
        let taken = self.config().men - hand - board;
        let on_board = Msg::new("morris-detail-on-board").with("n", board);
        let mut line = if hand > 0 {
            join(Msg::new("morris-detail-to-place").with("n", hand), on_board)
        } else {
            on_board
        };
        if taken > 0 {
            line = join(line, Msg::new("morris-detail-lost").with("n", taken));
        }
        if self.outcome().is_none() && hand == 0 && self.is_flying(seat) {
            line = join(line, Msg::new("morris-detail-flies"));
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

    fn action_words(&self, action: &Action) -> Words {
        let name = |p: u8| self.name(p).to_string();
        // What the move makes: a mill (then a removal) is the reason to play it.
        let mill = {
            let mut after = self.clone();
            after
                .apply(*action)
                .is_ok_and(|events| events.iter().any(|e| matches!(e, Event::MillFormed { .. })))
        };
        let words = match *action {
            Action::Place(p) => Msg::new("morris-advice-place").with("point", name(p)),
            Action::Move { from, to } => {
                Msg::new("morris-advice-move").with("from", name(from)).with("to", name(to))
            }
            Action::Remove(p) => Msg::new("morris-advice-remove").with("point", name(p)),
            Action::Resign { .. } => Msg::new("advice-resign"),
        };
        match (mill, self.config().mill_wins()) {
            (true, true) => Msg::new("morris-advice-row").with("move", words).into(),
            (true, false) => Msg::new("morris-advice-mill").with("move", words).into(),
            _ => words.into(),
        }
    }

    fn resign(&self, seat: Seat) -> Option<Action> {
        (self.outcome().is_none() && seat < 2).then_some(Action::Resign { seat: seat as u8 })
    }

    fn rules_text(&self) -> Vec<(Msg, Msg)> {
        words::rules(self.config())
    }

    fn opening_line(&self, variant: Words) -> Msg {
        Msg::new("morris-opening").with("variant", variant)
    }
}

/// Two whole phrases one after the other ("3 to place · 5 on the board").
pub fn join(a: Msg, b: Msg) -> Msg {
    Msg::new("morris-detail-join").with("a", a).with("b", b)
}
