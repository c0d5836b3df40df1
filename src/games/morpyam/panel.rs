//! Morpyam's turn panel: whose turn, the roll and the call, what the dice make, a hint, and the
//! human's controls (the dice to keep, the call, Throw and Stop, the Plus tile to lay).

use super::controls::{self, Choice, Control};
use super::present::ShownDice;
use super::view::MorpyamMatch;
use super::words::{figure_list, figure_name};
use crate::assets::Fonts;
use crate::games::hint::Hint;
use crate::games::hud::{ControlsBox, PanelText, write_panel};
use crate::games::phase::TurnPhase;
use crate::i18n::{Msg, Words};
use crate::state::Screen;
use crate::theme::interaction::{FocusLayer, Focusable};
use crate::theme::palette;
use crate::theme::widget::{self, CyclerValue};
use bevy::prelude::*;
use parlour_rules::games::morpyam::{Action, Morpyam, Phase, ROLLS_PER_TURN, RollResult};

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
            .in_set(crate::state::AppSystems::Present),
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
                    widget::button(f, Msg::new("morpyam-button-throw-first"), 11, FocusLayer::SCREEN),
                    Control::Throw,
                ));
            }
            2 => {
                c.spawn((
                    widget::cycler(f, Msg::new("morpyam-chooser-tile"), "", 10, FocusLayer::SCREEN),
                    Control::Tile,
                ));
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
                    c.spawn((
                        widget::cycler(f, Msg::new("morpyam-chooser-call"), "", 10, FocusLayer::SCREEN),
                        Control::Call,
                    ));
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
                            row.spawn((
                                widget::button(f, Msg::new("morpyam-button-stop"), 12, FocusLayer::SCREEN),
                                Control::Stop,
                            ));
                        }
                    });
                }
            }
            _ => {}
        });
    }
}

