//! Fuzzing harnesses of the rules crate's inputs, on [`parlour_rules::fuzz`]: whole
//! `parlour-engine` sessions and level files. Brief by default (CI); `make fuzz` runs them long
//! in release (`PARLOUR_FUZZ_SECONDS`, `PARLOUR_FUZZ_INPUTS`). Inputs that once panicked are
//! kept in `regressions` below.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use parlour_rules::engine::Engine;
use parlour_rules::fuzz::{self, Budget, Report};
use parlour_rules::game::{BOT_LEVELS, Game};
use parlour_rules::games::{GAMES, morfals::Morfals, morpyam::Morpyam, morris::Morris, sorry::Sorry};
use parlour_rules::level;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

/// Inputs per harness when no budget is set: about ten seconds each in a debug build.
const BRIEF: u64 = 8_000;

/// A session stops after this many lines: duplicated `apply` lines could otherwise make one
/// input a whole tournament.
const MAX_LINES: usize = 200;

fn check(report: &Report) {
    println!("{report}");
    for (input, message) in &report.panics {
        println!("  panic: {message}\n  input: {}", input.escape_ascii());
    }
    assert!(report.panics.is_empty(), "{report}");
}

// ---- engine sessions ----

/// The folder that `save`, `load` and `new`'s `level` are sent into: the fuzzer must never
/// read or write anywhere else (a path like /dev/stdin would also block the run).
fn sandbox() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        // In memory where there is such a folder: `save` syncs its file to disk, which took
        // up to a second a save on a busy disk.
        let shm = Path::new("/dev/shm");
        let base = if shm.is_dir() { shm.to_path_buf() } else { std::env::temp_dir() };
        // One folder for every run, so that runs leave no trail; what another run writes there
        // at the same time is as valid as what this one does.
        let dir = base.join("parlour-fuzz");
        std::fs::create_dir_all(&dir).unwrap();
        for (game, variant, _, text) in level::BUILTIN {
            std::fs::write(dir.join(format!("{game}-{variant}.ron")), text).unwrap();
        }
        std::fs::write(dir.join("broken.ron"), "(name: \"x\", rows: ").unwrap();
        std::fs::write(dir.join("garbage.json"), b"\xff{\"game\":").unwrap();
        dir
    })
}

/// A file name inside the sandbox for any path the input names.
fn sandboxed(path: &str) -> String {
    let name: String = path
        .rsplit('/')
        .next()
        .unwrap_or("")
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || "._-".contains(*c))
        .take(40)
        .collect();
    let name = name.trim_start_matches('.');
    sandbox().join(if name.is_empty() { "missing" } else { name }).display().to_string()
}

/// The line the engine gets, where it must differ from `line`: paths sent into the sandbox,
/// and unless `searching_bots`, the computer players that search (a fifth of a second per
/// decision, by design) replaced by the easy one, which reads the same views. The corpus runs
/// with them all in `engine_corpus_sessions_with_every_bot`, and the bots have their own tests.
fn confine(line: &[u8], searching_bots: bool) -> Option<Vec<u8>> {
    let mut request: Value = serde_json::from_slice(line).ok()?;
    let object = request.as_object_mut()?;
    let cmd = object.get("cmd").and_then(Value::as_str).unwrap_or("").to_owned();
    match cmd.as_str() {
        "save" => {
            object.insert("path".into(), json!(sandboxed("saved.json")));
        }
        "load" => {
            let path = object.get("path").and_then(Value::as_str).map(sandboxed);
            object.insert("path".into(), json!(path?));
        }
        "new" => {
            let path = object.get("level").and_then(Value::as_str).map(sandboxed);
            object.insert("level".into(), json!(path?));
        }
        "bot"
            if !searching_bots
                && matches!(object.get("level").and_then(Value::as_str), Some("medium" | "hard")) =>
        {
            object.insert("level".into(), json!("easy"));
        }
        _ => return None,
    }
    Some(request.to_string().into_bytes())
}

