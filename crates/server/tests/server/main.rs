//! The server's tests: a real `parlour-server` process on 127.0.0.1, started and stopped by each
//! test, and headless clients speaking the real protocol. One test binary for the crate.

mod client;
mod crash;
mod hostile;
mod matches;
mod race;
mod seats;
