//! The Morpyam board on the table: a wooden plate with the 36 printed squares of the variant's
//! grid (from its level file), the tokens, the seats' token supplies, and the glows that mark
//! the squares the dice can take, the focused square, and the scoring lines.

use super::view::MorpyamMatch;
use crate::games::phase::OnTable;
use crate::table::felt::FeltCover;
use crate::table::glow::GlowMaterial;
use crate::table::marks::{self, SeatMark};
use crate::table::materials::TableMaterials;
use crate::table::pieces::Flight;
use crate::table::shapes;
use crate::theme::palette;
use bevy::prelude::*;
use parlour_rules::games::morpyam::{Figure, SIDE, SQUARES, Square};
use std::collections::HashMap;

/// Centre of the board plate on the table.
pub const BOARD_CENTRE: Vec3 = Vec3::new(-2.95, 0.0, -0.2);
/// Edge of a square.
pub const SQUARE: f32 = 1.0;
/// Height of the printed squares' surface (the plate's top is 0.02 lower).
pub const BOARD_TOP: f32 = 0.06 + 0.2 + 0.02;
const TOKEN_HEIGHT: f32 = 0.13;
/// The radius of a token in a supply.
const SUPPLY_RADIUS: f32 = 0.36;

/// The printed square `sq` (its tile); focusable while it is a legal choice.
#[derive(Component, Debug, Clone, Copy)]
pub struct SquareTile(pub Square);

/// The glow above square `sq`.
#[derive(Component, Debug, Clone, Copy)]
pub struct SquareGlow(pub Square);

/// A token on the grid.
#[derive(Component, Debug, Clone, Copy)]
pub struct Token {
    pub seat: usize,
    pub square: Square,
}

/// One of the small stacks of tokens a seat still has.
#[derive(Component, Debug, Clone, Copy)]
struct Supply {
    seat: usize,
    level: u8,
}

/// Lines to draw over the grid (KO, final scoring), with their colour.
#[derive(Resource, Debug, Default, Clone)]
pub struct LineGlow(pub Vec<(Vec<Square>, Color)>);

/// Materials and meshes of the board, made once per match.
#[derive(Resource, Clone)]
pub struct BoardAssets {
    figures: HashMap<Figure, Handle<StandardMaterial>>,
    blank: Handle<StandardMaterial>,
    token: Handle<Mesh>,
    /// A token under another in a supply stack (its side and the rim of its top).
    token_side: Handle<Mesh>,
    seats: Vec<Handle<StandardMaterial>>,
    /// Each seat's mark, inlaid in brass on its tokens' tops.
    marks: Vec<Handle<Mesh>>,
    brass: Handle<StandardMaterial>,
    pub(super) legal: Handle<GlowMaterial>,
    pub(super) focused: Handle<GlowMaterial>,
    /// The square of a hint (the hard player's choice).
    pub(super) hint: Handle<GlowMaterial>,
    pub(super) lines: Vec<Handle<GlowMaterial>>,
}

impl BoardAssets {
    pub fn figure(&self, f: Option<Figure>) -> Handle<StandardMaterial> {
        f.and_then(|f| self.figures.get(&f).cloned()).unwrap_or_else(|| self.blank.clone())
    }
}

/// The texture of a figure's printed square.
pub fn figure_texture(f: Figure) -> String {
    let name = match f {
        Figure::Brelan(v) => return format!("textures/morpyam/brelan_{v}.webp"),
        Figure::SmallStraight => "small_straight",
        Figure::Suite => "suite",
        Figure::Full => "full",
        Figure::Carre => "carre",
        Figure::Mini => "mini",
        Figure::Maxi => "maxi",
        Figure::Morpyam => "morpyam",
        Figure::Sec => "sec",
        Figure::Appel => "appel",
    };
    format!("textures/morpyam/{name}.webp")
}

/// The centre of square `sq` on the board's surface. Row 0 is the far side.
pub fn square_centre(sq: Square) -> Vec3 {
    let (r, c) = ((sq as usize / SIDE) as f32, (sq as usize % SIDE) as f32);
    let half = (SIDE as f32 - 1.0) / 2.0;
    BOARD_CENTRE + Vec3::new((c - half) * SQUARE, BOARD_TOP, (r - half) * SQUARE)
}

/// The square under a point of the board's surface.
pub fn square_at(p: Vec3) -> Option<Square> {
    let local = (p - BOARD_CENTRE) / SQUARE + Vec3::splat(SIDE as f32 / 2.0);
    let (c, r) = (local.x.floor(), local.z.floor());
    (c >= 0.0 && r >= 0.0 && (c as usize) < SIDE && (r as usize) < SIDE)
        .then(|| (r as usize * SIDE + c as usize) as Square)
}

