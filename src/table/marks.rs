//! The seats' marks: a brass ring, square, triangle or cross on every piece of the first, second,
//! third and fourth seat, so that seats differ by shape as well as colour (for players who tell
//! red from green poorly), and the same glyphs beside the seats' colours on the scoreboard.

use bevy::prelude::*;

/// A seat's mark, in seat order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatMark {
    Ring,
    Square,
    Triangle,
    Cross,
}

impl SeatMark {
    pub const ALL: [SeatMark; 4] = [SeatMark::Ring, SeatMark::Square, SeatMark::Triangle, SeatMark::Cross];

    pub fn of(seat: usize) -> SeatMark {
        Self::ALL[seat % 4]
    }

    /// The mark as a character of the interface fonts, for the scoreboard.
    pub fn glyph(self) -> &'static str {
        match self {
            SeatMark::Ring => "○",
            SeatMark::Square => "□",
            SeatMark::Triangle => "∆",
            SeatMark::Cross => "×",
        }
    }

    /// The mark's mesh, about 0.14 across, its base at y = 0 (a flat relief).
    pub fn mesh(self) -> Mesh {
        match self {
            SeatMark::Ring => Torus::new(0.045, 0.068).into(),
            SeatMark::Square => Cuboid::new(0.085, 0.03, 0.085).into(),
            SeatMark::Triangle => Cone { radius: 0.07, height: 0.05 }.mesh().resolution(3).into(),
            SeatMark::Cross => {
                let mut a = Mesh::from(Cuboid::new(0.13, 0.03, 0.04));
                a.merge(&Mesh::from(Cuboid::new(0.04, 0.03, 0.13))).ok();
                a
            }
        }
    }

    /// Where the mark sits on a flat top at height `top` (its own frame): raised just enough to
    /// show, the square and the cross turned a quarter so they read as themselves, not as each
    /// other.
    pub fn pose(self, top: f32) -> Transform {
        let turned = Quat::from_rotation_y(std::f32::consts::FRAC_PI_4);
        match self {
            SeatMark::Ring => {
                Transform::from_xyz(0.0, top - 0.012, 0.0).with_scale(Vec3::new(1.0, 0.55, 1.0))
            }
            SeatMark::Square => Transform::from_xyz(0.0, top + 0.004, 0.0).with_rotation(turned),
            SeatMark::Triangle => Transform::from_xyz(0.0, top + 0.012, 0.0),
            SeatMark::Cross => Transform::from_xyz(0.0, top + 0.002, 0.0).with_rotation(turned),
        }
    }
}

/// The brass of the marks.
pub fn brass() -> StandardMaterial {
    StandardMaterial {
        base_color: Color::srgb(0.93, 0.82, 0.52),
        metallic: 0.8,
        perceptual_roughness: 0.3,
        ..default()
    }
}
