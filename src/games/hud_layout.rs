//! The table for the window's shape. A wide window (a desktop, a 1024×768 tablet) keeps the HUD
//! in its corners around the board. A tall one (a phone upright) folds the scoreboard and the
//! turn panel under the board, the scoreboard's seats two to a line; a short one (a phone on its
//! side) puts the scoreboard on the left and the turn panel on the right, the board between. On a
//! phone the log stays hidden (the banner says each thing as it happens). The board is drawn in
//! the room the panels leave: the camera's view is shifted to that room's centre and widened
//! until the board fits its width ([`SubCameraView`]). Upright, the camera looks straight at
//! what its goal puts across a phone (the board, or the dice tray while they roll), which fills
//! the room's width less the panels' gap and stands on the panels; what lies beside it on a wide
//! table (reserves, the tray) is left out, as a phone's board games do.

use super::hud::{HudPart, ScoreboardHead, SeatRow};
use super::lesson_panel::LessonPanel;
use super::table_buttons::TableButtons;
use crate::state::Screen;
use crate::table::camera::{Aim, TableCamera};
use bevy::camera::SubCameraView;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use std::f32::consts::FRAC_PI_4;

/// The shape of the window, from its size in logical pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Wide,
    Tall,
    Short,
}

impl Shape {
    pub fn of(size: Vec2) -> Self {
        if size.y > size.x {
            Shape::Tall
        } else if size.y < 560.0 || size.x < 900.0 {
            Shape::Short
        } else {
            Shape::Wide
        }
    }
}

/// The gap around the panels on a phone.
const GAP: f32 = 8.0;
/// The scoreboard's and the turn panel's widths on a phone on its side.
const SIDE_SCOREBOARD: f32 = 236.0;
const SIDE_PANEL: f32 = 300.0;
/// Below the table's buttons: where a phone's banner starts.
const BELOW_BUTTONS: f32 = 66.0;
/// The table buttons' lower edge.
const BUTTONS_BOTTOM: f32 = 60.0;
/// The narrowest room (width over height) that shows a game whole at the camera's own angle
/// (Morpyam's board, tokens and dice tray).
const BOARD_ASPECT: f32 = 1.35;
/// The window the table was framed for (1280×720).
const DESKTOP_ASPECT: f32 = 16.0 / 9.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (place_hud, aim_camera)
            .chain()
            .run_if(in_state(Screen::Playing))
            .after(crate::state::AppSystems::Present)
            .before(bevy::ui::UiSystems::Prepare),
    );
    app.add_systems(OnExit(Screen::Playing), whole_view);
}

/// The window's size in interface pixels (what `px()` counts), and that unit in physical pixels.
fn interface_size(window: &Window, scale: Option<&UiScale>) -> (Vec2, f32) {
    let unit = window.scale_factor() * scale.map_or(1.0, |s| s.0);
    (window.physical_size().as_vec2() / unit, unit)
}

/// Change a node only when the change means something, so that the layout is not redone every
/// frame.
fn put(node: &mut Mut<Node>, edit: impl FnOnce(&mut Node)) {
    let mut want = node.clone();
    edit(&mut want);
    if **node != want {
        **node = want;
    }
}

/// The room left to the board, in interface pixels: (left, top, width, height).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
struct BoardRoom(Rect);

