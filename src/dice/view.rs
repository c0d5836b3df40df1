//! The dice on the table: a wooden tray with a felt floor, the dice themselves, the replay of a
//! recorded throw (with the face fix that shows the rules' values) and the glides that move
//! kept dice aside. Games decide what is thrown; this shows it.

use super::faces::DieFaces;
use super::mesh::die_mesh;
use super::sim::{self, DIE_SIZE, Gesture, Recording, Tray};
use crate::audio::PlaySfx;
use crate::audio::sfx::Sfx;
use crate::state::Screen;
use crate::table::camera::{Across, CameraGoal};
use crate::table::felt::FeltCover;
use crate::table::materials::TableMaterials;
use crate::table::motion::{Animating, OnTable, TableSystems};
use bevy::prelude::*;

/// The inside of the visible tray, the same as the simulated one.
pub const TRAY: Tray = Tray { half_x: 2.5, half_z: 1.85, height: 2.6 };
/// Centre of the tray's floor on the table.
pub const TRAY_CENTRE: Vec3 = Vec3::new(3.55, 0.10, -0.45);
/// The camera closer over the tray while dice roll, for every game that throws them.
pub const TRAY_VIEW: CameraGoal = CameraGoal {
    eye: Vec3::new(TRAY_CENTRE.x - 0.6, 8.0, TRAY_CENTRE.z + 6.2),
    target: Vec3::new(TRAY_CENTRE.x - 0.6, 0.0, TRAY_CENTRE.z + 0.5),
    across: Across::Area(Rect {
        min: Vec2::new(TRAY_CENTRE.x - TRAY.half_x - TRAY_RAIL, TRAY_CENTRE.z - TRAY.half_z - TRAY_RAIL),
        max: Vec2::new(TRAY_CENTRE.x + TRAY.half_x + TRAY_RAIL, TRAY_CENTRE.z + TRAY.half_z + TRAY_RAIL),
    }),
};
/// Height of the tray's rails above its floor.
const RAIL: f32 = 0.55;
/// The rails' thickness.
const TRAY_RAIL: f32 = 0.16;

/// One die on the table; `index` is its place among the game's dice.
#[derive(Component, Debug, Clone, Copy)]
pub struct Die {
    pub index: usize,
}

/// Where a die came to rest after its last throw.
#[derive(Component, Debug, Clone, Copy)]
pub struct Landed(pub Transform);

/// A die moving smoothly to `to` (kept dice moving aside, dice gathered for the next turn).
#[derive(Component, Debug, Clone, Copy)]
#[require(Animating)]
pub struct DieGlide {
    from: Transform,
    to: Transform,
    t: f32,
    duration: f32,
}

impl DieGlide {
    pub fn new(from: Transform, to: Transform, duration: f32) -> Self {
        Self { from, to, t: 0.0, duration: duration.max(1e-3) }
    }
}

#[derive(Resource, Clone)]
pub struct DiceAssets {
    /// One mesh per face labelling.
    pub d6: Handle<Mesh>,
    pub one_two_three: Handle<Mesh>,
    pub material: Handle<StandardMaterial>,
}

impl DiceAssets {
    pub fn mesh(&self, faces: DieFaces) -> Handle<Mesh> {
        match faces {
            DieFaces::D6 => self.d6.clone(),
            DieFaces::OneTwoThreeTwice => self.one_two_three.clone(),
        }
    }
}

/// The throw being replayed.
#[derive(Resource, Default)]
pub struct DicePlayback {
    recording: Option<Recording>,
    /// Which die each recorded body is.
    dice: Vec<usize>,
    /// Per recorded body: the cube symmetry that shows the chosen value.
    fix: Vec<Quat>,
    t: f32,
    next_impact: usize,
    /// Replay speed (1 = real time).
    pub speed: f32,
    /// The labels of the dice thrown.
    pub faces: DieFaces,
}

impl DicePlayback {
    pub fn running(&self) -> bool {
        self.recording.is_some()
    }

    /// Throw dice: `thrown` lists (die index, value the rules chose). The hidden simulation runs
    /// now; the replay starts on the next frame.
    pub fn start(&mut self, thrown: &[(usize, u8)], gesture: Gesture, seed: u64) {
        if thrown.is_empty() {
            return;
        }
        let rec = sim::throw(thrown.len(), TRAY, gesture, seed);
        let faces = self.faces;
        self.fix = thrown
            .iter()
            .zip(&rec.settled)
            .map(|((_, want), got)| sim::remap(faces.face_for(*want, *got), *got))
            .collect();
        self.dice = thrown.iter().map(|(i, _)| *i).collect();
        self.recording = Some(rec);
        self.t = 0.0;
        self.next_impact = 0;
    }

