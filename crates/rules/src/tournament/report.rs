//! The record of each game and the report that sums them up.

use super::settings::Settings;
use super::stats::{Standing, seat_result};
use super::timing::Timing;
use crate::game::Seat;
use serde::Serialize;

/// One finished (or capped) game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameRecord {
    pub seed: u64,
    /// Entrant index per seat.
    pub seating: Vec<usize>,
    /// Winning seats as the game gave them; empty for a draw. Seats of different entrants
    /// among them share the win, which the tables count as a draw.
    pub winners: Vec<Seat>,
    pub capped: bool,
    /// Why the game was given up unfinished, when an external player's answer was no legal
    /// action: such a game counts for no one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub void: Option<String>,
    pub actions: usize,
    /// Why the game ended, in the game's words ("no legal move", "threefold repetition"…).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub reason: String,
    /// The actions in order, kept for games against an external player so that each can be
    /// replayed and its losses looked into.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<serde_json::Value>,
    /// Per entrant index.
    #[serde(skip)]
    pub timing: Vec<Timing>,
}

/// The whole tournament.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    pub title: String,
    pub settings: Settings,
    pub standings: Vec<Standing>,
    pub capped: u64,
    /// Games given up unfinished (see [`GameRecord::void`]), left out of the standings.
    #[serde(skip_serializing_if = "is_zero")]
    pub void: u64,
    pub mean_actions: f64,
    pub min_actions: usize,
    pub max_actions: usize,
    /// Per distinct level name, in order of first entry.
    pub timing: Vec<(String, Timing)>,
    pub games: Vec<GameRecord>,
}

/// The tables from the games' records.
pub fn tally(title: &str, settings: &Settings, games: Vec<GameRecord>) -> Report {
    let mut standings: Vec<Standing> =
        settings.entrants.iter().map(|e| Standing { entrant: e.clone(), ..Standing::default() }).collect();
    let mut timing: Vec<(String, Timing)> = Vec::new();
    let mut capped = 0;
    let mut void = 0;
    for g in &games {
        capped += g.capped as u64;
        if g.void.is_some() {
            void += 1;
            continue;
        }
        for (seat, &e) in g.seating.iter().enumerate() {
            standings[e].add(seat_result(seat, &g.winners, &g.seating));
        }
        for (e, t) in g.timing.iter().enumerate() {
            let level = &settings.entrants[e];
            match timing.iter_mut().find(|(l, _)| l == level) {
                Some((_, sum)) => sum.add(t),
                None => timing.push((level.clone(), t.clone())),
            }
        }
    }
    let lengths = games.iter().filter(|g| g.void.is_none()).map(|g| g.actions);
    let counted = lengths.clone().count();
    let mean_actions =
        if counted == 0 { 0.0 } else { lengths.clone().sum::<usize>() as f64 / counted as f64 };
    Report {
        title: title.to_string(),
        settings: settings.clone(),
        standings,
        capped,
        void,
        mean_actions,
        min_actions: lengths.clone().min().unwrap_or(0),
        max_actions: lengths.max().unwrap_or(0),
        timing,
        games,
    }
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}
