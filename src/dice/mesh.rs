//! The die: a cube whose faces carry the pips of `assets/textures/dice_faces.webp`, laid out so
//! that each face's label matches `sim::FACE_NORMALS` (what the rules read is what is drawn).

use super::faces::DieFaces;
use super::sim::{DIE_SIZE, FACE_NORMALS};
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Atlas cell of value `v` (1–6): column `(v-1) % 3`, row `(v-1) / 3`, of 3 × 2 cells.
fn cell(v: usize) -> (f32, f32) {
    (((v - 1) % 3) as f32, ((v - 1) / 3) as f32)
}

/// A die mesh of edge `DIE_SIZE`, centred on its origin, each face showing its label's pips.
pub fn die_mesh(faces: DieFaces) -> Mesh {
    let h = DIE_SIZE / 2.0;
    let mut positions = Vec::with_capacity(24);
    let mut normals = Vec::with_capacity(24);
    let mut uvs = Vec::with_capacity(24);
    let mut indices = Vec::with_capacity(36);
    for (i, n) in FACE_NORMALS.iter().enumerate() {
        // (u, w, n) right-handed, so the corners below run counter-clockwise seen from outside.
        let up = if n.y.abs() > 0.5 { Vec3::Z } else { Vec3::Y };
        let u = up.cross(*n).normalize();
        let w = n.cross(u);
        let (col, row) = cell(faces.label(i as u8 + 1) as usize);
        let base = positions.len() as u32;
        for (a, b) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
            positions.push((*n * h + u * (a * h) + w * (b * h)).to_array());
            normals.push(n.to_array());
            uvs.push([(col + (a + 1.0) / 2.0) / 3.0, (row + (1.0 - b) / 2.0) / 2.0]);
        }
        indices.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
        .with_inserted_indices(Indices::U32(indices))
}
