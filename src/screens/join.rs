//! Online play's first screen: host a match (choose the game; its setup offers "Online player"
//! seats) or join one with the code a friend gave, under the name the others will see. The
//! signalling server's address is set here too (Settings keeps it).

use crate::assets::Fonts;
use crate::games::catalogue;
use crate::games::online::Online;
use crate::games::seats::{MatchSetup, SeatKind};
use crate::i18n::Msg;
use crate::notice::Notice;
use crate::online::code::read_code;
use crate::online::{Link, Role, Stun};
use crate::persistence::settings::Settings;
use crate::state::Screen;
use crate::theme::interaction::{Activated, FocusLayer};
use crate::theme::text_field::{TextField, text_field};
use crate::theme::{palette, widget};
use bevy::prelude::*;
use std::collections::HashMap;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinControl {
    Host(&'static str),
    Code,
    Name,
    Join,
    Server,
    Back,
}

/// Each room's key for this run of the game: joining the same room again gets the same seat.
#[derive(Resource, Debug, Default)]
pub struct RoomKeys(pub HashMap<String, u64>);

/// A room code to join, and its signalling server, that came with the page's address
/// (`?room=CODE&signal=wss://…`); the first title goes straight to the Online screen with them.
#[derive(Resource, Debug, Default)]
pub struct CodeGiven(pub Option<String>, pub Option<String>);

pub(super) fn plugin(app: &mut App) {
    let (code, signal) = crate::online::page::given();
    app.init_resource::<RoomKeys>().insert_resource(CodeGiven(code, signal));
    app.add_systems(OnEnter(Screen::Title), follow_link);
    app.add_systems(OnEnter(Screen::Online), spawn);
    app.add_systems(
        Update,
        (activate, super::back_to_title)
            .run_if(in_state(Screen::Online))
            .in_set(crate::state::AppSystems::Update),
    );
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
    if let Some(signal) = given.1.take() {
        settings.signal = signal;
    }
    next.set(Screen::Online);
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>, settings: Res<Settings>, given: Res<CodeGiven>) {
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
                panel.spawn(Node { height: px(10), ..default() });
                let server = TextField { value: settings.signal.clone(), max: 120, upper: false };
                panel.spawn((
                    text_field(f, Msg::new("online-server"), server, 20, layer),
                    JoinControl::Server,
                ));
                panel.spawn((widget::button(f, Msg::new("menu-back"), 30, layer), JoinControl::Back));
            });
        },
    );
}

fn activate(
    mut commands: Commands,
    mut activated: MessageReader<Activated>,
    controls: Query<&JoinControl>,
    fields: Query<(&JoinControl, &TextField)>,
    mut setup: ResMut<MatchSetup>,
    mut settings: ResMut<Settings>,
    mut keys: ResMut<RoomKeys>,
    mut next: ResMut<NextState<Screen>>,
    mut notices: MessageWriter<Notice>,
    stun: Res<Stun>,
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
        let server = field(JoinControl::Server);
        if !server.is_empty() && settings.signal != server {
            settings.signal = server;
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
                let name = field(JoinControl::Name);
                if settings.online_name != name {
                    settings.online_name = name.clone();
                }
                let key = *keys.0.entry(code.clone()).or_insert_with(rand::random);
                commands.insert_resource(Online::guest(&name, key));
                commands.insert_resource(Link::open(Role::Guest, &settings.signal, &code, &stun));
                next.set(Screen::Lobby);
            }
            JoinControl::Back => next.set(Screen::Title),
            _ => {}
        }
    }
}
