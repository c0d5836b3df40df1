//! Sorry!'s turn panel: whose turn, the card drawn and what it allows, a 7 being split, a hint,
//! and the human's controls: Draw, Forfeit, the question when one spot means two moves, and in
//! play-for-points the hand, face up only for the seat to act (with two humans or more, only
//! after the hand-over screen has been passed).

use super::board::COLOURS;
use super::cards::{CardAssets, atlas_rect};
use super::choices::{self, Pick};
use super::controls::{Control, HandShown, hand_open, humans};
use super::view::SorryMatch;
use super::words::{card_label, card_words};
use crate::assets::Fonts;
use crate::games::hud::{ControlsBox, PanelText, write_panel};
use crate::games::phase::TurnPhase;
use crate::i18n::{Msg, Words};
use crate::state::Screen;
use crate::theme::interaction::{FocusLayer, Focusable};
use crate::theme::palette;
use crate::theme::widget;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::sorry::{Action, Card, Mode, Phase};

/// A card of the hand as the HUD shows it: `None` is a card seen from the back.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct HandCard(pub Option<Card>);

/// The hand-over screen between two humans' turns.
#[derive(Component)]
struct HandOver;

/// What the controls depend on; they are rebuilt when it changes.
#[derive(Debug, Clone, PartialEq, Default)]
struct PanelKey {
    deciding: bool,
    draw: Option<Msg>,
    forfeit: Option<Msg>,
    questions: Vec<Words>,
    /// The hand as shown (faces or backs), and the chosen card.
    hand: Vec<Option<Card>>,
    /// The cards of the hand that can move (they take the focus first).
    playable: Vec<Card>,
    chosen: Option<Card>,
    live_hand: bool,
    /// The atlas's size once loaded: the hand's cards are cut from it.
    atlas: [u32; 2],
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (rebuild_controls, refresh, hand_over)
            .run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<SorryMatch>)
                    .and_then(resource_exists::<CardAssets>)
                    .and_then(any_with_component::<ControlsBox>),
            )
            .in_set(crate::state::AppSystems::Present),
    );
}

/// The hand the HUD may show now: the seat to act's after its hand-over, or the only human's.
fn visible_hand(m: &SorryMatch, shown: &HandShown) -> (Vec<Option<Card>>, bool) {
    if m.game.config().mode != Mode::Points || m.game.outcome().is_some() {
        return (Vec::new(), false);
    }
    if hand_open(m, shown) {
        let seat = m.human_to_act().unwrap_or(0);
        return (m.game.hand(seat).iter().map(|c| Some(*c)).collect(), true);
    }
    let only = (0..m.seats.len()).filter(|s| m.is_human(*s)).collect::<Vec<_>>();
    match (m.human_to_act(), only.as_slice()) {
        // A lone human sees their own hand during the others' turns too.
        (None, [me]) if humans(m) == 1 => (m.game.hand(*me).iter().map(|c| Some(*c)).collect(), false),
        // Two humans or more: the backs of the hand to be handed over.
        (Some(seat), _) => (m.game.hand(seat).iter().map(|_| None).collect(), false),
        _ => (Vec::new(), false),
    }
}

fn panel_key(m: &SorryMatch, phase: TurnPhase, pick: &Pick, shown: &HandShown) -> PanelKey {
    let (hand, live) = visible_hand(m, shown);
    let deciding = phase == TurnPhase::Deciding && m.human_to_act().is_some();
    let mut key = PanelKey { hand, live_hand: live && deciding, chosen: pick.card, ..default() };
    if !deciding {
        return key;
    }
    key.deciding = true;
    key.playable = choices::playable_cards(&m.game);
    let legal = m.game.legal_actions();
    key.draw = match m.game.phase() {
        Phase::StartDraw { .. } => Some(Msg::new("sorry-button-draw-first")),
        Phase::Draw { .. } => Some(Msg::new("sorry-button-draw")),
        _ => None,
    };
    if legal.contains(&Action::Forfeit)
        && let Phase::Move { card, .. } = m.game.phase()
    {
        let only_swaps = legal.iter().any(|a| matches!(a, Action::Swap { .. }));
        key.forfeit = Some(if only_swaps {
            Msg::new("sorry-button-decline")
        } else {
            Msg::new("sorry-button-forfeit").with("card", card_label(card))
        });
    }
    key.questions = pick.asking.iter().map(|o| choices::describe(&m.game, o)).collect();
    key
}

