//! Morris's turn panel: whose turn, the phase in words (placing with men left to place, moving,
//! flying, a man to remove), the draw counters when a draw rule is near, and a hint for the human
//! deciding.

use super::MorrisMatch;
use super::controls::Pick;
use crate::games::hud::{ControlsBox, PanelText, write_panel};
use crate::games::phase::TurnPhase;
use crate::screens::state::Screen;
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
            .in_set(crate::AppSystems::Present),
    );
}

/// The draw rules that are close to ending the match, in words.
pub fn draw_counters(game: &Morris) -> Vec<String> {
    let c = game.config();
    let mut out = Vec::new();
    if let Some(r) = c.repetition {
        let seen = game.repetitions();
        if seen >= 2 && seen < r as usize {
            out.push(format!("Position repeated {seen} of {r} times"));
        }
    }
    if let Some(k) = c.no_removal_moves {
        let moves = game.moves_without_removal();
        if moves * 10 >= 2 * k * 7 {
            out.push(format!("{moves} of {} moves without a removal", 2 * k));
        }
    }
    if let Some(k) = c.endgame_moves {
        let moves = game.endgame_moves_without_removal();
        if moves > 0 {
            out.push(format!("Both flying: {moves} of {} moves", 2 * k));
        }
    }
    if let Some(cap) = c.turn_cap
        && game.turns() * 10 >= cap * 8
    {
        out.push(format!("Turn {} of {cap}", game.turns()));
    }
    out
}

fn refresh(m: Res<MorrisMatch>, phase: Res<State<TurnPhase>>, pick: Res<Pick>, mut panel: ResMut<PanelText>) {
    let phase = *phase.get();
    let game = &m.game;
    let seat = game.to_act();
    let name = seat.map(MorrisMatch::name).unwrap_or("");
    let human = m.human_to_act().is_some();
    let title = match (game.outcome(), phase) {
        (Some(_), _) | (_, TurnPhase::Over) => "The match is over".to_string(),
        (_, TurnPhase::BotThinking) => format!("{name} is thinking…"),
        _ if human && m.seats.iter().filter(|k| !k.is_computer()).count() == 1 => {
            format!("{name} · your turn")
        }
        _ => format!("{name} to play"),
    };
    let status = match (game.phase(), seat) {
        (Phase::Place, Some(s)) => {
            let n = game.in_hand(s);
            format!("Placing: {n} {} left to place", if n == 1 { "man" } else { "men" })
        }
        (Phase::Slide, _) => "Moving: slide a man along a line".to_string(),
        (Phase::Fly, _) => "Flying: move a man to any empty point".to_string(),
        (Phase::Remove { left }, Some(s)) if left > 1 => {
            format!("Removal: take {left} of {}'s men", MorrisMatch::name(1 - s))
        }
        (Phase::Remove { .. }, Some(s)) => {
            format!("Removal: take one of {}'s men", MorrisMatch::name(1 - s))
        }
        _ => String::new(),
    };
    let detail = draw_counters(game).join(" · ");
    let hint = if !human || phase != TurnPhase::Deciding {
        String::new()
    } else {
        match game.phase() {
            Phase::Place => "Click a lit point, or walk the lines with the arrows and press Enter.".into(),
            Phase::Remove { .. } => {
                "Take one of the lit men (men in a mill only when all are in mills).".into()
            }
            Phase::Slide | Phase::Fly if pick.from.is_some() => {
                "Put it on a lit point; Esc puts it back.".into()
            }
            Phase::Slide | Phase::Fly => {
                "Pick up a lit man (click or Enter), then choose where it goes; or drag it.".into()
            }
            Phase::Over => String::new(),
        }
    };
    write_panel(&mut panel, PanelText { title, status, detail, hint });
}
