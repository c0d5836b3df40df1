//! Pieces moving on the table: a token or a man lifted from its place and set down on another,
//! in an arc through the air or sliding along the board. A moving piece carries
//! [`Animating`], so the presenter waits for it to land.

use super::motion::{Animating, TableSpeed, TableSystems};
use crate::assets::Sfx;
use crate::audio::PlaySfx;
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
    app.add_systems(Update, fly.in_set(TableSystems).in_set(crate::AppSystems::Present));
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
