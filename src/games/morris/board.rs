//! The Morris board on the table, drawn from the level's points and lines: a wooden board with
//! inlaid lines and a marker at each point, the men (light with an engraved ring, dark with a
//! dome, so they differ by shape as well as by colour), each side's men still to place beside
//! the board, the men taken off on the other side, and the glows that mark choices and mills.

use super::view::MorrisMatch;
use super::view::SIDE_COLOURS;
use crate::games::phase::OnTable;
use crate::table::felt::FeltCover;
use crate::table::glow::GlowMaterial;
use crate::table::materials::TableMaterials;
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morris::{Config, Morris};

/// Centre of the board on the table.
pub const BOARD_CENTRE: Vec3 = Vec3::new(-0.4, 0.0, -0.25);
/// Distance between the outermost lines of a board, whatever its lattice.
const SPAN: f32 = 6.3;
/// The same for the small boards (a 3x3 lattice: Three Men's Morris), drawn as boards of their
/// own: a smaller, thicker block with a raised rim, wide grooves and deep cups at the points.
const SMALL_SPAN: f32 = 4.0;
/// Height of the board's top (the lines and markers lie on it).
pub const BOARD_TOP: f32 = 0.06 + 0.22;
/// Spacing of the men beside the board.
const SLOT: f32 = 0.76;
/// Columns of men in a reserve or a pile of taken men.
const SLOT_COLUMNS: usize = 3;

/// A point of the board; focusable while a human decides.
#[derive(Component, Debug, Clone, Copy)]
pub struct PointSpot(pub u8);

/// The glow over a point.
#[derive(Component, Debug, Clone, Copy)]
pub struct PointGlow(pub u8);

/// A glowing stretch of a mill that was just closed.
#[derive(Component, Debug, Clone, Copy)]
pub struct MillMark;

/// Where a man is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Beside the board, still to be placed (slot `i`; the highest is placed next).
    Reserve(usize),
    On(u8),
    /// Taken off, in its side's pile (slot `i`).
    Lost(usize),
}

/// A man of `seat`.
#[derive(Component, Debug, Clone, Copy)]
pub struct Man {
    pub seat: Seat,
    pub place: Place,
}

/// The board's layout in table coordinates.
#[derive(Resource, Debug, Clone)]
pub struct Layout {
    pub points: Vec<Vec3>,
    /// Distance between the outermost lines.
    pub span: f32,
    /// A small board (3x3), drawn in its own style.
    pub small: bool,
    /// Distance between neighbouring lattice lines.
    pub spacing: f32,
    pub men: usize,
}

impl Layout {
    pub fn new(config: &Config) -> Self {
        let small = config.lattice <= 3;
        let span = if small { SMALL_SPAN } else { SPAN };
        let lattice = config.lattice.max(2) as f32;
        let spacing = span / (lattice - 1.0);
        let half = (lattice - 1.0) / 2.0;
        let points = config
            .points
            .iter()
            .map(|&(r, c)| {
                BOARD_CENTRE + Vec3::new((c as f32 - half) * spacing, BOARD_TOP, (r as f32 - half) * spacing)
            })
            .collect();
        Self { points, span, small, spacing, men: config.men as usize }
    }

    /// The point under a spot on the board's surface, if one is near enough.
    pub fn point_at(&self, p: Vec3) -> Option<u8> {
        let reach = (self.spacing * 0.45).min(if self.small { 0.75 } else { 0.55 });
        self.points
            .iter()
            .enumerate()
            .map(|(i, q)| (i, Vec2::new(q.x - p.x, q.z - p.z).length()))
            .filter(|(_, d)| *d < reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| i as u8)
    }

    /// Where a man stands at `place`.
    pub fn rest(&self, seat: Seat, place: Place) -> Vec3 {
        let grid = |i: usize, x0: f32, dx: f32, z0: f32, dz: f32| {
            let (row, col) = (i / SLOT_COLUMNS, i % SLOT_COLUMNS);
            Vec3::new(x0 + dx * col as f32 * SLOT, 0.06, z0 + dz * row as f32 * SLOT)
        };
        let board_edge = self.span / 2.0 + 0.95;
        // White sits nearer the players' side of the table, Black across.
        let dz = if seat == 0 { 1.0 } else { -1.0 };
        let z0 = BOARD_CENTRE.z + dz * 0.8;
        match place {
            Place::On(p) => self.points[p as usize],
            Place::Reserve(i) => grid(i, BOARD_CENTRE.x + board_edge + 0.25, 1.0, z0, dz),
            Place::Lost(i) => grid(i, BOARD_CENTRE.x - board_edge - 0.25, -1.0, z0, dz),
        }
    }
}

