//! The three dice marked 1-2-3 and what a throw means.

use super::config::{DICE, FACES};
use crate::chance::Chance;

/// One throw of the three dice, in the order they were drawn.
pub type Dice = [u8; DICE];

pub fn throw(chance: &mut dyn Chance) -> Dice {
    std::array::from_fn(|_| chance.die(FACES))
}

pub fn sum(dice: Dice) -> u8 {
    dice.iter().sum()
}

/// 1, 2 and 3 in any order: the turn passes.
pub fn is_pass(dice: Dice) -> bool {
    let mut d = dice;
    d.sort_unstable();
    d == [1, 2, 3]
}

/// Three equal faces: place, then play again.
pub fn is_triple(dice: Dice) -> bool {
    dice.iter().all(|&d| d == dice[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::Scripted;

    #[test]
    fn kinds_of_throw() {
        assert!(is_pass([3, 1, 2]) && is_pass([2, 3, 1]));
        assert!(!is_pass([2, 2, 2]) && !is_pass([1, 2, 2]));
        assert!(is_triple([1, 1, 1]) && is_triple([3, 3, 3]));
        assert!(!is_triple([1, 1, 3]));
        assert_eq!(sum([3, 3, 3]), 9);
        assert_eq!(throw(&mut Scripted::dice([2, 3, 1])), [2, 3, 1]);
    }
}
