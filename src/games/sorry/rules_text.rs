//! The rules of the Sorry! variant on the table, for the pause menu's rules panel, written from
//! the level's options so the panel says what this match plays.

use parlour_rules::games::sorry::{Bonus, Config, Mode, WhoStarts};

/// (heading, paragraph) pairs.
pub fn rules(c: &Config, players: usize) -> Vec<(String, String)> {
    let points = c.mode == Mode::Points;
    let safety = c.board.safety;
    let mut out = Vec::new();
    let goal = if c.teams {
        "Red and Yellow play against Blue and Green; partners sit opposite. The first team with all \
         eight pawns HOME wins."
            .to_string()
    } else if points {
        "Be the first to bring your four pawns HOME, and score the most points doing it.".to_string()
    } else {
        "Be the first to bring all four of your pawns from START to HOME.".to_string()
    };
    out.push(("Goal".to_string(), goal));
    out.push((
        "Who starts".to_string(),
        match c.who_starts {
            WhoStarts::HighestCard => {
                "Each player draws a card; the highest number starts (SORRY! counts as 0) \
                                       and tied players draw again. The cards then go back and the deck is \
                                       shuffled."
                    .to_string()
            }
            WhoStarts::Red => "Red starts.".to_string(),
        },
    ));
    let turn = if points {
        format!(
            "Three pawns start in START and the fourth on its circle. Each player holds {} cards: on \
             your turn play one and move by it, then draw back up to {}. If no card in your hand can \
             move, discard one and draw; your turn ends.",
            c.hand_size, c.hand_size
        )
    } else {
        "Draw the top card and move by it; then play passes clockwise. You must move if you can, even \
         to your disadvantage; with no legal move you forfeit the card."
            .to_string()
    };
    out.push(("Your turn".to_string(), turn));
    let start = if c.modern_cards { "Any card can start a pawn from START onto its circle. " } else { "" };
    let two = if c.modern_cards { "2: move 2." } else { "2: start a pawn or move 2, then draw again." };
    let sorry = if c.modern_cards {
        "SORRY!: take a pawn from START onto a square held by an opponent's pawn and bump it back to its \
         START, or move one pawn 4 forward."
    } else {
        "SORRY!: take a pawn from START onto a square held by an opponent's pawn and bump it back to its \
         START."
    };
    let split = if c.teams && c.seven_split_pawns > 2 {
        "or split the 7 among any of your team's pawns".to_string()
    } else {
        "or split it between two pawns (no part may start a pawn)".to_string()
    };
    out.push((
        "The cards".to_string(),
        format!(
            "{start}1: start a pawn or move 1. {two} 3, 5, 8, 12: move that many. 4: move 4 backward. \
             7: move 7, {split}. 10: move 10, or 1 backward. 11: move 11, or swap places with an \
             opponent's pawn on the track (you may decline the swap). {sorry}"
        ),
    ));
    out.push((
        "Moving".to_string(),
        format!(
            "Pawns jump over each other. Landing on an opponent's pawn bumps it back to its START; you \
             may not land on your own. Landing on the triangle of a slide of another colour slides you \
             to its end, bumping every pawn on the way, your own included. Your {safety}-square SAFETY \
             ZONE is yours alone: no pawn is bumped or swapped there, backward moves never enter it, \
             and HOME needs the exact count."
        ),
    ));
    if c.teams {
        out.push((
            "Teams".to_string(),
            "You may move your partner's pawns with your card, starting them too; a SORRY! must be played \
             even when the only target is your partner."
                .to_string(),
        ));
    }
    if points {
        let bonus = match c.points_bonus {
            Bonus::Highest => "only the highest bonus counts",
            Bonus::Cumulative => "every bonus that applies counts",
        };
        out.push((
            "Points".to_string(),
            format!(
                "When a player has four pawns HOME the match ends. Everyone scores 5 per pawn HOME; the \
                 winner also scores 5 for each opponent pawn not HOME, plus 25 if no opponent has more \
                 than two pawns HOME, 50 if none has more than one, 100 if none has any ({bonus}). Hands \
                 are hidden: you see only your own."
            ),
        ));
    }
    if players == 2 && !c.teams {
        out.push(("Two players".to_string(), "The two colours not in play stay off the board.".to_string()));
    }
    out
}
