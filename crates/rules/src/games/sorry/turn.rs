//! The match: pawns, cards, whose turn it is and how a turn goes.

use super::action::{Action, Event, PawnRef};
use super::board::{Colour, Pos};
use super::cards::{Card, full_deck};
use super::config::{Config, Mode, WhoStarts};
use super::moves::{Pawns, Rules, Table, card_moves, pos};
use super::score;
use crate::chance::{Chance, GameRng, Scripted};
use crate::error::RuleError;
use crate::game::{Game, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// What the seat to act must decide now; `Over` once the match is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Who starts: `seat` draws a card face up ([`Sorry::start_draw`] holds the round's cards).
    StartDraw {
        seat: Seat,
    },
    /// Standard mode: `seat` draws a card.
    Draw {
        seat: Seat,
    },
    /// Standard mode: `seat` uses the card it drew (or forfeits it).
    Move {
        seat: Seat,
        card: Card,
    },
    /// Play-for-points: `seat` plays a card from its hand, or discards one if none can move.
    Play {
        seat: Seat,
    },
    Over,
}

/// The start draw in progress: each contender draws one card; the highest number starts
/// (SORRY! counts as 0) and tied seats draw again. Empty once it is settled.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartDraw {
    /// The seats drawing in this round (every seat, then the tied ones), in seat order.
    pub contenders: Vec<Seat>,
    /// The card each contender has drawn in this round (`None`: not yet).
    pub cards: Vec<Option<Card>>,
    /// Cards of the earlier, tied rounds: face up, out of the draw pile until the draw is settled.
    pub earlier: Vec<Card>,
}

impl StartDraw {
    /// Every card out of the draw pile for the start draw, earlier rounds first.
    pub fn drawn(&self) -> impl Iterator<Item = Card> + '_ {
        self.earlier.iter().copied().chain(self.cards.iter().flatten().copied())
    }
}

/// A match of Sorry!. The fields are private: read them through the accessors, change them
/// through actions (or, for set positions, [`Sorry::place`], [`Sorry::set_turn`],
/// [`Sorry::set_hand`] and [`Sorry::set_piles`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Sorry {
    pub(super) config: Config,
    pub(super) players: usize,
    pub(super) pawns: Pawns,
    /// The draw pile, kept sorted: a draw takes a uniformly random card from it, which is the
    /// same as taking the top of a shuffled pile, and leaves no order to hide.
    pub(super) draw_pile: Vec<Card>,
    /// Discards, oldest first (public).
    pub(super) discards: Vec<Card>,
    /// Hands per seat (play-for-points only).
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) phase: Phase,
    /// The start draw while it lasts (empty otherwise).
    #[serde(default)]
    pub(super) start_draw: StartDraw,
    /// The seat that plays first in this match (0 until the start draw is settled).
    pub(super) first: Seat,
    /// The seat whose action ended the match (after a resignation, the first winner): it plays
    /// first in a rematch when the level says so.
    pub(super) finisher: Option<Seat>,
    /// The seats that resigned: they take no more turns; their pawns stay where they are.
    pub(super) resigned: Vec<bool>,
    pub(super) outcome: Option<Outcome>,
    pub(super) rng: GameRng,
}

impl Sorry {
    /// A new match: the start draw decides who plays first (or Red does, as the level says).
    pub fn start(config: &Config, players: usize, seed: u64) -> Result<Self, RuleError> {
        match config.who_starts {
            WhoStarts::Red => Self::with_first(config, players, seed, 0),
            WhoStarts::HighestCard => {
                let mut s = Self::unstarted(config, players, seed)?;
                s.start_draw = StartDraw {
                    contenders: (0..players).collect(),
                    cards: vec![None; players],
                    earlier: Vec::new(),
                };
                s.phase = Phase::StartDraw { seat: 0 };
                Ok(s)
            }
        }
    }

