//! A Morris engine of another program as a tournament entrant, spoken to over the UCI-like
//! text protocol of Sanmill's engine (its `src/uci.cpp`): `uci` is answered by `uciok`,
//! `setoption name N value V` sets an option, `isready` by `readyok`, `ucinewgame` starts a
//! match, and `position startpos moves …` then `go` by a line holding `bestmove M` (Sanmill
//! writes `info score S bestmove M`). Moves are written on the board's point names: `d6`
//! places, `a1-a4` moves, `xd7` removes. Our rules judge the match: every move the engine
//! names must be legal here, and its end is ours (set the engine's own rule options to
//! match the level's).

use super::play::{External, run_with};
use super::report::Report;
use super::settings::Settings;
use crate::dynmatch::MatchSpec;
use crate::error::RuleError;
use crate::game::Game;
use crate::games::morris::{Action, Morris};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

/// How to start the engine and what to tell it first.
#[derive(Debug, Clone, PartialEq)]
pub struct EngineSpec {
    /// The program and its arguments.
    pub command: Vec<String>,
    /// `setoption` pairs, sent in order after the handshake.
    pub options: Vec<(String, String)>,
    /// The longest wait for any answer.
    pub timeout: Duration,
}

/// The engine's notation of `a` in `m` (the match before it).
pub fn notation(m: &Morris, a: Action) -> String {
    match a {
        Action::Place(p) => m.name(p).to_string(),
        Action::Remove(p) => format!("x{}", m.name(p)),
        Action::Move { from, to } => format!("{}-{}", m.name(from), m.name(to)),
        Action::Resign { .. } => "resign".to_string(),
    }
}

/// The legal action of `m` that `text` names, or why there is none.
pub fn parse_action(m: &Morris, text: &str) -> Result<Action, RuleError> {
    // Sanmill answers `bestmove draw` when its own draw rules end the game first.
    if text == "draw" {
        return Err(RuleError::illegal(format!(
            "the engine claims a draw that these rules do not give here (match its draw options, \
             NMoveRule and ThreefoldRepetitionRule, to the level's):\n{}",
            m.dump()
        )));
    }
    let point = |name: &str| {
        m.point_named(name)
            .ok_or_else(|| RuleError::bad_input(format!("the engine named no point: {text:?}")))
    };
    let action = if let Some(name) = text.strip_prefix('x') {
        Action::Remove(point(name)?)
    } else if let Some((from, to)) = text.split_once('-') {
        Action::Move { from: point(from)?, to: point(to)? }
    } else {
        Action::Place(point(text)?)
    };
    if m.legal_actions().contains(&action) {
        Ok(action)
    } else {
        Err(RuleError::illegal(format!("the engine chose {text}, which is not legal here:\n{}", m.dump())))
    }
}

/// The move of a line of engine output, if the line gives one: the word after `bestmove`.
pub fn bestmove(line: &str) -> Option<&str> {
    let mut words = line.split_whitespace();
    words.by_ref().find(|&w| w == "bestmove")?;
    words.next().filter(|m| !matches!(*m, "none" | "(none)" | "0000"))
}

/// The `position` command for the match whose actions so far are `played`, from the start.
pub fn position_command(
    config: &crate::games::morris::Config,
    played: &[Action],
) -> Result<String, RuleError> {
    let mut m = Morris::new(config, 2, 0)?;
    let mut line = String::from("position startpos");
    if !played.is_empty() {
        line.push_str(" moves");
    }
    for &a in played {
        line.push(' ');
        line.push_str(&notation(&m, a));
        m.play(a)?;
    }
    Ok(line)
}

/// A running engine.
pub struct MorrisEngine {
    child: Child,
    stdin: ChildStdin,
    /// The engine's output, a line at a time, read on a thread of its own so that a silent
    /// engine times out instead of hanging the tournament.
    lines: Receiver<String>,
    timeout: Duration,
    name: String,
}

