//! Hostile level files and requests: truncated, empty, huge, deeply nested, wrong types,
//! unknown games and variants, NaN and infinities, bytes that are not UTF-8. Each is refused
//! with a message that says what is wrong and where, never a panic or a stack overflow.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use parlour_rules::LevelError;
use parlour_rules::engine::Engine;
use parlour_rules::game::Game;
use parlour_rules::games::{morfals::Morfals, morpyam::Morpyam, morris::Morris, sorry::Sorry};
use parlour_rules::level;
use serde_json::Value;

const NINE: &str = include_str!("../../../levels/morris/nine.ron");

/// A folder of its own for each test (`tag`), removed by the test when done.
fn dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("parlour-hostile-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The error every game gives for `text`, checked to be the same for all four: none may take it.
fn refused(text: &str) -> LevelError {
    let errors = [
        Morfals::load_config("x.ron", text).unwrap_err(),
        Morpyam::load_config("x.ron", text).unwrap_err(),
        Morris::load_config("x.ron", text).unwrap_err(),
        Sorry::load_config("x.ron", text).unwrap_err(),
    ];
    for e in &errors {
        assert_eq!(e.file, "x.ron");
    }
    errors[2].clone()
}

fn reply(engine: &mut Engine, line: &str) -> Value {
    serde_json::from_str(&engine.handle_line(line).unwrap()).unwrap()
}

fn error_message(reply: &Value) -> &str {
    assert_eq!(reply["ok"], false, "{reply}");
    reply["error"]["message"].as_str().unwrap()
}

#[test]
fn a_truncated_level_says_where_it_ends() {
    let cut = &NINE[..NINE.find("mills:").unwrap()];
    let e = Morris::load_config("x.ron", cut).unwrap_err();
    // The place is the end of the last thing read: the list before the cut.
    assert_eq!(e.line, Some(cut.trim_end().lines().count()), "{e}");
    assert!(e.to_string().ends_with(": Unexpected end of RON"), "{e}");
}

#[test]
fn an_empty_level_is_refused() {
    let e = refused("");
    assert_eq!(e.to_string(), "x.ron:1:1: Expected opening `(` for struct `Config`");
    let e = refused("  // only a comment\n");
    assert_eq!(e.to_string(), "x.ron:1:20: Expected opening `(` for struct `Config`");
}

#[test]
fn a_100_mb_level_is_refused_at_once() {
    let huge = format!("({})", " ".repeat(100 << 20));
    let started = Instant::now();
    let e = refused(&huge);
    assert_eq!(e.to_string(), "x.ron: 104857602 bytes is too large for a level file (at most 1048576)");
    // A file: its size is known before a byte is read (a sparse file takes no disk).
    let path = dir("huge").join("huge.ron");
    std::fs::File::create(&path).unwrap().set_len(100 << 20).unwrap();
    let e = level::read(&path).unwrap_err();
    assert_eq!(e.message, "104857600 bytes is too large for a level file (at most 1048576)");
    assert_eq!(e.file, path.display().to_string());
    let mut engine = Engine::new();
    let request = serde_json::json!({"cmd": "new", "game": "morris", "level": path});
    let message = error_message(&reply(&mut engine, &request.to_string())).to_owned();
    assert!(
        message.ends_with("huge.ron: 104857600 bytes is too large for a level file (at most 1048576)"),
        "{message}"
    );
    std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    // The configs are typed: a bracket where a number belongs stops the parse at once.
    let e = refused(&format!("(name: \"x\", lattice: {}", "[".repeat(100_000)));
    assert!(e.message.starts_with("Expected"), "{e}");
    // Where nesting is read (any RON value), the limit holds.
    for opener in ["(", "[", "{", "Some(", "A(", "(a:"] {
        let e = level::parse::<ron::Value>("x.ron", &opener.repeat(100_000)).unwrap_err();
        assert_eq!(e.message, "nested too deeply (more than 64 brackets inside one another)", "{opener}");
        assert_eq!(e.line, Some(1));
    }
    // The same in an engine request: serde_json's own limit.
    let mut engine = Engine::new();
    let line = format!(
        r#"{{"cmd":"new","game":"morris","options":{}1{}}}"#,
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    assert!(error_message(&reply(&mut engine, &line)).contains("recursion limit exceeded"));
}

#[test]
fn a_field_of_the_wrong_type_is_named_with_its_line() {
    let text = NINE.replacen("men: 9,", "men: \"nine\",", 1);
    let e = Morris::load_config("x.ron", &text).unwrap_err();
    let line = text.lines().position(|l| l.contains("men: \"nine\"")).unwrap() + 1;
    assert_eq!(e.line, Some(line), "{e}");
    assert_eq!(e.message, "Expected integer");
    let text = NINE.replacen("flying: true,", "flying: 1,", 1);
    let e = Morris::load_config("x.ron", &text).unwrap_err();
    assert_eq!(e.message, "Expected boolean");
    // And as an override in the engine.
    let mut engine = Engine::new();
    let r = reply(&mut engine, r#"{"cmd":"new","game":"morris","options":{"men":"nine"}}"#);
    assert_eq!(error_message(&r), r#"options: invalid type: string "nine", expected u8"#);
}

#[test]
fn an_unknown_game_or_variant_lists_the_known_ones() {
    let mut engine = Engine::new();
    let r = reply(&mut engine, r#"{"cmd":"new","game":"chess"}"#);
    assert_eq!(error_message(&r), r#"unknown game "chess" (known: morpyam, morfals, sorry, morris)"#);
    let r = reply(&mut engine, r#"{"cmd":"new","game":"morris","variant":"ten"}"#);
    assert_eq!(
        error_message(&r),
        r#"morris has no variant "ten" (known: nine, six, twelve, three, morabaraba)"#
    );
    let r = reply(&mut engine, r#"{"cmd":"new","game":"morris","options":{"board":3}}"#);
    assert_eq!(error_message(&r), r#"options: unknown field "board""#);
    let r = reply(&mut engine, r#"{"cmd":"new","game":7}"#);
    assert!(error_message(&r).starts_with("new: invalid type: integer `7`, expected a string"), "{r}");
}

#[test]
fn nan_and_infinite_numbers_are_refused() {
    let line = NINE.lines().position(|l| l.starts_with("    men: 9,")).unwrap() + 1;
    for (number, message) in [
        ("NaN", "Expected integer"),
        ("inf", "Expected integer"),
        ("-inf", "Expected integer"),
        ("1e308", "Invalid digit 'e' for base 10 integers"),
        ("256", "Integer is out of bounds"),
        ("-1", "Integer is out of bounds"),
        ("-0", "men must be 3..=12 on this board (both sides must fit), got 0"),
    ] {
        let text = NINE.replacen("men: 9,", &format!("men: {number},"), 1);
        let e = Morris::load_config("x.ron", &text).unwrap_err();
        assert_eq!((e.message.as_str(), e.line), (message, Some(line)), "{number}");
    }
    // JSON has no NaN nor infinity; 1e400 does not fit a float.
    let mut engine = Engine::new();
    for number in ["NaN", "Infinity", "1e400"] {
        let line = format!(r#"{{"cmd":"new","game":"morris","options":{{"men":{number}}}}}"#);
        assert!(error_message(&reply(&mut engine, &line)).starts_with("not JSON: "), "{number}");
    }
    let r = reply(&mut engine, r#"{"cmd":"new","game":"morris","options":{"men":1e308}}"#);
    assert_eq!(error_message(&r), "options: invalid type: floating point `1e+308`, expected u8");
}

#[test]
fn bytes_that_are_not_utf8_are_named_with_their_place() {
    let mut bytes = NINE.as_bytes().to_vec();
    let at = NINE.find("men: 9").unwrap();
    bytes[at + 5] = 0xFF; // the 9 of `    men: 9,`: column 10
    let path = dir("latin1").join("latin1.ron");
    std::fs::write(&path, &bytes).unwrap();
    let e = level::read(&path).unwrap_err();
    let line = NINE[..at].matches('\n').count() + 1;
    assert_eq!(
        e.to_string(),
        format!("{}:{line}:10: not UTF-8 text: byte 0xFF is not valid UTF-8 here", path.display())
    );
    // Through the engine, the same message; and a request line that is not UTF-8 is answered.
    let mut engine = Engine::new();
    let request = serde_json::json!({"cmd": "new", "game": "morris", "level": path});
    let r = reply(&mut engine, &request.to_string());
    assert!(
        error_message(&r)
            .ends_with(&format!("latin1.ron:{line}:10: not UTF-8 text: byte 0xFF is not valid UTF-8 here")),
        "{r}"
    );
    assert_eq!(r["error"]["level"]["line"], line);
    let r: Value = serde_json::from_str(&engine.handle_bytes(b"{\"cmd\":\"g\xe9mes\"}").unwrap()).unwrap();
    assert_eq!(error_message(&r), "not UTF-8 text: byte 0xE9 at column 10");
    assert_eq!(reply(&mut engine, r#"{"cmd":"games"}"#)["ok"], true, "the session goes on");
    std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
}

#[test]
fn options_out_of_range_are_refused_before_play() {
    let mut engine = Engine::new();
    for (options, message) in [
        (
            r#""game":"morris","options":{"men":200}"#,
            r#"level "Nine Men's Morris": men: men must be 3..=12 on this board (both sides must fit), got 200"#,
        ),
        (
            r#""game":"morris","options":{"lattice":255}"#,
            r#"level "Nine Men's Morris": lattice: lattice must be 2..=26, got 255"#,
        ),
        (
            r#""game":"morris","options":{"points":[]}"#,
            r#"level "Nine Men's Morris": points: a board needs 3..=32 points, got 0"#,
        ),
        (r#""game":"morris","players":0"#, "morris is for 2 players, not 0"),
        (
            r#""game":"sorry","players":18446744073709551615"#,
            "sorry is for 2 to 4 players, not 18446744073709551615",
        ),
        (r#""game":"sorry","players":-1"#, "new: invalid value: integer `-1`, expected usize"),
        (
            r#""game":"morfals","options":{"rows":255}"#,
            r#"morfals level "Standard": rows must be 2 to 26, not 255 (at rows:)"#,
        ),
        (
            r#""game":"morfals","options":{"options":{"target_score":0}}"#,
            r#"morfals level "Standard": target_score must be at least 1 (at target_score:)"#,
        ),
        (r#""game":"morpyam","options":{"ko_line":0}"#, "Classic: ko_line: ko_line must be 3 to 6, got 0"),
        (
            r#""game":"morpyam","options":{"tokens":{"two":0}}"#,
            "Classic: tokens: 2 players need 1 to 18 tokens each, got 0",
        ),
        (
            r#""game":"morpyam","options":{"tokens":{"two":-1}}"#,
            "options: invalid value: integer `-1`, expected u8",
        ),
    ] {
        let r = reply(&mut engine, &format!(r#"{{"cmd":"new",{options}}}"#));
        assert_eq!(error_message(&r), message, "{options}");
        assert_eq!(r["error"]["kind"], "bad_input");
    }
}
