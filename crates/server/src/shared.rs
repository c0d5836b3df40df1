//! What every room and connection of a server shares: its settings, its store, the rooms held
//! in memory, its counts and limits.

use crate::config::Settings;
use crate::inbox::ToRoom;
use crate::limits::PerAddress;
use crate::metrics::Metrics;
use crate::store::Store;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize};
use tokio::sync::{Mutex, mpsc};

/// What every room and connection shares.
pub struct Shared {
    pub settings: Settings,
    /// This process among the servers sharing the database: random, drawn at the start.
    pub holder: String,
    pub store: Store,
    /// The rooms held in memory, by code.
    pub rooms: Mutex<HashMap<String, mpsc::Sender<ToRoom>>>,
    pub next_id: AtomicU64,
    /// Open connections, and rooms held in memory.
    pub sockets: AtomicUsize,
    pub matches: AtomicUsize,
    pub metrics: Arc<Metrics>,
    pub rooms_by_address: std::sync::Mutex<PerAddress>,
    pub tries_by_address: std::sync::Mutex<PerAddress>,
}
