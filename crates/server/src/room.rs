//! One room, held in memory by a task of its own while anyone is connected to it: its seats, its
//! current match (the rules crate's [`Authority`]) and its connections. Messages reach it one at
//! a time, so a room needs no lock. Every change is stored before anyone is told of it; if the
//! store fails, the room stops and is loaded again from what was stored.

use crate::inbox::{Out, ToRoom};
use crate::shared::Shared;
use crate::store::{StoredRoom, Write};
use parlour_rules::game::check_bot_level;
use parlour_rules::online::message::{NoSeat, Refusal};
use parlour_rules::online::name::clean_name;
use parlour_rules::online::protocol::{Denial, Plan, Sitter, ToClient, ToServer};
use parlour_rules::online::{Authority, Viewer};
use parlour_rules::{MatchSpec, games};
use rand::Rng;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until};

struct Seat {
    token: Option<String>,
    name: String,
    conn: Option<u64>,
    away_since: Option<Instant>,
    standing_in: Option<String>,
}

struct Conn {
    out: mpsc::Sender<Out>,
    viewer: Option<Viewer>,
}

pub struct Room {
    code: String,
    game: String,
    variant: String,
    plans: Vec<Plan>,
    seats: Vec<Seat>,
    number: u32,
    held: Option<Box<dyn Authority>>,
    /// The current match's seed and decisions as the JSON text stored: its record once it is
    /// over. Text, not parsed values: a parsed action costs a map's node, several hundred bytes,
    /// and ten thousand rooms hold hundreds of thousands of decisions.
    record: (u64, Vec<Box<str>>),
    conns: HashMap<u64, Conn>,
    shared: Arc<Shared>,
    bot_due: Option<Instant>,
    idle_since: Option<Instant>,
    /// Since when this server holds the room (its hold stored).
    held_from: Instant,
}

/// A random seat token: 128 bits, as 32 hexadecimal digits.
fn new_token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}

impl Room {
    /// The room as stored, its current match replayed through the rules.
    pub fn load(stored: StoredRoom, shared: Arc<Shared>) -> Result<Room, String> {
        let code = stored.code.clone();
        let mut seats: Vec<Seat> = (0..stored.plans.len())
            .map(|_| Seat {
                token: None,
                name: String::new(),
                conn: None,
                away_since: None,
                standing_in: None,
            })
            .collect();
        for (s, token, name, standing_in) in stored.seats {
            if let Some(seat) = seats.get_mut(s) {
                *seat = Seat {
                    token: Some(token),
                    name,
                    conn: None,
                    away_since: Some(Instant::now()),
                    standing_in,
                };
            }
        }
        let mut held = None;
        let mut record = (0, Vec::new());
        if let Some((seed, log)) = stored.current {
            let spec = MatchSpec::new(&stored.game, &stored.variant, stored.plans.len(), seed);
            let mut m = (games::find(&stored.game).map_err(|e| e.message)?.hold)(&spec)
                .map_err(|e| format!("room {code}: {e}"))?;
            for (n, action) in log.iter().enumerate() {
                let action: serde_json::Value = serde_json::from_str(action)
                    .map_err(|e| format!("room {code}: decision {} does not read: {e}", n + 1))?;
                m.apply(&action)
                    .map_err(|e| format!("room {code}: decision {} does not replay: {e}", n + 1))?;
            }
            record.1 = log.into_iter().map(String::into_boxed_str).collect();
            record.0 = seed;
            held = Some(m);
        }
        Ok(Room {
            code,
            game: stored.game,
            variant: stored.variant,
            plans: stored.plans,
            seats,
            number: stored.number,
            held,
            record,
            conns: HashMap::new(),
            shared,
            bot_due: None,
            idle_since: Some(Instant::now()),
            held_from: Instant::now(),
        })
    }

