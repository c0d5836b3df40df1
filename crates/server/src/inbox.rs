//! The messages between a room's task and the connections in it.

use parlour_rules::online::protocol::{ToClient, ToServer};
use tokio::sync::mpsc;

/// What a connection tells its room.
#[derive(Debug)]
pub enum ToRoom {
    Open {
        id: u64,
        out: mpsc::Sender<Out>,
    },
    Message {
        id: u64,
        message: ToServer,
    },
    Closed {
        id: u64,
    },
    /// Another server loaded this room, as the database said when asked at `asked`: a room
    /// held since before then lets it go.
    Taken {
        asked: tokio::time::Instant,
    },
}

/// What a room tells a connection.
#[derive(Debug, Clone)]
pub enum Out {
    Send(ToClient),
    /// Close the connection, saying why.
    Close(String),
}
