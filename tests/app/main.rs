//! The game's tests: headless app tests (the game's plugins on `MinimalPlugins`, stepped frame by
//! frame with simulated keyboard and controller input), unit tests of the game crate, and the
//! screenshot tests of the real program under Xvfb. One binary, because each links Bevy.

mod controls;
mod devices;
mod dice;
mod documents;
mod fuzz;
mod harness;
mod i18n;
mod learn;
mod menus;
mod morfals;
mod morpyam;
mod morris;
mod online;
mod replays;
mod screenshots;
mod settings;
mod small_screens;
mod soak;
mod sorry;
mod startup;
mod statistics;
mod touch;
mod touch_hints;
mod undo;
mod units;
mod vision;
