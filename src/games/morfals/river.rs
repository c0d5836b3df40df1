//! The river material (`shaders/river.wgsl`): shallow water flowing down the river column, over
//! the printed riverbed. The shader is compiled into the program; reduced motion stills the flow.

use super::view::MorfalsMatch;
use crate::persistence::settings::Settings;
use crate::state::Screen;
use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

const SHADER: Handle<Shader> = uuid_handle!("8a3c2f61-7b4e-4d0a-9e21-5c6b7d8e9f02");
/// The flow speed at full motion.
const FLOW: f32 = 0.55;

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct RiverMaterial {
    #[uniform(0)]
    pub color: LinearRgba,
    /// x: flow speed, y: length over width, z: glints.
    #[uniform(0)]
    pub params: Vec4,
}

impl RiverMaterial {
    pub fn new(length_over_width: f32, calm: bool) -> Self {
        Self {
            color: LinearRgba::new(0.10, 0.36, 0.42, 0.55),
            params: Vec4::new(if calm { 0.0 } else { FLOW }, length_over_width, 0.55, 0.0),
        }
    }
}

impl Material for RiverMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(SHADER)
    }

    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Blend
    }
}

/// The water over a river column.
#[derive(Component)]
pub struct Water;

pub(super) fn plugin(app: &mut App) {
    crate::table::embedded::add_embedded_material::<RiverMaterial>(
        app,
        SHADER,
        include_str!("../../../shaders/river.wgsl"),
        "shaders/river.wgsl",
    );
    app.add_systems(
        Update,
        follow_motion_setting
            .run_if(resource_exists::<MorfalsMatch>.and_then(in_state(Screen::Playing)))
            .in_set(crate::state::AppSystems::Present),
    );
}

/// Reduced motion stills the water (and full motion sets it flowing again).
fn follow_motion_setting(
    settings: Res<Settings>,
    water: Query<&MeshMaterial3d<RiverMaterial>, With<Water>>,
    mut materials: ResMut<Assets<RiverMaterial>>,
) {
    let want = if settings.reduced_motion { 0.0 } else { FLOW };
    for handle in &water {
        if let Some(m) = materials.get(&handle.0)
            && m.params.x != want
            && let Some(mut m) = materials.get_mut(&handle.0)
        {
            m.params.x = want;
        }
    }
}
