//! Nine Men's Morris and its relatives (Six, Twelve, Morabaraba): boards and options are level
//! data (`levels/morris/`); men are `u32` bitboards, so any board of up to 32 points plays.

mod action;
pub mod bots;
mod config;
mod dump;
mod geometry;
mod mills;
#[cfg(test)]
mod reference;
mod rules;

pub use action::{Action, Event, Phase};
pub use config::{Config, ConfigProblem, MultiMill};
pub use geometry::{Edges, Geometry, bit, points, square_name};
pub use mills::MillCounts;

use crate::chance::Chance;
use crate::error::RuleError;
use crate::game::{Game, Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::sync::Arc;

/// A Morris match. Seat 0 is White and moves first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "MorrisRecord", into = "MorrisRecord")]
pub struct Morris {
    config: Arc<Config>,
    geo: Arc<Geometry>,
    /// Each seat's men on the board.
    men: [u32; 2],
    /// How many bits each of `men` has, kept beside it: without a popcount instruction in the
    /// base x86-64 target, counting them costs more than the rest of a flying or end-of-match test.
    counts: [u8; 2],
    /// Per seat, its men's slides, and the slides that arrive at an empty point, as bits of the
    /// board's [`Edges`] (zero where it has none): kept with the men, so a seat's slides are
    /// the bits the two share.
    leaving: [[u64; 2]; 2],
    arriving: [u64; 2],
    /// Men not yet placed.
    hand: [u8; 2],
    to_move: u8,
    /// Removals the seat to move still owes this turn (0: it places or moves).
    pending: u8,
    /// Turns completed (a placement or move together with its removals).
    turns: u32,
    /// Moves in the moving phase since the last removal.
    quiet: u32,
    /// Moves since both seats were down to the flying count, without a removal.
    endgame_quiet: u32,
    /// Positions `[white, black]` at the start of each turn since the last placement or removal
    /// (the only irreversible changes); entry `i` and the last have the same seat to move when
    /// they are an even distance apart.
    history: Vec<[u32; 2]>,
    /// Per seat, `(point, back)`: the man now at `point` may not go straight back to `back` if
    /// that closes a mill (`no_mill_return`).
    no_return: [Option<(u8, u8)>; 2],
    outcome: Option<Outcome>,
}

/// The saved form of [`Morris`]: everything but the derived bitboard tables.
#[derive(Serialize, Deserialize)]
struct MorrisRecord {
    config: Config,
    men: [u32; 2],
    hand: [u8; 2],
    to_move: u8,
    pending: u8,
    turns: u32,
    quiet: u32,
    endgame_quiet: u32,
    history: Vec<[u32; 2]>,
    no_return: [Option<(u8, u8)>; 2],
    outcome: Option<Outcome>,
}

impl From<Morris> for MorrisRecord {
    fn from(m: Morris) -> Self {
        MorrisRecord {
            config: (*m.config).clone(),
            men: m.men,
            hand: m.hand,
            to_move: m.to_move,
            pending: m.pending,
            turns: m.turns,
            quiet: m.quiet,
            endgame_quiet: m.endgame_quiet,
            history: m.history,
            no_return: m.no_return,
            outcome: m.outcome,
        }
    }
}

impl TryFrom<MorrisRecord> for Morris {
    type Error = String;
    fn try_from(r: MorrisRecord) -> Result<Self, String> {
        r.config.validate().map_err(|p| format!("{}: {}", p.field, p.message))?;
        // The tables shared with the thread's other matches of this variant: a server holding
        // thousands of stored matches would otherwise keep a copy of them (tens of kB) for each.
        let (config, geo) = tables(&r.config).map_err(|e| e.message)?;
        if r.men[0] & r.men[1] != 0 || (r.men[0] | r.men[1]) & !geo.all != 0 {
            return Err("men overlap or lie off the board".into());
        }
        if r.to_move > 1 {
            return Err(format!("to_move must be 0 or 1, got {}", r.to_move));
        }
        for s in 0..2 {
            if r.men[s].count_ones() + r.hand[s] as u32 > r.config.men as u32 {
                return Err(format!("seat {s} has more men than the variant's {}", r.config.men));
            }
        }
        let (leaving, arriving) = edge_bits(&geo, r.men);
        Ok(Morris {
            config,
            geo,
            men: r.men,
            counts: r.men.map(|m| m.count_ones() as u8),
            leaving,
            arriving,
            hand: r.hand,
            to_move: r.to_move,
            pending: r.pending,
            turns: r.turns,
            quiet: r.quiet,
            endgame_quiet: r.endgame_quiet,
            history: r.history,
            no_return: r.no_return,
            outcome: r.outcome,
        })
    }
}

/// The slides of each seat's men and those arriving at an empty point, as [`Morris`] keeps them.
fn edge_bits(geo: &Geometry, men: [u32; 2]) -> ([[u64; 2]; 2], [u64; 2]) {
    match &geo.edges {
        Some(e) => (men.map(|m| Edges::of(&e.from, m)), Edges::of(&e.to, geo.all & !(men[0] | men[1]))),
        None => ([[0; 2]; 2], [0; 2]),
    }
}

thread_local! {
    /// The variants the latest matches in this thread started on, checked, with their tables: a
    /// tournament starts thousands of matches of one variant, and a server holds thousands of
    /// several; checking a variant and building its tables (point names, mills, slide bits)
    /// again would cost more than a random game's moves, and a copy a match tens of kB.
    static LATEST: RefCell<Vec<(Arc<Config>, Arc<Geometry>)>> = const { RefCell::new(Vec::new()) };
}

/// How many variants a thread keeps the tables of (there are five built-in boards).
const KEPT_VARIANTS: usize = 8;

/// `config`, checked, and its tables, shared with earlier matches of the same variant.
fn tables(config: &Config) -> Result<(Arc<Config>, Arc<Geometry>), RuleError> {
    LATEST.with_borrow_mut(|latest| {
        if let Some((c, g)) = latest.iter().find(|(c, _)| **c == *config) {
            return Ok((c.clone(), g.clone()));
        }
        config.validate().map_err(|p| {
            RuleError::bad_input(format!("level {:?}: {}: {}", config.name, p.field, p.message))
        })?;
        let made = (Arc::new(config.clone()), Arc::new(Geometry::new(config)));
        if latest.len() == KEPT_VARIANTS {
            latest.remove(0);
        }
        latest.push(made.clone());
        Ok(made)
    })
}

/// What one seat sees: everything (Morris has no hidden information and no chance, so a
/// stand-in built from a view is the match itself).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    /// Each point's owner (`null` when empty), by point number.
    pub board: Vec<Option<Seat>>,
    pub state: Morris,
}