/// One session: every line must get a JSON reply with `ok` and, when not ok, an error with a
/// kind and a message. Accepted when every reply is ok.
fn session(input: &[u8], searching_bots: bool) -> bool {
    let mut engine = Engine::new();
    let mut all_ok = true;
    for (n, line) in input.split(|&b| b == b'\n').take(MAX_LINES).enumerate() {
        let confined = confine(line, searching_bots);
        let line = confined.as_deref().unwrap_or(line);
        let Some(reply) = engine.handle_bytes(line) else { break };
        if line.iter().all(|b| b" \t\r\n".contains(b)) {
            assert!(reply.is_empty(), "line {n}: a blank line gets no reply, not {reply}");
            continue;
        }
        let reply: Value = serde_json::from_str(&reply)
            .unwrap_or_else(|e| panic!("line {n}: reply not JSON ({e}): {reply}"));
        match reply["ok"].as_bool() {
            Some(true) => {}
            Some(false) => {
                all_ok = false;
                let error = &reply["error"];
                assert!(error["kind"].is_string() && error["message"].is_string(), "line {n}: {reply}");
            }
            None => panic!("line {n}: reply without ok: {reply}"),
        }
    }
    all_ok
}

fn send(engine: &mut Engine, lines: &mut Vec<String>, request: Value) -> Value {
    let line = request.to_string();
    let reply = engine.handle_line(&line).expect("not quit");
    lines.push(line);
    serde_json::from_str(&reply).unwrap()
}

/// A real session: `new`, then legal actions picked at random and bots' choices at every level,
/// with the reading commands between them.
fn real_session(new: Value, actions: usize, seed: u64) -> Vec<u8> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut engine = Engine::new();
    let mut lines = Vec::new();
    send(&mut engine, &mut lines, json!({"cmd": "games"}));
    let started = send(&mut engine, &mut lines, new);
    for step in 0..actions {
        if started["ok"] != true {
            break;
        }
        let status = send(&mut engine, &mut lines, json!({"cmd": "status", "id": step}));
        if status["to_act"].is_null() {
            break;
        }
        match step % 6 {
            1 => {
                send(&mut engine, &mut lines, json!({"cmd": "view", "seat": status["to_act"]}));
            }
            3 => {
                send(&mut engine, &mut lines, json!({"cmd": "show"}));
            }
            5 => {
                send(&mut engine, &mut lines, json!({"cmd": "state"}));
            }
            _ => {}
        }
        let action = if step % 4 == 2 {
            let level = BOT_LEVELS[(step / 4) % BOT_LEVELS.len()];
            send(&mut engine, &mut lines, json!({"cmd": "bot", "level": level, "seed": step}))["action"]
                .clone()
        } else {
            let legal = send(&mut engine, &mut lines, json!({"cmd": "legal"}));
            let legal = legal["actions"].as_array().cloned().unwrap_or_default();
            if legal.is_empty() {
                break;
            }
            legal[rng.random_range(0..legal.len())].clone()
        };
        send(&mut engine, &mut lines, json!({"cmd": "apply", "action": action, "id": step}));
    }
    if rng.random_bool(0.5) {
        send(&mut engine, &mut lines, json!({"cmd": "apply", "action": {"resign": {"seat": 0}}}));
    }
    lines.push(json!({"cmd": "quit"}).to_string());
    lines.join("\n").into_bytes()
}

/// The config of a variant as JSON: the fields `options` may override.
fn config_json(game: &str, variant: &str) -> Value {
    fn of<G: Game>(variant: &str) -> Value {
        serde_json::to_value(G::builtin_config(variant).unwrap()).unwrap()
    }
    match game {
        "morfals" => of::<Morfals>(variant),
        "morpyam" => of::<Morpyam>(variant),
        "morris" => of::<Morris>(variant),
        "sorry" => of::<Sorry>(variant),
        other => panic!("a game this file does not know: {other}"),
    }
}

