//! Text on a small screen (a phone, either way up): no text smaller than 14 interface pixels,
//! so that captions and details stay readable at arm's length. The sizes come back when the
//! window grows again.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The least text size on a small screen.
pub const SMALL_SCREEN_TEXT: f32 = 14.0;

/// A window this small on either side is a phone's.
const PHONE_SIDE: f32 = 560.0;

/// A text made larger for a small screen: the size it had.
#[derive(Component, Debug, Clone, Copy)]
struct Enlarged(FontSize);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, enlarge.in_set(crate::state::AppSystems::Present));
}

/// Whether a window of `size` logical pixels is a phone's (whatever the interface size).
pub fn small_screen(size: Vec2) -> bool {
    size.x.min(size.y) < PHONE_SIDE
}

fn enlarge(
    mut commands: Commands,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut texts: Query<(Entity, &mut TextFont, Option<&Enlarged>)>,
) {
    let Ok(window) = windows.single() else { return };
    let small = small_screen(window.size());
    for (entity, mut font, enlarged) in &mut texts {
        match enlarged {
            None if small && matches!(font.font_size, FontSize::Px(s) if s < SMALL_SCREEN_TEXT) => {
                commands.entity(entity).insert(Enlarged(font.font_size));
                font.font_size = FontSize::Px(SMALL_SCREEN_TEXT);
            }
            Some(was) if !small => {
                font.font_size = was.0;
                commands.entity(entity).remove::<Enlarged>();
            }
            _ => {}
        }
    }
}
