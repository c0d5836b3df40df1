//! The Sorry! board on the table: the printed board (`textures/sorry/board.webp`, drawn by the
//! texture generator to the geometry below), the pawns turned on a lathe with a mark on the head
//! per colour, the glows over squares, and where every square, START and HOME lies.
//!
//! Geometry, in board cells: the track is the outer ring of a grid of `side + 1` cells a side
//! (16 for the 60-square track); square 0 is Red's corner, bottom right, and the numbers run
//! clockwise seen from above. Everything of one colour is Red's drawing turned a quarter turn
//! clockwise per colour. The whole board turns so that the first human seat's side faces the
//! player.

use crate::games::phase::OnTable;
use crate::table::felt::FeltCover;
use crate::table::glow::GlowMaterial;
use crate::table::marks::{self, SeatMark};
use crate::table::shapes;
use bevy::prelude::*;
use parlour_rules::games::sorry::{Board, Colour, PawnRef, Pos};

/// The pawns' colours: the collection's seat colours, chosen to stay apart for colour-blind
/// players (see `theme::palette::SEATS`).
pub const COLOURS: [Color; 4] = crate::theme::palette::SEATS;

/// Centre of the board on the table.
pub const BOARD_CENTRE: Vec3 = Vec3::new(-0.4, 0.0, -0.25);
/// One cell of the printed grid, in table units.
pub const CELL: f32 = 0.45;
/// The printed sheet's margin round the grid, in cells (64 px of 120 px cells).
const MARGIN: f32 = 64.0 / 120.0;
/// Height of the board's printed top above the table's felt.
pub const BOARD_TOP: f32 = 0.06 + 0.08;
/// Radius of START and HOME, in cells.
pub const CIRCLE: f32 = 1.3;

/// A place a pawn can stand, as the board shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Spot {
    Track(u8),
    Safety(Colour, u8),
    Start(Colour),
    Home(Colour),
}

impl Spot {
    /// The spot where a pawn of `colour` at `pos` stands.
    pub fn of(colour: Colour, pos: Pos) -> Spot {
        match pos {
            Pos::Start => Spot::Start(colour),
            Pos::Track(t) => Spot::Track(t),
            Pos::Safety(i) => Spot::Safety(colour, i),
            Pos::Home => Spot::Home(colour),
        }
    }

    pub fn is_circle(self) -> bool {
        matches!(self, Spot::Start(_) | Spot::Home(_))
    }
}

/// The board's layout in table coordinates.
#[derive(Resource, Debug, Clone)]
pub struct Layout {
    pub board: Board,
    /// Squares per side of the track.
    side: u8,
    /// Quarter turns (anticlockwise seen from above) that bring the facing colour to the front.
    turns: usize,
    pub players: usize,
}

/// A quarter turn clockwise seen from above, about the grid's centre (y grows towards the
/// player).
fn clockwise(d: Vec2) -> Vec2 {
    Vec2::new(-d.y, d.x)
}

impl Layout {
    pub fn new(board: &Board, players: usize, facing: usize) -> Self {
        let side = (board.track / 4).max(1);
        Self { board: board.clone(), side, turns: facing % 4, players }
    }

    fn centre(&self) -> f32 {
        (self.side as f32 + 1.0) / 2.0
    }

    /// A point of Red's drawing (in cells), drawn for `colour`, on the table.
    fn point(&self, colour: usize, cell: Vec2, height: f32) -> Vec3 {
        let mut d = cell - Vec2::splat(self.centre());
        for _ in 0..colour % 4 {
            d = clockwise(d);
        }
        for _ in 0..self.turns {
            d = -clockwise(d);
        }
        BOARD_CENTRE + Vec3::new(d.x * CELL, height, d.y * CELL)
    }

    /// The board's turn about Y.
    pub fn yaw(&self) -> Quat {
        Quat::from_rotation_y(self.turns as f32 * std::f32::consts::FRAC_PI_2)
    }

    /// The turn of a thing printed for `seat` (its text reads from that seat's side).
    pub fn seat_yaw(&self, seat: usize) -> Quat {
        self.yaw() * Quat::from_rotation_y(-(seat as f32) * std::f32::consts::FRAC_PI_2)
    }

    /// Red's cell coordinates of the `j`-th square of a side.
    fn side_square(&self, j: u8) -> Vec2 {
        let n = self.side as f32;
        Vec2::new(n - j as f32 + 0.5, n + 0.5)
    }

