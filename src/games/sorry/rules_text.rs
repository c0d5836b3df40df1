//! The rules of the Sorry! variant on the table, for the pause menu's rules panel, written from
//! the level's options so the panel says what this match plays.

use crate::i18n::Msg;
use parlour_rules::games::sorry::{Bonus, Config, Mode, WhoStarts};

/// "yes" or "no", for the messages' selectors.
fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// (heading, paragraph) pairs.
pub fn rules(c: &Config, players: usize) -> Vec<(Msg, Msg)> {
    let points = c.mode == Mode::Points;
    let section = |title: &'static str, text: &'static str| (Msg::new(title), Msg::new(text));
    let mut out = Vec::new();
    let goal = if c.teams {
        "teams"
    } else if points {
        "points"
    } else {
        "standard"
    };
    let (title, text) = section("sorry-rules-goal-title", "sorry-rules-goal");
    out.push((title, text.with("goal", goal)));
    let (title, text) = section("sorry-rules-start-title", "sorry-rules-start");
    let who = match c.who_starts {
        WhoStarts::HighestCard => "card",
        WhoStarts::Red => "red",
    };
    out.push((title, text.with("who", who)));
    let (title, text) = section("sorry-rules-turn-title", "sorry-rules-turn");
    out.push((title, text.with("points", yes(points)).with("hand", c.hand_size)));
    let (title, text) = section("sorry-rules-cards-title", "sorry-rules-cards");
    out.push((
        title,
        text.with("modern", yes(c.modern_cards)).with("team-split", yes(c.teams && c.seven_split_pawns > 2)),
    ));
    let (title, text) = section("sorry-rules-moving-title", "sorry-rules-moving");
    out.push((title, text.with("safety", c.board.safety)));
    if c.teams {
        out.push(section("sorry-rules-teams-title", "sorry-rules-teams"));
    }
    if points {
        let bonus = match c.points_bonus {
            Bonus::Highest => "highest",
            Bonus::Cumulative => "cumulative",
        };
        let (title, text) = section("sorry-rules-points-title", "sorry-rules-points");
        out.push((title, text.with("bonus", bonus)));
    }
    if players == 2 && !c.teams {
        out.push(section("sorry-rules-two-title", "sorry-rules-two"));
    }
    out
}
