//! The games at the table. The shared match layer (`session`, `bots`, `present`, `hud`, `phase`)
//! is written once against [`view::GameView`]; each game's folder adds its board, pieces, the
//! showing of its events, its controls and its turn panel. This file is the only one that names
//! every game: it registers them and holds the saved-match enum.

use crate::menus::rules::RulesText;
use crate::notice::Notice;
use crate::screens::Screen;
use crate::screens::setup::MatchSetup;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morpyam::Morpyam;
use parlour_rules::games::morris::Morris;
use serde::{Deserialize, Serialize};

pub mod bots;
pub mod hud;
pub mod morpyam;
pub mod morris;
pub mod phase;
pub mod present;
pub mod seats;
pub mod session;
pub mod view;

use phase::TurnPhase;
use present::Banner;
use seats::SeatKind;
use session::{Match, Showing};
use view::GameView;

/// A match in progress, of any game the table plays, as the save file holds it. One exists at a
/// time, read or written once per decision, so its size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SavedMatch {
    Morpyam(Match<Morpyam>),
    Morris(Match<Morris>),
}

impl SavedMatch {
    /// "Morpyam · Classic, 2 players" for the Resume button.
    pub fn summary(&self) -> String {
        fn line<G: GameView>(m: &Match<G>) -> String {
            format!("{} · {}, {} players", G::NAME, m.variant_name(), m.seats.len())
        }
        match self {
            SavedMatch::Morpyam(m) => line(m),
            SavedMatch::Morris(m) => line(m),
        }
    }

    /// What parsing cannot see: a save must agree with itself.
    pub fn check(&self) -> Result<(), String> {
        fn seats<G: GameView>(m: &Match<G>) -> Result<(), String> {
            if m.seats.len() != m.game.players() {
                return Err(format!("{} seats for a match of {} players", m.seats.len(), m.game.players()));
            }
            Ok(())
        }
        match self {
            SavedMatch::Morpyam(m) => seats(m),
            SavedMatch::Morris(m) => seats(m),
        }
    }
}

/// The name of `seat` in game `game` ("Red", "White"…), for the screens before the table.
pub fn seat_name(game: &str, seat: usize) -> &'static str {
    match game {
        id if id == Morris::ID => Morris::seat_name(seat),
        _ => Morpyam::seat_name(seat),
    }
}

/// A match to resume when the table opens (from the title's Resume).
#[derive(Resource, Debug, Default)]
pub struct ResumeRequest(pub Option<SavedMatch>);

/// What a rematch needs: the same game, variant and seats, with a new seed.
#[derive(Debug, Clone, PartialEq)]
pub struct Rematch {
    pub game: &'static str,
    pub variant: String,
    pub seats: Vec<SeatKind>,
}

/// The order of things when the table opens: the last match's pieces go, the match is made,
/// then each game lays its board.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Opening {
    Clear,
    Match,
    Lay,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ResumeRequest>();
    app.configure_sets(OnEnter(Screen::Playing), (Opening::Clear, Opening::Match, Opening::Lay).chain());
    app.add_systems(OnEnter(Screen::Playing), phase::clear_table.in_set(Opening::Clear));
    app.add_plugins((phase::plugin, session::shared_plugin, present::shared_plugin, hud::shared_plugin));
    table_game::<Morpyam>(app);
    table_game::<Morris>(app);
    app.add_plugins((morpyam::plugin, morris::plugin));
    app.add_systems(OnEnter(Screen::Playing), nothing_opened.after(Opening::Match).before(Opening::Lay));
}

/// The shared match layer for game `G`.
fn table_game<G: GameView>(app: &mut App) {
    app.add_plugins((session::plugin::<G>, bots::plugin::<G>, present::plugin::<G>, hud::plugin::<G>));
    app.add_systems(OnEnter(Screen::Playing), open::<G>.in_set(Opening::Match));
    phase::on_leaving_table(app, |mut commands: Commands| commands.remove_resource::<Match<G>>());
}

/// Open the table for `G`: the resumed match, or a new one from the setup.
fn open<G: GameView>(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    mut resume: ResMut<ResumeRequest>,
    mut showing: ResMut<Showing<G>>,
    mut banner: ResMut<Banner>,
    fonts: Res<crate::assets::Fonts>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut notices: MessageWriter<Notice>,
) {
    let resumed = resume.0.as_ref().and_then(G::unwrap).cloned();
    let (m, line) = match resumed {
        Some(m) => {
            resume.0 = None;
            (m, "Match resumed".to_string())
        }
        None if resume.0.is_none() && setup.game == G::ID => {
            let variant = setup.variant_id().unwrap_or_default();
            match Match::<G>::new(variant, setup.seats.clone(), match_seed()) {
                Ok(m) => {
                    let line = m.game.opening_line();
                    (m, line)
                }
                Err(e) => {
                    notices.write(Notice(format!("Could not start the match: {e}")));
                    next_screen.set(Screen::Title);
                    return;
                }
            }
        }
        None => return,
    };
    showing.queue.clear();
    *banner = Banner { text: line, left: 2.5 };
    hud::spawn_hud(&mut commands, &fonts, &m);
    commands.insert_resource(RulesText {
        title: format!("{} · {}", G::NAME, m.variant_name()),
        sections: m.game.rules_text(),
    });
    commands.insert_resource(m);
    next.set(TurnPhase::Presenting);
}

/// A resume request no game took (a save of a game this version cannot play) goes back to the
/// title with a word.
fn nothing_opened(
    mut resume: ResMut<ResumeRequest>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut notices: MessageWriter<Notice>,
) {
    if let Some(saved) = resume.0.take() {
        notices.write(Notice(format!("This match cannot be resumed here: {}", saved.summary())));
        next_screen.set(Screen::Title);
    }
}

/// A fresh seed for a new match (`PARLOUR_SEED` fixes it, for reproducible runs).
fn match_seed() -> u64 {
    if let Some(seed) = std::env::var("PARLOUR_SEED").ok().and_then(|s| s.parse().ok()) {
        return seed;
    }
    rand::random()
}
