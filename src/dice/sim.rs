//! The hidden dice simulation. The rules have already chosen the values; this records a
//! physical throw in a walled, lidded tray at a fixed step, checks that every die ends flat and
//! inside the tray (re-throwing invisibly otherwise), and gives for each die the cube symmetry
//! that turns its settled face into the value the rules chose. Playback shows the recording with
//! the die's mesh turned by that symmetry, so the chosen value lands on top.

use bevy::math::{Quat, Vec2, Vec3};
use bevy_rapier3d::rapier::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Simulation step (seconds).
pub const DT: f32 = 1.0 / 120.0;
/// Edge of a die, in table units.
pub const DIE_SIZE: f32 = 0.62;
/// A die is flat when its top face normal is within about 10° of straight up.
pub const FLAT: f32 = 0.985;
/// Gravity, stronger than real for snappy rolls at this scale.
const GRAVITY: f32 = -32.0;
/// Steps of quiet (slow linear and angular speed) that count as settled.
const QUIET_STEPS: u32 = 24;
/// The longest a throw may take before it is thrown again.
const MAX_STEPS: usize = 8 * 120;
/// Attempts before the throw falls back to setting the dice down by hand.
const ATTEMPTS: u32 = 12;

/// The die's face normals in its own frame, by value: opposite faces sum to 7.
pub const FACE_NORMALS: [Vec3; 6] = [
    Vec3::Y,     // 1
    Vec3::X,     // 2
    Vec3::Z,     // 3
    Vec3::NEG_Z, // 4
    Vec3::NEG_X, // 5
    Vec3::NEG_Y, // 6
];

/// The inside of the tray: floor at y = 0, centred on the origin.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tray {
    pub half_x: f32,
    pub half_z: f32,
    pub height: f32,
}

impl Default for Tray {
    fn default() -> Self {
        Self { half_x: 3.1, half_z: 2.0, height: 2.6 }
    }
}

/// How the player threw: a direction on the table (x, z) and a strength in 0..=1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Gesture {
    pub direction: Vec2,
    pub strength: f32,
}

impl Default for Gesture {
    fn default() -> Self {
        Self { direction: Vec2::new(0.25, -1.0).normalize(), strength: 0.6 }
    }
}

/// A recorded throw of `n` dice.
#[derive(Debug, Clone, PartialEq)]
pub struct Recording {
    /// Per step, per die: position (tray frame) and rotation.
    pub frames: Vec<Vec<(Vec3, Quat)>>,
    /// Impacts, for the sound: (step, die, strength in units/s of speed change).
    pub impacts: Vec<(usize, usize, f32)>,
    /// The value on top of each die when it settled.
    pub settled: Vec<u8>,
    /// How many throws were made before this one passed (1 = the first).
    pub attempts: u32,
}

impl Recording {
    pub fn duration(&self) -> f32 {
        self.frames.len() as f32 * DT
    }

    /// The pose of die `i` at time `t` (seconds), interpolated between steps.
    pub fn pose(&self, i: usize, t: f32) -> (Vec3, Quat) {
        let last = self.frames.len() - 1;
        let s = (t / DT).max(0.0);
        let k = (s.floor() as usize).min(last);
        let f = if k == last { 0.0 } else { s - k as f32 };
        let (p0, q0) = self.frames[k][i];
        let (p1, q1) = self.frames[(k + 1).min(last)][i];
        (p0.lerp(p1, f), q0.slerp(q1, f))
    }
}

/// The value on top for a die with rotation `r`, and how flat it lies (1 = perfectly).
pub fn top_face(r: Quat) -> (u8, f32) {
    let mut best = (1, f32::MIN);
    for (i, n) in FACE_NORMALS.iter().enumerate() {
        let up = (r * *n).y;
        if up > best.1 {
            best = (i as u8 + 1, up);
        }
    }
    best
}

