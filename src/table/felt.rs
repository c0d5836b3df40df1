//! The felt mat, open where a board or a dice tray lies on it: each `FeltCover` names the part
//! of the table something covers, and the mat is rebuilt without it when a cover comes or goes.
//! A software renderer shades the felt (lit, textured, woven) under a board as dearly as where
//! it shows: a third of the felt's fragments at a Morpyam table.

use super::shapes;
use bevy::prelude::*;

/// The felt mat (one, spawned with the table).
#[derive(Component)]
pub struct Felt;

/// The rectangle of the felt (x by z, in table coordinates) that this thing's flat underside
/// covers completely: its sides must come down to the felt there.
#[derive(Component, Debug, Clone, Copy)]
pub struct FeltCover(pub Rect);

/// Size of the felt play area (x by z), in table units (1 unit ≈ 5 cm).
pub const FELT_SIZE: Vec2 = Vec2::new(13.0, 9.0);

/// The felt's thickness; its top is at this height.
pub const FELT_THICKNESS: f32 = 0.06;

/// How far a hole stays inside its cover, so that no sliver of the table shows at its edge.
const INSET: f32 = 0.02;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, cut);
}

/// The felt's mesh with `covers` left out (centred on the felt, which lies at the origin).
pub fn mesh(covers: &[Rect]) -> Mesh {
    let holes: Vec<Rect> = covers.iter().map(|r| r.inflate(-INSET)).filter(|r| !r.is_empty()).collect();
    shapes::slab(Vec3::new(FELT_SIZE.x, FELT_THICKNESS, FELT_SIZE.y), &holes)
        .with_generated_tangents()
        .expect("the slab has normals and texture coordinates")
}

fn cut(
    added: Query<(), Added<FeltCover>>,
    mut removed: RemovedComponents<FeltCover>,
    covers: Query<&FeltCover>,
    felts: Query<&Mesh3d, With<Felt>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    // `removed` must be drained every frame; count it before deciding.
    let gone = removed.read().count();
    if added.is_empty() && gone == 0 {
        return;
    }
    let rects: Vec<Rect> = covers.iter().map(|c| c.0).collect();
    for felt in &felts {
        if let Some(mut m) = meshes.get_mut(&felt.0) {
            *m = mesh(&rects);
        }
    }
}
