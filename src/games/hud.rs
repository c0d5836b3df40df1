//! The heads-up display around the table, for any game: the scoreboard (seats, what each has
//! left, live scores, from the state the table shows), the banner, the log of the last things
//! that happened, and the turn panel whose lines the game's view writes into [`PanelText`] and
//! whose controls box it fills.

use super::phase::{TableOpens, TurnPhase};
use super::present::{Banner, TableLog};
use super::session::Match;
use super::view::GameView;
use crate::assets::Fonts;
use crate::i18n::Words;
use crate::state::Screen;
use crate::theme::palette;
use crate::theme::widget;
use bevy::prelude::*;

#[derive(Component)]
pub(super) struct SeatRow(usize);

/// The four parts of the HUD, which `hud_layout` places for the window's shape.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum HudPart {
    Scoreboard,
    Banner,
    TurnPanel,
    Log,
}

/// The scoreboard's first line (the game's name and variant).
#[derive(Component)]
pub(super) struct ScoreboardHead;
#[derive(Component)]
struct SeatDetail(usize);
#[derive(Component)]
struct SeatScore(usize);
#[derive(Component)]
struct BannerText;
#[derive(Component)]
struct BannerBack;
#[derive(Component)]
struct LogLine(usize);
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum PanelLine {
    Title,
    Status,
    Detail,
    Hint,
}

/// The box of the turn panel where a game puts its controls (buttons, dice, cyclers).
#[derive(Component)]
pub struct ControlsBox;

/// The turn panel's lines: whose turn, the state of the turn, a detail (dice, counters), and a
/// hint for the human deciding. The game's view writes them every frame it needs to.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PanelText {
    pub title: Words,
    pub status: Words,
    pub detail: Words,
    pub hint: Words,
}

pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<PanelText>();
    app.add_systems(
        TableOpens,
        (|mut p: ResMut<PanelText>| *p = PanelText::default()).in_set(super::phase::Opening::Clear),
    );
    app.add_systems(
        Update,
        (refresh_panel, refresh_banner_and_log)
            .run_if(in_state(Screen::Playing).and_then(any_with_component::<ControlsBox>))
            .in_set(crate::state::AppSystems::Present),
    );
}

pub(super) fn plugin<G: GameView>(app: &mut App) {
    app.add_systems(
        Update,
        refresh_scoreboard::<G>
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>))
            .in_set(crate::state::AppSystems::Present),
    );
}

fn shadow() -> TextShadow {
    TextShadow { offset: Vec2::new(1.0, 2.0), color: Color::srgba(0.0, 0.0, 0.0, 0.85) }
}

/// Spawn the HUD for `m`, scoped to the playing screen.
pub fn spawn_hud<G: GameView>(commands: &mut Commands, fonts: &Fonts, m: &Match<G>) {
    let f = Some(fonts);
    // Scoreboard, top left.
    commands
        .spawn((
            Name::new("Scoreboard"),
            HudPart::Scoreboard,
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                left: px(14),
                top: px(14),
                width: px(262),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(12)),
                row_gap: px(4),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(palette::PANEL),
            Pickable::IGNORE,
        ))
        .with_children(|board| {
            board
                .spawn((
                    ScoreboardHead,
                    Node {
                        justify_content: JustifyContent::SpaceBetween,
                        align_items: AlignItems::Baseline,
                        margin: UiRect::bottom(px(4)),
                        column_gap: px(8),
                        ..default()
                    },
                ))
                .with_children(|row| {
                    row.spawn(widget::heading(f, G::title(), if G::NAME.len() > 10 { 22.0 } else { 28.0 }));
                    row.spawn(widget::text(f, m.variant_name(), 15.0, palette::BRASS_LIGHT));
                });
            for seat in 0..m.seats.len() {
                board
                    .spawn((
                        SeatRow(seat),
                        Node {
                            justify_content: JustifyContent::SpaceBetween,
                            align_items: AlignItems::Center,
                            padding: UiRect::axes(px(8), px(5)),
                            border: UiRect::all(px(1)),
                            border_radius: BorderRadius::all(px(8)),
                            ..default()
                        },
                        BackgroundColor(Color::NONE),
                        BorderColor::all(Color::NONE),
                    ))
                    .with_children(|row| {
                        row.spawn(Node { align_items: AlignItems::Center, column_gap: px(8), ..default() })
                            .with_children(|left| {
                                let mut dot = left.spawn((
                                    Node {
                                        width: px(18),
                                        height: px(18),
                                        border_radius: BorderRadius::MAX,
                                        border: UiRect::all(px(1)),
                                        justify_content: JustifyContent::Center,
                                        align_items: AlignItems::Center,
                                        ..default()
                                    },
                                    BackgroundColor(G::seat_colour(seat)),
                                    BorderColor::all(Color::srgba(0.0, 0.0, 0.0, 0.6)),
                                ));
                                if let Some(mark) = G::seat_mark(seat) {
                                    // Dark on light colours, light on dark ones.
                                    let light = G::seat_colour(seat).luminance() > 0.35;
                                    let ink = if light {
                                        Color::srgba(0.1, 0.07, 0.04, 0.9)
                                    } else {
                                        palette::TEXT
                                    };
                                    dot.with_child(widget::bold(f, mark.glyph(), 12.0, ink));
                                }
                                left.spawn(Node { flex_direction: FlexDirection::Column, ..default() })
                                    .with_children(|c| {
                                        c.spawn(widget::bold(f, m.label(seat), 16.0, palette::TEXT));
                                        c.spawn((
                                            SeatDetail(seat),
                                            widget::text(f, "", 13.0, palette::TEXT_DIM),
                                        ));
                                    });
                            });
                        row.spawn((SeatScore(seat), widget::bold(f, "", 24.0, palette::BRASS_LIGHT)));
                    });
            }
        });
    // Banner, top centre.
    commands
        .spawn((
            Name::new("Banner"),
            HudPart::Banner,
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                top: px(16),
                left: px(290),
                right: px(290),
                justify_content: JustifyContent::Center,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|b| {
            b.spawn((
                BannerBack,
                Node {
                    padding: UiRect::axes(px(26), px(6)),
                    border_radius: BorderRadius::all(px(24)),
                    ..default()
                },
                BackgroundColor(Color::NONE),
            ))
            .with_children(|b| {
                b.spawn((
                    BannerText,
                    widget::heading(f, "", 32.0),
                    TextLayout { justify: Justify::Center, ..default() },
                ));
            });
        });
    // Turn panel, bottom right.
    commands
        .spawn((
            Name::new("Turn panel"),
            HudPart::TurnPanel,
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                right: px(14),
                bottom: px(14),
                width: px(330),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(14)),
                row_gap: px(6),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(palette::PANEL),
        ))
        .with_children(|panel| {
            panel.spawn((PanelLine::Title, widget::bold(f, "", 21.0, palette::TEXT)));
            panel.spawn((PanelLine::Status, widget::text(f, "", 15.0, palette::TEXT_DIM)));
            panel.spawn((PanelLine::Detail, widget::text(f, "", 15.0, palette::BRASS_LIGHT)));
            panel.spawn((
                ControlsBox,
                Node { flex_direction: FlexDirection::Column, row_gap: px(7), ..default() },
            ));
            panel.spawn((PanelLine::Hint, widget::text(f, "", 13.0, palette::TEXT_DIM)));
            panel
                .spawn((crate::theme::prompts::PromptSlot, Node { margin: UiRect::top(px(2)), ..default() }));
        });
    // Log, bottom left.
    commands
        .spawn((
            Name::new("Table log"),
            HudPart::Log,
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                left: px(16),
                bottom: px(14),
                width: px(420),
                flex_direction: FlexDirection::Column,
                row_gap: px(2),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|log| {
            for i in 0..5 {
                log.spawn((LogLine(i), widget::text(f, "", 14.0, palette::TEXT), shadow()));
            }
        });
}

