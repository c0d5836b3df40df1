//! Physics dice: the rules choose the values, a hidden simulation records a throw that lands
//! them (see `sim`), and the table replays it.

pub mod sim;
