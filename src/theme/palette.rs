//! Colours of the interface: ivory print on dark walnut panels, brass for focus.

use bevy::prelude::*;

pub const TEXT: Color = Color::srgb(0.953, 0.922, 0.847);
pub const TEXT_DIM: Color = Color::srgb(0.75, 0.70, 0.60);
pub const BRASS: Color = Color::srgb(0.85, 0.64, 0.26);
pub const BRASS_LIGHT: Color = Color::srgb(1.0, 0.84, 0.50);
/// What was refused, and why.
pub const WARNING: Color = Color::srgb(1.0, 0.52, 0.40);
pub const PANEL: Color = Color::srgba(0.085, 0.062, 0.047, 0.82);
pub const SCRIM: Color = Color::srgba(0.02, 0.015, 0.01, 0.55);
pub const BUTTON: Color = Color::srgba(0.16, 0.12, 0.09, 0.88);
pub const BUTTON_FOCUS: Color = Color::srgba(0.36, 0.24, 0.12, 0.96);
pub const BUTTON_BORDER: Color = Color::srgba(1.0, 0.95, 0.85, 0.10);
/// A line that says something is wrong (an online room's trouble).
pub const WARN: Color = Color::srgb(1.0, 0.58, 0.46);
pub const TOAST: Color = Color::srgba(0.12, 0.08, 0.06, 0.95);
pub const BAR_BACK: Color = Color::srgba(1.0, 1.0, 1.0, 0.10);

/// Seat colours, in seat order (Morpyam tokens, Sorry! pawns). Chosen to stay apart for players
/// with red-green or blue-yellow colour blindness: every pair differs by at least ΔE 24 under
/// simulated protanopia, deuteranopia and tritanopia (see the vision test); the green is lighter
/// than the red so the two differ in lightness as well as hue.
pub const SEATS: [Color; 4] = [
    Color::srgb(0.80, 0.16, 0.14),
    Color::srgb(0.15, 0.38, 0.78),
    Color::srgb(0.93, 0.74, 0.16),
    Color::srgb(0.20, 0.62, 0.34),
];
