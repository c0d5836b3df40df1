//! The `fit` step of a script: every text on screen must lie inside the window and inside the
//! panel it is drawn on (its nearest ancestor with a background), at the language and interface
//! size of the moment. A text in a scrolling panel may be scrolled out of view (up or down), not
//! out of its sides; the scrolling panel itself must lie inside the window. On a phone, panels
//! that stand on their own (no panel under them) must not overlap one another, and no text may
//! be smaller than 14 px. Each text that spills is named with its words and how far it spills.

use crate::theme::legible::{SMALL_SCREEN_TEXT, small_screen};
use crate::theme::scroll::Scrolls;
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::window::PrimaryWindow;

/// Pixels a text may pass its panel's edge by (rounding of the layout).
const SLACK: f32 = 1.5;

/// The rectangle a UI node covers, in physical pixels.
fn rect(node: &ComputedNode, at: &UiGlobalTransform) -> Rect {
    Rect::from_center_size(at.affine().translation, node.size)
}

/// The texts that spill out of their panel or the window, as lines to report.
pub fn spills(world: &mut World) -> Vec<String> {
    let window = world
        .query_filtered::<&Window, With<PrimaryWindow>>()
        .iter(world)
        .next()
        .map(|w| Rect::new(0.0, 0.0, w.physical_width() as f32, w.physical_height() as f32));
    let mut panels =
        world.query::<(&ComputedNode, &UiGlobalTransform, &BackgroundColor, &InheritedVisibility)>();
    let mut parents = world.query::<&ChildOf>();
    let mut scrolling = world.query_filtered::<(&ComputedNode, &UiGlobalTransform), With<Scrolls>>();
    let mut texts = world.query::<(
        Entity,
        &Text,
        &ComputedNode,
        &UiGlobalTransform,
        &TextLayoutInfo,
        &InheritedVisibility,
        &TextFont,
    )>();
    let mut found = Vec::new();
    let small = world
        .query_filtered::<&Window, With<PrimaryWindow>>()
        .iter(world)
        .next()
        .is_some_and(|w| small_screen(w.size()));
    for (entity, text, node, at, layout, visible, font) in texts.iter(world) {
        if text.0.trim().is_empty() || !visible.get() || node.size == Vec2::ZERO {
            continue;
        }
        if small && matches!(font.font_size, FontSize::Px(s) if s < SMALL_SCREEN_TEXT) {
            found.push(format!("{:?} is smaller than {SMALL_SCREEN_TEXT} px on a small screen", text.0));
        }
        let mut own = rect(node, at);
        // The laid-out glyphs, where they are wider than the node (a word too long to wrap).
        let glyphs = Rect::from_center_size(own.center(), layout.size.max(Vec2::ZERO));
        own = own.union(glyphs);
        let mut within = Vec::new();
        if let Some(w) = window {
            within.push(("the window", w));
        }
        // One walk up: whether a scrolling panel holds the text, and the nearest panel.
        let mut scrolled = false;
        let mut panel = None;
        let mut up = entity;
        while let Ok(parent) = parents.get(world, up).map(ChildOf::parent) {
            up = parent;
            scrolled |= scrolling.get(world, up).is_ok();
            if panel.is_none()
                && let Ok((n, t, bg, v)) = panels.get(world, up)
                && bg.0.alpha() > 0.05
                && v.get()
                && n.size != Vec2::ZERO
            {
                panel = Some(rect(n, t));
            }
        }
        within.extend(panel.map(|p| ("its panel", p)));
        for (what, outer) in within {
            let mut over = (outer.min - own.min).max(own.max - outer.max).max(Vec2::ZERO);
            if scrolled {
                over.y = 0.0;
            }
            if over.x > SLACK || over.y > SLACK {
                found.push(format!("{:?} spills out of {what} by {:.0}×{:.0} px", text.0, over.x, over.y));
            }
        }
    }
    // On a phone, the panels that stand on their own, less those that cover the window (a menu's
    // shade). (A desktop at a large interface size lets the banner pass over the turn panel.)
    let mut alone = Vec::new();
    let mut names = world.query::<&Name>();
    for (entity, node, at, bg, visible) in world
        .query::<(Entity, &ComputedNode, &UiGlobalTransform, &BackgroundColor, &InheritedVisibility)>()
        .iter(world)
    {
        if !small || bg.0.alpha() <= 0.05 || !visible.get() || node.size == Vec2::ZERO {
            continue;
        }
        let r = rect(node, at);
        if window.is_some_and(|w| r.width() * r.height() > 0.8 * w.width() * w.height()) {
            continue;
        }
        let mut up = entity;
        let mut under = false;
        // Named by itself or its nearest named ancestor.
        let mut name = names.get(world, entity).ok().map(|n| n.to_string());
        while let Ok(parent) = parents.get(world, up).map(ChildOf::parent) {
            up = parent;
            if name.is_none() {
                name = names.get(world, up).ok().map(|n| n.to_string());
            }
            under |= panels.get(world, up).is_ok_and(|(n, t, bg, v)| {
                bg.0.alpha() > 0.05
                    && v.get()
                    && n.size != Vec2::ZERO
                    && window.is_none_or(|w| {
                        let p = rect(n, t);
                        p.width() * p.height() <= 0.8 * w.width() * w.height()
                    })
            });
        }
        if !under {
            alone.push((name.unwrap_or_else(|| entity.to_string()), r));
        }
    }
    for (i, (a, ra)) in alone.iter().enumerate() {
        for (b, rb) in &alone[i + 1..] {
            let both = ra.intersect(*rb);
            if both.width() > SLACK && both.height() > SLACK {
                found.push(format!(
                    "two panels overlap by {:.0}×{:.0} px ({a} and {b})",
                    both.width(),
                    both.height()
                ));
            }
        }
    }
    found.extend(scrolls_with_room(world));
    if let Some(w) = window {
        for (node, at) in scrolling.iter(world) {
            let panel = rect(node, at);
            let over = (w.min - panel.min).max(panel.max - w.max).max(Vec2::ZERO);
            if node.size != Vec2::ZERO && (over.x > SLACK || over.y > SLACK) {
                found.push(format!(
                    "a scrolling panel spills out of the window by {:.0}×{:.0} px",
                    over.x, over.y
                ));
            }
        }
    }
    found
}

