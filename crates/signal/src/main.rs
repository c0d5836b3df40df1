//! `parlour-signal [ADDRESS]`: the signalling server of online play on ADDRESS (default
//! 127.0.0.1:3536; port 0 picks a free one). Prints `listening on ws://HOST:PORT` once it accepts
//! connections; Ctrl+C stops it. Behind a TLS proxy it serves the `wss://` address a web page
//! needs (see the README).

use std::io::Write;
use std::net::SocketAddr;
use std::process::ExitCode;

fn main() -> ExitCode {
    let arg = std::env::args().nth(1).unwrap_or_else(|| "127.0.0.1:3536".to_string());
    if arg == "--help" || arg == "-h" {
        println!(
            "usage: parlour-signal [ADDRESS]   (default 127.0.0.1:3536; 0.0.0.0:3536 for every interface)"
        );
        return ExitCode::SUCCESS;
    }
    let address: SocketAddr = match arg.parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("parlour-signal: {arg:?} is not an address like 127.0.0.1:3536: {e}");
            return ExitCode::from(2);
        }
    };
    let server = match parlour_signal::Server::start(address) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("parlour-signal: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!("listening on {}", server.url);
    let _ = std::io::stdout().flush();
    match server.wait() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("parlour-signal: {e}");
            ExitCode::FAILURE
        }
    }
}
