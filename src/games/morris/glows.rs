//! The glows over the points while a human decides: men that can be picked up or taken, points
//! a man can go to, the man held, the focused point, and a hint's points.

use super::board::{MorrisAssets, PointGlow, PointSpot};
use super::controls::{Choices, Pick};
use super::view::MorrisMatch;
use crate::games::hint::Hint;
use crate::games::phase::{TableSystems, TurnPhase};
use crate::table::glow::{GlowMaterial, show_glow};
use crate::theme::interaction::Focus;
use bevy::prelude::*;
use parlour_rules::games::morris::{Action, Morris};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_glows
            .run_if(resource_exists::<MorrisMatch>.and_then(resource_exists::<MorrisAssets>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Present),
    );
}

fn show_glows(
    m: Res<MorrisMatch>,
    phase: Res<State<TurnPhase>>,
    pick: Res<Pick>,
    focus: Res<Focus>,
    assets: Res<MorrisAssets>,
    hint: Option<Res<Hint<Morris>>>,
    spots: Query<&PointSpot>,
    mut glows: Query<(&PointGlow, &mut Visibility, &mut MeshMaterial3d<GlowMaterial>)>,
) {
    let deciding = *phase.get() == TurnPhase::Deciding && m.human_to_act().is_some();
    let choices = if deciding { Choices::of(&m.game, &pick) } else { Choices::default() };
    let focused = focus.0.and_then(|e| spots.get(e).ok()).map(|s| s.0).filter(|_| deciding);
    // The hint's points: the man to move (until it is picked up) and where it goes.
    let hinted: Vec<u8> = match hint.filter(|h| deciding && h.at == m.actions).map(|h| h.action) {
        Some(Action::Place(p) | Action::Remove(p)) => vec![p],
        Some(Action::Move { from, to }) if pick.from.is_none() => vec![from, to],
        Some(Action::Move { to, .. }) => vec![to],
        _ => Vec::new(),
    };
    for (glow, mut vis, mut mat) in &mut glows {
        let p = glow.0;
        let want = if focused == Some(p) {
            Some(&assets.focused)
        } else if pick.from == Some(p) {
            Some(&assets.picked)
        } else if hinted.contains(&p) {
            Some(&assets.hint)
        } else if choices.removable.contains(&p) {
            Some(&assets.removable)
        } else if choices.targets.contains(&p) || (pick.from.is_none() && choices.sources.contains(&p)) {
            Some(&assets.legal)
        } else {
            None
        };
        show_glow(&mut vis, &mut mat, want);
    }
}