    /// A new match with `first` to play first, and no start draw (a rematch, a set position).
    pub fn with_first(config: &Config, players: usize, seed: u64, first: Seat) -> Result<Self, RuleError> {
        if first >= players {
            return Err(RuleError::bad_input(format!("no seat {first} to play first")));
        }
        let mut s = Self::unstarted(config, players, seed)?;
        let mut rng = s.rng.clone();
        s.begin(first, &mut rng, &mut Vec::new());
        s.rng = rng;
        Ok(s)
    }

    /// The checked match before anyone plays: pawns set out, the whole deck in the draw pile.
    fn unstarted(config: &Config, players: usize, seed: u64) -> Result<Self, RuleError> {
        config.check().map_err(|e| RuleError::bad_input(e.to_string()))?;
        <Self as Game>::check_players(players)?;
        if config.teams && players != 4 {
            return Err(RuleError::bad_input("teams need 4 players"));
        }
        let mut pawns = [[Pos::Start; 4]; 4];
        let points = config.mode == Mode::Points;
        if points {
            for (c, side) in pawns.iter_mut().zip(&config.board.sides).take(players) {
                c[3] = Pos::Track(side.circle);
            }
        }
        Ok(Sorry {
            config: config.clone(),
            players,
            pawns,
            draw_pile: full_deck(),
            discards: Vec::new(),
            hands: vec![Vec::new(); players],
            phase: Phase::Over,
            start_draw: StartDraw::default(),
            first: 0,
            finisher: None,
            resigned: vec![false; players],
            outcome: None,
            rng: GameRng::seeded(seed),
        })
    }

    /// Play begins with `first`: in play-for-points the hands are dealt first (one card to each
    /// seat in turn, `hand_size` times; the cards go into hidden hands).
    fn begin(&mut self, first: Seat, chance: &mut dyn Chance, events: &mut Vec<Event>) {
        self.first = first;
        let points = self.config.mode == Mode::Points;
        if points {
            for _ in 0..self.config.hand_size {
                for seat in 0..self.players {
                    if self.resigned[seat] {
                        continue;
                    }
                    let card = self.take_card(chance, events);
                    self.hands[seat].push(card);
                    events.push(Event::CardDrawn { seat, card: Some(card), to_hand: true });
                }
            }
            for h in &mut self.hands {
                h.sort();
            }
        }
        self.phase = if points { Phase::Play { seat: first } } else { Phase::Draw { seat: first } };
    }

    /// One card of the start draw for `seat`; once every contender holds one, the highest starts
    /// or the tied seats draw again.
    fn draw_for_start(&mut self, seat: Seat, chance: &mut dyn Chance, events: &mut Vec<Event>) {
        if self.draw_pile.is_empty() {
            // Only endless ties empty the deck: the earlier rounds' cards are shuffled back.
            self.draw_pile = std::mem::take(&mut self.start_draw.earlier);
            self.draw_pile.sort();
            events.push(Event::Reshuffled { cards: self.draw_pile.len() });
        }
        let i = chance.below(self.draw_pile.len() as u32) as usize;
        let card = self.draw_pile.remove(i);
        let d = &mut self.start_draw;
        let k = d.contenders.iter().position(|&s| s == seat).expect("the seat to act contends");
        d.cards[k] = Some(card);
        events.push(Event::StartDraw { seat, card });
        self.settle_start_draw(chance, events);
    }

