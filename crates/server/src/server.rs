//! The server as a whole: the HTTP routes, what every room shares, and how it starts and stops.
//!
//! - `GET /room/{CODE}`: a WebSocket into that room (join a seat, watch, decide).
//! - `GET /new`: a WebSocket that opens a room ([`ToServer::Create`]) and answers its code.
//! - `GET /mine`: a WebSocket that lists the open matches of the seat tokens it is sent.
//! - `GET /health`: `ok` while the server serves.
//! - `GET /metrics`: its numbers in the Prometheus text format.

use crate::config::Settings;
use crate::metrics::Metrics;
use crate::shared::Shared;
use crate::socket;
use crate::store::Store;
use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, State};
use axum::response::IntoResponse;
use axum::routing::get;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use tokio::sync::{Mutex, oneshot};

/// A running server. Dropping it stops it.
pub struct Running {
    /// Where clients connect: `ws://HOST:PORT`.
    pub url: String,
    pub address: SocketAddr,
    pub shared: Arc<Shared>,
    stop: Option<oneshot::Sender<()>>,
    done: Option<tokio::task::JoinHandle<()>>,
}

impl Running {
    /// Serve until stopped by Ctrl+C or SIGTERM.
    pub async fn until_signal(mut self) {
        let stop = self.stop.take();
        let ctrl_c = tokio::signal::ctrl_c();
        #[cfg(unix)]
        {
            let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
                .expect("a SIGTERM handler");
            tokio::select! {
                _ = ctrl_c => {}
                _ = term.recv() => {}
            }
        }
        #[cfg(not(unix))]
        let _ = ctrl_c.await;
        if let Some(stop) = stop {
            let _ = stop.send(());
        }
        if let Some(done) = self.done.take() {
            let _ = done.await;
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// Open the store and listen on the settings' address, on the current tokio runtime.
pub async fn start(settings: Settings) -> Result<Running, String> {
    let metrics = Arc::new(Metrics::default());
    let store = Store::open(&settings.database, metrics.clone()).await?;
    let listener = tokio::net::TcpListener::bind(settings.address)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", settings.address))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    let close_after_days = settings.close_after_days;
    let shared = Arc::new(Shared {
        settings,
        store,
        rooms: Mutex::new(HashMap::new()),
        next_id: AtomicU64::new(1),
        sockets: AtomicUsize::new(0),
        matches: AtomicUsize::new(0),
        metrics,
        rooms_by_address: Default::default(),
        tries_by_address: Default::default(),
    });
    // Matches nobody has moved in for the configured days are closed, checked hourly.
    let sweeper = shared.clone();
    tokio::spawn(async move {
        let mut hourly = tokio::time::interval(std::time::Duration::from_secs(3600));
        loop {
            hourly.tick().await;
            if let Err(e) = sweeper.store.close_idle(close_after_days).await {
                tracing::error!("closing idle matches: {e}");
            }
        }
    });
    let app = Router::new()
        .route("/room/{code}", get(room_socket))
        .route("/new", get(new_socket))
        .route("/mine", get(mine_socket))
        .route("/health", get(|| async { "ok" }))
        .route("/metrics", get(serve_metrics))
        .with_state(shared.clone());
    let (stop, stopped) = oneshot::channel::<()>();
    let done = tokio::spawn(async move {
        let service = app.into_make_service_with_connect_info::<SocketAddr>();
        let served = axum::serve(listener, service).with_graceful_shutdown(async {
            let _ = stopped.await;
        });
        if let Err(e) = served.await {
            tracing::error!("the server stopped: {e}");
        }
    });
    tracing::info!("listening on ws://{address}");
    Ok(Running { url: format!("ws://{address}"), address, shared, stop: Some(stop), done: Some(done) })
}

/// The server on a thread of its own with its own runtime (the desktop game's *Host on this
/// network*, and tests): returns once it listens.
pub fn spawn(settings: Settings) -> Result<Threaded, String> {
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let (stop_tx, stop_rx) = oneshot::channel::<()>();
    let thread = std::thread::Builder::new()
        .name("parlour-server".into())
        .spawn(move || {
            let runtime =
                match tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build() {
                    Ok(r) => r,
                    Err(e) => return ready_tx.send(Err(format!("cannot start: {e}"))).unwrap_or(()),
                };
            runtime.block_on(async move {
                match start(settings).await {
                    Ok(running) => {
                        let _ = ready_tx.send(Ok((running.url.clone(), running.address)));
                        let _ = stop_rx.await;
                        drop(running);
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                    }
                }
            });
        })
        .map_err(|e| format!("cannot start: {e}"))?;
    let (url, address) =
        ready_rx.recv().map_err(|_| "the server stopped before it listened".to_string())??;
    Ok(Threaded { url, address, stop: Some(stop_tx), thread: Some(thread) })
}

/// A server on its own thread; dropping it stops it.
pub struct Threaded {
    pub url: String,
    pub address: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Threaded {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

async fn room_socket(
    ws: WebSocketUpgrade,
    Path(code): Path<String>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    State(shared): State<Arc<Shared>>,
) -> impl IntoResponse {
    socket::upgrade(ws).on_upgrade(move |ws| socket::room(ws, code, from.ip(), shared))
}

async fn new_socket(
    ws: WebSocketUpgrade,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    State(shared): State<Arc<Shared>>,
) -> impl IntoResponse {
    socket::upgrade(ws).on_upgrade(move |ws| socket::create(ws, from.ip(), shared))
}

async fn mine_socket(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    socket::upgrade(ws).on_upgrade(move |ws| socket::mine(ws, shared))
}

async fn serve_metrics(State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    let text =
        shared.metrics.render(shared.matches.load(Ordering::Relaxed), shared.sockets.load(Ordering::Relaxed));
    ([(axum::http::header::CONTENT_TYPE, "text/plain; version=0.0.4")], text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};

    #[test]
    fn a_server_on_its_own_thread_serves_until_dropped() {
        let db = std::env::temp_dir().join(format!("parlour-threaded-{}.db", std::process::id()));
        let settings = Settings {
            address: "127.0.0.1:0".parse().unwrap(),
            database: db.display().to_string(),
            ..Settings::default()
        };
        let server = spawn(settings).unwrap();
        let health = |address: SocketAddr| -> std::io::Result<String> {
            let mut tcp = std::net::TcpStream::connect(address)?;
            tcp.write_all(b"GET /health HTTP/1.0\r\n\r\n")?;
            let mut reply = String::new();
            tcp.read_to_string(&mut reply)?;
            Ok(reply)
        };
        let address = server.address;
        assert!(server.url.starts_with("ws://127.0.0.1:"));
        assert!(health(address).unwrap().ends_with("\r\n\r\nok"));
        drop(server);
        assert!(health(address).is_err(), "nothing listens once it is dropped");
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
        }
    }
}
