//! The heads-up display around the table: the scoreboard (seats, tokens left, live scores),
//! the banner, the turn panel (whose turn, roll, call, what the dice make, and the human's
//! controls) and the log of the last things that happened.

use super::controls::{self, Choice, Control};
use super::present::{Banner, ShownDice, TableLog};
use super::session::MorpyamMatch;
use crate::assets::Fonts;
use crate::games::phase::TurnPhase;
use crate::screens::Screen;
use crate::theme::interaction::{FocusLayer, Focusable};
use crate::theme::palette;
use crate::theme::widget::{self, CyclerValue};
use bevy::prelude::*;
use parlour_rules::games::morpyam::{Phase, RollResult};

#[derive(Component)]
struct SeatRow(usize);
#[derive(Component)]
struct SeatTokens(usize);
#[derive(Component)]
struct SeatScore(usize);
#[derive(Component)]
struct BannerText;
#[derive(Component)]
struct BannerBack;
#[derive(Component)]
struct StatusTitle;
#[derive(Component)]
struct StatusLine;
#[derive(Component)]
struct DiceLine;
#[derive(Component)]
struct HintLine;
#[derive(Component)]
struct LogLine(usize);
#[derive(Component)]
struct ControlsBox;
#[derive(Component)]
struct DieFace(usize);
#[derive(Component)]
struct DieTag(usize);
#[derive(Component)]
struct ThrowLabel;

/// What the controls depend on; they are rebuilt when it changes.
#[derive(Debug, Clone, PartialEq, Default)]
struct PanelKey {
    deciding: bool,
    seat: Option<usize>,
    stage: u8,
    rolls: u8,
    dice: bool,
    calls: bool,
    roll: bool,
    pass: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (rebuild_controls, refresh_scoreboard, refresh_turn_panel, refresh_banner_and_log)
            .run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<MorpyamMatch>)
                    .and_then(any_with_component::<ControlsBox>),
            )
            .in_set(crate::AppSystems::Present),
    );
}

/// Spawn the HUD for `m`, scoped to the playing screen.
pub fn spawn_hud(commands: &mut Commands, fonts: &Fonts, m: &MorpyamMatch) {
    let f = Some(fonts);
    let shadow = TextShadow { offset: Vec2::new(1.0, 2.0), color: Color::srgba(0.0, 0.0, 0.0, 0.85) };
    // Scoreboard, top left.
    commands
        .spawn((
            Name::new("Scoreboard"),
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                left: px(14),
                top: px(14),
                width: px(252),
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
                .spawn(Node {
                    justify_content: JustifyContent::SpaceBetween,
                    align_items: AlignItems::Baseline,
                    margin: UiRect::bottom(px(4)),
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(widget::heading(f, "Morpyam", 28.0));
                    row.spawn(widget::text(f, m.variant_name().to_string(), 15.0, palette::BRASS_LIGHT));
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
                                left.spawn((
                                    Node {
                                        width: px(14),
                                        height: px(14),
                                        border_radius: BorderRadius::MAX,
                                        ..default()
                                    },
                                    BackgroundColor(palette::SEATS[seat % 4]),
                                ));
                                left.spawn(Node { flex_direction: FlexDirection::Column, ..default() })
                                    .with_children(|c| {
                                        c.spawn(widget::bold(f, m.label(seat), 16.0, palette::TEXT));
                                        c.spawn((
                                            SeatTokens(seat),
                                            widget::text(f, "", 13.0, palette::TEXT_DIM),
                                        ));
                                    });
                            });
                        row.spawn((SeatScore(seat), widget::bold(f, "0", 24.0, palette::BRASS_LIGHT)));
                    });
            }
        });
    // Banner, top centre.
    commands
        .spawn((
            Name::new("Banner"),
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                top: px(16),
                left: px(280),
                right: px(280),
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
            panel.spawn((StatusTitle, widget::bold(f, "", 21.0, palette::TEXT)));
            panel.spawn((StatusLine, widget::text(f, "", 15.0, palette::TEXT_DIM)));
            panel.spawn((DiceLine, widget::text(f, "", 15.0, palette::BRASS_LIGHT)));
            panel.spawn((
                ControlsBox,
                Node { flex_direction: FlexDirection::Column, row_gap: px(7), ..default() },
            ));
            panel.spawn((HintLine, widget::text(f, "", 13.0, palette::TEXT_DIM)));
        });
    // Log, bottom left.
    commands
        .spawn((
            Name::new("Table log"),
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
                log.spawn((LogLine(i), widget::text(f, "", 14.0, palette::TEXT), shadow));
            }
        });
}

