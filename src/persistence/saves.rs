//! The saved match: written atomically after every decision (a file natively, local storage in
//! the browser), read by the title's Resume. A broken save is reported with where it is, its
//! line and column, kept aside as `match.ron.broken`, and never stops the game.

use super::store::Store;
pub use crate::games::SavedMatch;
use crate::notice::Notice;
use crate::screens::Screen;
use bevy::prelude::*;

pub const FILE: &str = "match.ron";

/// The save found when the title screen opened.
#[derive(Resource, Debug, Default)]
pub struct Resumable(pub Option<SavedMatch>);

/// Read the save: `Ok(None)` when there is none. A broken one is set aside and the error says
/// where it was, with line and column.
pub fn load(store: &Store) -> Result<Option<SavedMatch>, String> {
    let at = store.location(FILE);
    let text = match store.read(FILE) {
        Ok(Some(t)) => t,
        Ok(None) => return Ok(None),
        Err(e) => return Err(format!("{at}: cannot read: {e}")),
    };
    let problem = match ron::from_str::<SavedMatch>(&text) {
        Ok(saved) => match saved.check() {
            Ok(()) => return Ok(Some(saved)),
            Err(msg) => format!("{at}: {msg}"),
        },
        Err(e) => format!("{at}:{}:{}: {}", e.span.start.line, e.span.start.col, e.code),
    };
    Err(format!("{problem} ({})", store.set_aside_telling(FILE)))
}

pub fn store(store: &Store, saved: &SavedMatch) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(saved, ron::ser::PrettyConfig::default().compact_arrays(true))
        .map_err(std::io::Error::other)?;
    store.write(FILE, &text)
}

pub fn remove(store: &Store) -> std::io::Result<()> {
    store.remove(FILE)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Resumable>();
    app.add_systems(OnEnter(Screen::Title), look_for_save);
}

pub fn look_for_save(
    store: Res<Store>,
    mut resumable: ResMut<Resumable>,
    mut notices: MessageWriter<Notice>,
) {
    resumable.0 = None;
    match load(&store) {
        Ok(saved) => resumable.0 = saved,
        Err(problem) => {
            warn!("saves: {problem}");
            notices.write(Notice(format!("The saved match could not be read: {problem}")));
        }
    }
}