/// Options that change one field of a config each: numbers moved, flags flipped.
fn overrides(config: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    let Some(fields) = config.as_object() else { return out };
    for (key, value) in fields {
        let changed = match value {
            Value::Bool(b) => json!(!b),
            Value::Number(n) => json!(n.as_u64().map_or(1, |n| n + 1)),
            Value::Object(_) => {
                out.extend(overrides(value).into_iter().map(|inner| json!({ key.clone(): inner })));
                continue;
            }
            Value::Null => json!(1),
            _ => continue,
        };
        out.push(json!({ key.clone(): changed }));
    }
    out
}

fn engine_corpus() -> Vec<Vec<u8>> {
    let mut corpus = Vec::new();
    let mut seed = 0;
    for game in GAMES {
        for variant in level::variants(game.id) {
            for players in game.min_players..=game.max_players {
                seed += 1;
                let new = json!({"cmd": "new", "game": game.id, "variant": variant, "players": players, "seed": seed});
                corpus.push(real_session(new, 24, seed));
            }
            let config = config_json(game.id, variant);
            for options in overrides(&config).into_iter().chain([config]) {
                seed += 1;
                let new = json!({"cmd": "new", "game": game.id, "variant": variant, "options": options, "seed": seed});
                corpus.push(real_session(new, 6, seed));
            }
            let new = json!({"cmd": "new", "game": game.id, "level": format!("{}-{variant}.ron", game.id)});
            corpus.push(real_session(new, 3, seed));
        }
    }
    corpus.push(
        [
            r#"{"cmd":"new","game":"morris","variant":"six"}"#,
            r#"{"cmd":"save","path":"saved.json"}"#,
            r#"{"cmd":"load","path":"saved.json"}"#,
            r#"{"cmd":"load","path":"garbage.json"}"#,
            r#"{"cmd":"new","game":"morpyam","level":"broken.ron"}"#,
            r#"{"cmd":"view","seat":7}"#,
            "",
            r#"{"cmd":"dance","id":[1,{"a":null}]}"#,
        ]
        .join("\n")
        .into_bytes(),
    );
    corpus
}

/// Words of the protocol and of the configs, for the fuzzer to insert.
fn engine_dictionary(corpus: &[Vec<u8>]) -> Vec<&'static [u8]> {
    let mut words: Vec<String> = [
        "\"cmd\":",
        "\"new\"",
        "\"apply\"",
        "\"legal\"",
        "\"bot\"",
        "\"view\"",
        "\"state\"",
        "\"status\"",
        "\"show\"",
        "\"games\"",
        "\"save\"",
        "\"load\"",
        "\"quit\"",
        "\"options\":",
        "\"players\":",
        "\"seed\":",
        "\"seat\":",
        "\"action\":",
        "\"variant\":",
        "\"level\":",
        "\"resign\"",
        "null",
        "true",
        "false",
        "{}",
        "[]",
        "\n",
        ",",
        ":",
        "\"",
        "{",
        "}",
        "[",
        "]",
    ]
    .map(String::from)
    .to_vec();
    // Every string and key of the corpus: game ids, variants, actions, config fields, enum names.
    for entry in corpus {
        for line in entry.split(|&b| b == b'\n') {
            if let Ok(value) = serde_json::from_slice::<Value>(line) {
                collect_words(&value, &mut words);
            }
        }
    }
    words.sort();
    words.dedup();
    words.into_iter().map(|w| &*Box::leak(w.into_bytes().into_boxed_slice())).collect()
}

fn collect_words(value: &Value, words: &mut Vec<String>) {
    match value {
        Value::String(s) if s.len() < 40 => words.push(format!("{s:?}")),
        Value::Array(items) => items.iter().for_each(|v| collect_words(v, words)),
        Value::Object(fields) => {
            for (key, v) in fields {
                words.push(format!("{key:?}:"));
                collect_words(v, words);
            }
        }
        _ => {}
    }
}

#[test]
fn engine_lines() {
    let corpus = engine_corpus();
    let dictionary = engine_dictionary(&corpus);
    let report = fuzz::run("engine_lines", &corpus, &dictionary, 1, Budget::from_env(BRIEF), |input| {
        session(input, false)
    });
    check(&report);
}

