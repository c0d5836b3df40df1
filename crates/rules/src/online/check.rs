//! The server's check of a client's decision before the match sees it, and the JSON form in
//! which a game's values travel.

use super::message::{Payload, Refusal};
use crate::game::{Game, Seat};

/// Check a decision from the client at `seat`, made when the match stood at `at` decisions (it
/// stands at `actions`): the match goes on, it is that seat's turn, at the same moment, and the
/// rules allow it. `resign` is the seat's resignation, which the rules take at any time (a
/// resignation sent before the last decision reached the client still counts). The match is not
/// touched.
pub fn check<G: Game>(
    game: &G,
    actions: u64,
    seat: Seat,
    at: u64,
    action: &Payload,
    resign: Option<&G::Action>,
) -> Result<G::Action, Refusal> {
    if game.outcome().is_some() {
        return Err(Refusal::Over);
    }
    let action: G::Action =
        serde_json::from_value(action.clone()).map_err(|e| Refusal::Unreadable(e.to_string()))?;
    if resign == Some(&action) {
        return Ok(action);
    }
    if at != actions {
        return Err(Refusal::Stale { now: actions });
    }
    if game.to_act() != Some(seat) {
        return Err(Refusal::NotYourTurn);
    }
    if game.legal_actions().contains(&action) {
        return Ok(action);
    }
    let why = match game.clone().apply(action.clone()) {
        Err(e) => e.to_string(),
        Ok(_) => "not among the decisions the table offers".to_string(),
    };
    Err(Refusal::Illegal(why))
}

/// A game's value as JSON (its types are plain data).
pub fn to_payload<T: serde::Serialize>(value: &T) -> Payload {
    serde_json::to_value(value).expect("game values serialise")
}
