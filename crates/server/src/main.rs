//! `parlour-server`: the online server on `PARLOUR_ADDRESS` (default 127.0.0.1:3536; port 0 picks
//! a free one) with its matches in `PARLOUR_DATABASE` (default `parlour-server.db`, a SQLite
//! file). Prints `listening on ws://HOST:PORT` once it accepts connections; Ctrl+C or SIGTERM
//! stops it. Every setting is in docs/online.md.

use std::io::Write;

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("PARLOUR_LOG").unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        // Colours for a terminal only: a log file or a service's journal gets plain lines.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    let settings = match parlour_server::Settings::from_env() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("parlour-server: {e}");
            std::process::exit(2);
        }
    };
    match parlour_server::start(settings).await {
        Ok(running) => {
            println!("listening on {}", running.url);
            let _ = std::io::stdout().flush();
            running.until_signal().await;
        }
        Err(e) => {
            eprintln!("parlour-server: {e}");
            std::process::exit(1);
        }
    }
}
