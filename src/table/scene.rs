//! The table scene that stays under every screen: a walnut table, a felt play mat with a brass
//! rim, a warm lamp and a cool fill light, and a few pieces resting on the felt on the title.

use super::felt::{self, FELT_SIZE, FELT_THICKNESS, Felt};
use super::materials::TableMaterials;
use crate::state::Screen;
use crate::theme::palette;
use bevy::asset::RenderAssetUsages;
use bevy::light::{NotShadowCaster, NotShadowReceiver, light_consts::lux};
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// The warm lamp above the table (the one light that casts shadows).
#[derive(Component)]
pub struct Lamp;

/// The cool fill light (High quality only).
#[derive(Component)]
pub struct FillLight;

/// Width of the brass rim around the felt.
const RIM: f32 = 0.12;
/// Half the table's size (x by z) and its thickness.
const TABLE_HALF: Vec2 = Vec2::new(22.0, 15.0);
const TABLE_THICKNESS: f32 = 1.0;

/// The table: its top (y = 0) with a hole of half-size `hole` in the middle, and its four
/// edges. The wood grain spans the whole top as one piece, as on the old solid table.
pub fn table_mesh(hole: Vec2) -> Mesh {
    let (o, i, t) = (TABLE_HALF, hole, TABLE_THICKNESS);
    let mut positions: Vec<[f32; 3]> = Vec::new();
    let mut normals: Vec<[f32; 3]> = Vec::new();
    let mut uvs: Vec<[f32; 2]> = Vec::new();
    let mut colours: Vec<[f32; 4]> = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    // A quad from four corners; the winding is set so that it faces `normal`.
    let mut quad = |c: [Vec3; 4], normal: Vec3, uv: [[f32; 2]; 4]| {
        let base = positions.len() as u32;
        for (p, uv) in c.iter().zip(uv) {
            colours.push(baked_light(*p).to_f32_array());
            positions.push(p.to_array());
            normals.push(normal.to_array());
            uvs.push(uv);
        }
        let facing = (c[1] - c[0]).cross(c[2] - c[0]).dot(normal) > 0.0;
        let order = if facing { [0, 1, 2, 0, 2, 3] } else { [0, 2, 1, 0, 3, 2] };
        indices.extend(order.iter().map(|k| base + k));
    };
    let top = |x: f32, z: f32| [(x + o.x) / (2.0 * o.x), (z + o.y) / (2.0 * o.y)];
    // The top as a grid of cells (none inside the hole), so that the light baked into its
    // vertices can fade smoothly.
    let lines = |half: f32, hole: f32| {
        let mut v: Vec<f32> = (0..=22).map(|k| -half + 2.0 * half * k as f32 / 22.0).collect();
        v.extend([-hole, hole]);
        v.retain(|x| x.abs() > hole + 0.01 || (x.abs() - hole).abs() < 1e-4);
        v.sort_by(f32::total_cmp);
        v
    };
    let (xs, zs) = (lines(o.x, i.x), lines(o.y, i.y));
    for (x0, x1) in xs.iter().zip(&xs[1..]) {
        for (z0, z1) in zs.iter().zip(&zs[1..]) {
            let centre = Vec2::new(x0 + x1, z0 + z1) / 2.0;
            if centre.x.abs() < i.x && centre.y.abs() < i.y {
                continue;
            }
            let (x0, x1, z0, z1) = (*x0, *x1, *z0, *z1);
            let c = [
                Vec3::new(x0, 0.0, z0),
                Vec3::new(x0, 0.0, z1),
                Vec3::new(x1, 0.0, z1),
                Vec3::new(x1, 0.0, z0),
            ];
            quad(c, Vec3::Y, [top(x0, z0), top(x0, z1), top(x1, z1), top(x1, z0)]);
        }
    }
    // The edges, facing out.
    for (a, b, n) in [
        (Vec2::new(-o.x, -o.y), Vec2::new(o.x, -o.y), Vec3::NEG_Z),
        (Vec2::new(o.x, o.y), Vec2::new(-o.x, o.y), Vec3::Z),
        (Vec2::new(-o.x, o.y), Vec2::new(-o.x, -o.y), Vec3::NEG_X),
        (Vec2::new(o.x, -o.y), Vec2::new(o.x, o.y), Vec3::X),
    ] {
        let len = a.distance(b) / (2.0 * o.x);
        let c = [
            Vec3::new(a.x, 0.0, a.y),
            Vec3::new(b.x, 0.0, b.y),
            Vec3::new(b.x, -t, b.y),
            Vec3::new(a.x, -t, a.y),
        ];
        quad(c, n, [[0.0, 0.0], [len, 0.0], [len, t / (2.0 * o.y)], [0.0, t / (2.0 * o.y)]]);
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
        .with_inserted_indices(Indices::U32(indices))
}

/// The lamp's light on the bare wood, baked: the table is drawn with the baked material (a
/// texture times this colour, see `baked`), brightest by the felt and fading into the dark room.
fn baked_light(p: Vec3) -> LinearRgba {
    let d = Vec2::new(p.x / 1.25, p.z).length();
    let fade = 1.0 - 0.62 * ((d - 7.0) / 12.0).clamp(0.0, 1.0);
    let edge = if p.y < 0.0 { 0.55 } else { 1.0 };
    let k = TABLE_LIGHT * fade * edge;
    LinearRgba::rgb(k, k * 0.97, k * 0.92)
}

/// How bright the lamp makes the bare wood (the unlit table's vertex colour near the felt).
const TABLE_LIGHT: f32 = 0.40;

pub(super) fn plugin(app: &mut App) {
    // After `materials` has made the shared materials.
    app.add_systems(PostStartup, spawn_table);
    app.add_systems(OnEnter(Screen::Title), spawn_title_pieces);
}

fn spawn_table(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, materials: Res<TableMaterials>) {
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(1.0, 0.92, 0.82),
        brightness: 180.0,
        ..default()
    });
    // The lamp: warm, high, slightly to the left, casting soft shadows across the felt.
    commands.spawn((
        Name::new("Lamp"),
        Lamp,
        DirectionalLight {
            illuminance: lux::OVERCAST_DAY * 0.9,
            color: Color::srgb(1.0, 0.88, 0.72),
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-4.0, 12.0, 5.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    // A cool fill from the other side so the shadows are not black.
    commands.spawn((
        Name::new("Fill light"),
        FillLight,
        PointLight {
            intensity: 900_000.0,
            color: Color::srgb(0.75, 0.82, 1.0),
            range: 40.0,
            radius: 2.0,
            ..default()
        },
        Transform::from_xyz(9.0, 8.0, -6.0),
    ));
    // The table top is open where the felt lies: nothing is drawn twice there (a software
    // renderer shades every covered pixel of the table, then again for the felt). Nothing
    // stands on the bare wood, so it neither casts nor receives shadows.
    commands.spawn((
        Name::new("Table"),
        Mesh3d(meshes.add(table_mesh(FELT_SIZE / 2.0 + Vec2::splat(RIM)))),
        MeshMaterial3d(materials.table_wood.clone()),
        NotShadowCaster,
        NotShadowReceiver,
    ));
    commands.spawn((
        Name::new("Felt"),
        Felt,
        Mesh3d(meshes.add(felt::mesh(&[]))),
        MeshMaterial3d(materials.felt.clone()),
        // Nothing lies under it to take its shadow.
        NotShadowCaster,
        Transform::from_xyz(0.0, FELT_THICKNESS / 2.0, 0.0),
    ));
    // Brass rim around the felt.
    let rim = RIM;
    for (size, pos) in [
        (Vec3::new(FELT_SIZE.x + 2.0 * rim, 0.1, rim), Vec3::new(0.0, 0.05, (FELT_SIZE.y + rim) / 2.0)),
        (Vec3::new(FELT_SIZE.x + 2.0 * rim, 0.1, rim), Vec3::new(0.0, 0.05, -(FELT_SIZE.y + rim) / 2.0)),
        (Vec3::new(rim, 0.1, FELT_SIZE.y), Vec3::new((FELT_SIZE.x + rim) / 2.0, 0.05, 0.0)),
        (Vec3::new(rim, 0.1, FELT_SIZE.y), Vec3::new(-(FELT_SIZE.x + rim) / 2.0, 0.05, 0.0)),
    ] {
        commands.spawn((
            Name::new("Felt rim"),
            Mesh3d(meshes.add(Cuboid::from_size(size))),
            MeshMaterial3d(materials.brass.clone()),
            Transform::from_translation(pos),
        ));
    }
}

/// Pieces resting on the felt behind the title menu: stacks of tokens in the four colours and
/// a few loose ones, as if a game had just been put away.
fn spawn_title_pieces(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let token = meshes.add(Cylinder::new(0.42, 0.16));
    // Under another token only its side and the rim of its top show.
    let side = meshes.add(super::shapes::stacked_token(0.42, 0.16));
    let colours: Vec<_> = palette::SEATS
        .iter()
        .map(|c| {
            materials.add(StandardMaterial {
                base_color: *c,
                perceptual_roughness: 0.32,
                reflectance: 0.5,
                clearcoat: 0.6,
                ..default()
            })
        })
        .collect();
    let stacks = [
        (Vec3::new(2.2, 0.0, -1.4), 5),
        (Vec3::new(3.3, 0.0, -0.9), 3),
        (Vec3::new(2.7, 0.0, 0.2), 4),
        (Vec3::new(4.1, 0.0, -2.1), 2),
    ];
    for (i, (base, height)) in stacks.iter().enumerate() {
        for level in 0..*height {
            let wobble =
                Vec3::new(((level * 7 + i) % 5) as f32 * 0.012, 0.0, ((level * 3 + i) % 4) as f32 * 0.01);
            commands.spawn((
                DespawnOnExit(Screen::Title),
                Mesh3d(if level + 1 == *height { token.clone() } else { side.clone() }),
                MeshMaterial3d(colours[i].clone()),
                Transform::from_translation(*base + wobble + Vec3::Y * (0.14 + 0.165 * level as f32)),
            ));
        }
    }
    let loose = [
        (Vec3::new(0.9, 0.14, 1.6), 0, 0.0),
        (Vec3::new(4.9, 0.14, 1.2), 1, 0.0),
        (Vec3::new(1.6, 0.22, 2.9), 2, 0.35),
        (Vec3::new(5.2, 0.14, -0.3), 3, 0.0),
    ];
    for (pos, colour, tilt) in loose {
        commands.spawn((
            DespawnOnExit(Screen::Title),
            Mesh3d(token.clone()),
            MeshMaterial3d(colours[colour].clone()),
            Transform::from_translation(pos).with_rotation(Quat::from_rotation_z(tilt)),
        ));
    }
}