fn refresh_turn_panel(
    m: Res<MorpyamMatch>,
    phase: Res<State<TurnPhase>>,
    choice: Res<Choice>,
    shown: Res<ShownDice>,
    mut panel: ResMut<PanelText>,
    mut texts: ParamSet<(
        Query<(&DieFace, &mut Words)>,
        Query<(&DieTag, &mut Words, &mut TextColor)>,
        Query<&mut Words, With<CyclerValue>>,
        Query<&mut Words, With<ThrowLabel>>,
    )>,
    cyclers: Query<(&Control, &Children)>,
    children: Query<&Children>,
    hint: Option<Res<Hint<Morpyam>>>,
) {
    let t = m.game.table();
    let phase = *phase.get();
    // A hint to throw again: the dice it keeps say "keep" in the hint's green.
    let hint_keeps =
        match hint.filter(|h| h.at == m.actions && phase == TurnPhase::Deciding).map(|h| h.action.clone()) {
            Some(Action::Roll { rethrow }) if !rethrow.iter().all(|r| *r) => Some(rethrow.map(|r| !r)),
            _ => None,
        };
    let seat = t.to_act();
    let name = seat.map_or_else(Words::default, |s| MorpyamMatch::name(s).into());
    let named = |id: &'static str| Msg::new(id).with("name", name.clone());
    let human = m.human_to_act().is_some();
    let title = match (&t.phase, phase) {
        (_, TurnPhase::Over) | (Phase::Over, _) => Msg::new("morpyam-title-over"),
        (_, TurnPhase::BotThinking | TurnPhase::Elsewhere) => named("morpyam-title-thinking"),
        (Phase::RollOff { .. }, _) => named("morpyam-title-roll-off"),
        (Phase::Build { .. }, _) => named("morpyam-title-build"),
        _ if human => named("morpyam-title-your-turn"),
        _ => named("morpyam-title-turn"),
    };
    let turn = t.turn();
    let status: Words = match (&t.phase, turn) {
        (Phase::Build { builder, .. }, _) => {
            Msg::new("morpyam-status-tiles-left").with("n", t.hands[*builder].len()).into()
        }
        (Phase::RollOff { .. }, _) => Msg::new("morpyam-status-roll-off").into(),
        (_, Some(turn)) => {
            let roll = if turn.rolls == 0 {
                Msg::new("morpyam-status-roll-next").with("rolls", ROLLS_PER_TURN)
            } else {
                Msg::new("morpyam-status-roll").with("roll", turn.rolls).with("rolls", ROLLS_PER_TURN)
            };
            let call = match (turn.call, turn.result) {
                (Some(c), _) => Some(("morpyam-status-called", c)),
                (None, RollResult::CallSucceeded(c)) => Some(("morpyam-status-call-came-true", c)),
                (None, RollResult::CallFailed(c)) => Some(("morpyam-status-call-failed", c)),
                _ => None,
            };
            match call {
                Some((id, c)) => Msg::new("morpyam-status-join")
                    .with("a", roll)
                    .with("b", Msg::new(id).with("figure", figure_name(c)))
                    .into(),
                None => roll.into(),
            }
        }
        _ => Words::default(),
    };
    let dice_line: Words = match turn {
        Some(turn) if turn.rolls > 0 && shown.settled => {
            let faces: Vec<String> = turn.dice.iter().map(|v| v.to_string()).collect();
            let faces = faces.join(" ");
            // What these dice may cover by the rules (a MORPYAM only a MORPYAM square while one
            // is free), so the line agrees with the lit squares.
            match figure_list(t.coverable_figures(&turn.dice, turn.rolls)) {
                Some(made) => Msg::new("morpyam-dice-made").with("dice", faces).with("figures", made).into(),
                None => Msg::new("morpyam-dice-none").with("dice", faces).into(),
            }
        }
        _ => Words::default(),
    };
    let hint: Words = if !human || phase != TurnPhase::Deciding {
        Words::default()
    } else {
        match (&t.phase, turn) {
            (Phase::RollOff { .. }, _) => Msg::new("morpyam-hint-roll-off").into(),
            (Phase::Build { .. }, _) => Msg::new("morpyam-hint-build").into(),
            (_, Some(turn)) if matches!(turn.result, RollResult::CallSucceeded(_)) => {
                Msg::new("morpyam-hint-call-came-true").into()
            }
            (_, Some(turn)) => {
                let mut h = Vec::new();
                if !m.game.placeable_squares().is_empty() {
                    h.push(Msg::new("morpyam-hint-place"));
                }
                if turn.rolls > 0 && t.can_roll() {
                    h.push(Msg::new("morpyam-hint-keep"));
                }
                if t.can_roll() {
                    h.push(Msg::new("morpyam-hint-throw"));
                }
                h.into_iter()
                    .reduce(|a, b| Msg::new("morpyam-hint-join").with("a", a).with("b", b))
                    .map_or_else(Words::default, Words::from)
            }
            _ => Words::default(),
        }
    };
    write_panel(&mut panel, PanelText { title: title.into(), status, detail: dice_line, hint });
    let values = turn.map_or(shown.values, |t| t.dice);
    for (face, mut x) in &mut texts.p0() {
        // A die's value is a number, the same in every language.
        x.set_if_neq(values[face.0].to_string().into());
    }
    for (tag, mut x, mut color) in &mut texts.p1() {
        let kept = choice.keep[tag.0];
        let advised = hint_keeps.is_some_and(|k| k[tag.0]);
        let id = match (kept, advised) {
            (true, _) => "morpyam-die-kept",
            (false, true) => "morpyam-die-keep",
            (false, false) => "morpyam-die-throw",
        };
        x.set_if_neq(Msg::new(id).into());
        let c = if advised {
            crate::table::glow::HINT
        } else if kept {
            palette::BRASS_LIGHT
        } else {
            palette::TEXT_DIM
        };
        if color.0 != c {
            color.0 = c;
        }
    }
    // The throw button says how many dice it throws.
    let n = controls::rethrow(&m, &choice).iter().filter(|b| **b).count();
    let label: Words = Msg::new("morpyam-button-throw").with("n", n).into();
    let call = controls::chosen_call(&m, &choice).map_or_else(|| Msg::new("morpyam-call-none"), figure_name);
    let tiles = controls::tile_choices(&m);
    let tile = tiles.get(choice.tile).map_or_else(Words::default, |f| {
        let held = seat.map_or(0, |s| t.hands[s].iter().filter(|h| *h == f).count());
        Msg::new("morpyam-tile-held").with("figure", figure_name(*f)).with("held", held).into()
    });
    for mut x in &mut texts.p3() {
        x.set_if_neq(label.clone());
    }
    let mut values = texts.p2();
    for (control, kids) in &cyclers {
        match control {
            Control::Call => widget::set_cycler_value(kids, &children, &mut values, call.clone()),
            Control::Tile => widget::set_cycler_value(kids, &children, &mut values, tile.clone()),
            _ => {}
        }
    }
}
