//! Morris's turn panel: whose turn, the phase in words (placing with men left to place, moving,
//! flying, a man to remove), the draw counters when a draw rule is near, and a hint for the human
//! deciding.

use super::controls::Pick;
use super::view::MorrisMatch;
use super::view::join;
use crate::games::hud::{ControlsBox, PanelText, write_panel};
use crate::games::phase::TurnPhase;
use crate::i18n::{Arg, Msg, Words};
use crate::state::Screen;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morris::{Morris, Phase};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        refresh
            .run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<MorrisMatch>)
                    .and_then(any_with_component::<ControlsBox>),
            )
            .in_set(crate::state::AppSystems::Present),
    );
}

/// The draw rules that are close to ending the match, in words.
pub fn draw_counters(game: &Morris) -> Vec<Msg> {
    let c = game.config();
    let mut out = Vec::new();
    if let Some(r) = c.repetition {
        let seen = game.repetitions();
        if seen >= 2 && seen < r as usize {
            out.push(Msg::new("morris-counter-repetition").with("n", seen).with("limit", r));
        }
    }
    if let Some(k) = c.no_removal_moves {
        let moves = game.moves_without_removal();
        if moves * 10 >= 2 * k * 7 {
            out.push(Msg::new("morris-counter-no-removal").with("n", moves).with("limit", 2 * k));
        }
    }
    if let Some(k) = c.endgame_moves {
        let moves = game.endgame_moves_without_removal();
        if moves > 0 {
            out.push(Msg::new("morris-counter-endgame").with("n", moves).with("limit", 2 * k));
        }
    }
    if let Some(cap) = c.turn_cap
        && game.turns() * 10 >= cap * 8
    {
        out.push(Msg::new("morris-counter-turns").with("n", game.turns()).with("limit", cap));
    }
    out
}

fn refresh(m: Res<MorrisMatch>, phase: Res<State<TurnPhase>>, pick: Res<Pick>, mut panel: ResMut<PanelText>) {
    let phase = *phase.get();
    let game = &m.game;
    let seat = game.to_act();
    let human = m.human_to_act().is_some();
    let name: Arg = seat.map_or_else(|| "".into(), |s| MorrisMatch::name(s).into());
    let title = match (game.outcome(), phase) {
        (Some(_), _) | (_, TurnPhase::Over) => Msg::new("morris-turn-over"),
        (_, TurnPhase::BotThinking | TurnPhase::Elsewhere) => {
            Msg::new("morris-turn-thinking").with("name", name)
        }
        _ if human && m.humans_here() == 1 => Msg::new("morris-turn-yours").with("name", name),
        _ => Msg::new("morris-turn-to-play").with("name", name),
    };
    let status = match (game.phase(), seat) {
        (Phase::Place, Some(s)) => Msg::new("morris-status-place").with("n", game.in_hand(s)).into(),
        (Phase::Slide, _) => Msg::new("morris-status-slide").into(),
        (Phase::Fly, _) => Msg::new("morris-status-fly").into(),
        (Phase::Remove { left }, Some(s)) => {
            Msg::new("morris-status-remove").with("n", left).with("opponent", MorrisMatch::name(1 - s)).into()
        }
        _ => Words::default(),
    };
    let detail = draw_counters(game).into_iter().reduce(join).map_or_else(Words::default, Words::from);
    let hint = if !human || phase != TurnPhase::Deciding {
        Words::default()
    } else {
        match game.phase() {
            Phase::Place => Msg::new("morris-hint-place").into(),
            Phase::Remove { .. } => Msg::new("morris-hint-remove").into(),
            Phase::Slide | Phase::Fly if pick.from.is_some() => Msg::new("morris-hint-put-down").into(),
            Phase::Slide | Phase::Fly => Msg::new("morris-hint-pick-up").into(),
            Phase::Over => Words::default(),
        }
    };
    write_panel(&mut panel, PanelText { title: title.into(), status, detail, hint });
}
