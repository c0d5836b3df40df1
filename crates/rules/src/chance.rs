//! Chance: a seeded, serialisable RNG kept in the match state, or values supplied by the caller.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A source of dice and card draws. The rules ask it for values; they never read a clock or the OS.
pub trait Chance {
    /// A uniform value in `0..n` (`n > 0`).
    fn below(&mut self, n: u32) -> u32;

    /// One throw of a die with faces `1..=sides`.
    fn die(&mut self, sides: u8) -> u8 {
        self.below(sides as u32) as u8 + 1
    }
}

/// Fisher–Yates shuffle driven by [`Chance::below`].
pub fn shuffle<T>(chance: &mut dyn Chance, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = chance.below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// The match's own RNG: ChaCha8 from a seed, saved with the state so a replay or a resumed
/// game draws exactly the same values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "RngRecord", try_from = "RngRecord")]
pub struct GameRng(ChaCha8Rng);

/// The saved form of [`GameRng`]: its key, stream and position. The position is a `u128`, which
/// neither RON nor every JSON reader takes, so it is written as two `u64` halves.
#[derive(Serialize, Deserialize)]
struct RngRecord {
    key: String,
    stream: u64,
    pos: [u64; 2],
}

impl From<GameRng> for RngRecord {
    fn from(r: GameRng) -> Self {
        let pos = r.0.get_word_pos();
        RngRecord {
            key: r.0.get_seed().iter().map(|b| format!("{b:02x}")).collect(),
            stream: r.0.get_stream(),
            pos: [(pos >> 64) as u64, pos as u64],
        }
    }
}

impl TryFrom<RngRecord> for GameRng {
    type Error = String;
    fn try_from(r: RngRecord) -> Result<Self, String> {
        let bytes = r.key.as_bytes();
        if bytes.len() != 64 {
            return Err(format!("rng key must be 64 hex digits, got {}", bytes.len()));
        }
        let mut key = [0u8; 32];
        for (i, k) in key.iter_mut().enumerate() {
            let hex = std::str::from_utf8(&bytes[2 * i..2 * i + 2]).map_err(|e| e.to_string())?;
            *k = u8::from_str_radix(hex, 16).map_err(|_| format!("rng key: {hex:?} is not hex"))?;
        }
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_stream(r.stream);
        rng.set_word_pos(((r.pos[0] as u128) << 64) | r.pos[1] as u128);
        Ok(GameRng(rng))
    }
}

/// There is no `Default`: every RNG is seeded on purpose, never with 0 by accident.
impl GameRng {
    pub fn seeded(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }
}

impl Chance for GameRng {
    fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "Chance::below(0)");
        self.0.random_range(0..n)
    }
}

/// Values given in advance, for tests and for replays of recorded dice: `below(n)` returns the
/// next value (it must be `< n`), `die` returns the next value as the face itself.
#[derive(Debug, Clone, Default)]
pub struct Scripted {
    values: VecDeque<u32>,
}

impl Scripted {
    pub fn new(values: impl IntoIterator<Item = u32>) -> Self {
        Self { values: values.into_iter().collect() }
    }
    /// Dice faces, in the order the rules will ask for them.
    pub fn dice(faces: impl IntoIterator<Item = u8>) -> Self {
        Self::new(faces.into_iter().map(|f| f as u32 - 1))
    }
    pub fn remaining(&self) -> usize {
        self.values.len()
    }
}

impl Chance for Scripted {
    fn below(&mut self, n: u32) -> u32 {
        let v = self.values.pop_front().expect("Scripted chance ran out of values");
        assert!(v < n, "Scripted value {v} is not below {n}");
        v
    }
}

/// A uniform index in `0..n` (`n > 0`) fixed by `seed` alone: one SplitMix64 step scaled by a
/// multiply-shift (bias below n/2^64). For a single choice that must replay from its seed by
/// itself, where seeding a ChaCha8 stream would cost more than the rest of the choice.
pub fn seeded_index(seed: u64, n: usize) -> usize {
    let z = splitmix64(&mut { seed });
    ((z as u128 * n as u128) >> 64) as usize
}

/// The next number of a SplitMix64 stream whose state is `state`: where a fixed, cheap stream
/// of well-mixed numbers is wanted (seeds, hashing keys, table searches), not a game's chance.
#[inline]
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_rng_is_reproducible_and_serialisable() {
        let mut a = GameRng::seeded(7);
        let b0 = a.clone();
        let first: Vec<u8> = (0..20).map(|_| a.die(6)).collect();
        let text = ron::to_string(&b0).unwrap();
        let mut b: GameRng = ron::from_str(&text).unwrap();
        let again: Vec<u8> = (0..20).map(|_| b.die(6)).collect();
        assert_eq!(first, again);
        // Mid-stream state survives JSON too.
        let json = serde_json::to_string(&a).unwrap();
        let mut c: GameRng = serde_json::from_str(&json).unwrap();
        assert_eq!(c.die(6), a.die(6));
        assert!(first.iter().all(|d| (1..=6).contains(d)));
    }

    #[test]
    fn seeded_index_is_fixed_and_spread() {
        assert_eq!(seeded_index(5, 7), seeded_index(5, 7));
        let mut count = [0u32; 7];
        for seed in 0..7000 {
            count[seeded_index(seed, 7)] += 1;
        }
        // 1000 expected each; 5 standard deviations is about 150.
        assert!(count.iter().all(|&c| (850..1150).contains(&c)), "{count:?}");
        assert_eq!(seeded_index(u64::MAX, 1), 0);
    }

    #[test]
    fn scripted_dice_come_back_in_order() {
        let mut s = Scripted::dice([6, 1, 3]);
        assert_eq!((s.die(6), s.die(6), s.die(6)), (6, 1, 3));
        assert_eq!(s.remaining(), 0);
    }
}
