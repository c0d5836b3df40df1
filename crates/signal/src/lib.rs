//! The signalling server of online play: it introduces the players of a room (the room code is
//! the path of the address they connect to) so that their browsers or desktops can open WebRTC
//! channels to each other. No move of any match passes through it.
//!
//! [`Server::start`] runs one on its own thread (the `parlour-signal` program, and the online
//! tests on 127.0.0.1); dropping it stops it.

use std::net::SocketAddr;
use std::thread::JoinHandle;
use tokio::sync::oneshot;

/// A running signalling server.
pub struct Server {
    /// Where peers connect: `ws://HOST:PORT`.
    pub url: String,
    pub address: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<Result<(), String>>>,
}

impl Server {
    /// Listen on `address` (port 0: any free port) and serve until dropped or [`Server::wait`]
    /// ends.
    pub fn start(address: SocketAddr) -> Result<Self, String> {
        let (stop, stopped) = oneshot::channel();
        let (bound_tx, bound_rx) = std::sync::mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("parlour-signal".into())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(2)
                    .enable_all()
                    .build()
                    .map_err(|e| format!("cannot start: {e}"))?;
                runtime.block_on(async move {
                    let mut server = matchbox_signaling::SignalingServer::full_mesh_builder(address)
                        .cors()
                        .with_shutdown(stopped)
                        .build();
                    match server.bind() {
                        Ok(bound) => {
                            let _ = bound_tx.send(Ok(bound));
                        }
                        Err(e) => {
                            let e = format!("cannot listen on {address}: {e}");
                            let _ = bound_tx.send(Err(e.clone()));
                            return Err(e);
                        }
                    }
                    server.serve().await.map_err(|e| e.to_string())
                })
            })
            .map_err(|e| format!("cannot start: {e}"))?;
        let bound = bound_rx.recv().map_err(|_| "the server stopped before it listened".to_string())??;
        Ok(Self { url: format!("ws://{bound}"), address: bound, stop: Some(stop), thread: Some(thread) })
    }

    /// Serve until the server fails (it does not end on its own otherwise).
    pub fn wait(mut self) -> Result<(), String> {
        let thread = self.thread.take().expect("a running server has its thread");
        thread.join().map_err(|_| "the server's thread panicked".to_string())?
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
