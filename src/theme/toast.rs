//! Notices shown as a toast at the bottom of the screen for a few seconds, over any screen.

use super::{palette, widget};
use crate::assets::Fonts;
use crate::i18n::Lang;
use crate::notice::Notice;
use crate::state::AppSystems;
use bevy::prelude::*;

#[derive(Component)]
struct Toast {
    timer: Timer,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (show_notices, expire_toasts).in_set(AppSystems::Present));
}

const SHOW_SECONDS: f32 = 6.0;

fn show_notices(mut commands: Commands, mut notices: MessageReader<Notice>, fonts: Option<Res<Fonts>>) {
    for Notice(message) in notices.read() {
        info!("notice: {}", message.text(Lang::En));
        commands.spawn((
            Name::new("Toast"),
            Toast { timer: Timer::from_seconds(SHOW_SECONDS, TimerMode::Once) },
            GlobalZIndex(100),
            Node {
                position_type: PositionType::Absolute,
                bottom: px(24),
                left: percent(15),
                right: percent(15),
                padding: UiRect::axes(px(18), px(10)),
                justify_content: JustifyContent::Center,
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BackgroundColor(palette::TOAST),
            children![widget::text(fonts.as_deref(), message.clone(), 18.0, palette::TEXT)],
        ));
    }
}

fn expire_toasts(mut commands: Commands, time: Res<Time>, mut toasts: Query<(Entity, &mut Toast)>) {
    for (entity, mut toast) in &mut toasts {
        if toast.timer.tick(time.delta()).is_finished() {
            commands.entity(entity).despawn();
        }
    }
}
