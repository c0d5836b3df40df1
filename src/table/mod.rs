//! The table every game is played on: camera, lights, the wooden table and the felt.

use bevy::prelude::*;

pub mod baked;
pub mod camera;
pub mod embedded;
pub mod felt;
pub mod glow;
pub mod luts;
pub mod marks;
pub mod materials;
pub mod mipmaps;
pub mod motion;
pub mod picking;
pub mod pieces;
pub mod quality;
pub mod scene;
pub mod shapes;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        baked::plugin,
        materials::plugin,
        mipmaps::plugin,
        camera::plugin,
        scene::plugin,
        felt::plugin,
        glow::plugin,
        pieces::plugin,
        motion::plugin,
        quality::plugin,
    ));
}
