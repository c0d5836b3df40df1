//! The reference for frame-time reports: a minimal lit Bevy 3D scene (a cube on a plane under a
//! shadow-casting light) in the same window size. `parlour --reference-scene N` draws it for N
//! frames after a warm-up and logs the frame time, as `measure:N` does for the game.

use crate::capture::frame_stats;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use std::time::Instant;

#[derive(Resource)]
struct Measure {
    warmup: u32,
    left: u32,
    times: Vec<f32>,
    last: Instant,
}

pub fn run(frames: u32) -> AppExit {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Parlour reference scene".into(),
                resolution: WindowResolution::new(1280, 720),
                ..default()
            }),
            ..default()
        }))
        .insert_resource(Measure { warmup: 30, left: frames.max(1), times: Vec::new(), last: Instant::now() })
        .add_systems(Startup, setup)
        .add_systems(Last, measure)
        .run()
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.spawn((
        Mesh3d(meshes.add(Plane3d::default().mesh().size(10.0, 10.0))),
        MeshMaterial3d(materials.add(Color::srgb(0.3, 0.5, 0.3))),
    ));
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(1.0, 1.0, 1.0))),
        MeshMaterial3d(materials.add(Color::srgb(0.8, 0.7, 0.6))),
        Transform::from_xyz(0.0, 0.5, 0.0),
    ));
    commands.spawn((
        DirectionalLight { shadow_maps_enabled: true, ..default() },
        Transform::from_xyz(4.0, 8.0, 4.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands
        .spawn((Camera3d::default(), Transform::from_xyz(-2.5, 4.5, 9.0).looking_at(Vec3::ZERO, Vec3::Y)));
}

fn measure(mut m: ResMut<Measure>, mut exit: MessageWriter<AppExit>) {
    let now = Instant::now();
    let dt = now.duration_since(m.last).as_secs_f32() * 1000.0;
    m.last = now;
    if m.warmup > 0 {
        m.warmup -= 1;
        return;
    }
    m.times.push(dt);
    m.left -= 1;
    if m.left == 0 {
        let (mean, p95) = frame_stats(&m.times);
        info!(
            "reference scene: frame time over {} frames: mean {mean:.1} ms, p95 {p95:.1} ms",
            m.times.len()
        );
        exit.write(AppExit::Success);
    }
}