    /// Serve the room's messages until nobody has been connected for the unload time.
    pub async fn run(mut self, mut rx: mpsc::Receiver<ToRoom>) {
        // This server holds the room from now: another that held it lets it go when it next
        // looks. (Stored here, not while entering, so that loads share commits.)
        let hold = Write::Hold { room: self.code.clone(), holder: self.shared.holder.clone() };
        let held = self.shared.store.write(hold).await;
        self.held_from = Instant::now();
        if let Err(e) = held {
            // Nothing is served: whoever came in reconnects and tries again.
            tracing::error!(room = %self.code, "the room stops: {e}");
            rx.close();
            while let Some(m) = rx.recv().await {
                if let ToRoom::Open { out, .. } = m {
                    let _ = out.try_send(Out::Close("the room was reloaded: connect again".into()));
                }
            }
        }
        self.schedule_bot();
        loop {
            let unload_at = match (self.conns.is_empty(), self.bot_due, self.idle_since) {
                (true, None, Some(since)) => Some(since + self.shared.settings.unload_after),
                _ => None,
            };
            tokio::select! {
                message = rx.recv() => match message {
                    Some(ToRoom::Taken { asked }) if self.held_from < asked => {
                        tracing::info!(room = %self.code, "another server holds it now: let go");
                        break;
                    }
                    Some(m) => {
                        if let Err(e) = self.handle(m).await {
                            tracing::error!(room = %self.code, "the room stops: {e}");
                            break;
                        }
                    }
                    None => break,
                },
                _ = sleep_until(self.bot_due.unwrap_or_else(Instant::now)), if self.bot_due.is_some() => {
                    self.bot_due = None;
                    if let Err(e) = self.play_bot().await {
                        tracing::error!(room = %self.code, "the room stops: {e}");
                        break;
                    }
                }
                _ = sleep_until(unload_at.unwrap_or_else(Instant::now)), if unload_at.is_some() => {
                    let mut rooms = self.shared.rooms.lock().await;
                    if rx.is_empty() {
                        rooms.remove(&self.code);
                        rx.close();
                        tracing::info!(room = %self.code, "unloaded: nobody connected");
                        break;
                    }
                }
            }
        }
        // Whoever is still connected reconnects and finds the room as stored.
        for conn in self.conns.values() {
            let _ = conn.out.try_send(Out::Close("the room was reloaded: connect again".into()));
        }
        // Once this receiver is closed, its senders say so: a newer room of the same code keeps
        // its entry.
        rx.close();
        let mut rooms = self.shared.rooms.lock().await;
        if rooms.get(&self.code).is_some_and(|tx| tx.is_closed()) {
            rooms.remove(&self.code);
        }
        self.shared.matches.fetch_sub(1, Ordering::Relaxed);
    }

    async fn handle(&mut self, message: ToRoom) -> Result<(), String> {
        match message {
            ToRoom::Open { id, out } => {
                self.conns.insert(id, Conn { out, viewer: None });
                self.idle_since = None;
            }
            ToRoom::Closed { id } => self.closed(id),
            // Loaded here after the other server: this one keeps it.
            ToRoom::Taken { .. } => {}
            ToRoom::Message { id, message } => self.message(id, message).await?,
        }
        Ok(())
    }

    fn send(&self, id: u64, message: ToClient) {
        if let Some(conn) = self.conns.get(&id) {
            // A connection whose queue is full is too slow to follow: it is closed, and gets the
            // whole table when it comes back.
            if conn.out.try_send(Out::Send(message)).is_err() {
                let _ = conn.out.try_send(Out::Close("too far behind".into()));
            }
        }
    }

    fn deny(&self, id: u64, why: Denial) {
        self.shared.metrics.denied(&why);
        self.send(id, ToClient::Denied(why));
    }

    fn refuse(&self, id: u64, at: u64, why: Refusal) {
        self.shared.metrics.refused(&why);
        self.send(id, ToClient::Refused { at, why });
    }

    fn sitters(&self) -> Vec<Sitter> {
        let now = Instant::now();
        self.plans
            .iter()
            .zip(&self.seats)
            .map(|(plan, seat)| match (plan, &seat.token) {
                (Plan::Computer(level), _) => Sitter::Computer(level.clone()),
                (Plan::Person, None) => Sitter::Free,
                (Plan::Person, Some(_)) => Sitter::Person {
                    name: seat.name.clone(),
                    away: seat.conn.is_none().then(|| {
                        seat.away_since.map(|t| now.saturating_duration_since(t).as_secs()).unwrap_or(0)
                    }),
                    standing_in: seat.standing_in.clone(),
                },
            })
            .collect()
    }

