//! `parlour-engine`: drive the rules core with JSON lines on stdin/stdout (see docs/engine.md).

use std::io::{BufRead, Write};

fn main() {
    let mut engine = parlour_rules::engine::Engine::new();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        match engine.handle_line(&line) {
            Some(reply) => {
                if !reply.is_empty() && writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
                    break;
                }
            }
            None => break,
        }
    }
}
