//! One client's WebSocket: it reads the client's messages (within the size and rate limits),
//! hands them to the room, and writes what the room sends back. Anything a client sends that is
//! not a message it may send is answered with a [`Denial`] and changes nothing.

use crate::inbox::{Out, ToRoom};
use crate::rooms;
use crate::shared::Shared;
use crate::store::Write;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use parlour_rules::game::check_bot_level;
use parlour_rules::online::code::{new_code, read_code};
use parlour_rules::online::protocol::{Denial, MAX_CLIENT_BYTES, MAX_TOKENS, Plan, ToClient, ToServer};
use parlour_rules::online::wire::{decode, encode};
use parlour_rules::{MatchSpec, games};
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::{Instant, interval};

/// The largest frame read at all: a larger one closes the connection. Frames between
/// [`MAX_CLIENT_BYTES`] and this are refused with a reason.
const MAX_FRAME: usize = 64 * 1024;

/// Messages queued for one connection before it counts as too slow.
const QUEUE: usize = 256;

/// A connection's buffers: a message is well under a kilobyte, so the WebSocket library's
/// defaults (128 KiB to read and to write) would cost a server with 10,000 connections most of a
/// gigabyte for nothing.
const BUFFER: usize = 4 * 1024;

pub fn upgrade(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .read_buffer_size(BUFFER)
        .write_buffer_size(BUFFER)
}

/// A denial as a frame, counted.
fn denied(shared: &Shared, why: Denial) -> Message {
    shared.metrics.denied(&why);
    frame(&ToClient::Denied(why))
}

fn frame(message: &ToClient) -> Message {
    Message::Text(String::from_utf8(encode(message)).expect("JSON is UTF-8").into())
}

/// One counted connection; the count drops with it.
struct Counted(Arc<Shared>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.sockets.fetch_sub(1, Ordering::Relaxed);
    }
}

fn count(shared: &Arc<Shared>) -> Option<Counted> {
    let n = shared.sockets.fetch_add(1, Ordering::Relaxed);
    let counted = Counted(shared.clone());
    (n < shared.settings.max_sockets).then_some(counted)
}

/// What a client's next frame was.
enum Read {
    Message(ToServer),
    /// A pong (or ping): the client is alive.
    Alive,
    Closed,
}

/// The next frame from the client within the limits, or the denial to send when what it sent
/// is not read.
async fn read(ws: &mut WebSocket, bucket: &mut crate::limits::Bucket) -> Result<Read, Denial> {
    let bytes = match ws.recv().await {
        None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return Ok(Read::Closed),
        Some(Ok(Message::Text(t))) => t.as_bytes().to_vec(),
        Some(Ok(Message::Binary(b))) => b.to_vec(),
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => return Ok(Read::Alive),
    };
    if !bucket.take() {
        return Err(Denial::TooFast);
    }
    if bytes.len() > MAX_CLIENT_BYTES {
        return Err(Denial::TooLarge { bytes: bytes.len() });
    }
    decode::<ToServer>(&bytes).map(Read::Message).map_err(|e| Denial::Unreadable(e.to_string()))
}

