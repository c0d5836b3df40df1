//! The host's side of a match: it checks each guest's decision against the rules before the
//! match sees it, and tells each guest only what that guest's seat may see.

use super::message::{Payload, Refusal, ToGuest};
use crate::error::RuleError;
use crate::game::{Game, Seat};

/// The stand-in each guest holds, as the host models it: the host plays every decision on it
/// too, and sends a guest its view again only when its stand-in no longer shows what the match
/// shows.
#[derive(Debug, Clone)]
pub struct Host<G: Game> {
    mirrors: Vec<Option<G>>,
}

impl<G: Game> Host<G> {
    pub fn new(players: usize) -> Self {
        Self { mirrors: vec![None; players] }
    }

    /// The guest at `seat` gets the whole table: its view of `game`, and `seed` for the hidden
    /// parts of its stand-in (a fresh random number, never the match's own generator).
    pub fn table(&mut self, game: &G, seat: Seat, seed: u64) -> Result<(Payload, u64), RuleError> {
        let view = game.view(seat);
        let mirror = G::stand_in(&view, seed)?;
        self.mirrors[seat] = Some(mirror);
        Ok((to_payload(&view), seed))
    }

    /// The stand-in the guest at `seat` holds now, as far as the host knows.
    pub fn mirror(&self, seat: Seat) -> Option<&G> {
        self.mirrors.get(seat)?.as_ref()
    }

    /// Check a decision from the guest at `seat`, made when the match stood at `at` decisions
    /// (it stands at `actions`): the match goes on, it is that seat's turn, at the same moment,
    /// and the rules allow it. `resign` is the seat's resignation, which the rules take at any
    /// time. The match is not touched.
    pub fn check(
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

    /// What the guest at `seat` is told of the `actions`-th decision, `action` by `by`, which
    /// gave `events` and left the match as `game`: the events that seat may see, and its view
    /// (with the fresh `seed`) only if its stand-in, playing the decision too, does not show the
    /// same.
    pub fn update(
        &mut self,
        game: &G,
        actions: u64,
        by: Seat,
        action: &G::Action,
        events: &[G::Event],
        seat: Seat,
        seed: u64,
        throw: Option<[f32; 3]>,
    ) -> Result<ToGuest, RuleError> {
        let view = game.view(seat);
        let same = match self.mirrors.get_mut(seat).and_then(Option::as_mut) {
            Some(mirror) => mirror.play(action.clone()).is_ok() && mirror.view(seat) == view,
            None => false,
        };
        let view = if same {
            None
        } else {
            self.mirrors[seat] = Some(G::stand_in(&view, seed)?);
            Some((to_payload(&view), seed))
        };
        let events = events.iter().filter_map(|e| G::seen_by(e, seat)).map(|e| to_payload(&e)).collect();
        Ok(ToGuest::Update { actions, by, action: to_payload(action), events, view, throw })
    }
}

/// A game's value as JSON (its types are plain data).
pub fn to_payload<T: serde::Serialize>(value: &T) -> Payload {
    serde_json::to_value(value).expect("game values serialise")
}
