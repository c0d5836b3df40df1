//! The rules of the Morris variant on the table, for the pause menu's rules panel, written from
//! the level's options so the panel says what this match plays.

use parlour_rules::games::morris::{Config, MultiMill};

/// (heading, paragraph) pairs.
pub fn rules(c: &Config) -> Vec<(String, String)> {
    let n = c.points.len();
    let mut out = vec![
        (
            "Goal".to_string(),
            format!(
                "Each player has {} men. Leave your opponent with two men, or with no legal move, and \
                 you win.",
                c.men
            ),
        ),
        (
            "Placing".to_string(),
            format!(
                "White begins. Players take turns putting a man on any empty point of the {n} points, \
                 until all men are placed."
            ),
        ),
        (
            "Moving".to_string(),
            "Then each turn slides one of your men along a line to the next empty point.".to_string(),
        ),
    ];
    let removal = match c.multi_mill {
        MultiMill::One => "remove one of your opponent's men",
        MultiMill::PerMill => "remove one of your opponent's men for each mill closed",
    };
    out.push((
        "Mills".to_string(),
        format!(
            "Three of your men in a row along a line make a mill. Closing a mill, by placing or by \
             moving, lets you {removal}. A man in a mill may be taken only when all of that \
             player's men are in mills."
        ),
    ));
    if c.flying {
        out.push((
            "Flying".to_string(),
            format!(
                "A player with only {} men left may move a man to any empty point, not just along a line.",
                c.fly_at
            ),
        ));
    }
    let mut draws = Vec::new();
    if c.full_board_draw {
        draws.push("the placing fills the board".to_string());
    }
    if let Some(r) = c.repetition {
        draws.push(format!("the same position occurs {r} times with the same player to move"));
    }
    if let Some(k) = c.no_removal_moves {
        draws.push(format!("{k} moves each pass without a man being taken"));
    }
    if let Some(k) = c.endgame_moves {
        draws.push(format!("both players fly and {k} moves each pass without a man being taken"));
    }
    if let Some(k) = c.turn_cap {
        draws.push(format!("{k} turns have been played"));
    }
    if !draws.is_empty() {
        out.push(("Draws".to_string(), format!("The game is drawn when {}.", draws.join("; or when "))));
    }
    if c.no_mill_return {
        out.push((
            "Moving back".to_string(),
            "A man that broke a mill and closed another may not go straight back to close the first \
             one again on its next move."
                .to_string(),
        ));
    }
    out
}
