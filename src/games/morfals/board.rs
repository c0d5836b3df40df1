//! The Morfals board on the table: the printed board (`textures/morfals/board.webp`: 7×7 squares,
//! the dice sums along the columns, the rows, the river's bed in the middle column), the two
//! tribes' figurines turned in code (men, women, elders with a cane, girls with plaits: four
//! silhouettes told apart at a glance), and each tribe's reserve in the order the rules play it.

use super::view::TRIBE_COLOURS;
use crate::games::phase::OnTable;
use crate::table::felt::FeltCover;
use crate::table::shapes;
use bevy::prelude::*;
use parlour_rules::game::Seat;
use parlour_rules::games::morfals::{Character, Config, Square};

/// Centre of the board on the table (left of the dice tray).
pub const BOARD_CENTRE: Vec3 = Vec3::new(-2.95, 0.0, -0.2);
/// One square, in table units.
pub const CELL: f32 = 0.72;
/// Height of the board's printed top.
pub const BOARD_TOP: f32 = 0.06 + 0.16;
/// Spacing of the figures in a reserve.
const SLOT: f32 = 0.5;
/// The figurines' size on the table (their profiles are drawn at 1).
pub const FIGURE_SCALE: f32 = 1.45;

/// Where a figure is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// In its tribe's reserve, at this place in the order the rules play it.
    Reserve(usize),
    On(Square),
}

/// A figure of a tribe (its id is its place in the level's list).
#[derive(Component, Debug, Clone, Copy)]
pub struct FigurePiece {
    pub seat: Seat,
    pub id: u8,
    pub place: Place,
}

/// A square of the board; focusable while a human places.
#[derive(Component, Debug, Clone, Copy)]
pub struct SquareSpot(pub Square);

/// The glow over a column: its sum came up.
#[derive(Component, Debug, Clone, Copy)]
pub struct ColumnGlow(pub u8);

/// The board's layout in table coordinates.
#[derive(Resource, Debug, Clone)]
pub struct Layout {
    pub columns: Vec<u8>,
    pub rows: u8,
    pub figures: usize,
}

impl Layout {
    pub fn new(config: &Config) -> Self {
        let figures = config.tribes.iter().map(|t| t.figures.len()).max().unwrap_or(12);
        Self { columns: config.columns.clone(), rows: config.rows, figures }
    }

    /// The centre of a square on the board's top.
    pub fn square(&self, s: Square) -> Vec3 {
        let c = self.columns.iter().position(|l| *l == s.column).unwrap_or(0) as f32;
        let x = (c - (self.columns.len() as f32 - 1.0) / 2.0) * CELL;
        let z = ((self.rows as f32 + 1.0) / 2.0 - s.row as f32) * CELL;
        BOARD_CENTRE + Vec3::new(x, BOARD_TOP, z)
    }

    /// The centre of a column, for its glow.
    pub fn column(&self, label: u8) -> Vec3 {
        let mut p = self.square(Square::new(label, 1));
        p.z = BOARD_CENTRE.z;
        p
    }

    /// The square under a point of the board's top, if any.
    pub fn square_at(&self, p: Vec3) -> Option<Square> {
        let d = p - BOARD_CENTRE;
        let c = (d.x / CELL + (self.columns.len() as f32) / 2.0).floor();
        let r = ((self.rows as f32 + 1.0) / 2.0 - d.z / CELL + 0.5).floor();
        let label = *self.columns.get(c as usize).filter(|_| c >= 0.0)?;
        (r >= 1.0 && r <= self.rows as f32).then(|| Square::new(label, r as u8))
    }

    /// How far the reserves stand before and behind the board's centre.
    pub fn reserve_offset(&self) -> f32 {
        (self.rows as f32 / 2.0 + 1.0) * CELL + 0.35
    }

    /// Where a figure stands: on its square, or in its tribe's reserve along the near edge (the
    /// first tribe) or the far edge (the second).
    pub fn rest(&self, seat: Seat, place: Place) -> Vec3 {
        match place {
            Place::On(s) => self.square(s),
            Place::Reserve(i) => {
                let half = self.reserve_offset();
                let z = BOARD_CENTRE.z + if seat == 0 { half } else { -half };
                let x = BOARD_CENTRE.x + (i as f32 - (self.figures as f32 - 1.0) / 2.0) * SLOT;
                Vec3::new(x, 0.06, z)
            }
        }
    }

    /// The side length of the printed sheet: the squares and a margin of one square all round.
    fn sheet(&self) -> f32 {
        (self.columns.len().max(self.rows as usize) as f32 + 2.0) * CELL
    }
}

