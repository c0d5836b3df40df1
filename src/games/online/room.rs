//! The room, the same for every game: on the host's screen, guests taking seats, dropping and
//! coming back (by their key); on a guest's, the host's answers, and the match's messages set
//! aside for the game's own system. Bytes that do not read are dropped with a logged reason; a
//! peer of another version is told so and refused.

use super::{Decision, Online};
use crate::games::catalogue;
use crate::games::seats::MatchSetup;
use crate::i18n::Msg;
use crate::notice::Notice;
use crate::online::{Link, LinkEvent};
use crate::state::AppSystems;
use bevy::prelude::*;
use bevy_matchbox::prelude::PeerId;
use parlour_rules::online::{NoSeat, Room, Sitter, ToGuest, ToHost, WireError, decode, encode};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (host_room.run_if(super::is_host), guest_room.run_if(super::is_guest), reconnect, count_away)
            .run_if(resource_exists::<Link>.and_then(resource_exists::<Online>))
            .in_set(AppSystems::RecordInput),
    );
}

/// Tell every guest who sits where: the room before the match, the seats during it.
pub fn tell_seats(link: &mut Link, online: &Online) {
    let guests: Vec<_> = online.room.guests().collect();
    for (peer, seat) in guests {
        let message = if online.started {
            ToGuest::Seats(online.room.seats.clone())
        } else {
            ToGuest::Room {
                game: online.game.to_string(),
                variant: online.variant.clone(),
                seats: online.room.seats.clone(),
                you: seat,
            }
        };
        link.send(peer, encode(&message));
    }
}

fn host_room(
    mut link: ResMut<Link>,
    mut online: ResMut<Online>,
    mut events: MessageReader<LinkEvent>,
    mut notices: MessageWriter<Notice>,
) {
    let mut changed = false;
    for event in events.read() {
        match event {
            LinkEvent::Up(_) => {}
            LinkEvent::Down(peer) => {
                if let Some(seat) = online.room.leave(*peer) {
                    let name = online.room.name(seat).unwrap_or_default().to_string();
                    notices.write(Notice(Msg::new("notice-online-dropped").with("name", name)));
                    changed = true;
                }
            }
            LinkEvent::Data(peer, bytes) => match decode::<ToHost>(bytes) {
                Ok(ToHost::Hello { name, key }) => match online.room.join(*peer, &name, key) {
                    Ok(seat) => {
                        info!("online: {peer} sits at seat {seat}");
                        if online.started {
                            online.tables.push(seat);
                        }
                        changed = true;
                    }
                    Err(no) => link.send(*peer, encode(&ToGuest::NoSeat(no))),
                },
                Ok(ToHost::Decide { at, action, throw }) => match online.room.seat_of(*peer) {
                    Some(seat) => online.to_host.push_back(Decision { seat, peer: *peer, at, action, throw }),
                    None => warn!("online: a decision from {peer}, who has no seat"),
                },
                Ok(ToHost::Bye) => changed |= online.room.leave(*peer).is_some(),
                Err(e) => refuse(&mut link, *peer, &e),
            },
            LinkEvent::Closed => {
                online.problem = Some(Msg::new("online-signal-lost").with("address", link.signal.clone()));
            }
        }
    }
    if changed {
        tell_seats(&mut link, &online);
    }
}

/// Bytes from `peer` that did not read: logged; a peer of another version is answered (its own
/// decoder then tells its player which versions met).
fn refuse(link: &mut Link, peer: PeerId, e: &WireError) {
    warn!("online: dropped a message from {peer}: {e}");
    if matches!(e, WireError::Version { .. }) {
        link.send(peer, encode(&ToGuest::NoSeat(NoSeat::Version)));
    }
}

