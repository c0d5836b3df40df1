//! Level files: boards and variants as RON data under `levels/`.
//!
//! A bad file is an error that names the file, the line and column, and what is wrong. The
//! standard levels are also built into the binary, so the game runs where there is no file
//! system (the browser).

use serde::de::DeserializeOwned;
use std::fmt;
use std::path::Path;

/// A level file that could not be read or is not valid.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LevelError {
    /// The file (or built-in level name) the error is in.
    pub file: String,
    /// 1-based line and column, when the error has a place in the text.
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
}

impl LevelError {
    pub fn new(file: impl Into<String>, message: impl Into<String>) -> Self {
        Self { file: file.into(), line: None, column: None, message: message.into() }
    }

    /// An error at the place in `text` where `needle` first appears (used by the checks that run
    /// after parsing, so that "unknown figure" still points at a line).
    pub fn at_text(file: impl Into<String>, text: &str, needle: &str, message: impl Into<String>) -> Self {
        let mut e = Self::new(file, message);
        if let Some(offset) = text.find(needle) {
            let before = &text[..offset];
            e.line = Some(before.matches('\n').count() + 1);
            e.column = Some(offset - before.rfind('\n').map_or(0, |i| i + 1) + 1);
        }
        e
    }
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (Some(l), Some(c)) => write!(f, "{}:{}:{}: {}", self.file, l, c, self.message),
            (Some(l), None) => write!(f, "{}:{}: {}", self.file, l, self.message),
            _ => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for LevelError {}

/// Parse RON text; `name` is the file name used in errors.
pub fn parse<T: DeserializeOwned>(name: &str, text: &str) -> Result<T, LevelError> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
        .map_err(|e| LevelError {
            file: name.to_string(),
            line: Some(e.span.start.line),
            column: Some(e.span.start.col),
            message: e.code.to_string(),
        })
}

/// Read and parse a RON file.
pub fn load<T: DeserializeOwned>(path: &Path) -> Result<T, LevelError> {
    let name = path.display().to_string();
    let text =
        std::fs::read_to_string(path).map_err(|e| LevelError::new(&name, format!("cannot read: {e}")))?;
    parse(&name, &text)
}

/// The standard levels, built in: `(game, variant, file name, text)`.
pub const BUILTIN: &[(&str, &str, &str, &str)] = &[
    (
        "morfals",
        "standard",
        "levels/morfals/standard.ron",
        include_str!("../../../levels/morfals/standard.ron"),
    ),
    ("morpyam", "classic", "levels/morpyam/classic.ron", include_str!("../../../levels/morpyam/classic.ron")),
    ("morpyam", "flash", "levels/morpyam/flash.ron", include_str!("../../../levels/morpyam/flash.ron")),
    ("morpyam", "plus", "levels/morpyam/plus.ron", include_str!("../../../levels/morpyam/plus.ron")),
    ("sorry", "standard", "levels/sorry/standard.ron", include_str!("../../../levels/sorry/standard.ron")),
    ("sorry", "teams", "levels/sorry/teams.ron", include_str!("../../../levels/sorry/teams.ron")),
    ("sorry", "points", "levels/sorry/points.ron", include_str!("../../../levels/sorry/points.ron")),
    ("sorry", "modern", "levels/sorry/modern.ron", include_str!("../../../levels/sorry/modern.ron")),
    ("morris", "nine", "levels/morris/nine.ron", include_str!("../../../levels/morris/nine.ron")),
    ("morris", "six", "levels/morris/six.ron", include_str!("../../../levels/morris/six.ron")),
    ("morris", "twelve", "levels/morris/twelve.ron", include_str!("../../../levels/morris/twelve.ron")),
    (
        "morris",
        "morabaraba",
        "levels/morris/morabaraba.ron",
        include_str!("../../../levels/morris/morabaraba.ron"),
    ),
];

/// The built-in level `variant` of `game`, as `(file name, text)`.
pub fn builtin(game: &str, variant: &str) -> Option<(&'static str, &'static str)> {
    BUILTIN.iter().find(|(g, v, _, _)| *g == game && *v == variant).map(|(_, _, f, t)| (*f, *t))
}

/// The built-in variants of `game`, in the order they are listed.
pub fn variants(game: &str) -> Vec<&'static str> {
    BUILTIN.iter().filter(|(g, ..)| *g == game).map(|(_, v, ..)| *v).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code)]
    struct Sample {
        name: String,
        size: u8,
    }

    #[test]
    fn parse_error_names_file_line_and_column() {
        let err = parse::<Sample>("levels/x.ron", "(\n  name: \"a\",\n  size: \"big\",\n)").unwrap_err();
        assert_eq!(err.file, "levels/x.ron");
        assert_eq!(err.line, Some(3));
        assert!(err.column.is_some());
        assert!(err.to_string().starts_with("levels/x.ron:3:"), "{err}");
    }

    #[test]
    fn missing_file_is_an_error_not_a_panic() {
        let err = load::<Sample>(Path::new("/nonexistent/level.ron")).unwrap_err();
        assert!(err.message.contains("cannot read"));
    }

    #[test]
    fn at_text_points_at_the_needle() {
        let e = LevelError::at_text("f.ron", "a\nbb XX\n", "XX", "bad");
        assert_eq!((e.line, e.column), (Some(2), Some(4)));
    }
}
