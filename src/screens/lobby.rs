//! An online match's room before it starts: its code to give to friends (and on a desktop that
//! hosts on its network, the address to type), each seat filling as people join. The server
//! starts the match once every seat is taken.

use crate::assets::Fonts;
use crate::games::online::Online;
use crate::games::seat_name;
use crate::games::seats::MatchSetup;
use crate::i18n::{Msg, Words};
use crate::online::code::show_code;
use crate::persistence::settings::Settings;
use crate::state::Screen;
use crate::theme::interaction::{Activated, FocusLayer};
use crate::theme::{palette, widget};
use bevy::prelude::*;
use parlour_rules::online::protocol::Sitter;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
enum LobbyControl {
    Leave,
}

#[derive(Component)]
struct CodeLine;

#[derive(Component)]
struct SeatLines;

/// The link to the room (the browser build), or the address to type on another computer of this
/// network (a desktop that hosts).
#[derive(Component)]
struct LinkLine;

#[derive(Component)]
struct ProblemLine;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Lobby), (open_room, spawn).chain());
    app.add_systems(
        Update,
        (activate, super::back_to_title, refresh)
            .run_if(in_state(Screen::Lobby))
            .in_set(crate::state::AppSystems::Update),
    );
}

/// A new room opens as the lobby does, on the server this screen plays on (its own, when it
/// hosts on its network).
fn open_room(
    mut commands: Commands,
    online: Option<Res<Online>>,
    setup: Res<MatchSetup>,
    settings: Res<Settings>,
    lan: Option<Res<super::join::Lan>>,
) {
    if online.is_some() {
        return;
    }
    let variant = setup.variant_id().unwrap_or_default();
    let server = super::join::server(&settings, lan.as_deref());
    commands.insert_resource(Online::create(
        &server,
        &settings.online_name,
        setup.game,
        variant,
        &setup.seats,
    ));
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>, online: Option<Res<Online>>) {
    let f = Some(&*fonts);
    // A new room was inserted by `open_room` this frame; it is not readable yet.
    let hosting = online.is_none_or(|o| o.opening.is_some());
    commands.spawn((widget::screen_root("Lobby screen"), DespawnOnExit(Screen::Lobby))).with_children(
        |root| {
            root.spawn(widget::panel(620.0)).with_children(|panel| {
                panel.spawn((
                    widget::heading(f, Msg::new("online-room"), 44.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn((
                    CodeLine,
                    widget::bold(f, "", 60.0, palette::BRASS_LIGHT),
                    TextShadow { offset: Vec2::new(2.0, 3.0), color: Color::srgba(0.0, 0.0, 0.0, 0.75) },
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                let how = if hosting { "online-room-host-how" } else { "online-room-guest-how" };
                panel.spawn((
                    widget::text(f, Msg::new(how), 18.0, palette::TEXT_DIM),
                    TextLayout { justify: Justify::Center, ..default() },
                    Node { align_self: AlignSelf::Center, margin: UiRect::bottom(px(8)), ..default() },
                ));
                panel.spawn((
                    LinkLine,
                    widget::text(f, "", 16.0, palette::TEXT_DIM),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn((
                    SeatLines,
                    Node { flex_direction: FlexDirection::Column, row_gap: px(6), ..default() },
                ));
                panel.spawn((
                    ProblemLine,
                    widget::text(f, "", 18.0, palette::WARN),
                    Node { margin: UiRect::top(px(6)), ..default() },
                ));
                panel.spawn(Node { height: px(8), ..default() });
                panel
                    .spawn(Node {
                        justify_content: JustifyContent::SpaceBetween,
                        column_gap: px(12),
                        ..default()
                    })
                    .with_children(|row| {
                        row.spawn((
                            widget::button(f, Msg::new("online-leave"), 31, FocusLayer::SCREEN),
                            LobbyControl::Leave,
                        ));
                    });
            });
        },
    );
}

/// The code, each seat and the room's trouble, as the room stands.
fn refresh(
    mut commands: Commands,
    fonts: Res<Fonts>,
    online: Option<Res<Online>>,
    lan: Option<Res<crate::screens::join::Lan>>,
    mut code: Query<&mut Words, (With<CodeLine>, Without<ProblemLine>, Without<LinkLine>)>,
    mut problem: Query<&mut Words, (With<ProblemLine>, Without<CodeLine>, Without<LinkLine>)>,
    mut link_line: Query<&mut Words, (With<LinkLine>, Without<CodeLine>, Without<ProblemLine>)>,
    lines: Query<(Entity, Option<&Children>), With<SeatLines>>,
    mut shown: Local<Option<(Vec<Sitter>, Vec<usize>, Vec<u32>)>>,
) {
    let Some(online) = online else { return };
    let shown_code = if online.shareable() { show_code(&online.code) } else { "…".to_string() };
    for mut w in &mut code {
        w.set_if_neq(Words::Plain(shown_code.clone()));
    }
    // A page gives the link; a desktop that hosts gives its address on the network.
    let address: Words = match (crate::online::page::link(&online.code), lan) {
        _ if !online.shareable() => Words::default(),
        (Some(link), _) => Words::Plain(link),
        (None, Some(lan)) => Msg::new("online-room-lan").with("address", lan.address.clone()).into(),
        (None, None) => Words::default(),
    };
    for mut w in &mut link_line {
        w.set_if_neq(address.clone());
    }
    let trouble: Words = online.problem.clone().map(Words::from).unwrap_or_default();
    for mut w in &mut problem {
        w.set_if_neq(trouble.clone());
    }
    let away: Vec<u32> = online.away.iter().map(|a| *a as u32).collect();
    let now = (online.seats.clone(), online.held().collect(), away);
    if shown.as_ref() == Some(&now) || online.game.is_empty() || online.seats.is_empty() {
        return;
    }
    let f = Some(&*fonts);
    for (entity, kids) in &lines {
        if kids.is_some() {
            commands.entity(entity).despawn_children();
        }
        commands.entity(entity).with_children(|list| {
            for (s, sitter) in online.seats.iter().enumerate() {
                let mine = online.holds(s);
                let who = match sitter {
                    _ if mine => Msg::new("online-seat-you"),
                    Sitter::Computer(level) => Msg::new(format!("seat-{level}")),
                    Sitter::Free => Msg::new("online-seat-free"),
                    Sitter::Person { name, away: None, .. } => {
                        Msg::new("online-seat-here").with("name", name.clone())
                    }
                    Sitter::Person { name, away: Some(_), .. } => {
                        Msg::new("online-seat-away").with("name", name.clone()).with(
                            "time",
                            crate::games::online::clock(online.away.get(s).copied().unwrap_or(0.0)),
                        )
                    }
                };
                let colour = if mine { palette::BRASS_LIGHT } else { palette::TEXT };
                list.spawn(widget::text(
                    f,
                    Msg::new("online-seat").with("seat", seat_name(online.game, s)).with("who", who),
                    21.0,
                    colour,
                ));
            }
        });
    }
    *shown = Some(now);
}

fn activate(
    mut activated: MessageReader<Activated>,
    controls: Query<&LobbyControl>,
    mut next: ResMut<NextState<Screen>>,
) {
    for a in activated.read() {
        let Ok(control) = controls.get(a.entity) else { continue };
        if a.step != 0 {
            continue;
        }
        match control {
            LobbyControl::Leave => next.set(Screen::Title),
        }
    }
}
