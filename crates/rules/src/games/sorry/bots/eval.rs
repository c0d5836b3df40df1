//! What the bots know and how they judge a position: the board geometry, the card counts a seat
//! can work out from its view, pawn progress, and the chance that each pawn is bumped before its
//! owner moves again.

use super::super::action::Action;
use super::super::board::{Board, Colour, Pos};
use super::super::cards::Card;
use super::super::config::Mode;
use super::super::moves::{Pawns, Rules, Table, card_moves};
use super::super::turn::Phase;
use super::super::view::View;
use crate::game::Seat;

/// The evaluation's weights, in steps of progress.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// Bonus for a pawn out of START (it no longer needs a starting card).
    pub out: f32,
    /// Bonus for a pawn in its safety zone (it can no longer be bumped or swapped).
    pub safe: f32,
    /// Bonus for a pawn HOME.
    pub home: f32,
    /// Share of an attacker's threat when the pawn's owner moves first (it may get away).
    pub late: f32,
    /// How much the best other side counts against the mean of the others (0 to 1).
    pub leader: f32,
}

/// The weights medium plays with.
pub const WEIGHTS: Weights = Weights { out: 6.0, safe: 8.0, home: 6.0, late: 0.5, leader: 0.5 };
/// A won game outweighs any position.
pub const WIN: f32 = 100_000.0;

/// The rules and the public card information one decision is made with.
pub struct Ctx<'a> {
    pub board: &'a Board,
    pub players: usize,
    /// The seats that resigned: they no longer move (their pawns stay where they are).
    pub resigned: Vec<bool>,
    pub teams: bool,
    pub rules: Rules,
    pub both_slide: bool,
    /// Whether a 2 gives its player another go.
    pub two_again: bool,
    pub points: bool,
    /// Unseen cards by kind (`Card as usize`): the draw pile and the other seats' hands.
    pub unseen: [u32; 11],
    /// The cards the next draw comes from (the unseen ones, or the discards after a reshuffle).
    pub next_draw: [u32; 11],
    /// `hit[k]`: chance that an opponent's turn offers at least one of `k` given unseen cards.
    hit: Vec<f32>,
    /// For each track square, the slides (start square, owner) whose run crosses it.
    covers: Vec<Vec<(u8, Colour)>>,
    /// Steps from the start circle to HOME, per colour.
    total: [u8; 4],
    pub weights: Weights,
}

impl<'a> Ctx<'a> {
    pub fn new(view: &'a View) -> Ctx<'a> {
        let config = &view.config;
        let board = &config.board;
        let mut unseen = [0u32; 11];
        for &(c, n) in &view.unseen {
            unseen[c as usize] = n as u32;
        }
        // When the pile is empty the discards (with the card now in play) are reshuffled.
        let next_draw = if view.draw_pile == 0 {
            let mut d = [0u32; 11];
            for &c in &view.discards {
                d[c as usize] += 1;
            }
            if let Phase::Move { card, .. } = view.phase {
                d[card as usize] += 1;
            }
            if d.iter().sum::<u32>() == 0 { unseen } else { d }
        } else {
            unseen
        };
        let points = config.mode == Mode::Points;
        let hand = if points { config.hand_size as usize } else { 1 };
        let n: u32 = unseen.iter().sum();
        let hit = (0..=n).map(|k| hit_chance(n, k, hand)).collect();
        let mut covers = vec![Vec::new(); board.track as usize];
        for side in &board.sides {
            for sl in &side.slides {
                for sq in board.slide_path(*sl) {
                    covers[sq as usize].push((sl.from, side.colour));
                }
            }
        }
        let total = std::array::from_fn(|c| {
            board.dist(board.sides[c].circle, board.sides[c].entry) + board.safety + 1
        });
        Ctx {
            board,
            players: view.players,
            resigned: view.resigned.clone(),
            teams: config.teams,
            rules: Rules { modern: config.modern_cards, split_pawns: config.seven_split_pawns },
            both_slide: config.swapped_pawn_slides,
            two_again: !config.modern_cards,
            points,
            unseen,
            next_draw,
            hit,
            covers,
            total,
            weights: WEIGHTS,
        }
    }

    /// The colours `seat` moves, its own first.
    pub fn colours(&self, seat: Seat) -> Vec<Colour> {
        if self.teams {
            vec![Colour::from_index(seat), Colour::from_index((seat + 2) % 4)]
        } else {
            vec![Colour::from_index(seat)]
        }
    }

    /// The side (`0..sides()`) a seat plays for: its team in teams, itself otherwise.
    pub fn side_of(&self, seat: Seat) -> usize {
        if self.teams { seat % 2 } else { seat }
    }

    pub fn sides(&self) -> usize {
        if self.teams { 2 } else { self.players }
    }

    pub fn table(&self, pawns: Pawns) -> Table<'a> {
        Table { board: self.board, pawns, players: self.players }
    }

