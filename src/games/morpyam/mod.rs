//! Morpyam at the table: the grid from the variant's level file, five physics dice, tokens and
//! the turn panel. The shared match layer runs the match; this shows it and turns the players'
//! intents into the rules' actions.

use crate::dice::faces::DieFaces;
use crate::dice::view::{DiceAssets, spawn_tray_and_dice};
use crate::table::camera::CameraGoal;
use crate::table::glow::GlowMaterial;
use crate::table::materials::TableMaterials;
use bevy::prelude::*;

pub mod board;
pub mod controls;
pub mod glows;
pub mod panel;
pub mod present;
pub mod view;
pub mod words;

pub use view::MorpyamMatch;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((board::plugin, glows::plugin, present::plugin, controls::plugin, panel::plugin));
    app.add_systems(
        crate::games::phase::TableOpens,
        lay.run_if(resource_exists::<MorpyamMatch>).in_set(crate::games::phase::Opening::Lay),
    );
    crate::games::phase::on_leaving_table(app, |mut commands: Commands| {
        commands.remove_resource::<board::BoardAssets>();
    });
}

/// Lay the table for the match: board, tokens, supplies, tray and dice.
fn lay(
    mut commands: Commands,
    m: Res<MorpyamMatch>,
    server: Res<AssetServer>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut glows: ResMut<Assets<GlowMaterial>>,
    table: Res<TableMaterials>,
    dice: Res<DiceAssets>,
    mut reset: (
        ResMut<present::ShownDice>,
        ResMut<controls::Choice>,
        ResMut<CameraGoal>,
        ResMut<board::LineGlow>,
    ),
) {
    let (shown, choice, camera, lines) = &mut reset;
    choice.reset();
    lines.0.clear();
    **camera = present::OVERVIEW;
    let turn_dice = m.game.table().turn().filter(|t| t.rolls > 0).map(|t| t.dice);
    **shown = present::ShownDice { values: turn_dice.unwrap_or_default(), settled: turn_dice.is_some() };
    let assets = board::make_assets(&server, &mut meshes, &mut materials, &mut glows);
    board::spawn_board(&mut commands, &mut meshes, &table, &assets, &m);
    spawn_tray_and_dice(
        &mut commands,
        &mut meshes,
        &table,
        &dice,
        DieFaces::D6,
        5,
        turn_dice.as_ref().map(|d| &d[..]),
    );
    commands.insert_resource(assets);
}
