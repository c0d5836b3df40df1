//! The table scene that stays under every screen: a walnut table, a felt play mat with a brass
//! rim, a warm lamp and a cool fill light, and a few pieces resting on the felt on the title.

use super::materials::TableMaterials;
use crate::screens::state::Screen;
use crate::theme::palette;
use bevy::light::{CascadeShadowConfigBuilder, light_consts::lux};
use bevy::prelude::*;

/// Size of the felt play area (x by z), in table units (1 unit ≈ 5 cm).
pub const FELT_SIZE: Vec2 = Vec2::new(13.0, 9.0);

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
        DirectionalLight {
            illuminance: lux::OVERCAST_DAY * 0.9,
            color: Color::srgb(1.0, 0.88, 0.72),
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-4.0, 12.0, 5.0).looking_at(Vec3::ZERO, Vec3::Y),
        CascadeShadowConfigBuilder {
            num_cascades: 2,
            maximum_distance: 30.0,
            first_cascade_far_bound: 12.0,
            ..default()
        }
        .build(),
    ));
    // A cool fill from the other side so the shadows are not black.
    commands.spawn((
        Name::new("Fill light"),
        PointLight {
            intensity: 900_000.0,
            color: Color::srgb(0.75, 0.82, 1.0),
            range: 40.0,
            radius: 2.0,
            ..default()
        },
        Transform::from_xyz(9.0, 8.0, -6.0),
    ));
    commands.spawn((
        Name::new("Table"),
        Mesh3d(meshes.add(
            Mesh::from(Cuboid::new(44.0, 1.0, 30.0)).with_generated_tangents().expect("cuboid has UVs"),
        )),
        MeshMaterial3d(materials.table_wood.clone()),
        Transform::from_xyz(0.0, -0.5, 0.0),
    ));
    commands.spawn((
        Name::new("Felt"),
        Mesh3d(
            meshes.add(
                Mesh::from(Cuboid::new(FELT_SIZE.x, 0.06, FELT_SIZE.y))
                    .with_generated_tangents()
                    .expect("cuboid has UVs"),
            ),
        ),
        MeshMaterial3d(materials.felt.clone()),
        Transform::from_xyz(0.0, 0.03, 0.0),
    ));
    // Brass rim around the felt.
    let rim = 0.12;
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
                Mesh3d(token.clone()),
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