/// Meshes and materials of the board and men, made once per match.
#[derive(Resource, Clone)]
pub struct MorrisAssets {
    base: Handle<Mesh>,
    step: Handle<Mesh>,
    ring: Handle<Mesh>,
    dome: Handle<Mesh>,
    bodies: [Handle<StandardMaterial>; 2],
    marks: [Handle<StandardMaterial>; 2],
    pub legal: Handle<GlowMaterial>,
    pub focused: Handle<GlowMaterial>,
    pub removable: Handle<GlowMaterial>,
    pub picked: Handle<GlowMaterial>,
    pub mill: Handle<GlowMaterial>,
    /// The points of a hint (the hard player's move).
    pub hint: Handle<GlowMaterial>,
    glow: Handle<Mesh>,
    bar: Handle<Mesh>,
}

pub fn make_assets(
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    glows: &mut Assets<GlowMaterial>,
    layout: &Layout,
) -> MorrisAssets {
    let body = |c: Color, rough: f32| StandardMaterial {
        base_color: c,
        perceptual_roughness: rough,
        reflectance: 0.5,
        clearcoat: 0.8,
        clearcoat_perceptual_roughness: 0.18,
        ..default()
    };
    let glow_size = (layout.spacing * 0.45).min(0.52);
    MorrisAssets {
        base: meshes.add(Cylinder::new(0.34, 0.12)),
        step: meshes.add(Cylinder::new(0.285, 0.05)),
        ring: meshes.add(Torus::new(0.13, 0.2)),
        dome: meshes.add(Sphere::new(0.17).mesh().uv(24, 12)),
        bodies: [materials.add(body(SIDE_COLOURS[0], 0.38)), materials.add(body(SIDE_COLOURS[1], 0.3))],
        marks: [
            materials.add(StandardMaterial {
                base_color: Color::srgb(0.62, 0.45, 0.22),
                metallic: 0.6,
                perceptual_roughness: 0.35,
                ..default()
            }),
            materials.add(body(Color::srgb(0.27, 0.2, 0.17), 0.22)),
        ],
        legal: glows.add(GlowMaterial::new(Color::srgb(1.0, 0.80, 0.35), 3.2, 1.2, 0.30).round()),
        focused: glows.add(GlowMaterial::new(Color::srgb(1.0, 0.97, 0.85), 7.0, 2.0, 0.55).round()),
        removable: glows.add(GlowMaterial::new(Color::srgb(1.0, 0.32, 0.22), 4.0, 1.6, 0.40).round()),
        picked: glows.add(GlowMaterial::new(Color::srgb(0.55, 0.85, 1.0), 5.0, 1.8, 0.50).round()),
        mill: glows.add(GlowMaterial::new(Color::srgb(1.0, 0.86, 0.45), 2.5, 1.0, 0.55)),
        hint: glows.add(GlowMaterial::new(crate::table::glow::HINT, 5.5, 1.8, 0.50).round()),
        glow: meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(glow_size))),
        bar: meshes.add(Plane3d::new(Vec3::Y, Vec2::new(0.5, 0.16))),
    }
}

