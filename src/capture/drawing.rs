//! Scripted runs draw only the frames that are looked at. While a script waits for a screen,
//! steps through menus or lets the table's animations play, the cameras are switched off; a few
//! frames before a screenshot, a click (mesh picking casts its rays from active cameras only) or
//! a frame-time measurement they are switched on again, and the step waits until the renderer
//! has no pipeline left to compile. Under software rendering a drawn frame costs about half a
//! second and an undrawn one a few milliseconds; the pictures are the same, since the game's
//! clock, animations and physics advance by 1/60 s a frame whether the frame is drawn or not.
//! `PARLOUR_SCRIPT_DRAW_ALL=1` draws every frame (to watch a script run in a window).

use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Frames drawn before a step that needs drawing may run: the renderer sees what the cameras
/// see on the first, queues the pipelines it lacks, and reports them a frame later.
pub const LEAD_FRAMES: u32 = 3;
/// Drawn frames after which a step runs even if a pipeline is still reported waiting (one that
/// failed to compile would otherwise hold the script until its timeout).
const PATIENCE_FRAMES: u32 = 120;

/// Whether the script wants the next frames drawn, and for how many frames they have been.
#[derive(Resource, Default)]
pub struct Drawing {
    pub wanted: bool,
    lit_frames: u32,
    /// Drawing was ever switched off: cameras are only switched back on once it was.
    switched: bool,
    /// The script paused the game's clock while it waits for the picture.
    pub held_clock: bool,
    /// Frames run and frames drawn so far (logged when the script quits).
    pub frames: u32,
    pub drawn: u32,
}

impl Drawing {
    /// Drawn long enough, with every pipeline compiled, for a step to see the whole picture.
    pub fn ready(&self, pending: &PendingPipelines) -> bool {
        let compiled = pending.0.load(Ordering::Relaxed) == 0 || self.lit_frames >= PATIENCE_FRAMES;
        !self.switched || (self.lit_frames >= LEAD_FRAMES && compiled)
    }
}

/// Pipelines the renderer is still compiling, counted in the render world after each frame.
#[derive(Resource, Clone, Default)]
pub struct PendingPipelines(Arc<AtomicUsize>);

/// A camera this module switched off.
#[derive(Component)]
struct SwitchedOff;

/// Where the cameras are switched on or off: after the script's step of the frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Switching;

pub(super) fn plugin(app: &mut App) {
    if std::env::var_os("PARLOUR_SCRIPT_DRAW_ALL").is_some_and(|v| v != "0") {
        return;
    }
    let pending = PendingPipelines::default();
    app.insert_resource(pending.clone()).init_resource::<Drawing>();
    app.add_systems(Last, switch.in_set(Switching));
    if let Some(render) = app.get_sub_app_mut(RenderApp) {
        render.insert_resource(pending).add_systems(Render, count_pending.in_set(RenderSystems::Cleanup));
    }
}

fn count_pending(cache: Option<Res<PipelineCache>>, pending: Res<PendingPipelines>) {
    let waiting = cache.map_or(0, |c| c.waiting_pipelines().count());
    pending.0.store(waiting, Ordering::Relaxed);
}

fn switch(
    mut commands: Commands,
    mut drawing: ResMut<Drawing>,
    mut on: Query<(Entity, &mut Camera), Without<SwitchedOff>>,
    mut off: Query<(Entity, &mut Camera), With<SwitchedOff>>,
) {
    drawing.frames += 1;
    if drawing.wanted {
        drawing.drawn += 1;
        let mut switched_on = false;
        for (entity, mut camera) in &mut off {
            camera.is_active = true;
            commands.entity(entity).remove::<SwitchedOff>();
            switched_on = true;
        }
        drawing.lit_frames = if switched_on { 0 } else { drawing.lit_frames.saturating_add(1) };
    } else {
        for (entity, mut camera) in &mut on {
            if camera.is_active {
                camera.is_active = false;
                commands.entity(entity).insert(SwitchedOff);
                drawing.switched = true;
            }
        }
        drawing.lit_frames = 0;
    }
}