impl Morris {
    /// A position built by hand (tests, puzzles): `board` has one character per point in point
    /// order, `W`/`0` for seat 0, `B`/`1` for seat 1, `.` empty; whitespace is ignored. If the
    /// seat to move is already lost (fewer than 3 men, or blocked) the match is over.
    pub fn from_position(
        config: &Config,
        board: &str,
        to_move: Seat,
        in_hand: [u8; 2],
    ) -> Result<Self, RuleError> {
        let mut m = Self::new(config, 2, 0)?;
        let cells: Vec<char> = board.chars().filter(|c| !c.is_whitespace()).collect();
        if cells.len() != m.geo.n as usize {
            return Err(RuleError::bad_input(format!(
                "board has {} points, the string {}",
                m.geo.n,
                cells.len()
            )));
        }
        m.men = [0, 0];
        for (p, c) in cells.iter().enumerate() {
            match c {
                'W' | 'w' | '0' => m.men[0] |= bit(p as u8),
                'B' | 'b' | '1' => m.men[1] |= bit(p as u8),
                '.' | '+' => {}
                _ => return Err(RuleError::bad_input(format!("point {p}: {c:?} is not W, B or ."))),
            }
        }
        m.counts = m.men.map(|m| m.count_ones() as u8);
        (m.leaving, m.arriving) = edge_bits(&m.geo, m.men);
        if to_move > 1 {
            return Err(RuleError::bad_input(format!("no seat {to_move}")));
        }
        for (s, &hand) in in_hand.iter().enumerate() {
            if m.on_board(s) + hand > config.men {
                return Err(RuleError::bad_input(format!("seat {s} has more than {} men", config.men)));
            }
        }
        m.hand = in_hand;
        m.to_move = to_move as u8;
        m.history = vec![m.men];
        m.outcome = m.judge_start();
        Ok(m)
    }

