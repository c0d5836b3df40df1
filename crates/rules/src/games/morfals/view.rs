//! What a seat sees (everything but the RNG: Morfals hides nothing) and the text picture.

use super::actions::Phase;
use super::board::{Board, Figure, Square};
use super::config::Config;
use super::dice::Dice;
use super::state::{Morfals, RoundResult};
use crate::game::{Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// One seat's view of the match: enough for a front end or a computer player to decide.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat this view is for.
    pub seat: Seat,
    pub to_act: Option<Seat>,
    pub config: Config,
    pub board: Board,
    pub reserves: [Vec<Figure>; 2],
    pub scores: [i32; 2],
    pub round: u32,
    pub starter: Seat,
    pub phase: Phase,
    pub last_roll: Option<Dice>,
    /// Every round won so far, in order.
    pub rounds: Vec<RoundResult>,
    /// `Some` once the match is over.
    pub outcome: Option<Outcome>,
}

impl Morfals {
    pub(super) fn view_for(&self, seat: Seat) -> View {
        View {
            seat,
            to_act: self.phase.to_act(),
            config: self.config.clone(),
            board: self.board.clone(),
            reserves: self.reserves.clone(),
            scores: self.scores,
            round: self.round,
            starter: self.starter,
            phase: self.phase,
            last_roll: self.last_roll,
            rounds: self.rounds.clone(),
            outcome: self.outcome.clone(),
        }
    }

    /// The board as text: the first tribe in capitals (M man, W woman, E elder, G girl), the
    /// second in small letters, `.` an empty square, `~` an empty river square.
    pub(super) fn picture(&self) -> String {
        let names: Vec<&str> = self.config.tribes.iter().map(|t| t.name.as_str()).collect();
        let mut s = String::new();
        let _ = writeln!(
            s,
            "Morfals ({}) round {} | {} {} - {} {} | first to {}",
            self.config.name,
            self.round,
            names[0],
            self.scores[0],
            names[1],
            self.scores[1],
            self.config.options.target_score
        );
        s.push_str("    ");
        for c in &self.board.columns {
            let _ = write!(s, " {c:>2}");
        }
        s.push('\n');
        for row in (1..=self.board.rows).rev() {
            let _ = write!(s, " {row:>2} ");
            for &column in &self.board.columns {
                let mark = match self.board.get(Square::new(column, row)) {
                    Some(f) if f.seat == 0 => f.character.letter(),
                    Some(f) => f.character.letter().to_ascii_lowercase(),
                    None if self.board.river.contains(&column) => '~',
                    None => '.',
                };
                let _ = write!(s, "  {mark}");
            }
            s.push('\n');
        }
        for (seat, name) in names.iter().enumerate() {
            let letters: String = self.reserves[seat]
                .iter()
                .map(|f| {
                    let l = f.character.letter();
                    if seat == 0 { l } else { l.to_ascii_lowercase() }
                })
                .collect();
            let _ = writeln!(s, "{name} reserve {}: {letters}", self.reserves[seat].len());
        }
        if let Some(d) = self.last_roll {
            let _ = writeln!(s, "dice {}-{}-{} = {}", d[0], d[1], d[2], super::dice::sum(d));
        }
        let line = match self.phase {
            Phase::Roll { seat } => format!("{} to roll", names[seat]),
            Phase::Place { seat, column, .. } => format!("{} to place in column {column}", names[seat]),
            Phase::RoundOver { winner, next } => {
                format!("{} won round {}; {} starts the next", names[winner], self.round, names[next])
            }
            Phase::Over => match self.outcome.as_ref().and_then(|o| o.winners.first()) {
                Some(&w) => format!("{} won the match", names[w]),
                None => "the match is over".to_string(),
            },
        };
        s.push_str(&line);
        s.push('\n');
        s
    }
}
