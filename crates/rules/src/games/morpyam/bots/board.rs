//! What a square is worth to a seat: alignments, KO threats, blocking, points and the finish.

use super::super::config::{SIDE, SQUARES, Square};
use super::super::figure::Figure;
use super::super::lines;
use super::super::table::Table;
use super::dice::{self, APPEL, fig_id};
use crate::game::Seat;
use std::sync::OnceLock;

/// The value of a win (a KO, a winning last token): it dwarfs every positional term.
pub const WIN: f64 = 1000.0;

/// Every line segment of `len` squares (rows, columns, both diagonals).
pub fn windows(len: usize) -> &'static [Vec<Square>] {
    static W: OnceLock<Vec<Vec<Vec<Square>>>> = OnceLock::new();
    let all = W.get_or_init(|| {
        (0..=SIDE)
            .map(|len| {
                let mut out = Vec::new();
                if len == 0 {
                    return out;
                }
                for (dr, dc) in [(0i32, 1i32), (1, 0), (1, 1), (1, -1)] {
                    for r in 0..SIDE as i32 {
                        for c in 0..SIDE as i32 {
                            let end = (r + dr * (len as i32 - 1), c + dc * (len as i32 - 1));
                            if (0..SIDE as i32).contains(&end.0) && (0..SIDE as i32).contains(&end.1) {
                                out.push(
                                    (0..len as i32)
                                        .map(|k| ((r + dr * k) * SIDE as i32 + c + dc * k) as Square)
                                        .collect(),
                                );
                            }
                        }
                    }
                }
                out
            })
            .collect()
    });
    &all[len.min(SIDE)]
}

/// The chance of covering a figure in one turn chased alone (what makes a square easy); `free`:
/// a MORPYAM square is free, so five equal dice may cover nothing else.
pub fn figure_ease(fcm: bool, free: bool, f: Figure) -> f64 {
    match fig_id(f) {
        // An APPEL is about as easy as a good call: a CARRÉ kept, a MAXI or MINI chased.
        APPEL => 0.35,
        id => dice::tables().reach_from_start(fcm, free, id),
    }
}

/// [`figure_ease`] for this table's options and free squares.
pub fn ease_of_figures(t: &Table) -> impl Fn(Figure) -> f64 {
    let fcm = t.config.full_counts_morpyam;
    let free = t.morpyam_square_free();
    move |f| figure_ease(fcm, free, f)
}

/// The ease of each square's figure (0 while no tile is laid).
pub fn ease(t: &Table) -> [f64; SQUARES] {
    let e = ease_of_figures(t);
    std::array::from_fn(|q| t.grid[q].map_or(0.0, &e))
}

/// Weights of a window holding a seat's tokens and nothing of anyone else's, by how many are
/// still missing for a KO (index: missing squares). One missing is a standing threat to win.
const MISSING: [f64; 7] = [0.0, 80.0, 10.0, 2.0, 0.4, 0.05, 0.01];

/// The positional model of the hard level, for one decision.
pub struct Board<'a> {
    pub t: &'a Table,
    ease: [f64; SQUARES],
    ko: usize,
}

impl<'a> Board<'a> {
    pub fn new(t: &'a Table) -> Self {
        Self { t, ease: ease(t), ko: t.config.ko_line as usize }
    }

    /// The value of the windows through `q` for `seat` with the square as it is in `owners`.
    fn potential(&self, owners: &[Option<Seat>], seat: Seat, q: Square) -> f64 {
        let mut v = 0.0;
        for w in windows(self.ko) {
            if !w.contains(&q) {
                continue;
            }
            let mut mine = 0;
            let mut blocked = false;
            let mut ease_sum = 0.0;
            for &s in w {
                match owners[s as usize] {
                    Some(o) if o == seat => mine += 1,
                    Some(_) => blocked = true,
                    None => ease_sum += self.ease[s as usize],
                }
            }
            if blocked || mine == 0 {
                continue;
            }
            let missing = self.ko - mine;
            let easy = if missing > 0 { 0.3 + ease_sum / missing as f64 } else { 1.0 };
            v += MISSING[missing.min(6)] * easy;
        }
        v
    }

