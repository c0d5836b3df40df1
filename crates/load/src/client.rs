//! A client of Parlour's online server: one WebSocket speaking the real protocol, and a seated
//! player that keeps its table with the rules crate's stand-in and decides with the game's
//! computer player on its own view (so its decisions are legal by its own rules, as a person's
//! would be). The server's tests and the load generator use it. It speaks `ws://`, and `wss://`
//! through a TLS proxy, trusting the root certificates given to [`trust`] (a deployment's own
//! authority) or else the web's.

use futures_util::{SinkExt, StreamExt};
use parlour_rules::Game;
use parlour_rules::online::Guest;
use parlour_rules::online::protocol::{Denial, Plan, ToClient, ToServer};
use parlour_rules::online::wire::{decode, encode};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{Connector, MaybeTlsStream, WebSocketStream, connect_async_tls_with_config};

/// The TLS settings of every `wss://` connection of this process, once [`trust`] set them.
static TLS: OnceLock<Arc<rustls::ClientConfig>> = OnceLock::new();

/// Trust the root certificates of the PEM file `path` (and only those) for `wss://`: a
/// deployment's own authority, such as Caddy's `tls internal` root. Once per process.
pub fn trust(path: &std::path::Path) -> Result<(), String> {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;
    let mut roots = rustls::RootCertStore::empty();
    let certs = CertificateDer::pem_file_iter(path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let (added, _) = roots.add_parsable_certificates(certs);
    if added == 0 {
        return Err(format!("{}: no certificate", path.display()));
    }
    // The crypto of rustls's one enabled provider (ring).
    let config = rustls::ClientConfig::builder().with_root_certificates(roots).with_no_client_auth();
    TLS.set(Arc::new(config)).map_err(|_| "the roots to trust were set already".to_string())
}

/// How long a client waits for any one message before it gives up.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// One WebSocket to the server.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every message received, in order, as JSON text (for the hidden-information checks).
    pub seen: Vec<String>,
    /// A send failed: the connection is gone.
    broken: bool,
}

impl Client {
    pub async fn connect(url: &str, path: &str) -> Client {
        Client::try_connect(url, path).await.expect("the server accepts")
    }

    /// A connection to `url` + `path`, or why not (nothing listens, the proxy found no server,
    /// the certificate is not trusted).
    pub async fn try_connect(url: &str, path: &str) -> Result<Client, String> {
        let connector = TLS.get().map(|tls| Connector::Rustls(tls.clone()));
        let (ws, _) = connect_async_tls_with_config(format!("{url}{path}"), None, false, connector)
            .await
            .map_err(|e| e.to_string())?;
        Ok(Client { ws, seen: Vec::new(), broken: false })
    }

    pub async fn send(&mut self, message: &ToServer) {
        self.send_raw(encode(message)).await;
    }

    /// Bytes as a text frame, or a binary one when they are no UTF-8.
    pub async fn send_raw(&mut self, bytes: Vec<u8>) {
        self.try_send_raw(bytes).await.expect("sent");
    }

    /// `message`, or why it could not be sent (the connection dropped: [`Client::next`] then
    /// says `None`).
    pub async fn try_send(&mut self, message: &ToServer) -> Result<(), String> {
        self.try_send_raw(encode(message)).await
    }

    async fn try_send_raw(&mut self, bytes: Vec<u8>) -> Result<(), String> {
        let frame = match String::from_utf8(bytes) {
            Ok(text) => Message::Text(text.into()),
            Err(e) => Message::Binary(e.into_bytes().into()),
        };
        let sent = self.ws.send(frame).await.map_err(|e| e.to_string());
        self.broken |= sent.is_err();
        sent
    }

    /// The next message, or `None` once the server closed the connection.
    pub async fn next(&mut self) -> Option<ToClient> {
        if self.broken {
            return None;
        }
        // Pings do not count: the server must say something within the patience.
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let frame =
                tokio::time::timeout_at(deadline, self.ws.next()).await.expect("the server answers in time");
            match frame {
                Some(Ok(Message::Text(t))) => {
                    self.seen.push(t.to_string());
                    return Some(decode(t.as_bytes()).expect("the server's messages read"));
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
                Some(Ok(Message::Binary(_))) => panic!("the server sends text"),
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return None,
            }
        }
    }

    /// Messages until one that `pick` takes.
    pub async fn until<T>(&mut self, mut pick: impl FnMut(&ToClient) -> Option<T>) -> T {
        loop {
            let m = self.next().await.expect("the connection stays open");
            if let Some(t) = pick(&m) {
                return t;
            }
        }
    }
}

