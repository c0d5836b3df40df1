//! Room codes (the rules crate's), and the room's address on the signalling server.

pub use parlour_rules::online::code::{LEN, read_code, show_code};

/// A new random code.
pub fn new_code() -> String {
    parlour_rules::online::code::new_code(&mut rand::rng())
}

/// The room's address on the signalling server at `signal`.
pub fn room_url(signal: &str, code: &str) -> String {
    format!("{}/parlour-{code}", signal.trim_end_matches('/'))
}
