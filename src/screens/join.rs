//! Online play's first screen: open a room (choose the game; its setup offers "Online player"
//! seats), join one with the code a friend gave under the name the others will see, or go back
//! to one of this screen's matches under way. On the desktop, *Host on this network* runs the
//! server in the game for the computers around it. The server's address hides under Advanced.

use crate::assets::Fonts;
use crate::games::catalogue;
use crate::games::online::Online;
use crate::games::seats::{MatchSetup, SeatKind};
use crate::i18n::Msg;
use crate::notice::Notice;
use crate::online::code::{read_code, show_code};
use crate::online::mine::MyMatches;
use crate::persistence::settings::Settings;
use crate::state::Screen;
use crate::theme::interaction::{Activated, FocusLayer};
use crate::theme::text_field::{TextField, text_field};
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinControl {
    Host(&'static str),
    Code,
    Name,
    Join,
    /// One of this screen's matches under way (its place in [`MyMatches`]' list).
    Resume(usize),
    /// Host on this network (the desktop).
    Local,
    Advanced,
    Server,
    Back,
}

/// A room code to join, and its server, that came with the page's address
/// (`?room=CODE&server=wss://…`); the first title goes straight to the Online screen with them.
#[derive(Resource, Debug, Default)]
pub struct CodeGiven(pub Option<String>, pub Option<String>);

/// This desktop hosts on its network: the address the others type, and the one its own
/// connections use.
#[derive(Resource, Debug, Clone)]
pub struct Lan {
    pub address: String,
    pub url: String,
}

/// The matches listed under "Your matches" at most.
const LISTED: usize = 5;

#[derive(Component)]
struct MatchList;

#[derive(Component)]
struct AdvancedRow;

pub(super) fn plugin(app: &mut App) {
    let (code, server) = crate::online::page::given();
    app.insert_resource(CodeGiven(code, server));
    app.add_systems(OnEnter(Screen::Title), follow_link);
    app.add_systems(OnEnter(Screen::Online), spawn);
    app.add_systems(
        Update,
        (activate, list_matches, super::back_to_title)
            .run_if(in_state(Screen::Online))
            .in_set(crate::state::AppSystems::Update),
    );
}

/// The server this screen plays on: its own while it hosts on its network, else the one in the
/// settings (`ws://` added to an address typed without it).
pub fn server(settings: &Settings, lan: Option<&Lan>) -> String {
    if let Some(lan) = lan {
        return lan.url.clone();
    }
    let typed = settings.server.trim();
    if typed.contains("://") { typed.to_string() } else { format!("ws://{typed}") }
}

/// A link to a room opens the Online screen, once, with its server set.
fn follow_link(
    mut given: ResMut<CodeGiven>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    mut followed: Local<bool>,
) {
    if *followed || given.0.is_none() {
        return;
    }
    *followed = true;
    if let Some(server) = given.1.take() {
        settings.server = server;
    }
    next.set(Screen::Online);
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    settings: Res<Settings>,
    given: Res<CodeGiven>,
    lan: Option<Res<Lan>>,
) {
    let f = Some(&*fonts);
    let layer = FocusLayer::SCREEN;
    commands.spawn((widget::screen_root("Online screen"), DespawnOnExit(Screen::Online))).with_children(
        |root| {
            root.spawn(widget::panel(640.0)).with_children(|panel| {
                panel.spawn((
                    widget::heading(f, Msg::new("online-heading"), 54.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn(widget::bold(f, Msg::new("online-host-heading"), 22.0, palette::BRASS_LIGHT));
                panel.spawn((
                    widget::text(f, Msg::new("online-host-how"), 18.0, palette::TEXT_DIM),
                    Node { margin: UiRect::bottom(px(4)), ..default() },
                ));
                #[cfg(not(target_arch = "wasm32"))]
                match &lan {
                    Some(lan) => {
                        panel.spawn(widget::text(
                            f,
                            Msg::new("online-local-on").with("address", lan.address.clone()),
                            18.0,
                            palette::BRASS_LIGHT,
                        ));
                    }
                    None => {
                        panel.spawn((
                            widget::button(f, Msg::new("online-local"), 6, layer),
                            JoinControl::Local,
                        ));
                    }
                }
                #[cfg(target_arch = "wasm32")]
                let _ = &lan;
                panel
                    .spawn(Node { flex_wrap: FlexWrap::Wrap, column_gap: px(8), row_gap: px(8), ..default() })
                    .with_children(|row| {
                        for (i, game) in catalogue::games().iter().enumerate() {
                            row.spawn((
                                widget::button(f, game.name.clone(), i as i32, layer),
                                JoinControl::Host(game.id),
                            ));
                        }
                    });
                panel.spawn(Node { height: px(10), ..default() });
                panel.spawn(widget::bold(f, Msg::new("online-join-heading"), 22.0, palette::BRASS_LIGHT));
                let code = TextField { value: given.0.clone().unwrap_or_default(), max: 7, upper: true };
                panel.spawn((text_field(f, Msg::new("online-code"), code, 10, layer), JoinControl::Code));
                let name = TextField { value: settings.online_name.clone(), max: 16, upper: false };
                panel.spawn((text_field(f, Msg::new("online-name"), name, 11, layer), JoinControl::Name));
                panel.spawn((widget::button(f, Msg::new("online-join"), 12, layer), JoinControl::Join));
                panel.spawn((
                    MatchList,
                    Node { flex_direction: FlexDirection::Column, row_gap: px(6), ..default() },
                ));
                panel.spawn(Node { height: px(10), ..default() });
                panel.spawn((
                    widget::button(f, Msg::new("online-advanced"), 19, layer),
                    JoinControl::Advanced,
                ));
                let server = TextField { value: settings.server.clone(), max: 120, upper: false };
                panel.spawn((
                    AdvancedRow,
                    Node { display: Display::None, ..default() },
                    children![(
                        text_field(f, Msg::new("online-server"), server, 20, layer),
                        JoinControl::Server
                    )],
                ));
                panel.spawn((widget::button(f, Msg::new("menu-back"), 30, layer), JoinControl::Back));
            });
        },
    );
}

/// "Your matches": this screen's matches under way, as their servers answered.
fn list_matches(
    mut commands: Commands,
    fonts: Res<Fonts>,
    mine: Res<MyMatches>,
    lists: Query<Entity, With<MatchList>>,
    mut shown: Local<Option<usize>>,
) {
    if !mine.is_changed() && shown.is_some() {
        return;
    }
    let f = Some(&*fonts);
    let open: Vec<_> = mine.list.iter().enumerate().filter(|(_, (_, m))| !m.over).take(LISTED).collect();
    *shown = Some(open.len());
    for entity in &lists {
        commands.entity(entity).despawn_children();
        if open.is_empty() {
            continue;
        }
        commands.entity(entity).with_children(|list| {
            list.spawn(widget::bold(f, Msg::new("online-mine-heading"), 22.0, palette::BRASS_LIGHT));
            for (k, (i, (_, m))) in open.iter().enumerate() {
                let game = catalogue::game(&m.game)
                    .map(|g| g.name.clone())
                    .unwrap_or_else(|| Msg::new(m.game.clone()));
                let state = if m.your_turn { "online-mine-turn" } else { "online-mine-wait" };
                let label = Msg::new("online-mine")
                    .with("code", show_code(&m.room))
                    .with("game", game)
                    .with("state", Msg::new(state));
                list.spawn((
                    widget::button(f, label, 13 + k as i32, FocusLayer::SCREEN),
                    JoinControl::Resume(*i),
                ));
            }
        });
    }
}

fn activate(
    mut commands: Commands,
    mut activated: MessageReader<Activated>,
    controls: Query<&JoinControl>,
    fields: Query<(&JoinControl, &TextField)>,
    mut advanced: Query<&mut Node, With<AdvancedRow>>,
    mut setup: ResMut<MatchSetup>,
    mut settings: ResMut<Settings>,
    mine: Res<MyMatches>,
    lan: Option<Res<Lan>>,
    mut next: ResMut<NextState<Screen>>,
    mut notices: MessageWriter<Notice>,
) {
    for a in activated.read() {
        let Ok(control) = controls.get(a.entity) else { continue };
        if a.step != 0 {
            continue;
        }
        let field = |which: JoinControl| {
            fields
                .iter()
                .find(|(c, _)| **c == which)
                .map(|(_, f)| f.value.trim().to_string())
                .unwrap_or_default()
        };
        let typed = field(JoinControl::Server);
        if !typed.is_empty() && settings.server != typed {
            settings.server = typed;
        }
        let name = field(JoinControl::Name);
        if settings.online_name != name {
            settings.online_name = name.clone();
        }
        match *control {
            JoinControl::Host(id) => {
                if let Some(game) = catalogue::game(id) {
                    *setup = MatchSetup::for_game(&game);
                    setup.seats[1] = SeatKind::Online;
                    next.set(Screen::Setup);
                }
            }
            JoinControl::Join => {
                let Some(code) = read_code(&field(JoinControl::Code)) else {
                    notices.write(Notice(Msg::new("online-bad-code")));
                    continue;
                };
                let server = server(&settings, lan.as_deref());
                commands.insert_resource(Online::join(
                    &server,
                    &name,
                    &code,
                    &tokens(&settings, &server, &code),
                ));
                next.set(Screen::Lobby);
            }
            JoinControl::Resume(i) => {
                let Some((server, m)) = mine.list.get(i) else { continue };
                commands.insert_resource(Online::join(
                    server,
                    &name,
                    &m.room,
                    &tokens(&settings, server, &m.room),
                ));
                next.set(Screen::Lobby);
            }
            JoinControl::Local => {
                #[cfg(not(target_arch = "wasm32"))]
                match crate::online::local::start() {
                    Ok(local) => {
                        commands.insert_resource(Lan { address: local.lan.to_string(), url: local.url() });
                        commands.insert_resource(local);
                        // The screen again, with the address.
                        next.set(Screen::Online);
                    }
                    Err(e) => {
                        notices.write(Notice(Msg::new("online-local-failed").with("what", e)));
                    }
                }
            }
            JoinControl::Advanced => {
                for mut node in &mut advanced {
                    node.display = if node.display == Display::None { Display::Flex } else { Display::None };
                }
            }
            JoinControl::Back => next.set(Screen::Title),
            _ => {}
        }
    }
}

/// The tokens this screen holds for `room` on `server`, by seat.
pub fn tokens(settings: &Settings, server: &str, room: &str) -> Vec<(usize, String)> {
    settings
        .online_seats
        .iter()
        .filter(|h| h.server == server && h.room == room)
        .map(|h| (h.seat, h.token.clone()))
        .collect()
}