#[allow(clippy::type_complexity)]
fn place_hud(
    mut commands: Commands,
    windows: Query<&Window, With<PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    mut parts: Query<(&HudPart, &mut Node, &ComputedNode), (Without<SeatRow>, Without<ScoreboardHead>)>,
    mut seats: Query<&mut Node, (With<SeatRow>, Without<HudPart>, Without<ScoreboardHead>)>,
    mut heads: Query<&mut Node, (With<ScoreboardHead>, Without<HudPart>, Without<SeatRow>)>,
    mut buttons: Query<
        &mut Node,
        (With<TableButtons>, Without<HudPart>, Without<SeatRow>, Without<ScoreboardHead>),
    >,
    mut lessons: Query<
        (&mut Node, &ComputedNode),
        (
            With<LessonPanel>,
            Without<TableButtons>,
            Without<HudPart>,
            Without<SeatRow>,
            Without<ScoreboardHead>,
        ),
    >,
) {
    let Ok(window) = windows.single() else { return };
    let (size, _) = interface_size(window, scale.as_deref());
    // The window's own size says what it is (a desktop at a large interface size stays one).
    let shape = Shape::of(window.size());
    // The panels' heights as laid out last frame.
    let height = |part: HudPart| {
        parts
            .iter()
            .find(|(p, ..)| **p == part)
            .map_or(0.0, |(_, _, c)| c.size().y * c.inverse_scale_factor())
    };
    let (panel_h, score_h) = (height(HudPart::TurnPanel), height(HudPart::Scoreboard));
    let tall = shape == Shape::Tall;
    // A lesson's panel: top right on a wide window, across the top of a phone upright (the
    // banner and the board below it), in the scoreboard's place on a phone on its side; taller
    // than its room, it scrolls.
    let lesson_h = lessons.iter().map(|(_, c)| c.size().y * c.inverse_scale_factor()).next();
    for (mut node, _) in &mut lessons {
        put(&mut node, |n| {
            (n.top, n.left, n.right, n.width, n.max_width, n.max_height) = match shape {
                Shape::Wide => (px(14), Val::Auto, px(14), px(310), percent(45), px(size.y - 28.0)),
                Shape::Tall => (px(GAP), px(GAP), px(GAP), Val::Auto, Val::Auto, px(size.y * 0.45)),
                Shape::Short => {
                    let h = size.y - 2.0 * GAP;
                    (px(GAP), px(GAP), Val::Auto, px(SIDE_SCOREBOARD), Val::Auto, px(h))
                }
            };
        });
    }
    let below_lesson = lesson_h.filter(|_| tall).map_or(0.0, |h| h + GAP);
    for (part, mut node, _) in &mut parts {
        put(&mut node, |n| {
            n.display = Display::Flex;
            n.top = Val::Auto;
            n.bottom = Val::Auto;
            n.left = Val::Auto;
            n.right = Val::Auto;
            n.width = Val::Auto;
            match (shape, part) {
                (Shape::Wide, HudPart::Scoreboard) => {
                    (n.left, n.top, n.width) = (px(14), px(14), px(262));
                    (n.flex_direction, n.flex_wrap) = (FlexDirection::Column, FlexWrap::NoWrap);
                }
                (Shape::Wide, HudPart::Banner) => (n.top, n.left, n.right) = (px(16), px(290), px(290)),
                (Shape::Wide, HudPart::TurnPanel) => (n.right, n.bottom, n.width) = (px(14), px(14), px(330)),
                (Shape::Wide, HudPart::Log) => (n.left, n.bottom, n.width) = (px(16), px(14), px(420)),
                (Shape::Tall, HudPart::Scoreboard) => {
                    (n.left, n.right, n.bottom) = (px(GAP), px(GAP), px(2.0 * GAP + panel_h));
                    (n.flex_direction, n.flex_wrap) = (FlexDirection::Row, FlexWrap::Wrap);
                    n.column_gap = px(6);
                }
                (Shape::Tall, HudPart::Banner) => {
                    (n.top, n.left, n.right) = (px(BELOW_BUTTONS.max(GAP + below_lesson)), px(GAP), px(GAP))
                }
                (Shape::Tall, HudPart::TurnPanel) => {
                    (n.left, n.right, n.bottom) = (px(GAP), px(GAP), px(GAP))
                }
                // The lesson's panel takes its place.
                (Shape::Short, HudPart::Scoreboard) if lesson_h.is_some() => n.display = Display::None,
                (Shape::Short, HudPart::Scoreboard) => {
                    (n.left, n.top, n.width) = (px(GAP), px(GAP), px(SIDE_SCOREBOARD));
                    (n.flex_direction, n.flex_wrap) = (FlexDirection::Column, FlexWrap::NoWrap);
                }
                (Shape::Short, HudPart::Banner) => {
                    n.top = px(BELOW_BUTTONS);
                    n.left = px(2.0 * GAP + SIDE_SCOREBOARD);
                    n.right = px(2.0 * GAP + SIDE_PANEL);
                }
                (Shape::Short, HudPart::TurnPanel) => {
                    (n.right, n.bottom, n.width) = (px(GAP), px(GAP), px(SIDE_PANEL));
                }
                (_, HudPart::Log) => n.display = Display::None,
            }
        });
    }
    // Upright, two seats to a line under the game's name.
    for mut node in &mut seats {
        put(&mut node, |n| {
            (n.flex_basis, n.flex_grow) = if tall { (percent(40), 1.0) } else { (Val::Auto, 0.0) };
        });
    }
    for mut node in &mut heads {
        put(&mut node, |n| n.width = if tall { percent(100) } else { Val::Auto });
    }
    // On its side, the table's buttons leave the turn panel's corner for the board's.
    for mut node in &mut buttons {
        put(&mut node, |n| {
            n.right = px(if shape == Shape::Short { 2.0 * GAP + SIDE_PANEL } else { 14.0 });
        });
    }
    let room = match shape {
        Shape::Wide => Rect::from_corners(Vec2::ZERO, size),
        Shape::Tall => {
            let bottom = (size.y - panel_h - score_h - 3.0 * GAP).max(size.y * 0.3);
            // Below the table's buttons, so that nothing to tap lies under them.
            let top = below_lesson.max(BUTTONS_BOTTOM).min(bottom * 0.5);
            Rect::from_corners(Vec2::new(0.0, top), Vec2::new(size.x, bottom))
        }
        Shape::Short => Rect::from_corners(
            Vec2::new(2.0 * GAP + SIDE_SCOREBOARD, 0.0),
            Vec2::new((size.x - 2.0 * GAP - SIDE_PANEL).max(3.0 * GAP + SIDE_SCOREBOARD), size.y),
        ),
    };
    commands.insert_resource(BoardRoom(room));
}

