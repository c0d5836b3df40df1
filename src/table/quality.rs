//! The graphics quality setting applied to the table: multisampling, the lamp's shadow
//! cascades, the fill light and the felt's weave (see `Quality`). Applied at start and
//! whenever the setting changes. Until the player chooses a level in the settings, the game
//! chooses: Low from the start on a software rasteriser or WebGL2, and a step down from High
//! when the median frame over two seconds at the table stays above 33 ms.

use super::camera::TableCamera;
use super::materials::TableMaterials;
use super::scene::{FillLight, Lamp};
use crate::persistence::settings::{Quality, Settings};
use bevy::light::{
    CascadeShadowConfig, CascadeShadowConfigBuilder, DirectionalLightShadowMap, ShadowFilteringMethod,
};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Watchdog>();
    app.add_systems(PostUpdate, apply.run_if(resource_exists::<TableMaterials>));
    app.add_systems(
        Update,
        (
            choose_for_adapter.run_if(resource_exists::<RenderAdapterInfo>),
            watch_frames.run_if(in_state(crate::state::Screen::Playing)),
        ),
    );
}

/// The level a start picks from the graphics adapter (its device type, back end and name, as
/// wgpu reports them): Low on a software rasteriser (Mesa's llvmpipe or lavapipe, SwiftShader,
/// WARP) and on WebGL2, where High's multisampling alone is over a third of a frame; High on a
/// graphics card.
pub fn for_adapter(device_type: &str, backend: &str, name: &str) -> Quality {
    let name = name.to_ascii_lowercase();
    let software = device_type == "Cpu"
        || ["llvmpipe", "lavapipe", "swiftshader", "softpipe", "microsoft basic render"]
            .iter()
            .any(|s| name.contains(s));
    if software || backend == "Gl" { Quality::Low } else { Quality::High }
}

/// Frame times at the table, two seconds at a time: a window whose median frame is over
/// [`Watchdog::LIMIT_MS`] says the table is too slow for its quality.
#[derive(Resource, Debug, Default)]
pub struct Watchdog {
    times: Vec<f32>,
    elapsed: f32,
}

impl Watchdog {
    pub const WINDOW_S: f32 = 2.0;
    pub const LIMIT_MS: f32 = 33.0;

    /// Take one frame of `seconds`; at the end of each window, whether its median frame was
    /// too long (then a new window starts).
    pub fn observe(&mut self, seconds: f32) -> Option<bool> {
        self.times.push(seconds * 1000.0);
        self.elapsed += seconds;
        if self.elapsed < Self::WINDOW_S {
            return None;
        }
        self.times.sort_by(f32::total_cmp);
        let median = self.times[self.times.len() / 2];
        self.times.clear();
        self.elapsed = 0.0;
        Some(median > Self::LIMIT_MS)
    }

    /// Forget the frames so far (a screen change: loading frames are not the table's).
    pub fn restart(&mut self) {
        self.times.clear();
        self.elapsed = 0.0;
    }
}

/// Once, at start: the adapter's level, unless the player chose one.
fn choose_for_adapter(
    adapter: Res<RenderAdapterInfo>,
    mut settings: ResMut<Settings>,
    mut done: Local<bool>,
) {
    if std::mem::replace(&mut *done, true) || settings.graphics_chosen {
        return;
    }
    let info = &adapter.0;
    let quality = for_adapter(&format!("{:?}", info.device_type), &format!("{:?}", info.backend), &info.name);
    info!("graphics: {} ({:?}, {:?}): quality {quality:?}", info.name, info.device_type, info.backend);
    if settings.graphics != quality {
        settings.graphics = quality;
    }
}

/// At the table, High steps down to Low when the frames stay slow, on the real clock.
fn watch_frames(
    time: Res<Time<Real>>,
    mut watchdog: ResMut<Watchdog>,
    mut settings: ResMut<Settings>,
    screen: Res<State<crate::state::Screen>>,
    mut notices: MessageWriter<crate::notice::Notice>,
) {
    if screen.is_changed() {
        watchdog.restart();
        return;
    }
    if settings.graphics_chosen || settings.graphics == Quality::Low {
        return;
    }
    if watchdog.observe(time.delta_secs()) == Some(true) {
        settings.graphics = Quality::Low;
        notices.write(crate::notice::Notice(crate::i18n::Msg::new("notice-quality-lowered")));
    }
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
