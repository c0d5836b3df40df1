//! Reading a versioned document of the [`Store`] (the settings, the saved match, the replays):
//! every way a document can be unusable ends the same way, with a message that says what and
//! where, and the document kept aside as `<name>.broken` so nothing the player had is lost.
//!
//! Each kind of document carries a `version` field (missing means version 0, written before
//! documents had one). One written by a newer Parlour is refused with both versions named;
//! an older one is read by the caller's own migration.

use super::store::Store;
use serde::Deserialize;

/// What a kind of document is called in messages, and the version this build writes.
#[derive(Debug, Clone, Copy)]
pub struct Kind {
    /// "save", "settings", "replay", "replay index".
    pub name: &'static str,
    pub version: u32,
}

/// Read document `name` and turn it into a `T` with `parse`, which gets the text and its
/// version. `Ok(None)` when there is no such document. A document that is not text, is too
/// large, is of a newer version, or that `parse` refuses, is set aside and the error names its
/// place (`file:line:column` where the problem has one). A document that cannot be read at all
/// (no permission) is left where it is.
pub fn read<T>(
    store: &Store,
    name: &str,
    kind: Kind,
    parse: impl FnOnce(&str, u32) -> Result<T, String>,
) -> Result<Option<T>, String> {
    let at = store.location(name);
    let problem = match store.read(name) {
        Ok(None) => return Ok(None),
        Ok(Some(text)) => match from_text(&text, kind, parse) {
            Ok(value) => return Ok(Some(value)),
            Err(e) if e.starts_with(':') => format!("{at}{e}"),
            Err(e) => format!("{at}: {e}"),
        },
        Err(e) if e.kind() == std::io::ErrorKind::InvalidData => format!("{at}: {e}"),
        Err(e) => return Err(format!("{at}: cannot read: {e}")),
    };
    Err(format!("{problem} ({})", store.set_aside_telling(name)))
}

/// A document's text turned into a `T` as [`read`] does, without the store: a newer version is
/// refused, any other goes to `parse` with its version. Errors are placed after the document's
/// name (`:line:column: what`, or a sentence).
pub fn from_text<T>(
    text: &str,
    kind: Kind,
    parse: impl FnOnce(&str, u32) -> Result<T, String>,
) -> Result<T, String> {
    match version_of(text) {
        Some(v) if v > kind.version => Err(format!(
            "written by a newer Parlour ({} version {v}; this version reads up to {}): update Parlour to use it",
            kind.name, kind.version
        )),
        v => parse(text, v.unwrap_or(0)),
    }
}

/// The `version` field of a document that is a RON struct, 0 when it has none; `None` when the
/// text is not a struct at all (a document from before versions, or broken).
pub fn version_of(text: &str) -> Option<u32> {
    #[derive(Deserialize)]
    struct Peek {
        #[serde(default)]
        version: u32,
    }
    ron::from_str::<Peek>(text).ok().map(|p| p.version)
}

/// A RON error as `:line:column: what`, to follow the document's place.
pub fn ron_error(e: &ron::error::SpannedError) -> String {
    let what = match e.code {
        // RON's own words suggest changing its options, which a player cannot do.
        ron::Error::ExceededRecursionLimit => "nested too deeply to be a Parlour document".to_string(),
        ref code => code.to_string(),
    };
    format!(":{}:{}: {what}", e.span.start.line, e.span.start.col)
}

/// Parse `text` as RON, errors placed as [`ron_error`].
pub fn parse_ron<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    ron::from_str(text).map_err(|e| ron_error(&e))
}