/// The body of an HTTP GET of `path` (`/health`, `/metrics`).
pub async fn get(url: &str, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let address = url.trim_start_matches("ws://");
    let mut tcp = TcpStream::connect(address).await.unwrap();
    tcp.write_all(format!("GET {path} HTTP/1.0\r\nHost: {address}\r\n\r\n").as_bytes()).await.unwrap();
    let mut response = String::new();
    tcp.read_to_string(&mut response).await.unwrap();
    assert!(response.starts_with("HTTP/1.0 200") || response.starts_with("HTTP/1.1 200"), "{response}");
    response.split_once("\r\n\r\n").map(|(_, body)| body.to_string()).unwrap_or_default()
}

/// Open a room and return its code.
pub async fn create(url: &str, game: &str, variant: &str, seats: Vec<Plan>) -> String {
    try_create(url, game, variant, seats).await.unwrap_or_else(|why| panic!("no room: {why:?}"))
}

/// Open a room and return its code, or the server's refusal (full, too many rooms).
pub async fn try_create(url: &str, game: &str, variant: &str, seats: Vec<Plan>) -> Result<String, Denial> {
    let mut c = Client::connect(url, "/new").await;
    c.send(&ToServer::Create { game: game.into(), variant: variant.into(), seats }).await;
    match c.next().await {
        Some(ToClient::Created { room }) => Ok(room),
        Some(ToClient::Denied(why)) => Err(why),
        other => panic!("no room: {other:?}"),
    }
}

/// A seated person's client: its connection, seat, token and table.
pub struct Player<G: Game> {
    pub client: Client,
    pub room: String,
    pub seat: usize,
    pub token: String,
    pub guest: Option<Guest<G>>,
    pub over: bool,
    /// The decision number this client asked for and has not seen yet.
    pub pending: Option<u64>,
    /// The room's current match (its `number`, from 1).
    pub number: u32,
    /// This seat's own decisions the server acknowledged (the `Update` of the number it asked
    /// for): (match, decision number, the action as the server stored and told it).
    pub acked: Vec<(u32, u64, serde_json::Value)>,
}

/// When each decision was sent, by number, and how long each client took to see it.
#[derive(Default)]
pub struct Clock {
    pub sent: std::collections::HashMap<u64, Instant>,
    pub latencies: Vec<Duration>,
}

impl<G: Game> Player<G> {
    /// Join `room` as `name` (with a token: back to its seat).
    pub async fn join(url: &str, room: &str, name: &str, token: Option<String>) -> Player<G> {
        Self::try_join(url, room, name, token).await.unwrap_or_else(|why| panic!("no seat: {why:?}"))
    }

    /// [`Player::join`], or the server's refusal (the server that holds the room is full).
    pub async fn try_join(
        url: &str,
        room: &str,
        name: &str,
        token: Option<String>,
    ) -> Result<Player<G>, Denial> {
        let mut client = Client::connect(url, &format!("/room/{room}")).await;
        client.send(&ToServer::Join { name: name.into(), token, seat: None }).await;
        let (seat, token) = client
            .until(|m| match m {
                ToClient::Welcome { you: Some(s), token: Some(t), .. } => Some(Ok((*s, t.clone()))),
                ToClient::Denied(why) => Some(Err(why.clone())),
                ToClient::Welcome { .. } | ToClient::NoSeat(_) => panic!("no seat: {m:?}"),
                _ => None,
            })
            .await?;
        Ok(Player {
            client,
            room: room.to_string(),
            seat,
            token,
            guest: None,
            over: false,
            pending: None,
            number: 0,
            acked: Vec::new(),
        })
    }

