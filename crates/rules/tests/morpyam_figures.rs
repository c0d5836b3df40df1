//! Figure detection against a second formulation written from the sheet's wording on sorted
//! dice, over all 7,776 ordered rolls: every figure, every BRELAN value, both FULL options, SEC
//! on roll 1 and not after.

use parlour_rules::games::morpyam::{Dice, Figure, figures, holds};

/// The sheet's figures read off the dice sorted in ascending order.
struct Sorted {
    d: [u8; 5],
}

impl Sorted {
    fn new(dice: &Dice) -> Self {
        let mut d = *dice;
        d.sort_unstable();
        Self { d }
    }
    fn distinct(&self) -> Vec<u8> {
        let mut v = self.d.to_vec();
        v.dedup();
        v
    }
    /// "3 identical dice among 5": some window of three sorted dice all show `v`.
    fn brelan(&self, v: u8) -> bool {
        self.d.windows(3).any(|w| w.iter().all(|&x| x == v))
    }
    /// "4 dice in sequence among 5": four distinct values that climb by one.
    fn small_straight(&self) -> bool {
        self.distinct().windows(4).any(|w| w[3] - w[0] == 3)
    }
    /// "5 consecutive dice".
    fn suite(&self) -> bool {
        let u = self.distinct();
        u.len() == 5 && u[4] - u[0] == 4
    }
    /// "a BRELAN + a pair": sorted as xxxyy or xxyyy with x ≠ y.
    fn full_strict(&self) -> bool {
        let d = self.d;
        (d[0] == d[2] && d[3] == d[4] && d[2] != d[3]) || (d[0] == d[1] && d[2] == d[4] && d[1] != d[2])
    }
    /// "4 identical dice among 5": the first four or the last four sorted dice.
    fn carre(&self) -> bool {
        self.d[0] == self.d[3] || self.d[1] == self.d[4]
    }
    fn sum(&self) -> u32 {
        self.d.iter().map(|&x| u32::from(x)).sum()
    }
    fn morpyam(&self) -> bool {
        self.d[0] == self.d[4]
    }
}

fn all_rolls() -> impl Iterator<Item = Dice> {
    (0..7776u32).map(|mut n| {
        let mut d = [0u8; 5];
        for x in &mut d {
            *x = (n % 6) as u8 + 1;
            n /= 6;
        }
        d
    })
}

#[test]
fn every_roll_agrees_with_the_sorted_formulation() {
    let mut seen = std::collections::HashMap::<String, u32>::new();
    for dice in all_rolls() {
        let s = Sorted::new(&dice);
        for fcm in [true, false] {
            let full = s.full_strict() || (fcm && s.morpyam());
            let mut expect: Vec<Figure> = (1..=6).filter(|&v| s.brelan(v)).map(Figure::Brelan).collect();
            for (f, ok) in [
                (Figure::SmallStraight, s.small_straight()),
                (Figure::Suite, s.suite()),
                (Figure::Full, full),
                (Figure::Carre, s.carre()),
                (Figure::Mini, s.sum() <= 8),
                (Figure::Maxi, s.sum() >= 27),
                (Figure::Morpyam, s.morpyam()),
            ] {
                if ok {
                    expect.push(f);
                }
            }
            assert_eq!(figures(&dice, fcm), expect, "dice {dice:?}, full counts morpyam {fcm}");
            for f in &expect {
                assert!(holds(*f, &dice, 2, fcm));
            }
            for v in 1..=6 {
                assert_eq!(holds(Figure::Brelan(v), &dice, 3, fcm), s.brelan(v), "{dice:?} brelan {v}");
            }
            let sec = s.suite() || full || s.carre() || s.sum() <= 8 || s.sum() >= 27 || s.morpyam();
            assert_eq!(holds(Figure::Sec, &dice, 1, fcm), sec, "{dice:?} SEC on roll 1");
            assert!(!holds(Figure::Sec, &dice, 2, fcm) && !holds(Figure::Sec, &dice, 3, fcm));
            assert!(!holds(Figure::Appel, &dice, 1, fcm));
            if fcm {
                for f in expect {
                    *seen.entry(format!("{f:?}")).or_default() += 1;
                }
            }
        }
    }
    // The counts of ordered rolls, known by hand: a MORPYAM 6 ways, a CARRÉ (4 or 5 equal)
    // 6 + 6*5*5 = 156, a strict FULL 6*5*10 = 300 (plus the 6 MORPYAM), a SUITE 2 * 120 = 240.
    assert_eq!(seen["Morpyam"], 6);
    assert_eq!(seen["Carre"], 156);
    assert_eq!(seen["Full"], 306);
    assert_eq!(seen["Suite"], 240);
    // A BRELAN of v: exactly 3 (10*25=250), 4 (5*5=25) or 5 (1) dice show v.
    for v in 1..=6 {
        assert_eq!(seen[&format!("Brelan({v})")], 276);
    }
    // MINI: sums of five dice at most 8 (1 + 5 + 15 + 35 = 56 ordered rolls); MAXI by symmetry.
    assert_eq!(seen["Mini"], 56);
    assert_eq!(seen["Maxi"], 56);
}
