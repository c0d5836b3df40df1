//! Decision counts and times per level.

use serde::Serialize;
use std::time::Duration;

/// Decision counts and times of one level.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Timing {
    /// Every call, forced ones included.
    pub decisions: u64,
    /// Calls with more than one legal action: the ones where a strategy shows.
    pub choices: u64,
    pub choice_time: Duration,
    pub max_choice: Duration,
}

impl Timing {
    /// Count a forced decision (one legal action): it takes no thought, so it is not timed.
    pub fn forced(&mut self) {
        self.decisions += 1;
    }

    /// Count a real choice that took `spent`.
    pub fn choice(&mut self, spent: Duration) {
        self.decisions += 1;
        self.choices += 1;
        self.choice_time += spent;
        self.max_choice = self.max_choice.max(spent);
    }

    /// Add another count of the same level.
    pub fn add(&mut self, other: &Timing) {
        self.decisions += other.decisions;
        self.choices += other.choices;
        self.choice_time += other.choice_time;
        self.max_choice = self.max_choice.max(other.max_choice);
    }

    /// Mean time of a real choice.
    pub fn mean_choice(&self) -> Duration {
        if self.choices == 0 { Duration::ZERO } else { self.choice_time / self.choices as u32 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_choices_are_timed() {
        let mut t = Timing::default();
        t.forced();
        t.choice(Duration::from_millis(3));
        t.choice(Duration::from_millis(1));
        assert_eq!((t.decisions, t.choices), (3, 2));
        assert_eq!((t.mean_choice(), t.max_choice), (Duration::from_millis(2), Duration::from_millis(3)));
        let mut sum = Timing::default();
        sum.add(&t);
        sum.add(&t);
        assert_eq!((sum.decisions, sum.choices, sum.max_choice), (6, 4, Duration::from_millis(3)));
        assert_eq!(Timing::default().mean_choice(), Duration::ZERO);
    }
}