    /// Come back to this seat with its token after the connection dropped: connect again
    /// (through a proxy, perhaps to another server, which loads the match from the database)
    /// until the seat and the whole table are back, trying for at most `patience`. Returns how
    /// long it took.
    pub async fn rejoin(&mut self, url: &str, patience: Duration) -> Result<Duration, String> {
        let started = Instant::now();
        let mut pause = Duration::from_millis(100);
        loop {
            match self.try_rejoin(url).await {
                Ok(()) => return Ok(started.elapsed()),
                Err(e) if started.elapsed() + pause > patience => {
                    return Err(format!(
                        "seat {} of room {} did not come back in {:.1} s: {e}",
                        self.seat,
                        self.room,
                        started.elapsed().as_secs_f64()
                    ));
                }
                Err(_) => {
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_secs(2));
                }
            }
        }
    }

    /// One try: a new connection, the token, and the table.
    async fn try_rejoin(&mut self, url: &str) -> Result<(), String> {
        let mut client = Client::try_connect(url, &format!("/room/{}", self.room)).await?;
        // No name: the seat keeps the one it has.
        let join = ToServer::Join { name: String::new(), token: Some(self.token.clone()), seat: None };
        client.try_send(&join).await?;
        loop {
            let m = tokio::time::timeout(Duration::from_secs(10), client.next())
                .await
                .map_err(|_| "no answer in 10 s".to_string())?
                .ok_or_else(|| "the connection closed".to_string())?;
            match &m {
                ToClient::Welcome { you: Some(s), .. } if *s == self.seat => {}
                ToClient::Welcome { .. } | ToClient::NoSeat(_) | ToClient::Denied(_) => {
                    return Err(format!("not seated again: {m:?}"));
                }
                ToClient::Table { .. } => {
                    self.client = client;
                    self.take(&m, None);
                    return Ok(());
                }
                _ => {}
            }
        }
    }

    /// Wait for the table (the match starts once every seat is taken).
    pub async fn sit(&mut self) {
        while self.guest.is_none() {
            let m = self.client.next().await.expect("open");
            self.take(&m, None);
        }
    }

    /// Take in one message; `false` once the connection closed.
    pub fn take(&mut self, m: &ToClient, clock: Option<&Arc<Mutex<Clock>>>) {
        match m {
            ToClient::Table { number, actions, view, seed } => {
                self.number = *number;
                self.guest =
                    Some(Guest::from_table(self.seat, *actions, view, *seed).expect("a table that reads"));
                self.pending = None;
                self.over = self.guest.as_ref().unwrap().state.outcome().is_some();
            }
            ToClient::Update { actions, by, action, events, view, .. } => {
                let guest = self.guest.as_mut().expect("a table before updates");
                guest.update(*actions, action, events, view.as_ref()).expect("updates follow the rules");
                if let Some(clock) = clock {
                    let mut clock = clock.lock().unwrap();
                    if let Some(t) = clock.sent.get(actions).copied() {
                        clock.latencies.push(t.elapsed());
                    }
                }
                if self.pending == Some(*actions) && *by == self.seat {
                    self.acked.push((self.number, *actions, action.clone()));
                }
                if self.pending.is_some_and(|p| *actions >= p) {
                    self.pending = None;
                }
            }
            ToClient::Over(_) => self.over = true,
            ToClient::Refused { why, .. } => panic!("seat {} refused: {why:?}", self.seat),
            ToClient::Denied(why) => panic!("seat {} denied: {why:?}", self.seat),
            _ => {}
        }
    }

    /// The decision this seat makes now, if it is to decide: the game's computer player of
    /// `level` on the client's own view (so the choice is legal by the client's rules).
    pub fn choice(&self, level: &str, seed: u64) -> Option<(u64, G::Action)> {
        let guest = self.guest.as_ref()?;
        if self.pending.is_some() || self.over || guest.state.to_act() != Some(self.seat) {
            return None;
        }
        let action = G::bot_action(&guest.state.view(self.seat), level, seed).expect("a choice");
        Some((guest.actions, action))
    }

    /// Decide if it is this seat's turn.
    pub async fn act(&mut self, level: &str, seed: u64, clock: Option<&Arc<Mutex<Clock>>>) -> bool {
        let Some((at, action)) = self.choice(level, seed) else { return false };
        let action = serde_json::to_value(&action).unwrap();
        let message = ToServer::Decide { at, action, throw: None };
        if let Some(clock) = clock {
            clock.lock().unwrap().sent.insert(at + 1, Instant::now());
        }
        self.pending = Some(at + 1);
        // A connection that dropped says so at the next read.
        let _ = self.client.try_send(&message).await;
        true
    }

    /// Play until the match is over (or the connection closes): decide on this seat's turns,
    /// take in everything. Returns whether the match ended.
    pub async fn play_out(&mut self, level: &str, clock: Option<Arc<Mutex<Clock>>>) -> bool {
        let mut seed = self.seat as u64 * 1_000_003;
        loop {
            seed += 1;
            self.act(level, seed, clock.as_ref()).await;
            if self.over {
                return true;
            }
            match self.client.next().await {
                Some(m) => self.take(&m, clock.as_ref()),
                None => return false,
            }
        }
    }
}
