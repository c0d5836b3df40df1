//! Meshes the primitives do not give: a turned piece (a profile spun round the Y axis, like a
//! pawn from a lathe), a playing card with rounded corners whose two faces show two cells
//! of a texture atlas, and a slab whose top is open where something covers it.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// A round token under another in a stack: its side and the rim of its top, where the token
/// above, laid a little off centre, leaves it showing. The rest of its top is covered, and a
/// software renderer would shade it for nothing before the token above hid it.
pub fn stacked_token(radius: f32, height: f32) -> Mesh {
    let (top, bottom) = (height / 2.0, -height / 2.0);
    let rim = Vec2::new(radius, top);
    lathe(&[Vec2::new(radius, bottom), rim, rim, Vec2::new(radius - 0.08, top)], 32)
}

/// A solid of revolution: `profile` is a list of (radius, height) points from the bottom centre
/// up to the top centre, spun round Y in `segments` steps. Normals follow the profile, so a
/// smooth curve stays smooth and a sharp step (a repeated point) stays sharp.
pub fn lathe(profile: &[Vec2], segments: u32) -> Mesh {
    let segments = segments.max(3);
    let n = profile.len();
    // A normal per profile point, in the (radius, height) plane: the average of its two edges'.
    let edge_normal = |a: Vec2, b: Vec2| {
        let d = b - a;
        Vec2::new(d.y, -d.x).normalize_or_zero()
    };
    let normals2: Vec<Vec2> = (0..n)
        .map(|i| {
            let before =
                (i > 0 && profile[i - 1] != profile[i]).then(|| edge_normal(profile[i - 1], profile[i]));
            let after =
                (i + 1 < n && profile[i + 1] != profile[i]).then(|| edge_normal(profile[i], profile[i + 1]));
            match (before, after) {
                (Some(a), Some(b)) if a.dot(b) > 0.5 => (a + b).normalize_or_zero(),
                (_, Some(b)) => b,
                (Some(a), None) => a,
                (None, None) => Vec2::Y,
            }
        })
        .collect();
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    // Along the profile, a sharp corner (two equal points) starts a new ring of vertices with
    // the next edge's normal.
    let mut rings: Vec<(Vec2, Vec2, f32)> = Vec::new();
    let total: f32 = profile.windows(2).map(|w| w[0].distance(w[1])).sum::<f32>().max(1e-6);
    let mut run = 0.0;
    for i in 0..n {
        if i > 0 {
            run += profile[i - 1].distance(profile[i]);
        }
        if i + 1 < n && profile[i + 1] == profile[i] {
            // The corner's first copy takes the edge before it.
            let normal = if i > 0 { edge_normal(profile[i - 1], profile[i]) } else { normals2[i] };
            rings.push((profile[i], normal, run / total));
            continue;
        }
        if i > 0 && profile[i - 1] == profile[i] {
            let normal = if i + 1 < n { edge_normal(profile[i], profile[i + 1]) } else { normals2[i] };
            rings.push((profile[i], normal, run / total));
            continue;
        }
        rings.push((profile[i], normals2[i], run / total));
    }
    for &(p, nrm, v) in &rings {
        for s in 0..=segments {
            let a = s as f32 / segments as f32 * std::f32::consts::TAU;
            let (sin, cos) = a.sin_cos();
            positions.push([p.x * cos, p.y, p.x * sin]);
            normals.push([nrm.x * cos, nrm.y, nrm.x * sin]);
            uvs.push([s as f32 / segments as f32, v]);
        }
    }
    let row = segments + 1;
    let mut indices = Vec::new();
    for r in 0..rings.len() as u32 - 1 {
        // Two copies of one corner point make no surface.
        if rings[r as usize].0 == rings[r as usize + 1].0 {
            continue;
        }
        for s in 0..segments {
            let a = r * row + s;
            let b = a + row;
            indices.extend_from_slice(&[a, b, a + 1, b, b + 1, a + 1]);
        }
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_indices(Indices::U32(indices))
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
}

/// A card `size.x` wide and `size.y` long (along Z), `thickness` thick, with corners rounded by
/// `radius`. Its top (+Y) shows atlas rectangle `face` (min/max UV; the card's far edge, −Z,
/// at the rectangle's top) and its underside `back`; the edge is a sliver of `back`'s border.
pub fn card(size: Vec2, thickness: f32, radius: f32, face: Rect, back: Rect) -> Mesh {
    let corner_steps = 6;
    let (hw, hl) = (size.x / 2.0, size.y / 2.0);
    let r = radius.min(hw).min(hl);
    // The outline, counter-clockwise seen from above (+Y), as (x, z).
    let mut outline = Vec::new();
    for (cx, cz, start) in [
        (hw - r, hl - r, 0.0f32),
        (hw - r, -hl + r, -90.0),
        (-hw + r, -hl + r, -180.0),
        (-hw + r, hl - r, -270.0),
    ] {
        for k in 0..=corner_steps {
            let a = (start - 90.0 * k as f32 / corner_steps as f32).to_radians();
            outline.push(Vec2::new(cx + r * a.cos(), cz + r * a.sin()));
        }
    }
    let uv_of = |p: Vec2, rect: Rect, mirror: bool| {
        let u = (p.x + hw) / size.x;
        let u = if mirror { 1.0 - u } else { u };
        let v = (p.y + hl) / size.y;
        [rect.min.x + u * rect.width(), rect.min.y + v * rect.height()]
    };
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    let mut indices = Vec::new();
    let y = thickness / 2.0;
    // Top and bottom: a fan round the centre. Seen from below, the back reads unmirrored.
    for (h, normal, rect, mirror) in [(y, Vec3::Y, face, false), (-y, Vec3::NEG_Y, back, true)] {
        let base = positions.len() as u32;
        positions.push([0.0, h, 0.0]);
        normals.push(normal.to_array());
        uvs.push(uv_of(Vec2::ZERO, rect, mirror));
        for p in &outline {
            positions.push([p.x, h, p.y]);
            normals.push(normal.to_array());
            uvs.push(uv_of(*p, rect, mirror));
        }
        let m = outline.len() as u32;
        for i in 0..m {
            let (a, b) = (base + 1 + i, base + 1 + (i + 1) % m);
            if normal.y > 0.0 {
                indices.extend_from_slice(&[base, a, b]);
            } else {
                indices.extend_from_slice(&[base, b, a]);
            }
        }
    }
    // The edge: one quad per outline segment, facing out.
    let edge_uv = [back.min.x + back.width() * 0.02, back.min.y + back.height() * 0.5];
    let m = outline.len();
    for i in 0..m {
        let (a, b) = (outline[i], outline[(i + 1) % m]);
        let out = Vec2::new(b.y - a.y, a.x - b.x).normalize_or_zero();
        let base = positions.len() as u32;
        for (p, h) in [(a, y), (b, y), (a, -y), (b, -y)] {
            positions.push([p.x, h, p.y]);
            normals.push([-out.x, 0.0, -out.y]);
            uvs.push(edge_uv);
        }
        indices.extend_from_slice(&[base, base + 2, base + 1, base + 1, base + 2, base + 3]);
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_indices(Indices::U32(indices))
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
}

/// A box of `size` whose top leaves out `holes` (rectangles in its own x-z plane) and which has
/// no underside: a plate or mat with something lying on it. A software renderer shades every
/// covered pixel of a surface even when something drawn later hides it, so the top is not drawn
/// where a board, a tray or a printed sheet will cover it. Normals and texture coordinates are
/// those of a `Cuboid` of the same size, so it looks the same wherever it shows.
pub fn slab(size: Vec3, holes: &[Rect]) -> Mesh {
    let half = size / 2.0;
    let cuboid = Mesh::from(Cuboid::from_size(size));
    let (positions, normals, uvs, indices) = cuboid_sides(&cuboid);
    let (mut positions, mut normals, mut uvs, mut indices) = (positions, normals, uvs, indices);
    // The top as a grid cut along every hole's edges, without the cells inside a hole.
    let lines = |h: f32, pick: fn(&Rect) -> [f32; 2]| {
        let mut v: Vec<f32> = holes.iter().flat_map(pick).map(|x| x.clamp(-h, h)).chain([-h, h]).collect();
        v.sort_by(f32::total_cmp);
        v.dedup_by(|a, b| (*a - *b).abs() < 1e-5);
        v
    };
    let xs = lines(half.x, |r| [r.min.x, r.max.x]);
    let zs = lines(half.z, |r| [r.min.y, r.max.y]);
    // A Cuboid's top: u runs along x, v along z.
    let uv = |x: f32, z: f32| [(x + half.x) / size.x, (z + half.z) / size.z];
    for (x0, x1) in xs.iter().zip(&xs[1..]) {
        for (z0, z1) in zs.iter().zip(&zs[1..]) {
            let centre = Vec2::new(x0 + x1, z0 + z1) / 2.0;
            if holes.iter().any(|r| r.contains(centre)) {
                continue;
            }
            let base = positions.len() as u32;
            for (x, z) in [(*x0, *z1), (*x1, *z1), (*x1, *z0), (*x0, *z0)] {
                positions.push([x, half.y, z]);
                normals.push([0.0, 1.0, 0.0]);
                uvs.push(uv(x, z));
            }
            indices.extend_from_slice(&[base, base + 1, base + 2, base + 2, base + 3, base]);
        }
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_indices(Indices::U32(indices))
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
}

type Sides = (Vec<[f32; 3]>, Vec<[f32; 3]>, Vec<[f32; 2]>, Vec<u32>);

/// The four upright faces of a cuboid mesh (its triangles whose normal is level), with only the
/// vertices they use.
fn cuboid_sides(cuboid: &Mesh) -> Sides {
    use bevy::mesh::VertexAttributeValues::{Float32x2, Float32x3};
    let (Some(Float32x3(p)), Some(Float32x3(n)), Some(Float32x2(uv))) = (
        cuboid.attribute(Mesh::ATTRIBUTE_POSITION),
        cuboid.attribute(Mesh::ATTRIBUTE_NORMAL),
        cuboid.attribute(Mesh::ATTRIBUTE_UV_0),
    ) else {
        return Sides::default();
    };
    let mut sides = Sides::default();
    let mut index_of = std::collections::HashMap::new();
    for i in cuboid.indices().into_iter().flat_map(|i| i.iter()) {
        if n[i][1].abs() > 0.5 {
            continue;
        }
        let j = *index_of.entry(i).or_insert_with(|| {
            sides.0.push(p[i]);
            sides.1.push(n[i]);
            sides.2.push(uv[i]);
            sides.0.len() as u32 - 1
        });
        sides.3.push(j);
    }
    sides
}
