//! The rules of the Morfals level on the table, for the pause menu's rules panel, written from
//! the level's options so the panel says what this match plays.

use crate::games::view::GameView;
use crate::i18n::Msg;
use parlour_rules::games::morfals::{Config, FullColumn, Morfals, NextStarter, RiverRule, Wrap};

/// (heading, paragraph) pairs.
pub fn rules(c: &Config) -> Vec<(Msg, Msg)> {
    // Column labels are dice sums: numbers, the same in every language.
    let labels: Vec<String> = c.columns.iter().map(|l| l.to_string()).collect();
    let river: Vec<String> = c.river.iter().map(|l| l.to_string()).collect();
    let figures = c.tribes.first().map_or(12, |t| t.figures.len());
    let o = &c.options;
    let full_column = match o.full_column {
        FullColumn::Pass => "pass",
        FullColumn::RollAgain => "roll-again",
    };
    let wrap = match o.wrap {
        Wrap::All => "all",
        Wrap::Columns => "columns",
        Wrap::None => "none",
    };
    let river_rule = match o.river_in_sandwich {
        RiverRule::Closes => "closes",
        RiverRule::Blocks => "blocks",
    };
    let starter = match o.next_round_starter {
        NextStarter::Loser => "loser",
        NextStarter::Winner => "winner",
        NextStarter::Alternate => "alternate",
    };
    vec![
        (
            Msg::new("morfals-rules-goal"),
            Msg::new("morfals-rules-goal-text")
                .with("first", Morfals::seat_name(0))
                .with("second", Morfals::seat_name(1))
                .with("figures", figures)
                .with("target", o.target_score),
        ),
        (
            Msg::new("morfals-rules-turn"),
            Msg::new("morfals-rules-turn-text").with("columns", labels.join(", ")),
        ),
        (
            Msg::new("morfals-rules-full-column"),
            Msg::new("morfals-rules-full-column-text").with("rule", full_column),
        ),
        (Msg::new("morfals-rules-eating"), Msg::new("morfals-rules-eating-text").with("wrap", wrap)),
        (
            Msg::new("morfals-rules-river"),
            Msg::new("morfals-rules-river-text")
                .with("river", river.join(", "))
                .with("count", river.len())
                .with("rule", river_rule),
        ),
        (Msg::new("morfals-rules-rounds"), Msg::new("morfals-rules-rounds-text").with("starter", starter)),
    ]
}
