//! Parlour's online server: it holds every online match. Clients send decisions over WebSocket;
//! the rules crate checks and applies them ([`parlour_rules::online::Authority`]); every
//! decision is stored before anyone is told of it; each client gets only what its seat (or a
//! spectator) may see. Dice, cards and seeds are drawn here only.
//!
//! - [`config`]: the settings, from the environment.
//! - [`store`]: the SQLite file and its group commit.
//! - [`shared`]: what every room and connection shares; [`inbox`]: what they say to each other.
//! - [`room`]: one room in memory, its seats, match and connections; [`rooms`]: entering one,
//!   loading it when it is not held.
//! - [`socket`]: one client's connection and its limits ([`limits`]).
//! - [`metrics`]: the numbers of `/metrics`.
//! - [`server`]: the routes, starting and stopping.

pub mod config;
pub mod inbox;
pub mod limits;
pub mod metrics;
pub mod room;
pub mod rooms;
pub mod server;
pub mod shared;
pub mod socket;
pub mod store;

pub use config::Settings;
pub use server::{Running, Threaded, spawn, start};