    /// Every use of `card` by `seat` on `pawns`, and whether the card may be given up instead.
    pub fn moves(&self, pawns: &Pawns, seat: Seat, card: Card) -> (Vec<Action>, bool) {
        let mut out = Vec::new();
        card_moves(&self.table(*pawns), &self.colours(seat), card, &self.rules, &mut out);
        let optional = !out.iter().any(|a| !matches!(a, Action::Swap { .. }));
        (out, optional)
    }

    /// The pawns after `action` (Draw, Forfeit and Discard leave them as they are).
    pub fn after(&self, pawns: &Pawns, action: &Action) -> Pawns {
        let mut t = self.table(*pawns);
        t.perform(action, self.both_slide, &mut Vec::new());
        t.pawns
    }

    /// Who acts after `seat` plays `card`.
    pub fn next_seat(&self, seat: Seat, card: Option<Card>) -> Seat {
        if self.two_again && card == Some(Card::Two) { seat } else { self.seat_after(seat) }
    }

    /// The next seat after `seat` still playing, in turn order.
    pub fn seat_after(&self, seat: Seat) -> Seat {
        (1..=self.players).map(|k| (seat + k) % self.players).find(|&s| !self.resigned[s]).unwrap_or(seat)
    }

    /// Who acts after the seat of `view` takes `action` (a forfeited 2 gives another go too, a
    /// discarded one does not).
    pub fn next_after(&self, view: &View, action: &Action) -> Seat {
        let card = match (view.phase, action) {
            (_, Action::Discard { .. }) => None,
            (Phase::Move { card, .. }, _) => Some(card),
            _ => action.card(),
        };
        self.next_seat(view.seat, card)
    }

    /// Steps a pawn of colour `c` at `p` has made from its start circle (none in START).
    pub fn steps(&self, c: Colour, p: Pos) -> f32 {
        let total = self.total[c.index()] as f32;
        match p {
            Pos::Start => 0.0,
            Pos::Track(t) => {
                total - (self.board.dist(t, self.board.side(c).entry) as f32 + self.board.safety as f32 + 1.0)
            }
            Pos::Safety(i) => total - (self.board.safety - i) as f32,
            Pos::Home => total,
        }
    }

    /// Value of one pawn's place for its owner: steps made, plus bonuses for being out of START,
    /// safe and HOME.
    pub fn pawn_value(&self, c: Colour, p: Pos) -> f32 {
        let w = &self.weights;
        let bonus = match p {
            Pos::Start => 0.0,
            Pos::Track(_) => w.out,
            Pos::Safety(_) => w.out + w.safe,
            Pos::Home => w.out + w.safe + w.home,
        };
        bonus + self.steps(c, p)
    }

    /// The cards (as a bit per kind) with which colour `a` could bump a pawn on square `sq`.
    fn hit_mask(&self, pawns: &Pawns, a: Colour, sq: u8) -> u16 {
        let b = self.board;
        let side = b.side(a);
        let mut m = 0u16;
        let mut in_start = false;
        for p in pawns[a.index()] {
            match p {
                Pos::Start => in_start = true,
                Pos::Track(s) => {
                    // Forward moves longer than this turn into the safety zone.
                    let room = b.dist(s, side.entry);
                    let d = b.dist(s, sq);
                    if d > 0 && d <= room {
                        m |= self.forward_cards(d);
                    }
                    for &(from, owner) in &self.covers[sq as usize] {
                        let dl = b.dist(s, from);
                        if owner != a && dl > 0 && dl <= room {
                            m |= self.forward_cards(dl);
                        }
                    }
                    match b.dist(sq, s) {
                        4 => m |= bit(Card::Four),
                        1 => m |= bit(Card::Ten),
                        _ => {}
                    }
                }
                _ => {}
            }
        }
        if in_start {
            m |= bit(Card::Sorry);
            if sq == side.circle {
                m |= if self.rules.modern { 0x7ff } else { bit(Card::One) | bit(Card::Two) };
            }
        }
        m
    }

