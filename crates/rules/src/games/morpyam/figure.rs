//! Figures: what a throw of five dice makes, and which figures a CALL may name.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Five dice, each `1..=6` (`0` only before the first roll of a turn).
pub type Dice = [u8; 5];

/// The figure printed on a square. BRELAN names its value; the others name none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "FigureRepr", into = "FigureRepr")]
pub enum Figure {
    /// At least three dice show this value (three of a kind).
    Brelan(u8),
    /// Four values in sequence among the dice (petite suite).
    SmallStraight,
    /// Five values in sequence (large straight).
    Suite,
    /// Three of one value and two of another.
    Full,
    /// At least four dice equal (four of a kind).
    Carre,
    /// Sum of the dice at most 8.
    Mini,
    /// Sum of the dice at least 27.
    Maxi,
    /// All five dice equal.
    Morpyam,
    /// Roll 1 of a turn shows MORPYAM, CARRÉ, MAXI, MINI, SUITE or FULL.
    Sec,
    /// Covered only by a CALL that came true.
    Appel,
}

/// The serialised form: the same enum without the value check, so that a level file with
/// `Brelan(7)` is refused while it is parsed, at its line and column.
#[derive(Clone, Copy, Serialize, Deserialize)]
enum FigureRepr {
    Brelan(u8),
    SmallStraight,
    Suite,
    Full,
    Carre,
    Mini,
    Maxi,
    Morpyam,
    Sec,
    Appel,
}

impl TryFrom<FigureRepr> for Figure {
    type Error = String;
    fn try_from(r: FigureRepr) -> Result<Self, String> {
        Ok(match r {
            FigureRepr::Brelan(v) if (1..=6).contains(&v) => Figure::Brelan(v),
            FigureRepr::Brelan(v) => return Err(format!("BRELAN value must be 1 to 6, got {v}")),
            FigureRepr::SmallStraight => Figure::SmallStraight,
            FigureRepr::Suite => Figure::Suite,
            FigureRepr::Full => Figure::Full,
            FigureRepr::Carre => Figure::Carre,
            FigureRepr::Mini => Figure::Mini,
            FigureRepr::Maxi => Figure::Maxi,
            FigureRepr::Morpyam => Figure::Morpyam,
            FigureRepr::Sec => Figure::Sec,
            FigureRepr::Appel => Figure::Appel,
        })
    }
}

impl From<Figure> for FigureRepr {
    fn from(f: Figure) -> Self {
        match f {
            Figure::Brelan(v) => FigureRepr::Brelan(v),
            Figure::SmallStraight => FigureRepr::SmallStraight,
            Figure::Suite => FigureRepr::Suite,
            Figure::Full => FigureRepr::Full,
            Figure::Carre => FigureRepr::Carre,
            Figure::Mini => FigureRepr::Mini,
            Figure::Maxi => FigureRepr::Maxi,
            Figure::Morpyam => FigureRepr::Morpyam,
            Figure::Sec => FigureRepr::Sec,
            Figure::Appel => FigureRepr::Appel,
        }
    }
}

impl Figure {
    /// Every figure, in a fixed order (the order of `Ord`): BRELAN of 1 to 6, PETITE SUITE,
    /// SUITE, FULL, CARRÉ, MINI, MAXI, MORPYAM, SEC, APPEL.
    pub const ALL: [Figure; 15] = [
        Figure::Brelan(1),
        Figure::Brelan(2),
        Figure::Brelan(3),
        Figure::Brelan(4),
        Figure::Brelan(5),
        Figure::Brelan(6),
        Figure::SmallStraight,
        Figure::Suite,
        Figure::Full,
        Figure::Carre,
        Figure::Mini,
        Figure::Maxi,
        Figure::Morpyam,
        Figure::Sec,
        Figure::Appel,
    ];

    /// MINI: the five dice sum to at most this.
    pub const MINI_MAX_SUM: u32 = 8;

    /// MAXI: the five dice sum to at least this.
    pub const MAXI_MIN_SUM: u32 = 27;

    /// The figures a CALL may name (SEC only before roll 1), in the order the sheet lists them.
    pub const CALLABLE: [Figure; 7] = [
        Figure::Morpyam,
        Figure::Carre,
        Figure::Maxi,
        Figure::Mini,
        Figure::Sec,
        Figure::Suite,
        Figure::Full,
    ];

    /// The figures that make a roll 1 a SEC.
    pub const SEC_FIGURES: [Figure; 6] =
        [Figure::Morpyam, Figure::Carre, Figure::Maxi, Figure::Mini, Figure::Suite, Figure::Full];

    pub fn is_callable(self) -> bool {
        Self::CALLABLE.contains(&self)
    }

    /// The figures a CALL may name for roll `roll` (1 to 3) of a turn, in the order of
    /// [`Figure::CALLABLE`]: all of them before roll 1, all but SEC before rolls 2 and 3. (The
    /// table also needs the APPEL square free and the call not yet made: see `Table::callable`.)
    pub fn callable_for_roll(roll: u8) -> Vec<Figure> {
        Self::CALLABLE.into_iter().filter(|&f| f != Figure::Sec || roll == 1).collect()
    }

