//! `parlour-engine`: drive the rules core with JSON lines on stdin/stdout (see docs/engine.md).

use std::io::{BufRead, Write};

fn main() {
    let mut engine = parlour_rules::engine::Engine::new();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut input = stdin.lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        // A line that is not UTF-8 is answered with an error like any other bad request.
        match engine.handle_bytes(&line) {
            Some(reply) => {
                if !reply.is_empty() && writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
                    break;
                }
            }
            None => break,
        }
    }
}