    fn broadcast_seats(&self) {
        let seats = self.sitters();
        for &id in self.conns.keys() {
            self.send(id, ToClient::Seats(seats.clone()));
        }
    }

    fn closed(&mut self, id: u64) {
        let Some(conn) = self.conns.remove(&id) else { return };
        if let Some(held) = &mut self.held {
            held.forget(id);
        }
        if let Some(Viewer::Seat(s)) = conn.viewer
            && self.seats[s].conn == Some(id)
        {
            self.seats[s].conn = None;
            self.seats[s].away_since = Some(Instant::now());
            self.broadcast_seats();
        }
        if self.conns.is_empty() {
            self.idle_since = Some(Instant::now());
        }
    }

    async fn message(&mut self, id: u64, message: ToServer) -> Result<(), String> {
        let viewer = self.conns.get(&id).and_then(|c| c.viewer);
        match (message, viewer) {
            (ToServer::Ping(n), _) => self.send(id, ToClient::Pong(n)),
            (ToServer::Join { name, token, seat }, None) => self.join(id, &name, token, seat).await?,
            (ToServer::Watch, None) => {
                self.conns.get_mut(&id).expect("an open connection").viewer = Some(Viewer::Spectator);
                self.welcome(id, None)?;
            }
            (ToServer::Join { .. } | ToServer::Watch, Some(_)) => {
                self.deny(id, Denial::NotNow("this connection already has its place".into()))
            }
            (ToServer::Decide { at, action, throw }, Some(Viewer::Seat(s))) => {
                let Some(held) = &self.held else {
                    self.deny(id, Denial::NotNow("the match has not started".into()));
                    return Ok(());
                };
                if self.seats[s].standing_in.is_some() {
                    self.deny(id, Denial::NotNow("a computer plays this seat".into()));
                    return Ok(());
                }
                match held.check(s, at, &action) {
                    Ok(action) => self.commit(&action, throw).await?,
                    Err(why) => self.refuse(id, at, why),
                }
            }
            (ToServer::Resign, Some(Viewer::Seat(s))) => {
                match self.held.as_ref().and_then(|h| h.resignation(s)) {
                    Some(action) => self.commit(&action, None).await?,
                    None => self.deny(id, Denial::NotNow("there is no match to give up".into())),
                }
            }
            (ToServer::StandIn { seat, level }, Some(Viewer::Seat(_))) => {
                self.stand_in(id, seat, level).await?
            }
            (ToServer::Rematch, Some(Viewer::Seat(_))) => {
                if self.held.as_ref().is_some_and(|h| h.outcome().is_some()) {
                    self.start().await?;
                } else {
                    self.deny(id, Denial::NotNow("the match is not over".into()));
                }
            }
            (ToServer::Decide { at, .. }, Some(Viewer::Spectator)) => {
                self.refuse(id, at, Refusal::NotYourTurn)
            }
            (ToServer::Create { .. } | ToServer::Mine { .. }, _) => {
                self.deny(id, Denial::NotNow("not at a room's address".into()))
            }
            (_, _) => self.deny(id, Denial::NotSeated),
        }
        Ok(())
    }