    /// What a saved match's own checks leave to a match in play: removals owed only for men the
    /// opponent has, return bans and remembered positions on the board's points, the last
    /// position remembered being the present one between turns.
    fn check_play(&self) -> Result<(), RuleError> {
        let bad = |m: String| Err(RuleError::bad_input(m));
        let me = self.to_move as usize;
        let n = self.geo.n;
        if self.pending > self.on_board(1 - me) || (self.pending > 0 && self.config.mill_wins()) {
            return bad(format!(
                "seat {me} owes {} removals, but the opponent has {} men on the board",
                self.pending,
                self.on_board(1 - me)
            ));
        }
        for (s, ban) in self.no_return.iter().enumerate() {
            if let Some((at, back)) = *ban
                && (at >= n || back >= n || at == back)
            {
                return bad(format!("seat {s}'s return ban {at}-{back} is not a move on this board"));
            }
        }
        let Some(last) = self.history.last() else {
            return bad("the positions since the last placement or removal are missing".into());
        };
        if let Some(p) = self.history.iter().find(|p| p[0] & p[1] != 0 || (p[0] | p[1]) & !self.geo.all != 0)
        {
            return bad(format!("a remembered position {p:?} has men overlapping or off the board"));
        }
        if self.outcome.is_none() && self.pending == 0 && *last != self.men {
            return bad("the last remembered position is not the one on the board".into());
        }
        if let Some(o) = &self.outcome
            && (o.winners.iter().any(|&w| w > 1) || o.winners.len() > 1)
        {
            return bad(format!("the outcome names winners {:?}", o.winners));
        }
        Ok(())
    }

    /// The board's bitboard tables and point names.
    pub fn geometry(&self) -> &Geometry {
        &self.geo
    }
    /// The seat to move, as an index: `to_move` is 0 or 1, and the mask tells the compiler so,
    /// sparing a bounds check at every array indexed by seat.
    #[inline(always)]
    fn me(&self) -> usize {
        (self.to_move & 1) as usize
    }
    /// Seat `s`'s men as a bitboard (bit `p` = point `p`).
    #[inline]
    pub fn men(&self, s: Seat) -> u32 {
        self.men[s]
    }
    /// Who holds point `p`.
    pub fn at(&self, p: u8) -> Option<Seat> {
        (0..2).find(|&s| self.men[s] & bit(p) != 0)
    }
    pub fn in_hand(&self, s: Seat) -> u8 {
        self.hand[s]
    }
    #[inline]
    pub fn on_board(&self, s: Seat) -> u8 {
        self.counts[s]
    }
    /// Turns completed.
    pub fn turns(&self) -> u32 {
        self.turns
    }
    /// The algebraic name of point `p` ("a7").
    pub fn name(&self, p: u8) -> &str {
        &self.geo.names[p as usize]
    }
    /// The point called `name`.
    pub fn point_named(&self, name: &str) -> Option<u8> {
        self.geo.point_named(name)
    }
    /// Whether seat `s` flies when it moves.
    #[inline(always)]
    pub fn is_flying(&self, s: Seat) -> bool {
        self.config.flying && self.hand[s] == 0 && self.on_board(s) <= self.config.fly_at
    }
    /// Moves in the moving phase since the last removal, both seats counted (the
    /// `no_removal_moves` draw comes at twice its number).
    pub fn moves_without_removal(&self) -> u32 {
        self.quiet
    }
    /// Moves since both seats were down to the flying count, without a removal (the
    /// `endgame_moves` draw comes at twice its number).
    pub fn endgame_moves_without_removal(&self) -> u32 {
        self.endgame_quiet
    }
    /// How many times the present position has occurred with the same seat to move since the
    /// last placement or removal (the `repetition` draw comes at its number).
    pub fn repetitions(&self) -> usize {
        rules::repetitions(&self.history)
    }
    /// What the seat to act must decide now, `Phase::Over` once the match is over.
    pub fn phase(&self) -> Phase {
        if self.outcome.is_some() {
            Phase::Over
        } else if self.pending > 0 {
            Phase::Remove { left: self.pending }
        } else if self.hand[self.to_move as usize] > 0 {
            Phase::Place
        } else if self.is_flying(self.to_move as usize) {
            Phase::Fly
        } else {
            Phase::Slide
        }
    }
    /// Every legal action, appended to `out` (no allocation when `out` has room).
    pub fn legal_into(&self, out: &mut Vec<Action>) {
        rules::legal_into(self, out)
    }
    /// Apply a legal action without building events (playouts, search). The state is left
    /// untouched on error, as with `apply`. A move that closes no mill (most turns) is played
    /// inline where this is called; the rest go out of line, so the common turn saves a call
    /// and the registers the rest need.
    #[inline]
    pub fn play(&mut self, action: Action) -> Result<(), RuleError> {
        if let Action::Move { from, to } = action
            && rules::quiet_move(self, from, to)
        {
            return Ok(());
        }
        self.play_checked(action)
    }
    #[inline(never)]
    fn play_checked(&mut self, action: Action) -> Result<(), RuleError> {
        rules::check(self, action)?;
        rules::play::<false>(self, action, &mut Vec::new());
        Ok(())
    }
    /// An action in algebraic notation: `d6` (place or remove), `d6-d5` (move).
    pub fn action_name(&self, a: Action) -> String {
        match a {
            Action::Place(p) | Action::Remove(p) if p < self.geo.n => self.name(p).to_string(),
            Action::Move { from, to } if from < self.geo.n && to < self.geo.n => {
                format!("{}-{}", self.name(from), self.name(to))
            }
            Action::Resign { seat } => format!("resign {seat}"),
            _ => format!("{a:?}"),
        }
    }
}

