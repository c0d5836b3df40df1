//! Entering a room: its task when it is held in memory, or the room loaded from the store and
//! its task started when it is not.

use crate::inbox::{Out, ToRoom};
use crate::room::Room;
use crate::shared::Shared;
use parlour_rules::online::protocol::Denial;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tokio::sync::mpsc;

/// Connection `id` into room `code`: the room's queue, the room loaded from the store when it is
/// not held. `Err` says why not.
pub async fn enter(
    shared: &Arc<Shared>,
    code: &str,
    id: u64,
    out: mpsc::Sender<Out>,
) -> Result<mpsc::Sender<ToRoom>, Denial> {
    loop {
        let tx = shared.rooms.lock().await.get(code).cloned();
        let tx = match tx {
            Some(tx) => tx,
            None => load(shared, code).await?,
        };
        if tx.send(ToRoom::Open { id, out: out.clone() }).await.is_ok() {
            return Ok(tx);
        }
        // The room was unloading: drop its entry and load it afresh.
        let mut rooms = shared.rooms.lock().await;
        if rooms.get(code).is_some_and(|t| t.same_channel(&tx)) {
            rooms.remove(code);
        }
    }
}

/// The room's task, started with the room as stored unless another connection started it first.
async fn load(shared: &Arc<Shared>, code: &str) -> Result<mpsc::Sender<ToRoom>, Denial> {
    let mut rooms = shared.rooms.lock().await;
    if let Some(tx) = rooms.get(code)
        && !tx.is_closed()
    {
        return Ok(tx.clone());
    }
    if shared.matches.load(Ordering::Relaxed) >= shared.settings.max_matches {
        return Err(Denial::Full);
    }
    let stored = shared.store.room(code).await.map_err(|e| {
        tracing::error!(room = %code, "cannot load: {e}");
        Denial::NotNow(format!("the room cannot be loaded: {e}"))
    })?;
    let stored = stored.ok_or(Denial::NoRoom)?;
    let room = Room::load(stored, shared.clone()).map_err(|e| {
        tracing::error!(room = %code, "cannot load: {e}");
        Denial::NotNow(e)
    })?;
    let (tx, rx) = mpsc::channel(1024);
    rooms.insert(code.to_string(), tx.clone());
    shared.matches.fetch_add(1, Ordering::Relaxed);
    tokio::spawn(room.run(rx));
    tracing::info!(room = %code, "loaded");
    Ok(tx)
}
