//! The rules of the Morris variant on the table, for the pause menu's rules panel, written from
//! the level's options so the panel says what this match plays.

use crate::i18n::Msg;
use parlour_rules::games::morris::{Config, MultiMill};

/// (heading, paragraph) pairs.
pub fn rules(c: &Config) -> Vec<(Msg, Msg)> {
    // A row wins outright (Three Men's Morris): no mills to remove with.
    let goal = if c.mill_wins() {
        let lines = if c.has_diagonal_lines() { "diagonals" } else { "straight" };
        Msg::new("morris-rules-goal-row").with("men", c.men).with("lines", lines)
    } else {
        Msg::new("morris-rules-goal").with("men", c.men)
    };
    // Flying from the first move is the form where a man goes to any empty point.
    let anywhere = c.flying && c.fly_at >= c.men;
    let moving = if anywhere { "morris-rules-moving-anywhere" } else { "morris-rules-moving" };
    let mut out = vec![
        (Msg::new("morris-rules-goal-heading"), goal),
        (
            Msg::new("morris-rules-placing-heading"),
            Msg::new("morris-rules-placing").with("points", c.points.len()),
        ),
        (Msg::new("morris-rules-moving-heading"), Msg::new(moving)),
    ];
    let removal = match c.multi_mill {
        MultiMill::PerMill => "per-mill",
        MultiMill::One | MultiMill::Wins => "one",
    };
    if !c.mill_wins() {
        out.push((
            Msg::new("morris-rules-mills-heading"),
            Msg::new("morris-rules-mills").with("removal", removal),
        ));
    }
    if c.flying && !anywhere {
        out.push((
            Msg::new("morris-rules-flying-heading"),
            Msg::new("morris-rules-flying").with("n", c.fly_at),
        ));
    }
    // Each draw condition the variant has, as a whole clause.
    let mut draws = Vec::new();
    if c.full_board_draw {
        draws.push(Msg::new("morris-rules-draw-full-board"));
    }
    if let Some(r) = c.repetition {
        draws.push(Msg::new("morris-rules-draw-repetition").with("n", r));
    }
    if let Some(k) = c.no_removal_moves {
        // Where nothing is ever taken, the count runs from the end of the placing.
        let id = if c.mill_wins() { "morris-rules-draw-moves" } else { "morris-rules-draw-no-removal" };
        draws.push(Msg::new(id).with("n", k));
    }
    if let Some(k) = c.endgame_moves {
        draws.push(Msg::new("morris-rules-draw-endgame").with("n", k));
    }
    if let Some(k) = c.turn_cap {
        draws.push(Msg::new("morris-rules-draw-turns").with("n", k));
    }
    let either = |a: Msg, b: Msg| Msg::new("morris-rules-draws-or").with("a", a).with("b", b);
    if let Some(conditions) = draws.into_iter().reduce(either) {
        out.push((
            Msg::new("morris-rules-draws-heading"),
            Msg::new("morris-rules-draws").with("conditions", conditions),
        ));
    }
    if c.no_mill_return {
        out.push((Msg::new("morris-rules-no-return-heading"), Msg::new("morris-rules-no-return")));
    }
    out
}
