//! The game without a window or a GPU: Bevy's minimal plugins, what the game's plugins need to
//! exist (states, input, transforms, assets, images, text), then the game. Time advances a fixed
//! 1/60 s per `update`, so a run is the same however fast the machine is. The soak and the tests
//! drive it frame by frame.

use bevy::asset::AssetPlugin;
use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::path::Path;
use std::time::Duration;

/// A headless app whose documents live beside `settings` and whose assets are read from
/// `assets` (a folder).
pub fn app(settings: &Path, assets: &str) -> App {
    let mut app = App::new();
    app.insert_resource(crate::persistence::settings::SettingsPath(Some(settings.to_path_buf())));
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        InputPlugin,
        TransformPlugin,
        AssetPlugin { file_path: assets.into(), ..default() },
        bevy::image::ImagePlugin::default(),
        bevy::text::TextPlugin,
    ));
    app.init_asset::<Mesh>().init_asset::<StandardMaterial>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(1.0 / 60.0)));
    app.add_plugins(crate::game_plugin);
    app.finish();
    app.cleanup();
    app
}
