//! The board as data: the track, each colour's start circle, safety entry and slides, checked
//! when a level is loaded. Squares use the rule sheet's clockwise numbering.

use serde::{Deserialize, Serialize};

/// The four colours, in clockwise seating order. Seat `k` plays colour `k`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Blue,
    Yellow,
    Green,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Colour {
        Self::ALL[i]
    }

    pub fn letter(self) -> char {
        ['R', 'B', 'Y', 'G'][self.index()]
    }
}

/// Where a pawn is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pos {
    Start,
    /// A track square, `0..track`.
    Track(u8),
    /// A square of the owner's safety zone, `0..safety` (0 is nearest the track).
    Safety(u8),
    Home,
}

/// A slide: landing exactly on `from` carries a pawn of another colour forward to `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Slide {
    pub from: u8,
    pub to: u8,
}

/// One colour's side of the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Side {
    pub colour: Colour,
    /// The square a pawn leaving START is put on.
    pub circle: u8,
    /// The last track square before the safety zone: a forward move from here turns in.
    pub entry: u8,
    pub slides: Vec<Slide>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Board {
    /// Number of track squares, numbered clockwise from 0.
    pub track: u8,
    /// Safety squares before HOME, per colour.
    pub safety: u8,
    /// One side per colour, in the order Red, Blue, Yellow, Green.
    pub sides: Vec<Side>,
}

/// A board error: the text to point at in the level file, and what is wrong.
pub type Problem = (String, String);

impl Board {
    pub fn side(&self, colour: Colour) -> &Side {
        &self.sides[colour.index()]
    }

    /// The slide starting on `square`, with its owner.
    pub fn slide_at(&self, square: u8) -> Option<(Colour, Slide)> {
        self.sides.iter().find_map(|s| s.slides.iter().find(|sl| sl.from == square).map(|sl| (s.colour, *sl)))
    }

    /// The squares a slide covers after its first, up to and including its end.
    pub fn slide_path(&self, slide: Slide) -> impl Iterator<Item = u8> + '_ {
        let len = self.dist(slide.from, slide.to);
        (1..=len).map(move |k| ((slide.from as u16 + k as u16) % self.track as u16) as u8)
    }

    /// Clockwise distance from `a` to `b`.
    pub fn dist(&self, a: u8, b: u8) -> u8 {
        ((b as u16 + self.track as u16 - a as u16) % self.track as u16) as u8
    }

    /// Where a pawn of `colour` ends after `n` steps forward, or `None` if it cannot (START,
    /// HOME, or past HOME). Only the owner turns into its safety zone.
    pub fn forward(&self, colour: Colour, from: Pos, n: u8) -> Option<Pos> {
        let entry = self.side(colour).entry;
        let mut p = from;
        for _ in 0..n {
            p = match p {
                Pos::Track(t) if t == entry => Pos::Safety(0),
                Pos::Track(t) => Pos::Track((t + 1) % self.track),
                Pos::Safety(i) if i + 1 < self.safety => Pos::Safety(i + 1),
                Pos::Safety(_) => Pos::Home,
                Pos::Start | Pos::Home => return None,
            };
        }
        Some(p)
    }

    /// Where a pawn of `colour` ends after `n` steps backward. Backward never enters a safety
    /// zone but leaves one onto the entry square.
    pub fn backward(&self, colour: Colour, from: Pos, n: u8) -> Option<Pos> {
        let entry = self.side(colour).entry;
        let mut p = from;
        for _ in 0..n {
            p = match p {
                Pos::Track(t) => Pos::Track((t + self.track - 1) % self.track),
                Pos::Safety(0) => Pos::Track(entry),
                Pos::Safety(i) => Pos::Safety(i - 1),
                Pos::Start | Pos::Home => return None,
            };
        }
        Some(p)
    }

    /// Check the geometry; the error names a piece of text to point at in the file.
    pub fn validate(&self) -> Result<(), Problem> {
        let p = |needle: &str, msg: String| Err((needle.to_string(), msg));
        if self.track < 8 || self.track > 240 {
            return p("track", format!("track must have 8 to 240 squares, not {}", self.track));
        }
        if self.safety == 0 || self.safety > 20 {
            return p("safety", format!("safety zone must have 1 to 20 squares, not {}", self.safety));
        }
        if self.sides.len() != 4 {
            return p("sides", format!("sides must list the 4 colours, found {}", self.sides.len()));
        }
        let mut starts = Vec::new();
        for (i, side) in self.sides.iter().enumerate() {
            let needle = format!("colour: {:?}", side.colour);
            if side.colour != Colour::from_index(i) {
                return p(
                    &needle,
                    format!(
                        "side {i} must be {:?} (clockwise order Red, Blue, Yellow, Green)",
                        Colour::from_index(i)
                    ),
                );
            }
            for (what, sq) in [("circle", side.circle), ("entry", side.entry)] {
                if sq >= self.track {
                    return p(
                        &needle,
                        format!("{:?} {what} {sq} is off the {}-square track", side.colour, self.track),
                    );
                }
            }
            if side.circle == side.entry {
                return p(&needle, format!("{:?} circle and safety entry are the same square", side.colour));
            }
            for sl in &side.slides {
                let needle = format!("from: {}", sl.from);
                if sl.from >= self.track || sl.to >= self.track {
                    return p(
                        &needle,
                        format!("{:?} slide {}→{} is off the track", side.colour, sl.from, sl.to),
                    );
                }
                let len = self.dist(sl.from, sl.to);
                if len == 0 || len > self.track / 2 {
                    return p(
                        &needle,
                        format!("{:?} slide {}→{} has no sensible length", side.colour, sl.from, sl.to),
                    );
                }
                if starts.contains(&sl.from) {
                    return p(&needle, format!("two slides start on square {}", sl.from));
                }
                starts.push(sl.from);
            }
        }
        // A slide may not carry a pawn onto another slide's start: slides do not chain.
        for side in &self.sides {
            for sl in &side.slides {
                if let Some(s) = self.slide_path(*sl).find(|sq| starts.contains(sq)) {
                    return p(
                        &format!("from: {}", sl.from),
                        format!("slide {}→{} runs over the start of another slide ({s})", sl.from, sl.to),
                    );
                }
            }
        }
        Ok(())
    }
}
