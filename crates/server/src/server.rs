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
use axum::http::HeaderMap;
use axum::response::IntoResponse;
use axum::routing::get;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
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
    let hold_check = settings.hold_check;
    let shared = Arc::new(Shared {
        holder: format!("{:016x}", rand::random::<u64>()),
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
    if !hold_check.is_zero() {
        tokio::spawn(let_taken_rooms_go(shared.clone(), hold_check));
    }
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

/// Every `every`, the rooms this server holds that another loaded since the last look: each is
/// told, and lets go unless it was loaded after the question.
async fn let_taken_rooms_go(shared: Arc<Shared>, every: std::time::Duration) {
    let mut tick = tokio::time::interval(every);
    // A second's overlap: `held_at` counts whole seconds.
    let mut since = crate::store::now() - 1;
    loop {
        tick.tick().await;
        let asked = tokio::time::Instant::now();
        let next_since = crate::store::now() - 1;
        match shared.store.taken(&shared.holder, since).await {
            Ok(codes) => {
                since = next_since;
                for code in codes {
                    let room = shared.rooms.lock().await.get(&code).cloned();
                    if let Some(room) = room {
                        let _ = room.send(crate::inbox::ToRoom::Taken { asked }).await;
                    }
                }
            }
            Err(e) => tracing::warn!("asking which rooms other servers took: {e}"),
        }
    }
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

/// The client's address for the limits per address: the connection's, or, when that is a
/// trusted proxy's, the last address the proxy added to `X-Forwarded-For` (the one it saw; any
/// before it the client may have written itself).
pub fn client_ip(from: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&from) {
        return from;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .next_back()
        .and_then(|a| a.trim().parse().ok())
        .unwrap_or(from)
}

async fn room_socket(
    ws: WebSocketUpgrade,
    Path(code): Path<String>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(shared): State<Arc<Shared>>,
) -> impl IntoResponse {
    let ip = client_ip(from.ip(), &headers, &shared.settings.trusted_proxies);
    socket::upgrade(ws).on_upgrade(move |ws| socket::room(ws, code, ip, shared))
}

async fn new_socket(
    ws: WebSocketUpgrade,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(shared): State<Arc<Shared>>,
) -> impl IntoResponse {
    let ip = client_ip(from.ip(), &headers, &shared.settings.trusted_proxies);
    socket::upgrade(ws).on_upgrade(move |ws| socket::create(ws, ip, shared))
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
    fn behind_a_trusted_proxy_the_client_is_the_address_it_forwarded() {
        let proxy: IpAddr = "127.0.0.1".parse().unwrap();
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", "10.9.9.9, 203.0.113.7".parse().unwrap());
        let client: IpAddr = "203.0.113.7".parse().unwrap();
        assert_eq!(client_ip(proxy, &headers, &[proxy]), client);
        // Not from a trusted proxy: the header is the client's own word, not taken.
        assert_eq!(client_ip(proxy, &headers, &[]), proxy);
        // Nothing forwarded, or garbage: the connection's address.
        assert_eq!(client_ip(proxy, &HeaderMap::new(), &[proxy]), proxy);
        headers.insert("x-forwarded-for", "nonsense".parse().unwrap());
        assert_eq!(client_ip(proxy, &headers, &[proxy]), proxy);
    }

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
