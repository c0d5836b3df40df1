//! One WebSocket to Parlour's server, the same code on the desktop and in the browser
//! (`ewebsock`): opened on an address, polled every frame for what the server says, opened
//! again with a growing pause when it drops, and kept alive by a ping when the line is quiet (a
//! connection that hears nothing for long is taken as dropped, as a network that went away
//! silently is). Each connection counts what it sends (the figures of `docs/online.md`).

use super::pipe::Pipe;
use parlour_rules::online::protocol::{ToClient, ToServer};
use parlour_rules::online::wire::{WireError, decode, encode};

/// Seconds of quiet before the connection pings the server.
const PING_AFTER: f32 = 5.0;
/// Seconds without a word from the server (not even the ping's answer) before the connection is
/// taken as dropped and opened again.
const DEAD_AFTER: f32 = 16.0;
/// The first pause before opening a dropped connection again, and the longest.
const FIRST_PAUSE: f32 = 0.5;
const LONGEST_PAUSE: f32 = 8.0;

/// What happened on a connection.
#[derive(Debug, Clone, PartialEq)]
pub enum LinkEvent {
    /// The connection is open (again): the owner introduces itself.
    Opened,
    Message(ToClient),
    /// Bytes from the server that do not read (another version of the protocol, or broken).
    Unreadable(WireError),
    /// The connection dropped or could not open; it opens again by itself after a pause when it
    /// reconnects.
    Closed(String),
}

/// One connection to one address of the server.
pub struct Connection {
    /// `ws://host:port/path` or `wss://…`.
    pub url: String,
    socket: Option<Pipe>,
    /// The socket has said it is open.
    pub open: bool,
    /// Open again after a drop (a room's seat), or not (the one question to `/new`).
    reconnects: bool,
    /// Seconds until the next try while closed, and the tries so far.
    retry_in: Option<f32>,
    tries: u32,
    quiet: f32,
    since_ping: f32,
    pings: u64,
    /// Bytes and messages sent.
    pub sent: (u64, u64),
}

impl Connection {
    /// Open a connection to `url`.
    pub fn open(url: &str, reconnects: bool) -> Self {
        let mut c = Self {
            url: url.to_string(),
            socket: None,
            open: false,
            reconnects,
            retry_in: None,
            tries: 0,
            quiet: 0.0,
            since_ping: 0.0,
            pings: 0,
            sent: (0, 0),
        };
        c.connect();
        c
    }

    fn connect(&mut self) {
        self.open = false;
        self.quiet = 0.0;
        self.since_ping = 0.0;
        let options = ewebsock::Options { max_incoming_frame_size: 1 << 20, ..Default::default() };
        match ewebsock::connect(&self.url, options) {
            Ok(ends) => self.socket = Some(Pipe::new(ends)),
            Err(e) => {
                bevy::log::warn!("online: cannot open {}: {e}", self.url);
                self.socket = None;
                self.retry_in = Some(self.pause());
            }
        }
    }

    /// The pause before the next try: doubling from half a second to eight.
    fn pause(&self) -> f32 {
        (FIRST_PAUSE * 2f32.powi(self.tries.min(8) as i32)).min(LONGEST_PAUSE)
    }

    /// Send a message; dropped while the connection is closed (the owner says it again when the
    /// connection opens).
    pub fn send(&mut self, message: &ToServer) {
        let Some(pipe) = self.socket.as_ref().filter(|_| self.open) else { return };
        let bytes = encode(message);
        self.sent.0 += bytes.len() as u64;
        self.sent.1 += 1;
        match String::from_utf8(bytes) {
            Ok(text) => pipe.send(ewebsock::WsMessage::Text(text)),
            Err(e) => pipe.send(ewebsock::WsMessage::Binary(e.into_bytes())),
        }
    }

    /// Close now and open again after the usual pause (the table asks for itself again this
    /// way: the server sends the whole table to a seat that comes back).
    pub fn reopen(&mut self) {
        self.socket = None;
        self.open = false;
        self.retry_in = Some(0.0);
    }

    /// Close for good.
    pub fn close(&mut self) {
        self.socket = None;
        self.open = false;
        self.retry_in = None;
    }

    /// What happened since the last poll, `dt` seconds ago.
    pub fn poll(&mut self, dt: f32) -> Vec<LinkEvent> {
        let mut events = Vec::new();
        if let Some(left) = self.retry_in.as_mut() {
            *left -= dt;
            if *left > 0.0 {
                return events;
            }
            self.retry_in = None;
            self.tries += 1;
            self.connect();
        }
        let incoming = match self.socket.as_ref() {
            Some(pipe) => pipe.drain(),
            None => return events,
        };
        let mut dropped = None;
        for event in incoming {
            self.quiet = 0.0;
            match event {
                ewebsock::WsEvent::Opened => {
                    self.open = true;
                    self.tries = 0;
                    events.push(LinkEvent::Opened);
                }
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    events.push(read(text.as_bytes()));
                }
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Binary(bytes)) => events.push(read(&bytes)),
                ewebsock::WsEvent::Message(_) => {}
                ewebsock::WsEvent::Error(e) => dropped = Some(e),
                ewebsock::WsEvent::Closed => dropped = Some("the server closed the connection".into()),
            }
            if dropped.is_some() {
                break;
            }
        }
        if dropped.is_none() && self.open {
            self.quiet += dt;
            self.since_ping += dt;
            if self.quiet > DEAD_AFTER {
                dropped = Some(format!("no word from the server for {DEAD_AFTER} s"));
            } else if self.since_ping > PING_AFTER && self.quiet > PING_AFTER {
                self.since_ping = 0.0;
                self.pings += 1;
                let ping = ToServer::Ping(self.pings);
                self.send(&ping);
            }
        }
        if let Some(why) = dropped {
            self.socket = None;
            self.open = false;
            if self.reconnects {
                self.retry_in = Some(self.pause());
            }
            events.push(LinkEvent::Closed(why));
        }
        events
    }

    /// The connection is closed for good (it does not reconnect, or was never opened).
    pub fn is_done(&self) -> bool {
        self.socket.is_none() && self.retry_in.is_none()
    }
}

fn read(bytes: &[u8]) -> LinkEvent {
    match decode::<ToClient>(bytes) {
        Ok(m) => LinkEvent::Message(m),
        Err(e) => LinkEvent::Unreadable(e),
    }
}

/// `ws://host:port` and a path: the address of one of the server's routes.
pub fn route(server: &str, path: &str) -> String {
    format!("{}{path}", server.trim_end_matches('/'))
}
