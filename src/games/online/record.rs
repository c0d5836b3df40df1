//! A finished online match on this screen's replay shelf and in the player's record. The server
//! sends the match's seed and every decision once it is over; the rules replay them here to the
//! end every seat saw, so the shelf holds the whole match, every hand and die, as it holds a
//! match played at this screen. Each seat of the screen, and each return to the room, is sent the
//! record again: the shelf keeps it once.

use super::Online;
use crate::games::ending;
use crate::games::registry::Registered;
use crate::games::replays;
use crate::games::session::Match;
use crate::persistence::statistics;
use crate::persistence::store::Store;
use parlour_rules::online::Payload;

/// The match `seed` and `actions` make, as this screen's shelf keeps it.
pub(crate) fn rebuild<G: Registered>(
    online: &Online,
    seed: u64,
    actions: &[Payload],
) -> Result<Match<G>, String> {
    let mut m = Match::<G>::new(&online.variant, online.seat_kinds(), seed)?;
    for (n, action) in actions.iter().enumerate() {
        let action: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| format!("decision {} of the record does not read: {e}", n + 1))?;
        m.apply(action).map_err(|e| format!("decision {} of the record does not replay: {e}", n + 1))?;
    }
    if m.game.outcome().is_none() {
        return Err(format!("the record's {} decisions do not end the match", actions.len()));
    }
    m.names = online.names();
    m.room = Some(online.code.clone());
    Ok(m)
}

/// Put the finished match on the shelf and count it in the record, unless the shelf has it.
/// `Ok(false)`: it was there already.
pub(crate) fn shelve<G: Registered>(store: &Store, m: Match<G>) -> Result<bool, String> {
    let room = m.room.clone().unwrap_or_default();
    if replays::holds_online(store, &room, m.seed) {
        return Ok(false);
    }
    if let Some(outcome) = m.game.outcome()
        && let Some(finished) = ending::finished_for_record(&m, &outcome)
    {
        statistics::record(store, &finished)?;
    }
    replays::keep(store, G::wrap(m)).map_err(|e| e.to_string())?;
    Ok(true)
}
