//! What the game keeps between runs: settings, the match in progress and the player's record,
//! all through one [`store::Store`].

use bevy::prelude::*;
use settings::SettingsPath;
use store::Store;

pub mod document;
pub mod paths;
pub mod saves;
pub mod settings;
pub mod statistics;
pub mod store;

pub(super) fn plugin(app: &mut App) {
    // One store for every document. A test that chose the settings file keeps all the
    // documents of its run in that file's folder, away from the player's.
    if !app.world().contains_resource::<Store>() {
        let store = match app.world().get_resource::<SettingsPath>() {
            Some(SettingsPath(Some(file))) => Store::for_file(file).0,
            Some(SettingsPath(None)) => Store::nowhere(),
            None => Store::platform(),
        };
        app.insert_resource(store);
    }
    app.add_plugins(settings::plugin);
}
