//! The baked material (`shaders/baked.wgsl`): a tiling texture under light baked into the
//! mesh's vertex colours, for the bare table wood. Under a software renderer the standard
//! material's unlit path costs nearly what its lit one does (about 100 ms of a 400 ms frame for
//! the wood around a board); this shader samples one texture and tone maps. The shader is
//! compiled into the program, so it needs no file at run time.

use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

const SHADER: Handle<Shader> = uuid_handle!("7a1c8a52-3d1e-4f4e-9a6b-2c7d1e9b4a11");

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct BakedMaterial {
    /// xy: how many times the texture repeats across the mesh's UVs (zw unused).
    #[uniform(0)]
    pub uv_scale: Vec4,
    #[texture(1)]
    #[sampler(2)]
    pub texture: Handle<Image>,
}

impl BakedMaterial {
    pub fn new(texture: Handle<Image>, repeats: f32) -> Self {
        Self { uv_scale: Vec4::new(repeats, repeats, 0.0, 0.0), texture }
    }
}

impl Material for BakedMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(SHADER)
    }
}

pub(super) fn plugin(app: &mut App) {
    super::embedded::add_embedded_material::<BakedMaterial>(
        app,
        SHADER,
        include_str!("../../shaders/baked.wgsl"),
        "shaders/baked.wgsl",
    );
}
