//! Who sits at a seat (a human or a computer player of a level; saved with every match), and
//! the match being set up: the game, its seats and its variant.

use super::catalogue::{self, GameInfo};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Who sits at a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SeatKind {
    #[default]
    Human,
    Easy,
    Medium,
    Hard,
    /// Above hard, for the games that have such a level (Morris: the same search with a
    /// longer budget).
    Expert,
    /// A person at another screen, in an online match (the host's; or, at a guest's table,
    /// every seat but its own that a person takes).
    Online,
}

impl SeatKind {
    /// A person, then the computer levels weakest first; Expert only where the game has it
    /// ([`SeatKind::offered`]).
    pub const ALL: [SeatKind; 6] = [
        SeatKind::Human,
        SeatKind::Easy,
        SeatKind::Medium,
        SeatKind::Hard,
        SeatKind::Expert,
        SeatKind::Online,
    ];

    /// The message naming this kind of player.
    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "seat-human",
            SeatKind::Easy => "seat-easy",
            SeatKind::Medium => "seat-medium",
            SeatKind::Hard => "seat-hard",
            SeatKind::Expert => "seat-expert",
            SeatKind::Online => "seat-online",
        }
    }

    pub fn is_computer(self) -> bool {
        self.bot_level().is_some()
    }

    /// A person at this screen.
    pub fn is_here(self) -> bool {
        self == SeatKind::Human
    }

    /// The rules crate's name for this computer level.
    pub fn bot_level(self) -> Option<&'static str> {
        match self {
            SeatKind::Human | SeatKind::Online => None,
            SeatKind::Easy => Some("easy"),
            SeatKind::Medium => Some("medium"),
            SeatKind::Hard => Some("hard"),
            SeatKind::Expert => Some("expert"),
        }
    }

    /// How the player's record names an opponent of this kind: "people" for a person (here or
    /// online), else the computer level.
    pub fn opponent_name(self) -> &'static str {
        self.bot_level().unwrap_or("people")
    }

    /// The kind the record's opponent name `name` stands for.
    pub fn of_opponent_name(name: &str) -> Option<SeatKind> {
        Self::ALL.into_iter().find(|k| k.opponent_name() == name)
    }

    /// The kinds of player game `game` offers: a person, its computer levels (the rules crate's
    /// list: Expert for Morris only) and a person online.
    pub fn offered(game: &str) -> Vec<SeatKind> {
        let levels = parlour_rules::game::bot_levels(game);
        Self::ALL.into_iter().filter(|k| k.bot_level().is_none_or(|l| levels.contains(&l))).collect()
    }

    /// The next or previous kind game `game` offers, wrapping.
    pub fn step(self, game: &str, step: i8) -> Self {
        let offered = Self::offered(game);
        let i = offered.iter().position(|s| *s == self).unwrap_or(0) as i32;
        offered[(i + step as i32).rem_euclid(offered.len() as i32) as usize]
    }
}

/// This screen takes part in an online match (as a client: the server holds the match). The
/// match layer's files that act otherwise online (the door, undo, the presenter, the table's
/// buttons) read this rather than the online module, which stands above them.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnlineRole {
    Client,
}

/// Run condition: this screen's table is an online match's.
pub fn is_client(role: Option<Res<OnlineRole>>) -> bool {
    role.is_some()
}

/// The match the player is setting up.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct MatchSetup {
    pub game: &'static str,
    /// Set up from Online → Host: the seats offer "Online player" first after a person.
    pub seats: Vec<SeatKind>,
    pub variant: usize,
    /// The table opens the game's guided first match instead (Learn to play).
    pub lesson: bool,
}

impl MatchSetup {
    /// A fresh setup: the fewest seats, a human against computers of medium level.
    pub fn for_game(game: &GameInfo) -> Self {
        let mut seats = vec![SeatKind::Medium; game.min_players];
        seats[0] = SeatKind::Human;
        Self { game: game.id, seats, variant: 0, lesson: false }
    }

    pub fn info(&self) -> Option<GameInfo> {
        catalogue::game(self.game)
    }

    pub fn variant_id(&self) -> Option<&'static str> {
        self.info().and_then(|g| g.variants.get(self.variant).copied())
    }
}