/// The corpus itself, with the computer players that search (not fuzzed, see `confine`).
#[test]
fn engine_corpus_sessions_with_every_bot() {
    let corpus = engine_corpus();
    let accepted = corpus.iter().filter(|input| session(input, true)).count();
    // The sessions are real: most are all ok (some overrides are refused on purpose).
    assert!(accepted * 2 > corpus.len(), "{accepted} of {}", corpus.len());
}

// ---- level files ----

/// A level as every game's config; where one parses and starts a match, a short random game is
/// played from it. Accepted when some game started a match.
fn level_file(input: &[u8]) -> bool {
    let Ok(text) = level::text("fuzz.ron", input.to_vec()) else { return false };
    let seed = input.iter().fold(0u64, |h, &b| h.wrapping_mul(31).wrapping_add(b as u64));
    let mut started = false;
    started |= play::<Morfals>(&text, seed);
    started |= play::<Morpyam>(&text, seed);
    started |= play::<Morris>(&text, seed);
    started |= play::<Sorry>(&text, seed);
    started
}

fn play<G: Game>(text: &str, seed: u64) -> bool {
    let config = match G::load_config("fuzz.ron", text) {
        Ok(config) => config,
        Err(e) => {
            assert!(e.file == "fuzz.ron" && !e.message.is_empty(), "{e:?}");
            return false;
        }
    };
    // Some levels are for some numbers of players only (teams of two): the first number the
    // level takes, from one drawn by the seed.
    let count = G::PLAYERS.clone().count();
    let started = (0..count).find_map(|k| {
        let players = G::PLAYERS.start() + (seed as usize + k) % count;
        G::new(&config, players, seed).inspect_err(|e| assert!(!e.message.is_empty())).ok()
    });
    let Some(mut game) = started else { return false };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..40 {
        let Some(seat) = game.to_act() else { break };
        let _ = (game.view(seat), game.dump());
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "seat {seat} is to act with no legal action:\n{}", game.dump());
        let action = legal[rng.random_range(0..legal.len())].clone();
        if let Err(e) = game.apply(action.clone()) {
            panic!("a legal action was refused: {action:?}: {e}\n{}", game.dump());
        }
    }
    let _ = (game.outcome(), serde_json::to_string(&game).unwrap());
    true
}

fn level_corpus() -> Vec<Vec<u8>> {
    level::BUILTIN.iter().map(|(.., text)| text.as_bytes().to_vec()).collect()
}

