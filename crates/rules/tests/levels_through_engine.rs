//! A level file that parses but fails a game's own checks is refused through the engine with
//! the file, line and column of the problem.

use parlour_rules::engine::Engine;
use serde_json::Value;

fn reply(e: &mut Engine, line: &str) -> Value {
    serde_json::from_str(&e.handle_line(line).unwrap()).unwrap()
}

#[test]
fn a_bad_level_file_is_named_with_its_line_through_the_engine() {
    let dir = std::env::temp_dir().join(format!("parlour-level-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let classic =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/morpyam/classic.ron"))
            .unwrap();
    // It parses, but no line of the 6x6 grid holds 9 tokens: only the game's check can say so.
    let broken = classic.replacen("ko_line: 5", "ko_line: 9", 1);
    assert_ne!(broken, classic);
    let path = dir.join("broken.ron");
    std::fs::write(&path, &broken).unwrap();
    let mut e = Engine::new();
    let r = reply(
        &mut e,
        &format!(r#"{{"cmd":"new","game":"morpyam","level":{:?},"players":2}}"#, path.display().to_string()),
    );
    assert_eq!(r["ok"], false, "{r}");
    let msg = r["error"]["message"].as_str().unwrap();
    let line = broken.lines().position(|l| l.contains("ko_line")).unwrap() + 1;
    assert!(msg.contains(&format!("broken.ron:{line}:")), "{msg}");
    // The place is also given field by field.
    let level = &r["error"]["level"];
    assert!(level["file"].as_str().unwrap().ends_with("broken.ron"), "{r}");
    assert_eq!(level["line"], line, "{r}");
    assert!(level["column"].as_u64().is_some(), "{r}");
    // The same file, repaired, starts a match; the session went on.
    std::fs::write(&path, &classic).unwrap();
    let r = reply(
        &mut e,
        &format!(r#"{{"cmd":"new","game":"morpyam","level":{:?},"players":2}}"#, path.display().to_string()),
    );
    assert_eq!(r["ok"], true, "{r}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn match_spec_keeps_the_level_error_structured() {
    use parlour_rules::games::morpyam::Morpyam;
    use parlour_rules::{MatchSpec, RuleErrorKind};
    let dir = std::env::temp_dir().join(format!("parlour-spec-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.ron");
    std::fs::write(&path, "(\n  name: \"x\",\n  grid: 7,\n)").unwrap();
    let spec = MatchSpec { level: Some(path.display().to_string()), ..MatchSpec::new("morpyam", "", 2, 0) };
    let e = spec.config::<Morpyam>().unwrap_err();
    assert_eq!(e.kind, RuleErrorKind::BadInput);
    let level = e.level.expect("the level error is kept");
    assert_eq!(level.file, path.display().to_string());
    assert_eq!(level.line, Some(3));
    assert!(level.column.is_some());
    std::fs::remove_dir_all(dir).unwrap();
}