    /// The cards that move a pawn exactly `d` forward (a 7 by splitting it).
    fn forward_cards(&self, d: u8) -> u16 {
        let mut m = match d {
            1 => bit(Card::One),
            2 => bit(Card::Two),
            3 => bit(Card::Three),
            4 if self.rules.modern => bit(Card::Sorry),
            5 => bit(Card::Five),
            8 => bit(Card::Eight),
            10 => bit(Card::Ten),
            11 => bit(Card::Eleven),
            12 => bit(Card::Twelve),
            _ => 0,
        };
        if d <= 7 && (d == 7 || self.rules.split_pawns >= 2) {
            m |= bit(Card::Seven);
        }
        m
    }

    /// Chance that an opponent's next turn offers one of the cards in `mask`.
    fn chance_of(&self, mask: u16) -> f32 {
        let k: u32 = (0..11).filter(|i| mask & (1 << i) != 0).map(|i| self.unseen[i]).sum();
        self.hit[k as usize]
    }

    /// The score of each colour (indexed by colour): pawn values less the expected loss from
    /// being bumped. `next` is the seat to act: attackers who move before a pawn's owner count
    /// fully, the others half (the pawn may get away first).
    pub fn colour_scores(&self, pawns: &Pawns, next: Seat) -> [f32; 4] {
        let mut out = [0.0f32; 4];
        for (v, score) in out.iter_mut().enumerate().take(self.players) {
            let vc = Colour::from_index(v);
            for &p in &pawns[v] {
                let value = self.pawn_value(vc, p);
                *score += value;
                *score -= (1.0 - self.survival(pawns, next, vc, p)) * value;
            }
        }
        out
    }

    /// How many turns after `next`'s colour `c` moves (its own turn counts 0; in teams the
    /// earlier of the two seats that move it).
    pub fn order(&self, c: Colour, next: Seat) -> usize {
        let mut o = (c.index() + self.players - next) % self.players;
        if self.teams {
            o = o.min((c.index() + 2 + 4 - next) % 4);
        }
        o
    }

    /// Chance that the pawn of colour `vc` at `p` is not bumped before its owner moves again:
    /// attackers who move before it count fully, the others by [`Weights::late`].
    pub fn survival(&self, pawns: &Pawns, next: Seat, vc: Colour, p: Pos) -> f32 {
        let Pos::Track(sq) = p else { return 1.0 };
        let v = vc.index();
        let mut survive = 1.0f32;
        for a in 0..self.players {
            if self.side_of(a) == self.side_of(v) || self.resigned[a] {
                continue;
            }
            let ac = Colour::from_index(a);
            let mask = self.hit_mask(pawns, ac, sq);
            if mask == 0 {
                continue;
            }
            let w = if self.order(ac, next) < self.order(vc, next) { 1.0 } else { self.weights.late };
            survive *= 1.0 - w * self.chance_of(mask);
        }
        survive
    }

    /// Steps from the start circle to HOME for colour `c`.
    pub fn journey(&self, c: Colour) -> f32 {
        self.total[c.index()] as f32
    }

    /// Each side's score: its colours' scores, plus [`WIN`] if all its pawns are HOME.
    pub fn side_scores(&self, pawns: &Pawns, next: Seat) -> Vec<f32> {
        self.side_scores_with(pawns, next, WIN)
    }

    /// The side that has won (all its pawns HOME), if any.
    pub fn winner(&self, pawns: &Pawns) -> Option<usize> {
        (0..self.sides()).find(|&s| {
            (0..self.players)
                .filter(|&c| self.side_of(c) == s)
                .all(|c| pawns[c].iter().all(|p| *p == Pos::Home))
        })
    }

