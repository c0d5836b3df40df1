//! Decision counts and times per level. A level that answers in microseconds is timed on a
//! sample of its choices: two clock reads would cost as much as its choice, and more than the
//! rules, in a tournament of random players.

use serde::Serialize;
use std::time::Duration;

/// A level whose timed choices average less than this is timed on a sample.
const THINKING: Duration = Duration::from_micros(10);
/// One choice in this many of a quick level is timed (the first included).
const SAMPLE: u64 = 16;

/// Decision counts and times of one level.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Timing {
    /// Every call, forced ones included.
    pub decisions: u64,
    /// Calls with more than one legal action: the ones where a strategy shows.
    pub choices: u64,
    /// Choices whose time was read: every one of a level that thinks, one in 16 of a quick one.
    pub timed: u64,
    /// Time of the timed choices.
    pub choice_time: Duration,
    pub max_choice: Duration,
}

impl Timing {
    /// Count a forced decision (one legal action): it takes no thought, so it is not timed.
    pub fn forced(&mut self) {
        self.decisions += 1;
    }

    /// Whether the next choice should be timed: always once this level's timed choices average
    /// [`THINKING`] or more (in this count), otherwise one in [`SAMPLE`], the first included.
    #[inline]
    pub fn wants_clock(&self) -> bool {
        self.choices.is_multiple_of(SAMPLE) || self.choice_time >= THINKING * self.timed as u32
    }

    /// Count a real choice, with the time it took when it was timed.
    pub fn choice(&mut self, spent: Option<Duration>) {
        self.decisions += 1;
        self.choices += 1;
        if let Some(spent) = spent {
            self.timed += 1;
            self.choice_time += spent;
            self.max_choice = self.max_choice.max(spent);
        }
    }

    /// Add another count of the same level.
    pub fn add(&mut self, other: &Timing) {
        self.decisions += other.decisions;
        self.choices += other.choices;
        self.timed += other.timed;
        self.choice_time += other.choice_time;
        self.max_choice = self.max_choice.max(other.max_choice);
    }

    /// Mean time of a timed choice.
    pub fn mean_choice(&self) -> Duration {
        if self.timed == 0 { Duration::ZERO } else { self.choice_time / self.timed as u32 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_choices_are_timed() {
        let mut t = Timing::default();
        t.forced();
        t.choice(Some(Duration::from_millis(3)));
        t.choice(Some(Duration::from_millis(1)));
        assert_eq!((t.decisions, t.choices, t.timed), (3, 2, 2));
        assert_eq!((t.mean_choice(), t.max_choice), (Duration::from_millis(2), Duration::from_millis(3)));
        let mut sum = Timing::default();
        sum.add(&t);
        sum.add(&t);
        assert_eq!((sum.decisions, sum.choices, sum.max_choice), (6, 4, Duration::from_millis(3)));
        assert_eq!(Timing::default().mean_choice(), Duration::ZERO);
    }

    #[test]
    fn quick_levels_are_sampled_and_thinking_ones_are_not() {
        let mut quick = Timing::default();
        let mut slow = Timing::default();
        for _ in 0..64 {
            let q = quick.wants_clock().then_some(Duration::from_nanos(200));
            quick.choice(q);
            let s = slow.wants_clock().then_some(Duration::from_millis(1));
            slow.choice(s);
        }
        assert_eq!((quick.choices, quick.timed), (64, 4));
        assert_eq!(quick.mean_choice(), Duration::from_nanos(200));
        assert_eq!((slow.choices, slow.timed), (64, 64));
    }
}