    /// Once every contender holds a card (or one contender is left), the highest starts or the
    /// tied seats draw again; until then the next contender draws.
    fn settle_start_draw(&mut self, chance: &mut dyn Chance, events: &mut Vec<Event>) {
        let d = &mut self.start_draw;
        if let Some(&next) = d.contenders.iter().zip(&d.cards).find(|(_, c)| c.is_none()).map(|(s, _)| s)
            && d.contenders.len() > 1
        {
            self.phase = Phase::StartDraw { seat: next };
            return;
        }
        let best = d.cards.iter().flatten().map(|c| c.value()).max();
        // A lone contender (the others resigned) starts whatever it drew.
        let tied: Vec<Seat> = if d.contenders.len() == 1 {
            d.contenders.clone()
        } else {
            d.contenders
                .iter()
                .zip(&d.cards)
                .filter(|(_, c)| c.map(Card::value) == best)
                .map(|(&s, _)| s)
                .collect()
        };
        if tied.len() > 1 {
            let round: Vec<Card> = d.cards.iter().flatten().copied().collect();
            d.earlier.extend(round);
            d.cards = vec![None; tied.len()];
            d.contenders = tied.clone();
            events.push(Event::StartTie { seats: tied.clone() });
            self.phase = Phase::StartDraw { seat: tied[0] };
            return;
        }
        // Settled: every card goes back and the deck is reshuffled (the pile is kept sorted).
        self.start_draw = StartDraw::default();
        self.draw_pile = full_deck();
        events.push(Event::FirstPlayer { seat: tied[0] });
        events.push(Event::Reshuffled { cards: self.draw_pile.len() });
        self.begin(tied[0], chance, events);
    }

    /// A new match of the same variant: the winner plays first, or (if the option says so, or
    /// there was no winner) the seat after this match's first player.
    pub fn rematch(&self, seed: u64) -> Result<Self, RuleError> {
        let first = match self.finisher {
            Some(w) if self.config.winner_plays_first => w,
            _ => (self.first + 1) % self.players,
        };
        Self::with_first(&self.config, self.players, seed, first)
    }

    /// The variant.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Every colour's pawns, by colour index (colours past the players stay in START).
    pub fn pawns(&self) -> &Pawns {
        &self.pawns
    }

    /// Where `pawn` stands.
    pub fn pawn(&self, pawn: PawnRef) -> Pos {
        pos(&self.pawns, pawn)
    }

    /// The draw pile, sorted (its order is drawn at random).
    pub fn draw_pile(&self) -> &[Card] {
        &self.draw_pile
    }

    /// The face-up discards, oldest first.
    pub fn discards(&self) -> &[Card] {
        &self.discards
    }

    /// `seat`'s hand (play-for-points; empty otherwise). Hidden from the other seats: a seat's
    /// view holds only its own.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    /// What the seat to act must decide now.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The start draw while it lasts (empty otherwise).
    pub fn start_draw(&self) -> &StartDraw {
        &self.start_draw
    }

    /// The seat that plays first in this match (0 until the start draw is settled).
    pub fn first_player(&self) -> Seat {
        self.first
    }

    /// The seat whose action ended the match (after a resignation, the first winner).
    pub fn finisher(&self) -> Option<Seat> {
        self.finisher
    }

