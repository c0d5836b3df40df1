//! Online matches in the match layer, for any game. The server holds the match; this screen is a
//! client only. Each seat it holds has a connection of its own to the room (the server tells a
//! seat only what it may see), and the table shows a stand-in of the match built from one of
//! those seats' views: the seat to decide when it is one of this screen's, else the first.
//!
//! - `room.rs`: the room, the same for every game: opening it, taking seats, the seats as the
//!   server tells them, connections that drop and open again.
//! - `client.rs`: the match's messages for game `G`: the table laid from the server's, each
//!   decision shown as the table shows any, this screen's decisions sent.
//! - `record.rs`: a finished match's record, from the server, on the replay shelf.
//! - `status.rs`: the table's line about the room ("Waiting for Ann… 0:42").

pub mod client;
pub mod record;
pub mod room;
pub mod status;

use super::seats::{OnlineRole, SeatKind};
use crate::dice::sim::Gesture;
use crate::online::link::{Connection, route};
use bevy::prelude::*;
use parlour_rules::game::Seat;
use parlour_rules::online::protocol::{Plan, Sitter, ToClient};
use std::collections::VecDeque;

/// The online match this screen is part of.
#[derive(Resource)]
pub struct Online {
    /// The server's address, `ws://host:port` or `wss://…`.
    pub server: String,
    /// The room's code, once the server has opened it.
    pub code: String,
    pub game: &'static str,
    pub variant: String,
    /// The room's seats as the server last told them.
    pub seats: Vec<Sitter>,
    /// Seconds each seat's person has been away (the server's count, then this screen's clock).
    pub away: Vec<f32>,
    /// The seats this screen holds (or asks for), each on a connection of its own.
    pub mine: Vec<Held>,
    /// The question that opens a new room, until the server answers it.
    pub opening: Option<Opening>,
    /// The name this screen gives.
    pub name: String,
    /// The room's match number the table shows (a rematch counts on).
    pub number: u32,
    /// Why the room cannot go on, or what is wrong with the connection, to show.
    pub problem: Option<crate::i18n::Msg>,
    /// The match's messages for the game's own system, with the seat whose connection got them.
    pub inbox: VecDeque<(Seat, ToClient)>,
    /// Asked from the pause menu: a computer of the server plays for this away seat.
    pub stand_in: Option<Seat>,
    /// Asked from the results: another match in the same room, the same seats.
    pub rematch: bool,
}

/// A seat this screen holds.
pub struct Held {
    /// The seat, once the server has given it (the one asked for until then).
    pub seat: Option<Seat>,
    /// The token that gets the seat back; none until the server gives one.
    pub token: Option<String>,
    pub conn: Connection,
    /// The server has welcomed this connection to its seat (since it last opened).
    pub welcomed: bool,
}

/// A room being opened: the connection to `/new`, what to ask for, and which of its seats are
/// this screen's.
pub struct Opening {
    pub conn: Connection,
    pub plans: Vec<Plan>,
    pub here: Vec<Seat>,
}

impl Online {
    fn new(server: &str, name: &str) -> Self {
        Self {
            server: server.trim_end_matches('/').to_string(),
            code: String::new(),
            game: "",
            variant: String::new(),
            seats: Vec::new(),
            away: Vec::new(),
            mine: Vec::new(),
            opening: None,
            name: name.to_string(),
            number: 0,
            problem: None,
            inbox: VecDeque::new(),
            stand_in: None,
            rematch: false,
        }
    }

    /// Open a new room on `server` for the setup's seats: the people here sit at it, the online
    /// seats wait for others, the computer players are the server's.
    pub fn create(server: &str, name: &str, game: &'static str, variant: &str, seats: &[SeatKind]) -> Self {
        let mut online = Self::new(server, name);
        online.game = game;
        online.variant = variant.to_string();
        let plans = seats.iter().map(|k| plan(*k)).collect();
        let here = (0..seats.len()).filter(|&s| seats[s] == SeatKind::Human).collect();
        let conn = Connection::open(&route(&online.server, "/new"), false);
        online.opening = Some(Opening { conn, plans, here });
        online
    }

    /// Join room `code` on `server`: the seats whose tokens this screen holds, or else the first
    /// free one.
    pub fn join(server: &str, name: &str, code: &str, tokens: &[(Seat, String)]) -> Self {
        let mut online = Self::new(server, name);
        online.code = code.to_string();
        if tokens.is_empty() {
            online.sit(None, None);
        }
        for (seat, token) in tokens {
            online.sit(Some(*seat), Some(token.clone()));
        }
        online
    }