fn panel_key(m: &MorpyamMatch, phase: TurnPhase) -> PanelKey {
    let t = m.game.table();
    let deciding = phase == TurnPhase::Deciding && m.human_to_act().is_some();
    if !deciding {
        return PanelKey::default();
    }
    PanelKey {
        deciding,
        seat: t.to_act(),
        stage: match t.phase {
            Phase::RollOff { .. } => 1,
            Phase::Build { .. } => 2,
            Phase::Turn(_) => 3,
            Phase::Over => 4,
        },
        rolls: t.turn().map_or(0, |t| t.rolls),
        dice: controls::can_choose_dice(m),
        calls: !t.callable().is_empty(),
        roll: t.can_roll(),
        pass: t.can_pass(),
    }
}

fn die_button(parent: &mut ChildSpawnerCommands, f: Option<&Fonts>, i: usize) {
    parent
        .spawn((
            Button,
            Control::Die(i),
            Focusable { order: i as i32 },
            FocusLayer::SCREEN,
            Node {
                width: px(52),
                height: px(60),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(9)),
                ..default()
            },
            BackgroundColor(palette::BUTTON),
            BorderColor::all(palette::BUTTON_BORDER),
        ))
        .with_children(|b| {
            b.spawn((DieFace(i), widget::bold(f, "", 26.0, palette::TEXT), Pickable::IGNORE));
            b.spawn((DieTag(i), widget::text(f, "", 11.0, palette::TEXT_DIM), Pickable::IGNORE));
        });
}

fn rebuild_controls(
    mut commands: Commands,
    fonts: Res<Fonts>,
    m: Res<MorpyamMatch>,
    phase: Res<State<TurnPhase>>,
    boxes: Query<Entity, With<ControlsBox>>,
    mut last: Local<Option<PanelKey>>,
) {
    let key = panel_key(&m, *phase.get());
    if last.as_ref() == Some(&key) {
        return;
    }
    *last = Some(key.clone());
    let f = Some(&*fonts);
    for entity in &boxes {
        commands.entity(entity).despawn_children();
        if !key.deciding {
            continue;
        }
        commands.entity(entity).with_children(|c| match key.stage {
            1 => {
                c.spawn((
                    widget::button(f, "Throw for first player", 11, FocusLayer::SCREEN),
                    Control::Throw,
                ));
            }
            2 => {
                c.spawn((widget::cycler(f, "Tile", "", 10, FocusLayer::SCREEN), Control::Tile));
            }
            3 => {
                if key.dice {
                    c.spawn(Node { column_gap: px(6), justify_content: JustifyContent::Center, ..default() })
                        .with_children(|row| {
                            for i in 0..5 {
                                die_button(row, f, i);
                            }
                        });
                }
                if key.calls {
                    c.spawn((widget::cycler(f, "Call", "", 10, FocusLayer::SCREEN), Control::Call));
                }
                if key.roll || key.pass {
                    c.spawn(Node { column_gap: px(8), ..default() }).with_children(|row| {
                        if key.roll {
                            row.spawn((
                                Button,
                                Control::Throw,
                                Focusable { order: 11 },
                                FocusLayer::SCREEN,
                                Node {
                                    flex_grow: 1.0,
                                    min_height: px(46),
                                    justify_content: JustifyContent::Center,
                                    align_items: AlignItems::Center,
                                    border: UiRect::all(px(2)),
                                    border_radius: BorderRadius::all(px(9)),
                                    ..default()
                                },
                                BackgroundColor(palette::BUTTON),
                                BorderColor::all(palette::BUTTON_BORDER),
                                children![(
                                    ThrowLabel,
                                    widget::bold(f, "", 21.0, palette::TEXT),
                                    Pickable::IGNORE
                                )],
                            ));
                        }
                        if key.pass {
                            row.spawn((widget::button(f, "Stop", 12, FocusLayer::SCREEN), Control::Stop));
                        }
                    });
                }
            }
            _ => {}
        });
    }
}