fn set(words: &mut Mut<Words>, line: impl Into<Words>) {
    words.set_if_neq(line.into());
}

fn refresh_scoreboard<G: GameView>(
    m: Res<Match<G>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut rows: Query<(&SeatRow, &mut BackgroundColor, &mut BorderColor)>,
    mut details: Query<(&SeatDetail, &mut Words), Without<SeatScore>>,
    mut scores: Query<(&SeatScore, &mut Words), Without<SeatDetail>>,
) {
    let shown = m.shown();
    let over = phase.is_some_and(|p| *p.get() == TurnPhase::Over);
    let active = if over { None } else { shown.to_act() };
    for (row, mut bg, mut border) in &mut rows {
        let on = active == Some(row.0);
        let want = if on { Color::srgba(0.85, 0.64, 0.26, 0.22) } else { Color::NONE };
        if bg.0 != want {
            bg.0 = want;
            *border = BorderColor::all(if on { palette::BRASS } else { Color::NONE });
        }
    }
    for (s, mut text) in &mut details {
        set(&mut text, shown.seat_detail(s.0));
    }
    for (s, mut text) in &mut scores {
        set(&mut text, shown.seat_score(s.0).map(|v| v.to_string()).unwrap_or_default());
    }
}

fn refresh_panel(panel: Res<PanelText>, mut lines: Query<(&PanelLine, &mut Words)>) {
    if !panel.is_changed() {
        return;
    }
    for (line, mut text) in &mut lines {
        let want = match line {
            PanelLine::Title => &panel.title,
            PanelLine::Status => &panel.status,
            PanelLine::Detail => &panel.detail,
            PanelLine::Hint => &panel.hint,
        };
        set(&mut text, want.clone());
    }
}

fn refresh_banner_and_log(
    banner: Res<Banner>,
    log: Res<TableLog>,
    mut banners: Query<(&mut Words, &mut TextColor), (With<BannerText>, Without<LogLine>)>,
    mut lines: Query<(&LogLine, &mut Words, &mut TextColor), Without<BannerText>>,
    mut backs: Query<&mut BackgroundColor, With<BannerBack>>,
) {
    let alpha = if banner.text.is_none() { 0.0 } else { (banner.left / 0.4).clamp(0.0, 1.0) };
    for mut back in &mut backs {
        back.0 = palette::PANEL.with_alpha(0.78 * alpha);
    }
    for (mut text, mut color) in &mut banners {
        set(&mut text, banner.text.clone().map_or_else(Words::default, Words::from));
        color.0 = palette::TEXT.with_alpha(alpha);
    }
    let n = log.0.len();
    for (line, mut text, mut color) in &mut lines {
        // Newest at the bottom, older lines fainter.
        let k = line.0 + n.min(5);
        let entry = if k >= 5 { log.0.get(k - 5) } else { None };
        set(&mut text, entry.cloned().map_or_else(Words::default, Words::from));
        let age = 4usize.saturating_sub(line.0) as f32;
        color.0 = palette::TEXT.with_alpha(1.0 - age * 0.17);
    }
}

/// Write `text` into the panel if it differs (so the panel's change detection means something).
pub fn write_panel(panel: &mut ResMut<PanelText>, text: PanelText) {
    if **panel != text {
        **panel = text;
    }
}