    async fn join(
        &mut self,
        id: u64,
        name: &str,
        token: Option<String>,
        want: Option<usize>,
    ) -> Result<(), String> {
        let seat = match &token {
            Some(token) => match self.seats.iter().position(|s| s.token.as_deref() == Some(token.as_str())) {
                Some(s) => s,
                None => {
                    self.deny(id, Denial::BadToken);
                    return Ok(());
                }
            },
            None => {
                let free = |s: usize| self.plans[s] == Plan::Person && self.seats[s].token.is_none();
                match want
                    .filter(|&s| s < self.plans.len() && free(s))
                    .or_else(|| (0..self.plans.len()).find(|&s| free(s)))
                {
                    Some(s) => s,
                    None => {
                        self.send(id, ToClient::NoSeat(NoSeat::Full));
                        return Ok(());
                    }
                }
            }
        };
        // Another screen held this seat: the seat follows its token.
        if let Some(old) = self.seats[seat].conn.filter(|&old| old != id) {
            if let Some(conn) = self.conns.get_mut(&old) {
                conn.viewer = None;
                let _ = conn.out.try_send(Out::Close("this seat was taken on another screen".into()));
            }
            if let Some(held) = &mut self.held {
                held.forget(old);
            }
        }
        let token = token.unwrap_or_else(new_token);
        let name = match clean_name(name) {
            Some(n) => n,
            None if !self.seats[seat].name.is_empty() => self.seats[seat].name.clone(),
            None => format!("Guest {}", seat + 1),
        };
        let came_back = self.seats[seat].standing_in.is_some();
        if self.seats[seat].token.as_deref() != Some(token.as_str())
            || self.seats[seat].name != name
            || came_back
        {
            self.shared
                .store
                .write(Write::Seat {
                    room: self.code.clone(),
                    seat,
                    token: token.clone(),
                    name: name.clone(),
                    standing_in: None,
                })
                .await?;
        }
        let s = &mut self.seats[seat];
        s.token = Some(token.clone());
        s.name = name;
        s.conn = Some(id);
        s.away_since = None;
        // The person is back: the computer that played for them stands up.
        s.standing_in = None;
        if came_back && self.bot_due.is_some() && self.held.as_ref().and_then(|h| h.to_act()) == Some(seat) {
            self.bot_due = None;
        }
        self.conns.get_mut(&id).expect("an open connection").viewer = Some(Viewer::Seat(seat));
        self.welcome(id, Some((seat, token)))?;
        self.broadcast_seats();
        let all_taken =
            self.plans.iter().zip(&self.seats).all(|(p, s)| *p != Plan::Person || s.token.is_some());
        if self.held.is_none() && all_taken {
            self.start().await?;
        }
        Ok(())
    }

    fn welcome(&mut self, id: u64, seat: Option<(usize, String)>) -> Result<(), String> {
        let (you, token) = seat.map_or((None, None), |(s, t)| (Some(s), Some(t)));
        self.send(
            id,
            ToClient::Welcome {
                room: self.code.clone(),
                game: self.game.clone(),
                variant: self.variant.clone(),
                seats: self.sitters(),
                you,
                token,
            },
        );
        if self.held.is_some() {
            self.table(id)?;
        }
        Ok(())
    }

    fn table(&mut self, id: u64) -> Result<(), String> {
        let Some(viewer) = self.conns.get(&id).and_then(|c| c.viewer) else { return Ok(()) };
        let held = self.held.as_mut().expect("a match to show");
        let seed: u64 = rand::rng().random();
        let view = held.table(id, viewer, seed).map_err(|e| e.to_string())?;
        let message = ToClient::Table { number: self.number, actions: held.actions(), view, seed };
        self.send(id, message);
        if let Some(outcome) = self.held.as_ref().and_then(|h| h.outcome()) {
            self.send(id, ToClient::Over(outcome));
            self.send(id, self.record_message());
        }
        Ok(())
    }

    /// The finished match's record, for the players' replay shelves.
    fn record_message(&self) -> ToClient {
        let (seed, actions) = &self.record;
        // Each was parsed when it was decided or loaded.
        let actions =
            actions.iter().map(|a| serde_json::from_str(a).expect("a stored action reads")).collect();
        ToClient::Record { number: self.number, seed: *seed, actions }
    }

    /// A new match in this room, the same seats: the first, or a rematch.
    async fn start(&mut self) -> Result<(), String> {
        let seed: u64 = rand::rng().random();
        let spec = MatchSpec::new(&self.game, &self.variant, self.plans.len(), seed);
        let held =
            (games::find(&self.game).map_err(|e| e.message)?.hold)(&spec).map_err(|e| e.to_string())?;
        let number = self.number + 1;
        self.shared
            .store
            .write(Write::Match {
                room: self.code.clone(),
                number,
                seed,
                players: self.plans.len(),
                to_act: held.to_act(),
            })
            .await?;
        self.number = number;
        self.held = Some(held);
        self.record = (seed, Vec::new());
        self.bot_due = None;
        let ids: Vec<u64> = self.conns.keys().copied().collect();
        for id in ids {
            self.table(id)?;
        }
        tracing::info!(room = %self.code, number, "a match starts");
        self.schedule_bot();
        Ok(())
    }

