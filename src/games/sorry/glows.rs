//! The glows over the board while a human decides: pawns that can move, the pawn held, where it
//! can go (red where it would bump or swap an opponent), the focused spot, and a hint's pawn and
//! landing.

use super::board::{SorryAssets, SpotGlow};
use super::choices::{Choices, Pick};
use super::controls::{HandShown, hand_open};
use super::view::SorryMatch;
use crate::games::hint::Hint;
use crate::games::phase::{TableSystems, TurnPhase};
use crate::table::glow::{GlowMaterial, show_glow};
use crate::theme::interaction::Focus;
use bevy::prelude::*;
use parlour_rules::games::sorry::{Action, Phase, Sorry};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_glows
            .run_if(resource_exists::<SorryMatch>.and_then(resource_exists::<SorryAssets>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Present),
    );
}

fn show_glows(
    m: Res<SorryMatch>,
    phase: Res<State<TurnPhase>>,
    pick: Res<Pick>,
    shown: Res<HandShown>,
    focus: Res<Focus>,
    assets: Res<SorryAssets>,
    hint: Option<Res<Hint<Sorry>>>,
    mut glows: Query<(Entity, &SpotGlow, &mut Visibility, &mut MeshMaterial3d<GlowMaterial>)>,
) {
    let points = matches!(m.game.phase(), Phase::Play { .. });
    let deciding = *phase.get() == TurnPhase::Deciding
        && m.human_to_act().is_some()
        && (!points || hand_open(&m, &shown))
        && pick.asking.is_empty();
    let choices = if deciding { Choices::of(&m.game, &pick) } else { Choices::default() };
    let held = pick.pawn.map(|p| super::board::Spot::of(p.colour, m.game.pawn(p)));
    let hinted = match hint.filter(|h| deciding && h.at == m.actions) {
        Some(h) => hint_spots(&m.game, &h.action, pick.pawn.is_none()),
        None => Vec::new(),
    };
    for (entity, glow, mut vis, mut mat) in &mut glows {
        let s = glow.0;
        let set = assets.glows(s);
        let target = choices.targets.iter().any(|(t, _)| *t == s);
        let want = if !deciding {
            None
        } else if focus.0 == Some(entity) {
            Some(&set.focused)
        } else if held == Some(s) {
            Some(&set.picked)
        } else if hinted.contains(&s) {
            Some(&set.hint)
        } else if target && choices.against.contains(&s) {
            Some(&set.bump)
        } else if target {
            Some(&set.target)
        } else if pick.pawn.is_none() && choices.sources.iter().any(|(t, _)| *t == s) {
            Some(&set.legal)
        } else {
            None
        };
        show_glow(&mut vis, &mut mat, want);
    }
}

/// The spots of a hint: each pawn it moves (while none is held) and where each lands.
fn hint_spots(game: &Sorry, action: &Action, with_pawns: bool) -> Vec<super::board::Spot> {
    use super::board::Spot;
    use super::choices::landing;
    let pawns = match action {
        Action::Split { parts } => parts.iter().map(|p| p.pawn).collect(),
        Action::Start { pawn, .. }
        | Action::Forward { pawn, .. }
        | Action::Backward { pawn, .. }
        | Action::Swap { pawn, .. }
        | Action::Sorry { pawn, .. } => vec![*pawn],
        _ => Vec::new(),
    };
    let mut spots: Vec<Spot> = Vec::new();
    if with_pawns {
        spots.extend(pawns.iter().map(|p| Spot::of(p.colour, game.pawn(*p))));
    }
    match action {
        Action::Split { parts } => {
            for (i, part) in parts.iter().enumerate() {
                if let Some(to) = landing(game, action, &parts[..i]) {
                    spots.push(Spot::of(part.pawn.colour, to));
                }
            }
        }
        other => {
            if let (Some(pawn), Some(to)) = (pawns.first(), landing(game, other, &[])) {
                spots.push(Spot::of(pawn.colour, to));
            }
        }
    }
    spots
}