fn refresh_scoreboard(
    m: Res<MorpyamMatch>,
    mut rows: Query<(&SeatRow, &mut BackgroundColor, &mut BorderColor)>,
    mut tokens: Query<(&SeatTokens, &mut Text), Without<SeatScore>>,
    mut scores: Query<(&SeatScore, &mut Text), Without<SeatTokens>>,
) {
    let t = m.game.table();
    let active = t.to_act();
    let live = t.scores();
    for (row, mut bg, mut border) in &mut rows {
        let on = active == Some(row.0);
        let want = if on { Color::srgba(0.85, 0.64, 0.26, 0.22) } else { Color::NONE };
        if bg.0 != want {
            bg.0 = want;
            *border = BorderColor::all(if on { palette::BRASS } else { Color::NONE });
        }
    }
    for (s, mut text) in &mut tokens {
        let line = if t.resigned[s.0] {
            "resigned".to_string()
        } else {
            format!("{} tokens left", t.tokens_left(s.0))
        };
        if text.0 != line {
            text.0 = line;
        }
    }
    for (s, mut text) in &mut scores {
        let line = live.get(s.0).copied().unwrap_or(0).to_string();
        if text.0 != line {
            text.0 = line;
        }
    }
}

fn set(text: &mut Text, line: String) {
    if text.0 != line {
        text.0 = line;
    }
}

