//! The rules panel, opened from the pause menu: the rules of the variant on the table, as the
//! game on the table describes them (`RulesText`).

use crate::assets::Fonts;
use crate::games::view::RulesText;
use crate::i18n::Msg;
use crate::state::Menu;
use crate::theme::interaction::{Activated, BackRequested, FocusLayer};
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component)]
struct CloseRules;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesText>();
    app.add_systems(OnEnter(Menu::Rules), spawn);
    app.add_systems(Update, close.run_if(in_state(Menu::Rules)).in_set(crate::state::AppSystems::Update));
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>, rules: Res<RulesText>) {
    let f = Some(&*fonts);
    commands
        .spawn((
            widget::screen_root("Rules panel"),
            DespawnOnExit(Menu::Rules),
            BackgroundColor(palette::SCRIM),
            GlobalZIndex(10),
        ))
        .with_children(|root| {
            root.spawn(widget::panel(820.0)).with_children(|panel| {
                panel.spawn((
                    widget::heading(f, rules.title.clone(), 40.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                for (heading, body) in &rules.sections {
                    panel
                        .spawn(Node { flex_direction: FlexDirection::Column, row_gap: px(2), ..default() })
                        .with_children(|s| {
                            s.spawn(widget::bold(f, heading.clone(), 17.0, palette::BRASS_LIGHT));
                            s.spawn(widget::text(f, body.clone(), 15.0, palette::TEXT));
                        });
                }
                panel.spawn((widget::button(f, Msg::new("menu-back"), 0, FocusLayer::MENU), CloseRules));
            });
        });
}

fn close(
    mut activated: MessageReader<Activated>,
    mut back: MessageReader<BackRequested>,
    buttons: Query<(), With<CloseRules>>,
    mut next: ResMut<NextState<Menu>>,
) {
    let pressed = activated.read().any(|a| buttons.contains(a.entity));
    if pressed || back.read().count() > 0 {
        next.set(Menu::Pause);
    }
}