    /// Where die `k` of the recording is at time `t`, on the table.
    fn pose(&self, k: usize, t: f32) -> Transform {
        let rec = self.recording.as_ref().expect("a recording");
        let (p, q) = rec.pose(k, t);
        Transform::from_translation(TRAY_CENTRE + p).with_rotation(q * self.fix[k])
    }
}

/// How far die `index` of `count` sits from the middle of the row, in places.
fn offset(index: usize, count: usize) -> f32 {
    index as f32 - (count.max(1) as f32 - 1.0) / 2.0
}

/// A die resting in the row in front of the tray (before a throw, or kept aside).
pub fn row_pose(index: usize, count: usize) -> Transform {
    let x = TRAY_CENTRE.x + offset(index, count) * (DIE_SIZE * 1.45);
    let z = TRAY_CENTRE.z + TRAY.half_z + 0.95;
    Transform::from_xyz(x, 0.06 + DIE_SIZE / 2.0, z)
        .with_rotation(Quat::from_rotation_y(0.06 * offset(index, count)))
}

/// `row_pose`, turned so that the die still shows physical face `face` on top.
pub fn row_pose_showing(index: usize, count: usize, face: u8) -> Transform {
    let mut t = row_pose(index, count);
    t.rotation *= Quat::from_rotation_arc(sim::FACE_NORMALS[face.clamp(1, 6) as usize - 1], Vec3::Y);
    t
}

/// Die `index` of `count` shaken in the hand above the near side of the tray; `t` in seconds.
pub fn shake_pose(index: usize, count: usize, t: f32) -> Transform {
    let base = TRAY_CENTRE + Vec3::new(offset(index, count) * 0.42, 1.3, TRAY.half_z - 0.6);
    let k = index as f32 * 1.7;
    let jitter =
        Vec3::new((t * 31.0 + k).sin() * 0.07, (t * 23.0 + k).cos() * 0.06, (t * 27.0 + k).sin() * 0.05);
    Transform::from_translation(base + jitter).with_rotation(Quat::from_euler(
        EulerRot::XYZ,
        t * 9.0 + k,
        t * 7.0 + k,
        t * 5.0,
    ))
}

/// Pose of die `index` of `count` lying in the tray with physical face `face` on top (used when a
/// match is resumed).
pub fn resting_pose(index: usize, count: usize, face: u8) -> Transform {
    let x = TRAY_CENTRE.x + offset(index, count) * (DIE_SIZE * 1.5);
    let z = TRAY_CENTRE.z + if index.is_multiple_of(2) { -0.35 } else { 0.3 };
    // The rotation that takes the face of `value` to the top.
    let up = sim::FACE_NORMALS[face.clamp(1, 6) as usize - 1];
    let rot = Quat::from_rotation_y(0.3 * index as f32 - 0.5) * Quat::from_rotation_arc(up, Vec3::Y);
    Transform::from_xyz(x, TRAY_CENTRE.y + DIE_SIZE / 2.0, z).with_rotation(rot)
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(DicePlayback { speed: 1.0, ..default() });
    app.add_systems(Startup, load);
    app.add_systems(Update, (replay, glide).in_set(TableSystems).in_set(crate::state::AppSystems::Present));
    app.add_systems(OnExit(Screen::Playing), |mut pb: ResMut<DicePlayback>| pb.recording = None);
}

fn load(
    mut commands: Commands,
    server: Res<AssetServer>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.insert_resource(DiceAssets {
        d6: meshes.add(die_mesh(DieFaces::D6)),
        one_two_three: meshes.add(die_mesh(DieFaces::OneTwoThreeTwice)),
        material: materials.add(StandardMaterial {
            base_color_texture: Some(server.load("textures/dice_faces.webp")),
            perceptual_roughness: 0.28,
            reflectance: 0.55,
            clearcoat: 0.8,
            clearcoat_perceptual_roughness: 0.2,
            ..default()
        }),
    });
}

