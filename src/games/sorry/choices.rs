//! What the board means for the human deciding, from the rules' legal actions alone: the pawns
//! that can move, and once one is picked, the spots it can go to with the move each one means.
//! A 7 is split by picking the first pawn and how far it goes (the rules' splits decide what is
//! offered), then the pawn that moves the rest. A spot that means two moves (an 11 that lands
//! on an opponent could bump it or swap with it) makes the turn panel ask which.

use super::board::Spot;
use super::words::colour_name;
use crate::i18n::{Arg, Msg, Words};
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::sorry::{Action, Card, Part, PawnRef, Phase, Pos, Sorry};

/// What the human has chosen so far this turn.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Pick {
    /// Play for points: the card chosen from the hand.
    pub card: Option<Card>,
    /// The pawn picked up.
    pub pawn: Option<PawnRef>,
    /// The parts of a split 7 chosen so far.
    pub parts: Vec<Part>,
    /// A spot that means several moves: the panel asks which.
    pub asking: Vec<Outcome>,
    /// Picked by pressing the mouse on it: letting go over a spot chooses that spot.
    pub dragging: bool,
}

impl Pick {
    /// Go back one step; false when there was nothing to take back.
    pub fn back(&mut self) -> bool {
        if !self.asking.is_empty() {
            self.asking.clear();
        } else if self.pawn.is_some() {
            self.pawn = None;
        } else if self.parts.pop().is_some() {
        } else if self.card.is_some() {
            self.card = None;
        } else {
            return false;
        }
        self.dragging = false;
        true
    }

    pub fn has_any(&self) -> bool {
        self.card.is_some() || self.pawn.is_some() || !self.parts.is_empty() || !self.asking.is_empty()
    }
}

/// What choosing a spot does.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The whole decision.
    Play(Action),
    /// One more part of a split 7; the rest is still to choose.
    Split(Part),
}

/// The spots that mean something now.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Choices {
    /// Spots holding a pawn that can move (for START, the pawn the rules name).
    pub sources: Vec<(Spot, PawnRef)>,
    /// Where the picked pawn can go, and what each spot means.
    pub targets: Vec<(Spot, Vec<Outcome>)>,
    /// Targets where an opponent's pawn would be bumped or swapped.
    pub against: Vec<Spot>,
}