    /// Store `action` (checked), apply it, and tell everyone.
    async fn commit(&mut self, action: &serde_json::Value, throw: Option<[f32; 3]>) -> Result<(), String> {
        let held = self.held.as_mut().expect("a match to decide in");
        // The rules checked it: applying it cannot fail, and if it did the room stops rather than
        // hold a match its log does not make.
        let by = held.apply(action).map_err(|e| format!("a checked decision did not apply: {e}"))?;
        let outcome = held.outcome();
        let text = action.to_string();
        self.shared
            .store
            .write(Write::Decision {
                room: self.code.clone(),
                number: self.number,
                n: held.actions(),
                seat: by,
                action: text.clone(),
                throw: throw.map(|t| serde_json::to_string(&t).expect("numbers serialise")),
                to_act: held.to_act(),
                outcome: outcome.as_ref().map(|o| serde_json::to_string(o).expect("outcomes serialise")),
            })
            .await?;
        self.shared.metrics.decisions.fetch_add(1, Ordering::Relaxed);
        self.record.1.push(text.into_boxed_str());
        let ids: Vec<u64> =
            self.conns.iter().filter(|(_, c)| c.viewer.is_some()).map(|(&id, _)| id).collect();
        for id in ids {
            let seed: u64 = rand::rng().random();
            let held = self.held.as_mut().expect("the match just decided");
            let update = held.update(id, seed, throw).map_err(|e| e.to_string())?;
            self.send(id, update);
            if let Some(o) = &outcome {
                self.send(id, ToClient::Over(o.clone()));
                self.send(id, self.record_message());
            }
        }
        self.schedule_bot();
        Ok(())
    }

    /// The level of the computer player to decide now, if a computer decides now.
    fn bot_to_act(&self) -> Option<String> {
        let seat = self.held.as_ref()?.to_act()?;
        match &self.plans[seat] {
            Plan::Computer(level) => Some(level.clone()),
            Plan::Person => self.seats[seat].standing_in.clone(),
        }
    }

    fn schedule_bot(&mut self) {
        if self.bot_due.is_none() && self.bot_to_act().is_some() {
            self.bot_due = Some(Instant::now() + self.shared.settings.bot_pause);
        }
    }

    async fn play_bot(&mut self) -> Result<(), String> {
        let Some(level) = self.bot_to_act() else { return Ok(()) };
        let held = self.held.as_ref().expect("a match for the computer");
        let seed: u64 = rand::rng().random();
        // A search can take a second (Morris expert): the runtime moves other tasks off this
        // thread meanwhile.
        let action = tokio::task::block_in_place(|| held.bot(&level, seed)).map_err(|e| e.to_string())?;
        self.commit(&action, None).await
    }

    async fn stand_in(&mut self, id: u64, seat: usize, level: String) -> Result<(), String> {
        let away = self.plans.get(seat) == Some(&Plan::Person)
            && self.seats[seat].token.is_some()
            && self.seats[seat].conn.is_none();
        if !away {
            self.deny(id, Denial::NotNow(format!("seat {} has nobody away", seat + 1)));
            return Ok(());
        }
        if let Err(e) = check_bot_level(&self.game, &level) {
            self.deny(id, Denial::NotNow(e.message));
            return Ok(());
        }
        let s = &self.seats[seat];
        self.shared
            .store
            .write(Write::Seat {
                room: self.code.clone(),
                seat,
                token: s.token.clone().expect("a taken seat"),
                name: s.name.clone(),
                standing_in: Some(level.clone()),
            })
            .await?;
        self.seats[seat].standing_in = Some(level);
        self.broadcast_seats();
        self.schedule_bot();
        Ok(())
    }
}
