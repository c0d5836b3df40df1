//! Tournaments between computer players of any game: N seeded games, seats rotating between the
//! entrants, win/draw/loss per entrant with 95% Wilson intervals, game length and decision time
//! per level. The games are played through each game's typed rules and bots ([`Game`]) by one
//! generic loop; JSON appears only at the edges (the level's option overrides, the report). A
//! Morris engine of another program can enter over its text protocol ([`MorrisEngine`]). The
//! `parlour-tournament` binary is its front end; `docs/tournament.md` explains the table.
//!
//! [`Game`]: crate::game::Game

mod contest;
mod external;
mod paths;
mod play;
mod report;
mod seats;
mod settings;
mod stats;
mod table;
mod timing;

#[cfg(test)]
mod tests;

pub use contest::{Contest, contest};
pub use external::{EngineSpec, MorrisEngine, notation, run_morris_engine};
pub use paths::set_path;
pub use play::{External, MakeExternal, play_one, run, run_with};
pub use report::{GameRecord, Report, tally};
pub use seats::{game_seed, mix, seating};
pub use settings::{EXTERNAL, Settings, UNIFORM};
pub use stats::{SeatResult, Standing, seat_result, shared_win, wilson};
pub use timing::Timing;
