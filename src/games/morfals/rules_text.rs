//! The rules of the Morfals level on the table, for the pause menu's rules panel, written from
//! the level's options so the panel says what this match plays.

use parlour_rules::games::morfals::{Config, FullColumn, NextStarter, RiverRule, Wrap};

/// (heading, paragraph) pairs.
pub fn rules(c: &Config) -> Vec<(String, String)> {
    let labels: Vec<String> = c.columns.iter().map(|l| l.to_string()).collect();
    let river: Vec<String> = c.river.iter().map(|l| l.to_string()).collect();
    let figures = c.tribes.first().map_or(12, |t| t.figures.len());
    let o = &c.options;
    let mut out = vec![
        (
            "Goal".to_string(),
            format!(
                "Two tribes, the {} and the {}, each with {figures} figures. Place all of yours to win \
                 the round; the first to {} points wins the match.",
                c.tribes.first().map_or("Jusqualos", |t| t.name.as_str()),
                c.tribes.get(1).map_or("Sang-Zarète", |t| t.name.as_str()),
                o.target_score
            ),
        ),
        (
            "Your turn".to_string(),
            format!(
                "Throw the three dice (faces 1 to 3). Their sum names the column ({}): put your next \
                 figure on an empty square of it. 1-2-3 in any order passes the turn; a triple places \
                 and plays again.",
                labels.join(", ")
            ),
        ),
        (
            "Full column".to_string(),
            match o.full_column {
                FullColumn::Pass => "If the column of the sum is full, the turn passes.".to_string(),
                FullColumn::RollAgain => "If the column of the sum is full, throw again.".to_string(),
            },
        ),
    ];
    let wrap = match o.wrap {
        Wrap::All => {
            " A line may run off one edge of the board and on from the opposite edge, in every direction."
        }
        Wrap::Columns => " A line up or down a column may run off one end and on from the other.",
        Wrap::None => "",
    };
    out.push((
        "Eating".to_string(),
        format!(
            "Only the figure just placed eats: in each of the 8 directions, the opponent's figures \
             in a row between it and one of yours are eaten and go back to their owner's reserve.{wrap} \
             Placing between two enemies is safe."
        ),
    ));
    out.push((
        "The river".to_string(),
        format!(
            "A figure in the river (column {}) cannot be eaten, but closes a sandwich. {}",
            river.join(", "),
            match o.river_in_sandwich {
                RiverRule::Closes => "A river figure inside a line stays; the others are eaten.",
                RiverRule::Blocks => "A river figure inside a line protects the whole line.",
            }
        ),
    ));
    out.push((
        "Rounds".to_string(),
        format!(
            "The round's winner scores a point per figure left in the loser's reserve. {}",
            match o.next_round_starter {
                NextStarter::Loser => "The loser starts the next round.",
                NextStarter::Winner => "The winner starts the next round.",
                NextStarter::Alternate => "The rounds' first player alternates.",
            }
        ),
    ));
    out
}