/// Lay out the board for the match as the table shows it: plate, inlaid lines, point markers,
/// glows (hidden), the men on their points, in reserve and taken.
pub fn spawn_board(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    table: &TableMaterials,
    assets: &MorrisAssets,
    layout: &Layout,
    m: &MorrisMatch,
) {
    let game = m.shown();
    let config = game.config();
    let inlay = materials.add(StandardMaterial {
        base_color: Color::srgb(0.13, 0.08, 0.05),
        perceptual_roughness: 0.55,
        ..default()
    });
    let brass = materials.add(StandardMaterial {
        base_color: Color::srgb(0.80, 0.62, 0.32),
        metallic: 0.85,
        perceptual_roughness: 0.3,
        ..default()
    });
    if layout.small {
        spawn_small_plate(commands, meshes, table, &brass, layout);
    } else {
        spawn_plate(commands, meshes, table, &brass, layout);
    }
    // One strip per line between two points: grooves on a small board, inlays on a large one.
    let width = if layout.small { 0.13 } else { 0.075 };
    for (a, near) in config.adjacent.iter().enumerate() {
        for &b in near {
            if (b as usize) <= a {
                continue;
            }
            let (pa, pb) = (layout.points[a], layout.points[b as usize]);
            let d = pb - pa;
            let length = Vec2::new(d.x, d.z).length();
            commands.spawn((
                Name::new("Board line"),
                OnTable,
                Mesh3d(meshes.add(Cuboid::new(length, 0.006, width))),
                MeshMaterial3d(inlay.clone()),
                Transform::from_translation((pa + pb) / 2.0 + Vec3::Y * 0.002)
                    .with_rotation(Quat::from_rotation_y(-d.z.atan2(d.x))),
            ));
        }
    }
    // A small board's points are wide cups a man sits in; a large board's, brass studs.
    let (marker, ring) = if layout.small { (0.3, 0.4) } else { (0.13, 0.17) };
    let marker = meshes.add(Cylinder::new(marker, 0.012));
    let ring = meshes.add(Cylinder::new(ring, 0.008));
    for (p, at) in layout.points.iter().enumerate() {
        let p = p as u8;
        commands.spawn((
            Name::new("Point"),
            PointSpot(p),
            OnTable,
            Mesh3d(ring.clone()),
            MeshMaterial3d(inlay.clone()),
            Transform::from_translation(*at + Vec3::Y * 0.004),
        ));
        commands.spawn((
            Name::new("Point marker"),
            OnTable,
            Mesh3d(marker.clone()),
            MeshMaterial3d(brass.clone()),
            Transform::from_translation(*at + Vec3::Y * 0.007),
        ));
        commands.spawn((
            Name::new("Point glow"),
            PointGlow(p),
            OnTable,
            Mesh3d(assets.glow.clone()),
            MeshMaterial3d(assets.legal.clone()),
            Transform::from_translation(*at + Vec3::Y * 0.02),
            Visibility::Hidden,
        ));
    }
    for seat in 0..2 {
        for i in 0..game.in_hand(seat) as usize {
            spawn_man(commands, assets, layout, seat, Place::Reserve(i));
        }
        let lost = config.men - game.in_hand(seat) - game.on_board(seat);
        for i in 0..lost as usize {
            spawn_man(commands, assets, layout, seat, Place::Lost(i));
        }
    }
    for p in 0..layout.points.len() as u8 {
        if let Some(seat) = game.at(p) {
            spawn_man(commands, assets, layout, seat, Place::On(p));
        }
    }
}

/// The large boards' plate: a square of wood with a brass border inlaid around the lines.
fn spawn_plate(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    table: &TableMaterials,
    brass: &Handle<StandardMaterial>,
    layout: &Layout,
) {
    let side = layout.span + 1.3;
    commands.spawn((
        Name::new("Morris board"),
        OnTable,
        crate::table::camera::Board(Rect::from_center_size(BOARD_CENTRE.xz(), Vec2::splat(side))),
        FeltCover(Rect::from_center_size(BOARD_CENTRE.xz(), Vec2::splat(side))),
        Mesh3d(meshes.add(Cuboid::new(side, 0.22, side))),
        MeshMaterial3d(table.board_wood.clone()),
        Transform::from_translation(BOARD_CENTRE + Vec3::Y * (0.06 + 0.11)),
    ));
    let frame = layout.span + 0.75;
    spawn_frame(commands, meshes, brass, frame, 0.05, BOARD_TOP + 0.002);
}

/// A small board's block: a wider foot under a thick top, and a raised wooden rim standing
/// around the playing field, with a thin brass line inside it.
fn spawn_small_plate(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    table: &TableMaterials,
    brass: &Handle<StandardMaterial>,
    layout: &Layout,
) {
    let side = layout.span + 1.7;
    let foot = side + 0.3;
    commands.spawn((
        Name::new("Morris board foot"),
        OnTable,
        crate::table::camera::Board(Rect::from_center_size(BOARD_CENTRE.xz(), Vec2::splat(foot))),
        FeltCover(Rect::from_center_size(BOARD_CENTRE.xz(), Vec2::splat(foot))),
        Mesh3d(meshes.add(Cuboid::new(foot, 0.08, foot))),
        MeshMaterial3d(table.board_wood.clone()),
        Transform::from_translation(BOARD_CENTRE + Vec3::Y * (0.06 + 0.04)),
    ));
    commands.spawn((
        Name::new("Morris board"),
        OnTable,
        Mesh3d(meshes.add(Cuboid::new(side, 0.14, side))),
        MeshMaterial3d(table.board_wood.clone()),
        Transform::from_translation(BOARD_CENTRE + Vec3::Y * (0.06 + 0.08 + 0.07)),
    ));
    // The rim: four bars standing on the top's edge.
    let rim = 0.22;
    for (size, offset) in [
        (Vec3::new(side, 0.08, rim), Vec3::new(0.0, 0.0, (side - rim) / 2.0)),
        (Vec3::new(side, 0.08, rim), Vec3::new(0.0, 0.0, -(side - rim) / 2.0)),
        (Vec3::new(rim, 0.08, side - 2.0 * rim), Vec3::new((side - rim) / 2.0, 0.0, 0.0)),
        (Vec3::new(rim, 0.08, side - 2.0 * rim), Vec3::new(-(side - rim) / 2.0, 0.0, 0.0)),
    ] {
        commands.spawn((
            Name::new("Board rim"),
            OnTable,
            Mesh3d(meshes.add(Cuboid::from_size(size))),
            MeshMaterial3d(table.board_wood.clone()),
            Transform::from_translation(BOARD_CENTRE + Vec3::Y * (BOARD_TOP + 0.04) + offset),
        ));
    }
    spawn_frame(commands, meshes, brass, side - 2.0 * rim - 0.2, 0.035, BOARD_TOP + 0.002);
}