/// The pawn moves open to the human now: the drawn card's, or (play for points) the chosen
/// card's.
pub fn moves(game: &Sorry, pick: &Pick) -> Vec<Action> {
    let keep = |a: &Action| {
        !matches!(a, Action::Forfeit | Action::Discard { .. } | Action::Draw | Action::StartDraw)
    };
    match game.phase() {
        Phase::Move { .. } => game.legal_actions().into_iter().filter(keep).collect(),
        Phase::Play { .. } => match pick.card {
            Some(card) => {
                game.legal_actions().into_iter().filter(|a| keep(a) && a.card() == Some(card)).collect()
            }
            None => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// The cards of the hand that can move a pawn (play for points).
pub fn playable_cards(game: &Sorry) -> Vec<Card> {
    let mut cards: Vec<Card> = game
        .legal_actions()
        .iter()
        .filter(|a| !matches!(a, Action::Discard { .. }))
        .filter_map(Action::card)
        .collect();
    cards.sort();
    cards.dedup();
    cards
}

/// The pawn that moves next in `a`, after the split parts already chosen.
fn mover(a: &Action, prefix: &[Part]) -> Option<PawnRef> {
    match a {
        Action::Split { parts } => {
            (parts.len() > prefix.len() && parts.starts_with(prefix)).then(|| parts[prefix.len()].pawn)
        }
        Action::Start { pawn, .. }
        | Action::Forward { pawn, .. }
        | Action::Backward { pawn, .. }
        | Action::Swap { pawn, .. }
        | Action::Sorry { pawn, .. } => prefix.is_empty().then_some(*pawn),
        _ => None,
    }
}

/// Where the mover of `a` lands (before any slide).
pub fn landing(game: &Sorry, a: &Action, prefix: &[Part]) -> Option<Pos> {
    let board = &game.config().board;
    match a {
        Action::Start { pawn, .. } => Some(Pos::Track(board.side(pawn.colour).circle)),
        Action::Forward { pawn, steps, .. } => board.forward(pawn.colour, game.pawn(*pawn), *steps),
        Action::Backward { pawn, steps, .. } => board.backward(pawn.colour, game.pawn(*pawn), *steps),
        Action::Swap { target, .. } | Action::Sorry { target, .. } => Some(game.pawn(*target)),
        Action::Split { parts } => {
            let part = parts.get(prefix.len())?;
            board.forward(part.pawn.colour, game.pawn(part.pawn), part.steps)
        }
        _ => None,
    }
}

/// The pawn standing on a track square, if any.
fn on_square(game: &Sorry, pos: Pos) -> Option<PawnRef> {
    let Pos::Track(_) = pos else { return None };
    (0..game.players()).find_map(|c| {
        (0..4u8)
            .map(|i| PawnRef::new(parlour_rules::games::sorry::Colour::from_index(c), i))
            .find(|p| game.pawn(*p) == pos)
    })
}

impl Choices {
    pub fn of(game: &Sorry, pick: &Pick) -> Self {
        let mut c = Choices::default();
        let acts = moves(game, pick);
        for a in &acts {
            let Some(p) = mover(a, &pick.parts) else { continue };
            let spot = Spot::of(p.colour, game.pawn(p));
            if !c.sources.iter().any(|(s, _)| *s == spot) {
                c.sources.push((spot, p));
            }
            if pick.pawn != Some(p) {
                continue;
            }
            let Some(to) = landing(game, a, &pick.parts) else { continue };
            let outcome = match a {
                Action::Split { parts } if parts.len() > pick.parts.len() + 1 => {
                    Outcome::Split(parts[pick.parts.len()])
                }
                _ => Outcome::Play(a.clone()),
            };
            let spot = Spot::of(p.colour, to);
            if on_square(game, to).is_some_and(|v| v.colour != p.colour) && !c.against.contains(&spot) {
                c.against.push(spot);
            }
            match c.targets.iter_mut().find(|(s, _)| *s == spot) {
                Some((_, outs)) if !outs.contains(&outcome) => outs.push(outcome),
                Some(_) => {}
                None => c.targets.push((spot, vec![outcome])),
            }
        }
        c
    }
}

/// What choosing a spot did.
#[derive(Debug, Clone, PartialEq)]
pub enum Chosen {
    /// The decision is made.
    Submit(Action),
    Picked,
    PutBack,
    /// A split part is chosen; the next pawn is to pick.
    Extended,
    /// The spot means several moves: the panel asks.
    Ask,
    /// Nothing to do there.
    Refused,
}

/// Choose `spot`: pick up a pawn, put it back, or choose where the picked pawn goes.
pub fn choose(game: &Sorry, pick: &mut Pick, spot: Spot) -> Chosen {
    let c = Choices::of(game, pick);
    if let Some(p) = pick.pawn {
        if Spot::of(p.colour, game.pawn(p)) == spot {
            pick.pawn = None;
            return Chosen::PutBack;
        }
        if let Some((_, outs)) = c.targets.iter().find(|(s, _)| *s == spot) {
            if outs.len() == 1 {
                return settle(pick, outs[0].clone());
            }
            pick.asking = outs.clone();
            return Chosen::Ask;
        }
    }
    if let Some((_, p)) = c.sources.iter().find(|(s, _)| *s == spot) {
        pick.pawn = Some(*p);
        return Chosen::Picked;
    }
    Chosen::Refused
}

/// Carry out an outcome the player chose.
pub fn settle(pick: &mut Pick, outcome: Outcome) -> Chosen {
    pick.asking.clear();
    pick.dragging = false;
    match outcome {
        Outcome::Play(a) => {
            *pick = Pick::default();
            Chosen::Submit(a)
        }
        Outcome::Split(part) => {
            pick.parts.push(part);
            pick.pawn = None;
            Chosen::Extended
        }
    }
}

/// An outcome in words, for the panel's question.
pub fn describe(game: &Sorry, outcome: &Outcome) -> Words {
    let victim =
        |a: &Action| landing(game, a, &[]).and_then(|to| on_square(game, to)).map(|v| colour_name(v.colour));
    // A move that lands on an opponent says whom it bumps.
    let step = |plain: &'static str, bumping: &'static str, a: &Action, steps: u8| match victim(a) {
        Some(v) => Msg::new(bumping).with("steps", steps).with("name", v),
        None => Msg::new(plain).with("steps", steps),
    };
    let msg = match outcome {
        Outcome::Split(part) => {
            Msg::new("sorry-ask-split-part").with("now", part.steps).with("rest", 7 - part.steps)
        }
        Outcome::Play(a) => match a {
            Action::Start { .. } => Msg::new("sorry-ask-start"),
            Action::Forward { steps, .. } => step("sorry-ask-forward", "sorry-ask-forward-bump", a, *steps),
            Action::Backward { steps, .. } => {
                step("sorry-ask-backward", "sorry-ask-backward-bump", a, *steps)
            }
            Action::Swap { target, .. } => {
                Msg::new("sorry-ask-swap").with("name", colour_name(target.colour))
            }
            Action::Sorry { target, .. } => {
                Msg::new("sorry-ask-sorry").with("name", colour_name(target.colour))
            }
            Action::Split { parts } => {
                // "3 + 4": the steps of each pawn, as numbers.
                let mut steps = parts.iter().map(|p| Arg::from(p.steps));
                let first = steps.next().unwrap_or(Arg::Num(0.0));
                let sum = steps
                    .fold(first, |a, b| Arg::Msg(Msg::new("sorry-steps-plus").with("a", a).with("b", b)));
                Msg::new("sorry-ask-split").with("steps", sum)
            }
            // No other action is a move on the board.
            other => return format!("{other:?}").into(),
        },
    };
    msg.into()
}
