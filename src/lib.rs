//! Parlour: the Bevy game. Each feature is a plugin in its own file (`pub(super) fn plugin`),
//! composed here. The rules live in `parlour-rules`; nothing here re-implements a rule.

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::window::WindowResolution;
use state::AppSystems;

pub mod assets;
pub mod audio;
#[cfg(not(target_arch = "wasm32"))]
pub mod bench;
pub mod capture;
pub mod dice;
pub mod frames;
pub mod games;
#[cfg(not(target_arch = "wasm32"))]
pub mod headless;
pub mod i18n;
pub mod input;
pub mod menus;
pub mod notice;
pub mod online;
pub mod persistence;
pub mod reference_scene;
pub mod screens;
#[cfg(not(target_arch = "wasm32"))]
pub mod soak;
#[cfg(not(target_arch = "wasm32"))]
pub mod startup;
pub mod state;
pub mod table;
pub mod theme;

/// Everything the game adds on top of Bevy's plugins. Headless tests add this to
/// `MinimalPlugins` (see `tests/app`), the real program to `DefaultPlugins`.
pub fn game_plugin(app: &mut App) {
    app.configure_sets(Update, (AppSystems::RecordInput, AppSystems::Update, AppSystems::Present).chain());
    app.add_plugins((
        notice::plugin,
        persistence::plugin,
        i18n::plugin,
        assets::plugin,
        audio::plugin,
        online::plugin,
        input::plugin,
        theme::plugin,
        table::plugin,
        dice::plugin,
        games::plugin,
        screens::plugin,
        menus::plugin,
        frames::plugin,
        capture::plugin,
    ));
}

/// The language of messages shown before the game runs: the settings' choice, else the system's.
pub fn startup_language() -> i18n::Lang {
    let store = persistence::store::Store::platform();
    let chosen = store.read(persistence::settings::Settings::FILE).ok().flatten().and_then(|text| {
        ron::from_str::<persistence::settings::Settings>(&text).ok().and_then(|s| s.language)
    });
    chosen.unwrap_or_else(i18n::Lang::system)
}

/// The whole program: window, renderer, sound output and the game.
pub fn run() -> AppExit {
    app(|_| {}).run()
}

/// The program's app, with `hook` applied after Bevy's plugins and before the game's (the
/// frame benchmark puts its own data folder, script and render diagnostics there).
pub fn app(hook: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins(table::luts::with_agx_lut(
        DefaultPlugins.set(AssetPlugin { meta_check: AssetMetaCheck::Never, ..default() }).set(
            WindowPlugin {
                primary_window: Some(Window {
                    title: "Parlour".into(),
                    resolution: WindowResolution::new(1280, 720),
                    canvas: Some("#bevy".into()),
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            },
        ),
    ));
    hook(&mut app);
    // Each render pass's GPU time and fragment count in `measure:` reports (see README), unless
    // the hook (the frame benchmark) already asked for them.
    if std::env::var_os("PARLOUR_RENDER_DIAGNOSTICS").is_some()
        && !app.is_plugin_added::<bevy::render::diagnostic::RenderDiagnosticsPlugin>()
    {
        app.add_plugins(bevy::render::diagnostic::RenderDiagnosticsPlugin);
    }
    app.add_plugins(audio::output_plugin).add_plugins(game_plugin);
    app
}