    /// The column of `colour`'s safety zone in Red's drawing, from its entry square.
    fn safety_column(&self, colour: Colour) -> f32 {
        let entry = self.board.side(colour).entry;
        let j = self.board.dist(colour.index() as u8 * self.side, entry);
        self.side as f32 - j as f32 + 0.5
    }

    /// Centre of a spot on the board's top.
    pub fn spot(&self, spot: Spot) -> Vec3 {
        let n = self.side as f32;
        match spot {
            Spot::Track(t) => {
                let (colour, j) = ((t / self.side) as usize, t % self.side);
                self.point(colour, self.side_square(j), BOARD_TOP)
            }
            Spot::Safety(c, i) => {
                self.point(c.index(), Vec2::new(self.safety_column(c), n - 0.5 - i as f32), BOARD_TOP)
            }
            Spot::Home(c) => {
                let y = n - 0.5 - self.board.safety as f32 - 0.85;
                self.point(c.index(), Vec2::new(self.safety_column(c), y), BOARD_TOP)
            }
            Spot::Start(c) => {
                let circle = self.board.side(c).circle;
                let j = self.board.dist(c.index() as u8 * self.side, circle);
                self.point(c.index(), Vec2::new(n - j as f32 + 0.5, n + 0.5 - 1.95), BOARD_TOP)
            }
        }
    }

    /// Half the width of a spot's glow (table units).
    pub fn reach(spot: Spot) -> f32 {
        if spot.is_circle() { CIRCLE * CELL } else { 0.5 * CELL }
    }

    /// Every spot of the colours in play.
    pub fn spots(&self) -> Vec<Spot> {
        let mut out: Vec<Spot> = (0..self.board.track).map(Spot::Track).collect();
        for c in Colour::ALL.iter().take(self.players) {
            out.push(Spot::Start(*c));
            out.extend((0..self.board.safety).map(|i| Spot::Safety(*c, i)));
            out.push(Spot::Home(*c));
        }
        out
    }

    /// The spot under a point of the board's top, if one is near enough.
    pub fn spot_at(&self, p: Vec3) -> Option<Spot> {
        self.spots()
            .into_iter()
            .map(|s| (s, Vec2::new(p.x, p.z).distance(Vec2::new(self.spot(s).x, self.spot(s).z))))
            .filter(|(s, d)| *d < Self::reach(*s))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(s, _)| s)
    }

    /// Where `pawn` stands at `pos`: its own slot in START and HOME, so all four show.
    pub fn rest(&self, pawn: PawnRef, pos: Pos) -> Vec3 {
        let at = self.spot(Spot::of(pawn.colour, pos));
        if matches!(pos, Pos::Start | Pos::Home) {
            let (col, row) = (pawn.index % 2, pawn.index / 2);
            let d = Vec2::new(col as f32 - 0.5, row as f32 - 0.5) * 0.9;
            at + Vec3::new(d.x * CELL, 0.0, d.y * CELL)
        } else {
            at
        }
    }

    /// The squares a pawn of `colour` passes from `from` to `to`, one step at a time (forward,
    /// else backward), or `None` when it does not walk there (out of START, a SORRY!, a swap).
    pub fn walk(&self, colour: Colour, from: Pos, to: Pos) -> Option<Vec<Pos>> {
        for forward in [true, false] {
            let mut p = from;
            let mut steps = Vec::new();
            for _ in 0..16 {
                let next = if forward {
                    self.board.forward(colour, p, 1)
                } else {
                    self.board.backward(colour, p, 1)
                };
                let Some(q) = next else { break };
                steps.push(q);
                p = q;
                if q == to {
                    return Some(steps);
                }
            }
        }
        None
    }

    /// Where the draw pile (or the discard pile) lies, at the height of its top.
    pub fn pile(&self, discard: bool, height: f32) -> Vec3 {
        let x = if discard { 9.4 } else { 6.6 };
        let c = self.centre();
        self.point(0, Vec2::new(x - 8.0 + c, c), BOARD_TOP + height)
    }

    /// Where `seat`'s card of the start draw lies, before that seat's side.
    pub fn start_card(&self, seat: usize, round: usize) -> Vec3 {
        let c = self.centre();
        let d = 0.3 * round as f32;
        self.point(seat, Vec2::new(c + d, c + 3.4 - d), BOARD_TOP + 0.01 + 0.006 * round as f32)
    }

    /// The edge of the board before `seat`, where its hand is held (play for points).
    pub fn hand_edge(&self, seat: usize) -> Vec3 {
        let c = self.centre();
        self.point(seat, Vec2::new(c, self.side as f32 + 2.6), BOARD_TOP + 0.4)
    }
}

