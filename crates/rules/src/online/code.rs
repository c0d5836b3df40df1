//! Room codes: six characters a person can read aloud and type, without the ones that look
//! alike (0 and O, 1 and I and L). About 8.9 × 10⁸ codes: the server limits the codes one address
//! may try, so that rooms cannot be found by guessing.

use rand::Rng;

/// The characters of a code.
pub const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// A code's length.
pub const LEN: usize = 6;

/// A new random code from `rng`.
pub fn new_code(rng: &mut impl Rng) -> String {
    (0..LEN).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char).collect()
}

/// A code as typed: upper case, spaces and dashes dropped. `None` unless it is a whole code
/// (O, I, L, 0 and 1 are no code's characters, so a look-alike is refused, never guessed).
pub fn read_code(typed: &str) -> Option<String> {
    let code: String =
        typed.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
    (code.len() == LEN && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

/// A code as shown: two groups of three ("K7M 2QX").
pub fn show_code(code: &str) -> String {
    if code.len() == LEN { format!("{} {}", &code[..3], &code[3..]) } else { code.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn codes_read_back_as_typed_and_look_alikes_are_refused() {
        let code = new_code(&mut rand_chacha::ChaCha8Rng::seed_from_u64(3));
        assert_eq!(read_code(&show_code(&code).to_lowercase()), Some(code.clone()));
        assert_eq!(read_code("k7m-2qx"), Some("K7M2QX".into()));
        assert_eq!(read_code("K7M 2Q0"), None);
        assert_eq!(read_code("K7M2Q"), None);
    }
}
