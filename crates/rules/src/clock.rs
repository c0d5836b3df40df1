//! The clock the bots' time budgets read. `std::time::Instant` panics in the browser
//! (wasm32-unknown-unknown has no clock of its own); there it is the page's `performance.now()`.

#[cfg(not(target_arch = "wasm32"))]
pub use std::time::Instant;
#[cfg(target_arch = "wasm32")]
pub use web_time::Instant;
