//! A person's name as others are shown it.

/// The longest name shown, in characters.
pub const NAME_CHARS: usize = 16;

/// A name fit to show: printable characters only, trimmed, at most [`NAME_CHARS`]; `None` when
/// nothing is left.
pub fn clean_name(name: &str) -> Option<String> {
    let kept: String = name.chars().filter(|c| !c.is_control()).collect();
    let short: String = kept.trim().chars().take(NAME_CHARS).collect();
    let short = short.trim_end().to_string();
    (!short.is_empty()).then_some(short)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned_trimmed_and_cut() {
        assert_eq!(clean_name("  \t "), None);
        assert_eq!(clean_name("\n"), None);
        assert_eq!(clean_name("  Bob\u{7}  ").as_deref(), Some("Bob"));
        assert_eq!(clean_name("A very long name indeed, too long").unwrap().chars().count(), NAME_CHARS);
        // A cut that ends on a space leaves no trailing space.
        assert_eq!(clean_name("Fifteen chars x yz").as_deref(), Some("Fifteen chars x"));
    }
}
