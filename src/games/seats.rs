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
}

impl SeatKind {
    pub const ALL: [SeatKind; 4] = [SeatKind::Human, SeatKind::Easy, SeatKind::Medium, SeatKind::Hard];

    /// The message naming this kind of player.
    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "seat-human",
            SeatKind::Easy => "seat-easy",
            SeatKind::Medium => "seat-medium",
            SeatKind::Hard => "seat-hard",
        }
    }

    pub fn is_computer(self) -> bool {
        self != SeatKind::Human
    }

    /// The rules crate's name for this computer level.
    pub fn bot_level(self) -> Option<&'static str> {
        match self {
            SeatKind::Human => None,
            SeatKind::Easy => Some("easy"),
            SeatKind::Medium => Some("medium"),
            SeatKind::Hard => Some("hard"),
        }
    }

    /// The next or previous kind, wrapping.
    pub fn step(self, step: i8) -> Self {
        let i = Self::ALL.iter().position(|s| *s == self).unwrap_or(0) as i32;
        Self::ALL[(i + step as i32).rem_euclid(Self::ALL.len() as i32) as usize]
    }
}

/// The match the player is setting up.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct MatchSetup {
    pub game: &'static str,
    pub seats: Vec<SeatKind>,
    pub variant: usize,
}

impl MatchSetup {
    /// A fresh setup: the fewest seats, a human against computers of medium level.
    pub fn for_game(game: &GameInfo) -> Self {
        let mut seats = vec![SeatKind::Medium; game.min_players];
        seats[0] = SeatKind::Human;
        Self { game: game.id, seats, variant: 0 }
    }

    pub fn info(&self) -> Option<GameInfo> {
        catalogue::game(self.game)
    }

    pub fn variant_id(&self) -> Option<&'static str> {
        self.info().and_then(|g| g.variants.get(self.variant).copied())
    }
}
