//! This screen's side of an online match of game `G`. The table is laid from the server's whole
//! table (again when a connection comes back), each decision is shown as the table shows any,
//! and this screen's own decisions go to the server, the table waiting for the answer (which is
//! also the sign that the decision is stored).
//!
//! A screen that holds several seats keeps a stand-in per seat, each from that seat's view
//! alone; the table shows the stand-in of the seat to decide when it is one of this screen's.

use super::Online;
use crate::games::door::{Showing, Step, Submit};
use crate::games::phase::TurnPhase;
use crate::games::registry::{Registered, ResumeRequest};
use crate::games::session::Match;
use crate::games::undo::Relay;
use crate::i18n::Msg;
use crate::notice::Notice;
use crate::persistence::store::Store;
use crate::state::{AppSystems, Screen};
use bevy::prelude::*;
use parlour_rules::game::Seat;
use parlour_rules::online::protocol::{ToClient, ToServer};
use parlour_rules::online::{Guest, Refusal};

/// The stand-ins of this screen's seats, and the seat whose stand-in the table shows.
#[derive(Resource)]
pub struct Clienting<G: crate::games::view::GameView> {
    pub guests: Vec<Guest<G>>,
    pub shown: Seat,
    /// The decision count at which this screen's last decision was sent: one decision a moment.
    pub sent: Option<u64>,
}

impl<G: crate::games::view::GameView> Clienting<G> {
    pub fn guest(&self, seat: Seat) -> Option<&Guest<G>> {
        self.guests.iter().find(|g| g.seat == seat)
    }
}

pub(super) fn plugin<G: Registered>(app: &mut App) {
    app.add_systems(
        Update,
        (take_messages::<G>, switch_seat::<G>, send_decisions::<G>, sync_seats::<G>)
            .chain()
            .run_if(super::is_online)
            .in_set(AppSystems::Update),
    );
    app.add_systems(OnExit(Screen::Playing), |mut c: Commands| c.remove_resource::<Clienting<G>>());
}

fn take_messages<G: Registered>(
    mut commands: Commands,
    mut online: ResMut<Online>,
    m: Option<ResMut<Match<G>>>,
    clienting: Option<ResMut<Clienting<G>>>,
    mut showing: ResMut<Showing<G>>,
    screen: Res<State<Screen>>,
    mut resume: ResMut<ResumeRequest>,
    mut relay: ResMut<Relay>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut notices: MessageWriter<Notice>,
    store: Res<Store>,
) {
    if online.game != G::ID {
        return;
    }
    let (mut m, mut clienting) = (m, clienting);
    while let Some((seat, message)) = online.inbox.pop_front() {
        match message {
            ToClient::Table { number, actions, view, seed } => {
                let guest = match Guest::<G>::from_table(seat, actions, &view, seed) {
                    Ok(g) => g,
                    Err(e) => {
                        error!("online: the server's table does not read: {e}");
                        online.problem = Some(Msg::new("online-bad-table").with("what", e.to_string()));
                        continue;
                    }
                };
                // Another of this screen's seats, at the table already laid: its stand-in only.
                if let Some(c) = clienting.as_mut().filter(|c| c.shown != seat && number == online.number) {
                    c.guests.retain(|g| g.seat != seat);
                    c.guests.push(guest);
                    continue;
                }
                let mut table =
                    Match::from_game(&online.variant, online.seat_kinds(), seed, guest.state.clone());
                table.actions = actions;
                table.names = online.names();
                table.room = Some(online.code.clone());
                let mut guests = clienting.as_ref().map(|c| c.guests.clone()).unwrap_or_default();
                if number != online.number {
                    guests.clear();
                }
                guests.retain(|g| g.seat != seat);
                guests.push(guest);
                online.number = number;
                commands.insert_resource(Clienting { guests, shown: seat, sent: None });
                if *screen.get() == Screen::Playing {
                    let line = if m.as_ref().is_some_and(|m| m.game.outcome().is_some()) {
                        Msg::new("online-rematch")
                    } else {
                        Msg::new("online-table-again")
                    };
                    relay.0 = Some((G::wrap(table), line));
                } else {
                    resume.0 = Some(G::wrap(table));
                    next_screen.set(Screen::Playing);
                }
                // The rest waits for the table to be laid.
                return;
            }
            ToClient::Update { actions, by, action, events, view, throw } => {
                let (Some(m), Some(c)) = (m.as_mut(), clienting.as_mut()) else {
                    // The table is still being laid: the decision waits for it.
                    online
                        .inbox
                        .push_front((seat, ToClient::Update { actions, by, action, events, view, throw }));
                    return;
                };
                let shown = c.shown;
                let Some(guest) = c.guests.iter_mut().find(|g| g.seat == seat) else { continue };
                if actions <= guest.actions {
                    continue;
                }
                match guest.update(actions, &action, &events, view.as_ref()) {
                    Ok((action, events)) if seat == shown => {
                        if m.shown.is_none() {
                            let now = m.game.clone();
                            m.catch_up(now);
                        }
                        m.game = guest.state.clone();
                        m.actions = actions;
                        m.log.decisions.push(action);
                        let gesture = throw.map(super::read_throw).unwrap_or_default();
                        showing.queue.extend(events.into_iter().map(|e| Step::Event(e, gesture)));
                        showing.queue.push_back(Step::Caught(Box::new(m.game.clone())));
                        next_phase.set(TurnPhase::Presenting);
                    }
                    Ok(_) => {}
                    Err(e) => {
                        warn!("online: {e}; asking the server for the table again");
                        again(&mut online, seat);
                        return;
                    }
                }
            }
            // The table here is behind the server's: it gets the whole table again.
            ToClient::Refused { why: why @ (Refusal::Stale { .. } | Refusal::NotYourTurn), .. } => {
                warn!("online: the server refused a decision ({why:?}); asking for the table again");
                notices.write(Notice(refusal(&why)));
                again(&mut online, seat);
                return;
            }
            ToClient::Refused { why, .. } => {
                notices.write(Notice(refusal(&why)));
                if let Some(c) = clienting.as_mut() {
                    c.sent = None;
                }
                if m.as_ref().is_some_and(|m| m.human_to_act().is_some()) {
                    next_phase.set(TurnPhase::Deciding);
                }
            }
            ToClient::Record { seed, actions, .. } => {
                match super::record::rebuild::<G>(&online, seed, &actions)
                    .and_then(|m| super::record::shelve(&store, m))
                {
                    Ok(true) => info!("online: room {}'s match is on the replay shelf", online.code),
                    Ok(false) => {}
                    Err(e) => {
                        warn!("online: the finished match cannot go on the shelf: {e}");
                        notices.write(Notice::problem("notice-replay-unsaved", e));
                    }
                }
            }
            // The last decision's update has shown the end already.
            _ => {}
        }
    }
}

