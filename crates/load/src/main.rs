//! `parlour-load`: simulated players against a Parlour server on this machine.
//!
//! `parlour-load [--url ws://127.0.0.1:3536] [--tables 20] [--matches 100] [--seconds 60]
//! [--think-ms 300] [--pid SERVER_PID] [--reconnect-seconds 0] [--ca ROOT.pem] [--acked FILE]
//! [--games morris:nine,morpyam:classic]`:
//! `--tables` tables play at once, each opening room after room until `--matches` are finished
//! or `--seconds` have passed; each decision waits up to `--think-ms` first. With `--pid`, the
//! server's memory and CPU time are read from /proc. With `--reconnect-seconds`, a player whose
//! connection drops comes back to its seat with its token (trying for that long) and plays on.
//! `--url wss://…` goes through a TLS proxy; `--ca` trusts only that root certificate (a
//! deployment's own authority). `--acked` writes every decision acknowledged to its player as
//! CSV (room, match, decision, action) for comparing with the server's log. `--games` plays only
//! those of the mix, in turn (two-seat games: two sockets a match). It only loads
//! loopback addresses, and exits 1 if any table failed.

use parlour_load::{Load, run};
use std::time::Duration;

fn main() {
    let mut load = Load::default();
    let mut acked_file = None;
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            eprintln!("parlour-load: {} needs a value", pair[0]);
            std::process::exit(2);
        };
        let number = || -> u64 {
            value.parse().unwrap_or_else(|_| {
                eprintln!("parlour-load: {flag} {value:?} is not a number");
                std::process::exit(2)
            })
        };
        match flag.as_str() {
            "--url" => load.url = value.clone(),
            "--tables" => load.tables = number() as usize,
            "--matches" => load.matches = number() as usize,
            "--seconds" => load.time = Duration::from_secs(number()),
            "--think-ms" => load.think = Duration::from_millis(number()),
            "--pid" => load.server_pid = Some(number() as u32),
            "--reconnect-seconds" => load.reconnect = Duration::from_secs(number()),
            "--ca" => load.ca = Some(value.into()),
            "--games" => {
                load.games = parlour_load::run::games(value).unwrap_or_else(|e| {
                    eprintln!("parlour-load: {e}");
                    std::process::exit(2)
                })
            }
            "--acked" => {
                acked_file = Some(std::path::PathBuf::from(value));
                load.keep_acks = true;
            }
            _ => {
                eprintln!("parlour-load: unknown option {flag}");
                std::process::exit(2);
            }
        }
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a runtime");
    match runtime.block_on(run(load)) {
        Ok(report) => {
            println!("{report}");
            if let Some(path) = acked_file {
                // CSV as PostgreSQL's COPY reads it: the action quoted, its quotes doubled.
                let mut csv = String::new();
                for a in &report.acked {
                    let action = a.action.replace('"', "\"\"");
                    csv.push_str(&format!("{},{},{},\"{action}\"\n", a.room, a.number, a.n));
                }
                if let Err(e) = std::fs::write(&path, csv) {
                    eprintln!("parlour-load: {}: {e}", path.display());
                    std::process::exit(2);
                }
                println!("acknowledged      {} decisions, listed in {}", report.acked.len(), path.display());
            }
            if report.errors > 0 {
                std::process::exit(1);
            }
        }
        Err(e) => {
            eprintln!("parlour-load: {e}");
            std::process::exit(2);
        }
    }
}
