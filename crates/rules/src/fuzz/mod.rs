//! A small deterministic mutation fuzzer that runs on the stable toolchain.
//!
//! [`run`] feeds a harness with mutations of a corpus of valid inputs (bit and byte flips,
//! inserted, deleted and duplicated ranges, splices between entries, interesting numbers,
//! dictionary tokens, truncation, deep nesting, invalid UTF-8) and a few arbitrary byte
//! strings, from a seed, until a [`Budget`] is spent. Panics are caught and reported with their
//! input; an input that hangs is printed by a watchdog, which then aborts the process. There is
//! no coverage feedback: inputs the harness accepts as valid join a small pool that later
//! inputs are mutated from, so that mutations reach past the first error.
//!
//! Harnesses are ordinary tests (`crates/rules/tests/fuzz.rs`): brief by default, long with
//! `PARLOUR_FUZZ_SECONDS` or `PARLOUR_FUZZ_INPUTS` (`make fuzz`). A process that dies of a
//! stack overflow cannot print its input; `PARLOUR_FUZZ_TRACE=1` prints every input to stderr
//! before it runs, and the same seed replays the same inputs. `PARLOUR_FUZZ_SLOW_SECONDS=0.5`
//! prints every input that took longer than that, to find what `slowest` was.

mod hook;
mod mutate;

use std::panic::{self, AssertUnwindSafe, RefUnwindSafe};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// How long one input may run before the watchdog calls it a hang (`PARLOUR_FUZZ_HANG_SECONDS`
/// overrides it, e.g. for a slow debug build on a busy machine).
pub const HANG: Duration = Duration::from_secs(5);

/// Arbitrary byte strings per 1000 inputs.
const ARBITRARY_PER_MILLE: u32 = 4;

/// Accepted mutants kept to mutate further; a new one replaces a random old one when full.
const POOL: usize = 256;

/// Distinct panic messages kept; the run goes on, but a harness that panics everywhere should
/// not fill the memory.
const MAX_PANICS: usize = 64;

/// How much fuzzing a run does: it stops at whichever limit comes first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Inputs to run.
    pub inputs: u64,
    /// Wall-clock seconds to run, if limited.
    pub seconds: Option<f64>,
}

impl Budget {
    /// `PARLOUR_FUZZ_INPUTS` / `PARLOUR_FUZZ_SECONDS` from the environment, else `inputs` (brief, for CI).
    ///
    /// With only `PARLOUR_FUZZ_SECONDS` set the run is limited by time alone; with both, by
    /// whichever comes first.
    pub fn from_env(inputs: u64) -> Budget {
        Budget::from_vars(inputs, |key| std::env::var(key).ok())
    }

    /// [`Budget::from_env`] reading variables from `var`; a value that does not parse is
    /// ignored with a note on stderr, rather than silently fuzzing for the wrong time.
    fn from_vars(inputs: u64, var: impl Fn(&str) -> Option<String>) -> Budget {
        let read = |key: &str| {
            let text = var(key)?;
            match text.trim().parse::<f64>() {
                Ok(value) if value.is_finite() && value >= 0.0 => Some(value),
                _ => {
                    eprintln!("fuzz: ignoring {key}={text:?}: not a non-negative number");
                    None
                }
            }
        };
        let count = read("PARLOUR_FUZZ_INPUTS").map(|n| n as u64);
        let seconds = read("PARLOUR_FUZZ_SECONDS");
        match (count, seconds) {
            (Some(count), seconds) => Budget { inputs: count, seconds },
            (None, Some(seconds)) => Budget { inputs: u64::MAX, seconds: Some(seconds) },
            (None, None) => Budget { inputs, seconds: None },
        }
    }
}

/// What a run did.
#[derive(Clone, Debug)]
pub struct Report {
    /// The harness's name.
    pub name: String,
    /// Inputs run.
    pub inputs: u64,
    /// Inputs the harness accepted as valid.
    pub accepted: u64,
    /// Wall-clock time of the run.
    pub seconds: f64,
    /// The longest any one input took.
    pub slowest: Duration,
    /// One input per distinct panic message (the shortest seen), with the message and where
    /// it was raised.
    pub panics: Vec<(Vec<u8>, String)>,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rate = self.inputs as f64 / self.seconds.max(1e-9);
        write!(
            f,
            "fuzz {}: {} inputs, {} accepted, {:.0} inputs/s, slowest {:.1?}, {} panics",
            self.name,
            self.inputs,
            self.accepted,
            rate,
            self.slowest,
            self.panics.len()
        )
    }
}

