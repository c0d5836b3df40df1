//! Morpyam's words: the figures' names as the table shows them, and the rules of the variant on
//! the table as the pause menu's rules panel shows them, written from the level's options so the
//! panel says what this match actually plays.

use crate::i18n::Msg;
use parlour_rules::games::morpyam::{Config, ExtraTurn, Figure, GridBuild, ROLLS_PER_TURN};

/// "yes" or "no", for the messages' selectors.
fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// (heading, paragraph) pairs.
pub fn rules(config: &Config, players: usize) -> Vec<(Msg, Msg)> {
    let bonus = config.finish_bonus;
    let calls = figure_list(Figure::CALLABLE.into_iter().filter(|f| *f != Figure::Sec))
        .unwrap_or_else(|| Msg::new("list-none"));
    let mut out = vec![
        (
            Msg::new("morpyam-rules-goal-heading"),
            Msg::new("morpyam-rules-goal")
                .with("tokens", config.tokens.for_players(players))
                .with("bonus", bonus.unsigned_abs())
                .with("sign", if bonus < 0 { "minus" } else { "plus" }),
        ),
        (
            Msg::new("morpyam-rules-turn-heading"),
            Msg::new("morpyam-rules-turn")
                .with("rolls", ROLLS_PER_TURN)
                .with("mini", Figure::MINI_MAX_SUM)
                .with("maxi", Figure::MAXI_MIN_SUM),
        ),
        (Msg::new("morpyam-rules-calls-heading"), Msg::new("morpyam-rules-calls").with("figures", calls)),
        (Msg::new("morpyam-rules-morpyam-heading"), morpyam(config)),
        (
            Msg::new("morpyam-rules-scoring-heading"),
            Msg::new("morpyam-rules-scoring")
                .with("ko", config.ko_line)
                .with("three", config.run_points.three)
                .with("four", config.run_points.for_run(4, players)),
        ),
    ];
    if config.build == GridBuild::Tiles {
        out.insert(1, (Msg::new("morpyam-rules-build-heading"), Msg::new("morpyam-rules-build")));
    }
    if let Some(limit) = config.idle_rounds_limit {
        out.push((
            Msg::new("morpyam-rules-idle-heading"),
            Msg::new("morpyam-rules-idle").with("rounds", limit),
        ));
    }
    out
}

/// Five alike: where they may go, the extra turn, and the options that touch them.
fn morpyam(config: &Config) -> Msg {
    let has = |f: Figure| config.grid.0.contains(&f);
    // A grid (or Plus tile set) without MORPYAM squares has nothing to restrict.
    Msg::new("morpyam-rules-morpyam")
        .with("squares", yes(has(Figure::Morpyam)))
        .with("sec", yes(has(Figure::Sec)))
        .with("appel", yes(has(Figure::Appel)))
        .with(
            "extra",
            match config.extra_turn {
                ExtraTurn::AnySquare => "any",
                ExtraTurn::MorpyamSquareOnly => "square",
            },
        )
        .with("full", yes(config.full_counts_morpyam))
        .with("daversa", yes(config.ko_daversa))
}

/// A figure's name as the table shows it ("BRELAN of 3", "CARRÉ"): the game's own terms.
pub fn figure_name(f: Figure) -> Msg {
    let id = match f {
        Figure::Brelan(v) => return Msg::new("morpyam-figure-brelan").with("value", v),
        Figure::SmallStraight => "morpyam-figure-petite-suite",
        Figure::Suite => "morpyam-figure-suite",
        Figure::Full => "morpyam-figure-full",
        Figure::Carre => "morpyam-figure-carre",
        Figure::Mini => "morpyam-figure-mini",
        Figure::Maxi => "morpyam-figure-maxi",
        Figure::Morpyam => "morpyam-figure-morpyam",
        Figure::Sec => "morpyam-figure-sec",
        Figure::Appel => "morpyam-figure-appel",
    };
    Msg::new(id)
}

/// Figures as a list ("FULL, CARRÉ, MAXI"); `None` when there are none.
pub fn figure_list(figures: impl IntoIterator<Item = Figure>) -> Option<Msg> {
    figures
        .into_iter()
        .map(figure_name)
        .reduce(|a, b| Msg::new("morpyam-figure-list").with("a", a).with("b", b))
}
