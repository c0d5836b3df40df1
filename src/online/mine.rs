//! This screen's open online matches, asked of each server it holds seats on (the title's "Your
//! turn in 2 matches", and the Online screen's list): the tokens go to the server's `/mine`,
//! which answers with the matches they hold and whose turn it is.

use super::link::{Connection, LinkEvent, route};
use crate::persistence::settings::Settings;
use crate::state::Screen;
use bevy::prelude::*;
use parlour_rules::online::protocol::{MAX_TOKENS, Mine, ToClient, ToServer};

/// The answers so far, by server; and the questions still out.
#[derive(Resource, Default)]
pub struct MyMatches {
    pub list: Vec<(String, Mine)>,
    asking: Vec<(String, Vec<String>, Connection)>,
}

impl MyMatches {
    /// Matches where this screen's seat is to decide.
    pub fn your_turn(&self) -> usize {
        self.list.iter().filter(|(_, m)| m.your_turn && !m.over).count()
    }

    /// Matches under way.
    pub fn open(&self) -> usize {
        self.list.iter().filter(|(_, m)| !m.over).count()
    }
}

/// The most servers asked at once (a screen that played on many asks the last few).
const MAX_SERVERS: usize = 4;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MyMatches>();
    app.add_systems(OnEnter(Screen::Title), ask);
    app.add_systems(OnEnter(Screen::Online), ask);
    app.add_systems(Update, hear.run_if(|m: Res<MyMatches>| !m.asking.is_empty()));
}

/// Ask each server this screen holds seats on.
fn ask(settings: Res<Settings>, mut mine: ResMut<MyMatches>) {
    if !mine.asking.is_empty() {
        return;
    }
    let mut servers: Vec<&str> = Vec::new();
    for held in &settings.online_seats {
        if !servers.contains(&held.server.as_str()) && servers.len() < MAX_SERVERS {
            servers.push(&held.server);
        }
    }
    for server in servers {
        let tokens: Vec<String> = settings
            .online_seats
            .iter()
            .filter(|h| h.server == server)
            .map(|h| h.token.clone())
            .take(MAX_TOKENS)
            .collect();
        let conn = Connection::open(&route(server, "/mine"), false);
        mine.asking.push((server.to_string(), tokens, conn));
    }
}

fn hear(time: Res<Time<Real>>, mut mine: ResMut<MyMatches>) {
    let dt = time.delta_secs();
    let mut asking = std::mem::take(&mut mine.asking);
    for (server, tokens, conn) in &mut asking {
        for event in conn.poll(dt) {
            match event {
                LinkEvent::Opened => conn.send(&ToServer::Mine { tokens: tokens.clone() }),
                LinkEvent::Message(ToClient::Mine(list)) => {
                    mine.list.retain(|(s, _)| s != server);
                    mine.list.extend(list.into_iter().map(|m| (server.clone(), m)));
                    conn.close();
                }
                LinkEvent::Message(other) => {
                    debug!("online: {server} answered {other:?} to the list of matches");
                    conn.close();
                }
                LinkEvent::Unreadable(e) => {
                    debug!("online: {server}: {e}");
                    conn.close();
                }
                // A server that is not there: its matches are not listed.
                LinkEvent::Closed(_) => {}
            }
        }
    }
    asking.retain(|(_, _, c)| !c.is_done());
    mine.asking = asking;
}
