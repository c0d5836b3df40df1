//! The results screen: who won, the scores, and the way back to the title.

use super::Screen;
use crate::assets::Fonts;
use crate::theme::interaction::{Activated, BackRequested, FocusLayer};
use crate::theme::{palette, widget};
use bevy::prelude::*;

/// The last finished match, as the results screen shows it.
#[derive(Resource, Debug, Clone, Default)]
pub struct LastResult {
    pub game: String,
    /// One line per seat: name, score (if the game keeps points), whether it won.
    pub seats: Vec<(String, Option<i32>, bool)>,
    pub reason: String,
}

#[derive(Component)]
struct ToTitle;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastResult>();
    app.add_systems(OnEnter(Screen::Results), spawn);
    app.add_systems(Update, leave.run_if(in_state(Screen::Results)).in_set(crate::AppSystems::Update));
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>, result: Res<LastResult>) {
    let f = Some(&*fonts);
    let winners: Vec<_> = result.seats.iter().filter(|s| s.2).map(|s| s.0.clone()).collect();
    let headline = match winners.len() {
        0 => "A draw".to_string(),
        1 => format!("{} wins", winners[0]),
        _ => format!("{} share the win", winners.join(" and ")),
    };
    commands.spawn((widget::screen_root("Results screen"), DespawnOnExit(Screen::Results))).with_children(
        |root| {
            root.spawn(widget::panel(520.0)).with_children(|panel| {
                panel.spawn((
                    widget::text(f, result.game.clone(), 20.0, palette::TEXT_DIM),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn((
                    widget::heading(f, headline, 56.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn((
                    widget::text(f, result.reason.clone(), 18.0, palette::BRASS_LIGHT),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                for (name, score, won) in &result.seats {
                    panel
                        .spawn(Node {
                            justify_content: JustifyContent::SpaceBetween,
                            padding: UiRect::axes(px(12), px(4)),
                            ..default()
                        })
                        .with_children(|row| {
                            let color = if *won { palette::BRASS_LIGHT } else { palette::TEXT };
                            row.spawn(widget::bold(f, name.clone(), 22.0, color));
                            row.spawn(widget::bold(
                                f,
                                score.map(|s| s.to_string()).unwrap_or_default(),
                                22.0,
                                color,
                            ));
                        });
                }
                panel.spawn((widget::button(f, "Back to title", 0, FocusLayer::SCREEN), ToTitle));
            });
        },
    );
}

fn leave(
    mut activated: MessageReader<Activated>,
    mut back: MessageReader<BackRequested>,
    buttons: Query<(), With<ToTitle>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let pressed = activated.read().any(|a| buttons.contains(a.entity));
    if pressed || back.read().count() > 0 {
        next.set(Screen::Title);
    }
}
