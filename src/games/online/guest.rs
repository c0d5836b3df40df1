//! A guest's side of an online match of game `G`: the table is laid from the host's whole table
//! (again if the host comes back after leaving), each of the host's decisions is shown as the
//! table shows any decision, and this screen's own decisions go to the host, the table waiting
//! for its answer.

use super::Online;
use crate::games::door::{Showing, Step, Submit};
use crate::games::phase::TurnPhase;
use crate::games::registry::{Registered, ResumeRequest};
use crate::games::session::Match;
use crate::games::undo::Relay;
use crate::i18n::Msg;
use crate::notice::Notice;
use crate::online::Link;
use crate::state::{AppSystems, Screen};
use bevy::prelude::*;
use parlour_rules::online::{Guest, GuestError, Refusal, ToGuest, ToHost, encode};

/// The guest's table: its stand-in, kept in step with the host's decisions.
#[derive(Resource)]
pub struct Guesting<G: crate::games::view::GameView> {
    pub guest: Guest<G>,
    /// The decision count at which this screen's last decision was sent: one decision a moment.
    pub sent: Option<u64>,
}

pub(super) fn plugin<G: Registered>(app: &mut App) {
    app.add_systems(
        Update,
        (take_messages::<G>, send_decisions::<G>, sync_seats::<G>)
            .run_if(super::is_guest.and_then(resource_exists::<Link>))
            .in_set(AppSystems::Update),
    );
    app.add_systems(OnExit(Screen::Playing), |mut c: Commands| c.remove_resource::<Guesting<G>>());
}

fn take_messages<G: Registered>(
    mut commands: Commands,
    mut online: ResMut<Online>,
    mut link: ResMut<Link>,
    m: Option<ResMut<Match<G>>>,
    guesting: Option<ResMut<Guesting<G>>>,
    mut showing: ResMut<Showing<G>>,
    screen: Res<State<Screen>>,
    mut resume: ResMut<ResumeRequest>,
    mut relay: ResMut<Relay>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut notices: MessageWriter<Notice>,
) {
    if online.game != G::ID {
        return;
    }
    let (mut m, mut guesting) = (m, guesting);
    while let Some(message) = online.to_guest.pop_front() {
        match message {
            ToGuest::Table { variant, you, actions, view, seed, .. } => {
                match Guest::<G>::from_table(you, actions, &view, seed) {
                    Ok(guest) => {
                        let mut table =
                            Match::from_game(&variant, online.seat_kinds(), seed, guest.state.clone());
                        table.actions = actions;
                        table.names = online.names();
                        table.room = Some(link.code.clone());
                        commands.insert_resource(Guesting { guest, sent: None });
                        online.started = true;
                        if *screen.get() == Screen::Playing {
                            relay.0 = Some((G::wrap(table), Msg::new("online-table-again")));
                        } else {
                            resume.0 = Some(G::wrap(table));
                            next_screen.set(Screen::Playing);
                        }
                    }
                    Err(e) => refused_table(&mut online, &e),
                }
                // The rest waits for the table to be laid.
                return;
            }
            ToGuest::Update { actions, action, events, view, throw, by } => {
                let (Some(m), Some(g)) = (m.as_mut(), guesting.as_mut()) else {
                    // The table is still being laid: the decision waits for it.
                    online.to_guest.push_front(ToGuest::Update { actions, action, events, view, throw, by });
                    return;
                };
                match g.guest.update(actions, &action, &events, view.as_ref()) {
                    Ok((action, events)) => {
                        if m.shown.is_none() {
                            let now = m.game.clone();
                            m.catch_up(now);
                        }
                        m.game = g.guest.state.clone();
                        m.actions = actions;
                        m.log.decisions.push(action);
                        let gesture = throw.map(super::read_throw).unwrap_or_default();
                        showing.queue.extend(events.into_iter().map(|e| Step::Event(e, gesture)));
                        showing.queue.push_back(Step::Caught(Box::new(m.game.clone())));
                        next_phase.set(TurnPhase::Presenting);
                    }
                    Err(e) => {
                        warn!("online: {e}; asking the host for the table again");
                        ask_for_table(&mut online, &mut link);
                        return;
                    }
                }
            }
            // The table here is behind the host's: it gets the whole table again.
            ToGuest::Refused { why: why @ (Refusal::Stale { .. } | Refusal::NotYourTurn), .. } => {
                warn!("online: the host refused a decision ({why:?}); asking for the table again");
                notices.write(Notice(refusal(&why)));
                ask_for_table(&mut online, &mut link);
                return;
            }
            ToGuest::Refused { why, .. } => {
                notices.write(Notice(refusal(&why)));
                if m.as_ref().is_some_and(|m| m.human_to_act().is_some()) {
                    next_phase.set(TurnPhase::Deciding);
                }
            }
            _ => {}
        }
    }
}

/// The table's seats follow the room: a name that came, a guest's seat a computer took over.
fn sync_seats<G: Registered>(online: Res<Online>, m: Option<ResMut<Match<G>>>) {
    let Some(mut m) = m else { return };
    let (seats, names) = (online.seat_kinds(), online.names());
    if seats.len() == m.seats.len() && (m.seats != seats || m.names != names) {
        m.seats = seats;
        m.names = names;
    }
}

/// Greet the host again: it answers with the whole table (the seat is this guest's by its key).
fn ask_for_table(online: &mut Online, link: &mut Link) {
    online.to_guest.clear();
    if let Some(host) = online.host {
        link.send(host, encode(&ToHost::Hello { name: online.name.clone(), key: online.key }));
    }
}

/// A table this game cannot lay: the room says why.
fn refused_table(online: &mut Online, e: &GuestError) {
    error!("online: the host's table does not read: {e}");
    online.problem = Some(Msg::new("online-bad-table").with("what", e.to_string()));
}

/// What the player reads when the host refused a decision.
fn refusal(why: &Refusal) -> Msg {
    match why {
        Refusal::NotYourTurn => Msg::new("online-refused-turn"),
        Refusal::Stale { .. } => Msg::new("online-refused-stale"),
        Refusal::Over => Msg::new("online-refused-over"),
        Refusal::Illegal(e) | Refusal::Unreadable(e) => Msg::new("online-refused").with("what", e.clone()),
    }
}

/// This screen's decisions go to the host; the table waits for the answer.
fn send_decisions<G: Registered>(
    mut submits: MessageReader<Submit<G>>,
    guesting: Option<ResMut<Guesting<G>>>,
    online: Res<Online>,
    mut link: ResMut<Link>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
) {
    let mut guesting = guesting;
    for s in submits.read() {
        let (Some(g), Some(host)) = (guesting.as_mut(), online.host) else { continue };
        if g.sent == Some(g.guest.actions) {
            continue;
        }
        g.sent = Some(g.guest.actions);
        let throw = s.gesture.map(super::write_throw);
        link.send(host, encode(&g.guest.decide(&s.action, throw)));
        next_phase.set(TurnPhase::Elsewhere);
    }
}