/// Meshes and materials of the figurines, made once per match.
#[derive(Resource, Clone)]
pub struct FigureAssets {
    bodies: [Handle<Mesh>; 4],
    tribes: [Handle<StandardMaterial>; 2],
    hair: Handle<StandardMaterial>,
    cane: Handle<StandardMaterial>,
    knot: Handle<Mesh>,
    stick: Handle<Mesh>,
    /// The brass ring the Sang-Zarète stand in, so the tribes differ by a mark as well as colour.
    band: Handle<Mesh>,
    brass: Handle<StandardMaterial>,
    pub glow: Handle<Mesh>,
}

/// A body turned on the lathe, `profile` from the foot up to the neck, with a round head of
/// radius `r` centred at `cy`.
fn with_head(mut profile: Vec<Vec2>, cy: f32, r: f32) -> Vec<Vec2> {
    let neck = *profile.last().unwrap_or(&Vec2::ZERO);
    let a0 = ((neck.y - cy) / r).clamp(-1.0, 1.0).asin();
    for k in 0..=10 {
        let a = a0 + (std::f32::consts::FRAC_PI_2 - a0) * k as f32 / 10.0;
        profile.push(Vec2::new((r * a.cos()).max(0.0), cy + r * a.sin()));
    }
    profile
}

fn foot(r: f32) -> Vec<Vec2> {
    vec![Vec2::ZERO, Vec2::new(r, 0.0), Vec2::new(r, 0.0), Vec2::new(r + 0.005, 0.02)]
}

/// The four silhouettes: a broad-shouldered man, a woman in a long flared skirt, a stooping
/// elder, a small girl.
fn profile(c: Character) -> Vec<Vec2> {
    let v = |pts: &[(f32, f32)]| pts.iter().map(|&(r, y)| Vec2::new(r, y)).collect::<Vec<_>>();
    match c {
        Character::Man => {
            let mut p = foot(0.14);
            p.extend(v(&[
                (0.13, 0.05),
                (0.095, 0.08),
                (0.085, 0.2),
                (0.105, 0.31),
                (0.13, 0.38),
                (0.12, 0.41),
                (0.055, 0.44),
                (0.048, 0.46),
            ]));
            with_head(p, 0.53, 0.075)
        }
        Character::Woman => {
            let mut p = foot(0.17);
            p.extend(v(&[
                (0.16, 0.04),
                (0.12, 0.15),
                (0.072, 0.27),
                (0.085, 0.33),
                (0.092, 0.37),
                (0.05, 0.41),
                (0.042, 0.43),
            ]));
            with_head(p, 0.495, 0.068)
        }
        Character::Elder => {
            let mut p = foot(0.13);
            p.extend(v(&[
                (0.12, 0.05),
                (0.09, 0.1),
                (0.095, 0.22),
                (0.112, 0.29),
                (0.08, 0.34),
                (0.046, 0.36),
            ]));
            with_head(p, 0.42, 0.068)
        }
        Character::Girl => {
            let mut p = foot(0.11);
            p.extend(v(&[(0.085, 0.07), (0.105, 0.15), (0.07, 0.23), (0.05, 0.26), (0.038, 0.28)]));
            with_head(p, 0.345, 0.074)
        }
    }
}

const CHARACTERS: [Character; 4] = [Character::Man, Character::Woman, Character::Elder, Character::Girl];

pub fn make_assets(meshes: &mut Assets<Mesh>, materials: &mut Assets<StandardMaterial>) -> FigureAssets {
    let body = |c: Color| StandardMaterial {
        base_color: c,
        perceptual_roughness: 0.45,
        reflectance: 0.4,
        clearcoat: 0.3,
        ..default()
    };
    FigureAssets {
        bodies: CHARACTERS.map(|c| meshes.add(shapes::lathe(&profile(c), 24))),
        tribes: TRIBE_COLOURS.map(|c| materials.add(body(c))),
        hair: materials.add(body(Color::srgb(0.10, 0.07, 0.05))),
        cane: materials.add(body(Color::srgb(0.45, 0.30, 0.16))),
        knot: meshes.add(Sphere::new(0.034).mesh().uv(12, 8)),
        stick: meshes.add(Cylinder::new(0.012, 0.44)),
        band: meshes.add(Torus::new(0.18, 0.21)),
        brass: materials.add(crate::table::marks::brass()),
        glow: meshes.add(Plane3d::new(Vec3::Y, Vec2::new(0.5 * CELL, 0.5 * CELL))),
    }
}

