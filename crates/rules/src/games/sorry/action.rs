//! Actions a seat can take and the events they produce.

use super::board::{Colour, Pos};
use super::cards::Card;
use crate::game::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// One pawn: its colour and its number `0..4` within the colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PawnRef {
    pub colour: Colour,
    pub index: u8,
}

impl PawnRef {
    pub fn new(colour: Colour, index: u8) -> Self {
        Self { colour, index }
    }
}

/// One part of a split 7: a pawn and how far it goes forward.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    pub pawn: PawnRef,
    pub steps: u8,
}

/// A decision. Every move names the card it uses (the drawn card, or a card from the hand in
/// play-for-points). The seat is always the seat to act, except for `Resign`, which any seat
/// still playing may send at any time (it is never listed among the legal actions).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Who starts: draw one card face up from the shuffled deck (the seat to act).
    StartDraw,
    /// Draw the top card (standard mode).
    Draw,
    /// Move a pawn out of START onto its circle. START pawns are alike: the lowest-numbered
    /// one is named.
    Start {
        card: Card,
        pawn: PawnRef,
    },
    Forward {
        card: Card,
        pawn: PawnRef,
        steps: u8,
    },
    Backward {
        card: Card,
        pawn: PawnRef,
        steps: u8,
    },
    /// A 7 split among pawns, carried out in the order given (each part's landing, bumps and
    /// slides happen before the next part moves).
    Split {
        parts: Vec<Part>,
    },
    /// An 11: exchange places of `pawn` with `target`.
    Swap {
        card: Card,
        pawn: PawnRef,
        target: PawnRef,
    },
    /// SORRY!: `pawn` leaves START for `target`'s square and bumps it.
    Sorry {
        card: Card,
        pawn: PawnRef,
        target: PawnRef,
    },
    /// Give up the drawn card: no legal move, or declining an 11 swap (standard mode).
    Forfeit,
    /// Play-for-points with no card that can move: discard one and draw; the turn ends.
    Discard {
        card: Card,
    },
    /// `seat` gives up: in teams its team loses; otherwise it takes no more turns and the last
    /// seat left wins.
    Resign {
        seat: Seat,
    },
}

impl Action {
    /// The card this action uses up, if it names one.
    pub fn card(&self) -> Option<Card> {
        match self {
            Action::Start { card, .. }
            | Action::Forward { card, .. }
            | Action::Backward { card, .. }
            | Action::Swap { card, .. }
            | Action::Sorry { card, .. }
            | Action::Discard { card } => Some(*card),
            Action::Split { .. } => Some(Card::Seven),
            Action::StartDraw | Action::Draw | Action::Forfeit | Action::Resign { .. } => None,
        }
    }
}

/// What happened, in order, for the visuals to animate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// Who starts: `seat` drew `card` face up (SORRY! counts as 0).
    StartDraw {
        seat: Seat,
        card: Card,
    },
    /// The highest start card was tied: these seats draw again.
    StartTie {
        seats: Vec<Seat>,
    },
    /// The start draw is settled: `seat` plays first. The drawn cards then go back into the deck,
    /// which is reshuffled (a `Reshuffled` event follows).
    FirstPlayer {
        seat: Seat,
    },
    /// A card was drawn. In play-for-points the card goes into the seat's hidden hand; use
    /// [`Event::seen_by`] to hide it from the other seats.
    CardDrawn {
        seat: Seat,
        card: Option<Card>,
        to_hand: bool,
    },
    /// The discards were shuffled into a new draw pile of `cards` cards (or, after the start
    /// draw, the whole deck was).
    Reshuffled {
        cards: usize,
    },
    /// A card from a hand was played face up (play-for-points).
    CardPlayed {
        seat: Seat,
        card: Card,
    },
    PawnMoved {
        pawn: PawnRef,
        from: Pos,
        to: Pos,
    },
    /// A pawn landed on a slide and slid to its end, sending every pawn on the way to START.
    Slid {
        pawn: PawnRef,
        from: u8,
        to: u8,
        bumped: Vec<PawnRef>,
    },
    /// "Sorry!": `pawn` was sent back to START by `by` landing on `square`.
    Bumped {
        pawn: PawnRef,
        by: PawnRef,
        square: u8,
    },
    /// An 11 swap: `pawn` went to `pawn_to`, `target` to `target_to`.
    Swapped {
        pawn: PawnRef,
        target: PawnRef,
        pawn_to: u8,
        target_to: u8,
    },
    ReachedHome {
        pawn: PawnRef,
    },
    /// The card could not (or would not) be used.
    Forfeited {
        seat: Seat,
        card: Card,
    },
    /// A card was discarded unused from a hand (play-for-points).
    Discarded {
        seat: Seat,
        card: Card,
    },
    /// The 2: the same seat draws (or plays) again.
    DrawAgain {
        seat: Seat,
    },
    /// Play passed to `seat` (not sent for the first turn, nor for the 2's second go).
    TurnStarted {
        seat: Seat,
    },
    Resigned {
        seat: Seat,
    },
    GameOver {
        outcome: Outcome,
    },
}

impl Event {
    /// The event as `seat` may see it: cards drawn into another seat's hand are hidden.
    pub fn seen_by(&self, seat: Seat) -> Event {
        match self {
            Event::CardDrawn { seat: s, card: Some(_), to_hand: true } if *s != seat => {
                Event::CardDrawn { seat: *s, card: None, to_hand: true }
            }
            e => e.clone(),
        }
    }
}
