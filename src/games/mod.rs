//! The games at the table. The shared match layer (`session`, `bots`, `present`, `hud`, `phase`)
//! is written once against [`view::GameView`]; each game's folder adds its board, pieces, the
//! showing of its events, its controls and its turn panel. This file is the only one that names
//! every game: it registers them and holds the saved-match enum.

use crate::i18n::Msg;
use crate::notice::Notice;
use crate::persistence::store::Store;
use crate::persistence::{saves, statistics};
use crate::state::{Screen, Watching};
use bevy::prelude::*;
use parlour_rules::games::morfals::Morfals;
use parlour_rules::games::morpyam::Morpyam;
use parlour_rules::games::morris::Morris;
use parlour_rules::games::sorry::Sorry;
use seats::MatchSetup;
use view::RulesText;

pub mod bots;
pub mod catalogue;
pub mod door;
pub mod ending;
pub mod hint;
pub mod hud;
mod hud_layout;
pub mod lesson;
mod lesson_panel;
pub mod live_region;
pub mod morfals;
pub mod morpyam;
pub mod morris;
pub mod online;
pub mod phase;
pub mod present;

mod registry;
pub mod replays;
pub mod seats;
pub mod session;
pub mod sorry;
pub mod table_buttons;
pub mod undo;
pub mod view;
pub mod watch;

use door::Showing;
use phase::{Opening, TableOpens, TurnPhase};
use present::Banner;
use session::Match;

pub(crate) use registry::Registered;
pub use registry::{Resumable, ResumeRequest, SavedMatch, load_save, look_for_save, seat_name};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ResumeRequest>().init_resource::<Resumable>();
    app.add_systems(OnEnter(Screen::Title), look_for_save);
    app.configure_sets(TableOpens, (Opening::Clear, Opening::Match, Opening::Lay).chain());
    app.add_systems(TableOpens, phase::clear_table.in_set(Opening::Clear));
    app.add_plugins((
        phase::plugin,
        door::shared_plugin,
        present::shared_plugin,
        hud::shared_plugin,
        hud_layout::plugin,
        undo::shared_plugin,
        table_buttons::shared_plugin,
        watch::shared_plugin,
        live_region::plugin,
        online::shared_plugin,
    ));
    table_game::<Morpyam>(app);
    table_game::<Morris>(app);
    table_game::<Sorry>(app);
    table_game::<Morfals>(app);
    app.add_plugins((morpyam::plugin, morris::plugin, sorry::plugin, morfals::plugin));
    app.add_systems(TableOpens, nothing_opened.after(Opening::Match).before(Opening::Lay));
}