/// The cube symmetry `C` with `C · n(wanted) = n(settled)`: a die whose recorded rotation is R
/// and whose mesh is turned by C shows `wanted` where the simulation showed `settled`.
pub fn remap(wanted: u8, settled: u8) -> Quat {
    let nd = FACE_NORMALS[wanted as usize - 1];
    let nt = FACE_NORMALS[settled as usize - 1];
    if wanted == settled {
        Quat::IDENTITY
    } else if nd.dot(nt) < -0.5 {
        // Opposite faces: a half-turn about a face axis perpendicular to both.
        let axis = if nt.x.abs() < 0.5 { Vec3::X } else { Vec3::Z };
        Quat::from_axis_angle(axis, std::f32::consts::PI)
    } else {
        // Neighbouring faces: a quarter-turn about their cross product.
        Quat::from_rotation_arc(nd, nt)
    }
}

/// Simulate a throw of `n` dice (1–5); deterministic for a given `seed` and gesture.
pub fn throw(n: usize, tray: Tray, gesture: Gesture, seed: u64) -> Recording {
    assert!((1..=5).contains(&n), "throw of {n} dice");
    for attempt in 0..ATTEMPTS {
        let attempt_seed = seed.wrapping_add((attempt as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        if let Some(mut rec) = simulate(n, tray, gesture, attempt_seed) {
            rec.attempts = attempt + 1;
            return rec;
        }
    }
    let mut rec = set_down(n, tray, seed);
    rec.attempts = ATTEMPTS + 1;
    rec
}

fn simulate(n: usize, tray: Tray, gesture: Gesture, seed: u64) -> Option<Recording> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut world = PhysicsWorld::new();
    world.gravity = Vec3::new(0.0, GRAVITY, 0.0);
    world.integration_parameters.dt = DT;
    add_tray(&mut world, tray);

    let dir =
        if gesture.direction.length_squared() > 1e-6 { gesture.direction.normalize() } else { Vec2::NEG_Y };
    let strength = gesture.strength.clamp(0.0, 1.0);
    // The dice leave the player's hand near the tray wall opposite the throw direction.
    let start = Vec2::new(-dir.x * tray.half_x * 0.55, -dir.y * tray.half_z * 0.55);
    let side = Vec2::new(-dir.y, dir.x);
    let h = DIE_SIZE / 2.0;
    let mut bodies = Vec::new();
    for i in 0..n {
        let offset = (i as f32 - (n as f32 - 1.0) / 2.0) * (DIE_SIZE * 1.25);
        let p =
            start + side * offset + Vec2::new(rng.random_range(-0.08..0.08), rng.random_range(-0.08..0.08));
        let pos = Vec3::new(
            p.x.clamp(-tray.half_x + DIE_SIZE, tray.half_x - DIE_SIZE),
            1.1 + rng.random_range(0.0..0.5),
            p.y.clamp(-tray.half_z + DIE_SIZE, tray.half_z - DIE_SIZE),
        );
        let rot = Quat::from_euler(
            bevy::math::EulerRot::XYZ,
            rng.random_range(0.0..std::f32::consts::TAU),
            rng.random_range(0.0..std::f32::consts::TAU),
            rng.random_range(0.0..std::f32::consts::TAU),
        );
        let speed = 5.0 + 9.0 * strength + rng.random_range(-0.8..0.8);
        let jitter = Vec2::new(rng.random_range(-0.25..0.25), rng.random_range(-0.25..0.25));
        let v = (dir + jitter).normalize() * speed;
        let spin =
            Vec3::new(rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0))
                .normalize_or_zero()
                * (12.0 + 18.0 * strength);
        let body = RigidBodyBuilder::dynamic()
            .pose(Pose::from_parts(pos, rot))
            .linvel(Vec3::new(v.x, rng.random_range(-1.0..0.5), v.y))
            .angvel(spin)
            .linear_damping(0.15)
            .angular_damping(0.9)
            .ccd_enabled(true)
            .can_sleep(false)
            .build();
        let collider = ColliderBuilder::round_cuboid(h * 0.82, h * 0.82, h * 0.82, h * 0.18)
            .density(1.2)
            .friction(0.55)
            .restitution(0.32)
            .build();
        bodies.push(world.insert(body, collider).0);
    }

    let mut frames = Vec::with_capacity(MAX_STEPS);
    let mut impacts = Vec::new();
    let mut quiet = 0;
    let mut last_vel: Vec<Vec3> = bodies.iter().map(|b| world.bodies[*b].linvel()).collect();
    for step in 0..MAX_STEPS {
        world.step();
        let mut all_quiet = true;
        let mut frame = Vec::with_capacity(n);
        for (i, handle) in bodies.iter().enumerate() {
            let body = &world.bodies[*handle];
            let p = body.translation();
            let q = *body.rotation();
            let v = body.linvel();
            let w = body.angvel();
            // A change of velocity beyond what gravity explains is a knock against something.
            let dv = (v - last_vel[i] - Vec3::new(0.0, GRAVITY * DT, 0.0)).length();
            if dv > 1.2 {
                impacts.push((step, i, dv));
            }
            last_vel[i] = v;
            if v.length() > 0.06 || w.length() > 0.12 {
                all_quiet = false;
            }
            frame.push((p, q));
        }
        frames.push(frame);
        quiet = if all_quiet { quiet + 1 } else { 0 };
        if quiet >= QUIET_STEPS {
            break;
        }
    }
    if quiet < QUIET_STEPS {
        return None;
    }
    let last = frames.last()?;
    let mut settled = Vec::with_capacity(n);
    for (p, q) in last {
        let (face, flat) = top_face(*q);
        let inside = p.x.abs() < tray.half_x && p.z.abs() < tray.half_z && p.y < DIE_SIZE;
        if flat < FLAT || !inside {
            return None;
        }
        settled.push(face);
    }
    // Knocks closer together than 40 ms on one die are one sound.
    impacts.dedup_by(|b, a| a.1 == b.1 && b.0 - a.0 < 5);
    Some(Recording { frames, impacts, settled, attempts: 0 })
}

