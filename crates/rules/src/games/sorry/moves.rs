//! Pawn movement: which moves a card allows and what a move does (bumps, slides, HOME).
//! Works on a bare pawn table so that a split 7 can be tried part by part on a copy.

use super::action::{Action, Event, Part, PawnRef};
use super::board::{Board, Colour, Pos};
use super::cards::Card;

/// Every pawn's place, by colour then number. Colours without a seat stay in START.
pub type Pawns = [[Pos; 4]; 4];

/// The pawns of the game and the rules context needed to move them.
pub struct Table<'a> {
    pub board: &'a Board,
    pub pawns: Pawns,
    /// Colours in play (`0..players`).
    pub players: usize,
}

pub fn pos(pawns: &Pawns, p: PawnRef) -> Pos {
    pawns[p.colour.index()][p.index as usize]
}

fn set(pawns: &mut Pawns, p: PawnRef, to: Pos) {
    pawns[p.colour.index()][p.index as usize] = to;
}

impl Table<'_> {
    /// The pawn on track square `sq` (at most one pawn ever stands on a track square).
    pub fn on_track(&self, sq: u8) -> Option<PawnRef> {
        for c in 0..self.players {
            for i in 0..4 {
                if self.pawns[c][i] == Pos::Track(sq) {
                    return Some(PawnRef::new(Colour::from_index(c), i as u8));
                }
            }
        }
        None
    }

    /// The pawns on the track, in clockwise order of their squares.
    pub fn track_pawns(&self) -> Vec<PawnRef> {
        let mut v: Vec<(u8, PawnRef)> = Vec::new();
        for c in 0..self.players {
            for i in 0..4 {
                if let Pos::Track(sq) = self.pawns[c][i] {
                    v.push((sq, PawnRef::new(Colour::from_index(c), i as u8)));
                }
            }
        }
        v.sort_unstable();
        v.into_iter().map(|(_, p)| p).collect()
    }

    /// Whether `pawn` may end a move on `dest`: never on a pawn of its own colour.
    pub fn can_land(&self, pawn: PawnRef, dest: Pos) -> bool {
        match dest {
            Pos::Home => true,
            Pos::Start => false,
            _ => !(0..4u8).any(|i| i != pawn.index && pos(&self.pawns, PawnRef::new(pawn.colour, i)) == dest),
        }
    }

    /// Put `pawn` on `dest`, bump what it lands on and slide if it lands on another colour's
    /// slide start. `dest` must satisfy [`Table::can_land`].
    pub fn land(&mut self, pawn: PawnRef, dest: Pos, events: &mut Vec<Event>) {
        let from = pos(&self.pawns, pawn);
        set(&mut self.pawns, pawn, Pos::Start);
        let victim = match dest {
            Pos::Track(d) => self.on_track(d),
            _ => None,
        };
        set(&mut self.pawns, pawn, dest);
        events.push(Event::PawnMoved { pawn, from, to: dest });
        match dest {
            Pos::Track(d) => {
                if let Some(v) = victim {
                    set(&mut self.pawns, v, Pos::Start);
                    events.push(Event::Bumped { pawn: v, by: pawn, square: d });
                }
                self.slide(pawn, d, events);
            }
            Pos::Home => events.push(Event::ReachedHome { pawn }),
            _ => {}
        }
    }

    /// Slide `pawn`, which has just landed on `square`, if that is another colour's slide start.
    pub fn slide(&mut self, pawn: PawnRef, square: u8, events: &mut Vec<Event>) {
        let Some((owner, slide)) = self.board.slide_at(square) else { return };
        if owner == pawn.colour {
            return;
        }
        let mut bumped = Vec::new();
        for sq in self.board.slide_path(slide) {
            if let Some(v) = self.on_track(sq).filter(|v| *v != pawn) {
                set(&mut self.pawns, v, Pos::Start);
                bumped.push(v);
            }
        }
        set(&mut self.pawns, pawn, Pos::Track(slide.to));
        events.push(Event::Slid { pawn, from: square, to: slide.to, bumped });
    }

    /// Exchange two track pawns (an 11), then slide the mover, and the other pawn if `both_slide`.
    pub fn swap(&mut self, pawn: PawnRef, target: PawnRef, both_slide: bool, events: &mut Vec<Event>) {
        let (Pos::Track(a), Pos::Track(b)) = (pos(&self.pawns, pawn), pos(&self.pawns, target)) else {
            unreachable!("swaps are between track pawns")
        };
        set(&mut self.pawns, pawn, Pos::Track(b));
        set(&mut self.pawns, target, Pos::Track(a));
        events.push(Event::Swapped { pawn, target, pawn_to: b, target_to: a });
        self.slide(pawn, b, events);
        if both_slide && pos(&self.pawns, target) == Pos::Track(a) {
            self.slide(target, a, events);
        }
    }

    /// Carry out a legal pawn action (not StartDraw, Draw, Forfeit, Discard or Resign).
    pub fn perform(&mut self, action: &Action, both_slide: bool, events: &mut Vec<Event>) {
        let board = self.board;
        match *action {
            Action::Start { pawn, .. } => self.land(pawn, Pos::Track(board.side(pawn.colour).circle), events),
            Action::Forward { pawn, steps, .. } => {
                let dest = board.forward(pawn.colour, pos(&self.pawns, pawn), steps).expect("legal move");
                self.land(pawn, dest, events);
            }
            Action::Backward { pawn, steps, .. } => {
                let dest = board.backward(pawn.colour, pos(&self.pawns, pawn), steps).expect("legal move");
                self.land(pawn, dest, events);
            }
            Action::Split { ref parts } => {
                for part in parts {
                    let from = pos(&self.pawns, part.pawn);
                    let dest = board.forward(part.pawn.colour, from, part.steps).expect("legal split");
                    self.land(part.pawn, dest, events);
                }
            }
            Action::Swap { pawn, target, .. } => self.swap(pawn, target, both_slide, events),
            Action::Sorry { pawn, target, .. } => {
                let dest = pos(&self.pawns, target);
                self.land(pawn, dest, events);
            }
            Action::StartDraw
            | Action::Draw
            | Action::Forfeit
            | Action::Discard { .. }
            | Action::Resign { .. } => {}
        }
    }

    /// The destination of `pawn` moving `steps` forward, if that is a legal landing.
    fn forward_dest(&self, pawn: PawnRef, steps: u8) -> Option<Pos> {
        let from = pos(&self.pawns, pawn);
        if !matches!(from, Pos::Track(_) | Pos::Safety(_)) {
            return None;
        }
        self.board.forward(pawn.colour, from, steps).filter(|d| self.can_land(pawn, *d))
    }

    fn backward_dest(&self, pawn: PawnRef, steps: u8) -> Option<Pos> {
        let from = pos(&self.pawns, pawn);
        self.board.backward(pawn.colour, from, steps).filter(|d| self.can_land(pawn, *d))
    }
}