impl Game for Morris {
    fn resignation(&self, seat: Seat) -> Option<Action> {
        (self.outcome().is_none() && seat < 2).then_some(Action::Resign { seat: seat as u8 })
    }

    type Action = Action;
    type Event = Event;
    type Config = Config;
    type View = View;

    const ID: &'static str = "morris";
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;

    fn load_config(file: &str, text: &str) -> Result<Self::Config, crate::level::LevelError> {
        Config::from_level(file, text)
    }

    fn new(config: &Config, players: usize, _seed: u64) -> Result<Self, RuleError> {
        Self::check_players(players)?;
        let (config, geo) = tables(config)?;
        let men = config.men;
        let (leaving, arriving) = edge_bits(&geo, [0, 0]);
        Ok(Morris {
            config,
            geo,
            men: [0, 0],
            counts: [0, 0],
            leaving,
            arriving,
            hand: [men; 2],
            to_move: 0,
            pending: 0,
            turns: 0,
            quiet: 0,
            endgame_quiet: 0,
            history: vec![[0, 0]],
            no_return: [None, None],
            outcome: None,
        })
    }

    fn config(&self) -> &Config {
        &self.config
    }
    fn variant_name(&self) -> &str {
        &self.config.name
    }
    fn players(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.to_move as usize)
    }
    fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        rules::legal_into(self, &mut out);
        out
    }
    fn legal_into(&self, out: &mut Vec<Action>) {
        rules::legal_into(self, out)
    }
    fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        rules::check(self, action)?;
        let mut events = Vec::new();
        rules::play::<true>(self, action, &mut events);
        Ok(events)
    }
    fn play(&mut self, action: Action) -> Result<(), RuleError> {
        Morris::play(self, action)
    }
    fn apply_with(&mut self, action: Action, _chance: &mut dyn Chance) -> Result<Vec<Event>, RuleError> {
        // Morris has no chance.
        self.apply(action)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }
    fn view(&self, seat: Seat) -> View {
        View {
            seat,
            phase: self.phase(),
            board: (0..self.geo.n).map(|p| self.at(p)).collect(),
            state: self.clone(),
        }
    }
    /// The view holds the whole match; it is checked as a saved match is (and more: what a
    /// match in play cannot hold), then taken as it is. Morris has no chance: `seed` is unused.
    fn stand_in(view: &View, _seed: u64) -> Result<Self, RuleError> {
        if view.seat > 1 {
            return Err(RuleError::bad_input(format!("morris has seats 0 and 1, not {}", view.seat)));
        }
        let m = Morris::try_from(MorrisRecord::from(view.state.clone()))
            .map_err(|e| RuleError::bad_input(format!("the view's match: {e}")))?;
        m.check_play()?;
        crate::game::same_view(view, &m.view(view.seat))?;
        Ok(m)
    }

    // Morris's events (placed, moved, mill formed, removed, flying starts, turn started,
    // resigned, game over) tell what both seats see on the board: none hides anything, so every
    // seat sees each one whole (the default `seen_by`).

    fn dump(&self) -> String {
        dump::dump(self)
    }
    fn bot_action(view: &View, level: &str, seed: u64) -> Result<Action, RuleError> {
        bots::decide(view, level, seed)
    }
    fn bot_action_in(&self, legal: &[Action], level: &str, seed: u64) -> Result<Action, RuleError> {
        bots::decide_in(self, self.to_move as usize, legal, level, seed)
    }
}