/// The shared match layer for game `G`.
fn table_game<G: Registered>(app: &mut App) {
    app.add_plugins((
        door::plugin::<G>,
        bots::plugin::<G>,
        present::plugin::<G>,
        hud::plugin::<G>,
        undo::plugin::<G>,
        hint::plugin::<G>,
        table_buttons::plugin::<G>,
        watch::plugin::<G>,
        online::plugin::<G>,
    ));
    app.add_systems(TableOpens, open::<G>.in_set(Opening::Match));
    app.add_systems(
        Update,
        // An online screen holds a stand-in of the match, not the match: the server stores it.
        autosave::<G>
            .run_if(
                resource_exists::<Match<G>>
                    .and_then(not(resource_exists::<Watching>))
                    .and_then(not(online::is_online))
                    .and_then(not(lesson::learning)),
            )
            .after(door::DoorSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    phase::on_leaving_table(app, |mut commands: Commands| {
        commands.remove_resource::<Match<G>>();
        commands.remove_resource::<lesson::Lesson<G>>();
        commands.remove_resource::<lesson::Learning>();
    });
    lesson_panel::plugin::<G>(app);
}

/// Save after every decision, atomically; a finished match leaves no save behind and goes on the
/// shelf of replays.
fn autosave<G: Registered>(
    m: Res<Match<G>>,
    store: Res<Store>,
    mut saved_at: Local<Option<(u64, u64)>>,
    mut notices: MessageWriter<Notice>,
) {
    // Once per decision: the match's seed and decision count say which one.
    let at = (m.seed, m.actions);
    if *saved_at == Some(at) || store.keeps_nothing() {
        return;
    }
    *saved_at = Some(at);
    if m.actions == 0 {
        return;
    }
    let result = if let Some(outcome) = m.game.outcome() {
        // The player's record counts the match here, once: at its last decision, never in a replay.
        if let Some(finished) = ending::finished_for_record(&*m, &outcome)
            && let Err(e) = statistics::record(&store, &finished)
        {
            warn!("statistics: {e}");
            notices.write(Notice::problem("notice-statistics-broken", e));
        }
        if m.replayable()
            && let Err(e) = replays::keep(&store, G::wrap(m.clone()))
        {
            warn!("replays: cannot keep the match: {e}");
            notices.write(Notice::problem("notice-replay-unsaved", e));
        }
        saves::remove(&store)
    } else {
        saves::store(&store, &G::wrap(m.clone()))
    };
    if let Err(e) = result {
        warn!("saves: cannot write {}: {e}", store.location(saves::FILE));
        notices.write(Notice::problem("notice-save-failed", e));
    }
}

/// Open the table for `G`: the resumed match (or the one re-laid after an undo), or a new one
/// from the setup.
fn open<G: Registered>(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    mut resume: ResMut<ResumeRequest>,
    relaying: Res<undo::Relaying>,
    watching: Option<Res<Watching>>,
    mut showing: ResMut<Showing<G>>,
    mut banner: ResMut<Banner>,
    fonts: Res<crate::assets::Fonts>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut notices: MessageWriter<Notice>,
    online: Option<Res<online::Online>>,
    fixed: Option<Res<NextSeed>>,
) {
    let resumed = resume.0.as_ref().and_then(G::unwrap).cloned();
    let (m, line) = match resumed {
        Some(m) => {
            resume.0 = None;
            let line = match (&relaying.0, watching) {
                (Some(line), _) => line.clone(),
                (None, Some(_)) => Msg::new("replay-opening").with("what", m.heading()),
                // An online table is laid from the server's, new or under way.
                (None, None) if online.is_some() => m.game.opening_line(m.variant_name()),
                (None, None) => Msg::new("match-resumed"),
            };
            (m, line)
        }
        // A guided first match: the lesson's position, its seed, a computer in every other seat.
        None if resume.0.is_none() && setup.game == G::ID && setup.lesson => {
            let lesson = <G as parlour_rules::learn::Taught>::lesson();
            let mut seats = vec![seats::SeatKind::Medium; lesson.start.players()];
            seats[parlour_rules::learn::LEARNER] = seats::SeatKind::Human;
            let m = Match::from_game(lesson.variant, seats, lesson.seed, lesson.start.clone());
            commands.insert_resource(lesson::Lesson::new(lesson));
            commands.insert_resource(lesson::Learning);
            let line = Msg::new("learn-title").with("game", G::title());
            (m, line)
        }
        None if resume.0.is_none() && setup.game == G::ID => {
            let variant = setup.variant_id().unwrap_or_default();
            match Match::<G>::new(variant, setup.seats.clone(), match_seed(fixed.as_deref())) {
                Ok(m) => {
                    let line = m.game.opening_line(m.variant_name());
                    (m, line)
                }
                Err(e) => {
                    notices.write(Notice::problem("notice-start-failed", e));
                    next_screen.set(Screen::Title);
                    return;
                }
            }
        }
        None => return,
    };
    showing.queue.clear();
    *banner = Banner { text: Some(line), left: 2.5 };
    // A match re-laid in place (undo) keeps the HUD it has.
    if relaying.0.is_none() {
        hud::spawn_hud(&mut commands, &fonts, &m);
    }
    commands.insert_resource(RulesText { title: m.heading(), sections: m.game.rules_text() });
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
        notices.write(Notice(Msg::new("notice-cannot-resume").with("what", saved.summary())));
        next_screen.set(Screen::Title);
    }
}

/// The seed of the next new match, fixed (tests, reproducible runs); else `PARLOUR_SEED`, else a
/// fresh one.
#[derive(Resource, Debug, Clone, Copy)]
pub struct NextSeed(pub u64);

/// A fresh seed for a new match (`PARLOUR_SEED` fixes it, for reproducible runs).
fn match_seed(fixed: Option<&NextSeed>) -> u64 {
    if let Some(NextSeed(seed)) = fixed {
        return *seed;
    }
    if let Some(seed) = std::env::var("PARLOUR_SEED").ok().and_then(|s| s.parse().ok()) {
        return seed;
    }
    rand::random()
}