fn rebuild_controls(
    mut commands: Commands,
    fonts: Res<Fonts>,
    cards: Res<CardAssets>,
    m: Res<SorryMatch>,
    phase: Res<State<TurnPhase>>,
    pick: Res<Pick>,
    shown: Res<HandShown>,
    boxes: Query<Entity, With<ControlsBox>>,
    images: Res<Assets<Image>>,
    mut last: Local<Option<PanelKey>>,
) {
    let atlas = images.get(&cards.atlas).map_or(Vec2::new(1440.0, 1512.0), |i| i.size_f32());
    let key =
        PanelKey { atlas: [atlas.x as u32, atlas.y as u32], ..panel_key(&m, *phase.get(), &pick, &shown) };
    if last.as_ref() == Some(&key) {
        return;
    }
    *last = Some(key.clone());
    let f = Some(&*fonts);
    for entity in &boxes {
        commands.entity(entity).despawn_children();
        commands.entity(entity).with_children(|c| {
            if let Some(label) = key.draw.clone() {
                c.spawn((widget::button(f, label, 200, FocusLayer::SCREEN), Control::Draw));
            }
            for (i, q) in key.questions.iter().enumerate() {
                c.spawn((
                    widget::button(f, q.clone(), 210 + i as i32, FocusLayer::SCREEN),
                    Control::Answer(i),
                ));
            }
            if !key.hand.is_empty() {
                c.spawn(Node { column_gap: px(5), justify_content: JustifyContent::Center, ..default() })
                    .with_children(|row| {
                        for (i, card) in key.hand.iter().enumerate() {
                            let chosen = key.live_hand && key.chosen.is_some() && key.chosen == *card;
                            let mut e = row.spawn((
                                HandCard(*card),
                                Node {
                                    width: px(56),
                                    height: px(78),
                                    margin: UiRect::top(px(if chosen { 0 } else { 8 })),
                                    border: UiRect::all(px(2)),
                                    border_radius: BorderRadius::all(px(6)),
                                    ..default()
                                },
                                ImageNode {
                                    rect: Some(atlas_rect(*card, atlas)),
                                    ..ImageNode::new(cards.atlas.clone())
                                },
                                BorderColor::all(if chosen { palette::BRASS } else { Color::NONE }),
                            ));
                            if key.live_hand {
                                e.insert((
                                    Button,
                                    Control::Hand(i),
                                    Focusable {
                                        order: if card.is_some_and(|c| key.playable.contains(&c)) {
                                            220
                                        } else {
                                            230
                                        } + i as i32,
                                    },
                                    FocusLayer::SCREEN,
                                    BackgroundColor(Color::NONE),
                                ));
                            }
                        }
                    });
            }
            if let Some(label) = &key.forfeit {
                c.spawn((widget::button(f, label.clone(), 240, FocusLayer::SCREEN), Control::Forfeit));
            }
        });
    }
}

