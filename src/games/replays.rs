//! The shelf of finished matches to watch again: the last [`KEEP`] matches, each a document of its
//! own in the game's store (a file natively, local storage in the browser) beside an index that
//! orders them. A finished match is kept with its whole log; before it is offered, its log must
//! replay to the very position it ended in. A broken index or entry is reported with what is
//! wrong, set aside, and skipped: the other replays stay.

use super::registry::SavedMatch;
use crate::persistence::document::{self, Kind};
use crate::persistence::store::Store;
use serde::{Deserialize, Serialize};

/// How many finished matches the shelf keeps.
pub const KEEP: usize = 20;
/// The index of the shelf.
pub const INDEX: &str = "replays.ron";
/// The format of the index and the entries.
pub const VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Index {
    version: u32,
    /// The number of the next entry.
    next: u32,
    /// The entries kept, oldest first.
    kept: Vec<u32>,
}

/// One finished match on the shelf.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Entry {
    version: u32,
    finished: SavedMatch,
}

/// The name of entry `n`'s document.
pub fn entry_name(n: u32) -> String {
    format!("replay-{n}.ron")
}

/// The replays that can be watched (newest first, with their entry numbers), and what was wrong
/// with those that cannot.
#[derive(Debug, Default, Clone)]
pub struct Shelf {
    pub replays: Vec<(u32, SavedMatch)>,
    pub problems: Vec<String>,
}

const INDEX_KIND: Kind = Kind { name: "replay index", version: VERSION };
const ENTRY_KIND: Kind = Kind { name: "replay", version: VERSION };

fn read_index(store: &Store) -> Result<Index, String> {
    let index = document::read(store, INDEX, INDEX_KIND, |text, _| document::parse_ron::<Index>(text))?;
    Ok(index.unwrap_or(Index { version: VERSION, next: 0, kept: Vec::new() }))
}

/// Read entry `n`: a finished match whose log replays to its end.
fn read_entry(store: &Store, n: u32) -> Result<SavedMatch, String> {
    let name = entry_name(n);
    let entry = document::read(store, &name, ENTRY_KIND, |text, _| {
        let entry = document::parse_ron::<Entry>(text)?;
        entry.finished.check_replay()?;
        Ok(entry.finished)
    })?;
    entry.ok_or_else(|| format!("{}: missing", store.location(&name)))
}

/// Everything on the shelf that can be watched.
pub fn load(store: &Store) -> Shelf {
    let mut shelf = Shelf::default();
    let index = match read_index(store) {
        Ok(index) => index,
        Err(problem) => {
            shelf.problems.push(problem);
            return shelf;
        }
    };
    for n in index.kept.iter().rev() {
        match read_entry(store, *n) {
            Ok(saved) => shelf.replays.push((*n, saved)),
            Err(problem) => shelf.problems.push(problem),
        }
    }
    // Entries that failed are set aside: the index forgets them, so they are reported once.
    if !shelf.problems.is_empty() {
        let good: Vec<u32> = shelf.replays.iter().rev().map(|(n, _)| *n).collect();
        let index = Index { kept: good, ..index };
        if let Err(e) =
            ron::ser::to_string(&index).map_err(std::io::Error::other).and_then(|t| store.write(INDEX, &t))
        {
            shelf.problems.push(format!("{}: cannot write: {e}", store.location(INDEX)));
        }
    }
    shelf
}

/// Whether the shelf holds anything (for the title's Replays button; entries are checked when
/// the shelf opens).
pub fn any(store: &Store) -> bool {
    read_index(store).is_ok_and(|i| !i.kept.is_empty())
}

/// Whether the shelf keeps the match of this online room and seed (its record comes again to
/// each of a screen's seats and on each return to the room).
pub fn holds_online(store: &Store, room: &str, seed: u64) -> bool {
    let Ok(index) = read_index(store) else { return false };
    index.kept.iter().any(|&n| read_entry(store, n).is_ok_and(|m| m.online_room() == Some((room, seed))))
}

/// Put a finished match on the shelf; the oldest beyond [`KEEP`] goes.
pub fn keep(store: &Store, finished: SavedMatch) -> std::io::Result<()> {
    let mut index = read_index(store).unwrap_or(Index { version: VERSION, next: 0, kept: Vec::new() });
    let n = index.next;
    let text = ron::ser::to_string(&Entry { version: VERSION, finished }).map_err(std::io::Error::other)?;
    store.write(&entry_name(n), &text)?;
    index.next += 1;
    index.kept.push(n);
    let gone: Vec<u32> = index.kept.drain(..index.kept.len().saturating_sub(KEEP)).collect();
    store.write(INDEX, &ron::ser::to_string(&index).map_err(std::io::Error::other)?)?;
    for n in gone {
        store.remove(&entry_name(n))?;
    }
    Ok(())
}
