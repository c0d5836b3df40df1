//! Short messages for the player ("Settings file was broken…"): any part of the game sends a
//! [`Notice`]; the theme shows it as a toast (`theme/toast.rs`).

use crate::i18n::Msg;
use bevy::prelude::*;

/// A message to show the player.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Notice(pub Msg);

impl Notice {
    /// The notice `id` whose one argument, `what`, says what went wrong (an error's own text).
    pub fn problem(id: &'static str, what: impl std::fmt::Display) -> Self {
        Notice(Msg::new(id).with("what", what.to_string()))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Notice>();
}
