//! The saved match: written atomically after every decision (a file natively, local storage in
//! the browser), read by the title's Resume. A broken save is reported with where it is, its
//! line and column, kept aside as `match.ron.broken`, and never stops the game. What a match is
//! (the enum of every game's) is the games' registry's to say.

use super::store::Store;
use serde::Serialize;
use serde::de::DeserializeOwned;

pub const FILE: &str = "match.ron";

/// Read the save: `Ok(None)` when there is none. One that does not parse, or that `check`
/// refuses, is set aside and the error says where it was, with line and column.
pub fn load<T: DeserializeOwned>(
    store: &Store,
    check: impl Fn(&T) -> Result<(), String>,
) -> Result<Option<T>, String> {
    let at = store.location(FILE);
    let text = match store.read(FILE) {
        Ok(Some(t)) => t,
        Ok(None) => return Ok(None),
        Err(e) => return Err(format!("{at}: cannot read: {e}")),
    };
    let problem = match ron::from_str::<T>(&text) {
        Ok(saved) => match check(&saved) {
            Ok(()) => return Ok(Some(saved)),
            Err(msg) => format!("{at}: {msg}"),
        },
        Err(e) => format!("{at}:{}:{}: {}", e.span.start.line, e.span.start.col, e.code),
    };
    Err(format!("{problem} ({})", store.set_aside_telling(FILE)))
}

pub fn store<T: Serialize>(store: &Store, saved: &T) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(saved, ron::ser::PrettyConfig::default().compact_arrays(true))
        .map_err(std::io::Error::other)?;
    store.write(FILE, &text)
}

pub fn remove(store: &Store) -> std::io::Result<()> {
    store.remove(FILE)
}