fn guest_room(
    mut link: ResMut<Link>,
    mut online: ResMut<Online>,
    mut events: MessageReader<LinkEvent>,
    mut setup: ResMut<MatchSetup>,
    mut notices: MessageWriter<Notice>,
) {
    for event in events.read() {
        match event {
            LinkEvent::Up(peer) => {
                let hello = ToHost::Hello { name: online.name.clone(), key: online.key };
                link.send(*peer, encode(&hello));
            }
            LinkEvent::Down(peer) => {
                if online.host == Some(*peer) {
                    online.host = None;
                    online.problem = Some(Msg::new("online-host-left"));
                    notices.write(Notice(Msg::new("online-host-left")));
                    online.reconnect_in = Some(RECONNECT_SECONDS);
                }
            }
            LinkEvent::Data(peer, bytes) => match decode::<ToGuest>(bytes) {
                Ok(message) => take(&mut online, *peer, message, &mut setup),
                Err(e @ WireError::Version { .. }) => {
                    online.problem = Some(Msg::new("online-version").with("what", e.to_string()));
                }
                // Another guest's greeting (every peer of a room meets every other), or bytes
                // that do not read.
                Err(e) => debug!("online: dropped a message from {peer}: {e}"),
            },
            LinkEvent::Closed => {
                online.problem = Some(Msg::new("online-signal-lost").with("address", link.signal.clone()));
            }
        }
    }
}

/// A message from the host.
fn take(online: &mut Online, peer: PeerId, message: ToGuest, setup: &mut MatchSetup) {
    let mut learn = |online: &mut Online, game: &str, variant: &str, seats: &[Sitter], you| {
        let Some(info) = catalogue::game(game) else {
            online.problem = Some(Msg::new("online-unknown-game").with("what", game.to_string()));
            return false;
        };
        online.host = Some(peer);
        online.game = info.id;
        online.variant = variant.to_string();
        online.room = Room::new(seats.to_vec());
        online.away.resize(seats.len(), 0.0);
        online.you = Some(you);
        online.problem = None;
        setup.game = info.id;
        setup.variant = info.variants.iter().position(|v| *v == variant).unwrap_or(0);
        setup.seats = online.seat_kinds();
        true
    };
    match message {
        ToGuest::Room { game, variant, seats, you } => {
            learn(online, &game, &variant, &seats, you);
        }
        ToGuest::Table { ref game, ref variant, ref seats, you, .. } => {
            let (game, variant, seats) = (game.clone(), variant.clone(), seats.clone());
            // The game's own system lays the table (or lays it again, after the host came back).
            if learn(online, &game, &variant, &seats, you) {
                online.to_guest.push_back(message);
            }
        }
        ToGuest::Seats(seats) => {
            online.room = Room::new(seats);
        }
        ToGuest::NoSeat(NoSeat::Full) => online.problem = Some(Msg::new("online-full")),
        ToGuest::NoSeat(NoSeat::Version) => {
            let what = WireError::Version { theirs: parlour_rules::online::wire::VERSION + 1 };
            online.problem = Some(Msg::new("online-version").with("what", format!("{what}")));
        }
        ToGuest::HostLeft => online.problem = Some(Msg::new("online-host-left")),
        ToGuest::Update { .. } | ToGuest::Refused { .. } => online.to_guest.push_back(message),
    }
}

/// Seconds a guest waits, after its connection to the host dropped, before it opens the room
/// again (and again, while the host is away).
const RECONNECT_SECONDS: f32 = 2.0;

/// A guest whose host dropped opens the room again: the host, back or still there, meets it as a
/// new peer and gives it its seat by its key, with the whole table.
fn reconnect(
    time: Res<Time<Real>>,
    mut online: ResMut<Online>,
    mut link: ResMut<Link>,
    stun: Res<crate::online::Stun>,
) {
    let Some(left) = online.reconnect_in.as_mut() else { return };
    *left -= time.delta_secs();
    if *left > 0.0 {
        return;
    }
    if online.host.is_some() {
        online.reconnect_in = None;
        return;
    }
    info!("online: opening room {} again", link.code);
    *link = Link::open(crate::online::Role::Guest, &link.signal.clone(), &link.code.clone(), &stun);
    online.reconnect_in = Some(RECONNECT_SECONDS * 5.0);
}

/// How long each remote seat's guest has been away.
fn count_away(time: Res<Time<Real>>, mut online: ResMut<Online>) {
    let dt = time.delta_secs();
    let n = online.room.seats.len();
    online.away.resize(n, 0.0);
    for s in 0..n {
        let away = matches!(online.room.seats[s], Sitter::Remote { connected: false, .. });
        online.away[s] = if away { online.away[s] + dt } else { 0.0 };
    }
}