/// Where seat `seat`'s supply of tokens stands, in front of the board.
fn supply_base(seat: usize) -> Vec3 {
    BOARD_CENTRE + Vec3::new(-2.4 + seat as f32 * 1.6, 0.06, SIDE as f32 * SQUARE / 2.0 + 0.75)
}

/// The top of a seat's supply, where a token leaves from.
pub fn supply_top(seat: usize) -> Vec3 {
    supply_base(seat) + Vec3::Y * 0.9
}

fn token_rest(sq: Square) -> Vec3 {
    square_centre(sq) + Vec3::Y * (TOKEN_HEIGHT / 2.0 + 0.005)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LineGlow>();
    app.add_systems(
        Update,
        keep_supplies.run_if(resource_exists::<BoardAssets>).in_set(crate::state::AppSystems::Present),
    );
}

/// Make the board's materials (textures load in the background).
pub fn make_assets(
    server: &AssetServer,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    glows: &mut Assets<GlowMaterial>,
) -> BoardAssets {
    let mut figures = HashMap::new();
    for f in Figure::ALL {
        figures.insert(
            f,
            materials.add(StandardMaterial {
                base_color_texture: Some(server.load(figure_texture(f))),
                perceptual_roughness: 0.82,
                reflectance: 0.25,
                ..default()
            }),
        );
    }
    let blank = materials.add(StandardMaterial {
        base_color: Color::srgb(0.30, 0.20, 0.12),
        perceptual_roughness: 0.7,
        ..default()
    });
    let seats = palette::SEATS
        .iter()
        .map(|c| {
            materials.add(StandardMaterial {
                base_color: *c,
                perceptual_roughness: 0.3,
                reflectance: 0.5,
                clearcoat: 0.7,
                clearcoat_perceptual_roughness: 0.15,
                ..default()
            })
        })
        .collect();
    let lines = palette::SEATS
        .iter()
        .map(|c| glows.add(GlowMaterial::new(c.lighter(0.15), 2.0, 1.3, 0.45)))
        .collect();
    BoardAssets {
        figures,
        blank,
        token: meshes.add(Cylinder::new(0.36, TOKEN_HEIGHT)),
        token_side: meshes.add(shapes::stacked_token(SUPPLY_RADIUS, TOKEN_HEIGHT)),
        seats,
        marks: SeatMark::ALL.iter().map(|m| meshes.add(m.mesh())).collect(),
        brass: materials.add(marks::brass()),
        legal: glows.add(GlowMaterial::new(Color::srgb(1.0, 0.80, 0.35), 3.2, 1.2, 0.30)),
        focused: glows.add(GlowMaterial::new(Color::srgb(1.0, 0.97, 0.85), 7.0, 2.0, 0.55)),
        hint: glows.add(GlowMaterial::new(crate::table::glow::HINT, 5.5, 1.8, 0.50)),
        lines,
    }
}

/// Lay out the board for `m`: plate, squares (as printed, or the tiles laid so far), tokens
/// already on the grid, glows (hidden) and the supplies.
pub fn spawn_board(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    table: &TableMaterials,
    assets: &BoardAssets,
    m: &MorpyamMatch,
) {
    let side = SIDE as f32 * SQUARE;
    // The plate is open under the tiles, which cover it (see `shapes::slab`).
    let under_tiles: Vec<Rect> = (0..SQUARES)
        .map(|sq| {
            let c = square_centre(sq as Square) - BOARD_CENTRE;
            Rect::from_center_size(Vec2::new(c.x, c.z), Vec2::splat(SQUARE * 0.95 - 0.02))
        })
        .collect();
    let plate = Rect::from_center_size(BOARD_CENTRE.xz(), Vec2::splat(side + 0.5));
    commands.spawn((
        Name::new("Morpyam board"),
        OnTable,
        // The supplies stand in front of it, side by side.
        crate::table::camera::Board(plate.union_point(supply_base(0).xz() + Vec2::Y * SUPPLY_RADIUS)),
        FeltCover(plate),
        Mesh3d(meshes.add(shapes::slab(Vec3::new(side + 0.5, 0.2, side + 0.5), &under_tiles))),
        MeshMaterial3d(table.board_wood.clone()),
        Transform::from_translation(BOARD_CENTRE + Vec3::Y * 0.16),
    ));
    let tile = meshes.add(Cuboid::new(SQUARE * 0.95, 0.02, SQUARE * 0.95));
    let glow = meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(SQUARE * 0.56)));
    let table_state = m.game.table();
    for sq in 0..SQUARES {
        let sq = sq as Square;
        commands.spawn((
            Name::new("Square"),
            SquareTile(sq),
            OnTable,
            Mesh3d(tile.clone()),
            MeshMaterial3d(assets.figure(table_state.grid[sq as usize])),
            Transform::from_translation(square_centre(sq) - Vec3::Y * 0.0101),
        ));
        commands.spawn((
            Name::new("Square glow"),
            SquareGlow(sq),
            OnTable,
            Mesh3d(glow.clone()),
            MeshMaterial3d(assets.legal.clone()),
            Transform::from_translation(square_centre(sq) + Vec3::Y * 0.004),
            Visibility::Hidden,
        ));
        if let Some(owner) = table_state.owners[sq as usize] {
            spawn_token(commands, assets, owner, sq, None);
        }
    }
}