    /// The game's own (French) name, as printed on the grid.
    pub fn french(self) -> &'static str {
        match self {
            Figure::Brelan(_) => "BRELAN",
            Figure::SmallStraight => "PETITE SUITE",
            Figure::Suite => "SUITE",
            Figure::Full => "FULL",
            Figure::Carre => "CARRÉ",
            Figure::Mini => "MINI",
            Figure::Maxi => "MAXI",
            Figure::Morpyam => "MORPYAM",
            Figure::Sec => "SEC",
            Figure::Appel => "APPEL",
        }
    }

    /// A short English gloss for the UI.
    pub fn gloss(self) -> &'static str {
        match self {
            Figure::Brelan(_) => "three of a kind",
            Figure::SmallStraight => "small straight",
            Figure::Suite => "large straight",
            Figure::Full => "full house",
            Figure::Carre => "four of a kind",
            Figure::Mini => "sum 8 or less",
            Figure::Maxi => "sum 27 or more",
            Figure::Morpyam => "five of a kind",
            Figure::Sec => "figure on the first roll",
            Figure::Appel => "called figure",
        }
    }

    /// A two-letter code for text pictures (`B3`, `PS`, `FU`…).
    pub fn code(self) -> String {
        match self {
            Figure::Brelan(v) => format!("B{v}"),
            Figure::SmallStraight => "PS".into(),
            Figure::Suite => "SU".into(),
            Figure::Full => "FU".into(),
            Figure::Carre => "CA".into(),
            Figure::Mini => "MI".into(),
            Figure::Maxi => "MA".into(),
            Figure::Morpyam => "MO".into(),
            Figure::Sec => "SE".into(),
            Figure::Appel => "AP".into(),
        }
    }
}

impl fmt::Display for Figure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Figure::Brelan(v) => write!(f, "BRELAN of {v}"),
            other => f.write_str(other.french()),
        }
    }
}

/// How many dice show each value: `counts[v]` for `v` in `1..=6` (index 0 unused).
pub fn counts(dice: &Dice) -> [u8; 7] {
    let mut c = [0u8; 7];
    for &d in dice {
        c[d as usize] += 1;
    }
    c
}

fn has_run(c: &[u8; 7], from: usize, len: usize) -> bool {
    (from..from + len).all(|v| c[v] > 0)
}

/// Whether the dice make `figure` by themselves. SEC also needs `roll == 1`; APPEL is never made
/// by dice alone (it depends on a CALL). `full_counts_morpyam` is the level's FULL option.
pub fn holds(figure: Figure, dice: &Dice, roll: u8, full_counts_morpyam: bool) -> bool {
    if dice.iter().any(|&d| !(1..=6).contains(&d)) {
        return false;
    }
    let c = counts(dice);
    let sum: u32 = dice.iter().map(|&d| d as u32).sum();
    let max = *c.iter().max().unwrap_or(&0);
    match figure {
        Figure::Brelan(v) => (1..=6).contains(&v) && c[v as usize] >= 3,
        Figure::SmallStraight => (1..=3).any(|from| has_run(&c, from, 4)),
        Figure::Suite => has_run(&c, 1, 5) || has_run(&c, 2, 5),
        Figure::Full => (max == 3 && c.contains(&2)) || (max == 5 && full_counts_morpyam),
        Figure::Carre => max >= 4,
        Figure::Mini => sum <= Figure::MINI_MAX_SUM,
        Figure::Maxi => sum >= Figure::MAXI_MIN_SUM,
        Figure::Morpyam => max == 5,
        Figure::Sec => {
            roll == 1 && Figure::SEC_FIGURES.iter().any(|&f| holds(f, dice, roll, full_counts_morpyam))
        }
        Figure::Appel => false,
    }
}

/// Every figure the dice make by themselves (BRELAN with its value), not counting SEC or APPEL.
pub fn figures(dice: &Dice, full_counts_morpyam: bool) -> Vec<Figure> {
    let mut out: Vec<Figure> =
        (1..=6).map(Figure::Brelan).filter(|&f| holds(f, dice, 2, full_counts_morpyam)).collect();
    out.extend(
        [
            Figure::SmallStraight,
            Figure::Suite,
            Figure::Full,
            Figure::Carre,
            Figure::Mini,
            Figure::Maxi,
            Figure::Morpyam,
        ]
        .into_iter()
        .filter(|&f| holds(f, dice, 2, full_counts_morpyam)),
    );
    out
}

/// The figures these dice may cover after roll `roll` when no CALL was made: every figure they
/// make, SEC on roll 1, less what the MORPYAM rule forbids. Five equal dice are a MORPYAM and,
/// while a MORPYAM square is free (`morpyam_square_free`), cover only a MORPYAM square; once both
/// are taken (or on a grid without one) they cover any square they satisfy. The one statement of
/// where dice may go: the table's legal placements and the computer players' plans both read it.
pub fn coverable(dice: &Dice, roll: u8, full_counts_morpyam: bool, morpyam_square_free: bool) -> Vec<Figure> {
    if morpyam_square_free && is_morpyam(dice) {
        return vec![Figure::Morpyam];
    }
    let mut out = figures(dice, full_counts_morpyam);
    if holds(Figure::Sec, dice, roll, full_counts_morpyam) {
        out.push(Figure::Sec);
    }
    out
}

