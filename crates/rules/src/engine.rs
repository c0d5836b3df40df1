//! The `parlour-engine` protocol: one JSON request per line in, one JSON reply per line out.
//! A malformed or illegal request gets an error reply and the session goes on.
//! The protocol is documented in `docs/engine.md`.

use crate::dynmatch::{DynMatch, MatchSpec};
use crate::error::RuleError;
use crate::files::write_atomic;
use crate::games;
use crate::level;
use serde_json::{Value, json};
use std::path::Path;

/// A session: at most one match at a time.
#[derive(Default)]
pub struct Engine {
    current: Option<Box<dyn DynMatch>>,
    bot_calls: u64,
}

impl Engine {
    pub fn new() -> Self {
        Self::default()
    }

    /// Handle one line of input as bytes, as read from a pipe: a line that is not UTF-8 gets an
    /// error reply (with the column of the first bad byte) and the session goes on.
    pub fn handle_bytes(&mut self, line: &[u8]) -> Option<String> {
        match std::str::from_utf8(line) {
            Ok(line) => self.handle_line(line),
            Err(e) => {
                let at = e.valid_up_to();
                let column = String::from_utf8_lossy(&line[..at]).chars().count() + 1;
                let message = format!("not UTF-8 text: byte 0x{:02X} at column {column}", line[at]);
                Some(error_reply(&Value::Null, &RuleError::bad_input(message)))
            }
        }
    }

    /// Handle one line of input; `None` means the session should end.
    pub fn handle_line(&mut self, line: &str) -> Option<String> {
        // JSON's whitespace only: a line of other spaces (U+0085, U+3000) is not blank, and is
        // answered like any other line that is not JSON.
        let line = line.trim_matches([' ', '\t', '\r', '\n']);
        if line.is_empty() {
            return Some(String::new());
        }
        let request: Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(e) => {
                return Some(error_reply(&Value::Null, &RuleError::bad_input(format!("not JSON: {e}"))));
            }
        };
        let id = request.get("id").cloned().unwrap_or(Value::Null);
        if request.get("cmd").and_then(Value::as_str) == Some("quit") {
            return None;
        }
        let reply = match self.handle(&request) {
            Ok(mut v) => {
                v["ok"] = json!(true);
                if !id.is_null() {
                    v["id"] = id;
                }
                v.to_string()
            }
            Err(e) => error_reply(&id, &e),
        };
        Some(reply)
    }

    fn current(&self) -> Result<&dyn DynMatch, RuleError> {
        self.current
            .as_deref()
            .ok_or_else(|| RuleError::bad_input("no match: send {\"cmd\":\"new\",…} first"))
    }

    fn handle(&mut self, req: &Value) -> Result<Value, RuleError> {
        let cmd =
            req.get("cmd").and_then(Value::as_str).ok_or_else(|| RuleError::bad_input("missing \"cmd\""))?;
        match cmd {
            "games" => Ok(json!({ "games": games::GAMES.iter().map(|g| json!({
                "id": g.id, "name": g.name, "min_players": g.min_players, "max_players": g.max_players,
                "variants": level::variants(g.id),
            })).collect::<Vec<_>>() })),
            "new" => {
                let spec: MatchSpec = serde_json::from_value(req.clone())
                    .map_err(|e| RuleError::bad_input(format!("new: {e}")))?;
                let m = (games::find(&spec.game)?.create)(&spec)?;
                self.current = Some(m);
                self.status()
            }
            "legal" => Ok(json!({ "actions": self.current()?.legal_json() })),
            "apply" => {
                let action =
                    req.get("action").ok_or_else(|| RuleError::bad_input("apply: missing \"action\""))?;
                let m = self.current.as_deref_mut().ok_or_else(|| RuleError::bad_input("no match"))?;
                let events = m.apply_json(action)?;
                let mut v = self.status()?;
                v["events"] = json!(events);
                Ok(v)
            }
            "status" => self.status(),
            "state" => {
                Ok(json!({ "game": self.current()?.game_id(), "state": self.current()?.state_json() }))
            }
            "view" => {
                let seat = req
                    .get("seat")
                    .and_then(Value::as_u64)
                    .ok_or_else(|| RuleError::bad_input("view: missing \"seat\""))?
                    as usize;
                let m = self.current()?;
                if seat >= m.players() {
                    return Err(RuleError::bad_input(format!("view: no seat {seat}")));
                }
                Ok(json!({ "view": m.view_json(seat) }))
            }
            "show" => Ok(json!({ "text": self.current()?.dump() })),
            "bot" => {
                let level = req.get("level").and_then(Value::as_str).unwrap_or("medium");
                self.bot_calls += 1;
                let seed = req.get("seed").and_then(Value::as_u64).unwrap_or(self.bot_calls);
                Ok(json!({ "action": self.current()?.bot_json(level, seed)? }))
            }
            "save" => {
                let path = req
                    .get("path")
                    .and_then(Value::as_str)
                    .ok_or_else(|| RuleError::bad_input("save: missing \"path\""))?;
                let m = self.current()?;
                let doc = json!({ "game": m.game_id(), "state": m.state_json() });
                write_atomic(Path::new(path), doc.to_string().as_bytes())
                    .map_err(|e| RuleError::bad_input(format!("save: {path}: {e}")))?;
                Ok(json!({ "saved": path }))
            }
            "load" => {
                let path = req
                    .get("path")
                    .and_then(Value::as_str)
                    .ok_or_else(|| RuleError::bad_input("load: missing \"path\""))?;
                let text = std::fs::read_to_string(path)
                    .map_err(|e| RuleError::bad_input(format!("load: {path}: {e}")))?;
                self.current = Some(
                    load_match(&text)
                        .map_err(|e| RuleError::bad_input(format!("load: {path}: {}", e.message)))?,
                );
                self.status()
            }
            other => Err(RuleError::bad_input(format!(
                "unknown cmd {other:?} (known: games, new, legal, apply, status, state, view, show, bot, save, load, quit)"
            ))),
        }
    }

    fn status(&self) -> Result<Value, RuleError> {
        let m = self.current()?;
        Ok(json!({ "game": m.game_id(), "to_act": m.to_act(), "outcome": m.outcome() }))
    }
}

