//! Undo against computer players, for any game. The match log replays the match from its
//! opening to the human's previous decision point, the rules' own generator included, so the
//! dice and cards come out the same again: undo takes back a decision, never luck. The table is
//! then re-laid in place (its opening schedule runs again), the HUD staying where it is.

use super::phase::{TableOpens, TableSystems, TurnPhase};
use super::registry::{Registered, ResumeRequest, SavedMatch};
use super::session::Match;
use super::session::UndoRefused;
use super::table_buttons::{Asked, UndoButton};
use crate::i18n::Msg;
use crate::input::MenuAction;
use crate::notice::Notice;
use crate::persistence::settings::Settings;
use crate::state::Watching;
use bevy::prelude::*;

/// A match to lay on the table in place of the one there, with the banner that says why.
#[derive(Resource, Default)]
pub struct Relay(pub Option<(SavedMatch, Msg)>);

/// While a match is re-laid in place: the banner `open` shows (and it keeps the HUD).
#[derive(Resource, Default)]
pub struct Relaying(pub Option<Msg>);

/// Undo requests are read before the table is re-laid.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct UndoSystems;

pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<Relay>().init_resource::<Relaying>();
    app.add_systems(
        Update,
        relay
            .run_if(|r: Res<Relay>| r.0.is_some())
            .after(UndoSystems)
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
}

pub(super) fn plugin<G: Registered>(app: &mut App) {
    app.add_systems(
        Update,
        // A lesson goes one way: its steps are counted as they are played.
        undo::<G>
            .run_if(
                resource_exists::<Match<G>>
                    .and_then(not(resource_exists::<Watching>))
                    .and_then(not(super::lesson::learning)),
            )
            .in_set(UndoSystems)
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
}

fn undo<G: Registered>(
    asked: Asked<UndoButton>,
    phase: Res<State<TurnPhase>>,
    m: Res<Match<G>>,
    settings: Res<Settings>,
    mut relay: ResMut<Relay>,
    mut notices: MessageWriter<Notice>,
    online: Option<Res<super::seats::OnlineRole>>,
) {
    if !asked.now(MenuAction::Undo) {
        return;
    }
    // One screen's undo would take back another's decision.
    if online.is_some() {
        notices.write(Notice(Msg::new("notice-undo-online")));
        return;
    }
    // Only between animations: a decision is being taken, by a person or a computer player.
    if !matches!(phase.get(), TurnPhase::Deciding | TurnPhase::BotThinking) {
        notices.write(Notice(Msg::new("notice-undo-wait")));
        return;
    }
    let back = m.undo_point(settings.undo).and_then(|point| {
        m.replayed(point).map_err(|e| {
            error!("{}: the match log does not replay: {e}", G::ID);
            UndoRefused::Broken(e)
        })
    });
    match back {
        Ok(back) => relay.0 = Some((G::wrap(back), Msg::new("match-undone"))),
        Err(refused) => {
            notices.write(refused.notice::<G>());
        }
    }
}

/// Lay `Relay`'s match on the table in place of the one there.
fn relay(world: &mut World) {
    let Some((saved, line)) = world.resource_mut::<Relay>().0.take() else { return };
    world.resource_mut::<ResumeRequest>().0 = Some(saved);
    world.resource_mut::<Relaying>().0 = Some(line);
    world.run_schedule(TableOpens);
    world.resource_mut::<Relaying>().0 = None;
}
