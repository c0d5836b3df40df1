//! Morfals's turn panel: whose turn, the round and the target, the dice to place, who won the
//! round, a hint for the human to act, and the panel's buttons (Throw, Next round).

use super::controls::{Control, deciding};
use super::glows::Glows;
use super::view::MorfalsMatch;
use crate::assets::Fonts;
use crate::games::hud::{ControlsBox, PanelText, write_panel};
use crate::games::phase::TurnPhase;
use crate::i18n::{Arg, Msg, Words};
use crate::state::{AppSystems, Screen};
use crate::theme::interaction::FocusLayer;
use crate::theme::widget;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morfals::{Action, Phase};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (rebuild_controls, refresh)
            .run_if(
                resource_exists::<MorfalsMatch>
                    .and_then(resource_exists::<Glows>)
                    .and_then(in_state(Screen::Playing))
                    .and_then(any_with_component::<ControlsBox>),
            )
            .in_set(AppSystems::Present),
    );
}

/// What the panel's buttons depend on.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
struct Key {
    throw: bool,
    next_round: bool,
}

fn rebuild_controls(
    mut commands: Commands,
    fonts: Res<Fonts>,
    m: Res<MorfalsMatch>,
    phase: Res<State<TurnPhase>>,
    boxes: Query<Entity, With<ControlsBox>>,
    mut last: Local<Option<Key>>,
) {
    let legal = if deciding(&m, &phase) { m.game.legal_actions() } else { Vec::new() };
    let key = Key { throw: legal.contains(&Action::Roll), next_round: legal.contains(&Action::NextRound) };
    if *last == Some(key) {
        return;
    }
    *last = Some(key);
    let f = Some(&*fonts);
    for entity in &boxes {
        commands.entity(entity).despawn_children();
        commands.entity(entity).with_children(|c| {
            if key.throw {
                c.spawn((
                    widget::button(f, Msg::new("morfals-throw"), 200, FocusLayer::SCREEN),
                    Control::Throw,
                ));
            }
            if key.next_round {
                c.spawn((
                    widget::button(f, Msg::new("morfals-next-round"), 200, FocusLayer::SCREEN),
                    Control::NextRound,
                ));
            }
        });
    }
}

fn refresh(m: Res<MorfalsMatch>, phase: Res<State<TurnPhase>>, mut panel: ResMut<PanelText>) {
    let game = &m.game;
    let seat = game.to_act();
    let name = || seat.map_or_else(|| Arg::from(""), |s| MorfalsMatch::name(s).into());
    let human = m.human_to_act().is_some();
    let title = match (game.outcome(), phase.get()) {
        (Some(_), _) | (_, TurnPhase::Over) => Msg::new("morfals-panel-over"),
        (_, TurnPhase::BotThinking | TurnPhase::Elsewhere) => {
            Msg::new("morfals-panel-thinking").with("name", name())
        }
        _ if human && m.humans_here() == 1 => Msg::new("morfals-panel-your-turn").with("name", name()),
        _ => Msg::new("morfals-panel-to-play").with("name", name()),
    };
    let target = game.config().options.target_score;
    let status = Msg::new("morfals-panel-status").with("round", game.round()).with("target", target);
    let detail: Words = match game.phase() {
        Phase::Place { dice: [a, b, c], column, .. } => Msg::new("morfals-panel-dice")
            .with("a", a)
            .with("b", b)
            .with("c", c)
            .with("column", column)
            .into(),
        Phase::RoundOver { winner, .. } => {
            Msg::new("morfals-panel-round-won").with("name", MorfalsMatch::name(winner)).into()
        }
        _ => Words::default(),
    };
    let hint: Words = if !human || *phase.get() != TurnPhase::Deciding {
        Words::default()
    } else {
        match game.phase() {
            Phase::Roll { .. } => Msg::new("morfals-hint-throw").into(),
            Phase::Place { .. } => Msg::new("morfals-hint-place").into(),
            Phase::RoundOver { .. } => Msg::new("morfals-hint-next-round").into(),
            Phase::Over => Words::default(),
        }
    };
    write_panel(&mut panel, PanelText { title: title.into(), status: status.into(), detail, hint });
}
