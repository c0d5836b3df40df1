//! Player settings: volumes, fullscreen, reduced motion. Read at start, written atomically on
//! every change. A broken file is reported, kept aside as `settings.ron.broken`, and replaced by
//! the defaults; it never stops the game.

use crate::notice::Notice;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// 0–100.
    pub music_volume: u8,
    /// 0–100.
    pub effects_volume: u8,
    pub fullscreen: bool,
    /// Shorter, calmer animations: no camera sweeps, pieces move without bounces.
    pub reduced_motion: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self { music_volume: 45, effects_volume: 80, fullscreen: false, reduced_motion: false }
    }
}

impl Settings {
    pub const FILE: &'static str = "settings.ron";

    pub fn path() -> Option<PathBuf> {
        crate::persistence::paths::data_dir().map(|d| d.join(Self::FILE))
    }

    /// Read settings from `path`. A missing file gives the defaults; a broken one gives the
    /// defaults and a message that says what was wrong (the file is moved aside).
    pub fn load_from(path: &Path) -> (Self, Option<String>) {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Self::default(), None),
            Err(e) => return (Self::default(), Some(format!("{}: cannot read: {e}", path.display()))),
        };
        match ron::from_str::<Settings>(&text) {
            Ok(s) => (s.clamped(), None),
            Err(e) => {
                let aside = path.with_extension("ron.broken");
                let _ = std::fs::rename(path, &aside);
                (
                    Self::default(),
                    Some(format!(
                        "{}:{}:{}: {} (kept as {}; defaults restored)",
                        path.display(),
                        e.span.start.line,
                        e.span.start.col,
                        e.code,
                        aside.display()
                    )),
                )
            }
        }
    }

    pub fn save_to(&self, path: &Path) -> std::io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        parlour_rules::engine::write_atomic(path, text.as_bytes())
    }

    fn clamped(mut self) -> Self {
        self.music_volume = self.music_volume.min(100);
        self.effects_volume = self.effects_volume.min(100);
        self
    }
}

/// Where the settings file is, decided once at start. Insert it before the game's plugins to
/// choose another place (tests do); otherwise it comes from `PARLOUR_DATA_DIR` or the platform.
#[derive(Resource, Debug, Clone)]
pub struct SettingsPath(pub Option<PathBuf>);

pub(super) fn plugin(app: &mut App) {
    let path = match app.world().get_resource::<SettingsPath>() {
        Some(p) => p.0.clone(),
        None => Settings::path(),
    };
    app.insert_resource(SettingsPath(path.clone()));
    let (settings, problem) = match path {
        Some(path) => Settings::load_from(&path),
        None => (Settings::default(), None),
    };
    if let Some(problem) = problem {
        warn!("settings: {problem}");
        app.world_mut()
            .resource_mut::<Messages<Notice>>()
            .write(Notice(format!("Settings file was broken: {problem}")));
    }
    app.insert_resource(settings);
    app.add_systems(Update, (save_on_change, apply_window_mode).run_if(resource_changed::<Settings>));
}

fn save_on_change(settings: Res<Settings>, path: Res<SettingsPath>, mut notices: MessageWriter<Notice>) {
    if settings.is_added() {
        return;
    }
    if let Some(path) = &path.0
        && let Err(e) = settings.save_to(path)
    {
        warn!("settings: cannot write {}: {e}", path.display());
        notices.write(Notice(format!("Could not save settings: {e}")));
    }
}

fn apply_window_mode(settings: Res<Settings>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    for mut window in &mut windows {
        let mode = if settings.fullscreen {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        } else {
            WindowMode::Windowed
        };
        if window.mode != mode {
            window.mode = mode;
        }
    }
}
