//! Player settings: volumes, fullscreen, reduced motion, graphics quality, language, the
//! interface's size and the controls. Read at start from
//! the game's [`Store`] (a file natively, local storage in the browser), written atomically on
//! every change. A broken document is reported, kept aside as `settings.ron.broken`, and replaced by
//! the defaults; it never stops the game.

use crate::i18n::{Lang, Language, Relabel};
use crate::input::bindings::Bindings;
use crate::input::{MenuAction, MenuControls};
use crate::notice::Notice;
use crate::persistence::document::{self, Kind};
use crate::persistence::store::Store;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use leafwing_input_manager::prelude::InputMap;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The document's format ([`Settings::VERSION`]; 0 in files from before it had one).
    pub version: u32,
    /// 0–100.
    pub music_volume: u8,
    /// 0–100.
    pub effects_volume: u8,
    pub fullscreen: bool,
    /// Shorter, calmer animations: no camera sweeps, pieces move without bounces.
    pub reduced_motion: bool,
    /// How much the table asks of the graphics card.
    pub graphics: Quality,
    /// The player chose `graphics` in the settings: it is then never changed for them (the
    /// adapter's choice at start and the frame-time watchdog leave it alone). Written only when
    /// set, so the format of version 1 stays as it was.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub graphics_chosen: bool,
    /// The interface's language; `None` follows the system (the browser's list on the web).
    pub language: Option<Lang>,
    /// The size of the interface, in percent (75–150).
    pub ui_scale: u16,
    /// Whether a player may take back decisions against computer players.
    pub undo: bool,
    /// The player's changes to the default keys and buttons (version 2 on; before, the
    /// defaults).
    pub bindings: Bindings,
    /// The server that holds online matches (`ws://` or `wss://`). Written only when changed,
    /// so that documents without it read as before (older ones named it `signal`).
    #[serde(alias = "signal", skip_serializing_if = "is_default_server")]
    pub server: String,
    /// The name this player gives online (empty: the server names the seat).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub online_name: String,
    /// The online seats this screen holds, each with the token that gets it back (only this
    /// screen has it). Written only when not empty.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub online_seats: Vec<HeldSeat>,
    /// The games whose guided first match was offered on their setup, and those whose lesson
    /// was played to its end (by id). Written only when not empty.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lessons_offered: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lessons_done: Vec<String>,
}

/// The server a new player starts with: the one `PARLOUR_SERVER` named when the game was built
/// (`make package`), or else one on this computer (`make server`).
pub const DEFAULT_SERVER: &str = match option_env!("PARLOUR_SERVER") {
    Some(s) => s,
    None => "ws://127.0.0.1:3536",
};

fn is_default_server(s: &str) -> bool {
    s == DEFAULT_SERVER
}

/// An online seat this screen holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldSeat {
    pub server: String,
    pub room: String,
    pub game: String,
    pub seat: usize,
    /// The seat's token: 128 random bits in hex, from the server.
    pub token: String,
}

/// Graphics quality. High: 4× multisampled edges, the cool fill light, the felt's weave, sharp
/// shadows over the whole table. Low, for integrated graphics and browsers: no multisampling
/// (about a fifth of the frame on a software renderer), one shadow cascade, no fill light, a
/// smooth felt. Both draw the same scene, the same materials and the same shadows of the pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Quality {
    #[default]
    High,
    Low,
}

impl Quality {
    /// The message naming this level.
    pub fn label(self) -> &'static str {
        match self {
            Quality::High => "settings-graphics-high",
            Quality::Low => "settings-graphics-low",
        }
    }

    pub fn toggled(self) -> Self {
        match self {
            Quality::High => Quality::Low,
            Quality::Low => Quality::High,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            version: Self::VERSION,
            music_volume: 45,
            effects_volume: 80,
            fullscreen: false,
            reduced_motion: false,
            graphics: Quality::High,
            graphics_chosen: false,
            language: None,
            ui_scale: 100,
            undo: true,
            bindings: Bindings::default(),
            server: DEFAULT_SERVER.to_string(),
            online_name: String::new(),
            online_seats: Vec::new(),
            lessons_offered: Vec::new(),
            lessons_done: Vec::new(),
        }
    }
}

impl Settings {
    pub const FILE: &'static str = "settings.ron";
    /// The format this build writes. Version 2 added the bindings; versions 0 (no `version`
    /// field) and 1 read the same fields less those, and play with the default controls.
    pub const VERSION: u32 = 2;
    const KIND: Kind = Kind { name: "settings", version: Self::VERSION };

    /// The interface's sizes a player can pick, in percent.
    pub const UI_SCALES: [u16; 6] = [75, 90, 100, 110, 125, 150];

    /// The language the interface speaks.
    pub fn lang(&self) -> Lang {
        self.language.unwrap_or_else(Lang::system)
    }

    /// The interface size `step` places along [`Settings::UI_SCALES`] from this one.
    pub fn ui_scale_stepped(&self, step: i8) -> u16 {
        let at = Self::UI_SCALES.iter().position(|s| *s >= self.ui_scale).unwrap_or(2) as i32;
        Self::UI_SCALES[(at + step as i32).clamp(0, Self::UI_SCALES.len() as i32 - 1) as usize]
    }