/// A pawn on the table, and where it stands as the table shows it.
#[derive(Component, Debug, Clone, Copy)]
pub struct PawnPiece {
    pub pawn: PawnRef,
    pub pos: Pos,
}

/// A spot's glow, hidden until the spot is a choice.
#[derive(Component, Debug, Clone, Copy)]
pub struct SpotGlow(pub Spot);

/// Meshes and materials of the board and pawns, made once per match.
#[derive(Resource, Clone)]
pub struct SorryAssets {
    pawn: Handle<Mesh>,
    marks: [Handle<Mesh>; 4],
    bodies: [Handle<StandardMaterial>; 4],
    brass: Handle<StandardMaterial>,
    square_glow: Handle<Mesh>,
    circle_glow: Handle<Mesh>,
    /// The glows of the squares, and the same round for START and HOME.
    pub square: Glows,
    pub round: Glows,
}

/// The glow materials of one shape.
#[derive(Clone)]
pub struct Glows {
    pub legal: Handle<GlowMaterial>,
    pub focused: Handle<GlowMaterial>,
    pub picked: Handle<GlowMaterial>,
    pub target: Handle<GlowMaterial>,
    pub bump: Handle<GlowMaterial>,
    /// A hint's pawn and where it goes.
    pub hint: Handle<GlowMaterial>,
}

impl Glows {
    fn new(glows: &mut Assets<GlowMaterial>, round: bool) -> Self {
        let mut add = |g: GlowMaterial| glows.add(if round { g.round() } else { g });
        Self {
            legal: add(GlowMaterial::new(Color::srgb(1.0, 0.80, 0.35), 3.2, 1.2, 0.30)),
            focused: add(GlowMaterial::new(Color::srgb(1.0, 0.97, 0.85), 7.0, 2.0, 0.55)),
            picked: add(GlowMaterial::new(Color::srgb(0.55, 0.85, 1.0), 5.0, 1.8, 0.50)),
            target: add(GlowMaterial::new(Color::srgb(0.45, 1.0, 0.55), 4.0, 1.6, 0.42)),
            bump: add(GlowMaterial::new(Color::srgb(1.0, 0.32, 0.22), 4.0, 1.6, 0.42)),
            hint: add(GlowMaterial::new(crate::table::glow::HINT, 5.5, 1.8, 0.50)),
        }
    }
}

/// The pawn's profile (radius, height), bottom to top: a wide foot, a waisted body, a collar
/// and a round head.
fn pawn_profile() -> Vec<Vec2> {
    let mut p = vec![
        Vec2::new(0.0, 0.0),
        Vec2::new(0.165, 0.0),
        Vec2::new(0.165, 0.0),
        Vec2::new(0.172, 0.018),
        Vec2::new(0.165, 0.042),
        Vec2::new(0.135, 0.062),
        Vec2::new(0.105, 0.09),
        Vec2::new(0.088, 0.14),
        Vec2::new(0.076, 0.2),
        Vec2::new(0.068, 0.26),
        Vec2::new(0.066, 0.3),
        Vec2::new(0.1, 0.316),
        Vec2::new(0.1, 0.316),
        Vec2::new(0.104, 0.33),
        Vec2::new(0.096, 0.342),
        Vec2::new(0.06, 0.352),
        Vec2::new(0.06, 0.352),
    ];
    // The head: a sphere sitting on the collar, from where it meets the neck up to its crown.
    let (cy, r) = (0.43f32, 0.092f32);
    let a0 = ((0.352 - cy) / r).clamp(-1.0, 1.0).asin();
    for k in 0..=12 {
        let a = a0 + (std::f32::consts::FRAC_PI_2 - a0) * k as f32 / 12.0;
        p.push(Vec2::new(r * a.cos(), cy + r * a.sin()));
    }
    p
}

/// The pawns' size on the board (the profile is drawn at 1).
pub const PAWN_SCALE: f32 = 1.2;

/// Height of the top of a pawn's head.
pub const PAWN_TOP: f32 = 0.43 + 0.092;