/// Spawn the tray and `count` dice labelled `faces`, resting in the row or (`resting`) in the
/// tray showing those values; they stay on the table until it is cleared.
pub fn spawn_tray_and_dice(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    table: &TableMaterials,
    dice: &DiceAssets,
    faces: DieFaces,
    count: usize,
    resting: Option<&[u8]>,
) {
    let floor = meshes.add(Cuboid::new(TRAY.half_x * 2.0, 0.04, TRAY.half_z * 2.0));
    commands.spawn((
        Name::new("Dice tray floor"),
        OnTable,
        // The floor and the rails round it.
        FeltCover(Rect::from_center_size(
            TRAY_CENTRE.xz(),
            2.0 * Vec2::new(TRAY.half_x + TRAY_RAIL, TRAY.half_z + TRAY_RAIL),
        )),
        Mesh3d(floor),
        MeshMaterial3d(table.felt.clone()),
        Transform::from_translation(TRAY_CENTRE - Vec3::Y * 0.02),
    ));
    let t = TRAY_RAIL;
    let (hx, hz) = (TRAY.half_x, TRAY.half_z);
    for (size, pos) in [
        (Vec3::new(2.0 * (hx + t), RAIL, t), Vec3::new(0.0, 0.0, hz + t / 2.0)),
        (Vec3::new(2.0 * (hx + t), RAIL, t), Vec3::new(0.0, 0.0, -hz - t / 2.0)),
        (Vec3::new(t, RAIL, 2.0 * hz), Vec3::new(hx + t / 2.0, 0.0, 0.0)),
        (Vec3::new(t, RAIL, 2.0 * hz), Vec3::new(-hx - t / 2.0, 0.0, 0.0)),
    ] {
        commands.spawn((
            Name::new("Dice tray rail"),
            OnTable,
            Mesh3d(meshes.add(Cuboid::from_size(size))),
            MeshMaterial3d(table.board_wood.clone()),
            Transform::from_translation(TRAY_CENTRE + pos + Vec3::Y * (RAIL / 2.0 - 0.04)),
        ));
    }
    for index in 0..count {
        let mut die = commands.spawn((
            Name::new("Die"),
            Die { index },
            OnTable,
            Mesh3d(dice.mesh(faces)),
            MeshMaterial3d(dice.material.clone()),
            row_pose(index, count),
        ));
        // A resumed turn: the dice lie in the tray showing the last throw.
        if let Some(&value) = resting.and_then(|r| r.get(index)) {
            let pose = resting_pose(index, count, faces.face_for(value, value));
            die.insert((pose, Landed(pose)));
        }
    }
}

fn replay(
    mut commands: Commands,
    time: Res<Time>,
    mut playback: ResMut<DicePlayback>,
    mut dice: Query<(Entity, &Die, &mut Transform)>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    let Some(duration) = playback.recording.as_ref().map(Recording::duration) else { return };
    playback.t += time.delta_secs() * playback.speed.max(0.01);
    let t = playback.t.min(duration);
    let done = playback.t >= duration;
    for (entity, die, mut transform) in &mut dice {
        if let Some(k) = playback.dice.iter().position(|d| *d == die.index) {
            *transform = playback.pose(k, t);
            if done {
                commands.entity(entity).insert(Landed(*transform));
            }
        }
    }
    // Knocks heard as the replay passes them; the loudest few per frame.
    let step = (t / sim::DT) as usize;
    let mut heard = 0;
    while let Some(&(s, _, strength)) =
        playback.recording.as_ref().and_then(|r| r.impacts.get(playback.next_impact))
    {
        if s > step {
            break;
        }
        playback.next_impact += 1;
        if strength > 2.5 && heard < 2 {
            sfx.write(PlaySfx(Sfx::DiceHit));
            heard += 1;
        }
    }
    if done {
        playback.recording = None;
    }
}

fn glide(mut commands: Commands, time: Res<Time>, mut dice: Query<(Entity, &mut DieGlide, &mut Transform)>) {
    for (entity, mut g, mut transform) in &mut dice {
        g.t += time.delta_secs();
        let s = (g.t / g.duration).min(1.0);
        let e = 1.0 - (1.0 - s).powi(3);
        transform.translation =
            g.from.translation.lerp(g.to.translation, e) + Vec3::Y * (4.0 * s * (1.0 - s)) * 0.5;
        transform.rotation = g.from.rotation.slerp(g.to.rotation, e);
        if s >= 1.0 {
            *transform = g.to;
            commands.entity(entity).remove::<(DieGlide, Animating)>();
        }
    }
}
