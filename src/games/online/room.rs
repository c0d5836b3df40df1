//! The room, the same for every game: the question that opens it, each of this screen's seats
//! introducing itself whenever its connection opens (again), the seats as the server tells them,
//! and the match's messages set aside for the game's own system. What the server turns down is
//! shown with its reason; bytes that do not read are logged and dropped.

use super::{Held, Online};
use crate::games::catalogue;
use crate::games::seats::MatchSetup;
use crate::i18n::Msg;
use crate::notice::Notice;
use crate::online::link::LinkEvent;
use crate::persistence::settings::{HeldSeat, Settings};
use crate::state::AppSystems;
use bevy::prelude::*;
use parlour_rules::online::protocol::{Denial, Sitter, ToClient, ToServer};
use parlour_rules::online::{NoSeat, WireError};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (open_room, take_seats, requests, count_away)
            .chain()
            .run_if(resource_exists::<Online>)
            .in_set(AppSystems::RecordInput),
    );
}

/// The question to `/new`, once its connection opens; the answer's code, at which each of this
/// screen's seats then asks for its own.
fn open_room(time: Res<Time<Real>>, mut online: ResMut<Online>, mut notices: MessageWriter<Notice>) {
    let Some(mut opening) = online.opening.take() else { return };
    for event in opening.conn.poll(time.delta_secs()) {
        match event {
            LinkEvent::Opened => {
                let create = ToServer::Create {
                    game: online.game.to_string(),
                    variant: online.variant.clone(),
                    seats: opening.plans.clone(),
                };
                opening.conn.send(&create);
            }
            LinkEvent::Message(ToClient::Created { room }) => {
                info!("online: room {room} is open");
                online.code = room;
                for &seat in &opening.here {
                    online.sit(Some(seat), None);
                }
                return;
            }
            LinkEvent::Message(ToClient::Denied(why)) => {
                online.problem = Some(denial(&why));
                notices.write(Notice(denial(&why)));
                return;
            }
            LinkEvent::Message(other) => debug!("online: {other:?} before the room was open"),
            LinkEvent::Unreadable(e) => online.problem = Some(unreadable(&e)),
            LinkEvent::Closed(why) => {
                online.problem = Some(Msg::new("online-unreachable").with("address", online.server.clone()));
                warn!("online: {why}");
                return;
            }
        }
    }
    online.opening = Some(opening);
}

/// Each seat's connection: introduced when it opens, welcomed to its seat, and what it hears.
fn take_seats(
    time: Res<Time<Real>>,
    mut online: ResMut<Online>,
    mut setup: ResMut<MatchSetup>,
    mut settings: ResMut<Settings>,
    mut notices: MessageWriter<Notice>,
) {
    let dt = time.delta_secs();
    let mut mine = std::mem::take(&mut online.mine);
    for held in &mut mine {
        for event in held.conn.poll(dt) {
            // A connection given up on (no room, no seat): what it said stands.
            if held.conn.is_done() && matches!(event, LinkEvent::Closed(_)) {
                break;
            }
            match event {
                LinkEvent::Opened => {
                    held.welcomed = false;
                    let join = ToServer::Join {
                        name: online.name.clone(),
                        token: held.token.clone(),
                        seat: held.seat,
                    };
                    held.conn.send(&join);
                }
                LinkEvent::Message(m) => take(&mut online, held, m, &mut setup, &mut settings, &mut notices),
                LinkEvent::Unreadable(e) => {
                    warn!("online: dropped a message that does not read: {e}");
                    if matches!(e, WireError::Version { .. }) {
                        online.problem = Some(unreadable(&e));
                    }
                }
                LinkEvent::Closed(why) => {
                    warn!("online: seat {:?} lost its connection: {why}", held.seat);
                    held.welcomed = false;
                    online.problem = Some(Msg::new("online-reconnecting"));
                }
            }
        }
    }
    // A seat given up (no seat left for it) leaves the list.
    mine.retain(|h| !h.conn.is_done());
    online.mine = mine;
}

