//! Panels taller than the window scroll: at a large interface size, or in a long language, a
//! panel keeps within the screen and its content scrolls. The focused widget is scrolled into
//! view as the keyboard or controller moves the focus; the mouse wheel scrolls the panel under
//! the cursor; a panel with nothing to focus (the rules) scrolls with Up and Down.

use super::interaction::{Focus, Focusable};
use crate::input::{MenuAction, MenuControls};
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::ui::ScrollPosition;
use bevy::window::PrimaryWindow;
use leafwing_input_manager::prelude::ActionState;

/// A panel whose content scrolls vertically when it does not fit.
#[derive(Component, Debug, Default, Clone, Copy)]
pub struct Scrolls;

/// Logical pixels a wheel line or an Up/Down press scrolls.
const LINE: f32 = 36.0;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MouseWheel>();
    app.add_systems(
        Update,
        (wheel, arrows, follow_focus, show_more).in_set(crate::state::AppSystems::Present),
    );
}

/// How far `panel` can scroll (logical pixels).
fn room(node: &ComputedNode) -> f32 {
    ((node.content_size.y - node.size.y) * node.inverse_scale_factor).max(0.0)
}

fn scroll_by(position: &mut ScrollPosition, node: &ComputedNode, dy: f32) {
    let y = (position.y + dy).clamp(0.0, room(node));
    if position.y != y {
        position.y = y;
    }
}

fn wheel(
    mut wheel: MessageReader<MouseWheel>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut panels: Query<(&mut ScrollPosition, &ComputedNode, &UiGlobalTransform), With<Scrolls>>,
) {
    let cursor = windows.iter().next().and_then(|w| w.physical_cursor_position());
    for event in wheel.read() {
        let dy = match event.unit {
            MouseScrollUnit::Line => -event.y * LINE,
            MouseScrollUnit::Pixel => -event.y,
        };
        for (mut position, node, at) in &mut panels {
            let rect = Rect::from_center_size(at.affine().translation, node.size);
            if cursor.is_some_and(|c| rect.contains(c)) {
                scroll_by(&mut position, node, dy);
            }
        }
    }
}

/// Up and Down scroll a panel that holds nothing to focus but its closing button.
fn arrows(
    controls: Query<&ActionState<MenuAction>, With<MenuControls>>,
    mut panels: Query<(Entity, &mut ScrollPosition, &ComputedNode), With<Scrolls>>,
    focusables: Query<(), With<Focusable>>,
    children: Query<&Children>,
) {
    let Ok(state) = controls.single() else { return };
    let dy = if state.pressed(&MenuAction::Down) {
        1.0
    } else if state.pressed(&MenuAction::Up) {
        -1.0
    } else {
        return;
    };
    for (panel, mut position, node) in &mut panels {
        let focusable = children.iter_descendants(panel).filter(|d| focusables.contains(*d)).count();
        if focusable <= 1 {
            // Held, it scrolls smoothly: a line every ~6 frames.
            scroll_by(&mut position, node, dy * LINE / 6.0);
        }
    }
}

/// A panel's top or bottom edge is brass while there is more to see that way.
fn show_more(mut panels: Query<(&ScrollPosition, &ComputedNode, &mut BorderColor), With<Scrolls>>) {
    for (position, node, mut border) in &mut panels {
        let room = room(node);
        let edge = |more: bool| if more { super::palette::BRASS } else { super::palette::BUTTON_BORDER };
        let (top, bottom) = (edge(position.y > 0.5), edge(position.y < room - 0.5));
        if border.top != top || border.bottom != bottom {
            border.top = top;
            border.bottom = bottom;
        }
    }
}

/// Bring a newly focused widget into its panel's visible part, once per focus: after that the
/// wheel and the arrows may scroll it out of view again.
fn follow_focus(
    focus: Res<Focus>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform)>,
    parents: Query<&ChildOf>,
    mut panels: Query<(&mut ScrollPosition, &ComputedNode, &UiGlobalTransform), With<Scrolls>>,
    mut followed: Local<Option<Entity>>,
) {
    let Some(focused) = focus.0 else { return };
    if *followed == Some(focused) {
        return;
    }
    let Ok((node, at)) = nodes.get(focused) else { return };
    let Some(panel) = parents.iter_ancestors(focused).find(|a| panels.contains(*a)) else { return };
    let Ok((mut position, panel_node, panel_at)) = panels.get_mut(panel) else { return };
    if node.size == Vec2::ZERO || panel_node.size == Vec2::ZERO {
        return;
    }
    let item = Rect::from_center_size(at.affine().translation, node.size);
    let view = Rect::from_center_size(panel_at.affine().translation, panel_node.size);
    // A margin so the focus ring and a neighbour show.
    let margin = 16.0 / panel_node.inverse_scale_factor;
    let below = item.max.y + margin - view.max.y;
    let above = view.min.y - (item.min.y - margin);
    let dy = if below > 0.5 {
        below
    } else if above > 0.5 {
        -above
    } else {
        // In view (after this frame's scroll, or from the start): done with this focus.
        *followed = Some(focused);
        return;
    };
    scroll_by(&mut position, panel_node, dy * panel_node.inverse_scale_factor);
}