    /// Read settings from the file at `path` (see [`Settings::load`]).
    pub fn load_from(path: &Path) -> (Self, Option<String>) {
        let (store, name) = Store::for_file(path);
        Self::load(&store, &name)
    }

    /// Read the settings document `name` of `store`. A missing document gives the defaults; a
    /// broken one gives the defaults and a message that says what was wrong (the document is
    /// kept aside as `<name>.broken`).
    pub fn load(store: &Store, name: &str) -> (Self, Option<String>) {
        let read = document::read(store, name, Self::KIND, |text, _version| Self::parse(text));
        match read {
            Ok(settings) => (settings.unwrap_or_default(), None),
            Err(problem) => (Self::default(), Some(format!("{problem}; defaults restored"))),
        }
    }

    /// Settings from a document's text, of any version up to this one (each version adds fields
    /// to the one before; a field a document lacks takes its default), brought into range.
    pub fn parse(text: &str) -> Result<Self, String> {
        document::parse_ron::<Settings>(text).map(|s| Settings { version: Self::VERSION, ..s.clamped() })
    }

    /// Settings from a document's text as [`Settings::load`] reads them (a newer version is
    /// refused), without the store: for the fuzzing harness.
    pub fn from_text(text: &str) -> Result<Self, String> {
        document::from_text(text, Self::KIND, |text, _version| Self::parse(text))
    }

    /// The document's text.
    pub fn text(&self) -> Result<String, ron::Error> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
    }

    /// Write settings to the file at `path`, atomically.
    pub fn save_to(&self, path: &Path) -> std::io::Result<()> {
        let (store, name) = Store::for_file(path);
        self.save(&store, &name)
    }

    /// Write settings as the document `name` of `store`.
    pub fn save(&self, store: &Store, name: &str) -> std::io::Result<()> {
        store.write(name, &self.text().map_err(std::io::Error::other)?)
    }

    fn clamped(mut self) -> Self {
        self.music_volume = self.music_volume.min(100);
        self.effects_volume = self.effects_volume.min(100);
        self.ui_scale = self.ui_scale.clamp(Self::UI_SCALES[0], Self::UI_SCALES[Self::UI_SCALES.len() - 1]);
        self.bindings = self.bindings.normalised();
        self
    }
}

/// A settings file chosen instead of the platform's place: insert it before the game's plugins
/// (tests do) and every document of the run lives in its folder; `None` keeps nothing. Without
/// it the store is `PARLOUR_DATA_DIR` or the platform's folder, local storage in the browser.
#[derive(Resource, Debug, Clone)]
pub struct SettingsPath(pub Option<PathBuf>);

/// The document the settings are read from and saved to; `None` keeps nothing.
#[derive(Resource)]
struct SettingsDocument(Option<(Store, String)>);

pub(super) fn plugin(app: &mut App) {
    // The store was made from the settings file's folder (see the module above); here only its
    // name is needed.
    let name = match app.world().get_resource::<SettingsPath>() {
        Some(SettingsPath(Some(path))) => Store::for_file(path).1,
        _ => Settings::FILE.to_string(),
    };
    let store = app.world().resource::<Store>().clone();
    let document = (!store.keeps_nothing()).then_some((store, name));
    let (settings, problem) = match &document {
        Some((store, name)) => Settings::load(store, name),
        None => (Settings::default(), None),
    };
    if let Some(problem) = problem {
        warn!("settings: {problem}");
        app.world_mut()
            .resource_mut::<Messages<Notice>>()
            .write(Notice::problem("notice-settings-broken", problem));
    }
    // The interface speaks the settings' language from the first frame.
    app.insert_resource(Language(settings.lang()));
    app.insert_resource(settings);
    app.insert_resource(SettingsDocument(document));
    app.add_systems(
        Update,
        (save_on_change, apply_window_mode, apply_ui_scale, apply_bindings)
            .run_if(resource_changed::<Settings>),
    );
    app.add_systems(PostUpdate, follow_language.run_if(resource_changed::<Settings>).before(Relabel));
}

/// A language picked in the settings is the interface's from this frame on.
fn follow_language(settings: Res<Settings>, mut language: ResMut<Language>) {
    language.set_if_neq(Language(settings.lang()));
}

fn save_on_change(
    settings: Res<Settings>,
    document: Res<SettingsDocument>,
    mut notices: MessageWriter<Notice>,
) {
    if settings.is_added() {
        return;
    }
    if let Some((store, name)) = &document.0
        && let Err(e) = settings.save(store, name)
    {
        warn!("settings: cannot write {}: {e}", store.location(name));
        notices.write(Notice::problem("notice-settings-unsaved", e));
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

fn apply_ui_scale(settings: Res<Settings>, scale: Option<ResMut<UiScale>>) {
    if let Some(mut scale) = scale {
        let want = settings.ui_scale as f32 / 100.0;
        if scale.0 != want {
            scale.0 = want;
        }
    }
}

/// The player's bindings are the input map's from the frame they change (the first frame too).
fn apply_bindings(settings: Res<Settings>, mut maps: Query<&mut InputMap<MenuAction>, With<MenuControls>>) {
    let want = settings.bindings.input_map();
    for mut map in &mut maps {
        if *map != want {
            *map = want.clone();
        }
    }
}
