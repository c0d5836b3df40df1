//! The loading screen: the game's name and a progress bar while fonts and sounds load.

use crate::assets::LoadingHandles;
use crate::i18n::{Msg, Words};
use crate::state::Screen;
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component)]
struct ProgressFill;

#[derive(Component)]
struct ProgressLabel;

/// The least time the screen stays, so it reads as a screen and not a flicker.
const MIN_SECONDS: f32 = 0.6;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Loading), spawn);
    app.add_systems(
        Update,
        update.run_if(in_state(Screen::Loading)).in_set(crate::state::AppSystems::Update),
    );
}

fn spawn(mut commands: Commands) {
    commands.spawn((
        widget::screen_root("Loading screen"),
        DespawnOnExit(Screen::Loading),
        BackgroundColor(Color::srgb(0.06, 0.045, 0.035)),
        children![
            widget::heading(None, Msg::new("parlour"), 72.0),
            (
                Node {
                    width: px(360),
                    height: px(10),
                    margin: UiRect::top(px(24)),
                    border_radius: BorderRadius::all(px(5)),
                    overflow: Overflow::clip(),
                    ..default()
                },
                BackgroundColor(palette::BAR_BACK),
                children![(
                    ProgressFill,
                    Node { width: percent(0), height: percent(100), ..default() },
                    BackgroundColor(palette::BRASS),
                )],
            ),
            (ProgressLabel, widget::text(None, Msg::new("loading"), 16.0, palette::TEXT_DIM)),
        ],
    ));
}

fn update(
    time: Res<Time>,
    mut elapsed: Local<f32>,
    server: Res<AssetServer>,
    loading: Res<LoadingHandles>,
    mut fill: Query<&mut Node, With<ProgressFill>>,
    mut label: Query<&mut Words, With<ProgressLabel>>,
    mut next: ResMut<NextState<Screen>>,
) {
    *elapsed += time.delta_secs();
    let (done, total) = loading.progress(&server);
    let fraction = if total == 0 { 1.0 } else { done as f32 / total as f32 };
    for mut node in &mut fill {
        node.width = percent(fraction * 100.0);
    }
    for mut text in &mut label {
        text.set_if_neq(Msg::new("loading-progress").with("done", done).with("total", total).into());
    }
    if done == total && *elapsed >= MIN_SECONDS {
        next.set(Screen::Title);
    }
}
