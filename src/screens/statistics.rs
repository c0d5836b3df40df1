//! The player's record (from the title, once a match has been finished): a line per game,
//! variant and opponent with the matches played, won, lost and drawn, the current and best
//! run of wins and the average length; Reset asks a second press before it forgets them.

use crate::assets::Fonts;
use crate::games::catalogue;
use crate::games::seats::SeatKind;
use crate::i18n::{Msg, Words};
use crate::notice::Notice;
use crate::persistence::statistics::{self, Line};
use crate::persistence::store::Store;
use crate::state::Screen;
use crate::theme::interaction::{Activated, BackRequested, FocusLayer};
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatisticsButton {
    Reset,
    Back,
}

/// Reset was pressed once: the next press erases the record.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ResetArmed(pub bool);

/// Width of each number column, and of the opponent's.
const NUMBER: f32 = 74.0;
const OPPONENT: f32 = 150.0;
/// Height of a line of the record.
const LINE: f32 = 54.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ResetArmed>();
    app.add_systems(OnEnter(Screen::Statistics), spawn);
    app.add_systems(
        Update,
        activate.run_if(in_state(Screen::Statistics)).in_set(crate::state::AppSystems::Update),
    );
}

/// Whether the title offers the record: there is one with a line in it (a broken one is
/// reported when the screen opens, not here).
pub fn any(store: &Store) -> bool {
    statistics::load(store).is_ok_and(|s| !s.lines.is_empty())
}

/// The record's lines in the menus' order: games as the title lists them, then variants as the
/// setup lists them, then opponents from people to the strongest computer level.
fn ordered(mut lines: Vec<Line>) -> Vec<Line> {
    let games = catalogue::games();
    let rank = |l: &Line| {
        let g = games.iter().position(|g| g.id == l.game).unwrap_or(usize::MAX);
        let v =
            games.get(g).and_then(|g| g.variants.iter().position(|v| *v == l.variant)).unwrap_or(usize::MAX);
        let o =
            SeatKind::of_opponent_name(&l.opponent).and_then(|k| SeatKind::ALL.iter().position(|a| *a == k));
        (g, v, o.unwrap_or(usize::MAX), l.opponent.clone())
    };
    lines.sort_by_key(rank);
    lines
}