/// Lay the board: the thick board, its printed top, the square spots (for the mouse and focus)
/// and a hidden glow per column.
pub fn spawn_board(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    server: &AssetServer,
    layout: &Layout,
    glows: &super::glows::Glows,
) {
    let size = layout.sheet();
    let thickness = BOARD_TOP - 0.06;
    commands.spawn((
        Name::new("Morfals board"),
        OnTable,
        // The reserves stand along its near and far edges.
        crate::table::camera::Board(Rect::from_center_size(
            BOARD_CENTRE.xz(),
            Vec2::new(size + 0.06, 2.0 * (layout.reserve_offset() + SLOT / 2.0)),
        )),
        FeltCover(Rect::from_center_size(BOARD_CENTRE.xz(), Vec2::splat(size + 0.06))),
        // Open under the print, which covers it.
        Mesh3d(meshes.add(shapes::slab(
            Vec3::new(size + 0.06, thickness, size + 0.06),
            &[Rect::from_center_size(Vec2::ZERO, Vec2::splat(size - 0.02))],
        ))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.24, 0.14, 0.08),
            perceptual_roughness: 0.5,
            ..default()
        })),
        Transform::from_translation(BOARD_CENTRE + Vec3::Y * (0.06 + thickness / 2.0)),
    ));
    commands.spawn((
        Name::new("Morfals board print"),
        OnTable,
        Mesh3d(meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(size / 2.0)))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(server.load("textures/morfals/board.webp")),
            perceptual_roughness: 0.7,
            reflectance: 0.25,
            ..default()
        })),
        Transform::from_translation(BOARD_CENTRE + Vec3::Y * (BOARD_TOP + 0.001)),
    ));
    let column_glow =
        meshes.add(Plane3d::new(Vec3::Y, Vec2::new(0.5 * CELL, 0.5 * CELL * layout.rows as f32)));
    for &label in &layout.columns {
        commands.spawn((
            Name::new("Column glow"),
            ColumnGlow(label),
            OnTable,
            Mesh3d(column_glow.clone()),
            MeshMaterial3d(glows.column.clone()),
            Transform::from_translation(layout.column(label) + Vec3::Y * 0.01),
            Visibility::Hidden,
        ));
        for row in 1..=layout.rows {
            let s = Square::new(label, row);
            commands.spawn((
                Name::new("Square"),
                SquareSpot(s),
                OnTable,
                Mesh3d(glows.square_mesh.clone()),
                MeshMaterial3d(glows.legal.clone()),
                Transform::from_translation(layout.square(s) + Vec3::Y * 0.014),
                Visibility::Hidden,
            ));
        }
    }
}

/// A figure of `seat` with looks `character`, standing at `place`.
pub fn spawn_figure(
    commands: &mut Commands,
    assets: &FigureAssets,
    layout: &Layout,
    seat: Seat,
    id: u8,
    character: Character,
    place: Place,
) {
    let k = CHARACTERS.iter().position(|c| *c == character).unwrap_or(0);
    let tribe = assets.tribes[seat % 2].clone();
    // The second tribe faces the first across the board.
    let facing = Quat::from_rotation_y(if seat == 0 { 0.0 } else { std::f32::consts::PI });
    let lean = if character == Character::Elder { Quat::from_rotation_x(-0.2) } else { Quat::IDENTITY };
    commands
        .spawn((
            Name::new("Figure"),
            FigurePiece { seat, id, place },
            OnTable,
            Transform::from_translation(layout.rest(seat, place))
                .with_rotation(facing)
                .with_scale(Vec3::splat(FIGURE_SCALE)),
            Visibility::default(),
        ))
        .with_children(|f| {
            f.spawn((
                Mesh3d(assets.bodies[k].clone()),
                MeshMaterial3d(tribe),
                Transform::from_rotation(lean),
            ));
            if seat % 2 == 1 {
                f.spawn((
                    Mesh3d(assets.band.clone()),
                    MeshMaterial3d(assets.brass.clone()),
                    Transform::from_xyz(0.0, 0.012, 0.0).with_scale(Vec3::new(1.0, 0.6, 1.0)),
                    bevy::light::NotShadowCaster,
                ));
            }
            match character {
                Character::Woman => {
                    f.spawn((
                        Mesh3d(assets.knot.clone()),
                        MeshMaterial3d(assets.hair.clone()),
                        Transform::from_xyz(0.0, 0.55, 0.04),
                    ));
                }
                Character::Girl => {
                    for x in [-0.075, 0.075] {
                        f.spawn((
                            Mesh3d(assets.knot.clone()),
                            MeshMaterial3d(assets.hair.clone()),
                            Transform::from_xyz(x, 0.35, 0.02).with_scale(Vec3::new(0.8, 1.3, 0.8)),
                        ));
                    }
                }
                Character::Elder => {
                    f.spawn((
                        Mesh3d(assets.stick.clone()),
                        MeshMaterial3d(assets.cane.clone()),
                        Transform::from_xyz(0.14, 0.22, -0.1).with_rotation(Quat::from_rotation_x(-0.12)),
                    ));
                }
                Character::Man => {}
            }
        });
}
