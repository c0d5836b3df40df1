//! The registry of the games the table plays: how each game's match goes into the save file's
//! enum and back, and what the screens before the table ask of a game by its id.

use super::ending::{headline, reason_words};
use super::session::Match;
use super::session::engine_lines;
use super::view::GameView;
use crate::i18n::Msg;
use crate::notice::Notice;
use crate::persistence::saves;
use crate::persistence::store::Store;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morfals::Morfals;
use parlour_rules::games::morpyam::Morpyam;
use parlour_rules::games::morris::Morris;
use parlour_rules::games::sorry::Sorry;
use serde::{Deserialize, Serialize};

/// A game as the registry knows it: how its match goes into the save file's enum and back.
pub(crate) trait Registered: GameView {
    fn wrap(m: Match<Self>) -> SavedMatch;
    fn unwrap(saved: &SavedMatch) -> Option<&Match<Self>>;
}

impl Registered for Morpyam {
    fn wrap(m: Match<Self>) -> SavedMatch {
        SavedMatch::Morpyam(m)
    }
    fn unwrap(saved: &SavedMatch) -> Option<&Match<Self>> {
        match saved {
            SavedMatch::Morpyam(m) => Some(m),
            _ => None,
        }
    }
}

impl Registered for Morris {
    fn wrap(m: Match<Self>) -> SavedMatch {
        SavedMatch::Morris(m)
    }
    fn unwrap(saved: &SavedMatch) -> Option<&Match<Self>> {
        match saved {
            SavedMatch::Morris(m) => Some(m),
            _ => None,
        }
    }
}

impl Registered for Sorry {
    fn wrap(m: Match<Self>) -> SavedMatch {
        SavedMatch::Sorry(m)
    }
    fn unwrap(saved: &SavedMatch) -> Option<&Match<Self>> {
        match saved {
            SavedMatch::Sorry(m) => Some(m),
            _ => None,
        }
    }
}

impl Registered for Morfals {
    fn wrap(m: Match<Self>) -> SavedMatch {
        SavedMatch::Morfals(m)
    }
    fn unwrap(saved: &SavedMatch) -> Option<&Match<Self>> {
        match saved {
            SavedMatch::Morfals(m) => Some(m),
            _ => None,
        }
    }
}

/// A match in progress, of any game the table plays, as the save file holds it. One exists at a
/// time, read or written once per decision, so its size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SavedMatch {
    Morpyam(Match<Morpyam>),
    Morris(Match<Morris>),
    Sorry(Match<Sorry>),
    Morfals(Match<Morfals>),
}

impl SavedMatch {
    /// "Morpyam · Classic, 2 players" for the Resume button.
    pub fn summary(&self) -> Msg {
        fn line<G: GameView>(m: &Match<G>) -> Msg {
            Msg::new("match-summary")
                .with("game", G::title())
                .with("variant", m.variant_name())
                .with("players", m.seats.len())
        }
        match self {
            SavedMatch::Morpyam(m) => line(m),
            SavedMatch::Morris(m) => line(m),
            SavedMatch::Sorry(m) => line(m),
            SavedMatch::Morfals(m) => line(m),
        }
    }

    /// The online room a finished match was played in, and its seed (`None` at one screen).
    pub fn online_room(&self) -> Option<(&str, u64)> {
        let (room, seed) = match self {
            SavedMatch::Morpyam(m) => (&m.room, m.seed),
            SavedMatch::Morris(m) => (&m.room, m.seed),
            SavedMatch::Sorry(m) => (&m.room, m.seed),
            SavedMatch::Morfals(m) => (&m.room, m.seed),
        };
        room.as_deref().map(|r| (r, seed))
    }

    /// Decisions in the match's log.
    pub fn decisions(&self) -> usize {
        match self {
            SavedMatch::Morpyam(m) => m.log.decisions.len(),
            SavedMatch::Morris(m) => m.log.decisions.len(),
            SavedMatch::Sorry(m) => m.log.decisions.len(),
            SavedMatch::Morfals(m) => m.log.decisions.len(),
        }
    }

