//! The graphics quality setting applied to the table: multisampling, the lamp's shadow
//! cascades, the fill light and the felt's weave (see `Quality`). Applied at start and
//! whenever the setting changes.

use super::camera::TableCamera;
use super::materials::TableMaterials;
use super::scene::{FillLight, Lamp};
use crate::persistence::settings::{Quality, Settings};
use bevy::light::{
    CascadeShadowConfig, CascadeShadowConfigBuilder, DirectionalLightShadowMap, ShadowFilteringMethod,
};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, apply.run_if(resource_exists::<TableMaterials>));
}

/// What a quality level asks for.
pub struct Look {
    pub msaa: Msaa,
    pub cascades: usize,
    pub shadow_map: usize,
    pub fill_light: bool,
    pub felt_weave: bool,
    /// The room's ambient light (brighter without the fill light, so shadows stay open).
    pub ambient: f32,
}

impl Look {
    pub fn of(quality: Quality) -> Self {
        match quality {
            Quality::High => Self {
                msaa: Msaa::Sample4,
                cascades: 2,
                shadow_map: 2048,
                fill_light: true,
                felt_weave: true,
                ambient: 180.0,
            },
            Quality::Low => Self {
                msaa: Msaa::Off,
                cascades: 1,
                shadow_map: 1024,
                fill_light: false,
                felt_weave: false,
                ambient: 300.0,
            },
        }
    }

    fn cascade_config(&self) -> CascadeShadowConfig {
        CascadeShadowConfigBuilder {
            num_cascades: self.cascades,
            maximum_distance: if self.cascades > 1 { 30.0 } else { 20.0 },
            first_cascade_far_bound: 12.0,
            ..default()
        }
        .build()
    }
}

fn apply(
    mut commands: Commands,
    settings: Res<Settings>,
    mut applied: Local<Option<Quality>>,
    table: Res<TableMaterials>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    cameras: Query<Entity, With<TableCamera>>,
    lamps: Query<Entity, With<Lamp>>,
    mut fills: Query<&mut Visibility, With<FillLight>>,
    ambient: Option<ResMut<GlobalAmbientLight>>,
) {
    let quality = settings.graphics;
    // Wait for the camera and the lights (spawned at start) before calling it done.
    if *applied == Some(quality) || cameras.is_empty() || lamps.is_empty() {
        return;
    }
    let look = Look::of(quality);
    for camera in &cameras {
        // Hardware 2×2 filtering: the smoothed (Gaussian) kind costs a software renderer a
        // sixth of the frame for edges the lamp's height keeps short anyway.
        commands.entity(camera).insert((look.msaa, ShadowFilteringMethod::Hardware2x2));
    }
    for lamp in &lamps {
        commands.entity(lamp).insert(look.cascade_config());
    }
    commands.insert_resource(DirectionalLightShadowMap { size: look.shadow_map });
    for mut v in &mut fills {
        *v = if look.fill_light { Visibility::Inherited } else { Visibility::Hidden };
    }
    if let Some(mut ambient) = ambient {
        ambient.brightness = look.ambient;
    }
    if let Some(mut felt) = materials.get_mut(&table.felt) {
        felt.normal_map_texture = look.felt_weave.then(|| table.felt_normal.clone());
    }
    *applied = Some(quality);
}
