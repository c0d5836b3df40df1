//! Sound: a music channel and an effects channel, with volumes from the settings. Without a
//! sound device bevy_kira_audio logs one warning and never plays, but it keeps every play it is
//! asked for in its channel's queue, so the queue would grow for as long as the game runs: the
//! music's start tells whether sound comes out ([`SoundOutput`]), and without a device no more
//! sounds are asked for.

pub mod sfx;

use crate::persistence::settings::Settings;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
use rand::Rng;
use sfx::{Sfx, Sounds};

/// The music channel.
#[derive(Resource)]
pub struct Music;

/// The sound effects channel.
#[derive(Resource)]
pub struct Effects;

/// Ask for a sound effect: `PlaySfx(Sfx::TokenPlace)`.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlaySfx(pub Sfx);

/// Whether the music loop has been started.
#[derive(Resource, Default)]
struct MusicStarted(bool);

/// Whether sounds reach a device: a play that is still waiting in the channel's queue this long
/// after its sound loaded never will.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub enum SoundOutput {
    #[default]
    Unknown,
    /// The music was asked for at this time (seconds since start).
    Probing(Handle<AudioInstance>, f32),
    Working,
    Missing,
}

const PROBE_SECONDS: f32 = 2.0;

/// The sound output itself (bevy_kira_audio).
pub fn output_plugin(app: &mut App) {
    app.add_plugins(AudioPlugin);
}

pub(super) fn plugin(app: &mut App) {
    if !app.is_plugin_added::<AudioPlugin>() {
        app.add_plugins(AudioPlugin);
    }
    app.add_audio_channel::<Music>().add_audio_channel::<Effects>();
    app.add_message::<PlaySfx>();
    app.init_resource::<MusicStarted>().init_resource::<SoundOutput>();
    app.add_systems(
        Update,
        (apply_volumes.run_if(resource_changed::<Settings>), start_music, probe_output, play_effects)
            .chain()
            .in_set(crate::state::AppSystems::Present),
    );
}

/// 0–100 to decibels: a perceptual curve, 0 is silence.
pub fn volume_db(percent: u8) -> Decibels {
    if percent == 0 {
        Decibels::SILENCE
    } else {
        let amplitude = (percent as f32 / 100.0).powi(2);
        Decibels(20.0 * amplitude.log10())
    }
}

fn apply_volumes(
    settings: Res<Settings>,
    music: Res<AudioChannel<Music>>,
    effects: Res<AudioChannel<Effects>>,
) {
    music.set_volume(volume_db(settings.music_volume));
    effects.set_volume(volume_db(settings.effects_volume));
}

fn start_music(
    mut started: ResMut<MusicStarted>,
    sounds: Option<Res<Sounds>>,
    server: Res<AssetServer>,
    music: Res<AudioChannel<Music>>,
    time: Res<Time>,
    mut output: ResMut<SoundOutput>,
) {
    let Some(sounds) = sounds else { return };
    if started.0 || !server.is_loaded_with_dependencies(sounds.music.id()) {
        return;
    }
    started.0 = true;
    let handle = music
        .play(sounds.music.clone())
        .looped()
        .fade_in(AudioTween::linear(std::time::Duration::from_secs(3)))
        .handle();
    *output = SoundOutput::Probing(handle, time.elapsed_secs());
}

/// The music leaves the queue at once when there is a device; if it is still queued after
/// [`PROBE_SECONDS`] there is none.
fn probe_output(mut output: ResMut<SoundOutput>, music: Res<AudioChannel<Music>>, time: Res<Time>) {
    let SoundOutput::Probing(handle, since) = &*output else { return };
    if music.state(handle) != PlaybackState::Queued {
        *output = SoundOutput::Working;
    } else if time.elapsed_secs() - since > PROBE_SECONDS {
        // (Stopping the channel would only queue one more command.)
        warn!("audio: no sound device, the game plays silently");
        *output = SoundOutput::Missing;
    }
}

fn play_effects(
    mut requests: MessageReader<PlaySfx>,
    sounds: Option<Res<Sounds>>,
    effects: Res<AudioChannel<Effects>>,
    output: Res<SoundOutput>,
) {
    let Some(sounds) = sounds.filter(|_| *output != SoundOutput::Missing) else {
        requests.clear();
        return;
    };
    let mut rng = rand::rng();
    for PlaySfx(sfx) in requests.read() {
        let variants = sounds.effect(*sfx);
        if variants.is_empty() {
            continue;
        }
        let pick = &variants[rng.random_range(0..variants.len())];
        // A slight random pitch keeps repeated effects from sounding mechanical.
        effects.play(pick.clone()).with_playback_rate(rng.random_range(0.96..1.04));
    }
}
