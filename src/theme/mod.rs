//! The look of the interface: colours, widgets, and focus with its keyboard/controller navigation.

use bevy::prelude::*;

pub mod interaction;
pub mod legible;
pub mod palette;
pub mod panel_width;
pub mod prompts;
pub mod scroll;
pub mod text_field;
pub mod toast;
pub mod widget;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        interaction::plugin,
        legible::plugin,
        panel_width::plugin,
        prompts::plugin,
        scroll::plugin,
        text_field::plugin,
        toast::plugin,
    ));
}