/// The one message of a one-question address (`/new`, `/mine`), pings aside: `None` when the
/// client closed or said nothing within 30 s.
async fn question(ws: &mut WebSocket) -> Option<Result<ToServer, Denial>> {
    let mut bucket = crate::limits::Bucket::new(1.0, 3.0);
    let asked = async {
        loop {
            match read(ws, &mut bucket).await {
                Ok(Read::Message(m)) => return Some(Ok(m)),
                Ok(Read::Alive) => continue,
                Ok(Read::Closed) => return None,
                Err(d) => return Some(Err(d)),
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(30), asked).await.ok().flatten()
}

/// `/room/{code}`: the connection to one room, until either side closes it.
pub async fn room(mut ws: WebSocket, code: String, ip: IpAddr, shared: Arc<Shared>) {
    let Some(_counted) = count(&shared) else {
        let _ = ws.send(denied(&shared, Denial::Full)).await;
        return;
    };
    let settings = &shared.settings;
    let tries = settings.tries_per_address;
    if shared.tries_by_address.lock().expect("limits").over(ip, tries) {
        let _ = ws.send(denied(&shared, Denial::TooManyTries)).await;
        return;
    }
    let id = shared.next_id.fetch_add(1, Ordering::Relaxed);
    let (out_tx, mut out_rx) = mpsc::channel::<Out>(QUEUE);
    let entered = match read_code(&code) {
        Some(code) => rooms::enter(&shared, &code, id, out_tx).await,
        None => Err(Denial::NoRoom),
    };
    let room = match entered {
        Ok(room) => room,
        Err(denial) => {
            if denial == Denial::NoRoom {
                shared.tries_by_address.lock().expect("limits").count(ip, tries);
            }
            let _ = ws.send(denied(&shared, denial)).await;
            return;
        }
    };
    let mut bucket = crate::limits::Bucket::new(settings.messages_per_second, settings.message_burst);
    let mut ping = interval(settings.silence / 3);
    let mut heard = Instant::now();
    loop {
        tokio::select! {
            incoming = read(&mut ws, &mut bucket) => {
                heard = Instant::now();
                match incoming {
                    Ok(Read::Message(message)) => {
                        if room.send(ToRoom::Message { id, message }).await.is_err() {
                            break;
                        }
                    }
                    Ok(Read::Alive) => {}
                    Ok(Read::Closed) => break,
                    Err(denial) => {
                        if ws.send(denied(&shared, denial)).await.is_err() {
                            break;
                        }
                    }
                }
            }
            out = out_rx.recv() => match out {
                Some(Out::Send(message)) => {
                    if ws.send(frame(&message)).await.is_err() {
                        break;
                    }
                }
                Some(Out::Close(why)) => {
                    let _ = ws.send(Message::Close(Some(axum::extract::ws::CloseFrame { code: 4000, reason: why.into() }))).await;
                    break;
                }
                None => break,
            },
            _ = ping.tick() => {
                if heard.elapsed() > settings.silence || ws.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    let _ = room.send(ToRoom::Closed { id }).await;
}

/// `/new`: open a room as the one message asks, answer its code, close.
pub async fn create(mut ws: WebSocket, ip: IpAddr, shared: Arc<Shared>) {
    let Some(_counted) = count(&shared) else {
        let _ = ws.send(denied(&shared, Denial::Full)).await;
        return;
    };
    let answer = match question(&mut ws).await {
        Some(Ok(ToServer::Create { game, variant, seats })) => {
            open(&shared, ip, &game, &variant, seats).await
        }
        Some(Ok(_)) => Err(Denial::NotNow("this address only opens rooms".into())),
        Some(Err(denial)) => Err(denial),
        None => return,
    };
    let message = match answer {
        Ok(room) => ToClient::Created { room },
        Err(why) => {
            shared.metrics.denied(&why);
            ToClient::Denied(why)
        }
    };
    let _ = ws.send(frame(&message)).await;
}

async fn open(
    shared: &Arc<Shared>,
    ip: IpAddr,
    game: &str,
    variant: &str,
    seats: Vec<Plan>,
) -> Result<String, Denial> {
    if shared.matches.load(Ordering::Relaxed) >= shared.settings.max_matches {
        return Err(Denial::Full);
    }
    let entry = games::find(game).map_err(|e| Denial::BadRoom(e.message))?;
    // The rules say whether the variant and the number of seats make a match.
    (entry.hold)(&MatchSpec::new(game, variant, seats.len(), 0)).map_err(|e| Denial::BadRoom(e.message))?;
    for plan in &seats {
        if let Plan::Computer(level) = plan {
            check_bot_level(game, level).map_err(|e| Denial::BadRoom(e.message))?;
        }
    }
    if !seats.contains(&Plan::Person) {
        return Err(Denial::BadRoom("a room needs a seat for a person".into()));
    }
    if !shared.rooms_by_address.lock().expect("limits").count(ip, shared.settings.rooms_per_address) {
        return Err(Denial::TooManyRooms);
    }
    for _ in 0..8 {
        let code = new_code(&mut rand::rng());
        if shared.store.exists(&code).await.map_err(Denial::NotNow)? {
            continue;
        }
        let write = Write::Room {
            code: code.clone(),
            game: game.into(),
            variant: variant.into(),
            plans: seats.clone(),
        };
        match shared.store.write(write).await {
            Ok(()) => {
                shared.metrics.rooms_opened.fetch_add(1, Ordering::Relaxed);
                tracing::info!(room = %code, game, variant, "opened");
                return Ok(code);
            }
            // Another server took the same code a moment ago: draw another.
            Err(e) => tracing::warn!(room = %code, "not opened: {e}"),
        }
    }
    Err(Denial::NotNow("no room code could be drawn".into()))
}

/// `/mine`: the open matches of the tokens the one message lists.
pub async fn mine(mut ws: WebSocket, shared: Arc<Shared>) {
    let Some(_counted) = count(&shared) else {
        let _ = ws.send(denied(&shared, Denial::Full)).await;
        return;
    };
    let answer = match question(&mut ws).await {
        Some(Ok(ToServer::Mine { tokens })) if tokens.len() <= MAX_TOKENS => shared
            .store
            .mine(&tokens)
            .await
            .map(ToClient::Mine)
            .unwrap_or_else(|e| ToClient::Denied(Denial::NotNow(e))),
        Some(Ok(ToServer::Mine { .. })) => {
            ToClient::Denied(Denial::NotNow(format!("at most {MAX_TOKENS} tokens at once")))
        }
        Some(Ok(_)) => ToClient::Denied(Denial::NotNow("this address only lists matches".into())),
        Some(Err(denial)) => ToClient::Denied(denial),
        None => return,
    };
    if let ToClient::Denied(why) = &answer {
        shared.metrics.denied(why);
    }
    let _ = ws.send(frame(&answer)).await;
}
