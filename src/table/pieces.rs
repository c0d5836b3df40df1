//! Pieces moving on the table: a token or a man lifted from its place and set down on another,
//! in an arc through the air or sliding along the board. A moving piece carries
//! [`Animating`], so the presenter waits for it to land. A [`Path`] strings several such moves
//! together.

use super::motion::{Animating, TableSpeed, TableSystems};
use crate::audio::PlaySfx;
use crate::audio::sfx::Sfx;
use bevy::prelude::*;

/// A piece on its way from `from` to `to`.
#[derive(Component, Debug, Clone, Copy)]
#[require(Animating)]
pub struct Flight {
    pub from: Vec3,
    pub to: Vec3,
    /// Height of the arc at its middle (0: it slides along the board).
    pub arc: f32,
    pub duration: f32,
    /// A small hop on landing.
    pub bounce: bool,
    /// The sound when it lands.
    pub land: Option<Sfx>,
    t: f32,
}

impl Flight {
    pub fn arc(from: Vec3, to: Vec3, arc: f32, duration: f32) -> Self {
        Self {
            from,
            to,
            arc,
            duration: duration.max(1e-3),
            bounce: false,
            land: Some(Sfx::TokenPlace),
            t: 0.0,
        }
    }
    pub fn slide(from: Vec3, to: Vec3, duration: f32) -> Self {
        Self { arc: 0.0, land: None, ..Self::arc(from, to, 0.0, duration) }
    }
    pub fn starting_at(mut self, from: Vec3) -> Self {
        self.from = from;
        self
    }
    pub fn bouncing(mut self, bounce: bool) -> Self {
        self.bounce = bounce;
        self
    }
    pub fn landing(mut self, sound: Option<Sfx>) -> Self {
        self.land = sound;
        self
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (fly, travel).in_set(TableSystems).in_set(crate::state::AppSystems::Present));
}

fn fly(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<TableSpeed>,
    mut flights: Query<(Entity, &mut Flight, &mut Transform)>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    for (entity, mut f, mut transform) in &mut flights {
        f.t += time.delta_secs() * speed.0;
        let s = (f.t / f.duration).min(1.0);
        // Ease in and out; an arc up and over, then (full motion) a small bounce.
        let e = s * s * (3.0 - 2.0 * s);
        let mut p = f.from.lerp(f.to, e) + Vec3::Y * (f.arc * 4.0 * s * (1.0 - s));
        if f.bounce && s > 0.85 {
            let b = (s - 0.85) / 0.15;
            p.y += (b * std::f32::consts::PI).sin() * 0.08;
        }
        transform.translation = p;
        if f.arc > 0.0 {
            transform.rotation = Quat::from_rotation_x((1.0 - e) * 0.5);
        }
        if s >= 1.0 {
            transform.translation = f.to;
            transform.rotation = Quat::IDENTITY;
            commands.entity(entity).remove::<(Flight, Animating)>();
            if let Some(sound) = f.land {
                sfx.write(PlaySfx(sound));
            }
        }
    }
}

/// One leg of a [`Path`]: where the piece goes, how long it takes, how high it hops on the way,
/// and the sound when it gets there.
#[derive(Debug, Clone, Copy)]
pub struct Leg {
    pub to: Transform,
    pub duration: f32,
    pub arc: f32,
    pub sound: Option<Sfx>,
}

impl Leg {
    pub fn to(to: Transform, duration: f32) -> Self {
        Self { to, duration: duration.max(1e-3), arc: 0.0, sound: None }
    }
    pub fn arc(mut self, arc: f32) -> Self {
        self.arc = arc;
        self
    }
    pub fn sound(mut self, sound: Option<Sfx>) -> Self {
        self.sound = sound;
        self
    }
}

/// A piece on a journey of several legs, each eased on its own (a pawn hopping square by
/// square, a card lifted, turned over, shown and laid down); rotation and scale go with it.
#[derive(Component, Debug, Clone)]
#[require(Animating)]
pub struct Path {
    legs: Vec<Leg>,
    from: Option<Transform>,
    leg: usize,
    t: f32,
    /// Despawn the piece at the end (a card that joins a pile).
    pub vanish: bool,
}

impl Path {
    pub fn new(legs: Vec<Leg>) -> Self {
        Self { legs, from: None, leg: 0, t: 0.0, vanish: false }
    }
    /// Wait `seconds` where it is before the first leg.
    pub fn after(mut self, seconds: f32) -> Self {
        if seconds > 0.0 {
            self.legs.insert(0, Leg { to: Transform::IDENTITY, duration: -seconds, arc: 0.0, sound: None });
        }
        self
    }
    pub fn vanishing(mut self) -> Self {
        self.vanish = true;
        self
    }
}

fn travel(
    mut commands: Commands,
    time: Res<Time>,
    speed: Res<TableSpeed>,
    mut paths: Query<(Entity, &mut Path, &mut Transform)>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    let dt = time.delta_secs() * speed.0;
    for (entity, mut path, mut transform) in &mut paths {
        let mut left = dt;
        while left > 0.0 {
            let Some(leg) = path.legs.get(path.leg).copied() else { break };
            // A negative duration is a wait in place.
            if leg.duration < 0.0 {
                path.t += left;
                if path.t < -leg.duration {
                    left = 0.0;
                } else {
                    left = path.t + leg.duration;
                    path.t = 0.0;
                    path.leg += 1;
                }
                continue;
            }
            let from = *path.from.get_or_insert(*transform);
            path.t += left;
            let s = (path.t / leg.duration).min(1.0);
            let e = s * s * (3.0 - 2.0 * s);
            transform.translation =
                from.translation.lerp(leg.to.translation, e) + Vec3::Y * (leg.arc * 4.0 * s * (1.0 - s));
            transform.rotation = from.rotation.slerp(leg.to.rotation, e);
            transform.scale = from.scale.lerp(leg.to.scale, e);
            if s < 1.0 {
                left = 0.0;
            } else {
                left = path.t - leg.duration;
                path.t = 0.0;
                path.leg += 1;
                path.from = Some(leg.to);
                *transform = leg.to;
                if let Some(sound) = leg.sound {
                    sfx.write(PlaySfx(sound));
                }
            }
        }
        if path.leg >= path.legs.len() {
            if path.vanish {
                commands.entity(entity).despawn();
            } else {
                commands.entity(entity).remove::<(Path, Animating)>();
            }
        }
    }
}
