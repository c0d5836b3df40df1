//! The glows over the grid while a human decides: the squares the dice can fill or a tile can
//! go to (focusable, so the arrows move between them), the focused one, a hint's square, and the
//! lines that scored.

use super::board::{BoardAssets, LineGlow, SquareGlow, SquareTile, square_centre};
use super::view::MorpyamMatch;
use crate::games::hint::Hint;
use crate::games::phase::TurnPhase;
use crate::state::{AppSystems, Screen};
use crate::table::glow::{GlowMaterial, show_glow};
use crate::theme::interaction::{Focus, FocusLayer, Focusable, Spatial};
use crate::theme::palette;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morpyam::{Action, Morpyam, Square};
use std::collections::HashMap;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (mark_choices.run_if(in_state(Screen::Playing)), show_glows)
            .run_if(resource_exists::<BoardAssets>)
            .in_set(AppSystems::Present),
    );
}

/// The squares a human may choose now, as the rules list them: where the dice can place a
/// token, or where a Plus tile can be laid. They become focusable (arrows move between them on
/// the grid).
fn legal_squares(m: &MorpyamMatch) -> Vec<Square> {
    if m.human_to_act().is_none() {
        return Vec::new();
    }
    let mut squares: Vec<Square> = m
        .game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Place { square } | Action::PlaceTile { square, .. } => Some(square),
            _ => None,
        })
        .collect();
    squares.sort_unstable();
    squares.dedup();
    squares
}

fn mark_choices(
    mut commands: Commands,
    m: Option<Res<MorpyamMatch>>,
    phase: Res<State<TurnPhase>>,
    tiles: Query<(Entity, &SquareTile, Has<Focusable>)>,
) {
    let legal = match (&m, phase.get()) {
        (Some(m), TurnPhase::Deciding) => legal_squares(m),
        _ => Vec::new(),
    };
    for (entity, tile, focusable) in &tiles {
        let want = legal.contains(&tile.0);
        if want && !focusable {
            let p = square_centre(tile.0);
            commands.entity(entity).insert((
                Focusable { order: 100 + tile.0 as i32 },
                FocusLayer::SCREEN,
                Spatial(Vec2::new(p.x, p.z)),
            ));
        } else if !want && focusable {
            commands.entity(entity).remove::<(Focusable, FocusLayer, Spatial)>();
        }
    }
}

fn show_glows(
    focus: Res<Focus>,
    lines: Res<LineGlow>,
    assets: Res<BoardAssets>,
    m: Option<Res<MorpyamMatch>>,
    hint: Option<Res<Hint<Morpyam>>>,
    tiles: Query<(Entity, &SquareTile, Has<Focusable>)>,
    mut glows: Query<(&SquareGlow, &mut Visibility, &mut MeshMaterial3d<GlowMaterial>)>,
) {
    // The square a hint covers or tiles, while its decision is open.
    let hinted = match (m, hint) {
        (Some(m), Some(h)) if h.at == m.actions => match h.action {
            Action::Place { square } | Action::PlaceTile { square, .. } => Some(square),
            _ => None,
        },
        _ => None,
    };
    let mut want: HashMap<Square, Handle<GlowMaterial>> = HashMap::new();
    for (entity, tile, focusable) in &tiles {
        if focusable {
            let m = if focus.0 == Some(entity) {
                &assets.focused
            } else if hinted == Some(tile.0) {
                &assets.hint
            } else {
                &assets.legal
            };
            want.insert(tile.0, m.clone());
        }
    }
    for (squares, color) in &lines.0 {
        let seat = palette::SEATS.iter().position(|c| c == color).unwrap_or(0);
        for sq in squares {
            want.entry(*sq).or_insert_with(|| assets.lines[seat].clone());
        }
    }
    for (glow, mut vis, mut mat) in &mut glows {
        show_glow(&mut vis, &mut mat, want.get(&glow.0));
    }
}