    /// [`Ctx::side_scores`] with `win` for a won game.
    pub fn side_scores_with(&self, pawns: &Pawns, next: Seat, win: f32) -> Vec<f32> {
        let cs = self.colour_scores(pawns, next);
        let mut sides = vec![0.0f32; self.sides()];
        for c in 0..self.players {
            sides[self.side_of(c)] += cs[c];
        }
        for (s, score) in sides.iter_mut().enumerate() {
            let members: Vec<usize> = (0..self.players).filter(|&c| self.side_of(c) == s).collect();
            if members.iter().all(|&c| pawns[c].iter().all(|p| *p == Pos::Home)) {
                *score += win;
            }
        }
        sides
    }

    /// How good `sides` is for `seat`: its side's score against the others (their mean and
    /// their best, weighed by [`Weights::leader`], so the leader matters more).
    pub fn perspective(&self, sides: &[f32], seat: Seat) -> f32 {
        let me = self.side_of(seat);
        let others: Vec<f32> = sides.iter().enumerate().filter(|(s, _)| *s != me).map(|(_, v)| *v).collect();
        let mean = others.iter().sum::<f32>() / others.len() as f32;
        let best = others.iter().cloned().fold(f32::MIN, f32::max);
        sides[me] - ((1.0 - self.weights.leader) * mean + self.weights.leader * best)
    }

    /// One-ply value of a position for `seat`, with `next` to act.
    pub fn value(&self, pawns: &Pawns, next: Seat, seat: Seat) -> f32 {
        self.perspective(&self.side_scores(pawns, next), seat)
    }
}

fn bit(c: Card) -> u16 {
    1 << c as usize
}

/// Chance that `hand` cards dealt from `n` include at least one of `k` given cards.
fn hit_chance(n: u32, k: u32, hand: usize) -> f32 {
    if n == 0 || k == 0 {
        return 0.0;
    }
    let mut miss = 1.0f64;
    for i in 0..hand.min(n as usize) as u32 {
        if n - i < k {
            return 1.0;
        }
        miss *= (n - k - i) as f64 / (n - i) as f64;
    }
    (1.0 - miss) as f32
}

/// The pawns of a view as a full table (colours without a seat stay in START).
pub fn pawns_of(view: &View) -> Pawns {
    let mut pawns = [[Pos::Start; 4]; 4];
    for (c, p) in view.pawns.iter().enumerate() {
        pawns[c] = *p;
    }
    pawns
}

#[cfg(test)]
mod tests {
    use super::{Ctx, WEIGHTS, Weights, hit_chance};
    use crate::games::sorry::{Config, Sorry};

    /// `leader` slides the yardstick from the other sides' mean (0) to their best (1); medium's
    /// 0.5 is the average of the two.
    #[test]
    fn the_leader_weight_moves_the_yardstick() {
        let game = Sorry::start(&Config::builtin("standard").unwrap(), 4, 3).unwrap();
        let view = game.view(0);
        let mut ctx = Ctx::new(&view);
        assert_eq!(ctx.weights, WEIGHTS);
        let sides = [40.0, 10.0, 30.0, 50.0];
        let (mean, best) = (30.0, 50.0);
        assert_eq!(ctx.perspective(&sides, 0), 40.0 - 0.5 * (mean + best));
        ctx.weights = Weights { leader: 0.0, ..WEIGHTS };
        assert_eq!(ctx.perspective(&sides, 0), 40.0 - mean);
        ctx.weights = Weights { leader: 1.0, ..WEIGHTS };
        assert_eq!(ctx.perspective(&sides, 0), 40.0 - best);
    }

    #[test]
    fn hit_chance_counts_hands() {
        assert!((hit_chance(45, 4, 1) - 4.0 / 45.0).abs() < 1e-6);
        // Five cards from 45 with 4 hits: 1 - C(41,5)/C(45,5).
        let miss = (41.0 * 40.0 * 39.0 * 38.0 * 37.0) / (45.0 * 44.0 * 43.0 * 42.0 * 41.0);
        assert!((hit_chance(45, 4, 5) - (1.0 - miss) as f32).abs() < 1e-6);
        assert_eq!(hit_chance(3, 3, 5), 1.0);
        assert_eq!(hit_chance(10, 0, 5), 0.0);
    }
}