/// Who the line's matches were against, in words.
fn opponent_words(opponent: &str) -> Words {
    match SeatKind::of_opponent_name(opponent) {
        Some(SeatKind::Human) => Msg::new("statistics-people").into(),
        Some(kind) => Msg::new(kind.label()).into(),
        None => opponent.into(),
    }
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    store: Res<Store>,
    mut armed: ResMut<ResetArmed>,
    mut notices: MessageWriter<Notice>,
) {
    armed.0 = false;
    let record = statistics::load(&store).unwrap_or_else(|e| {
        warn!("statistics: {e}");
        notices.write(Notice::problem("notice-statistics-broken", e));
        Default::default()
    });
    let f = Some(&*fonts);
    let cell = |width: f32| Node { width: px(width), justify_content: JustifyContent::FlexEnd, ..default() };
    let number = |n: u32| widget::text(f, n.to_string(), 17.0, palette::TEXT);
    commands
        .spawn((widget::screen_root("Statistics screen"), DespawnOnExit(Screen::Statistics)))
        .with_children(|root| {
            root.spawn(widget::panel(900.0)).with_children(|panel| {
                panel.spawn((
                    widget::heading(f, Msg::new("statistics-title"), 44.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                if record.lines.is_empty() {
                    panel.spawn((
                        widget::text(f, Msg::new("statistics-none"), 17.0, palette::TEXT_DIM),
                        Node { align_self: AlignSelf::Center, margin: UiRect::vertical(px(12)), ..default() },
                    ));
                } else {
                    // The column headings, then a line per game, variant and opponent.
                    panel.spawn(Node { column_gap: px(8), ..default() }).with_children(|row| {
                        let heading =
                            |id: &'static str| widget::bold(f, Msg::new(id), 15.0, palette::BRASS_LIGHT);
                        row.spawn((heading("statistics-game"), Node { flex_grow: 1.0, ..default() }));
                        row.spawn((heading("statistics-against"), Node { width: px(OPPONENT), ..default() }));
                        for id in [
                            "statistics-played",
                            "statistics-won",
                            "statistics-lost",
                            "statistics-drawn",
                            "statistics-streak",
                            "statistics-length",
                        ] {
                            row.spawn(cell(NUMBER)).with_child(heading(id));
                        }
                    });
                    for line in ordered(record.lines) {
                        let game = catalogue::game(&line.game);
                        let name: Words = game.map_or_else(|| line.game.clone().into(), |g| g.name.into());
                        let variant = catalogue::variant_label(&line.game, &line.variant);
                        panel
                            .spawn((
                                // Every line as high as the game's two lines, whatever its texts measure.
                                Node {
                                    column_gap: px(8),
                                    height: px(LINE),
                                    align_items: AlignItems::Center,
                                    border: UiRect::top(px(1)),
                                    ..default()
                                },
                                BorderColor::all(palette::BUTTON_BORDER),
                            ))
                            .with_children(|row| {
                                row.spawn(Node {
                                    flex_grow: 1.0,
                                    flex_direction: FlexDirection::Column,
                                    ..default()
                                })
                                .with_children(|c| {
                                    c.spawn(widget::bold(f, name, 17.0, palette::TEXT));
                                    c.spawn(widget::text(f, variant, 14.0, palette::TEXT_DIM));
                                });
                                row.spawn(Node { width: px(OPPONENT), ..default() }).with_child(
                                    widget::text(f, opponent_words(&line.opponent), 15.0, palette::TEXT),
                                );
                                for n in [line.played, line.won, line.lost, line.drawn] {
                                    row.spawn(cell(NUMBER)).with_child(number(n));
                                }
                                let streak = Msg::new("statistics-streak-value")
                                    .with("now", line.streak)
                                    .with("best", line.best_streak);
                                row.spawn(cell(NUMBER)).with_child(widget::text(
                                    f,
                                    streak,
                                    17.0,
                                    palette::TEXT,
                                ));
                                row.spawn(cell(NUMBER)).with_child(number(line.average_length()));
                            });
                    }
                }
                panel.spawn(Node { height: px(4), ..default() });
                panel
                    .spawn(Node {
                        column_gap: px(12),
                        justify_content: JustifyContent::SpaceBetween,
                        ..default()
                    })
                    .with_children(|row| {
                        row.spawn((
                            widget::button(f, Msg::new("menu-back"), 0, FocusLayer::SCREEN),
                            StatisticsButton::Back,
                        ));
                        row.spawn((
                            widget::button(f, Msg::new("statistics-reset"), 1, FocusLayer::SCREEN),
                            StatisticsButton::Reset,
                        ));
                    });
            });
        });
}

fn activate(
    mut activated: MessageReader<Activated>,
    mut back: MessageReader<BackRequested>,
    buttons: Query<(&StatisticsButton, &Children)>,
    mut labels: Query<&mut Words>,
    store: Res<Store>,
    mut armed: ResMut<ResetArmed>,
    mut next: ResMut<NextState<Screen>>,
    mut notices: MessageWriter<Notice>,
) {
    for a in activated.read() {
        if a.step != 0 {
            continue;
        }
        match buttons.get(a.entity) {
            Ok((StatisticsButton::Back, _)) => next.set(Screen::Title),
            // The first press asks, on the button itself; the second erases.
            Ok((StatisticsButton::Reset, children)) if !armed.0 => {
                armed.0 = true;
                for child in children.iter() {
                    if let Ok(mut words) = labels.get_mut(child) {
                        *words = Msg::new("statistics-reset-confirm").into();
                    }
                }
            }
            Ok((StatisticsButton::Reset, _)) => {
                notices.write(match statistics::reset(&store) {
                    Ok(()) => Notice(Msg::new("notice-statistics-reset")),
                    Err(e) => Notice::problem("notice-statistics-broken", e),
                });
                next.set(Screen::Title);
            }
            Err(_) => {}
        }
    }
    if back.read().count() > 0 {
        next.set(Screen::Title);
    }
}
