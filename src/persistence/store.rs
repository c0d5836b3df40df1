//! A small key/value store for the text documents the game keeps between runs (`settings.ron`,
//! `match.ron`, …). Natively each document is a file in the data folder, replaced atomically so a
//! crash mid-write never leaves half a file; in the browser it is an entry of `localStorage`.
//!
//! ```ignore
//! fn save(store: Res<Store>, …) {
//!     store.write("match.ron", &text)?;            // atomic natively
//!     match store.read("match.ron")? {             // Ok(None): never written
//!         Some(text) => …,
//!         None => …,
//!     }
//!     store.set_aside("match.ron")?;               // broken: keep it as `match.ron.broken`
//! }
//! ```

use bevy::prelude::*;
use std::io;
use std::path::{Path, PathBuf};

/// Where documents live. The game inserts one at start ([`Store::platform`], or the folder of
/// [`SettingsPath`](super::settings::SettingsPath) when a test chose one); insert your own before
/// the game's plugins to put it elsewhere.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Store {
    backend: Backend,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Backend {
    /// One file per document in this folder (created on first write).
    Dir(PathBuf),
    /// `window.localStorage`, each document under the key `parlour/<name>`.
    #[cfg(target_arch = "wasm32")]
    LocalStorage,
    /// No place to keep anything: reads find nothing, writes fail with a reason.
    Nowhere,
}

impl Store {
    /// The platform's place: the data folder natively (see [`super::paths::data_dir`]), the
    /// browser's local storage on the web.
    pub fn platform() -> Self {
        #[cfg(target_arch = "wasm32")]
        {
            Self { backend: Backend::LocalStorage }
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            super::paths::data_dir().map_or_else(Self::nowhere, Self::in_dir)
        }
    }

    /// Documents as files in `dir`.
    pub fn in_dir(dir: impl Into<PathBuf>) -> Self {
        Self { backend: Backend::Dir(dir.into()) }
    }

    /// A store that keeps nothing (no data folder could be found).
    pub fn nowhere() -> Self {
        Self { backend: Backend::Nowhere }
    }

    /// True for the store that keeps nothing: callers that save on their own (autosave) stay
    /// quiet instead of reporting the same missing folder after every move.
    pub fn keeps_nothing(&self) -> bool {
        self.backend == Backend::Nowhere
    }

    /// The document `name`, or `Ok(None)` if it was never written. A document that is not
    /// UTF-8 text or is larger than [`MAX_BYTES`] is an error of kind `InvalidData` (the
    /// document is broken, not the disk).
    pub fn read(&self, name: &str) -> io::Result<Option<String>> {
        match &self.backend {
            Backend::Dir(dir) => read_text(&dir.join(name)),
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => web::storage()?.get_item(&web::key(name)).map_err(web::error),
            Backend::Nowhere => Ok(None),
        }
    }

    /// Replace the document `name` with `text`. Natively the new text goes to a temporary file
    /// that is then renamed over the old one: a reader sees the old document or the new, never
    /// a mix.
    pub fn write(&self, name: &str, text: &str) -> io::Result<()> {
        match &self.backend {
            Backend::Dir(dir) => parlour_rules::files::write_atomic(&dir.join(name), text.as_bytes()),
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => web::storage()?.set_item(&web::key(name), text).map_err(web::error),
            Backend::Nowhere => Err(io::Error::new(
                io::ErrorKind::Unsupported,
                "no folder for game data (set PARLOUR_DATA_DIR)",
            )),
        }
    }

    /// Delete the document `name`; nothing to do if it does not exist.
    pub fn remove(&self, name: &str) -> io::Result<()> {
        match &self.backend {
            Backend::Dir(dir) => match std::fs::remove_file(dir.join(name)) {
                Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
                other => other,
            },
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => web::storage()?.remove_item(&web::key(name)).map_err(web::error),
            Backend::Nowhere => Ok(()),
        }
    }

    /// Keep a document that could not be read as `<name>.broken` (replacing an older one) so
    /// the player can still look at it, and free `name` for a fresh one. Nothing to do if
    /// `name` does not exist.
    pub fn set_aside(&self, name: &str) -> io::Result<()> {
        let aside = format!("{name}.broken");
        match &self.backend {
            Backend::Dir(dir) => match std::fs::rename(dir.join(name), dir.join(aside)) {
                Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
                other => other,
            },
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => {
                let storage = web::storage()?;
                if let Some(text) = storage.get_item(&web::key(name)).map_err(web::error)? {
                    storage.set_item(&web::key(&aside), &text).map_err(web::error)?;
                    storage.remove_item(&web::key(name)).map_err(web::error)?;
                }
                Ok(())
            }
            Backend::Nowhere => Ok(()),
        }
    }

    /// [`Store::set_aside`], saying for the player's message where the document went.
    pub fn set_aside_telling(&self, name: &str) -> String {
        match self.set_aside(name) {
            Ok(()) => format!("kept as {}", self.location(&format!("{name}.broken"))),
            Err(e) => format!("could not keep it aside: {e}"),
        }
    }

    /// Where the document `name` is, for messages to the player: a file path natively.
    pub fn location(&self, name: &str) -> String {
        match &self.backend {
            Backend::Dir(dir) => dir.join(name).display().to_string(),
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => format!("browser storage {}", web::key(name)),
            Backend::Nowhere => name.to_string(),
        }
    }

    /// The store of the folder holding `file`, and the document name of `file` in it.
    pub fn for_file(file: &Path) -> (Self, String) {
        let dir = file.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let name = file.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        (Self::in_dir(dir), name)
    }
}

/// The largest document the game reads: a long match's save or replay is a few hundred KB, so
/// anything far larger is not one of ours and is refused before it is parsed.
pub const MAX_BYTES: u64 = 8 << 20;

fn read_text(path: &Path) -> io::Result<Option<String>> {
    let size = match std::fs::metadata(path) {
        Ok(meta) => meta.len(),
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    if size > MAX_BYTES {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "{:.1} MB is too large for a Parlour document (at most {} MB)",
                size as f64 / 1e6,
                MAX_BYTES >> 20
            ),
        ));
    }
    let bytes = std::fs::read(path)?;
    String::from_utf8(bytes).map(Some).map_err(|e| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("not UTF-8 text (invalid byte at offset {})", e.utf8_error().valid_up_to()),
        )
    })
}

#[cfg(target_arch = "wasm32")]
mod web {
    use std::io;

    /// Other pages of the same site (itch.io serves many games from one origin) share the
    /// storage; the prefix keeps our keys apart.
    pub fn key(name: &str) -> String {
        format!("parlour/{name}")
    }

    /// `localStorage` is missing or refused when the browser blocks site data (private modes,
    /// third-party iframes with storage disabled): that is an error, not a panic.
    pub fn storage() -> io::Result<web_sys::Storage> {
        let window = web_sys::window().ok_or_else(|| io::Error::other("no browser window"))?;
        window
            .local_storage()
            .map_err(error)?
            .ok_or_else(|| io::Error::new(io::ErrorKind::Unsupported, "the browser has no local storage"))
    }

    pub fn error(e: impl std::fmt::Debug) -> io::Error {
        io::Error::other(format!("browser storage: {e:?}"))
    }
}