    /// Ask for a seat of the room (on a connection of its own).
    pub fn sit(&mut self, seat: Option<Seat>, token: Option<String>) {
        let conn = Connection::open(&route(&self.server, &format!("/room/{}", self.code)), true);
        self.mine.push(Held { seat, token, conn, welcomed: false });
    }

    /// The seats this screen holds now.
    pub fn held(&self) -> impl Iterator<Item = Seat> + '_ {
        self.mine.iter().filter(|h| h.welcomed).filter_map(|h| h.seat)
    }

    pub fn holds(&self, seat: Seat) -> bool {
        self.held().any(|s| s == seat)
    }

    /// The connection of a seat this screen holds.
    pub fn conn(&mut self, seat: Seat) -> Option<&mut Connection> {
        self.mine.iter_mut().find(|h| h.welcomed && h.seat == Some(seat)).map(|h| &mut h.conn)
    }

    /// The table's seats as this screen sees them: its own are the people here, every other
    /// person is online; the server's computer players keep their level.
    pub fn seat_kinds(&self) -> Vec<SeatKind> {
        (0..self.seats.len())
            .map(|s| match &self.seats[s] {
                _ if self.holds(s) => SeatKind::Human,
                Sitter::Computer(level) => SeatKind::ALL
                    .into_iter()
                    .find(|k| k.bot_level() == Some(level))
                    .unwrap_or(SeatKind::Medium),
                _ => SeatKind::Online,
            })
            .collect()
    }

    /// The names of the people at the table, by seat.
    pub fn names(&self) -> Vec<Option<String>> {
        self.seats
            .iter()
            .map(|s| match s {
                Sitter::Person { name, .. } => Some(name.clone()),
                _ => None,
            })
            .collect()
    }

    /// The seat of a person who is away, with their name (the first of them): the one the pause
    /// menu may hand to a computer player.
    pub fn first_away(&self) -> Option<(Seat, String)> {
        self.seats.iter().enumerate().find_map(|(s, sitter)| match sitter {
            Sitter::Person { name, away: Some(_), standing_in: None } if !self.holds(s) => {
                Some((s, name.clone()))
            }
            _ => None,
        })
    }

    /// The room's code may be given to friends: the room is open and this screen sits in every
    /// seat it asked for (a friend who came sooner would take the first free seat).
    pub fn shareable(&self) -> bool {
        !self.code.is_empty() && self.opening.is_none() && self.mine.iter().all(|h| h.welcomed)
    }
}

/// How a seat of the setup is asked for.
fn plan(kind: SeatKind) -> Plan {
    match kind {
        SeatKind::Human | SeatKind::Online => Plan::Person,
        k => Plan::Computer(k.bot_level().unwrap_or("medium").to_string()),
    }
}

/// A throw as it travels: direction x, y and strength.
pub fn write_throw(g: Gesture) -> [f32; 3] {
    [g.direction.x, g.direction.y, g.strength]
}

/// A throw that travelled, made a gesture the dice can take: a direction of no length is the
/// default's, the strength kept within 0..=1.
pub fn read_throw([x, y, s]: [f32; 3]) -> Gesture {
    Gesture {
        direction: Vec2::new(x, y).try_normalize().unwrap_or(Gesture::default().direction),
        strength: s.clamp(0.0, 1.0),
    }
}

/// "0:42".
pub fn clock(seconds: f32) -> String {
    let s = seconds.max(0.0) as u32;
    format!("{}:{:02}", s / 60, s % 60)
}

/// Run condition: this screen takes part in an online match.
pub fn is_online(online: Option<Res<Online>>) -> bool {
    online.is_some()
}

pub(super) fn shared_plugin(app: &mut App) {
    app.add_plugins((room::plugin, status::plugin));
    app.add_systems(PreUpdate, keep_role);
}

/// The match layer below hears this screen's part through [`OnlineRole`], kept with the room.
fn keep_role(mut commands: Commands, online: Option<Res<Online>>, role: Option<Res<OnlineRole>>) {
    match (online.is_some(), role.is_some()) {
        (true, false) => commands.insert_resource(OnlineRole::Client),
        (false, true) => commands.remove_resource::<OnlineRole>(),
        _ => {}
    }
}

/// The systems of `G`'s online match.
pub(super) fn plugin<G: super::Registered>(app: &mut App) {
    app.add_plugins(client::plugin::<G>);
}
