//! The server's numbers in the Prometheus text format (`GET /metrics`): what it holds now, what
//! it has done since it started, what it turned down and why, and how long its commits take.

use parlour_rules::online::message::Refusal;
use parlour_rules::online::protocol::Denial;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};

/// Why a message was turned down, as a label.
const REASONS: [&str; 16] = [
    "unreadable",
    "too_large",
    "too_fast",
    "too_many_rooms",
    "too_many_tries",
    "no_room",
    "full",
    "bad_token",
    "not_seated",
    "bad_room",
    "not_now",
    "not_your_turn",
    "stale",
    "illegal",
    "unreadable_decision",
    "over",
];

#[derive(Default)]
pub struct Metrics {
    pub decisions: AtomicU64,
    pub rooms_opened: AtomicU64,
    refused: [AtomicU64; REASONS.len()],
    commits: AtomicU64,
    commit_micros: AtomicU64,
    commit_max_micros: AtomicU64,
    writes: AtomicU64,
}

fn denial_index(d: &Denial) -> usize {
    match d {
        Denial::Unreadable(_) => 0,
        Denial::TooLarge { .. } => 1,
        Denial::TooFast => 2,
        Denial::TooManyRooms => 3,
        Denial::TooManyTries => 4,
        Denial::NoRoom => 5,
        Denial::Full => 6,
        Denial::BadToken => 7,
        Denial::NotSeated => 8,
        Denial::BadRoom(_) => 9,
        Denial::NotNow(_) => 10,
    }
}

fn refusal_index(r: &Refusal) -> usize {
    match r {
        Refusal::NotYourTurn => 11,
        Refusal::Stale { .. } => 12,
        Refusal::Illegal(_) => 13,
        Refusal::Unreadable(_) => 14,
        Refusal::Over => 15,
    }
}

impl Metrics {
    pub fn denied(&self, d: &Denial) {
        self.refused[denial_index(d)].fetch_add(1, Ordering::Relaxed);
    }

    pub fn refused(&self, r: &Refusal) {
        self.refused[refusal_index(r)].fetch_add(1, Ordering::Relaxed);
    }

    /// One committed batch of `writes` writes that took `micros`.
    pub fn committed(&self, writes: usize, micros: u64) {
        self.commits.fetch_add(1, Ordering::Relaxed);
        self.writes.fetch_add(writes as u64, Ordering::Relaxed);
        self.commit_micros.fetch_add(micros, Ordering::Relaxed);
        self.commit_max_micros.fetch_max(micros, Ordering::Relaxed);
    }

    /// The text `/metrics` serves, with the gauges given.
    pub fn render(&self, matches: usize, sockets: usize) -> String {
        let mut out = String::new();
        let get = |a: &AtomicU64| a.load(Ordering::Relaxed);
        let mut metric = |name: &str, kind: &str, help: &str, lines: Vec<(String, f64)>| {
            let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
            for (labels, value) in lines {
                let _ = writeln!(out, "{name}{labels} {value}");
            }
        };
        metric("parlour_matches", "gauge", "Rooms held in memory.", vec![(String::new(), matches as f64)]);
        metric(
            "parlour_sockets",
            "gauge",
            "Open WebSocket connections.",
            vec![(String::new(), sockets as f64)],
        );
        metric(
            "parlour_decisions_total",
            "counter",
            "Decisions stored and told.",
            vec![(String::new(), get(&self.decisions) as f64)],
        );
        metric(
            "parlour_rooms_opened_total",
            "counter",
            "Rooms opened.",
            vec![(String::new(), get(&self.rooms_opened) as f64)],
        );
        metric(
            "parlour_refused_total",
            "counter",
            "Messages and decisions turned down, by reason.",
            REASONS
                .iter()
                .zip(&self.refused)
                .map(|(r, n)| (format!("{{reason=\"{r}\"}}"), get(n) as f64))
                .collect(),
        );
        metric(
            "parlour_store_commit_seconds",
            "summary",
            "Time to commit one batch of writes (group commit).",
            vec![
                ("_sum".into(), get(&self.commit_micros) as f64 / 1e6),
                ("_count".into(), get(&self.commits) as f64),
            ],
        );
        metric(
            "parlour_store_commit_max_seconds",
            "gauge",
            "The longest commit since the start.",
            vec![(String::new(), get(&self.commit_max_micros) as f64 / 1e6)],
        );
        metric(
            "parlour_store_writes_total",
            "counter",
            "Writes committed.",
            vec![(String::new(), get(&self.writes) as f64)],
        );
        out
    }
}
