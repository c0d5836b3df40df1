//! Morpyam's turn panel: whose turn, the roll and the call, what the dice make, a hint, and the
//! human's controls (the dice to keep, the call, Throw and Stop, the Plus tile to lay).

use super::MorpyamMatch;
use super::controls::{self, Choice, Control};
use super::present::ShownDice;
use crate::assets::Fonts;
use crate::games::hud::{ControlsBox, PanelText, write_panel};
use crate::games::phase::TurnPhase;
use crate::screens::state::Screen;
use crate::theme::interaction::{FocusLayer, Focusable};
use crate::theme::palette;
use crate::theme::widget::{self, CyclerValue};
use bevy::prelude::*;
use parlour_rules::games::morpyam::{Phase, ROLLS_PER_TURN, RollResult};

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
        (rebuild_controls, refresh_turn_panel)
            .run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<MorpyamMatch>)
                    .and_then(any_with_component::<ControlsBox>),
            )
            .in_set(crate::AppSystems::Present),
    );
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
    mut panel: ResMut<PanelText>,
    mut texts: ParamSet<(
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
                format!("Roll 1 of {ROLLS_PER_TURN} next")
            } else {
                format!("Roll {} of {ROLLS_PER_TURN}", turn.rolls)
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
            // What these dice may cover by the rules (a MORPYAM only a MORPYAM square while one
            // is free), so the line agrees with the lit squares.
            let made: Vec<String> =
                t.coverable_figures(&turn.dice, turn.rolls).iter().map(|f| f.to_string()).collect();
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
    write_panel(&mut panel, PanelText { title, status, detail: dice_line, hint });
    let values = turn.map_or(shown.values, |t| t.dice);
    for (face, mut x) in &mut texts.p0() {
        set(&mut x, values[face.0].to_string());
    }
    for (tag, mut x, mut color) in &mut texts.p1() {
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
    for mut x in &mut texts.p3() {
        set(&mut x, label.clone());
    }
    let mut values = texts.p2();
    for (control, kids) in &cyclers {
        match control {
            Control::Call => widget::set_cycler_value(kids, &children, &mut values, &call),
            Control::Tile => widget::set_cycler_value(kids, &children, &mut values, &tile),
            _ => {}
        }
    }
}