/// Runs `harness` on mutations of `corpus` (and on some arbitrary byte strings), seeded, until the budget is spent.
///
/// The corpus entries themselves run first, unchanged. `harness` returns true when the input
/// was accepted as valid. A panic is caught, recorded with its input, and the run goes on; an
/// input that runs longer than [`HANG`] is printed (escaped) to stderr by a watchdog thread,
/// which then aborts the process. The same seed and corpus give the same inputs.
pub fn run(
    name: &str,
    corpus: &[Vec<u8>],
    dictionary: &[&[u8]],
    seed: u64,
    budget: Budget,
    harness: impl Fn(&[u8]) -> bool + RefUnwindSafe,
) -> Report {
    let hang = std::env::var("PARLOUR_FUZZ_HANG_SECONDS")
        .ok()
        .and_then(|s| s.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0)
        .map_or(HANG, Duration::from_secs_f64);
    let trace = std::env::var_os("PARLOUR_FUZZ_TRACE").is_some_and(|v| v != "0");
    let slow = std::env::var("PARLOUR_FUZZ_SLOW_SECONDS")
        .ok()
        .and_then(|s| s.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s >= 0.0)
        .map(Duration::from_secs_f64);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pool: Vec<Vec<u8>> = if corpus.is_empty() { vec![Vec::new()] } else { corpus.to_vec() };
    let seeds = pool.len();
    let mut report = Report {
        name: name.to_owned(),
        inputs: 0,
        accepted: 0,
        seconds: 0.0,
        slowest: Duration::ZERO,
        panics: Vec::new(),
    };
    // The input now running and since when, for the watchdog.
    let current: Mutex<(Vec<u8>, Option<Instant>)> = Mutex::new((Vec::new(), None));
    let done = AtomicBool::new(false);
    let start = Instant::now();
    let _hook = hook::Silenced::install();
    thread::scope(|scope| {
        let watchdog = scope.spawn(|| watch(name, &current, &done, hang));
        while report.inputs < budget.inputs
            && budget.seconds.is_none_or(|limit| start.elapsed().as_secs_f64() < limit)
        {
            let input = match report.inputs {
                n if n < corpus.len() as u64 => corpus[n as usize].clone(),
                _ if rng.random_ratio(ARBITRARY_PER_MILLE, 1000) => mutate::arbitrary(&mut rng),
                _ => mutate::mutant(&mut rng, &pool, dictionary),
            };
            if trace {
                eprintln!("fuzz {name} input {}: {}", report.inputs, input.escape_ascii());
            }
            {
                let mut now = current.lock().unwrap_or_else(|e| e.into_inner());
                now.0.clone_from(&input);
                now.1 = Some(Instant::now());
            }
            let began = Instant::now();
            let outcome = hook::catching(|| panic::catch_unwind(AssertUnwindSafe(|| harness(&input))));
            let took = began.elapsed();
            report.slowest = report.slowest.max(took);
            if slow.is_some_and(|slow| took > slow) {
                eprintln!("fuzz {name}: input {} took {took:.1?}: {}", report.inputs, input.escape_ascii());
            }
            current.lock().unwrap_or_else(|e| e.into_inner()).1 = None;
            report.inputs += 1;
            match outcome {
                (Ok(true), _) => {
                    report.accepted += 1;
                    if report.inputs > seeds as u64 {
                        if pool.len() < seeds + POOL {
                            pool.push(input);
                        } else {
                            let slot = rng.random_range(seeds..pool.len());
                            pool[slot] = input;
                        }
                    }
                }
                (Ok(false), _) => {}
                (Err(_), message) => record(&mut report.panics, input, message),
            }
        }
        done.store(true, Ordering::Release);
        watchdog.thread().unpark();
    });
    report.seconds = start.elapsed().as_secs_f64();
    report
}

/// Keeps the shortest input for each distinct message.
fn record(panics: &mut Vec<(Vec<u8>, String)>, input: Vec<u8>, message: String) {
    if let Some(entry) = panics.iter_mut().find(|(_, seen)| *seen == message) {
        if input.len() < entry.0.len() {
            entry.0 = input;
        }
    } else if panics.len() < MAX_PANICS {
        panics.push((input, message));
    }
}

/// The watchdog: wakes a few times a second; an input running past `hang` is printed and the
/// process aborted, since a hung thread cannot be stopped from outside.
fn watch(name: &str, current: &Mutex<(Vec<u8>, Option<Instant>)>, done: &AtomicBool, hang: Duration) {
    let tick = (hang / 10).min(Duration::from_millis(200));
    while !done.load(Ordering::Acquire) {
        thread::park_timeout(tick);
        let now = current.lock().unwrap_or_else(|e| e.into_inner());
        if let (input, Some(since)) = &*now
            && since.elapsed() > hang
        {
            eprintln!(
                "fuzz {name}: an input ran longer than {hang:?} (a hang); aborting. The input, escaped:\n{}",
                input.escape_ascii()
            );
            std::process::abort();
        }
    }
}

#[cfg(test)]
mod tests;
