//! The host's side of an online match of game `G`: the table opens with the room (a resumed
//! match reopens its own room), each guest gets the whole table when the match starts or when it
//! comes back, its decisions are checked by the rules before the door takes them, and after
//! every decision each guest is told what its seat may see.

use super::Online;
use super::room::tell_seats;
use crate::games::door::{Applied, DoorSystems, Submit};
use crate::games::phase::{Opening, TableOpens, TurnPhase};
use crate::games::registry::Registered;
use crate::games::seats::SeatKind;
use crate::games::session::Match;
use crate::online::code::new_code;
use crate::online::{Link, Role, Stun};
use crate::persistence::settings::Settings;
use crate::state::{AppSystems, Watching};
use bevy::prelude::*;
use parlour_rules::online::{Host, ToGuest, encode};

/// The host's model of each guest's table.
#[derive(Resource)]
pub struct Hosting<G: crate::games::view::GameView> {
    pub host: Host<G>,
}

pub(super) fn plugin<G: Registered>(app: &mut App) {
    app.add_systems(TableOpens, open_room::<G>.after(Opening::Match).before(Opening::Lay));
    app.add_systems(
        Update,
        (hand_over::<G>, send_tables::<G>, take_decisions::<G>)
            .chain()
            .run_if(super::is_host.and_then(resource_exists::<Match<G>>).and_then(resource_exists::<Link>))
            .in_set(AppSystems::Update)
            .before(DoorSystems),
    );
    app.add_systems(
        Update,
        tell_guests::<G>
            .run_if(super::is_host.and_then(resource_exists::<Hosting<G>>).and_then(resource_exists::<Link>))
            .in_set(AppSystems::Update)
            .after(DoorSystems),
    );
}

/// The match is on the table: the room starts it. A resumed match with online seats and no room
/// open reopens its room under its own code; its guests take their seats again as they come.
fn open_room<G: Registered>(
    mut commands: Commands,
    m: Option<ResMut<Match<G>>>,
    online: Option<ResMut<Online>>,
    settings: Res<Settings>,
    watching: Option<Res<Watching>>,
    stun: Res<Stun>,
) {
    let Some(mut m) = m else { return };
    if watching.is_some()
        || !m.seats.contains(&SeatKind::Online)
        || online.as_ref().is_some_and(|o| o.is_guest())
    {
        return;
    }
    let mut online = match online {
        Some(online) => online,
        None => {
            let code = m.room.clone().unwrap_or_else(new_code);
            // Its online seats are free again: any guest with the code may take them.
            let mut online = Online::host(G::ID, &m.variant, &m.seats);
            online.started = true;
            commands.insert_resource(Link::open(Role::Host, &settings.signal, &code, &stun));
            commands.insert_resource(online);
            m.room = Some(code);
            commands.insert_resource(Hosting::<G> { host: Host::new(m.seats.len()) });
            return;
        }
    };
    online.started = true;
    m.names = online.names();
    let guests: Vec<_> = online.room.guests().map(|(_, seat)| seat).collect();
    online.tables.extend(guests);
    commands.insert_resource(Hosting::<G> { host: Host::new(m.seats.len()) });
}

/// The whole table for each guest that needs it.
fn send_tables<G: Registered>(
    mut online: ResMut<Online>,
    mut link: ResMut<Link>,
    mut m: ResMut<Match<G>>,
    hosting: Option<ResMut<Hosting<G>>>,
) {
    let Some(mut hosting) = hosting else { return };
    if online.tables.is_empty() {
        return;
    }
    m.room = Some(link.code.clone());
    m.names = online.names();
    for seat in std::mem::take(&mut online.tables) {
        let Some(peer) = online.room.peer_at(seat) else { continue };
        match hosting.host.table(&m.game, seat, rand::random()) {
            Ok((view, seed)) => {
                let table = ToGuest::Table {
                    game: G::ID.to_string(),
                    variant: m.variant.clone(),
                    seats: online.room.seats.clone(),
                    you: seat,
                    actions: m.actions,
                    view,
                    seed,
                };
                link.send(peer, encode(&table));
            }
            Err(e) => error!("online: no table for seat {seat}: {e}"),
        }
    }
    tell_seats(&mut link, &online);
}

/// The host hands an away guest's seat to a computer player (medium) for the rest of the match;
/// the table, waiting for that seat, goes on. The guest, if it comes back, finds no seat.
fn hand_over<G: Registered>(
    mut online: ResMut<Online>,
    mut link: ResMut<Link>,
    mut m: ResMut<Match<G>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    let Some(seat) = online.hand_over.take() else { return };
    if seat >= m.seats.len() {
        return;
    }
    online.room.hand_to_computer(seat, "medium");
    m.seats[seat] = SeatKind::Medium;
    if let Some(names) = m.names.get_mut(seat) {
        *names = None;
    }
    if m.game.to_act() == Some(seat) && phase.is_some_and(|p| *p.get() == TurnPhase::Elsewhere) {
        next.set(TurnPhase::BotThinking);
    }
    tell_seats(&mut link, &online);
}

/// A guest's decision, checked by the rules: taken through the door, or refused with why.
fn take_decisions<G: Registered>(
    mut online: ResMut<Online>,
    mut link: ResMut<Link>,
    m: Res<Match<G>>,
    mut submits: MessageWriter<Submit<G>>,
) {
    // One a frame: the next is checked against the match the door has made of this one.
    let Some(d) = online.to_host.pop_front() else { return };
    let resign = m.game.resign(d.seat);
    match Host::<G>::check(&m.game, m.actions, d.seat, d.at, &d.action, resign.as_ref()) {
        Ok(action) => {
            let gesture = d.throw.map(super::read_throw);
            submits.write(Submit { action, gesture });
        }
        Err(why) => {
            warn!("online: refused seat {}'s decision: {why:?}", d.seat);
            link.send(d.peer, encode(&ToGuest::Refused { at: d.at, why }));
        }
    }
}

/// Every decision the door took, told to each guest as its seat may see it.
fn tell_guests<G: Registered>(
    mut applied: MessageReader<Applied<G>>,
    online: Res<Online>,
    mut link: ResMut<Link>,
    mut hosting: ResMut<Hosting<G>>,
) {
    for a in applied.read() {
        let throw = a.gesture.map(super::write_throw);
        for (peer, seat) in online.room.guests().collect::<Vec<_>>() {
            match hosting.host.update(
                &a.after,
                a.actions,
                a.by,
                &a.action,
                &a.events,
                seat,
                rand::random(),
                throw,
            ) {
                Ok(message) => link.send(peer, encode(&message)),
                Err(e) => error!("online: no update for seat {seat}: {e}"),
            }
        }
    }
}