/// The fallback nobody should see: the dice set down flat in a row.
fn set_down(n: usize, tray: Tray, seed: u64) -> Recording {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let frame: Vec<(Vec3, Quat)> = (0..n)
        .map(|i| {
            let x = (i as f32 - (n as f32 - 1.0) / 2.0) * DIE_SIZE * 1.4;
            (
                Vec3::new(x.clamp(-tray.half_x, tray.half_x), DIE_SIZE / 2.0, 0.0),
                Quat::from_rotation_y(rng.random_range(-0.4..0.4)),
            )
        })
        .collect();
    let settled = frame.iter().map(|(_, q)| top_face(*q).0).collect();
    Recording { frames: vec![frame; 2], impacts: Vec::new(), settled, attempts: 0 }
}

fn add_tray(world: &mut PhysicsWorld, tray: Tray) {
    let t = 1.0; // wall thickness: thick walls keep fast dice from tunnelling.
    let fixed = |x: f32, y: f32, z: f32| RigidBodyBuilder::fixed().translation(Vec3::new(x, y, z)).build();
    let walls = [
        // floor, lid
        (Vec3::new(0.0, -t / 2.0, 0.0), Vec3::new(tray.half_x + t, t / 2.0, tray.half_z + t), 0.6, 0.25),
        (
            Vec3::new(0.0, tray.height + t / 2.0, 0.0),
            Vec3::new(tray.half_x + t, t / 2.0, tray.half_z + t),
            0.1,
            0.2,
        ),
        // four walls
        (
            Vec3::new(tray.half_x + t / 2.0, tray.height / 2.0, 0.0),
            Vec3::new(t / 2.0, tray.height, tray.half_z + t),
            0.2,
            0.55,
        ),
        (
            Vec3::new(-tray.half_x - t / 2.0, tray.height / 2.0, 0.0),
            Vec3::new(t / 2.0, tray.height, tray.half_z + t),
            0.2,
            0.55,
        ),
        (
            Vec3::new(0.0, tray.height / 2.0, tray.half_z + t / 2.0),
            Vec3::new(tray.half_x + t, tray.height, t / 2.0),
            0.2,
            0.55,
        ),
        (
            Vec3::new(0.0, tray.height / 2.0, -tray.half_z - t / 2.0),
            Vec3::new(tray.half_x + t, tray.height, t / 2.0),
            0.2,
            0.55,
        ),
    ];
    for (pos, half, friction, restitution) in walls {
        let collider = ColliderBuilder::cuboid(half.x, half.y, half.z)
            .friction(friction)
            .restitution(restitution)
            .build();
        world.insert(fixed(pos.x, pos.y, pos.z), collider);
    }
}