/// Reopen `seat`'s connection: the server sends the whole table to a seat that comes back.
fn again(online: &mut Online, seat: Seat) {
    online.inbox.retain(|(s, _)| *s != seat);
    if let Some(conn) = online.conn(seat) {
        conn.reopen();
    }
}

/// Several seats at this screen: when the table waits for another of them, it shows that seat's
/// stand-in (what that seat may see) once it has caught up with the table.
fn switch_seat<G: Registered>(
    m: Option<ResMut<Match<G>>>,
    clienting: Option<ResMut<Clienting<G>>>,
    mut showing: ResMut<Showing<G>>,
    phase: Option<Res<State<TurnPhase>>>,
) {
    let (Some(mut m), Some(mut c)) = (m, clienting) else { return };
    if c.guests.len() < 2
        || !phase.is_some_and(|p| matches!(p.get(), TurnPhase::Deciding | TurnPhase::Elsewhere))
    {
        return;
    }
    let Some(seat) = m.game.to_act().filter(|&s| s != c.shown) else { return };
    let Some(guest) = c.guest(seat).filter(|g| g.actions == m.actions) else { return };
    let state = guest.state.clone();
    c.shown = seat;
    m.game = state.clone();
    showing.queue.push_back(Step::Caught(Box::new(state)));
}

/// The table's seats follow the room: a name that came, a seat a computer took over.
fn sync_seats<G: Registered>(online: Res<Online>, m: Option<ResMut<Match<G>>>) {
    let Some(mut m) = m else { return };
    let (seats, names) = (online.seat_kinds(), online.names());
    if seats.len() == m.seats.len() && (m.seats != seats || m.names != names) {
        m.seats = seats;
        m.names = names;
    }
}

/// What the player reads when the server refused a decision.
fn refusal(why: &Refusal) -> Msg {
    match why {
        Refusal::NotYourTurn => Msg::new("online-refused-turn"),
        Refusal::Stale { .. } => Msg::new("online-refused-stale"),
        Refusal::Over => Msg::new("online-refused-over"),
        Refusal::Illegal(e) | Refusal::Unreadable(e) => Msg::new("online-refused").with("what", e.clone()),
    }
}

/// This screen's decisions go to the server through the deciding seat's connection; the table
/// waits for the answer.
fn send_decisions<G: Registered>(
    mut submits: MessageReader<Submit<G>>,
    clienting: Option<ResMut<Clienting<G>>>,
    m: Option<Res<Match<G>>>,
    mut online: ResMut<Online>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
) {
    let (Some(mut c), Some(m)) = (clienting, m) else {
        submits.clear();
        return;
    };
    for s in submits.read() {
        // A resignation, of a seat of this screen's: the server ends the match for it, at any
        // moment.
        let to_act = m.game.to_act().filter(|&t| online.holds(t));
        let held: Vec<Seat> = to_act.into_iter().chain(online.held()).collect();
        if let Some(seat) = held.into_iter().find(|&h| m.game.resign(h).as_ref() == Some(&s.action)) {
            if let Some(conn) = online.conn(seat) {
                conn.send(&ToServer::Resign);
            }
            continue;
        }
        let Some(seat) = m.game.to_act() else { continue };
        let Some(guest) = c.guest(seat) else { continue };
        if c.sent == Some(guest.actions) {
            continue;
        }
        let message = guest.decide(&s.action, s.gesture.map(super::write_throw));
        let at = guest.actions;
        let Some(conn) = online.conn(seat) else { continue };
        conn.send(&message);
        c.sent = Some(at);
        next_phase.set(TurnPhase::Elsewhere);
    }
}
