//! The reference for frame-time reports: a minimal lit Bevy 3D scene (a cube on a plane under a
//! shadow-casting light) in the same window size. `parlour --reference-scene N` draws it for N
//! frames after a warm-up and logs the frame time and render passes, as `measure:N` does for
//! the game. In the browser the page runs it instead of the game when its address asks for
//! `?reference-scene`, and the browser test measures its frame time the same way as the game's.

use crate::frames::{Measurement, Measuring, Span};
use bevy::prelude::*;
use bevy::window::WindowResolution;

/// Frames to draw before measuring, and how many to measure.
#[derive(Resource)]
struct Plan {
    warmup: u32,
    frames: u32,
}

pub fn run(frames: u32) -> AppExit {
    App::new()
        .add_plugins(crate::table::luts::with_agx_lut(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Parlour reference scene".into(),
                resolution: WindowResolution::new(1280, 720),
                // In the browser, the page's canvas, sized as the game's.
                canvas: Some("#bevy".into()),
                fit_canvas_to_parent: true,
                ..default()
            }),
            ..default()
        })))
        .add_plugins(bevy::render::diagnostic::RenderDiagnosticsPlugin)
        .add_plugins(crate::frames::plugin)
        .insert_resource(Plan { warmup: 30, frames: frames.max(1) })
        .add_systems(Startup, setup)
        .add_systems(Last, measure.before(crate::frames::record))
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

fn measure(mut plan: ResMut<Plan>, mut measurement: ResMut<Measurement>, mut exit: MessageWriter<AppExit>) {
    if plan.warmup > 0 {
        plan.warmup -= 1;
        if plan.warmup == 0 {
            measurement.0 = Some(Measuring::new(Span::Frames(plan.frames), "reference".into()));
        }
    } else if measurement.0.is_none() {
        exit.write(AppExit::Success);
    }
}
