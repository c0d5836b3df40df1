//! The deck on the table: 3D cards printed from the card atlas (`textures/sorry/cards.webp`, or
//! `cards_modern.png` for the 2013 cards), the draw pile and the face-up discard pile in the
//! middle of the board, and cards on their way: drawn, lifted and shown large, laid on the
//! discards, dealt into a hand, or set before a seat for the start draw.

use super::board::Layout;
use super::view::SorryMatch;
use crate::games::phase::{OnTable, TableSystems, TurnPhase};
use crate::table::camera::CameraGoal;
use crate::table::pieces::{Leg, Path};
use crate::table::shapes;
use bevy::prelude::*;
use parlour_rules::games::sorry::{Card, Phase, Sorry};

/// A card's size on the table (5:7) and thickness.
pub const CARD: Vec2 = Vec2::new(0.9, 1.26);
const THICK: f32 = 0.01;
/// Height of one card in a pile.
const LAYER: f32 = 0.004;
/// The atlas: 4 columns, 3 rows of 360×504 px cells; the back is the twelfth.
const COLUMNS: usize = 4;
const ROWS: usize = 3;
const BACK: usize = 11;

fn cell(i: usize) -> Rect {
    let (w, h) = (1.0 / COLUMNS as f32, 1.0 / ROWS as f32);
    let (c, r) = ((i % COLUMNS) as f32, (i / COLUMNS) as f32);
    // A hair inside the cell, so filtering never reaches the next card.
    Rect::new(c * w + 0.001, r * h + 0.001, (c + 1.0) * w - 0.001, (r + 1.0) * h - 0.001)
}

/// A card's cell in the atlas.
pub fn atlas_index(card: Card) -> usize {
    Card::ALL.iter().position(|c| *c == card).unwrap_or(0)
}

/// The pixel rectangle of a card in an atlas of `size` pixels (for the HUD's hand; the web
/// upload's atlas is half the desktop's).
pub fn atlas_rect(card: Option<Card>, size: Vec2) -> Rect {
    let i = card.map_or(BACK, atlas_index);
    let cell = size / Vec2::new(COLUMNS as f32, ROWS as f32);
    let at = Vec2::new((i % COLUMNS) as f32, (i / COLUMNS) as f32) * cell;
    Rect::from_corners(at, at + cell)
}

/// The atlas file of a variant.
pub fn atlas_path(modern: bool) -> &'static str {
    if modern { "textures/sorry/cards_modern.webp" } else { "textures/sorry/cards.webp" }
}

#[derive(Resource, Clone)]
pub struct CardAssets {
    pub atlas: Handle<Image>,
    material: Handle<StandardMaterial>,
    faces: Vec<Handle<Mesh>>,
    /// Back on both sides: the draw pile and cards whose face is hidden.
    backs: Handle<Mesh>,
}

impl CardAssets {
    pub fn new(
        server: &AssetServer,
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<StandardMaterial>,
        modern: bool,
    ) -> Self {
        let atlas: Handle<Image> = server.load(atlas_path(modern));
        let material = materials.add(StandardMaterial {
            base_color_texture: Some(atlas.clone()),
            perceptual_roughness: 0.55,
            reflectance: 0.35,
            ..default()
        });
        let mesh = |face: usize| meshes.add(shapes::card(CARD, THICK, 0.065, cell(face), cell(BACK)));
        let faces = (0..Card::ALL.len()).map(mesh).collect();
        let backs = meshes.add(shapes::card(CARD, THICK, 0.065, cell(BACK), cell(BACK)));
        Self { atlas, material, faces, backs }
    }

    pub fn face(&self, card: Card) -> Handle<Mesh> {
        self.faces[atlas_index(card)].clone()
    }
}

/// What the piles hold as the table shows them; the presenter changes it card by card and it is
/// set from the rules' state whenever the table is at rest.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Piles {
    pub draw: usize,
    pub discards: usize,
    pub top: Option<Card>,
}

impl Piles {
    /// The piles of `game`: a drawn card lies face up on the discards while it is played.
    pub fn of(game: &Sorry) -> Self {
        let held = match game.phase() {
            Phase::Move { card, .. } => Some(card),
            _ => None,
        };
        Self {
            draw: game.draw_pile().len(),
            discards: game.discards().len() + held.is_some() as usize,
            top: held.or(game.discards().last().copied()),
        }
    }
}

#[derive(Component)]
pub struct DrawPile;
#[derive(Component)]
pub struct DiscardPile;
/// A card of the start draw lying before its seat.
#[derive(Component, Debug, Clone, Copy)]
pub struct StartCard {
    pub seat: usize,
}
/// A card on its way to the discard pile (it joins it on landing).
#[derive(Component, Debug, Clone, Copy)]
pub struct JoinsDiscard(pub Card);
/// A card on its way back into the draw pile.
#[derive(Component, Debug, Clone, Copy)]
pub struct JoinsDraw;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Piles>();
    app.add_systems(
        Update,
        (land, sync_piles, show_piles)
            .chain()
            .run_if(resource_exists::<SorryMatch>.and_then(resource_exists::<CardAssets>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Present),
    );
}

/// Lay the two piles.
pub fn spawn_piles(commands: &mut Commands, assets: &CardAssets, layout: &Layout) {
    commands.spawn((
        Name::new("Draw pile"),
        DrawPile,
        OnTable,
        Mesh3d(assets.backs.clone()),
        MeshMaterial3d(assets.material.clone()),
        Transform::from_translation(layout.pile(false, 0.0)).with_rotation(layout.yaw()),
        Visibility::Hidden,
    ));
    commands.spawn((
        Name::new("Discard pile"),
        DiscardPile,
        OnTable,
        Mesh3d(assets.backs.clone()),
        MeshMaterial3d(assets.material.clone()),
        Transform::from_translation(layout.pile(true, 0.0)).with_rotation(layout.yaw()),
        Visibility::Hidden,
    ));
}

