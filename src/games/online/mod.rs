//! Online matches in the match layer, for any game. The host's screen runs the match as it runs
//! any other (rules, computer players, saves); its online seats decide through messages from
//! their guests, checked by the rules crate's [`Host`](parlour_rules::online::Host) before the
//! door sees them. A guest's screen holds a stand-in of the match built from its seat's view
//! alone and asks the host for every decision.
//!
//! - `room.rs`: the room before and during the match, the same for every game: who sits where,
//!   guests coming, dropping and coming back, the messages no game needs to read.
//! - `host.rs`, `guest.rs`: the match's messages for game `G` on each side.

pub mod guest;
pub mod host;
pub mod room;
pub mod status;

use super::seats::{OnlineRole, SeatKind};
use crate::dice::sim::Gesture;
use crate::online::Role;
use bevy::prelude::*;
use bevy_matchbox::prelude::PeerId;
use parlour_rules::game::Seat;
use parlour_rules::online::{Payload, Room, Sitter, ToGuest};
use std::collections::VecDeque;

/// The online match this screen is part of.
#[derive(Resource, Debug)]
pub struct Online {
    pub role: Role,
    /// The room's seats; on a guest's screen, as the host last told them (no keys or peers).
    pub room: Room<PeerId>,
    pub game: &'static str,
    pub variant: String,
    /// The guest's own seat, once the host has given it one.
    pub you: Option<Seat>,
    /// The guest's host, once it has answered.
    pub host: Option<PeerId>,
    /// The guest's key for this room (it gets its seat back with it).
    pub key: u64,
    /// The name this screen gives.
    pub name: String,
    /// The match has started (the table is open).
    pub started: bool,
    /// Why the room cannot go on, to show (no seat, another version, the host left).
    pub problem: Option<crate::i18n::Msg>,
    /// Seconds each seat has been away (remote seats whose guest dropped).
    pub away: Vec<f32>,
    /// Guest: messages of the match for the game's own system. Host: guests' decisions.
    pub to_guest: VecDeque<ToGuest>,
    pub to_host: VecDeque<Decision>,
    /// Host: seats whose guest came back during the match and needs the whole table.
    pub tables: Vec<Seat>,
    /// Host: the seat whose away guest the host hands to a computer player (pause menu).
    pub hand_over: Option<Seat>,
    /// Guest: seconds until the link to the room opens again, after the host's connection
    /// dropped (the host may be back, or the drop was the network's).
    pub reconnect_in: Option<f32>,
}

/// A guest's decision as the host received it.
#[derive(Debug, Clone)]
pub struct Decision {
    pub seat: Seat,
    pub peer: PeerId,
    pub at: u64,
    pub action: Payload,
    pub throw: Option<[f32; 3]>,
}

impl Online {
    /// A host's room for the setup's seats.
    pub fn host(game: &'static str, variant: &str, seats: &[SeatKind]) -> Self {
        let sitters = seats.iter().map(|k| sitter(*k)).collect();
        Self::new(Role::Host, game, variant, Room::new(sitters), seats.len())
    }

    /// A guest's view of a room it has not heard from yet.
    pub fn guest(name: &str, key: u64) -> Self {
        let mut online = Self::new(Role::Guest, "", "", Room::new(Vec::new()), 0);
        online.name = name.to_string();
        online.key = key;
        online
    }

    fn new(role: Role, game: &'static str, variant: &str, room: Room<PeerId>, seats: usize) -> Self {
        Self {
            role,
            room,
            game,
            variant: variant.to_string(),
            you: None,
            host: None,
            key: 0,
            name: String::new(),
            started: false,
            problem: None,
            away: vec![0.0; seats],
            to_guest: VecDeque::new(),
            to_host: VecDeque::new(),
            tables: Vec::new(),
            hand_over: None,
            reconnect_in: None,
        }
    }

    pub fn is_guest(&self) -> bool {
        self.role == Role::Guest
    }

    /// The table's seats as this screen sees them: a guest's own seat is the person here, every
    /// other person is online; computer players keep their level.
    pub fn seat_kinds(&self) -> Vec<SeatKind> {
        (0..self.room.seats.len())
            .map(|s| match &self.room.seats[s] {
                _ if self.is_guest() && Some(s) == self.you => SeatKind::Human,
                Sitter::Host if !self.is_guest() => SeatKind::Human,
                Sitter::Computer(level) => SeatKind::ALL
                    .into_iter()
                    .find(|k| k.bot_level() == Some(level))
                    .unwrap_or(SeatKind::Medium),
                _ => SeatKind::Online,
            })
            .collect()
    }

    /// The names of the people online, by seat ("host" for the host's people on a guest's
    /// screen is the label's, not a name).
    pub fn names(&self) -> Vec<Option<String>> {
        (0..self.room.seats.len()).map(|s| self.room.name(s).map(str::to_string)).collect()
    }
}

/// How a seat of the setup sits in a room.
fn sitter(kind: SeatKind) -> Sitter {
    match kind {
        SeatKind::Human => Sitter::Host,
        SeatKind::Online => Sitter::FREE,
        k => Sitter::Computer(k.bot_level().unwrap_or("medium").to_string()),
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

/// The first seat whose guest is away, with its name: the one the host may hand to a computer.
pub fn first_away(online: &Online) -> Option<(Seat, String)> {
    let seat = online.room.waiting().into_iter().find(|&s| online.room.name(s).is_some())?;
    Some((seat, online.room.name(seat)?.to_string()))
}

/// Run condition: this screen is a guest's.
pub fn is_guest(online: Option<Res<Online>>) -> bool {
    online.is_some_and(|o| o.is_guest())
}

/// Run condition: this screen hosts an online match.
pub fn is_host(online: Option<Res<Online>>) -> bool {
    online.is_some_and(|o| !o.is_guest())
}

pub(super) fn shared_plugin(app: &mut App) {
    app.add_plugins((room::plugin, status::plugin));
    app.add_systems(PreUpdate, keep_role);
}

/// The match layer below hears this screen's part through [`OnlineRole`], kept with the room.
fn keep_role(mut commands: Commands, online: Option<Res<Online>>, role: Option<Res<OnlineRole>>) {
    let want = online.map(|o| if o.is_guest() { OnlineRole::Guest } else { OnlineRole::Host });
    if want != role.map(|r| *r) {
        match want {
            Some(r) => commands.insert_resource(r),
            None => commands.remove_resource::<OnlineRole>(),
        }
    }
}

/// The systems of `G`'s online match, on both sides.
pub(super) fn plugin<G: super::Registered>(app: &mut App) {
    app.add_plugins((host::plugin::<G>, guest::plugin::<G>));
}