fn refresh_turn_panel(
    m: Res<MorpyamMatch>,
    phase: Res<State<TurnPhase>>,
    choice: Res<Choice>,
    shown: Res<ShownDice>,
    mut texts: ParamSet<(
        Query<&mut Text, With<StatusTitle>>,
        Query<&mut Text, With<StatusLine>>,
        Query<&mut Text, With<DiceLine>>,
        Query<&mut Text, With<HintLine>>,
        Query<(&DieFace, &mut Text)>,
        Query<(&DieTag, &mut Text, &mut TextColor)>,
        Query<&mut Text, With<CyclerValue>>,
        Query<&mut Text, With<ThrowLabel>>,
    )>,
    cyclers: Query<(&Control, &Children)>,
    children: Query<&Children>,
) {
    let t = m.game.table();
    let phase = *phase.get();
    let seat = t.to_act();
    let name = seat.map(MorpyamMatch::name).unwrap_or("");
    let human = m.human_to_act().is_some();
    let title = match (&t.phase, phase) {
        (_, TurnPhase::Over) | (Phase::Over, _) => "The match is over".to_string(),
        (_, TurnPhase::BotThinking) => format!("{name} is thinking…"),
        (Phase::RollOff { .. }, _) => format!("Who starts? {name} throws"),
        (Phase::Build { .. }, _) => format!("{name} lays a tile"),
        _ if human => format!("{name} · your turn"),
        _ => format!("{name}'s turn"),
    };
    let turn = t.turn();
    let status = match (&t.phase, turn) {
        (Phase::Build { builder, .. }, _) => format!("{} tiles left to lay", t.hands[*builder].len()),
        (Phase::RollOff { .. }, _) => "The highest die plays first".to_string(),
        (_, Some(turn)) => {
            let mut s = if turn.rolls == 0 {
                "Roll 1 of 3 next".to_string()
            } else {
                format!("Roll {} of 3", turn.rolls)
            };
            match (turn.call, turn.result) {
                (Some(c), _) => s.push_str(&format!(" · called {c}")),
                (None, RollResult::CallSucceeded(c)) => s.push_str(&format!(" · {c} as called")),
                (None, RollResult::CallFailed(c)) => s.push_str(&format!(" · call {c} failed")),
                _ => {}
            }
            s
        }
        _ => String::new(),
    };
    let dice_line = match turn {
        Some(turn) if turn.rolls > 0 && shown.settled => {
            let faces: Vec<String> = turn.dice.iter().map(|v| v.to_string()).collect();
            let made: Vec<String> = t.dice_figures().iter().map(|f| f.to_string()).collect();
            if made.is_empty() {
                format!("{} · no figure", faces.join(" "))
            } else {
                format!("{} · {}", faces.join(" "), made.join(", "))
            }
        }
        _ => String::new(),
    };
    let hint = if !human || phase != TurnPhase::Deciding {
        String::new()
    } else {
        match (&t.phase, turn) {
            (Phase::RollOff { .. }, _) => "Hold Throw to shake the die, let go to throw.".into(),
            (Phase::Build { .. }, _) => "Pick a tile, then an empty square on the grid.".into(),
            (_, Some(turn)) if matches!(turn.result, RollResult::CallSucceeded(_)) => {
                "Your call came true: cover the APPEL square.".into()
            }
            (_, Some(turn)) => {
                let mut h = Vec::new();
                if !m.game.placeable_squares().is_empty() {
                    h.push("Place on a lit square (click, or arrows + Enter).");
                }
                if turn.rolls > 0 && t.can_roll() {
                    h.push("Click dice to keep them.");
                }
                if t.can_roll() {
                    h.push("Hold Throw, flick to aim, let go.");
                }
                h.join(" ")
            }
            _ => String::new(),
        }
    };
    for mut x in &mut texts.p0() {
        set(&mut x, title.clone());
    }
    for mut x in &mut texts.p1() {
        set(&mut x, status.clone());
    }
    for mut x in &mut texts.p2() {
        set(&mut x, dice_line.clone());
    }
    for mut x in &mut texts.p3() {
        set(&mut x, hint.clone());
    }
    let values = turn.map_or(shown.values, |t| t.dice);
    for (face, mut x) in &mut texts.p4() {
        set(&mut x, values[face.0].to_string());
    }
    for (tag, mut x, mut color) in &mut texts.p5() {
        let kept = choice.keep[tag.0];
        set(&mut x, if kept { "KEPT".into() } else { "throw".into() });
        let c = if kept { palette::BRASS_LIGHT } else { palette::TEXT_DIM };
        if color.0 != c {
            color.0 = c;
        }
    }
    // The throw button says how many dice it throws.
    let n = controls::rethrow(&m, &choice).iter().filter(|b| **b).count();
    let label = if n == 0 {
        "Keep fewer to throw".to_string()
    } else if n == 1 {
        "Throw 1 die".into()
    } else {
        format!("Throw {n} dice")
    };
    let call = controls::chosen_call(&m, &choice).map_or("No call".to_string(), |f| f.to_string());
    let tiles = controls::tile_choices(&m);
    let tile = tiles.get(choice.tile).map_or(String::new(), |f| {
        let held = seat.map_or(0, |s| t.hands[s].iter().filter(|h| *h == f).count());
        format!("{f} · {held}")
    });
    for mut x in &mut texts.p7() {
        set(&mut x, label.clone());
    }
    let mut values = texts.p6();
    for (control, kids) in &cyclers {
        match control {
            Control::Call => widget::set_cycler_value(kids, &children, &mut values, &call),
            Control::Tile => widget::set_cycler_value(kids, &children, &mut values, &tile),
            _ => {}
        }
    }
}

fn refresh_banner_and_log(
    banner: Res<Banner>,
    log: Res<TableLog>,
    mut banners: Query<(&mut Text, &mut TextColor), (With<BannerText>, Without<LogLine>)>,
    mut lines: Query<(&LogLine, &mut Text, &mut TextColor), Without<BannerText>>,
    mut backs: Query<&mut BackgroundColor, With<BannerBack>>,
) {
    let alpha = if banner.text.is_empty() { 0.0 } else { (banner.left / 0.4).clamp(0.0, 1.0) };
    for mut back in &mut backs {
        back.0 = palette::PANEL.with_alpha(0.78 * alpha);
    }
    for (mut text, mut color) in &mut banners {
        set(&mut text, banner.text.clone());
        color.0 = palette::TEXT.with_alpha(alpha);
    }
    let n = log.0.len();
    for (line, mut text, mut color) in &mut lines {
        // Newest at the bottom, older lines fainter.
        let k = line.0 + n.min(5);
        let entry = if k >= 5 { log.0.get(k - 5) } else { None };
        set(&mut text, entry.cloned().unwrap_or_default());
        let age = 4usize.saturating_sub(line.0) as f32;
        color.0 = palette::TEXT.with_alpha(1.0 - age * 0.17);
    }
}
