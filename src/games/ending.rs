//! How a match ends, in the player's language: the headline ("White wins"), why it ended (the
//! rules give their reason as a short English phrase, also read by the engine and the
//! references; this names each phrase's message), and the result the results screen shows.

use super::seats::SeatKind;
use super::view::GameView;
use crate::i18n::{Msg, Words, and_list};
use bevy::prelude::*;

/// The message for the rules' reason `reason` ("3 moves without a removal"), or the phrase itself
/// where no message names it.
pub fn reason_words(reason: &str) -> Words {
    let fixed = match reason {
        "resignation" => Some("reason-resignation"),
        "board full" => Some("reason-board-full"),
        "reduced to two men" => Some("reason-two-men"),
        "no legal move" => Some("reason-no-move"),
        "three in a row" => Some("reason-three-in-a-row"),
        "threefold repetition" => Some("reason-threefold"),
        "KO" => Some("reason-ko"),
        "KO R. D'Aversa" => Some("reason-ko-daversa"),
        "last token placed" => Some("reason-last-token"),
        "no token placed for too long" => Some("reason-idle"),
        "all pawns home" => Some("reason-all-home"),
        _ => None,
    };
    if let Some(id) = fixed {
        return Msg::new(id).into();
    }
    // The phrases with a number: "40 turns", "50 moves without a removal", "5-fold repetition",
    // "first to 12 points".
    let (number, rest) = match reason.strip_prefix("first to ") {
        Some(tail) => (
            tail.split(' ').next().unwrap_or(""),
            format!("first to # {}", tail.split_once(' ').map_or("", |t| t.1)),
        ),
        None => {
            let (n, tail) = reason.split_once([' ', '-']).unwrap_or((reason, ""));
            (n, format!("# {tail}"))
        }
    };
    let id = match rest.as_str() {
        "# turns" => "reason-turns",
        "# moves without a removal" => "reason-quiet",
        "# moves with both sides flying" => "reason-flying-quiet",
        "# fold repetition" => "reason-repetition",
        "first to # points" => "reason-first-to",
        _ => return reason.into(),
    };
    match number.parse::<u32>() {
        Ok(n) => Msg::new(id).with("n", n).into(),
        Err(_) => reason.into(),
    }
}

/// "White wins", "Red and Blue share the win" or "A draw": the results' headline, for the table
/// and the replay shelf.
pub fn headline<G: GameView>(outcome: &parlour_rules::game::Outcome) -> Msg {
    let names: Vec<_> = outcome.winners.iter().map(|s| G::seat_name(*s)).collect();
    match names.len() {
        0 => Msg::new("result-draw"),
        1 => Msg::new("result-wins").with("name", names[0].clone()),
        _ => Msg::new("result-share").with("names", and_list(names)),
    }
}

/// What a rematch needs: the same game, variant and seats, with a new seed.
#[derive(Debug, Clone, PartialEq)]
pub struct Rematch {
    pub game: &'static str,
    pub variant: String,
    pub seats: Vec<SeatKind>,
}

/// The last finished match, as the results screen shows it.
#[derive(Resource, Debug, Clone)]
pub struct LastResult {
    pub game: Msg,
    /// "White wins", "A draw".
    pub headline: Msg,
    /// One line per seat: name, score (if the game keeps points), whether it won.
    pub seats: Vec<(Msg, Option<i32>, bool)>,
    pub reason: Words,
    /// How the points were made, a line per seat, where the game says (Sorry!'s points).
    pub details: Vec<Msg>,
    /// How to play the same match again.
    pub rematch: Option<Rematch>,
}

impl Default for LastResult {
    fn default() -> Self {
        Self {
            game: Msg::new("game-none"),
            headline: Msg::new("result-draw"),
            seats: Vec::new(),
            reason: Words::default(),
            details: Vec::new(),
            rematch: None,
        }
    }
}

/// A finished match as the player's record counts it: from the side of the first person at the
/// table, against people if another person played, else against the strongest computer level.
/// `None` when no person played (computer players alone are not the player's record).
pub fn finished_for_record<G: GameView>(
    m: &super::session::Match<G>,
    outcome: &parlour_rules::game::Outcome,
) -> Option<crate::persistence::statistics::Finished> {
    use crate::persistence::statistics::{Finished, Result};
    let you = (0..m.seats.len()).find(|&s| m.is_human(s))?;
    let others = (0..m.seats.len()).filter(|&s| s != you);
    let opponent = if others.clone().any(|s| !m.seats[s].is_computer()) {
        SeatKind::Human
    } else {
        let strongest = others.map(|s| m.seats[s]).max_by_key(|k| SeatKind::ALL.iter().position(|a| a == k));
        strongest.unwrap_or(SeatKind::Human)
    };
    let result = if outcome.winners.is_empty() {
        Result::Drawn
    } else if outcome.winners.contains(&you) {
        Result::Won
    } else {
        Result::Lost
    };
    Some(Finished {
        game: G::ID.to_string(),
        variant: m.variant.clone(),
        opponent: opponent.opponent_name().to_string(),
        result,
        length: m.actions as u32,
    })
}