    /// What covering `q` gains `seat`: a KO, points, and the lines it opens.
    pub fn gain(&self, seat: Seat, q: Square) -> f64 {
        let mut owners = self.t.owners.clone();
        let before = self.potential(&owners, seat, q);
        owners[q as usize] = Some(seat);
        if lines::ko_run(&owners, q, self.ko).is_some() {
            return WIN;
        }
        let pts =
            |o: &[Option<Seat>]| lines::scores(o, self.t.players, |len| self.t.run_points(len))[seat] as f64;
        let points = pts(&owners) - pts(&self.t.owners);
        1.0 + 2.0 * points + self.potential(&owners, seat, q) - before
    }

    /// The hard level's value of covering each free square now (`None`: not free), for `me`:
    /// my gain, what it denies the strongest opponent, and the finish.
    pub fn values(&self, me: Seat) -> [Option<f64>; SQUARES] {
        let t = self.t;
        let opponents: Vec<Seat> = t.active_seats().into_iter().filter(|&s| s != me).collect();
        // What a square is worth to the opponent counts more than to me in a duel: their lines
        // are the only ones that can beat me (tuned in hard-vs-medium matches).
        let deny = if opponents.len() <= 1 { 1.2 } else { 0.6 };
        let last = t.tokens_left[me] == 1;
        std::array::from_fn(|q| {
            if t.owners[q].is_some() || t.grid[q].is_none() {
                return None;
            }
            let q = q as Square;
            let own = self.gain(me, q);
            if own >= WIN {
                return Some(WIN);
            }
            if last {
                return Some(self.finish_value(me, q));
            }
            let block = opponents.iter().map(|&o| self.gain(o, q)).fold(0.0, f64::max);
            // An opponent's KO square is worth almost a win to take from them.
            let block = if block >= WIN { 0.8 * WIN } else { block };
            Some(own + deny * block)
        })
    }

    /// My last token on `q` ends the game: a win with the bonus if I am then on top (the
    /// finisher wins ties), otherwise a loss I would rather not cause.
    fn finish_value(&self, me: Seat, q: Square) -> f64 {
        let t = self.t;
        let mut owners = t.owners.clone();
        owners[q as usize] = Some(me);
        let s = lines::scores(&owners, t.players, |len| t.run_points(len));
        let mine = s[me] + t.config.finish_bonus;
        let best = t.active_seats().into_iter().filter(|&o| o != me).map(|o| s[o]).max().unwrap_or(0);
        if mine >= best { WIN } else { -WIN / 2.0 }
    }
}

/// The medium level's square value: tokens of mine in open lines through it, and any line of
/// an opponent's it cuts once they hold three or more of it.
pub fn simple_value(t: &Table, me: Seat, q: Square) -> f64 {
    let ko = t.config.ko_line as usize;
    let mut v = 1.0;
    for w in windows(ko) {
        if !w.contains(&q) {
            continue;
        }
        let mut count = vec![0usize; t.players];
        for &s in w {
            if let Some(o) = t.owners[s as usize] {
                count[o] += 1;
            }
        }
        let others: usize = count.iter().enumerate().filter(|&(o, _)| o != me).map(|(_, &n)| n).sum();
        if others == 0 {
            let n = count[me];
            v += if n + 1 >= ko { WIN } else { (n * n) as f64 * 0.5 };
        } else if count[me] == 0 {
            let top = count.iter().copied().max().unwrap_or(0);
            if top == others && top + 1 >= ko {
                v += WIN / 2.0;
            } else if top == others && top >= 3 {
                v += (top * top) as f64;
            }
        }
    }
    v
}

/// The easy level's square value: my tokens next to it.
pub fn neighbours(t: &Table, me: Seat, q: Square) -> f64 {
    let (r, c) = (q as i32 / SIDE as i32, q as i32 % SIDE as i32);
    let mut n = 0.0;
    for dr in -1..=1 {
        for dc in -1..=1 {
            let (rr, cc) = (r + dr, c + dc);
            if (dr, dc) != (0, 0)
                && (0..SIDE as i32).contains(&rr)
                && (0..SIDE as i32).contains(&cc)
                && t.owners[(rr * SIDE as i32 + cc) as usize] == Some(me)
            {
                n += 1.0;
            }
        }
    }
    n
}

/// How many line segments of the KO length pass through each square (where lines cross).
pub fn centrality(ko: usize) -> [usize; SQUARES] {
    let mut c = [0; SQUARES];
    for w in windows(ko) {
        for &s in w {
            c[s as usize] += 1;
        }
    }
    c
}