    /// A finished match's log must replay to the very position it ended in.
    pub fn check_replay(&self) -> Result<(), String> {
        fn finished<G: GameView>(m: &Match<G>) -> Result<(), String> {
            if m.game.outcome().is_none() {
                return Err("the match is not finished".into());
            }
            Ok(())
        }
        match self {
            SavedMatch::Morpyam(m) => finished(m),
            SavedMatch::Morris(m) => finished(m),
            SavedMatch::Sorry(m) => finished(m),
            SavedMatch::Morfals(m) => finished(m),
        }?;
        self.check()
    }

    /// The same match after its first `count` decisions.
    pub fn replayed(&self, count: usize) -> Result<SavedMatch, String> {
        Ok(match self {
            SavedMatch::Morpyam(m) => SavedMatch::Morpyam(m.replayed(count)?),
            SavedMatch::Morris(m) => SavedMatch::Morris(m.replayed(count)?),
            SavedMatch::Sorry(m) => SavedMatch::Sorry(m.replayed(count)?),
            SavedMatch::Morfals(m) => SavedMatch::Morfals(m.replayed(count)?),
        })
    }

    /// "Red wins · KO" for a finished match.
    pub fn result_line(&self) -> Msg {
        fn line<G: GameView>(m: &Match<G>) -> Msg {
            let Some(outcome) = m.game.outcome() else { return Msg::new("replay-unfinished") };
            Msg::new("result-line")
                .with("headline", headline::<G>(&outcome))
                .with("reason", reason_words(&outcome.reason))
        }
        match self {
            SavedMatch::Morpyam(m) => line(m),
            SavedMatch::Morris(m) => line(m),
            SavedMatch::Sorry(m) => line(m),
            SavedMatch::Morfals(m) => line(m),
        }
    }

    /// The match as JSON lines for `parlour-engine`.
    pub fn engine_lines(&self) -> Result<String, String> {
        match self {
            SavedMatch::Morpyam(m) => engine_lines(m),
            SavedMatch::Morris(m) => engine_lines(m),
            SavedMatch::Sorry(m) => engine_lines(m),
            SavedMatch::Morfals(m) => engine_lines(m),
        }
    }

    /// The game's id ("morris").
    pub fn game_id(&self) -> &'static str {
        match self {
            SavedMatch::Morpyam(_) => Morpyam::ID,
            SavedMatch::Morris(_) => Morris::ID,
            SavedMatch::Sorry(_) => Sorry::ID,
            SavedMatch::Morfals(_) => Morfals::ID,
        }
    }

    /// What parsing cannot see: a save must agree with itself, and its log must replay to the
    /// position it holds.
    pub fn check(&self) -> Result<(), String> {
        fn whole<G: GameView>(m: &Match<G>) -> Result<(), String> {
            if m.seats.len() != m.game.players() {
                return Err(format!("{} seats for a match of {} players", m.seats.len(), m.game.players()));
            }
            m.check_log()
        }
        match self {
            SavedMatch::Morpyam(m) => whole(m),
            SavedMatch::Morris(m) => whole(m),
            SavedMatch::Sorry(m) => whole(m),
            SavedMatch::Morfals(m) => whole(m),
        }
    }
}

/// The name of `seat` in game `game` ("Red", "White"…), for the screens before the table.
pub fn seat_name(game: &str, seat: usize) -> Msg {
    match game {
        id if id == Morris::ID => Morris::seat_name(seat),
        id if id == Sorry::ID => Sorry::seat_name(seat),
        id if id == Morfals::ID => Morfals::seat_name(seat),
        _ => Morpyam::seat_name(seat),
    }
}

/// Read the save file: `Ok(None)` when there is none; a broken one is set aside and the error
/// says where it was.
pub fn load_save(store: &Store) -> Result<Option<SavedMatch>, String> {
    saves::load(store, SavedMatch::check)
}

/// The save found when the title screen opened.
#[derive(Resource, Debug, Default)]
pub struct Resumable(pub Option<SavedMatch>);

/// On the title: look for a match to resume.
pub fn look_for_save(
    store: Res<Store>,
    mut resumable: ResMut<Resumable>,
    mut notices: MessageWriter<Notice>,
) {
    resumable.0 = None;
    match load_save(&store) {
        Ok(saved) => resumable.0 = saved,
        Err(problem) => {
            warn!("saves: {problem}");
            notices.write(Notice::problem("notice-save-broken", problem));
        }
    }
}

/// A match to resume when the table opens (from the title's Resume).
#[derive(Resource, Debug, Default)]
pub struct ResumeRequest(pub Option<SavedMatch>);
