//! The signalling server of online play: it introduces the players of a room (the room code is
//! the path of the address they connect to) so that their browsers or desktops can open WebRTC
//! channels to each other; no move of any match ever passes through it.
//!
//! `parlour-signal [ADDRESS]` listens on ADDRESS (default 127.0.0.1:3536; port 0 picks a free
//! one) and prints `listening on ws://HOST:PORT` once it accepts connections.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::io::Write;
    use std::net::SocketAddr;
    use std::process::ExitCode;

    let arg = std::env::args().nth(1).unwrap_or_else(|| "127.0.0.1:3536".to_string());
    if arg == "--help" || arg == "-h" {
        println!("usage: parlour-signal [ADDRESS]   (default 127.0.0.1:3536)");
        return ExitCode::SUCCESS;
    }
    let address: SocketAddr = match arg.parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("parlour-signal: {arg:?} is not an address like 127.0.0.1:3536: {e}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("parlour-signal: cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(async move {
        let mut server = matchbox_signaling::SignalingServer::full_mesh_builder(address).cors().build();
        let bound = match server.bind() {
            Ok(a) => a,
            Err(e) => {
                eprintln!("parlour-signal: cannot listen on {address}: {e}");
                return ExitCode::FAILURE;
            }
        };
        println!("listening on ws://{bound}");
        let _ = std::io::stdout().flush();
        tokio::select! {
            result = server.serve() => match result {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("parlour-signal: {e}");
                    ExitCode::FAILURE
                }
            },
            _ = tokio::signal::ctrl_c() => ExitCode::SUCCESS,
        }
    })
}

#[cfg(target_arch = "wasm32")]
fn main() {}