pub fn make_assets(
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    glows: &mut Assets<GlowMaterial>,
) -> SorryAssets {
    let body = |c: Color| StandardMaterial {
        base_color: c,
        perceptual_roughness: 0.28,
        reflectance: 0.5,
        clearcoat: 0.6,
        clearcoat_perceptual_roughness: 0.2,
        ..default()
    };
    // A mark on every head, so the colours differ by shape too: Red a ring, Blue a square,
    // Yellow a triangle, Green a cross.
    SorryAssets {
        pawn: meshes.add(shapes::lathe(&pawn_profile(), 28)),
        marks: SeatMark::ALL.map(|m| meshes.add(m.mesh())),
        bodies: COLOURS.map(|c| materials.add(body(c))),
        brass: materials.add(marks::brass()),
        square_glow: meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(0.5 * CELL))),
        circle_glow: meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(CIRCLE * CELL))),
        square: Glows::new(glows, false),
        round: Glows::new(glows, true),
    }
}

impl SorryAssets {
    /// The glow mesh of a spot.
    pub fn glow_for(&self, spot: Spot) -> Handle<Mesh> {
        if spot.is_circle() { self.circle_glow.clone() } else { self.square_glow.clone() }
    }

    /// The glow materials of a spot's shape.
    pub fn glows(&self, spot: Spot) -> &Glows {
        if spot.is_circle() { &self.round } else { &self.square }
    }
}

/// Lay the board: the printed sheet on a thin board, the glows (hidden), the pawns.
pub fn spawn_board(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    server: &AssetServer,
    assets: &SorryAssets,
    layout: &Layout,
    pawns: &[[Pos; 4]],
) {
    let grid = layout.side as f32 + 1.0;
    let size = (grid + 2.0 * MARGIN) * CELL;
    let thickness = BOARD_TOP - 0.06;
    commands.spawn((
        Name::new("Sorry! board"),
        OnTable,
        crate::table::camera::Board(Rect::from_center_size(BOARD_CENTRE.xz(), Vec2::splat(size + 0.04))),
        FeltCover(Rect::from_center_size(BOARD_CENTRE.xz(), Vec2::splat(size + 0.04))),
        // Open under the print, which covers it.
        Mesh3d(meshes.add(shapes::slab(
            Vec3::new(size + 0.04, thickness, size + 0.04),
            &[Rect::from_center_size(Vec2::ZERO, Vec2::splat(size - 0.02))],
        ))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.09, 0.13, 0.26),
            perceptual_roughness: 0.45,
            ..default()
        })),
        Transform::from_translation(BOARD_CENTRE + Vec3::Y * (0.06 + thickness / 2.0)),
    ));
    commands.spawn((
        Name::new("Sorry! board print"),
        OnTable,
        Mesh3d(meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(size / 2.0)))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(server.load("textures/sorry/board.webp")),
            perceptual_roughness: 0.62,
            reflectance: 0.3,
            ..default()
        })),
        Transform::from_translation(BOARD_CENTRE + Vec3::Y * (BOARD_TOP + 0.001)).with_rotation(layout.yaw()),
    ));
    for spot in layout.spots() {
        let turn = match spot {
            Spot::Track(t) => layout.seat_yaw((t / layout.side) as usize),
            Spot::Safety(c, _) | Spot::Start(c) | Spot::Home(c) => layout.seat_yaw(c.index()),
        };
        commands.spawn((
            Name::new("Spot glow"),
            SpotGlow(spot),
            OnTable,
            Mesh3d(assets.glow_for(spot)),
            MeshMaterial3d(assets.glows(spot).legal.clone()),
            Transform::from_translation(layout.spot(spot) + Vec3::Y * 0.012).with_rotation(turn),
            Visibility::Hidden,
        ));
    }
    for (c, row) in pawns.iter().enumerate().take(layout.players) {
        for (i, pos) in row.iter().enumerate() {
            spawn_pawn(commands, assets, layout, PawnRef::new(Colour::from_index(c), i as u8), *pos);
        }
    }
}

/// A pawn standing at `pos`.
pub fn spawn_pawn(commands: &mut Commands, assets: &SorryAssets, layout: &Layout, pawn: PawnRef, pos: Pos) {
    let c = pawn.colour.index();
    let mark = SeatMark::of(c).pose(PAWN_TOP);
    commands.spawn((
        Name::new("Pawn"),
        PawnPiece { pawn, pos },
        OnTable,
        Mesh3d(assets.pawn.clone()),
        MeshMaterial3d(assets.bodies[c].clone()),
        Transform::from_translation(layout.rest(pawn, pos)).with_scale(Vec3::splat(PAWN_SCALE)),
        children![(Mesh3d(assets.marks[c].clone()), MeshMaterial3d(assets.brass.clone()), mark)],
    ));
}
