//! Languages: every word a player reads comes from the Fluent message files under
//! `assets/i18n/<lang>/`, in the language of the settings (the system's until the player picks
//! one). Texts hold their message (`Words`) and are re-labelled in the frame the language changes.

mod keys;
mod lang;
mod message;

pub use keys::{GLOBAL_ARGS, Keys, name as binding_name};
pub use lang::{Entry, Lang};
pub use message::{Arg, Msg, Words, and_list};

use crate::input::{LastDevice, MenuAction, MenuControls};
use bevy::prelude::*;
use leafwing_input_manager::prelude::InputMap;

/// The language of the interface now: the system's until the settings name one (the settings
/// keep it up to date).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Deref)]
pub struct Language(pub Lang);

impl Default for Language {
    fn default() -> Self {
        Language(Lang::system())
    }
}

/// Re-labels texts after `Update`, before the interface is laid out.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Relabel;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Language>();
    app.configure_sets(PostUpdate, Relabel.before(bevy::ui::UiSystems::Prepare));
    app.add_systems(PostUpdate, relabel.in_set(Relabel));
}

/// Re-label the texts whose words changed, and every message when the language, the device
/// used last or the bindings change (hints name the player's keys).
fn relabel(
    language: Res<Language>,
    device: Option<Res<LastDevice>>,
    maps: Query<Ref<InputMap<MenuAction>>, With<MenuControls>>,
    mut texts: Query<(Ref<Words>, &mut Text)>,
) {
    let map = maps.single().ok();
    let keys_changed =
        device.as_ref().is_some_and(|d| d.is_changed()) || map.as_ref().is_some_and(|m| m.is_changed());
    let device = device.map_or(LastDevice::Keyboard, |d| *d);
    let mut keys = None;
    for (words, mut text) in &mut texts {
        // Plain words are only written when they change: systems that write such a text
        // directly keep what they wrote across a change of language.
        let relabel = matches!(*words, Words::Msg(_)) && (language.is_changed() || keys_changed);
        if !(relabel || words.is_changed()) {
            continue;
        }
        let keys = keys.get_or_insert_with(|| match &map {
            Some(map) => Keys::of(map, device),
            None => Keys::defaults(device).clone(),
        });
        let now = words.text_for(language.0, keys);
        if text.0 != now {
            text.0 = now;
        }
    }
}
