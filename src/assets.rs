//! The files the game loads at start: fonts and sounds. The loading screen waits on them and
//! shows the progress; an asset that fails to load is reported and the game goes on without it.
//! In the browser the music and the table's effects are not among them: they are downloads the
//! title does not need, so they are asked for once the title has been up a while (the music
//! starts when it has arrived).

use crate::audio::sfx::{Sfx, Sounds};
use crate::i18n::Msg;
use crate::notice::Notice;
use bevy::asset::{LoadState, UntypedHandle};
use bevy::prelude::*;
use bevy_kira_audio::AudioSource;

/// The interface's body font; every copy of the assets has it (start-up checks for it).
pub const BODY_FONT: &str = "fonts/Lato-Regular.ttf";

/// The music loop, which the audio plugin starts once it has loaded.
pub const MUSIC: &str = "audio/music_parlour.ogg";

/// Fonts of the interface: EB Garamond for titles, Lato for everything else.
#[derive(Resource, Clone)]
pub struct Fonts {
    pub title: Handle<Font>,
    pub body: Handle<Font>,
    pub bold: Handle<Font>,
}

/// Every handle the loading screen waits for.
#[derive(Resource, Default)]
pub struct LoadingHandles {
    handles: Vec<(String, UntypedHandle)>,
    reported: Vec<String>,
}

impl LoadingHandles {
    /// `(done, total)`: an asset counts as done once loaded or failed.
    pub fn progress(&self, server: &AssetServer) -> (usize, usize) {
        let done = self
            .handles
            .iter()
            .filter(|(_, h)| {
                server.is_loaded_with_dependencies(h.id())
                    || matches!(server.load_state(h.id()), LoadState::Failed(_))
            })
            .count();
        (done, self.handles.len())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LoadingHandles>();
    app.add_systems(Startup, start_loading);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Update, load_after_title.run_if(later_sounds_due));
    app.add_systems(Update, report_failures);
}

fn start_loading(mut commands: Commands, server: Res<AssetServer>, mut loading: ResMut<LoadingHandles>) {
    let mut track = |path: &str, h: UntypedHandle| loading.handles.push((path.to_string(), h));
    let fonts = Fonts {
        title: server.load("fonts/ParlourSerif-Regular.otf"),
        body: server.load(BODY_FONT),
        bold: server.load("fonts/Lato-Bold.ttf"),
    };
    track("fonts/ParlourSerif-Regular.otf", fonts.title.clone().untyped());
    track(BODY_FONT, fonts.body.clone().untyped());
    track("fonts/Lato-Bold.ttf", fonts.bold.clone().untyped());
    let mut sounds = Sounds::default();
    if cfg!(not(target_arch = "wasm32")) {
        sounds.music = server.load(MUSIC);
        track(MUSIC, sounds.music.clone().untyped());
    }
    // In the browser the title waits only for the menus' effects; the table's come after it.
    for sfx in Sfx::ALL.into_iter().filter(|s| cfg!(not(target_arch = "wasm32")) || s.menu()) {
        load_effect(&server, sfx, &mut sounds, &mut loading);
    }
    commands.insert_resource(fonts);
    commands.insert_resource(sounds);
}

/// An effect's files, asked for and tracked.
fn load_effect(server: &AssetServer, sfx: Sfx, sounds: &mut Sounds, loading: &mut LoadingHandles) {
    let handles: Vec<Handle<AudioSource>> = sfx.files().iter().map(|f| server.load(*f)).collect();
    for (f, h) in sfx.files().iter().zip(&handles) {
        loading.handles.push((f.to_string(), h.clone().untyped()));
    }
    sounds.effects.push((sfx, handles));
}

/// Seconds on the title before the music and the table's effects are asked for, unless the
/// player leaves it sooner: the sound library decodes each sound whole on the page's one thread
/// when it arrives, and the title's first frames come first.
#[cfg(target_arch = "wasm32")]
const TITLE_SECONDS_BEFORE_LATER_SOUNDS: f32 = 3.0;

/// True once: when the title has been up TITLE_SECONDS_BEFORE_LATER_SOUNDS (real time), or at
/// the first screen after it.
#[cfg(target_arch = "wasm32")]
fn later_sounds_due(
    screen: Option<Res<State<crate::state::Screen>>>,
    time: Res<Time<Real>>,
    mut since: Local<Option<std::time::Duration>>,
    mut done: Local<bool>,
) -> bool {
    use crate::state::Screen;
    let Some(screen) = screen else { return false };
    if *done || *screen.get() == Screen::Loading {
        return false;
    }
    let since = *since.get_or_insert(time.elapsed());
    let due = *screen.get() != Screen::Title
        || (time.elapsed() - since).as_secs_f32() >= TITLE_SECONDS_BEFORE_LATER_SOUNDS;
    *done = due;
    due
}

/// The browser's music and the table's effects, asked for once the title has been up a while; the
/// audio plugin starts the music when it has arrived. They are tracked like the others only so
/// that a failure is reported.
#[cfg(target_arch = "wasm32")]
fn load_after_title(
    server: Res<AssetServer>,
    mut sounds: ResMut<Sounds>,
    mut loading: ResMut<LoadingHandles>,
) {
    sounds.music = server.load(MUSIC);
    loading.handles.push((MUSIC.to_string(), sounds.music.clone().untyped()));
    for sfx in Sfx::ALL.into_iter().filter(|s| !s.menu()) {
        load_effect(&server, sfx, &mut sounds, &mut loading);
    }
}

fn report_failures(
    server: Res<AssetServer>,
    mut loading: ResMut<LoadingHandles>,
    mut notices: MessageWriter<Notice>,
) {
    let LoadingHandles { handles, reported } = &mut *loading;
    for (path, handle) in handles.iter() {
        if let LoadState::Failed(err) = server.load_state(handle.id())
            && !reported.contains(path)
        {
            error!("asset {path}: {err}");
            let what = short_reason(&err.to_string()).to_string();
            notices.write(Notice(
                Msg::new("notice-asset-failed").with("path", path.to_string()).with("what", what),
            ));
            reported.push(path.clone());
        }
    }
}

/// What went wrong with a file, for the player: the loader's first line, without the asset
/// server's preamble (the file is already named) or the backtrace that follows it.
fn short_reason(err: &str) -> &str {
    let line = err.lines().next().unwrap_or(err);
    line.rfind("': ").map_or(line, |i| &line[i + 3..])
}
