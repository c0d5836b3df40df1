//! The match as the server holds it: the one authority of an online match. It checks each
//! decision with the rules, applies it, and tells each viewer (a seat's client or a spectator's)
//! only what that viewer may see. It keeps, per viewer, the stand-in that viewer holds (its
//! mirror) and sends a view again only when the mirror, having played the decision too, no
//! longer shows what the match shows (a throw, a card drawn). Pure: the server does the IO.

use super::check::{check, to_payload};
use super::message::{Payload, Refusal};
use super::protocol::ToClient;
use crate::dynmatch::MatchSpec;
use crate::error::RuleError;
use crate::game::{Game, Outcome, Seat};
use std::collections::HashMap;

/// Who a message is for: a seat's client, or a spectator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

/// A match of any game, held by the server: object-safe, so one server serves every game.
pub trait Authority: Send {
    fn game(&self) -> &'static str;
    fn players(&self) -> usize;
    /// Decisions made so far.
    fn actions(&self) -> u64;
    fn to_act(&self) -> Option<Seat>;
    fn outcome(&self) -> Option<Outcome>;
    /// `seat`'s resignation, where the rules take one now.
    fn resignation(&self, seat: Seat) -> Option<Payload>;
    /// Check `seat`'s decision made when the match stood at `at`: what to apply, or why not. A
    /// resignation is taken at any time. The match is not touched.
    fn check(&self, seat: Seat, at: u64, action: &Payload) -> Result<Payload, Refusal>;
    /// Apply an action that [`Authority::check`] let through, or a computer player's, or one
    /// from the stored log: the seat that made it.
    fn apply(&mut self, action: &Payload) -> Result<Seat, RuleError>;
    /// The computer player's decision of `level` for the seat to act, from that seat's view.
    fn bot(&self, level: &str, seed: u64) -> Result<Payload, RuleError>;
    /// The whole table for viewer `id` (a connection) seeing as `viewer`: its view and the seed
    /// of its stand-in's hidden parts (a fresh random number from the caller, never the
    /// match's generator). The viewer's mirror starts from it. The caller sends it as
    /// [`ToClient::Table`] with the room's match number.
    fn table(&mut self, id: u64, viewer: Viewer, seed: u64) -> Result<Payload, RuleError>;
    /// What viewer `id` is told of the last applied decision (the `actions()`-th), with `throw`
    /// passed on; `seed` is used only when its view must be sent again.
    fn update(&mut self, id: u64, seed: u64, throw: Option<[f32; 3]>) -> Result<ToClient, RuleError>;
    /// Viewer `id` left: its mirror goes.
    fn forget(&mut self, id: u64);
    /// Viewers whose mirror is held.
    fn viewers(&self) -> usize;
    /// The readable picture of the position (logs).
    fn dump(&self) -> String;
}

/// One match of `G` and its viewers' mirrors.
struct Held<G: Game> {
    game: G,
    actions: u64,
    /// The last applied decision: its seat, action and events, for [`Authority::update`].
    last: Option<(Seat, G::Action, Vec<G::Event>)>,
    mirrors: HashMap<u64, (Viewer, G)>,
}

/// A new match as `spec` says (game, variant, players, seed), held for online play.
pub fn hold<G: Game + Send + 'static>(spec: &MatchSpec) -> Result<Box<dyn Authority>, RuleError>
where
    G::Action: Send,
    G::Event: Send,
{
    let game = G::new(&spec.config::<G>()?, spec.players, spec.seed)?;
    Ok(Box::new(Held { game, actions: 0, last: None, mirrors: HashMap::new() }))
}

fn view_of<G: Game>(game: &G, viewer: Viewer) -> G::View {
    match viewer {
        Viewer::Seat(seat) => game.view(seat),
        Viewer::Spectator => game.spectator_view(),
    }
}

fn read<G: Game>(action: &Payload) -> Result<G::Action, RuleError> {
    serde_json::from_value(action.clone())
        .map_err(|e| RuleError::bad_input(format!("not a {} action: {e}", G::ID)))
}

impl<G: Game + Send> Authority for Held<G>
where
    G::Action: Send,
    G::Event: Send,
{
    fn game(&self) -> &'static str {
        G::ID
    }
    fn players(&self) -> usize {
        self.game.players()
    }
    fn actions(&self) -> u64 {
        self.actions
    }
    fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn resignation(&self, seat: Seat) -> Option<Payload> {
        self.game.resignation(seat).map(|a| to_payload(&a))
    }

    fn check(&self, seat: Seat, at: u64, action: &Payload) -> Result<Payload, Refusal> {
        let resign = self.game.resignation(seat);
        check(&self.game, self.actions, seat, at, action, resign.as_ref()).map(|a| to_payload(&a))
    }

    fn apply(&mut self, action: &Payload) -> Result<Seat, RuleError> {
        let action = read::<G>(action)?;
        // A resignation names its own seat; any other decision is the seat to act's.
        let by = (0..self.game.players())
            .find(|&s| self.game.resignation(s).as_ref() == Some(&action))
            .or(self.game.to_act())
            .ok_or_else(RuleError::game_over)?;
        let events = self.game.apply(action.clone())?;
        self.actions += 1;
        self.last = Some((by, action, events));
        Ok(by)
    }

    fn bot(&self, level: &str, seed: u64) -> Result<Payload, RuleError> {
        let legal = self.game.legal_actions();
        self.game.bot_action_in(&legal, level, seed).map(|a| to_payload(&a))
    }

    fn table(&mut self, id: u64, viewer: Viewer, seed: u64) -> Result<Payload, RuleError> {
        let view = view_of(&self.game, viewer);
        let mirror = G::stand_in(&view, seed)?;
        self.mirrors.insert(id, (viewer, mirror));
        Ok(to_payload(&view))
    }

    fn update(&mut self, id: u64, seed: u64, throw: Option<[f32; 3]>) -> Result<ToClient, RuleError> {
        let (by, action, events) =
            self.last.as_ref().ok_or_else(|| RuleError::bad_input("no decision to tell"))?;
        let (viewer, mirror) =
            self.mirrors.get_mut(&id).ok_or_else(|| RuleError::bad_input("a viewer without a table"))?;
        let viewer = *viewer;
        let view = view_of(&self.game, viewer);
        let same = mirror.play(action.clone()).is_ok() && view_of(mirror, viewer) == view;
        let view = if same {
            None
        } else {
            *mirror = G::stand_in(&view, seed)?;
            Some((to_payload(&view), seed))
        };
        let seen = |e: &G::Event| match viewer {
            Viewer::Seat(seat) => G::seen_by(e, seat),
            Viewer::Spectator => G::seen_by_spectator(e),
        };
        let events = events.iter().filter_map(seen).map(|e| to_payload(&e)).collect();
        Ok(ToClient::Update {
            actions: self.actions,
            by: *by,
            action: to_payload(action),
            events,
            view,
            throw,
        })
    }

    fn forget(&mut self, id: u64) {
        self.mirrors.remove(&id);
    }

    fn viewers(&self) -> usize {
        self.mirrors.len()
    }

    fn dump(&self) -> String {
        self.game.dump()
    }
}