impl MorrisEngine {
    /// Start the engine, shake hands and set its options.
    pub fn start(spec: &EngineSpec) -> Result<MorrisEngine, RuleError> {
        let (program, args) =
            spec.command.split_first().ok_or_else(|| RuleError::bad_input("the engine command is empty"))?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| RuleError::bad_input(format!("cannot start the engine {program:?}: {e}")))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut e = MorrisEngine { child, stdin, lines, timeout: spec.timeout, name: program.clone() };
        e.send("uci")?;
        e.wait_for(|l| l.trim() == "uciok")?;
        for (name, value) in &spec.options {
            e.send(&format!("setoption name {name} value {value}"))?;
        }
        e.ready()?;
        Ok(e)
    }

    fn send(&mut self, command: &str) -> Result<(), RuleError> {
        writeln!(self.stdin, "{command}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| RuleError::bad_input(format!("the engine {:?} stopped listening: {e}", self.name)))
    }

    /// The first line `wanted` accepts (earlier ones are skipped).
    fn wait_for(&mut self, wanted: impl Fn(&str) -> bool) -> Result<String, RuleError> {
        let deadline = std::time::Instant::now() + self.timeout;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if wanted(&line) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(RuleError::bad_input(format!(
                        "the engine {:?} did not answer within {:?}",
                        self.name, self.timeout
                    )));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(RuleError::bad_input(format!("the engine {:?} has stopped", self.name)));
                }
            }
        }
    }

    fn ready(&mut self) -> Result<(), RuleError> {
        self.send("isready")?;
        self.wait_for(|l| l.trim() == "readyok").map(drop)
    }

    /// The engine's action in `m`, whose actions from the start were `played`.
    pub fn choose_in(&mut self, m: &Morris, played: &[Action]) -> Result<Action, RuleError> {
        let position = position_command(m.config(), played)?;
        self.send(&position)?;
        self.send("go")?;
        let line = self.wait_for(|l| l.split_whitespace().any(|w| w == "bestmove"))?;
        let text = bestmove(&line)
            .ok_or_else(|| RuleError::illegal(format!("the engine gave no move: {line:?}\n{}", m.dump())))?;
        parse_action(m, text)
    }
}

impl External<Morris> for MorrisEngine {
    fn new_match(&mut self) -> Result<(), RuleError> {
        self.send("ucinewgame")?;
        self.ready()
    }
    fn choose(&mut self, m: &Morris, played: &[Action]) -> Result<Action, RuleError> {
        self.choose_in(m, played)
    }
}

