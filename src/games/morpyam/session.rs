//! The match on the table: the rules state as a resource, the one door through which every
//! decision (a human's, a bot's) enters the rules, and the queue of events the table shows.

use crate::dice::sim::Gesture;
use crate::games::phase::TurnPhase;
use crate::menus::pause::ResignRequested;
use crate::notice::Notice;
use crate::persistence::saves::SavedMatch;
use crate::persistence::store::Store;
use crate::screens::setup::{MatchSetup, SeatKind};
use crate::theme::palette;
use bevy::prelude::*;
use parlour_rules::game::{Game, Seat};
use parlour_rules::games::morpyam::{self, Action, Event, Morpyam};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A Morpyam match as it is saved: who sits where, the variant, and the rules state (which
/// holds its own dice generator, so a resumed match throws the same dice).
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MorpyamMatch {
    pub variant: String,
    pub seats: Vec<SeatKind>,
    /// Seeds the bots and the throws' shapes.
    pub seed: u64,
    /// Decisions applied so far.
    pub actions: u64,
    pub game: Morpyam,
}

impl MorpyamMatch {
    pub fn new(variant: &str, seats: Vec<SeatKind>, seed: u64) -> Result<Self, String> {
        let config = morpyam::builtin(variant).map_err(|e| e.to_string())?;
        let game = Morpyam::new(&config, seats.len(), seed).map_err(|e| e.to_string())?;
        Ok(Self { variant: variant.to_string(), seats, seed, actions: 0, game })
    }

    pub fn from_setup(setup: &MatchSetup, seed: u64) -> Result<Self, String> {
        let variant = setup.variant_id().unwrap_or("classic");
        Self::new(variant, setup.seats.clone(), seed)
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| !s.is_computer())
    }

    /// The human who decides now, if the seat to act is one.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.game.to_act().filter(|s| self.is_human(*s))
    }

    /// "Red", "Blue"…
    pub fn name(seat: Seat) -> &'static str {
        palette::SEAT_NAMES[seat % 4]
    }

    /// "Red · you" or "Blue · computer, hard".
    pub fn label(&self, seat: Seat) -> String {
        match self.seats.get(seat) {
            Some(SeatKind::Human) if self.seats.iter().filter(|s| !s.is_computer()).count() == 1 => {
                format!("{} · you", Self::name(seat))
            }
            Some(SeatKind::Human) => format!("{} · player", Self::name(seat)),
            Some(k) => format!("{} · {}", Self::name(seat), k.bot_level().unwrap_or("")),
            None => Self::name(seat).to_string(),
        }
    }

    /// A seed for the next decision or throw, different for every action of the match.
    pub fn next_seed(&self, salt: u64) -> u64 {
        self.seed ^ (self.actions + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ salt.rotate_left(17)
    }

    pub fn variant_name(&self) -> &str {
        &self.game.config().name
    }
}

/// A decision for the rules, with the throw's gesture when it throws dice.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Submit {
    pub action: Action,
    pub gesture: Option<Gesture>,
}

/// Events applied by the rules and not yet shown, each with the gesture of its throw.
#[derive(Resource, Debug, Default)]
pub struct Showing {
    pub queue: VecDeque<(Event, Gesture)>,
}

/// A match to resume when the table opens (from the title's Resume).
#[derive(Resource, Debug, Default)]
pub struct ResumeRequest(pub Option<MorpyamMatch>);

/// A resignation asked for in the pause menu, carried out once the menu has closed.
#[derive(Resource, Debug, Default)]
struct PendingResign(bool);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Submit>();
    app.init_resource::<Showing>();
    app.init_resource::<ResumeRequest>();
    app.init_resource::<PendingResign>();
    app.add_systems(
        Update,
        (
            take_resign_request,
            resign.run_if(not(in_state(TurnPhase::Paused)).and_then(in_state(crate::menus::Menu::None))),
        )
            .chain()
            .run_if(resource_exists::<MorpyamMatch>)
            .in_set(crate::AppSystems::RecordInput),
    );
    app.add_systems(
        Update,
        (submit, autosave.run_if(resource_exists_and_changed::<MorpyamMatch>))
            .chain()
            .run_if(resource_exists::<MorpyamMatch>)
            .in_set(crate::AppSystems::Update),
    );
}

/// Apply decisions in order; their events go to the presenter. A refused decision is a bug in
/// the table (it offers only legal ones): it is reported and the match goes on.
fn submit(
    mut submits: MessageReader<Submit>,
    mut game: ResMut<MorpyamMatch>,
    mut showing: ResMut<Showing>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut notices: MessageWriter<Notice>,
) {
    for Submit { action, gesture } in submits.read() {
        match game.game.apply(action.clone()) {
            Ok(events) => {
                game.actions += 1;
                let g = gesture.unwrap_or_default();
                showing.queue.extend(events.into_iter().map(|e| (e, g)));
                next.set(TurnPhase::Presenting);
            }
            Err(e) => {
                error!("morpyam: refused {action:?}: {e}");
                notices.write(Notice(format!("That move was refused: {e}")));
            }
        }
    }
}

/// Save after every decision, atomically; a finished match leaves no save behind.
fn autosave(game: Res<MorpyamMatch>, store: Res<Store>, mut notices: MessageWriter<Notice>) {
    if store.keeps_nothing() {
        return;
    }
    let result = if game.game.outcome().is_some() {
        crate::persistence::saves::remove(&store)
    } else {
        crate::persistence::saves::store(&store, &SavedMatch::Morpyam(game.clone()))
    };
    if let Err(e) = result {
        warn!("saves: cannot write {}: {e}", store.location(crate::persistence::saves::FILE));
        notices.write(Notice(format!("Could not save the match: {e}")));
    }
}

fn take_resign_request(mut requests: MessageReader<ResignRequested>, mut pending: ResMut<PendingResign>) {
    if requests.read().count() > 0 {
        pending.0 = true;
    }
}

/// The human who resigns: the one to act, else the first human still playing.
fn resign(
    mut pending: ResMut<PendingResign>,
    phase: Res<State<TurnPhase>>,
    game: Res<MorpyamMatch>,
    mut submits: MessageWriter<Submit>,
    mut notices: MessageWriter<Notice>,
) {
    if !pending.0 || *phase.get() == TurnPhase::Over {
        return;
    }
    pending.0 = false;
    let t = game.game.table();
    let seat = game.human_to_act().or_else(|| (0..t.players).find(|s| game.is_human(*s) && !t.resigned[*s]));
    match seat {
        Some(seat) => {
            submits.write(Submit { action: Action::Resign { seat }, gesture: None });
        }
        None => {
            notices.write(Notice("No player at this table can resign: the computer players play on.".into()));
        }
    }
}
