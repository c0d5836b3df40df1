//! Who sits at a seat: a human or a computer player of a level. Saved with every match.

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

    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "Human",
            SeatKind::Easy => "Computer · easy",
            SeatKind::Medium => "Computer · medium",
            SeatKind::Hard => "Computer · hard",
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
