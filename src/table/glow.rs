//! The glow material (`shaders/glow.wgsl`): a pulsing rounded rim over a board square. The
//! shader is compiled into the program, so it needs no file at run time.

use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

const SHADER: Handle<Shader> = uuid_handle!("5f0c8a52-3d1e-4f4e-9a6b-2c7d1e9b4a10");

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct GlowMaterial {
    #[uniform(0)]
    pub color: LinearRgba,
    /// x: pulse speed, y: rim strength, z: fill strength, w: corner radius (0.1 to 0.9).
    #[uniform(0)]
    pub params: Vec4,
}

/// The colour of a hint on every board: lilac, apart from every other glow (amber legal moves,
/// white focus, blue held piece, green targets, red bumps and removals).
pub const HINT: Color = Color::srgb(0.80, 0.56, 1.0);

impl GlowMaterial {
    pub fn new(color: Color, pulse: f32, rim: f32, fill: f32) -> Self {
        Self { color: color.into(), params: Vec4::new(pulse, rim, fill, 0.1) }
    }

    /// The same glow as a disc (for the points of a board).
    pub fn round(mut self) -> Self {
        self.params.w = 0.9;
        self
    }
}

impl Material for GlowMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(SHADER)
    }

    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Blend
    }
}

/// Show a glow with material `want`, or hide it; only what differs is written.
pub fn show_glow(
    vis: &mut Mut<Visibility>,
    mat: &mut Mut<MeshMaterial3d<GlowMaterial>>,
    want: Option<&Handle<GlowMaterial>>,
) {
    match want {
        Some(h) => {
            if mat.0 != *h {
                mat.0 = h.clone();
            }
            vis.set_if_neq(Visibility::Inherited);
        }
        None => {
            vis.set_if_neq(Visibility::Hidden);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    super::embedded::add_embedded_material::<GlowMaterial>(
        app,
        SHADER,
        include_str!("../../shaders/glow.wgsl"),
        "shaders/glow.wgsl",
    );
}
