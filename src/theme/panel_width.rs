//! A panel's width as a length that fits the window, not a percentage that clamps it: the
//! layout measures a column's wrapped texts at the width a node asks for, before a percentage
//! `max_width` narrows it, so a clamped panel came out too short for its texts and scrolled (on
//! a phone, the setup's Variant row and its buttons were out of sight below the fold).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The widest a panel is; in a narrower window, the window's width.
#[derive(Component)]
pub struct PanelWidth(pub f32);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, fit_panels);
}

fn fit_panels(
    windows: Query<&Window, With<PrimaryWindow>>,
    // Absent in a headless app, which has no interface to lay out.
    scale: Option<Res<UiScale>>,
    mut panels: Query<(&PanelWidth, &mut Node)>,
) {
    let Ok(window) = windows.single() else { return };
    let room = window.width() / scale.map_or(1.0, |s| s.0);
    for (widest, mut node) in &mut panels {
        let width = px(widest.0.min(room));
        if node.width != width {
            node.width = width;
        }
    }
}
