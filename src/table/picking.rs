//! The mouse or a finger on the table: the ray under the cursor, and the spot where it meets a
//! plane of the table (a board's surface). The HUD takes the pointer first.

use super::camera::TableCamera;
use crate::input::LastDevice;
use crate::input::touch::TouchPointer;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

#[derive(SystemParam)]
pub struct Pointer<'w, 's> {
    windows: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    cameras: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<TableCamera>>,
    ui: Query<'w, 's, &'static Interaction>,
    device: Option<Res<'w, LastDevice>>,
    touch: Option<Res<'w, TouchPointer>>,
}

impl Pointer<'_, '_> {
    /// The cursor (where the finger is, or lifted last, when touch was used last), unless it is
    /// over the HUD or outside the window.
    pub fn cursor(&self) -> Option<Vec2> {
        let window = self.windows.single().ok()?;
        let finger = self.touch.as_ref().and_then(|t| t.position);
        let cursor = match self.device.as_deref() {
            Some(LastDevice::Touch) => finger.or_else(|| window.cursor_position())?,
            _ => window.cursor_position()?,
        };
        (!self.ui.iter().any(|i| *i != Interaction::None)).then_some(cursor)
    }

    /// The ray from the camera through the cursor.
    pub fn ray(&self) -> Option<Ray3d> {
        let cursor = self.cursor()?;
        let (camera, at) = self.cameras.single().ok()?;
        camera.viewport_to_world(at, cursor).ok()
    }

    /// Where the cursor meets the horizontal plane at `height`.
    pub fn on_plane(&self, height: f32) -> Option<Vec3> {
        let ray = self.ray()?;
        let distance = ray.intersect_plane(Vec3::Y * height, InfinitePlane3d::new(Vec3::Y))?;
        Some(ray.get_point(distance))
    }
}
