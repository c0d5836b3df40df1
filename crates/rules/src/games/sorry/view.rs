//! What one seat may see: the board, public card information and its own hand only.

use super::action::Action;
use super::board::{Colour, Pos};
use super::cards::{Card, full_deck};
use super::config::Config;
use super::turn::{Phase, Sorry, StartDraw};
use crate::game::{Outcome, Seat};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub colour: Colour,
    /// The colours this seat moves (its own first; its partner's too in teams).
    pub team: Vec<Colour>,
    pub players: usize,
    /// The seats that resigned (they take no more turns).
    pub resigned: Vec<bool>,
    /// The variant and its board (public).
    pub config: Config,
    /// Whose turn, and in standard mode the face-up drawn card.
    pub phase: Phase,
    /// The start draw while it lasts: the face-up cards drawn for who starts.
    pub start_draw: StartDraw,
    /// Every colour in play's pawns, by colour.
    pub pawns: Vec<[Pos; 4]>,
    /// This seat's hand (play-for-points; empty otherwise).
    pub hand: Vec<Card>,
    /// How many cards each seat holds.
    pub hand_sizes: Vec<usize>,
    /// Cards left to draw (their order is not known to anyone).
    pub draw_pile: usize,
    /// Face-up discards since the last reshuffle, oldest first.
    pub discards: Vec<Card>,
    /// Cards not yet seen by this seat since the last reshuffle: the draw pile plus the other
    /// seats' hands, as counts per card (what a careful player could count).
    pub unseen: Vec<(Card, usize)>,
    /// The actions this seat may take now (empty when it is not its turn).
    pub legal: Vec<Action>,
    /// The seat that played first (0 until the start draw is settled).
    pub first_player: Seat,
    /// The seat whose action ended the match (after a resignation, the first winner): it plays
    /// first in a rematch when the level says so.
    pub finisher: Option<Seat>,
    pub outcome: Option<Outcome>,
}

impl Sorry {
    /// The view of `seat`; `seat == players` is a spectator's, who holds no hand and moves no
    /// colour.
    pub fn view(&self, seat: Seat) -> View {
        let to_act = self.to_act() == Some(seat);
        let spectator = seat >= self.players;
        let hand: Vec<Card> = if spectator { Vec::new() } else { self.hands[seat].clone() };
        let mut seen: Vec<Card> = self.discards.clone();
        seen.extend(&hand);
        if let Phase::Move { card, .. } = self.phase {
            seen.push(card);
        }
        seen.extend(self.start_draw.drawn());
        let unseen = Card::ALL
            .iter()
            .map(|&c| {
                (
                    c,
                    full_deck().iter().filter(|&&x| x == c).count()
                        - seen.iter().filter(|&&x| x == c).count(),
                )
            })
            .collect();
        View {
            seat,
            colour: Colour::from_index(if spectator { 0 } else { seat }),
            team: if spectator { Vec::new() } else { self.team(seat).to_vec() },
            players: self.players,
            resigned: self.resigned.clone(),
            config: self.config.clone(),
            phase: self.phase,
            start_draw: self.start_draw.clone(),
            pawns: self.pawns[..self.players].to_vec(),
            hand,
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            draw_pile: self.draw_pile.len(),
            discards: self.discards.clone(),
            unseen,
            legal: if to_act { self.legal_actions() } else { Vec::new() },
            first_player: self.first,
            finisher: self.finisher,
            outcome: self.outcome.clone(),
        }
    }
}
