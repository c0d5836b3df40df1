//! The server as a whole: the HTTP routes, what every room shares, and how it starts and stops.
//!
//! - `GET /room/{CODE}`: a WebSocket into that room (join a seat, watch, decide).
//! - `GET /new`: a WebSocket that opens a room ([`ToServer::Create`]) and answers its code.
//! - `GET /mine`: a WebSocket that lists the open matches of the seat tokens it is sent.
//! - `GET /health`: `ok` while the server serves.
//! - `GET /metrics`: its numbers in the Prometheus text format.

use crate::config::Settings;
use crate::metrics::Metrics;
use crate::room::{Out, Room, ToRoom};
use crate::socket;
use crate::store::Store;
use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, State};
use axum::response::IntoResponse;
use axum::routing::get;
use parlour_rules::online::protocol::Denial;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use tokio::sync::{Mutex, mpsc, oneshot};

/// What every room and connection shares.
pub struct Shared {
    pub settings: Settings,
    pub store: Store,
    /// The rooms held in memory, by code.
    pub rooms: Mutex<HashMap<String, mpsc::Sender<ToRoom>>>,
    pub next_id: AtomicU64,
    /// Open connections, and rooms held in memory.
    pub sockets: AtomicUsize,
    pub matches: AtomicUsize,
    pub metrics: Arc<Metrics>,
    pub rooms_by_address: std::sync::Mutex<crate::limits::PerAddress>,
    pub tries_by_address: std::sync::Mutex<crate::limits::PerAddress>,
}

impl Shared {
    /// Connection `id` into room `code`: the room's queue, the room loaded from the store when
    /// it is not held. `Err` says why not.
    pub async fn enter(
        self: &Arc<Self>,
        code: &str,
        id: u64,
        out: mpsc::Sender<Out>,
    ) -> Result<mpsc::Sender<ToRoom>, Denial> {
        loop {
            let tx = self.rooms.lock().await.get(code).cloned();
            let tx = match tx {
                Some(tx) => tx,
                None => self.load(code).await?,
            };
            if tx.send(ToRoom::Open { id, out: out.clone() }).await.is_ok() {
                return Ok(tx);
            }
            // The room was unloading: drop its entry and load it afresh.
            let mut rooms = self.rooms.lock().await;
            if rooms.get(code).is_some_and(|t| t.same_channel(&tx)) {
                rooms.remove(code);
            }
        }
    }

    async fn load(self: &Arc<Self>, code: &str) -> Result<mpsc::Sender<ToRoom>, Denial> {
        let mut rooms = self.rooms.lock().await;
        if let Some(tx) = rooms.get(code)
            && !tx.is_closed()
        {
            return Ok(tx.clone());
        }
        if self.matches.load(Ordering::Relaxed) >= self.settings.max_matches {
            return Err(Denial::Full);
        }
        let stored = self.store.room(code).await.map_err(|e| {
            tracing::error!(room = %code, "cannot load: {e}");
            Denial::NotNow(format!("the room cannot be loaded: {e}"))
        })?;
        let stored = stored.ok_or(Denial::NoRoom)?;
        let room = Room::load(stored, self.clone()).map_err(|e| {
            tracing::error!(room = %code, "cannot load: {e}");
            Denial::NotNow(e)
        })?;
        let (tx, rx) = mpsc::channel(1024);
        rooms.insert(code.to_string(), tx.clone());
        self.matches.fetch_add(1, Ordering::Relaxed);
        tokio::spawn(room.run(rx));
        tracing::info!(room = %code, "loaded");
        Ok(tx)
    }
}

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
