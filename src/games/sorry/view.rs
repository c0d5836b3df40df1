//! Sorry! as the shared table sees it: the four colours, what each seat has home and in START,
//! the points at the end of a play-for-points match.

use super::rules_text;
use crate::games::view::GameView;
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::sorry::{Action, Colour, Mode, Phase, Pos, Sorry, WhoStarts};

/// The colours in seating order, as printed on the board.
pub const COLOUR_NAMES: [&str; 4] = ["Red", "Blue", "Yellow", "Green"];
pub const COLOURS: [Color; 4] = [
    Color::srgb(0.776, 0.157, 0.157),
    Color::srgb(0.118, 0.353, 0.659),
    Color::srgb(0.910, 0.706, 0.098),
    Color::srgb(0.180, 0.545, 0.243),
];

/// Pawns of `colour` at each kind of place: (START, track or safety zone, HOME).
pub fn counts(game: &Sorry, colour: Colour) -> (usize, usize, usize) {
    let pawns = &game.pawns()[colour.index()];
    let start = pawns.iter().filter(|p| **p == Pos::Start).count();
    let home = pawns.iter().filter(|p| **p == Pos::Home).count();
    (start, 4 - start - home, home)
}

/// "Red and Yellow" for a team, or the colour alone.
pub fn side_name(game: &Sorry, seat: Seat) -> String {
    let team = game.team(seat);
    team.iter().map(|c| COLOUR_NAMES[c.index()]).collect::<Vec<_>>().join(" and ")
}

impl GameView for Sorry {
    const NAME: &'static str = "Sorry!";

    fn seat_name(seat: Seat) -> &'static str {
        COLOUR_NAMES[seat % 4]
    }

    fn seat_colour(seat: Seat) -> Color {
        COLOURS[seat % 4]
    }

    fn seat_detail(&self, seat: Seat) -> String {
        // The pawns HOME are the seat's score beside this line.
        let (start, out, _) = counts(self, Colour::from_index(seat));
        let mut parts = vec![format!("{out} out"), format!("{start} in START")];
        if self.config().teams {
            let partner = self.team(seat)[1];
            parts.push(format!("with {}", COLOUR_NAMES[partner.index()]));
        }
        if self.config().mode == Mode::Points && self.outcome().is_none() {
            // Only how many: the cards themselves are the seat's secret.
            let n = self.hand(seat).len();
            parts.push(format!("{n} cards"));
        }
        if self.has_resigned(seat) {
            parts.push("resigned".into());
        }
        parts.join(" · ")
    }

    fn seat_score(&self, seat: Seat) -> Option<i32> {
        // Pawns home: what the race is about, in every variant.
        Some(counts(self, Colour::from_index(seat)).2 as i32)
    }

    fn final_score(&self, seat: Seat) -> Option<i32> {
        let o = self.outcome()?;
        o.scores.get(seat).copied().or_else(|| self.seat_score(seat))
    }

    fn result_details(&self) -> Vec<String> {
        let Some(o) = self.outcome() else { return Vec::new() };
        if self.config().mode != Mode::Points || o.scores.is_empty() {
            return Vec::new();
        }
        let home: Vec<i32> =
            (0..self.players()).map(|s| counts(self, Colour::from_index(s)).2 as i32).collect();
        (0..self.players())
            .map(|s| {
                let mut line = format!("{}: {} HOME × 5", COLOUR_NAMES[s], home[s]);
                if o.winners.contains(&s) {
                    let others: i32 = (0..self.players()).filter(|t| *t != s).map(|t| 4 - home[t]).sum();
                    line.push_str(&format!(" + {others} opponent pawns not HOME × 5"));
                    let bonus = o.scores[s] - 5 * home[s] - 5 * others;
                    if bonus > 0 {
                        line.push_str(&format!(" + bonus {bonus}"));
                    }
                }
                format!("{line} = {}", o.scores[s])
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

    fn resign(&self, seat: Seat) -> Option<Action> {
        (self.outcome().is_none() && seat < self.players() && !self.has_resigned(seat))
            .then_some(Action::Resign { seat })
    }

    fn rules_text(&self) -> Vec<(String, String)> {
        rules_text::rules(self.config(), self.players())
    }

    fn opening_line(&self) -> String {
        match self.config().who_starts {
            WhoStarts::HighestCard => format!("{} · Who starts? The highest card", self.variant_name()),
            WhoStarts::Red => format!("{} · Red begins", self.variant_name()),
        }
    }
}
