//! The saved match: written atomically after every decision (a file natively, local storage in
//! the browser), read by the title's Resume. The document is `(version: 1, game: …)`; a save from
//! before versions is the bare match (version 0) and is read the same way. A broken save is
//! reported with where it is, its line and column, kept aside as `match.ron.broken`, and never
//! stops the game. What a match is (the enum of every game's) is the games' registry's to say.

use super::document::{self, Kind};
use super::store::Store;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub const FILE: &str = "match.ron";
/// The save's format this build writes.
pub const VERSION: u32 = 1;
const KIND: Kind = Kind { name: "save", version: VERSION };

#[derive(Serialize)]
struct Written<'a, T> {
    version: u32,
    game: &'a T,
}

#[derive(Deserialize)]
struct Read<T> {
    game: T,
}

/// Read the save: `Ok(None)` when there is none. One that does not parse, or that `check`
/// refuses, is set aside and the error says where it was, with line and column.
pub fn load<T: DeserializeOwned>(
    store: &Store,
    check: impl Fn(&T) -> Result<(), String>,
) -> Result<Option<T>, String> {
    document::read(store, FILE, KIND, |text, _version| checked(text, &check))
}

/// The match in a save's text, parsed and checked as [`load`] reads it.
fn checked<T: DeserializeOwned>(text: &str, check: impl Fn(&T) -> Result<(), String>) -> Result<T, String> {
    let saved = parse(text)?;
    check(&saved)?;
    Ok(saved)
}

/// A save's text read as [`load`] reads the file (its version, its parse, `check`), without
/// the store: for tools and the fuzzing harness.
pub fn from_text<T: DeserializeOwned>(
    text: &str,
    check: impl Fn(&T) -> Result<(), String>,
) -> Result<T, String> {
    document::from_text(text, KIND, |text, _version| checked(text, &check))
}

/// The match in a save's text, of this version or of version 0 (the bare match, which starts
/// with the game's name where a versioned document starts with its parenthesis).
pub fn parse<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    if text.trim_start().starts_with('(') {
        document::parse_ron::<Read<T>>(text).map(|r| r.game)
    } else {
        document::parse_ron::<T>(text)
    }
}

/// The save's text for `saved`.
pub fn text<T: Serialize>(saved: &T) -> Result<String, ron::Error> {
    let pretty = ron::ser::PrettyConfig::default().compact_arrays(true);
    ron::ser::to_string_pretty(&Written { version: VERSION, game: saved }, pretty)
}

pub fn store<T: Serialize>(store: &Store, saved: &T) -> std::io::Result<()> {
    store.write(FILE, &text(saved).map_err(std::io::Error::other)?)
}

pub fn remove(store: &Store) -> std::io::Result<()> {
    store.remove(FILE)
}
