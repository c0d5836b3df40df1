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
    /// A needle that is a field name points at the field (`men:` outside a comment) rather than
    /// at the first word `men` in the file's comments.
    pub fn at_text(file: impl Into<String>, text: &str, needle: &str, message: impl Into<String>) -> Self {
        let mut e = Self::new(file, message);
        if let Some(offset) = field_offset(text, needle).or_else(|| text.find(needle)) {
            let before = &text[..offset];
            e.line = Some(before.matches('\n').count() + 1);
            e.column = Some(offset - before.rfind('\n').map_or(0, |i| i + 1) + 1);
        }
        e
    }
}

/// Where `name:` is written as a field: not inside a longer word, not in a `//` comment.
fn field_offset(text: &str, name: &str) -> Option<usize> {
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let code = line.find("//").map_or(line, |c| &line[..c]);
        for (at, _) in code.match_indices(name) {
            let word_start = code[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric() && c != '_');
            if word_start && code[at + name.len()..].trim_start().starts_with(':') {
                return Some(line_start + at);
            }
        }
        line_start += line.len();
    }
    None
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

/// Level files longer than this are refused unread: the standard levels are a few KB, and a
/// huge file is a mistake (or an attack) that parsing would only make slower to report.
pub const MAX_BYTES: usize = 1 << 20;

/// Parse RON text; `name` is the file name used in errors. Text over [`MAX_BYTES`] is refused;
/// nesting deeper than ron's recursion limit is an error, not a stack overflow.
pub fn parse<T: DeserializeOwned>(name: &str, text: &str) -> Result<T, LevelError> {
    check_size(name, text.len())?;
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .with_recursion_limit(MAX_DEPTH)
        .from_str(text)
        .map_err(|e| LevelError {
            file: name.to_string(),
            line: Some(e.span.start.line),
            column: Some(e.span.start.col),
            // ron's own words here are advice to the programmer (use serde_stacker).
            message: match e.code {
                ron::Error::ExceededRecursionLimit => {
                    format!("nested too deeply (more than {MAX_DEPTH} brackets inside one another)")
                }
                code => code.to_string(),
            },
        })
}

/// Brackets inside one another that a level may have: the standard levels use 3, and the
/// limit keeps a hostile file from overflowing the stack.
pub const MAX_DEPTH: usize = 64;

fn check_size(name: &str, len: usize) -> Result<(), LevelError> {
    if len > MAX_BYTES {
        return Err(LevelError::new(
            name,
            format!("{len} bytes is too large for a level file (at most {MAX_BYTES})"),
        ));
    }
    Ok(())
}

/// The text of a level file's bytes: refused when over [`MAX_BYTES`] or not UTF-8, with the
/// line and column of the first byte that is not.
pub fn text(name: &str, bytes: Vec<u8>) -> Result<String, LevelError> {
    check_size(name, bytes.len())?;
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let at = e.utf8_error().valid_up_to();
        let before = &bytes[..at];
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        LevelError {
            file: name.to_string(),
            line: Some(before.iter().filter(|&&b| b == b'\n').count() + 1),
            // Columns count characters, as ron's do; the text before the bad byte is valid.
            column: Some(String::from_utf8_lossy(&before[line_start..]).chars().count() + 1),
            message: format!("not UTF-8 text: byte 0x{:02X} is not valid UTF-8 here", bytes[at]),
        }
    })
}

/// Read a level file's text ([`text`]'s checks, and the size checked before reading).
pub fn read(path: &Path) -> Result<String, LevelError> {
    use std::io::Read;
    let name = path.display().to_string();
    let cannot = |e: std::io::Error| LevelError::new(&name, format!("cannot read: {e}"));
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    // One byte past the limit is enough to know the file is too large, whatever its metadata
    // says (pipes and devices have none).
    file.take(MAX_BYTES as u64 + 1).read_to_end(&mut bytes).map_err(cannot)?;
    if bytes.len() > MAX_BYTES {
        let size = match std::fs::metadata(path) {
            Ok(m) if m.len() > MAX_BYTES as u64 => format!("{} bytes", m.len()),
            _ => format!("more than {MAX_BYTES} bytes"),
        };
        return Err(LevelError::new(
            &name,
            format!("{size} is too large for a level file (at most {MAX_BYTES})"),
        ));
    }
    text(&name, bytes)
}

/// Read and parse a RON file.
pub fn load<T: DeserializeOwned>(path: &Path) -> Result<T, LevelError> {
    let text = read(path)?;
    parse(&path.display().to_string(), &text)
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
    ("morris", "three", "levels/morris/three.ron", include_str!("../../../levels/morris/three.ron")),
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

    #[test]
    fn at_text_prefers_the_field_to_the_same_word_in_a_comment() {
        let text = "// 9 men each, fly_men: no\n(\n  stamen: 1,\n  men : 9,\n)";
        let e = LevelError::at_text("f.ron", text, "men", "bad");
        assert_eq!((e.line, e.column), (Some(4), Some(3)));
    }
}
