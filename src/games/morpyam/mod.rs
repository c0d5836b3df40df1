//! Morpyam at the table: the grid from the variant's level file, five physics dice, tokens,
//! the HUD, computer players and autosave. The rules crate decides everything; this shows it
//! and turns the players' intents into its actions.

use crate::assets::Fonts;
use crate::dice::view::{self, DiceAssets};
use crate::games::phase::TurnPhase;
use crate::menus::rules::RulesText;
use crate::notice::Notice;
use crate::screens::Screen;
use crate::screens::setup::MatchSetup;
use crate::table::camera::CameraGoal;
use crate::table::glow::GlowMaterial;
use crate::table::materials::TableMaterials;
use bevy::prelude::*;
use parlour_rules::game::Game;

pub mod board;
pub mod bots;
pub mod controls;
pub mod hud;
pub mod present;
pub mod rules_text;
pub mod session;

use session::{MorpyamMatch, ResumeRequest, Showing};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        board::plugin,
        present::plugin,
        controls::plugin,
        bots::plugin,
        hud::plugin,
    ));
    app.add_systems(OnEnter(Screen::Playing), begin);
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<MorpyamMatch>();
        commands.remove_resource::<board::BoardAssets>();
    });
}

/// Open the table: the resumed match, or a new one from the setup screen.
fn begin(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    mut resume: ResMut<ResumeRequest>,
    server: Res<AssetServer>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut glows: ResMut<Assets<GlowMaterial>>,
    table: Res<TableMaterials>,
    dice: Res<DiceAssets>,
    fonts: Res<Fonts>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut notices: MessageWriter<Notice>,
    mut reset: (
        ResMut<Showing>,
        ResMut<present::TableLog>,
        ResMut<present::Banner>,
        ResMut<present::ShownDice>,
        ResMut<controls::Choice>,
        ResMut<CameraGoal>,
    ),
) {
    let resumed = resume.0.take();
    let is_resume = resumed.is_some();
    let m = match resumed {
        Some(m) => m,
        None if setup.game == "morpyam" => match MorpyamMatch::from_setup(&setup, match_seed()) {
            Ok(m) => m,
            Err(e) => {
                notices.write(Notice(format!("Could not start the match: {e}")));
                next_screen.set(Screen::Title);
                return;
            }
        },
        None => return,
    };
    let (showing, log, banner, shown, choice, camera) = &mut reset;
    showing.queue.clear();
    log.0.clear();
    choice.reset();
    **camera = present::OVERVIEW;
    let turn_dice = m.game.table().turn().filter(|t| t.rolls > 0).map(|t| t.dice);
    **shown = present::ShownDice { values: turn_dice.unwrap_or_default(), settled: turn_dice.is_some() };
    **banner = present::Banner {
        text: if is_resume {
            "Match resumed".into()
        } else {
            "Who starts? The highest die plays first".into()
        },
        left: 2.5,
    };
    let assets = board::make_assets(&server, &mut meshes, &mut materials, &mut glows);
    board::spawn_board(&mut commands, &mut meshes, &table, &assets, &m);
    view::spawn_tray_and_dice(
        &mut commands,
        &mut meshes,
        &table,
        &dice,
        5,
        turn_dice.as_ref().map(|d| &d[..]),
    );
    hud::spawn_hud(&mut commands, &fonts, &m);
    commands.insert_resource(RulesText {
        title: format!("Morpyam · {}", m.variant_name()),
        sections: rules_text::rules(m.game.config(), m.seats.len()),
    });
    commands.insert_resource(assets);
    commands.insert_resource(m);
    next.set(TurnPhase::Presenting);
}

/// A fresh seed for a new match (`PARLOUR_SEED` fixes it, for reproducible runs).
fn match_seed() -> u64 {
    if let Some(seed) = std::env::var("PARLOUR_SEED").ok().and_then(|s| s.parse().ok()) {
        return seed;
    }
    rand::random()
}
