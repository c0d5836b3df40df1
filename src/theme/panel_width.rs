//! A panel's width as a length that fits the column it stands in, not a percentage that clamps
//! it: the layout measures a column's wrapped texts at the width a node asks for, before a
//! percentage `max_width` narrows it, so a clamped panel came out too short for its texts and
//! scrolled (on a phone, the setup's Variant row and its buttons were out of sight below the
//! fold).

use bevy::prelude::*;

/// The widest a panel is; in a narrower column, the column's width.
#[derive(Component)]
pub struct PanelWidth(pub f32);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, fit_panels);
}

/// Each panel's width from its column's content box as last laid out (a resize shows one frame
/// later); a column not laid out yet (or a headless app, which lays out nothing) leaves it be.
fn fit_panels(mut panels: Query<(&PanelWidth, &ChildOf, &mut Node)>, columns: Query<&ComputedNode>) {
    for (widest, column, mut node) in &mut panels {
        let Ok(column) = columns.get(column.parent()) else { continue };
        let room = column.content_box().width() * column.inverse_scale_factor();
        if room <= 0.0 {
            continue;
        }
        let width = px(widest.0.min(room));
        if node.width != width {
            node.width = width;
        }
    }
}
