//! Nine Men's Morris at the table, with Three, Six, Twelve and Morabaraba: the board drawn from the
//! variant's level file, the men, mills and removals. The shared match layer runs the match;
//! this shows it and turns the players' intents into the rules' actions.

use crate::table::camera::{Across, CameraGoal};
use crate::table::glow::GlowMaterial;
use crate::table::materials::TableMaterials;
use bevy::prelude::*;
use parlour_rules::game::Game;

pub mod board;
pub mod controls;
pub mod glows;
pub mod panel;
pub mod present;
pub mod view;
pub mod words;

pub use view::MorrisMatch;

/// The board seen from White's side, reserves and taken men in view.
pub const OVERVIEW: CameraGoal =
    CameraGoal { eye: Vec3::new(-0.4, 11.3, 6.4), target: Vec3::new(-0.4, 0.0, 0.45), across: Across::Board };
/// The same for a small board (Three Men's Morris), nearer.
pub const OVERVIEW_SMALL: CameraGoal =
    CameraGoal { eye: Vec3::new(-0.4, 9.0, 5.3), target: Vec3::new(-0.4, 0.0, 0.35), across: Across::Board };

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((controls::plugin, present::plugin, panel::plugin, glows::plugin));
    app.add_systems(
        crate::games::phase::TableOpens,
        lay.run_if(resource_exists::<MorrisMatch>).in_set(crate::games::phase::Opening::Lay),
    );
    crate::games::phase::on_leaving_table(app, |mut commands: Commands| {
        commands.remove_resource::<board::Layout>();
        commands.remove_resource::<board::MorrisAssets>();
    });
}

/// Lay the table for the match: board, men on their points, reserves and taken men.
fn lay(
    mut commands: Commands,
    m: Res<MorrisMatch>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut glows: ResMut<Assets<GlowMaterial>>,
    table: Res<TableMaterials>,
    mut camera: ResMut<CameraGoal>,
    mut pick: ResMut<controls::Pick>,
) {
    *pick = controls::Pick::default();
    let layout = board::Layout::new(m.game.config());
    *camera = if layout.small { OVERVIEW_SMALL } else { OVERVIEW };
    let assets = board::make_assets(&mut meshes, &mut materials, &mut glows, &layout);
    board::spawn_board(&mut commands, &mut meshes, &mut materials, &table, &assets, &layout, &m);
    commands.insert_resource(assets);
    commands.insert_resource(layout);
    // Once the points exist, link them for the arrows to walk the lines.
    commands.queue(link_spots);
}

/// Link the spawned points to their neighbours (once they exist).
fn link_spots(world: &mut World) {
    let Some(m) = world.get_resource::<MorrisMatch>() else { return };
    let adjacent = m.game.config().adjacent.clone();
    let Some(layout) = world.get_resource::<board::Layout>().cloned() else { return };
    let mut q = world.query::<(Entity, &board::PointSpot)>();
    let mut spots: Vec<(u8, Entity)> = q.iter(world).map(|(e, s)| (s.0, e)).collect();
    spots.sort_by_key(|s| s.0);
    let spots: Vec<(Entity, Vec3)> = spots.iter().map(|(p, e)| (*e, layout.points[*p as usize])).collect();
    for (entity, links, spatial) in controls::point_links(&spots, &adjacent) {
        world.entity_mut(entity).insert((links, spatial));
    }
}
