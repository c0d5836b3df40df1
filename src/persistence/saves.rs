//! The saved match: written atomically after every decision, read by the title's Resume. A
//! broken save is reported with its file, line and column, kept aside as `match.ron.broken`,
//! and never stops the game.

use super::settings::SettingsPath;
use crate::games::morpyam::session::MorpyamMatch;
use crate::notice::Notice;
use crate::screens::Screen;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const FILE: &str = "match.ron";

/// A match in progress, of any game the table plays.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SavedMatch {
    Morpyam(MorpyamMatch),
}

impl SavedMatch {
    /// "Morpyam · Classic, 2 players" for the Resume button.
    pub fn summary(&self) -> String {
        match self {
            SavedMatch::Morpyam(m) => format!("Morpyam · {}, {} players", m.variant_name(), m.seats.len()),
        }
    }
}

/// Where the save lives: beside the settings file (so tests and `PARLOUR_DATA_DIR` move both).
#[derive(Resource, Debug, Clone)]
pub struct SavePath(pub Option<PathBuf>);

/// The save found when the title screen opened.
#[derive(Resource, Debug, Default)]
pub struct Resumable(pub Option<SavedMatch>);

/// Read the save at `path`: `Ok(None)` when there is none. A broken one is moved aside and the
/// error names the file, line and column.
pub fn load(path: &Path) -> Result<Option<SavedMatch>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: cannot read: {e}", path.display())),
    };
    let problem = match ron::from_str::<SavedMatch>(&text) {
        Ok(saved) => match check(&saved) {
            Ok(()) => return Ok(Some(saved)),
            Err(msg) => format!("{}: {msg}", path.display()),
        },
        Err(e) => format!("{}:{}:{}: {}", path.display(), e.span.start.line, e.span.start.col, e.code),
    };
    let aside = set_aside(path);
    Err(format!("{problem} (kept as {})", aside.display()))
}

/// What parsing cannot see: a save must agree with itself.
fn check(saved: &SavedMatch) -> Result<(), String> {
    use parlour_rules::game::Game;
    match saved {
        SavedMatch::Morpyam(m) => {
            if m.seats.len() != m.game.players() {
                return Err(format!("{} seats for a match of {} players", m.seats.len(), m.game.players()));
            }
            Ok(())
        }
    }
}

/// Move a broken save out of the way, keeping it for inspection.
pub fn set_aside(path: &Path) -> PathBuf {
    let aside = path.with_extension("ron.broken");
    let _ = std::fs::rename(path, &aside);
    aside
}

pub fn store(path: &Path, saved: &SavedMatch) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(saved, ron::ser::PrettyConfig::default().compact_arrays(true))
        .map_err(std::io::Error::other)?;
    parlour_rules::engine::write_atomic(path, text.as_bytes())
}

pub fn remove(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

pub(super) fn plugin(app: &mut App) {
    let dir = app
        .world()
        .get_resource::<SettingsPath>()
        .and_then(|p| p.0.as_ref()?.parent().map(Path::to_path_buf));
    app.insert_resource(SavePath(dir.map(|d| d.join(FILE))));
    app.init_resource::<Resumable>();
    app.add_systems(OnEnter(Screen::Title), look_for_save);
}

pub fn look_for_save(
    path: Res<SavePath>,
    mut resumable: ResMut<Resumable>,
    mut notices: MessageWriter<Notice>,
) {
    resumable.0 = None;
    let Some(path) = &path.0 else { return };
    match load(path) {
        Ok(saved) => resumable.0 = saved,
        Err(problem) => {
            warn!("saves: {problem}");
            notices.write(Notice(format!("The saved match could not be read: {problem}")));
        }
    }
}
