//! The rules of the variant on the table, as the pause menu's rules panel shows them. Written
//! from the level's options, so the panel says what this match actually plays.

use parlour_rules::games::morpyam::{ExtraTurn, Figure, GridBuild, MorpyamConfig};

/// (heading, paragraph) pairs.
pub fn rules(config: &MorpyamConfig, players: usize) -> Vec<(String, String)> {
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
            "Throw the five dice up to three times. Before a throw you may keep any dice aside. \
             After any throw you may stop and cover a free square whose figure the dice make, or \
             stop without placing. BRELAN needs three dice of the value printed on the square; \
             PETITE SUITE four in sequence, SUITE five, FULL three and two, CARRÉ four alike, \
             MINI a sum of 8 or less, MAXI 27 or more, MORPYAM five alike."
                .to_string(),
        ),
        (
            "SEC and APPEL".to_string(),
            "SEC is covered only with a figure made on the first throw. Before a throw you may \
             CALL a figure (MORPYAM, CARRÉ, MAXI, MINI, SUITE, FULL, or SEC before the first \
             throw): if the next throw makes it, you must cover the APPEL square; if not, that \
             throw places nothing, and a failed call on the third throw loses the turn."
                .to_string(),
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
fn morpyam(config: &MorpyamConfig) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_rules::games::morpyam::builtin;

    fn section(config: &MorpyamConfig) -> String {
        rules(config, 2).into_iter().find(|(h, _)| h == "MORPYAM").expect("a MORPYAM section").1
    }

    #[test]
    fn the_morpyam_section_states_the_square_rule_and_ko_daversa_only_when_on() {
        let mut config = builtin("classic").unwrap();
        let text = section(&config);
        assert!(text.contains("may cover only a MORPYAM square"), "{text}");
        assert!(text.contains("SEC on the first throw") && text.contains("APPEL"), "{text}");
        assert!(!text.contains("D'Aversa"), "{text}");
        config.ko_daversa = true;
        assert!(section(&config).contains("KO R. D'Aversa"));
        // Flash has no SEC or APPEL square to mention.
        let flash = section(&builtin("flash").unwrap());
        assert!(flash.contains("may cover only a MORPYAM square") && !flash.contains("APPEL"), "{flash}");
        // No MORPYAM square, no rule to state.
        for f in config.grid.0.iter_mut() {
            if *f == Figure::Morpyam {
                *f = Figure::Carre;
            }
        }
        assert!(!section(&config).contains("may cover only"));
    }
}
