//! The results screen: beside the final position, still on the table with its scoring lines lit,
//! who won, the scores, and the ways on: Rematch (same seats and variant, a new seed) or back to
//! the title.

use crate::assets::Fonts;
use crate::games::catalogue;
use crate::games::ending::LastResult;
use crate::games::seats::MatchSetup;
use crate::i18n::{Language, Msg};
use crate::state::Screen;
use crate::table::camera::CameraGoal;
use crate::theme::interaction::{Activated, BackRequested, FocusLayer};
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultsButton {
    Rematch,
    ToTitle,
}

/// How far the camera moves right for the results, so the final position shows beside the panel.
const RESULTS_SHIFT: Vec3 = Vec3::new(2.0, 0.8, 0.4);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastResult>();
    app.add_systems(
        OnEnter(Screen::Results),
        (spawn, |mut camera: ResMut<CameraGoal>| {
            camera.eye += RESULTS_SHIFT;
            camera.target += RESULTS_SHIFT * Vec3::new(1.0, 0.0, 0.0);
        }),
    );
    app.add_systems(Update, leave.run_if(in_state(Screen::Results)).in_set(crate::state::AppSystems::Update));
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>, result: Res<LastResult>, language: Res<Language>) {
    let f = Some(&*fonts);
    let headline = result.headline.clone();
    let long = headline.text(language.0).chars().count() > 18;
    // The panel stands at the right, so the final position stays in view on the left.
    commands
        .spawn((
            Name::new("Results screen"),
            DespawnOnExit(Screen::Results),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::FlexEnd,
                justify_content: JustifyContent::Center,
                padding: UiRect { right: px(28), top: px(12), bottom: px(52), ..default() },
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|root| {
            root.spawn(widget::panel(430.0)).with_children(|panel| {
                panel.spawn((
                    widget::text(f, result.game.clone(), 18.0, palette::TEXT_DIM),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn((
                    widget::heading(f, headline, if long { 36.0 } else { 48.0 }),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                panel.spawn((
                    widget::text(f, result.reason.clone(), 17.0, palette::BRASS_LIGHT),
                    Node { align_self: AlignSelf::Center, margin: UiRect::bottom(px(6)), ..default() },
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
                            let name = if *won {
                                Msg::new("result-winner").with("name", name.clone())
                            } else {
                                name.clone()
                            };
                            row.spawn(widget::bold(f, name, 21.0, color));
                            row.spawn(widget::bold(
                                f,
                                score.map(|s| s.to_string()).unwrap_or_default(),
                                21.0,
                                color,
                            ));
                        });
                }
                for line in &result.details {
                    panel.spawn((
                        widget::text(f, line.clone(), 14.0, palette::TEXT_DIM),
                        Node { margin: UiRect::horizontal(px(12)), ..default() },
                    ));
                }
                panel.spawn(Node { height: px(6), ..default() });
                if result.rematch.is_some() {
                    panel.spawn((
                        widget::button(f, Msg::new("results-rematch"), 0, FocusLayer::SCREEN),
                        ResultsButton::Rematch,
                    ));
                }
                panel.spawn((
                    widget::button(f, Msg::new("results-to-title"), 1, FocusLayer::SCREEN),
                    ResultsButton::ToTitle,
                ));
            });
        });
}

fn leave(
    mut activated: MessageReader<Activated>,
    mut back: MessageReader<BackRequested>,
    buttons: Query<&ResultsButton>,
    result: Res<LastResult>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut online: Option<ResMut<crate::games::online::Online>>,
) {
    for a in activated.read() {
        match buttons.get(a.entity) {
            Ok(ResultsButton::Rematch) if a.step == 0 => {
                // Online, the server starts it in the same room, for every screen still there.
                if let Some(o) = online.as_mut() {
                    o.rematch = true;
                    continue;
                }
                let Some(r) = &result.rematch else { continue };
                let Some(game) = catalogue::game(r.game) else { continue };
                *setup = MatchSetup {
                    game: game.id,
                    seats: r.seats.clone(),
                    variant: game.variants.iter().position(|v| *v == r.variant).unwrap_or(0),
                    lesson: false,
                };
                next.set(Screen::Playing);
            }
            Ok(ResultsButton::ToTitle) if a.step == 0 => next.set(Screen::Title),
            _ => {}
        }
    }
    if back.read().count() > 0 {
        next.set(Screen::Title);
    }
}