/// Shift and widen the camera's view so that the board sits in its room.
fn aim_camera(
    windows: Query<&Window, With<PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    room: Option<Res<BoardRoom>>,
    mut cameras: Query<(&mut Camera, &mut Projection, &mut Transform, &Aim), With<TableCamera>>,
) {
    let (Ok(window), Some(room)) = (windows.single(), room) else { return };
    let (size, unit) = interface_size(window, scale.as_deref());
    let whole = room.0 == Rect::from_corners(Vec2::ZERO, size);
    // A wide window narrower than the desktop's 16:9 (a 4:3 tablet) sees what 16:9 would, so the
    // corner panels stay off the table as they do there.
    let aspect = size.x / size.y.max(1.0);
    let upright = Shape::of(window.size()) == Shape::Tall;
    for (mut camera, mut projection, mut transform, aim) in &mut cameras {
        let (view, fov) = if upright {
            let eye = fitted_eye(aim);
            *transform = eye;
            fitted(aim.across, &eye, room.0, size, unit)
        } else if whole && aspect >= DESKTOP_ASPECT {
            (None, FRAC_PI_4)
        } else {
            framing(room.0, size, unit, if whole { DESKTOP_ASPECT } else { BOARD_ASPECT })
        };
        if camera.sub_camera_view != view {
            camera.sub_camera_view = view;
        }
        if let Projection::Perspective(p) = &mut *projection
            && p.fov != fov
        {
            p.fov = fov;
        }
    }
}

/// The view of a larger, imagined window whose centre is the room's centre, cut to the real
/// window; and the field of view that shows in the room what the whole window would show (wider
/// when the room is narrower, width over height, than `needed`).
fn framing(room: Rect, size: Vec2, unit: f32, needed: f32) -> (Option<SubCameraView>, f32) {
    let centre = room.center();
    let full = Vec2::new(2.0 * centre.x.max(size.x - centre.x), 2.0 * centre.y.max(size.y - centre.y));
    let offset = full / 2.0 - centre;
    let aspect = room.width() / room.height().max(1.0);
    let tan_room = (FRAC_PI_4 / 2.0).tan() * (needed / aspect).max(1.0);
    let fov = 2.0 * (tan_room * full.y / room.height().max(1.0)).atan();
    let view = SubCameraView {
        full_size: (full * unit).round().as_uvec2().max(UVec2::ONE),
        offset: offset * unit,
        size: (size * unit).round().as_uvec2().max(UVec2::ONE),
    };
    (Some(view), fov)
}

/// The camera moved sideways over the middle of what it fits across an upright phone, so that
/// it looks straight at it rather than at the middle of a wide table.
fn fitted_eye(aim: &Aim) -> Transform {
    let side = Vec3::X * (aim.across.center().x - aim.target.x);
    Transform::from_translation(aim.eye + side).looking_at(aim.target + side, Vec3::Y)
}

/// The view from `eye` in which `area` (x by z, on the table) spans the room's width less the
/// panels' gap, its near edge on the room's bottom (a gap above the panels); smaller if the room
/// is too short for it (its top is the table's buttons' lower edge).
fn fitted(area: Rect, eye: &Transform, room: Rect, size: Vec2, unit: f32) -> (Option<SubCameraView>, f32) {
    let from_world = eye.compute_affine().inverse();
    // The corners' directions from the eye, as tangents (right and up of the view's axis); the
    // boards stand a little above the felt.
    let seen: Vec<Vec2> =
        [area.min, Vec2::new(area.min.x, area.max.y), area.max, Vec2::new(area.max.x, area.min.y)]
            .into_iter()
            .map(|c| {
                let p = from_world.transform_point3(Vec3::new(c.x, 0.2, c.y));
                p.xy() / (-p.z).max(1e-3)
            })
            .collect();
    let lo = seen.iter().copied().fold(Vec2::INFINITY, Vec2::min);
    let hi = seen.iter().copied().fold(Vec2::NEG_INFINITY, Vec2::max);
    let span = (hi - lo).max(Vec2::splat(1e-3));
    // Interface pixels a unit of tangent.
    let k = ((room.width() - 2.0 * GAP) / span.x).min(room.height() / span.y).max(1.0);
    // Where the view's axis meets the window (y down, tangents up).
    let axis = Vec2::new(room.center().x - (lo.x + hi.x) / 2.0 * k, room.max.y + lo.y * k);
    let full = Vec2::new(2.0 * axis.x.max(size.x - axis.x), 2.0 * axis.y.max(size.y - axis.y));
    let fov = 2.0 * (full.y / 2.0 / k).atan();
    let view = SubCameraView {
        full_size: (full * unit).round().as_uvec2().max(UVec2::ONE),
        offset: (full / 2.0 - axis) * unit,
        size: (size * unit).round().as_uvec2().max(UVec2::ONE),
    };
    (Some(view), fov)
}

/// Off the table, the camera sees the whole window again (the title's table behind its menu).
fn whole_view(mut cameras: Query<(&mut Camera, &mut Projection), With<TableCamera>>) {
    for (mut camera, mut projection) in &mut cameras {
        camera.sub_camera_view = None;
        if let Projection::Perspective(p) = &mut *projection {
            p.fov = FRAC_PI_4;
        }
    }
}