/// How much room a column may leave unused before a scrolling panel in it counts as scrolling
/// for nothing, in physical pixels: margins outside the children's span, and rounding.
const ROOM_SLACK: f32 = 40.0;

/// Scrolling panels that have more to show while the column they stand in has room left: the
/// panel came out shorter than the room it has (its texts measured at another width than they
/// are drawn at), so controls are out of sight for nothing.
fn scrolls_with_room(world: &mut World) -> Vec<String> {
    let mut found = Vec::new();
    let mut scrolling =
        world.query_filtered::<(Entity, &ComputedNode, &InheritedVisibility), With<Scrolls>>();
    let mut parents = world.query::<&ChildOf>();
    let mut children = world.query::<&Children>();
    let mut nodes = world.query::<(&ComputedNode, &UiGlobalTransform)>();
    for (entity, node, visible) in scrolling.iter(world) {
        if !visible.get() || node.size == Vec2::ZERO || node.content_size.y <= node.size.y + SLACK {
            continue;
        }
        let Ok(column) = parents.get(world, entity).map(ChildOf::parent) else { continue };
        let Ok((outer, _)) = nodes.get(world, column) else { continue };
        let room = outer.content_box().height();
        // The span of the column's children, gaps and margins between them included.
        let (mut top, mut bottom) = (f32::MAX, f32::MIN);
        for &child in children.get(world, column).into_iter().flatten() {
            if let Ok((n, at)) = nodes.get(world, child)
                && n.size != Vec2::ZERO
            {
                let r = rect(n, at);
                top = top.min(r.min.y);
                bottom = bottom.max(r.max.y);
            }
        }
        let unused = room - (bottom - top);
        if unused > ROOM_SLACK {
            found.push(format!(
                "a panel scrolls ({:.0} px more to see) while its column leaves {unused:.0} px unused",
                node.content_size.y - node.size.y
            ));
        }
    }
    found
}