/// Whether all five dice show the same value (the MORPYAM that earns an extra turn).
pub fn is_morpyam(dice: &Dice) -> bool {
    (1..=6).contains(&dice[0]) && dice.iter().all(|&d| d == dice[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheet_examples() {
        // "1 + 1 + 1 + 3 + 1 = 7": a CARRÉ of 1 and a MINI.
        let d = [1, 1, 1, 3, 1];
        assert!(holds(Figure::Carre, &d, 2, true));
        assert!(holds(Figure::Mini, &d, 2, true));
        assert!(holds(Figure::Brelan(1), &d, 2, true));
        assert!(!holds(Figure::Full, &d, 2, true));
        // "6 + 6 + 5 + 6 + 5 = 28": a MAXI, and a FULL of 6 by 5.
        let d = [6, 6, 5, 6, 5];
        assert!(holds(Figure::Maxi, &d, 2, true));
        assert!(holds(Figure::Full, &d, 2, true));
        assert_eq!(figures(&d, true), vec![Figure::Brelan(6), Figure::Full, Figure::Maxi]);
        // A SUITE 2..6 is also a SMALL STRAIGHT.
        assert_eq!(figures(&[6, 2, 4, 3, 5], true), vec![Figure::SmallStraight, Figure::Suite]);
    }

    #[test]
    fn morpyam_counts_as_full_only_with_the_option() {
        let d = [4; 5];
        assert!(holds(Figure::Full, &d, 2, true));
        assert!(!holds(Figure::Full, &d, 2, false));
        assert!(holds(Figure::Carre, &d, 2, false));
        assert!(holds(Figure::Brelan(4), &d, 2, false));
    }

    #[test]
    fn sec_needs_roll_one_and_a_hard_figure() {
        assert!(holds(Figure::Sec, &[5, 5, 5, 5, 2], 1, true));
        assert!(!holds(Figure::Sec, &[5, 5, 5, 5, 2], 2, true));
        // A BRELAN or a SMALL STRAIGHT on roll 1 is no SEC.
        assert!(!holds(Figure::Sec, &[5, 5, 5, 1, 2], 1, true));
        assert!(!holds(Figure::Sec, &[1, 2, 3, 4, 6], 1, true));
        assert!(!holds(Figure::Appel, &[5; 5], 1, true));
    }

    #[test]
    fn a_morpyam_covers_only_a_morpyam_square_while_one_is_free() {
        let d = [4; 5];
        assert_eq!(coverable(&d, 1, true, true), vec![Figure::Morpyam], "not even SEC on roll 1");
        assert_eq!(coverable(&d, 2, true, true), vec![Figure::Morpyam]);
        assert_eq!(
            coverable(&d, 1, true, false),
            vec![Figure::Brelan(4), Figure::Full, Figure::Carre, Figure::Morpyam, Figure::Sec]
        );
        // Anything short of five equal dice is untouched by the rule.
        assert_eq!(coverable(&[4, 4, 4, 4, 2], 1, true, true), coverable(&[4, 4, 4, 4, 2], 1, true, false));
    }

    #[test]
    fn all_lists_every_figure_once_in_order_and_the_limits_match_the_glosses() {
        let mut sorted = Figure::ALL.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted, Figure::ALL.to_vec());
        assert!(Figure::CALLABLE.iter().all(|f| Figure::ALL.contains(f)));
        assert!(Figure::gloss(Figure::Mini).contains(&Figure::MINI_MAX_SUM.to_string()));
        assert!(Figure::gloss(Figure::Maxi).contains(&Figure::MAXI_MIN_SUM.to_string()));
        assert!(
            holds(Figure::Mini, &[1, 1, 2, 2, 2], 2, true) && !holds(Figure::Mini, &[1, 1, 2, 2, 3], 2, true)
        );
        assert!(
            holds(Figure::Maxi, &[6, 6, 5, 5, 5], 2, true) && !holds(Figure::Maxi, &[6, 5, 5, 5, 5], 2, true)
        );
        assert_eq!(Figure::callable_for_roll(1), Figure::CALLABLE.to_vec());
        assert_eq!(
            Figure::callable_for_roll(2),
            vec![Figure::Morpyam, Figure::Carre, Figure::Maxi, Figure::Mini, Figure::Suite, Figure::Full]
        );
    }

    #[test]
    fn serde_refuses_bad_brelan_values() {
        assert!(serde_json::from_str::<Figure>(r#"{"Brelan":7}"#).is_err());
        assert_eq!(serde_json::from_str::<Figure>(r#"{"Brelan":6}"#).unwrap(), Figure::Brelan(6));
        assert_eq!(serde_json::to_string(&Figure::Carre).unwrap(), r#""Carre""#);
    }
}