/// A token of `seat` on `sq`; with `from`, it flies there first.
pub fn spawn_token(
    commands: &mut Commands,
    assets: &BoardAssets,
    seat: usize,
    sq: Square,
    flight: Option<(Vec3, f32, bool)>,
) {
    let to = token_rest(sq);
    let mut e = commands.spawn((
        Name::new("Token"),
        Token { seat, square: sq },
        OnTable,
        Mesh3d(assets.token.clone()),
        MeshMaterial3d(assets.seats[seat % 4].clone()),
        Transform::from_translation(flight.map_or(to, |f| f.0)),
        children![token_mark(assets, seat)],
    ));
    if let Some((from, duration, bounce)) = flight {
        e.insert(Flight::arc(from, to, 1.2, duration).bouncing(bounce));
    }
}

/// The brass mark on the top of a token of `seat` (in the token's frame).
fn token_mark(assets: &BoardAssets, seat: usize) -> impl Bundle {
    let mark = SeatMark::of(seat);
    // Twice a pawn's mark, and flat: an inlay, not a knob that catches the light.
    let mut pose = mark.pose(0.5 * TOKEN_HEIGHT);
    pose.scale *= Vec3::new(2.1, 0.45, 2.1);
    // Flat on the top face, each standing the same small height above it.
    pose.translation.y = 0.5 * TOKEN_HEIGHT + 0.004;
    (
        Name::new("Seat mark"),
        Mesh3d(assets.marks[seat % 4].clone()),
        MeshMaterial3d(assets.brass.clone()),
        pose,
        bevy::light::NotShadowCaster,
    )
}

/// Set a square's printed figure (a Plus tile laid).
pub fn set_square_figure(
    tiles: &mut Query<(&SquareTile, &mut MeshMaterial3d<StandardMaterial>)>,
    assets: &BoardAssets,
    sq: Square,
    figure: Figure,
) {
    for (tile, mut mat) in tiles.iter_mut() {
        if tile.0 == sq {
            mat.0 = assets.figure(Some(figure));
        }
    }
}

/// Each seat's supply shows the tokens it has left (up to eight in a stack). Only the top token
/// has its face and mark: the others' lie under the next token, and a software renderer shades
/// each of them before the one above covers it (0.15 M fragments for two full stacks).
fn keep_supplies(
    mut commands: Commands,
    m: Option<Res<MorpyamMatch>>,
    assets: Res<BoardAssets>,
    mut stacks: Query<(Entity, &Supply, &mut Mesh3d, &Children)>,
    mut marks: Query<&mut Visibility>,
    flights: Query<&Token, With<Flight>>,
) {
    let Some(m) = m else { return };
    if !m.is_changed() && flights.is_empty() {
        return;
    }
    // The supplies count what the table shows: a token leaves its stack as it flies.
    let t = m.shown().table();
    for seat in 0..t.players {
        let flying = flights.iter().filter(|f| f.seat == seat).count() as u8;
        let want = t.tokens_left(seat).saturating_sub(flying).min(8);
        let shape = |level: u8| if level + 1 == want { &assets.token } else { &assets.token_side };
        let face = |level: u8| if level + 1 == want { Visibility::Inherited } else { Visibility::Hidden };
        let mut have = Vec::new();
        for (e, s, mut mesh, kids) in stacks.iter_mut().filter(|(_, s, ..)| s.seat == seat) {
            if s.level >= want {
                commands.entity(e).despawn();
                continue;
            }
            have.push(s.level);
            if mesh.0 != *shape(s.level) {
                mesh.0 = shape(s.level).clone();
            }
            for kid in kids {
                if let Ok(mut v) = marks.get_mut(*kid) {
                    v.set_if_neq(face(s.level));
                }
            }
        }
        for level in (0..want).filter(|l| !have.contains(l)) {
            let wobble = Vec3::new(
                ((level as usize * 7 + seat) % 5) as f32 * 0.01,
                0.0,
                ((level as usize * 3) % 4) as f32 * 0.01,
            );
            commands.spawn((
                Name::new("Token supply"),
                Supply { seat, level },
                OnTable,
                Mesh3d(shape(level).clone()),
                MeshMaterial3d(assets.seats[seat % 4].clone()),
                Transform::from_translation(
                    supply_base(seat) + wobble + Vec3::Y * (TOKEN_HEIGHT * (level as f32 + 0.5) + 0.005),
                ),
                children![(token_mark(&assets, seat), face(level))],
            ));
        }
    }
}
