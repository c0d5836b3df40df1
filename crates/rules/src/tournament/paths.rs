//! Option overrides from the command line: `options.target_score=1` sets one field of the
//! level's JSON form.

use crate::error::RuleError;
use serde_json::Value;

/// Set the field at a dotted `path` of a JSON object (creating objects on the way), for
/// command-line option overrides such as `options.target_score=1`.
pub fn set_path(root: &mut Value, path: &str, value: Value) -> Result<(), RuleError> {
    let mut at = root;
    let parts: Vec<&str> = path.split('.').collect();
    for (i, part) in parts.iter().enumerate() {
        if part.is_empty() {
            return Err(RuleError::bad_input(format!("bad option path {path:?}")));
        }
        if !at.is_object() {
            *at = Value::Object(Default::default());
        }
        let obj = at.as_object_mut().expect("made an object above");
        if i + 1 == parts.len() {
            obj.insert(part.to_string(), value);
            return Ok(());
        }
        at = obj.entry(part.to_string()).or_insert_with(|| Value::Object(Default::default()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_paths_nest() {
        let mut v = Value::Null;
        set_path(&mut v, "options.target_score", serde_json::json!(1)).unwrap();
        set_path(&mut v, "options.wrap", serde_json::json!("All")).unwrap();
        assert_eq!(v, serde_json::json!({"options": {"target_score": 1, "wrap": "All"}}));
        assert!(set_path(&mut v, "a..b", Value::Null).is_err());
    }
}