impl Drop for MorrisEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // A moment to leave by itself, then it is stopped.
        for _ in 0..20 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A Morris tournament where the entrant [`super::EXTERNAL`] is the engine `engine` (one
/// process per thread), on the variant `spec` describes.
pub fn run_morris_engine(
    spec: &MatchSpec,
    title: &str,
    settings: &Settings,
    engine: &EngineSpec,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Report, RuleError> {
    if spec.game != Morris::ID {
        return Err(RuleError::bad_input(format!("an engine plays Morris only, not {}", spec.game)));
    }
    let config = spec.config::<Morris>()?;
    let make = || MorrisEngine::start(engine).map(|e| Box::new(e) as Box<dyn External<Morris>>);
    run_with::<Morris>(title, &config, settings, progress, Some(&make))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::morris::Config;

    fn nine() -> Config {
        Config::builtin("nine").unwrap()
    }

    #[test]
    fn bestmove_is_read_from_sanmill_s_lines() {
        let lines = [
            ("info score 5 bestmove d6", Some("d6")),
            ("info score -3 aimovetype perfect bestmove a1-a4", Some("a1-a4")),
            ("info score 80 aimovetype consensus bestmove xg7", Some("xg7")),
            ("bestmove b2", Some("b2")),
            ("bestmove none", None),
            ("info depth 7", None),
            ("bestmove", None),
            ("", None),
        ];
        for (line, want) in lines {
            assert_eq!(bestmove(line), want, "{line:?}");
        }
    }

    #[test]
    fn notation_names_every_legal_action_and_reads_back() {
        let c = nine();
        // Placing (with a removal on the way), sliding and flying.
        let placing = Morris::from_position(&c, "WW......................", 0, [7, 9]).unwrap();
        let removing = {
            let mut m = placing.clone();
            m.play(Action::Place(2)).unwrap();
            m
        };
        let sliding = Morris::from_position(&c, "WBWBWBW.BWB..WBW.B.WB...", 0, [0, 0]).unwrap();
        let flying = Morris::from_position(&c, "W..B.B..B.W...B..B...W..", 0, [0, 0]).unwrap();
        for m in [placing, removing, sliding, flying] {
            for a in m.legal_actions() {
                assert_eq!(parse_action(&m, &notation(&m, a)).unwrap(), a);
            }
        }
        let m = Morris::from_position(&c, "WBWBWBW.BWB..WBW.B.WB...", 0, [0, 0]).unwrap();
        assert_eq!(notation(&m, Action::Move { from: 6, to: 7 }), "c5-d5");
        assert_eq!(notation(&m, Action::Remove(1)), "xd7");
        assert!(parse_action(&m, "a7-d7").unwrap_err().message.contains("not legal"), "d7 is taken");
        assert!(parse_action(&m, "d5").is_err(), "no placing once all are placed");
        assert!(parse_action(&m, "z9").unwrap_err().message.contains("named no point"));
        assert!(parse_action(&m, "draw").unwrap_err().message.contains("claims a draw"));
    }

    #[test]
    fn the_position_command_lists_the_match_in_the_engine_s_notation() {
        let c = nine();
        assert_eq!(position_command(&c, &[]).unwrap(), "position startpos");
        // White d7 g7 a7 closes the top row and removes Black's d1.
        let played =
            [Action::Place(1), Action::Place(22), Action::Place(2), Action::Place(19), Action::Place(0)];
        let mut m = Morris::new(&c, 2, 0).unwrap();
        for &a in &played {
            m.play(a).unwrap();
        }
        let mut all = played.to_vec();
        all.push(Action::Remove(22));
        assert_eq!(position_command(&c, &all).unwrap(), "position startpos moves d7 d1 g7 d2 a7 xd1");
        assert!(position_command(&c, &[Action::Place(1), Action::Place(1)]).is_err());
    }

    /// A stand-in engine: a shell script that answers the handshake and, to each `go`, the
    /// next of its moves in Sanmill's words (once they run out, only a line of no move).
    #[cfg(unix)]
    fn fake_engine(moves: &str) -> EngineSpec {
        let script = format!(
            "set -- {moves}; while read -r line; do case \"$line\" in \
             uci) echo 'id name stand-in'; echo uciok;; \
             isready) echo readyok;; \
             go*) if [ $# -gt 0 ]; then echo \"info score 0 bestmove $1\"; shift; \
             else echo 'info depth 1'; fi;; \
             quit) exit 0;; \
             esac; done"
        );
        EngineSpec {
            command: vec!["sh".into(), "-c".into(), script],
            options: vec![("SkillLevel".into(), "1".into())],
            timeout: Duration::from_secs(10),
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_stand_in_engine_plays_through_the_protocol_and_is_checked() {
        let c = nine();
        let mut e = MorrisEngine::start(&fake_engine("d6 xd2 d2")).unwrap();
        e.new_match().unwrap();
        let mut m = Morris::new(&c, 2, 0).unwrap();
        let mut played = vec![];
        let first = e.choose(&m, &played).unwrap();
        assert_eq!(first, Action::Place(m.point_named("d6").unwrap()));
        m.play(first).unwrap();
        played.push(first);
        // "xd2" is no placement, and nothing is to be removed: refused, not played.
        let e2 = e.choose(&m, &played).unwrap_err();
        assert!(e2.message.contains("xd2") && e2.message.contains("not legal"), "{e2}");
        assert_eq!(e.choose(&m, &played).unwrap(), Action::Place(m.point_named("d2").unwrap()));
        // Out of moves: it answers nothing, and the wait ends.
        let quick = EngineSpec { timeout: Duration::from_millis(300), ..fake_engine("d6") };
        let mut e = MorrisEngine::start(&quick).unwrap();
        e.choose(&m, &played).unwrap_err();
        let silent = e.choose(&m, &played).unwrap_err();
        assert!(silent.message.contains("did not answer"), "{silent}");
        assert!(
            MorrisEngine::start(&EngineSpec { command: vec!["/no/such/engine".into()], ..quick }).is_err()
        );
    }
}