#[allow(clippy::too_many_arguments)]
fn refresh(
    m: Res<SorryMatch>,
    phase: Res<State<TurnPhase>>,
    pick: Res<Pick>,
    shown: Res<HandShown>,
    mut panel: ResMut<PanelText>,
) {
    let phase = *phase.get();
    let game = &m.game;
    let modern = game.config().modern_cards;
    let seat = game.to_act();
    let name = seat.map_or_else(Words::default, |s| SorryMatch::name(s).into());
    let named = |id: &'static str| -> Words { Msg::new(id).with("name", name.clone()).into() };
    let human = m.human_to_act().is_some();
    let deciding = human && phase == TurnPhase::Deciding;
    let title: Words = match (game.outcome(), phase) {
        (Some(_), _) | (_, TurnPhase::Over) => Msg::new("sorry-title-over").into(),
        (_, TurnPhase::BotThinking | TurnPhase::Elsewhere) => named("sorry-title-thinking"),
        _ if matches!(game.phase(), Phase::StartDraw { .. }) => named("sorry-title-start-draw"),
        _ if human && humans(&m) == 1 => named("sorry-title-your-turn"),
        _ => named("sorry-title-to-play"),
    };
    let card_use = |id: &'static str, card: Card| -> Words {
        Msg::new(id).with("card", card_label(card)).with("use", card_words(card, modern)).into()
    };
    let status: Words = match game.phase() {
        Phase::StartDraw { .. } => Msg::new("sorry-status-start-draw").into(),
        Phase::Draw { .. } => match game.draw_pile().len() {
            0 => Msg::new("sorry-status-reshuffle").into(),
            n => Msg::new("sorry-status-pile").with("n", n).into(),
        },
        Phase::Move { card, .. } => card_use("sorry-status-card", card),
        Phase::Play { .. } => match pick.card {
            Some(card) => card_use("sorry-status-playing", card),
            None if !hand_open(&m, &shown) && human => Msg::new("sorry-status-hand-hidden").into(),
            None => Msg::new("sorry-status-choose-card").into(),
        },
        Phase::Over => Words::default(),
    };
    let detail: Words = if pick.parts.is_empty() {
        Words::default()
    } else {
        let done: u8 = pick.parts.iter().map(|p| p.steps).sum();
        Msg::new("sorry-split-progress").with("done", done).with("rest", 7 - done).into()
    };
    let hint = if !deciding {
        None
    } else if !pick.asking.is_empty() {
        Some("sorry-hint-ask")
    } else {
        match game.phase() {
            Phase::StartDraw { .. } | Phase::Draw { .. } => Some("sorry-hint-draw"),
            Phase::Play { .. } if !hand_open(&m, &shown) => None,
            Phase::Play { .. } if pick.card.is_none() => {
                if choices::playable_cards(game).is_empty() {
                    Some("sorry-hint-discard")
                } else {
                    Some("sorry-hint-pick-card")
                }
            }
            _ if pick.pawn.is_some() => Some("sorry-hint-target"),
            _ if choices::Choices::of(game, &pick).sources.is_empty() => Some("sorry-hint-no-move"),
            _ => Some("sorry-hint-pick-pawn"),
        }
    };
    let hint = hint.map_or_else(Words::default, |id| Msg::new(id).into());
    write_panel(&mut panel, PanelText { title, status, detail, hint });
}

/// With two humans or more in play-for-points, the hand stays hidden until its player asks for
/// it: a screen between the turns says whose turn it is.
#[allow(clippy::too_many_arguments)]
fn hand_over(
    mut commands: Commands,
    fonts: Res<Fonts>,
    m: Res<SorryMatch>,
    phase: Res<State<TurnPhase>>,
    shown: Res<HandShown>,
    screens: Query<Entity, With<HandOver>>,
) {
    let seat = m.human_to_act();
    // Only when a hand is to be played: the start draw needs no secret.
    let want = matches!(m.game.phase(), Phase::Play { .. })
        && humans(&m) >= 2
        && *phase.get() == TurnPhase::Deciding
        && seat.is_some()
        && shown.0 != seat;
    let here = !screens.is_empty();
    if want == here {
        return;
    }
    for e in &screens {
        commands.entity(e).despawn();
    }
    let Some(seat) = seat.filter(|_| want) else { return };
    let f = Some(&*fonts);
    let name = SorryMatch::name(seat);
    commands
        .spawn((
            Name::new("Hand-over"),
            HandOver,
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(Color::srgba(0.02, 0.02, 0.03, 0.82)),
            GlobalZIndex(5),
        ))
        .with_children(|root| {
            root.spawn(widget::panel(460.0)).with_children(|p| {
                p.spawn((
                    Node {
                        width: px(60),
                        height: px(8),
                        border_radius: BorderRadius::all(px(4)),
                        ..default()
                    },
                    BackgroundColor(COLOURS[seat % 4]),
                ));
                p.spawn(widget::heading(
                    f,
                    Msg::new("sorry-handover-title").with("name", name.clone()),
                    40.0,
                ));
                p.spawn(widget::text(
                    f,
                    Msg::new("sorry-handover-text").with("name", name.clone()),
                    17.0,
                    palette::TEXT,
                ));
                p.spawn((
                    widget::button(
                        f,
                        Msg::new("sorry-handover-show").with("name", name),
                        0,
                        FocusLayer::MENU,
                    ),
                    Control::Reveal,
                ));
            });
        });
}