/// A message on `held`'s connection.
fn take(
    online: &mut Online,
    held: &mut Held,
    message: ToClient,
    setup: &mut MatchSetup,
    settings: &mut Settings,
    notices: &mut MessageWriter<Notice>,
) {
    match message {
        ToClient::Welcome { room, game, variant, seats, you, token } => {
            let Some(info) = catalogue::game(&game) else {
                online.problem = Some(Msg::new("online-unknown-game").with("what", game));
                return;
            };
            online.code = room;
            online.game = info.id;
            online.variant = variant.clone();
            online.seats = seats;
            online.away.resize(online.seats.len(), 0.0);
            held.seat = you;
            held.welcomed = true;
            online.problem = None;
            if let (Some(seat), Some(token)) = (you, token) {
                held.token = Some(token.clone());
                remember(
                    settings,
                    HeldSeat {
                        server: online.server.clone(),
                        room: online.code.clone(),
                        game: info.id.to_string(),
                        seat,
                        token,
                    },
                );
            }
            setup.game = info.id;
            setup.variant = info.variants.iter().position(|v| *v == variant).unwrap_or(0);
            setup.seats = online.seat_kinds();
        }
        ToClient::Seats(seats) => {
            for (s, sitter) in seats.iter().enumerate() {
                if let Sitter::Person { away: Some(secs), .. } = sitter {
                    let was_here = !matches!(online.seats.get(s), Some(Sitter::Person { away: Some(_), .. }));
                    if was_here && let Some(a) = online.away.get_mut(s) {
                        *a = *secs as f32;
                    }
                }
            }
            online.seats = seats;
            online.away.resize(online.seats.len(), 0.0);
        }
        ToClient::NoSeat(NoSeat::Full) => {
            online.problem = Some(Msg::new("online-full"));
            held.conn.close();
            held.seat = None;
        }
        ToClient::NoSeat(NoSeat::Version) => {
            online.problem = Some(Msg::new("online-version").with("what", "?"));
        }
        ToClient::Denied(Denial::BadToken) => {
            // The token is not this room's (the room was closed, or another screen's): try as a
            // newcomer, and forget it.
            let token = held.token.take();
            settings.online_seats.retain(|h| Some(&h.token) != token.as_ref());
            online.problem = Some(Msg::new("online-token-gone"));
            held.conn.reopen();
        }
        ToClient::Denied(why) => {
            warn!("online: the server turned a message down: {why:?}");
            notices.write(Notice(denial(&why)));
            if matches!(why, Denial::NoRoom | Denial::Full | Denial::TooManyTries) {
                online.problem = Some(denial(&why));
                held.conn.close();
            }
        }
        ToClient::Pong(_) | ToClient::Created { .. } | ToClient::Mine(_) => {}
        m @ (ToClient::Table { .. }
        | ToClient::Update { .. }
        | ToClient::Refused { .. }
        | ToClient::Over(_)
        | ToClient::Record { .. }) => {
            if let Some(seat) = held.seat {
                online.inbox.push_back((seat, m));
            }
        }
    }
}

/// Keep `seat`'s token (one per seat of a room; the newest first), so that the title finds the
/// match again.
fn remember(settings: &mut Settings, seat: HeldSeat) {
    if settings.online_seats.first() == Some(&seat) {
        return;
    }
    settings
        .online_seats
        .retain(|h| !(h.server == seat.server && h.room == seat.room && h.seat == seat.seat));
    settings.online_seats.insert(0, seat);
    // The oldest go: a screen keeps its last hundred seats.
    settings.online_seats.truncate(100);
}

/// What the menus asked of the room: a computer of the server to play for an away seat (the
/// pause menu), another match (the results).
fn requests(mut online: ResMut<Online>) {
    let Some(mine) = online.held().next() else { return };
    let mut asks = Vec::new();
    if let Some(seat) = online.stand_in.take() {
        asks.push(ToServer::StandIn { seat, level: "medium".into() });
    }
    if std::mem::take(&mut online.rematch) {
        asks.push(ToServer::Rematch);
    }
    if let Some(conn) = online.conn(mine) {
        for ask in &asks {
            conn.send(ask);
        }
    }
}

/// How long each away person has been away.
fn count_away(time: Res<Time<Real>>, mut online: ResMut<Online>) {
    let dt = time.delta_secs();
    let n = online.seats.len();
    online.away.resize(n, 0.0);
    for s in 0..n {
        let away = matches!(online.seats[s], Sitter::Person { away: Some(_), .. });
        online.away[s] = if away { online.away[s] + dt } else { 0.0 };
    }
}

/// What the player reads when the server turned a message down.
pub fn denial(why: &Denial) -> Msg {
    match why {
        Denial::Full => Msg::new("online-server-full"),
        Denial::NoRoom => Msg::new("online-no-room"),
        Denial::TooManyRooms => Msg::new("online-too-many-rooms"),
        Denial::TooManyTries => Msg::new("online-too-many-tries"),
        Denial::TooFast => Msg::new("online-too-fast"),
        other => Msg::new("online-denied").with("what", format!("{other:?}")),
    }
}

fn unreadable(e: &WireError) -> Msg {
    Msg::new("online-version").with("what", e.to_string())
}