#[test]
fn level_files() {
    let corpus = level_corpus();
    let mut words: Vec<&[u8]> =
        vec![b"(", b")", b"[", b"]", b",", b":", b"Some(", b"None", b"true", b"false", b"\""];
    // Field and enum names of the levels themselves.
    let names: Vec<&[u8]> = level::BUILTIN
        .iter()
        .flat_map(|(.., text)| text.split(|c: char| !c.is_ascii_alphanumeric() && c != '_'))
        .filter(|w| w.len() > 2 && w.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
        .map(str::as_bytes)
        .collect();
    words.extend(names);
    words.sort();
    words.dedup();
    let report = fuzz::run("level_files", &corpus, &words, 2, Budget::from_env(BRIEF), level_file);
    check(&report);
}

#[test]
fn every_builtin_level_starts_a_match() {
    for (game, variant, _, text) in level::BUILTIN {
        assert!(level_file(text.as_bytes()), "{game} {variant}");
    }
}

/// Inputs the harnesses once failed on, run on every test.
#[test]
fn regressions() {
    // A line of U+0085 (next line) was trimmed as blank and got no reply at all.
    assert!(!session(b"\xc2\x85", false));
    let mut engine = Engine::new();
    let reply: Value = serde_json::from_str(&engine.handle_line("\u{85}").unwrap()).unwrap();
    assert!(reply["error"]["message"].as_str().unwrap().starts_with("not JSON: "), "{reply}");
    let reply: Value =
        serde_json::from_str(&engine.handle_line("\u{3000}{\"cmd\":\"games\"}").unwrap()).unwrap();
    assert_eq!(reply["ok"], false, "{reply}");
    assert_eq!(engine.handle_line(" \t\r").as_deref(), Some(""), "a blank line still gets no reply");
}

// ---- online messages ----

/// Real messages between a client and the server: a client's joining, decisions and
/// resignation; the server's welcome, and the table and updates of a seat and of a spectator
/// from the authority of a Morris and a Sorry! match along their first decisions.
fn online_corpus() -> Vec<Vec<u8>> {
    use parlour_rules::MatchSpec;
    use parlour_rules::online::authority::hold;
    use parlour_rules::online::protocol::{Sitter, ToClient, ToServer};
    use parlour_rules::online::{Refusal, Viewer, encode};
    fn tables<G: Game + Send + 'static>(variant: &str, players: usize, out: &mut Vec<Vec<u8>>)
    where
        G::Action: Send,
        G::Event: Send,
    {
        let mut held = hold::<G>(&MatchSpec::new(G::ID, variant, players, 3)).unwrap();
        for (id, viewer) in [(1, Viewer::Seat(1)), (2, Viewer::Spectator)] {
            let view = held.table(id, viewer, 9 + id).unwrap();
            out.push(encode(&ToClient::Table { number: 1, actions: 0, view, seed: 9 + id }));
        }
        for n in 1..=12u64 {
            if held.outcome().is_some() {
                break;
            }
            let action = held.bot("easy", n).unwrap();
            out.push(encode(&ToServer::Decide {
                at: n - 1,
                action: action.clone(),
                throw: Some([0.1, -1.0, 0.5]),
            }));
            held.apply(&action).unwrap();
            for id in [1, 2] {
                out.push(encode(&held.update(id, n, None).unwrap()));
            }
        }
        if let Some(resign) = held.resignation(1) {
            out.push(encode(&ToServer::Decide { at: 0, action: resign, throw: None }));
        }
    }
    let mut out = vec![
        encode(&ToServer::Join { name: "Ann".into(), token: None, seat: Some(1) }),
        encode(&ToServer::Resign),
        encode(&ToClient::Welcome {
            room: "ABC234".into(),
            game: "morris".into(),
            variant: "nine".into(),
            seats: vec![Sitter::Computer("easy".into()), Sitter::Free],
            you: Some(1),
            token: Some("0f".repeat(16)),
        }),
        encode(&ToClient::Refused { at: 3, why: Refusal::Stale { now: 4 } }),
    ];
    tables::<Morris>("nine", 2, &mut out);
    tables::<Sorry>("points", 2, &mut out);
    out
}

/// Bytes from the other side, read as both sides read them: as a client, a message that reads
/// is taken into its tables (one of each game, at the seat its welcome names: a table, then its
/// decisions); as the server, a decision is checked by the authority of a Morris and of a Sorry!
/// match. Nothing may panic.
fn online_message(input: &[u8]) -> bool {
    use parlour_rules::MatchSpec;
    use parlour_rules::online::protocol::{ToClient, ToServer};
    use parlour_rules::online::{Guest, decode};
    type Tables = (usize, Option<Guest<Morris>>, Option<Guest<Sorry>>);
    thread_local! {
        static TABLES: std::cell::RefCell<Tables> = const { std::cell::RefCell::new((1, None, None)) };
    }
    let mut read = false;
    if let Ok(message) = decode::<ToServer>(input) {
        read = true;
        if let ToServer::Decide { at, action, .. } = message {
            for spec in [MatchSpec::new("morris", "nine", 2, 1), MatchSpec::new("sorry", "points", 2, 1)] {
                let held = (parlour_rules::games::find(&spec.game).unwrap().hold)(&spec).unwrap();
                for seat in 0..2 {
                    let _ = held.check(seat, at, &action);
                }
            }
        }
    }
    if let Ok(message) = decode::<ToClient>(input) {
        read = true;
        TABLES.with_borrow_mut(|(seat, morris, sorry)| match message {
            ToClient::Welcome { you: Some(you), .. } => *seat = you,
            ToClient::Table { actions, view, seed, .. } => {
                *morris = Guest::from_table(*seat, actions, &view, seed).ok();
                *sorry = Guest::from_table(*seat, actions, &view, seed).ok();
            }
            ToClient::Update { actions, action, events, view, .. } => {
                if let Some(m) = morris {
                    let _ = m.update(actions, &action, &events, view.as_ref());
                }
                if let Some(s) = sorry {
                    let _ = s.update(actions, &action, &events, view.as_ref());
                }
            }
            _ => {}
        });
    }
    read
}

#[test]
fn online_messages() {
    let corpus = online_corpus();
    let words: Vec<&[u8]> = vec![
        b"\"parlour\":",
        b"\"body\":",
        b"\"Table\"",
        b"\"Update\"",
        b"\"Decide\"",
        b"\"Welcome\"",
        b"\"view\":",
        b"null",
        b"-1",
        b"18446744073709551615",
    ];
    let report = fuzz::run("online_messages", &corpus, &words, 3, Budget::from_env(BRIEF), online_message);
    check(&report);
}

// ---- the server's messages ----

/// Real messages a client sends the server: opening a room, joining, watching, decisions of a
/// Morris and a Sorry! match along their first moves, resigning, handing a seat to a computer,
/// listing one's matches.
fn server_corpus() -> Vec<Vec<u8>> {
    use parlour_rules::online::encode;
    use parlour_rules::online::protocol::{Plan, ToServer};
    fn decisions<G: Game>(variant: &str, players: usize, out: &mut Vec<Vec<u8>>) {
        let mut g = G::new(&G::builtin_config(variant).unwrap(), players, 3).unwrap();
        for n in 0..12u64 {
            let Some(action) = g.legal_actions().first().cloned() else { break };
            out.push(encode(&ToServer::Decide {
                at: n,
                action: serde_json::to_value(&action).unwrap(),
                throw: (n % 2 == 0).then_some([0.1, -1.0, 0.5]),
            }));
            g.apply(action).unwrap();
        }
    }
    let mut out = vec![
        encode(&ToServer::Create {
            game: "sorry".into(),
            variant: "points".into(),
            seats: vec![Plan::Person, Plan::Computer("hard".into())],
        }),
        encode(&ToServer::Join { name: "Ann".into(), token: Some("0f".repeat(16)), seat: Some(1) }),
        encode(&ToServer::Watch),
        encode(&ToServer::Resign),
        encode(&ToServer::StandIn { seat: 1, level: "easy".into() }),
        encode(&ToServer::Rematch),
        encode(&ToServer::Ping(7)),
        encode(&ToServer::Mine { tokens: vec!["ab".repeat(16)] }),
    ];
    decisions::<Morris>("nine", 2, &mut out);
    decisions::<Sorry>("points", 2, &mut out);
    out
}

/// Bytes from a client, read as the server reads them: a decision that reads is checked by the
/// server's authority of a Morris and of a Sorry! match, and applied when the rules take it.
/// Nothing may panic.
fn server_message(input: &[u8]) -> bool {
    use parlour_rules::MatchSpec;
    use parlour_rules::online::decode;
    use parlour_rules::online::protocol::ToServer;
    let Ok(message) = decode::<ToServer>(input) else { return false };
    if let ToServer::Decide { at, action, .. } = message {
        for spec in [MatchSpec::new("morris", "nine", 2, 1), MatchSpec::new("sorry", "points", 2, 1)] {
            let mut held = (parlour_rules::games::find(&spec.game).unwrap().hold)(&spec).unwrap();
            for seat in 0..2 {
                if let Ok(checked) = held.check(seat, at, &action) {
                    held.apply(&checked).expect("a checked decision applies");
                }
            }
        }
    }
    true
}

#[test]
fn server_messages() {
    let corpus = server_corpus();
    let words: Vec<&[u8]> = vec![
        b"\"parlour\":",
        b"\"body\":",
        b"\"Decide\"",
        b"\"Join\"",
        b"\"token\":",
        b"\"action\":",
        b"null",
        b"-1",
        b"18446744073709551615",
    ];
    let report = fuzz::run("server_messages", &corpus, &words, 3, Budget::from_env(BRIEF), server_message);
    check(&report);
}
