//! Morfals at the table: the 7×7 board with its river, the two tribes' figurines, three 1-2-3
//! dice through the shared dice kit, eating, rounds to the level's target. The shared match layer
//! runs the match; this shows it and turns the players' intents into the rules' actions.

use crate::dice::faces::DieFaces;
use crate::dice::view::{DiceAssets, spawn_tray_and_dice};
use crate::table::camera::CameraGoal;
use crate::table::glow::GlowMaterial;
use crate::table::materials::TableMaterials;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morfals::Phase;

pub mod board;
pub mod controls;
pub mod glows;
pub mod panel;
pub mod present;
pub mod river;
pub mod view;
pub mod words;

pub use view::MorfalsMatch;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((present::plugin, controls::plugin, panel::plugin, river::plugin));
    app.add_systems(
        crate::games::phase::TableOpens,
        lay.run_if(resource_exists::<MorfalsMatch>).in_set(crate::games::phase::Opening::Lay),
    );
    crate::games::phase::on_leaving_table(app, |mut commands: Commands| {
        commands.remove_resource::<board::Layout>();
        commands.remove_resource::<board::FigureAssets>();
        commands.remove_resource::<glows::Glows>();
    });
}

/// Lay the table for the match: board, figures where the rules have them, tray and dice.
#[allow(clippy::too_many_arguments)]
fn lay(
    mut commands: Commands,
    m: Res<MorfalsMatch>,
    server: Res<AssetServer>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut glow_materials: ResMut<Assets<GlowMaterial>>,
    table: Res<TableMaterials>,
    dice: Res<DiceAssets>,
    mut camera: ResMut<CameraGoal>,
    mut lit: ResMut<present::LitColumn>,
    mut rivers: ResMut<Assets<river::RiverMaterial>>,
    settings: Res<crate::persistence::settings::Settings>,
) {
    *camera = present::OVERVIEW;
    let game = m.shown();
    let layout = board::Layout::new(game.config());
    let glows = glows::Glows {
        square_mesh: meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(0.47 * board::CELL))),
        legal: glow_materials.add(GlowMaterial::new(Color::srgb(1.0, 0.80, 0.35), 3.2, 1.2, 0.30)),
        focused: glow_materials.add(GlowMaterial::new(Color::srgb(1.0, 0.97, 0.85), 7.0, 2.0, 0.55)),
        hint: glow_materials.add(GlowMaterial::new(crate::table::glow::HINT, 5.5, 1.8, 0.50)),
        column: glow_materials.add(GlowMaterial::new(Color::srgb(1.0, 0.86, 0.45), 1.5, 0.8, 0.16)),
        eaten: glow_materials.add(GlowMaterial::new(Color::srgb(1.0, 0.30, 0.18), 6.0, 1.8, 0.45)),
        closing: glow_materials.add(GlowMaterial::new(Color::srgb(1.0, 0.85, 0.40), 3.0, 1.6, 0.35)),
        safe: glow_materials.add(GlowMaterial::new(Color::srgb(0.55, 0.90, 1.0), 2.0, 1.6, 0.30)),
    };
    board::spawn_board(&mut commands, &mut meshes, &mut materials, &server, &layout, &glows);
    // The water of each river column, a little above the board: feet stand in it.
    for &label in &game.config().river {
        let length = layout.rows as f32;
        commands.spawn((
            Name::new("River"),
            river::Water,
            crate::games::phase::OnTable,
            Mesh3d(
                meshes.add(Plane3d::new(Vec3::Y, Vec2::new(0.5 * board::CELL, 0.5 * board::CELL * length))),
            ),
            MeshMaterial3d(rivers.add(river::RiverMaterial::new(length, settings.reduced_motion))),
            Transform::from_translation(layout.column(label) + Vec3::Y * 0.035),
        ));
    }
    let assets = board::make_assets(&mut meshes, &mut materials);
    for (seat, id, place) in present::places(game) {
        let character = game.config().tribes[seat].figures[id as usize];
        board::spawn_figure(&mut commands, &assets, &layout, seat, id, character, place);
    }
    let rolled = match game.phase() {
        Phase::Place { dice, column, .. } => {
            lit.0 = Some(column);
            Some(dice)
        }
        _ => {
            lit.0 = None;
            None
        }
    };
    spawn_tray_and_dice(
        &mut commands,
        &mut meshes,
        &table,
        &dice,
        DieFaces::OneTwoThreeTwice,
        3,
        rolled.as_ref().map(|d| &d[..]),
    );
    commands.insert_resource(assets);
    commands.insert_resource(glows);
    commands.insert_resource(layout);
}