/// A square brass line of side `frame` around the board's centre at height `y`.
fn spawn_frame(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    brass: &Handle<StandardMaterial>,
    frame: f32,
    width: f32,
    y: f32,
) {
    for (size, offset) in [
        (Vec3::new(frame, 0.004, width), Vec3::new(0.0, 0.0, frame / 2.0)),
        (Vec3::new(frame, 0.004, width), Vec3::new(0.0, 0.0, -frame / 2.0)),
        (Vec3::new(width, 0.004, frame), Vec3::new(frame / 2.0, 0.0, 0.0)),
        (Vec3::new(width, 0.004, frame), Vec3::new(-frame / 2.0, 0.0, 0.0)),
    ] {
        commands.spawn((
            Name::new("Board border"),
            OnTable,
            Mesh3d(meshes.add(Cuboid::from_size(size))),
            MeshMaterial3d(brass.clone()),
            Transform::from_translation(BOARD_CENTRE + Vec3::Y * y + offset),
        ));
    }
}

/// A man of `seat` standing at `place`: a turned disc with a step, and on top an engraved brass
/// ring (White) or a dome (Black).
pub fn spawn_man(commands: &mut Commands, assets: &MorrisAssets, layout: &Layout, seat: Seat, place: Place) {
    let s = seat % 2;
    commands
        .spawn((
            Name::new("Man"),
            Man { seat, place },
            OnTable,
            Transform::from_translation(layout.rest(seat, place)),
            Visibility::default(),
        ))
        .with_children(|man| {
            man.spawn((
                Mesh3d(assets.base.clone()),
                MeshMaterial3d(assets.bodies[s].clone()),
                Transform::from_xyz(0.0, 0.06, 0.0),
            ));
            man.spawn((
                Mesh3d(assets.step.clone()),
                MeshMaterial3d(assets.bodies[s].clone()),
                Transform::from_xyz(0.0, 0.145, 0.0),
            ));
            if s == 0 {
                man.spawn((
                    Mesh3d(assets.ring.clone()),
                    MeshMaterial3d(assets.marks[0].clone()),
                    Transform::from_xyz(0.0, 0.17, 0.0).with_scale(Vec3::new(1.0, 0.45, 1.0)),
                ));
            } else {
                man.spawn((
                    Mesh3d(assets.dome.clone()),
                    MeshMaterial3d(assets.marks[1].clone()),
                    Transform::from_xyz(0.0, 0.165, 0.0).with_scale(Vec3::new(1.0, 0.55, 1.0)),
                ));
            }
        });
}

/// Light the lines of the mills just closed.
pub fn spawn_mill_marks(commands: &mut Commands, assets: &MorrisAssets, layout: &Layout, mills: &[Vec<u8>]) {
    for mill in mills {
        // A mill is a straight line: one bar from end to end.
        let ends = mill.iter().flat_map(|a| mill.iter().map(move |b| (*a, *b))).max_by(|x, y| {
            let d = |(a, b): (u8, u8)| layout.points[a as usize].distance(layout.points[b as usize]);
            d(*x).total_cmp(&d(*y))
        });
        if let Some((a, b)) = ends {
            let (pa, pb) = (layout.points[a as usize], layout.points[b as usize]);
            let d = pb - pa;
            let length = Vec2::new(d.x, d.z).length();
            commands.spawn((
                Name::new("Mill"),
                MillMark,
                OnTable,
                Mesh3d(assets.bar.clone()),
                MeshMaterial3d(assets.mill.clone()),
                Transform::from_translation((pa + pb) / 2.0 + Vec3::Y * 0.018)
                    .with_rotation(Quat::from_rotation_y(-d.z.atan2(d.x)))
                    .with_scale(Vec3::new(length + 0.3, 1.0, 1.0)),
            ));
        }
    }
}

/// The mills `seat` holds on the board (lit at the end of the match).
pub fn mills_held(game: &Morris, seat: Seat) -> Vec<Vec<u8>> {
    game.config()
        .mills
        .iter()
        .filter(|mill| mill.iter().all(|p| game.at(*p) == Some(seat)))
        .cloned()
        .collect()
}