    /// Whether `seat` resigned.
    pub fn has_resigned(&self, seat: Seat) -> bool {
        self.resigned.get(seat).copied().unwrap_or(false)
    }

    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::StartDraw { seat }
            | Phase::Draw { seat }
            | Phase::Move { seat, .. }
            | Phase::Play { seat } => Some(seat),
            Phase::Over => None,
        }
    }

    /// The colours `seat` moves: its own, and its partner's in teams.
    pub fn team(&self, seat: Seat) -> &'static [Colour] {
        use Colour::*;
        const PAIRS: [[Colour; 2]; 4] = [[Red, Yellow], [Blue, Green], [Yellow, Red], [Green, Blue]];
        if self.config.teams { &PAIRS[seat] } else { &PAIRS[seat][..1] }
    }

    /// The colours in play that are not on `seat`'s team.
    pub fn opponents(&self, seat: Seat) -> Vec<Colour> {
        let team = self.team(seat);
        (0..self.players).map(Colour::from_index).filter(|c| !team.contains(c)).collect()
    }

    pub(super) fn table(&self) -> Table<'_> {
        Table { board: &self.config.board, pawns: self.pawns, players: self.players }
    }

    fn rules(&self) -> Rules {
        Rules { modern: self.config.modern_cards, split_pawns: self.config.seven_split_pawns }
    }

    /// Every use of `card` by `seat`, and whether one of them is compulsory (anything but an
    /// 11 swap: a swap may be declined).
    pub fn moves_for(&self, seat: Seat, card: Card) -> (Vec<Action>, bool) {
        let mut out = Vec::new();
        card_moves(&self.table(), self.team(seat), card, &self.rules(), &mut out);
        let compulsory = out.iter().any(|a| !matches!(a, Action::Swap { .. }));
        (out, compulsory)
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::StartDraw { .. } => vec![Action::StartDraw],
            Phase::Draw { .. } => vec![Action::Draw],
            Phase::Move { seat, card } => {
                let (mut moves, compulsory) = self.moves_for(seat, card);
                if !compulsory {
                    moves.push(Action::Forfeit);
                }
                moves
            }
            Phase::Play { seat } => {
                let mut cards = self.hands[seat].clone();
                cards.dedup();
                let mut all = Vec::new();
                let mut compulsory = false;
                for &card in &cards {
                    let (moves, c) = self.moves_for(seat, card);
                    compulsory |= c;
                    all.extend(moves);
                }
                if !compulsory {
                    all.extend(cards.iter().map(|&card| Action::Discard { card }));
                }
                all
            }
        }
    }

    /// Apply an action, drawing cards from the match's own RNG.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut rng = self.rng.clone();
        let events = self.apply_with(action, &mut rng)?;
        self.rng = rng;
        Ok(events)
    }

    /// Apply an action, drawing cards from `chance`. On error nothing changes.
    pub fn apply_with(&mut self, action: Action, chance: &mut dyn Chance) -> Result<Vec<Event>, RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::game_over());
        }
        if let Action::Resign { seat } = action {
            if seat >= self.players {
                return Err(RuleError::bad_input(format!("no seat {seat}")));
            }
            if self.resigned[seat] {
                return Err(RuleError::illegal(format!("seat {seat} has already resigned")));
            }
            let mut events = Vec::new();
            self.resign(seat, chance, &mut events);
            return Ok(events);
        }
        if !self.is_legal(&action) {
            return Err(self.refusal(&action));
        }
        let mut events = Vec::new();
        match (self.phase, &action) {
            (Phase::StartDraw { seat }, Action::StartDraw) => self.draw_for_start(seat, chance, &mut events),
            (Phase::Draw { seat }, Action::Draw) => {
                let card = self.take_card(chance, &mut events);
                events.push(Event::CardDrawn { seat, card: Some(card), to_hand: false });
                self.phase = Phase::Move { seat, card };
            }
            (Phase::Move { seat, card }, action) => {
                if *action == Action::Forfeit {
                    events.push(Event::Forfeited { seat, card });
                } else {
                    self.perform(action, &mut events);
                }
                self.discards.push(card);
                self.end_turn(seat, card, &mut events);
            }
            (Phase::Play { seat }, Action::Discard { card }) => {
                self.remove_from_hand(seat, *card);
                self.discards.push(*card);
                events.push(Event::Discarded { seat, card: *card });
                self.refill(seat, chance, &mut events);
                self.pass_turn(seat, &mut events);
            }
            (Phase::Play { seat }, action) => {
                let card = action.card().expect("a played action names its card");
                self.remove_from_hand(seat, card);
                events.push(Event::CardPlayed { seat, card });
                self.perform(action, &mut events);
                self.discards.push(card);
                self.refill(seat, chance, &mut events);
                self.end_turn(seat, card, &mut events);
            }
            _ => unreachable!("legal actions match the phase"),
        }
        Ok(events)
    }

    /// Whether `action` is among [`Sorry::legal_actions`], working out only the card it names.
    pub fn is_legal(&self, action: &Action) -> bool {
        match (self.phase, action) {
            (Phase::Over, _) | (_, Action::Resign { .. }) => false,
            (Phase::StartDraw { .. }, a) => *a == Action::StartDraw,
            (Phase::Draw { .. }, a) => *a == Action::Draw,
            (Phase::Move { seat, .. }, Action::Forfeit) => !self.moves_for(seat, self.current_card()).1,
            (Phase::Move { seat, card }, a) => {
                a.card() == Some(card) && self.moves_for(seat, card).0.contains(a)
            }
            (Phase::Play { .. }, Action::Discard { .. }) => self.legal_actions().contains(action),
            (Phase::Play { seat }, a) => match a.card() {
                Some(card) if self.hands[seat].contains(&card) => self.moves_for(seat, card).0.contains(a),
                _ => false,
            },
        }
    }

    fn current_card(&self) -> Card {
        match self.phase {
            Phase::Move { card, .. } => card,
            _ => unreachable!("only the move phase holds a drawn card"),
        }
    }

    fn refusal(&self, action: &Action) -> RuleError {
        let phase_ok = match (self.phase, action) {
            (Phase::StartDraw { .. }, a) => *a == Action::StartDraw,
            (Phase::Draw { .. }, a) => *a == Action::Draw,
            (Phase::Move { .. }, a) => {
                !matches!(a, Action::StartDraw | Action::Draw | Action::Discard { .. })
            }
            (Phase::Play { .. }, a) => !matches!(a, Action::StartDraw | Action::Draw | Action::Forfeit),
            (Phase::Over, _) => false,
        };
        if phase_ok {
            RuleError::illegal(format!("{action:?} is not a legal move here"))
        } else {
            RuleError::wrong_phase(format!("{action:?} does not fit this phase ({:?})", self.phase))
        }
    }

    fn perform(&mut self, action: &Action, events: &mut Vec<Event>) {
        let mut t = self.table();
        t.perform(action, self.config.swapped_pawn_slides, events);
        self.pawns = t.pawns;
    }

    /// Take a card from the draw pile, first turning the discards into a new pile if it is empty.
    fn take_card(&mut self, chance: &mut dyn Chance, events: &mut Vec<Event>) -> Card {
        if self.draw_pile.is_empty() {
            self.draw_pile = std::mem::take(&mut self.discards);
            self.draw_pile.sort();
            events.push(Event::Reshuffled { cards: self.draw_pile.len() });
        }
        let i = chance.below(self.draw_pile.len() as u32) as usize;
        self.draw_pile.remove(i)
    }

    fn remove_from_hand(&mut self, seat: Seat, card: Card) {
        let hand = &mut self.hands[seat];
        let i = hand.iter().position(|&c| c == card).expect("legal actions use cards in hand");
        hand.remove(i);
    }

    fn refill(&mut self, seat: Seat, chance: &mut dyn Chance, events: &mut Vec<Event>) {
        while self.hands[seat].len() < self.config.hand_size as usize {
            let card = self.take_card(chance, events);
            events.push(Event::CardDrawn { seat, card: Some(card), to_hand: true });
            let hand = &mut self.hands[seat];
            let at = hand.partition_point(|&c| c <= card);
            hand.insert(at, card);
        }
    }

    /// After a card is used: the match may be over, the 2 may give another go, or play passes.
    fn end_turn(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        if let Some(winners) = self.winners() {
            let scores = if self.config.mode == Mode::Points {
                score::points(&self.pawns, self.players, winners[0], self.config.points_bonus)
            } else {
                Vec::new()
            };
            self.finish(Outcome { winners, scores, reason: "all pawns home".into() }, seat, events);
        } else if card == Card::Two && !self.config.modern_cards {
            events.push(Event::DrawAgain { seat });
            self.phase = match self.config.mode {
                Mode::Standard => Phase::Draw { seat },
                Mode::Points => Phase::Play { seat },
            };
        } else {
            self.pass_turn(seat, events);
        }
    }

    fn pass_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let next = self.next_active(seat);
        events.push(Event::TurnStarted { seat: next });
        self.phase = match self.config.mode {
            Mode::Standard => Phase::Draw { seat: next },
            Mode::Points => Phase::Play { seat: next },
        };
    }

    /// The next seat after `seat` that has not resigned, in turn order.
    fn next_active(&self, seat: Seat) -> Seat {
        (1..=self.players).map(|k| (seat + k) % self.players).find(|&s| !self.resigned[s]).unwrap_or(seat)
    }

    fn finish(&mut self, outcome: Outcome, finisher: Seat, events: &mut Vec<Event>) {
        self.outcome = Some(outcome.clone());
        self.finisher = Some(finisher);
        self.phase = Phase::Over;
        events.push(Event::GameOver { outcome });
    }

    /// `seat` gives up. In teams its team loses at once. Otherwise it takes no more turns (its
    /// pawns stay where they are, its hand goes to the discards) and the others play on; the
    /// last seat left wins. Playing for points, a resignation scores only the pawns HOME.
    fn resign(&mut self, seat: Seat, chance: &mut dyn Chance, events: &mut Vec<Event>) {
        self.resigned[seat] = true;
        events.push(Event::Resigned { seat });
        let active: Vec<Seat> = (0..self.players).filter(|&s| !self.resigned[s]).collect();
        let winners = if self.config.teams {
            let other = 1 - seat % 2;
            Some(vec![other, other + 2])
        } else if active.len() == 1 {
            Some(active)
        } else {
            None
        };
        if let Some(winners) = winners {
            let scores = if self.config.mode == Mode::Points {
                (0..self.players)
                    .map(|s| 5 * self.pawns[s].iter().filter(|p| **p == Pos::Home).count() as i32)
                    .collect()
            } else {
                Vec::new()
            };
            // A card drawn and not yet used goes to the discards, as a used one would.
            if let Phase::Move { card, .. } = self.phase {
                self.discards.push(card);
            }
            let first = winners[0];
            self.finish(Outcome { winners, scores, reason: "resignation".into() }, first, events);
            return;
        }
        // The others play on without it.
        for card in std::mem::take(&mut self.hands[seat]) {
            self.discards.push(card);
            events.push(Event::Discarded { seat, card });
        }
        match self.phase {
            Phase::StartDraw { .. } => {
                let d = &mut self.start_draw;
                if let Some(k) = d.contenders.iter().position(|&s| s == seat) {
                    d.contenders.remove(k);
                    // A card it drew this round stays out of the pile until the draw is settled.
                    if let Some(card) = d.cards.remove(k) {
                        d.earlier.push(card);
                    }
                    self.settle_start_draw(chance, events);
                }
            }
            Phase::Draw { seat: s } | Phase::Play { seat: s } if s == seat => self.pass_turn(seat, events),
            Phase::Move { seat: s, card } if s == seat => {
                self.discards.push(card);
                self.pass_turn(seat, events);
            }
            _ => {}
        }
    }

    /// The seats that have won: a colour (or, in teams, both colours of a team) all HOME.
    fn winners(&self) -> Option<Vec<Seat>> {
        let home = |s: Seat| self.pawns[s].iter().all(|p| *p == Pos::Home);
        if self.config.teams {
            (0..2).find(|&s| home(s) && home(s + 2)).map(|s| vec![s, s + 2])
        } else {
            (0..self.players).find(|&s| home(s)).map(|s| vec![s])
        }
    }

    // ---- Setting up positions (tests, puzzles, editors) ----

    /// Put pawns where given. The result must be a position the rules could reach: at most one
    /// pawn per track square or safety square, safety squares on the board.
    pub fn place(&mut self, placements: &[(PawnRef, Pos)]) -> Result<(), RuleError> {
        let mut pawns = self.pawns;
        for &(p, at) in placements {
            if p.index >= 4 || p.colour.index() >= self.players {
                return Err(RuleError::bad_input(format!("{p:?} is not in play")));
            }
            pawns[p.colour.index()][p.index as usize] = at;
        }
        let t = Table { board: &self.config.board, pawns, players: self.players };
        for c in 0..self.players {
            for i in 0..4u8 {
                let p = PawnRef::new(Colour::from_index(c), i);
                let ok = match pos(&pawns, p) {
                    Pos::Track(sq) => sq < self.config.board.track && t.on_track(sq) == Some(p),
                    Pos::Safety(k) => k < self.config.board.safety && t.can_land(p, Pos::Safety(k)),
                    _ => true,
                };
                if !ok {
                    return Err(RuleError::bad_input(format!("{p:?} cannot stand at {:?}", pos(&pawns, p))));
                }
            }
        }
        self.pawns = pawns;
        Ok(())
    }

    /// A chance source that makes the next draw from the pile give `card` (after a reshuffle if
    /// the pile is empty), or `None` if no such card is left to draw.
    pub fn draw_of(&self, card: Card) -> Option<Scripted> {
        let pile = if self.draw_pile.is_empty() {
            let mut d = if self.start_draw.contenders.is_empty() {
                self.discards.clone()
            } else {
                self.start_draw.earlier.clone()
            };
            d.sort();
            d
        } else {
            self.draw_pile.clone()
        };
        pile.iter().position(|&c| c == card).map(|i| Scripted::new([i as u32]))
    }

    /// Give the turn to `seat`, to draw (standard) or to play a card (play-for-points). Only
    /// between turns: not during the start draw, nor with a drawn card to use.
    pub fn set_turn(&mut self, seat: Seat) -> Result<(), RuleError> {
        if seat >= self.players || self.resigned[seat] {
            return Err(RuleError::bad_input(format!("seat {seat} is not playing")));
        }
        self.phase = match (self.phase, self.config.mode) {
            (Phase::Draw { .. } | Phase::Play { .. }, Mode::Standard) => Phase::Draw { seat },
            (Phase::Draw { .. } | Phase::Play { .. }, Mode::Points) => Phase::Play { seat },
            (phase, _) => {
                return Err(RuleError::bad_input(format!("cannot hand over the turn now ({phase:?})")));
            }
        };
        Ok(())
    }

    /// A fresh RNG for the cards to come (e.g. to check that a seat's view does not depend on it).
    pub fn set_seed(&mut self, seed: u64) {
        self.rng = GameRng::seeded(seed);
    }

    /// Share the cards of the draw pile and the discards out anew (e.g. an empty pile, to see the
    /// discards reshuffled). Together they must be the same cards as before.
    pub fn set_piles(&mut self, draw_pile: Vec<Card>, discards: Vec<Card>) -> Result<(), RuleError> {
        let sorted = |mut v: Vec<Card>| {
            v.sort();
            v
        };
        let before = sorted(self.draw_pile.iter().chain(&self.discards).copied().collect());
        if sorted(draw_pile.iter().chain(&discards).copied().collect()) != before {
            return Err(RuleError::bad_input("the piles must hold the same cards as before"));
        }
        self.draw_pile = sorted(draw_pile);
        self.discards = discards;
        Ok(())
    }

    /// Give `seat` exactly `cards` (play-for-points), returning its old hand to the draw pile.
    pub fn set_hand(&mut self, seat: Seat, cards: &[Card]) -> Result<(), RuleError> {
        if seat >= self.players {
            return Err(RuleError::bad_input(format!("no seat {seat}")));
        }
        let mut pile = self.draw_pile.clone();
        pile.extend(self.hands[seat].iter().copied());
        pile.sort();
        for &c in cards {
            let i = pile
                .iter()
                .position(|&x| x == c)
                .ok_or_else(|| RuleError::bad_input(format!("no {c:?} left in the draw pile")))?;
            pile.remove(i);
        }
        let mut hand = cards.to_vec();
        hand.sort();
        self.hands[seat] = hand;
        self.draw_pile = pile;
        Ok(())
    }
}
