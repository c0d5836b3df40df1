//! The shelf of finished matches: the last twenty, newest first, each with its result and length;
//! choosing one watches it at the table. On the desktop each can also be exported as JSON lines
//! that `parlour-engine` plays back. Replays whose files are broken are reported and left out.

use crate::assets::Fonts;
use crate::games::replays::{self, Shelf};
use crate::games::{ResumeRequest, watch};
use crate::i18n::Msg;
use crate::notice::Notice;
use crate::persistence::store::Store;
use crate::state::Screen;
use crate::theme::interaction::{Activated, BackRequested, FocusLayer, Focusable};
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayButton {
    /// Watch the replay at this place on the shelf.
    Watch(usize),
    /// Write it as JSON lines for the engine.
    Export(usize),
    Back,
}

/// The replays on screen.
#[derive(Resource, Debug, Default)]
pub struct OnShelf(pub Shelf);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnShelf>();
    app.add_systems(OnEnter(Screen::Replays), spawn);
    app.add_systems(
        Update,
        activate.run_if(in_state(Screen::Replays)).in_set(crate::state::AppSystems::Update),
    );
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    store: Res<Store>,
    mut shelf: ResMut<OnShelf>,
    mut notices: MessageWriter<Notice>,
) {
    shelf.0 = replays::load(&store);
    for problem in &shelf.0.problems {
        warn!("replays: {problem}");
        notices.write(Notice::problem("notice-replay-broken", problem));
    }
    let f = Some(&*fonts);
    commands.spawn((widget::screen_root("Replays screen"), DespawnOnExit(Screen::Replays))).with_children(
        |root| {
            root.spawn(widget::panel(640.0)).with_children(|panel| {
                panel.spawn((
                    widget::heading(f, Msg::new("replays-title"), 44.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                if shelf.0.replays.is_empty() {
                    panel.spawn((
                        widget::text(f, Msg::new("replays-none"), 17.0, palette::TEXT_DIM),
                        Node { align_self: AlignSelf::Center, margin: UiRect::vertical(px(12)), ..default() },
                    ));
                }
                for (i, (_, saved)) in shelf.0.replays.iter().enumerate() {
                    panel.spawn(Node { column_gap: px(8), ..default() }).with_children(|row| {
                        row.spawn((
                            ReplayButton::Watch(i),
                            Button,
                            Focusable { order: 2 * i as i32 },
                            FocusLayer::SCREEN,
                            Node {
                                flex_grow: 1.0,
                                flex_direction: FlexDirection::Column,
                                padding: UiRect::axes(px(16), px(7)),
                                border: UiRect::all(px(2)),
                                border_radius: BorderRadius::all(px(9)),
                                ..default()
                            },
                            BackgroundColor(palette::BUTTON),
                            BorderColor::all(palette::BUTTON_BORDER),
                        ))
                        .with_children(|b| {
                            b.spawn((
                                widget::bold(f, saved.summary(), 19.0, palette::TEXT),
                                Pickable::IGNORE,
                            ));
                            let line = Msg::new("replays-line")
                                .with("result", saved.result_line())
                                .with("n", saved.decisions());
                            b.spawn((widget::text(f, line, 14.0, palette::BRASS_LIGHT), Pickable::IGNORE));
                        });
                        #[cfg(not(target_arch = "wasm32"))]
                        row.spawn((
                            widget::button(
                                f,
                                Msg::new("replays-export"),
                                2 * i as i32 + 1,
                                FocusLayer::SCREEN,
                            ),
                            ReplayButton::Export(i),
                        ));
                    });
                }
                panel.spawn(Node { height: px(4), ..default() });
                panel.spawn((
                    widget::button(f, Msg::new("menu-back"), 1000, FocusLayer::SCREEN),
                    ReplayButton::Back,
                ));
            });
        },
    );
}

fn activate(
    mut commands: Commands,
    mut activated: MessageReader<Activated>,
    mut back: MessageReader<BackRequested>,
    buttons: Query<&ReplayButton>,
    shelf: Res<OnShelf>,
    store: Res<Store>,
    mut resume: ResMut<ResumeRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut notices: MessageWriter<Notice>,
) {
    for a in activated.read() {
        if a.step != 0 {
            continue;
        }
        match buttons.get(a.entity) {
            Ok(ReplayButton::Watch(i)) => {
                let Some((_, saved)) = shelf.0.replays.get(*i) else { continue };
                if let Err(e) = watch::start(&mut commands, &mut resume, &mut next, saved.clone()) {
                    notices.write(Notice::problem("notice-replay-broken", e));
                }
            }
            Ok(ReplayButton::Export(i)) => {
                let Some((n, saved)) = shelf.0.replays.get(*i) else { continue };
                let name = format!("replay-{n}-{}.jsonl", saved.game_id());
                let written = saved
                    .engine_lines()
                    .and_then(|text| store.write(&name, &text).map_err(|e| e.to_string()));
                notices.write(match written {
                    Ok(()) => Notice(Msg::new("notice-replay-exported").with("path", store.location(&name))),
                    Err(e) => Notice::problem("notice-replay-unsaved", e),
                });
            }
            Ok(ReplayButton::Back) => next.set(Screen::Title),
            Err(_) => {}
        }
    }
    if back.read().count() > 0 {
        next.set(Screen::Title);
    }
}
