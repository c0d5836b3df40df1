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
    // The same file, repaired, starts a match; the session went on.
    std::fs::write(&path, &classic).unwrap();
    let r = reply(
        &mut e,
        &format!(r#"{{"cmd":"new","game":"morpyam","level":{:?},"players":2}}"#, path.display().to_string()),
    );
    assert_eq!(r["ok"], true, "{r}");
    std::fs::remove_dir_all(dir).unwrap();
}
