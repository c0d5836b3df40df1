//! The rules of the variant on the table, as the pause menu's rules panel shows them. Written
//! from the level's options, so the panel says what this match actually plays.

use parlour_rules::games::morpyam::{Config, ExtraTurn, Figure, GridBuild, ROLLS_PER_TURN};

/// (heading, paragraph) pairs.
pub fn rules(config: &Config, players: usize) -> Vec<(String, String)> {
    let tokens = config.tokens.for_players(players);
    let mut out = vec![
        (
            "Goal".to_string(),
            format!(
                "Line up your tokens on the grid. Each player has {tokens} tokens; the game ends when \
                 someone places their last one ({:+} bonus), or at once with a KO.",
                config.finish_bonus
            ),
        ),
        (
            "Your turn".to_string(),
            format!(
                "Throw the five dice up to {} times. Before a throw you may keep any dice aside. \
                 After any throw you may stop and cover a free square whose figure the dice make, \
                 or stop without placing. BRELAN needs three dice of the value printed on the \
                 square; PETITE SUITE four in sequence, SUITE five, FULL three and two, CARRÉ four \
                 alike, MINI a sum of {} or less, MAXI {} or more, MORPYAM five alike.",
                ROLLS_PER_TURN,
                Figure::MINI_MAX_SUM,
                Figure::MAXI_MIN_SUM
            ),
        ),
        (
            "SEC and APPEL".to_string(),
            format!(
                "SEC is covered only with a figure made on the first throw. Before a throw you may \
                 CALL a figure ({}, or SEC before the first throw): if the next throw makes it, you \
                 must cover the APPEL square; if not, that throw places nothing, and a failed call \
                 on the last throw loses the turn.",
                Figure::CALLABLE
                    .iter()
                    .filter(|f| **f != Figure::Sec)
                    .map(|f| f.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
        ("MORPYAM".to_string(), morpyam(config)),
        (
            "Scoring".to_string(),
            format!(
                "{} tokens in a line (row, column or diagonal) win at once: KO. Otherwise, at the \
                 end each line of exactly 3 scores {} and each line of 4 scores {}.",
                config.ko_line,
                config.run_points.three,
                config.run_points.for_run(4, players)
            ),
        ),
    ];
    if config.build == GridBuild::Tiles {
        out.insert(
            1,
            (
                "Laying the grid".to_string(),
                "Before play, the figures are dealt out as tiles: the first player lays all of \
                 theirs on empty squares, then each player in turn."
                    .to_string(),
            ),
        );
    }
    if let Some(limit) = config.idle_rounds_limit {
        out.push((
            "Stalemate".to_string(),
            format!(
                "After {limit} full rounds in a row with no token placed, the game ends without the bonus."
            ),
        ));
    }
    out
}

/// Five alike: where they may go, the extra turn, and the options that touch them.
fn morpyam(config: &Config) -> String {
    let has = |f: Figure| config.grid.0.contains(&f);
    let mut text = String::new();
    // A grid (or Plus tile set) without MORPYAM squares has nothing to restrict.
    if has(Figure::Morpyam) {
        text += "Five alike is a MORPYAM. While a MORPYAM square is free, a MORPYAM may cover only a \
                 MORPYAM square; once they are all taken, it may cover any other square it makes \
                 (CARRÉ, FULL, BRELAN…";
        text += if has(Figure::Sec) { ", SEC on the first throw)." } else { ")." };
        if has(Figure::Appel) {
            text += " A called figure that comes true still covers APPEL.";
        }
        text += " ";
    }
    text += match config.extra_turn {
        ExtraTurn::AnySquare => "A token placed with five alike earns one more turn.",
        ExtraTurn::MorpyamSquareOnly => {
            "A token placed on a MORPYAM square with five alike earns one more turn."
        }
    };
    if config.full_counts_morpyam {
        text += " Five alike also counts as a FULL.";
    }
    if config.ko_daversa {
        text += " Two MORPYAMs placed in the same turn win at once (KO R. D'Aversa).";
    }
    text
}
