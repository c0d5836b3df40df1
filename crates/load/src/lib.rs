//! Simulated players for Parlour's online server (`parlour-load`): each table opens a room of one
//! of the games, its players join it and play the whole match through the real protocol, with a
//! think time before each decision, then the table opens another room; until the run's count of
//! matches or its time is reached. It reports what it did and how fast the server told every
//! client each decision. Loopback only: it refuses any other address.

pub mod client;
pub mod run;

pub use run::{Load, Report, run};
