//! The glows over the board while a human decides: pawns that can move, the pawn held, where it
//! can go (red where it would bump or swap an opponent), and the focused spot.

use super::SorryMatch;
use super::board::{SorryAssets, SpotGlow};
use super::choices::{Choices, Pick};
use super::controls::{HandShown, hand_open};
use crate::games::phase::{TableSystems, TurnPhase};
use crate::table::glow::{GlowMaterial, show_glow};
use crate::theme::interaction::Focus;
use bevy::prelude::*;
use parlour_rules::games::sorry::Phase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_glows
            .run_if(resource_exists::<SorryMatch>.and_then(resource_exists::<SorryAssets>))
            .in_set(TableSystems)
            .in_set(crate::AppSystems::Present),
    );
}

fn show_glows(
    m: Res<SorryMatch>,
    phase: Res<State<TurnPhase>>,
    pick: Res<Pick>,
    shown: Res<HandShown>,
    focus: Res<Focus>,
    assets: Res<SorryAssets>,
    mut glows: Query<(Entity, &SpotGlow, &mut Visibility, &mut MeshMaterial3d<GlowMaterial>)>,
) {
    let points = matches!(m.game.phase(), Phase::Play { .. });
    let deciding = *phase.get() == TurnPhase::Deciding
        && m.human_to_act().is_some()
        && (!points || hand_open(&m, &shown))
        && pick.asking.is_empty();
    let choices = if deciding { Choices::of(&m.game, &pick) } else { Choices::default() };
    let held = pick.pawn.map(|p| super::board::Spot::of(p.colour, m.game.pawn(p)));
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
