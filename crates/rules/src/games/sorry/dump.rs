//! A readable picture of the position, in the rule sheet's clockwise numbering.

use super::board::{Colour, Pos};
use super::config::Mode;
use super::turn::{Phase, Sorry};
use std::fmt::Write;

impl Sorry {
    /// The board side by side (15 squares a row for the standard board): a row of marks
    /// (`>` slide start, `=` slide, `o` start circle, `e` safety entry) and a row of pawns
    /// (`R2` = Red pawn 2), then each colour's START, SAFETY ZONE and HOME, then the cards.
    pub fn dump(&self) -> String {
        let b = &self.config.board;
        let mut s = String::new();
        let _ = writeln!(s, "Sorry! ({}), {} players", self.config.name, self.players);
        let _ = match self.phase {
            Phase::StartDraw { seat } => {
                let d = &self.start_draw;
                let drawn: Vec<String> = d
                    .contenders
                    .iter()
                    .zip(&d.cards)
                    .filter_map(|(&c, card)| {
                        card.map(|card| format!("{:?} {}", Colour::from_index(c), card.label()))
                    })
                    .collect();
                writeln!(
                    s,
                    "{:?} to draw for the start (highest card plays first; drawn: {})",
                    Colour::from_index(seat),
                    if drawn.is_empty() { "none".to_string() } else { drawn.join(", ") }
                )
            }
            Phase::Draw { seat } => writeln!(s, "{:?} to draw", Colour::from_index(seat)),
            Phase::Move { seat, card } => {
                writeln!(s, "{:?} to move with {}", Colour::from_index(seat), card.label())
            }
            Phase::Play { seat } => writeln!(s, "{:?} to play a card", Colour::from_index(seat)),
            Phase::Over => writeln!(s, "Over: {:?}", self.outcome.as_ref().map(|o| &o.winners)),
        };
        let row = (b.track as usize).div_ceil(4);
        let mut marks = vec![String::from(" ."); b.track as usize];
        for side in &b.sides {
            for sl in &side.slides {
                marks[sl.from as usize] = format!(">{}", side.colour.letter().to_ascii_lowercase());
                for sq in b.slide_path(*sl) {
                    marks[sq as usize] = " =".into();
                }
            }
            marks[side.circle as usize] = " o".into();
            marks[side.entry as usize] = " e".into();
        }
        let t = self.table();
        for start in (0..b.track as usize).step_by(row) {
            let end = (start + row).min(b.track as usize);
            let _ = write!(s, "     ");
            for sq in start..end {
                let _ = write!(s, "{sq:>3}");
            }
            let _ = write!(s, "\n     ");
            for m in &marks[start..end] {
                let _ = write!(s, " {m}");
            }
            let _ = write!(s, "\n     ");
            for sq in start..end {
                match t.on_track(sq as u8) {
                    Some(p) => {
                        let _ = write!(s, " {}{}", p.colour.letter(), p.index);
                    }
                    None => s.push_str("   "),
                }
            }
            s.push('\n');
        }
        for c in 0..self.players {
            let colour = Colour::from_index(c);
            let list = |want: &dyn Fn(&Pos) -> bool| -> String {
                (0..4)
                    .filter(|&i| want(&self.pawns[c][i]))
                    .map(|i| i.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let safety: Vec<String> = (0..b.safety)
                .map(|k| {
                    (0..4)
                        .find(|&i| self.pawns[c][i] == Pos::Safety(k))
                        .map_or("..".into(), |i| format!("{}{i}", colour.letter()))
                })
                .collect();
            let _ = writeln!(
                s,
                "{:<7} START [{}]  SAFETY [{}]  HOME [{}]{}{}",
                format!("{colour:?}"),
                list(&|p| *p == Pos::Start),
                safety.join(" "),
                list(&|p| *p == Pos::Home),
                if self.config.mode == Mode::Points {
                    format!("  hand {} cards", self.hands[c].len())
                } else {
                    String::new()
                },
                if self.resigned[c] { "  (resigned)" } else { "" },
            );
        }
        let _ = writeln!(
            s,
            "Draw pile {} cards; discards {}{}",
            self.draw_pile.len(),
            self.discards.len(),
            self.discards.last().map_or(String::new(), |c| format!(" (top {})", c.label()))
        );
        s
    }
}
