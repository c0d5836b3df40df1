//! Room codes: six characters a person can read aloud and type, without the ones that look
//! alike (0 and O, 1 and I and L), and the room's address on the signalling server.

use rand::Rng;

/// The characters of a code.
const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// A code's length.
pub const LEN: usize = 6;

/// A new random code.
pub fn new_code() -> String {
    let mut rng = rand::rng();
    (0..LEN).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char).collect()
}

/// A code as typed: upper case, spaces and dashes dropped, the look-alikes read as the
/// characters a code has (O as 0 is not a code character, so O → 0 never arises: O is
/// refused). `None` unless it is a whole code.
pub fn read_code(typed: &str) -> Option<String> {
    let code: String =
        typed.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
    (code.len() == LEN && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

/// A code as shown: two groups of three ("K7M 2QX").
pub fn show_code(code: &str) -> String {
    if code.len() == LEN { format!("{} {}", &code[..3], &code[3..]) } else { code.to_string() }
}

/// The room's address on the signalling server at `signal`.
pub fn room_url(signal: &str, code: &str) -> String {
    format!("{}/parlour-{code}", signal.trim_end_matches('/'))
}