/// What a card lets a seat do, beyond the rules common to every card.
pub struct Rules {
    pub modern: bool,
    pub split_pawns: u8,
}

/// Every legal use of `card` by a seat whose movable colours are `team` (own colour first);
/// it may swap with any other colour in play. Swaps come last.
pub fn card_moves(t: &Table, team: &[Colour], card: Card, rules: &Rules, out: &mut Vec<Action>) {
    let own = team[0];
    let starts = matches!(card, Card::One | Card::Two) || rules.modern;
    if starts {
        for &c in team {
            if let Some(i) = (0..4u8).find(|&i| pos(&t.pawns, PawnRef::new(c, i)) == Pos::Start) {
                let pawn = PawnRef::new(c, i);
                if t.can_land(pawn, Pos::Track(t.board.side(c).circle)) {
                    out.push(Action::Start { card, pawn });
                }
            }
        }
    }
    let forward = match card {
        Card::Four => None,
        Card::Sorry if rules.modern => Some(4),
        Card::Sorry => None,
        c => Some(c.value()),
    };
    let backward = match card {
        Card::Four => Some(4),
        Card::Ten => Some(1),
        _ => None,
    };
    for &c in team {
        for i in 0..4u8 {
            let pawn = PawnRef::new(c, i);
            if let Some(steps) = forward
                && t.forward_dest(pawn, steps).is_some()
            {
                out.push(Action::Forward { card, pawn, steps });
            }
            if let Some(steps) = backward
                && t.backward_dest(pawn, steps).is_some()
            {
                out.push(Action::Backward { card, pawn, steps });
            }
        }
    }
    if card == Card::Seven && rules.split_pawns >= 2 {
        let movers: Vec<PawnRef> = team
            .iter()
            .flat_map(|&c| (0..4u8).map(move |i| PawnRef::new(c, i)))
            .filter(|p| matches!(pos(&t.pawns, *p), Pos::Track(_) | Pos::Safety(_)))
            .collect();
        let max_parts = (rules.split_pawns as usize).min(movers.len());
        if max_parts >= 2 {
            let mut parts = Vec::new();
            splits(t, &movers, max_parts, 7, &mut parts, out);
        }
    }
    if card == Card::Sorry
        && let Some(i) = (0..4u8).find(|&i| pos(&t.pawns, PawnRef::new(own, i)) == Pos::Start)
    {
        let pawn = PawnRef::new(own, i);
        for target in t.track_pawns().into_iter().filter(|v| v.colour != own) {
            out.push(Action::Sorry { card, pawn, target });
        }
    }
    if card == Card::Eleven {
        let targets: Vec<PawnRef> =
            t.track_pawns().into_iter().filter(|v| !team.contains(&v.colour)).collect();
        for &c in team {
            for i in 0..4u8 {
                let pawn = PawnRef::new(c, i);
                if !matches!(pos(&t.pawns, pawn), Pos::Track(_)) {
                    continue;
                }
                for &target in &targets {
                    out.push(Action::Swap { card, pawn, target });
                }
            }
        }
    }
}

/// Split 7s: ordered parts on distinct pawns, each a legal forward move on the position the
/// previous parts left. Two-part splits come in both orders (the order can matter: a slide may
/// bump the other part's pawn); longer splits are listed in ascending pawn order.
fn splits(
    t: &Table,
    movers: &[PawnRef],
    max_parts: usize,
    remaining: u8,
    parts: &mut Vec<Part>,
    out: &mut Vec<Action>,
) {
    if remaining == 0 {
        if parts.len() >= 2 {
            out.push(Action::Split { parts: parts.clone() });
        }
        return;
    }
    if parts.len() == max_parts || (parts.len() == 2 && parts[0].pawn > parts[1].pawn) {
        return;
    }
    let last = parts.len() + 1 == max_parts;
    for &pawn in movers {
        if parts.iter().any(|p| p.pawn == pawn) || (parts.len() >= 2 && pawn < parts[parts.len() - 1].pawn) {
            continue;
        }
        let lo = if last { remaining } else { 1 };
        let hi = if parts.is_empty() { remaining - 1 } else { remaining };
        for steps in lo..=hi {
            let Some(dest) = t.forward_dest(pawn, steps) else { continue };
            let mut next = Table { board: t.board, pawns: t.pawns, players: t.players };
            let mut scratch = Vec::new();
            next.land(pawn, dest, &mut scratch);
            parts.push(Part { pawn, steps });
            splits(&next, movers, max_parts, remaining - steps, parts, out);
            parts.pop();
        }
    }
}