/// Height of a pile's top.
pub fn pile_top(cards: usize) -> f32 {
    cards as f32 * LAYER
}

/// A pile of `cards` is one card stretched to the pile's height.
fn pile_transform(layout: &Layout, discard: bool, cards: usize) -> Transform {
    let h = pile_top(cards.max(1));
    Transform::from_translation(layout.pile(discard, h / 2.0))
        .with_rotation(layout.yaw())
        .with_scale(Vec3::new(1.0, h / THICK, 1.0))
}

fn show_piles(
    piles: Res<Piles>,
    layout: Res<Layout>,
    assets: Res<CardAssets>,
    mut draw: Query<(&mut Transform, &mut Visibility), (With<DrawPile>, Without<DiscardPile>)>,
    mut discard: Query<
        (&mut Transform, &mut Visibility, &mut Mesh3d),
        (With<DiscardPile>, Without<DrawPile>),
    >,
) {
    if !piles.is_changed() && !layout.is_changed() {
        return;
    }
    for (mut t, mut vis) in &mut draw {
        *t = pile_transform(&layout, false, piles.draw);
        vis.set_if_neq(if piles.draw > 0 { Visibility::Inherited } else { Visibility::Hidden });
    }
    for (mut t, mut vis, mut mesh) in &mut discard {
        *t = pile_transform(&layout, true, piles.discards);
        let want = piles.top.map_or(assets.backs.clone(), |c| assets.face(c));
        if mesh.0 != want {
            mesh.0 = want;
        }
        vis.set_if_neq(if piles.discards > 0 && piles.top.is_some() {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// Cards that have arrived join their pile.
fn land(
    mut commands: Commands,
    mut piles: ResMut<Piles>,
    to_discard: Query<(Entity, &JoinsDiscard), Without<Path>>,
    to_draw: Query<Entity, (With<JoinsDraw>, Without<Path>)>,
) {
    for (e, joins) in &to_discard {
        piles.discards += 1;
        piles.top = Some(joins.0);
        commands.entity(e).despawn();
    }
    for e in &to_draw {
        piles.draw += 1;
        commands.entity(e).despawn();
    }
}

/// At rest, the piles are what the rules say.
fn sync_piles(
    m: Res<SorryMatch>,
    phase: Res<State<TurnPhase>>,
    moving: Query<(), With<Path>>,
    start_cards: Query<(), With<StartCard>>,
    mut piles: ResMut<Piles>,
) {
    if matches!(phase.get(), TurnPhase::Presenting | TurnPhase::Setting) || !moving.is_empty() {
        return;
    }
    if !start_cards.is_empty() && m.shown().start_draw().contenders.is_empty() {
        return;
    }
    let want = Piles::of(m.shown());
    if *piles != want {
        *piles = want;
    }
}

/// A card lying on the draw pile, face down.
pub fn on_draw_pile(layout: &Layout, piles: &Piles) -> Transform {
    Transform::from_translation(layout.pile(false, pile_top(piles.draw) + THICK / 2.0))
        .with_rotation(layout.yaw() * Quat::from_rotation_z(std::f32::consts::PI))
}

/// A card lying face up on the discard pile.
pub fn on_discards(layout: &Layout, piles: &Piles) -> Transform {
    Transform::from_translation(layout.pile(true, pile_top(piles.discards) + THICK / 2.0))
        .with_rotation(layout.yaw())
}

/// A card held up before the camera, face on, `scale` times its size.
pub fn shown_large(camera: &CameraGoal, scale: f32) -> Transform {
    let dir = (camera.target - camera.eye).normalize();
    let at = camera.eye + dir * 4.6;
    let up = (Vec3::Y - dir * Vec3::Y.dot(dir)).normalize();
    let n = -dir;
    let x = n.cross(-up);
    Transform::from_translation(at)
        .with_rotation(Quat::from_mat3(&Mat3::from_cols(x, n, -up)))
        .with_scale(Vec3::splat(scale))
}

/// Spawn a card (face mesh of `card`, or a back) at `from`, travelling `legs`.
pub fn spawn_card(
    commands: &mut Commands,
    assets: &CardAssets,
    card: Option<Card>,
    from: Transform,
    path: Path,
) -> Entity {
    let mesh = card.map_or(assets.backs.clone(), |c| assets.face(c));
    commands
        .spawn((
            Name::new("Card"),
            OnTable,
            Mesh3d(mesh),
            MeshMaterial3d(assets.material.clone()),
            from,
            path,
        ))
        .id()
}

/// The legs of a card drawn (or played from a hand at `from`) and shown: lifted, turned to face
/// the player large, held, then laid face up on the discards.
pub fn show_and_discard(from: Transform, camera: &CameraGoal, discard: Transform, calm: bool) -> Path {
    let lift = Transform { translation: from.translation + Vec3::Y * 0.35, ..from };
    let large = shown_large(camera, 1.75);
    let hold = if calm { 0.7 } else { 1.0 };
    Path::new(vec![
        Leg::to(lift, 0.16),
        Leg::to(large, if calm { 0.3 } else { 0.45 }),
        Leg::to(large, hold),
        Leg::to(discard, 0.35).arc(0.3),
    ])
}
