//! Sorry! at the table, in every variant (Standard, Teams, Play for points, 2013 cards): the
//! printed board, the pawns, the deck, the start draw, slides and bumps. The shared match layer
//! runs the match; this shows it and turns the players' intents into the rules' actions.

use crate::table::camera::{Across, CameraGoal};
use crate::table::glow::GlowMaterial;
use bevy::prelude::*;
use parlour_rules::game::Game;

pub mod board;
pub mod cards;
pub mod choices;
pub mod controls;
pub mod glows;
pub mod panel;
pub mod present;
pub mod view;
pub mod words;

pub use view::SorryMatch;

/// The board seen from the front seat's side, slightly tilted.
pub const OVERVIEW: CameraGoal =
    CameraGoal { eye: Vec3::new(-0.4, 11.4, 5.6), target: Vec3::new(-0.4, 0.0, 0.2), across: Across::Board };

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((controls::plugin, present::plugin, panel::plugin, glows::plugin, cards::plugin));
    app.add_systems(
        crate::games::phase::TableOpens,
        lay.run_if(resource_exists::<SorryMatch>).in_set(crate::games::phase::Opening::Lay),
    );
    crate::games::phase::on_leaving_table(app, |mut commands: Commands| {
        commands.remove_resource::<board::Layout>();
        commands.remove_resource::<board::SorryAssets>();
        commands.remove_resource::<cards::CardAssets>();
    });
}

/// The seat whose side of the board faces the player: the first human's, else Red's.
fn facing(m: &SorryMatch) -> usize {
    (0..m.seats.len()).find(|s| m.is_human(*s)).unwrap_or(0)
}

/// Lay the table for the match: board, pawns, piles, and the start draw's cards so far.
#[allow(clippy::too_many_arguments)]
fn lay(
    mut commands: Commands,
    m: Res<SorryMatch>,
    server: Res<AssetServer>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut glows: ResMut<Assets<GlowMaterial>>,
    mut camera: ResMut<CameraGoal>,
    mut pick: ResMut<choices::Pick>,
    mut piles: ResMut<cards::Piles>,
    mut shown: ResMut<controls::HandShown>,
) {
    *camera = OVERVIEW;
    *pick = choices::Pick::default();
    *shown = controls::HandShown::default();
    let game = m.shown();
    let layout = board::Layout::new(&game.config().board, game.players(), facing(&m));
    let assets = board::make_assets(&mut meshes, &mut materials, &mut glows);
    board::spawn_board(
        &mut commands,
        &mut meshes,
        &mut materials,
        &server,
        &assets,
        &layout,
        &game.pawns()[..game.players()],
    );
    let card_assets =
        cards::CardAssets::new(&server, &mut meshes, &mut materials, game.config().modern_cards);
    cards::spawn_piles(&mut commands, &card_assets, &layout);
    *piles = cards::Piles::of(game);
    // A match resumed during the start draw shows the cards drawn so far.
    let draw = game.start_draw();
    for (seat, card) in draw.contenders.iter().zip(&draw.cards) {
        if let Some(card) = card {
            let at = Transform::from_translation(layout.start_card(*seat, 0))
                .with_rotation(layout.seat_yaw(*seat))
                .with_scale(Vec3::splat(present::START_CARD));
            let e = cards::spawn_card(
                &mut commands,
                &card_assets,
                Some(*card),
                at,
                crate::table::pieces::Path::new(Vec::new()),
            );
            commands.entity(e).insert(cards::StartCard { seat: *seat });
        }
    }
    commands.insert_resource(assets);
    commands.insert_resource(card_assets);
    commands.insert_resource(layout);
}
