//! An online match's room before it starts. The host sees the room's code to give its friends
//! and each seat filling as they join, and starts the match once every online seat is taken;
//! a guest sees the same seats and waits for the host.

use crate::assets::Fonts;
use crate::games::online::Online;
use crate::games::seat_name;
use crate::games::seats::MatchSetup;
use crate::i18n::{Msg, Words};
use crate::notice::Notice;
use crate::online::code::{new_code, read_code, show_code};
use crate::online::{Link, Role, Stun};
use crate::persistence::settings::Settings;
use crate::state::Screen;
use crate::theme::interaction::{Activated, FocusLayer};
use crate::theme::{palette, widget};
use bevy::prelude::*;
use parlour_rules::online::Sitter;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
enum LobbyControl {
    Start,
    Leave,
}

#[derive(Component)]
struct CodeLine;

#[derive(Component)]
struct SeatLines;

/// The link to the room (the browser build).
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

/// The host's room opens as the lobby does, under a new code.
fn open_room(
    mut commands: Commands,
    online: Option<Res<Online>>,
    setup: Res<MatchSetup>,
    settings: Res<Settings>,
    stun: Res<Stun>,
) {
    if online.is_some() {
        return;
    }
    let variant = setup.variant_id().unwrap_or_default();
    commands.insert_resource(Online::host(setup.game, variant, &setup.seats));
    // `PARLOUR_ROOM` fixes the code, for scripted runs.
    let code = std::env::var("PARLOUR_ROOM").ok().and_then(|c| read_code(&c)).unwrap_or_else(new_code);
    commands.insert_resource(Link::open(Role::Host, &settings.signal, &code, &stun));
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>, online: Option<Res<Online>>) {
    let f = Some(&*fonts);
    // The host's room was inserted by `open_room` this frame; it is not readable yet.
    let hosting = online.is_none_or(|o| !o.is_guest());
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
                        if hosting {
                            row.spawn((
                                widget::button(f, Msg::new("setup-start"), 30, FocusLayer::SCREEN),
                                LobbyControl::Start,
                            ));
                        }
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
    link: Option<Res<Link>>,
    mut code: Query<&mut Words, (With<CodeLine>, Without<ProblemLine>, Without<LinkLine>)>,
    mut problem: Query<&mut Words, (With<ProblemLine>, Without<CodeLine>, Without<LinkLine>)>,
    mut link_line: Query<&mut Words, (With<LinkLine>, Without<CodeLine>, Without<ProblemLine>)>,
    lines: Query<(Entity, Option<&Children>), With<SeatLines>>,
    mut shown: Local<Option<(Vec<Sitter>, Option<usize>, Vec<u32>)>>,
) {
    let (Some(online), Some(link)) = (online, link) else { return };
    for mut w in &mut code {
        w.set_if_neq(Words::Plain(show_code(&link.code)));
    }
    // Only the host gives the link, and only a page has one.
    let address = if online.is_guest() { None } else { crate::online::page::link(&link.code) };
    for mut w in &mut link_line {
        w.set_if_neq(Words::Plain(address.clone().unwrap_or_default()));
    }
    let trouble: Words = online.problem.clone().map(Words::from).unwrap_or_default();
    for mut w in &mut problem {
        w.set_if_neq(trouble.clone());
    }
    let away: Vec<u32> = online.away.iter().map(|a| *a as u32).collect();
    let now = (online.room.seats.clone(), online.you, away);
    if shown.as_ref() == Some(&now) || online.game.is_empty() {
        return;
    }
    let f = Some(&*fonts);
    for (entity, kids) in &lines {
        if kids.is_some() {
            commands.entity(entity).despawn_children();
        }
        commands.entity(entity).with_children(|list| {
            for (s, sitter) in online.room.seats.iter().enumerate() {
                let mine = if online.is_guest() { online.you == Some(s) } else { *sitter == Sitter::Host };
                let who = match sitter {
                    _ if mine => Msg::new("online-seat-you"),
                    Sitter::Host => Msg::new("online-seat-host"),
                    Sitter::Computer(level) => Msg::new(format!("seat-{level}")),
                    Sitter::Remote { name: None, .. } => Msg::new("online-seat-free"),
                    Sitter::Remote { name: Some(n), connected: true } => {
                        Msg::new("online-seat-here").with("name", n.clone())
                    }
                    Sitter::Remote { name: Some(n), connected: false } => {
                        Msg::new("online-seat-away").with("name", n.clone()).with(
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
    online: Option<Res<Online>>,
    mut next: ResMut<NextState<Screen>>,
    mut notices: MessageWriter<Notice>,
) {
    for a in activated.read() {
        let Ok(control) = controls.get(a.entity) else { continue };
        if a.step != 0 {
            continue;
        }
        match control {
            LobbyControl::Start => {
                if online.as_ref().is_some_and(|o| o.room.ready()) {
                    next.set(Screen::Playing);
                } else {
                    notices.write(Notice(Msg::new("online-not-ready")));
                }
            }
            LobbyControl::Leave => next.set(Screen::Title),
        }
    }
}
