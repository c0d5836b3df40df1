//! The deck: 45 cards, no 6s or 9s.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    One,
    Two,
    Three,
    Four,
    Five,
    Seven,
    Eight,
    Ten,
    Eleven,
    Twelve,
    Sorry,
}

impl Card {
    pub const ALL: [Card; 11] = [
        Card::One,
        Card::Two,
        Card::Three,
        Card::Four,
        Card::Five,
        Card::Seven,
        Card::Eight,
        Card::Ten,
        Card::Eleven,
        Card::Twelve,
        Card::Sorry,
    ];

    /// The number printed on the card (0 for SORRY!).
    pub fn value(self) -> u8 {
        match self {
            Card::One => 1,
            Card::Two => 2,
            Card::Three => 3,
            Card::Four => 4,
            Card::Five => 5,
            Card::Seven => 7,
            Card::Eight => 8,
            Card::Ten => 10,
            Card::Eleven => 11,
            Card::Twelve => 12,
            Card::Sorry => 0,
        }
    }

    /// How many of this card the deck holds.
    pub fn copies(self) -> usize {
        if self == Card::One { 5 } else { 4 }
    }

    pub fn label(self) -> &'static str {
        match self {
            Card::Sorry => "SORRY!",
            c => ["", "1", "2", "3", "4", "5", "", "7", "8", "", "10", "11", "12"][c.value() as usize],
        }
    }
}

/// The whole deck, sorted.
pub fn full_deck() -> Vec<Card> {
    Card::ALL.iter().flat_map(|&c| std::iter::repeat_n(c, c.copies())).collect()
}

pub const DECK_SIZE: usize = 45;