/// Read a saved match (`{"game": id, "state": …}`).
pub fn load_match(text: &str) -> Result<Box<dyn DynMatch>, RuleError> {
    let doc: Value =
        serde_json::from_str(text).map_err(|e| RuleError::bad_input(format!("not JSON: {e}")))?;
    let game =
        doc.get("game").and_then(Value::as_str).ok_or_else(|| RuleError::bad_input("missing \"game\""))?;
    let state = doc.get("state").cloned().ok_or_else(|| RuleError::bad_input("missing \"state\""))?;
    (games::find(game)?.load)(state)
}

fn error_reply(id: &Value, e: &RuleError) -> String {
    // `kind` and `message`, and for a bad level file `level`: its `file`, `line` and `column`.
    let mut v = json!({ "ok": false, "error": e });
    if !id.is_null() {
        v["id"] = id.clone();
    }
    v.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(e: &mut Engine, line: &str) -> Value {
        serde_json::from_str(&e.handle_line(line).unwrap()).unwrap()
    }

    #[test]
    fn malformed_input_gets_an_error_and_the_session_goes_on() {
        let mut e = Engine::new();
        let r = reply(&mut e, "{not json");
        assert_eq!(r["ok"], false);
        assert_eq!(r["error"]["kind"], "bad_input");
        let r = reply(&mut e, r#"{"cmd":"legal","id":3}"#);
        assert_eq!(r["ok"], false);
        assert_eq!(r["id"], 3);
        let r = reply(&mut e, r#"{"cmd":"dance"}"#);
        assert!(r["error"]["message"].as_str().unwrap().contains("unknown cmd"));
        let r = reply(&mut e, r#"{"cmd":"new","game":"chess"}"#);
        assert!(r["error"]["message"].as_str().unwrap().contains("unknown game"));
        assert_eq!(reply(&mut e, r#"{"cmd":"games"}"#)["ok"], true);
        assert!(e.handle_line(r#"{"cmd":"quit"}"#).is_none());
    }
}
