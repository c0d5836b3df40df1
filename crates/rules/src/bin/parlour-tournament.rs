//! `parlour-tournament`: play seeded games between computer players of any game and print a
//! win/draw/loss table with 95% Wilson intervals (see docs/tournament.md).

use parlour_rules::MatchSpec;
use parlour_rules::game::check_bot_level;
use parlour_rules::games;
use parlour_rules::tournament::{self, EXTERNAL, EngineSpec, Settings, UNIFORM};
use serde_json::Value;
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "\
usage: parlour-tournament --game ID [--variant NAME | --level FILE] [--set PATH=VALUE]...
                          [--players N] [--games N] [--seed S] [--move-cap N] [--threads N]
                          [--engine COMMAND [--engine-option NAME=VALUE]... [--engine-timeout S]]
                          [--json] [--quiet] LEVEL LEVEL...

Plays N games; game g uses the match seed mix(S, g) and seats the entrants in rotation
(seat k gets entrant (g + k) mod entrants). LEVEL is a bot level of the game (random, easy,
medium, hard, and for Morris expert), `uniform` (uniform among legal actions) or, for Morris,
`engine`: the program COMMAND (split at spaces), spoken to over Sanmill's UCI-like protocol,
each NAME=VALUE sent as a setoption, each answer awaited S seconds (default 60); every move it
names is checked against our rules. --set overrides a field of the level file, e.g.
--set options.target_score=1 (VALUE is JSON, or else a string). A game still running after
--move-cap actions (default 100000) is stopped and counted as a draw.";

fn fail(message: &str) -> ExitCode {
    eprintln!("parlour-tournament: {message}\n\n{USAGE}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut spec = MatchSpec { variant: None, ..MatchSpec::new("", "", 2, 0) };
    let mut options = Value::Null;
    let mut settings =
        Settings { games: 100, seed: 1, players: 2, entrants: Vec::new(), move_cap: 100_000, threads: 1 };
    let (mut json, mut quiet) = (false, false);
    let mut engine: Option<EngineSpec> = None;
    let mut engine_options = Vec::new();
    let mut engine_timeout = 60;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        let number = |v: Result<String, String>| -> Result<u64, String> {
            let v = v?;
            v.parse().map_err(|_| format!("{v:?} is not a number"))
        };
        let step: Result<(), String> = (|| {
            match arg.as_str() {
                "--game" => spec.game = value("--game")?,
                "--variant" => spec.variant = Some(value("--variant")?),
                "--level" => spec.level = Some(value("--level")?),
                "--set" => {
                    let kv = value("--set")?;
                    let (path, text) = kv.split_once('=').ok_or_else(|| format!("--set {kv:?}: no '='"))?;
                    let v = serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()));
                    tournament::set_path(&mut options, path, v).map_err(|e| e.message)?;
                }
                "--players" => settings.players = number(value("--players"))? as usize,
                "--games" => settings.games = number(value("--games"))? as usize,
                "--seed" => settings.seed = number(value("--seed"))?,
                "--move-cap" => settings.move_cap = number(value("--move-cap"))? as usize,
                "--threads" => settings.threads = number(value("--threads"))? as usize,
                "--engine" => {
                    let command = value("--engine")?.split_whitespace().map(String::from).collect();
                    engine = Some(EngineSpec { command, options: Vec::new(), timeout: Default::default() });
                }
                "--engine-option" => {
                    let kv = value("--engine-option")?;
                    let (name, v) =
                        kv.split_once('=').ok_or_else(|| format!("--engine-option {kv:?}: no '='"))?;
                    engine_options.push((name.to_string(), v.to_string()));
                }
                "--engine-timeout" => engine_timeout = number(value("--engine-timeout"))?,
                "--json" => json = true,
                "--quiet" => quiet = true,
                "-h" | "--help" => return Err(String::new()),
                a if a.starts_with("--") => return Err(format!("unknown flag {a}")),
                level => settings.entrants.push(level.to_string()),
            }
            Ok(())
        })();
        if let Err(e) = step {
            if e.is_empty() {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            return fail(&e);
        }
    }
    if spec.game.is_empty() {
        return fail("--game is required");
    }
    if settings.entrants.is_empty() {
        return fail("name at least one level");
    }
    spec.players = settings.players;
    if !options.is_null() {
        spec.options = Some(options.clone());
    }
    let contest = match games::prepare_contest(&spec) {
        Ok(c) => c,
        Err(e) => return fail(&e.message),
    };
    for level in &settings.entrants {
        if level == EXTERNAL {
            if engine.is_none() {
                return fail("the entrant `engine` needs --engine COMMAND");
            }
        } else if level != UNIFORM
            && let Err(e) = check_bot_level(&spec.game, level)
        {
            return fail(&e.message);
        }
    }
    if engine.is_some() && !settings.entrants.iter().any(|l| l == EXTERNAL) {
        return fail("--engine is given but no entrant is `engine`");
    }
    let engine = engine.map(|e| EngineSpec {
        options: engine_options,
        timeout: std::time::Duration::from_secs(engine_timeout),
        ..e
    });
    let mut title =
        format!("{} ({})", spec.game, spec.level.as_deref().or(spec.variant.as_deref()).unwrap_or("default"));
    if !options.is_null() {
        title.push_str(&format!(" with {options}"));
    }
    let total = settings.games;
    let progress = |done: usize| {
        if !quiet && (done.is_multiple_of((total / 20).max(1)) || done == total) {
            eprint!("\r{done}/{total} games");
            let _ = std::io::stderr().flush();
        }
    };
    let report = match &engine {
        Some(engine) => tournament::run_morris_engine(&spec, &title, &settings, engine, &progress),
        None => contest.run(&title, &settings, &progress),
    };
    if !quiet {
        eprintln!();
    }
    match report {
        Ok(r) if json => {
            println!("{}", serde_json::to_string_pretty(&r).expect("reports serialise"));
            ExitCode::SUCCESS
        }
        Ok(r) => {
            print!("{r}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("parlour-tournament: {e}");
            ExitCode::FAILURE
        }
    }
}
