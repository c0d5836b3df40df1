//! One load run: its settings, the tables that play, and the report.

use crate::client::{Clock, Player, create};
use parlour_rules::Game;
use parlour_rules::games::{morfals::Morfals, morpyam::Morpyam, morris::Morris, sorry::Sorry};
use parlour_rules::online::protocol::Plan;
use rand::Rng;
use std::fmt;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What to run.
#[derive(Debug, Clone)]
pub struct Load {
    /// The server: `ws://127.0.0.1:PORT` (loopback only).
    pub url: String,
    /// Tables playing at once.
    pub tables: usize,
    /// Matches to finish in all; the run stops there.
    pub matches: usize,
    /// The run stops after this too, whatever is finished.
    pub time: Duration,
    /// Each decision waits a random time up to this first.
    pub think: Duration,
    /// The server's process, to read its memory and CPU time from /proc.
    pub server_pid: Option<u32>,
}

/// What one run did.
#[derive(Debug, Clone, Default)]
pub struct Report {
    pub seconds: f64,
    pub matches: u64,
    /// Connections open at the most at once.
    pub sockets_max: usize,
    pub decisions: u64,
    /// Decision sent → each client's copy of it: median, 99th percentile, most (milliseconds),
    /// over `deliveries` copies.
    pub deliveries: usize,
    pub median_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    /// Tables that failed (a refusal, a dropped connection, a silence past the client's patience).
    pub errors: u64,
    /// The server's resident memory at the end, and its CPU time over the run, where known.
    pub server_rss_mb: Option<f64>,
    pub server_cpu_seconds: Option<f64>,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "time              {:.1} s", self.seconds)?;
        writeln!(f, "matches finished  {}", self.matches)?;
        writeln!(f, "sockets (most)    {}", self.sockets_max)?;
        writeln!(
            f,
            "decisions         {} ({:.0}/s)",
            self.decisions,
            self.decisions as f64 / self.seconds.max(1e-9)
        )?;
        writeln!(
            f,
            "decision -> every client: median {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} deliveries)",
            self.median_ms, self.p99_ms, self.max_ms, self.deliveries
        )?;
        if let (Some(rss), Some(cpu)) = (self.server_rss_mb, self.server_cpu_seconds) {
            writeln!(
                f,
                "server            {rss:.0} MB resident, {cpu:.1} s CPU ({:.0} % of a core)",
                100.0 * cpu / self.seconds
            )?;
        }
        write!(f, "errors            {}", self.errors)
    }
}

/// The games the tables play in turn: (game, variant, people).
const MIX: [(&str, &str, usize); 6] = [
    ("morris", "nine", 2),
    ("sorry", "standard", 4),
    ("morpyam", "classic", 2),
    ("morfals", "standard", 2),
    ("sorry", "points", 3),
    ("morris", "three", 2),
];

/// Whether `url` is a loopback address (127.0.0.0/8, localhost or [::1]).
pub fn is_loopback(url: &str) -> bool {
    let host = url.trim_start_matches("ws://").split(['/', '?']).next().unwrap_or("");
    let host = host.rsplit_once(':').map_or(host, |(h, _)| h);
    host == "localhost"
        || host == "[::1]"
        || host.parse::<std::net::Ipv4Addr>().is_ok_and(|ip| ip.is_loopback())
}

struct Shared {
    load: Load,
    clock: Mutex<Clock>,
    started: AtomicU64,
    finished: AtomicU64,
    decisions: AtomicU64,
    errors: AtomicU64,
    sockets: AtomicUsize,
    sockets_max: AtomicUsize,
    deadline: Instant,
}

/// One match of `G` at one table: every seat a simulated player.
async fn play<G: Game + Send + 'static>(
    s: Arc<Shared>,
    variant: &'static str,
    people: usize,
) -> Result<(), String>
where
    G::Action: Send,
{
    let room = create(&s.load.url, G::ID, variant, vec![Plan::Person; people]).await;
    let mut players = Vec::new();
    for n in 0..people {
        players.push(Player::<G>::join(&s.load.url, &room, &format!("Load {n}"), None).await);
        let open = s.sockets.fetch_add(1, Ordering::Relaxed) + 1;
        s.sockets_max.fetch_max(open, Ordering::Relaxed);
    }
    let think = s.load.think;
    // One clock for the match: a decision's send time, and each client's receipt of it.
    let clock = Arc::new(Mutex::new(Clock::default()));
    let tasks: Vec<_> = players
        .into_iter()
        .map(|mut p| {
            let s = s.clone();
            let clock = clock.clone();
            tokio::spawn(async move {
                let mut seed = p.seat as u64;
                while !p.over && Instant::now() < s.deadline {
                    if p.choice("easy", seed).is_some() && !think.is_zero() {
                        let wait = rand::rng().random_range(Duration::ZERO..think);
                        tokio::time::sleep(wait).await;
                    }
                    seed += 1;
                    if p.act("easy", seed, Some(&clock)).await {
                        s.decisions.fetch_add(1, Ordering::Relaxed);
                    }
                    if p.over {
                        break;
                    }
                    match tokio::time::timeout(Duration::from_secs(1), p.client.next()).await {
                        Ok(Some(m)) => p.take(&m, Some(&clock)),
                        Ok(None) => break,
                        Err(_) => continue,
                    }
                }
                s.sockets.fetch_sub(1, Ordering::Relaxed);
                p.over
            })
        })
        .collect();
    let mut over = true;
    for t in tasks {
        over &= t.await.map_err(|e| e.to_string())?;
    }
    s.clock.lock().unwrap().latencies.append(&mut clock.lock().unwrap().latencies);
    if over { Ok(()) } else { Err("unfinished".into()) }
}

async fn table(s: Arc<Shared>) {
    while Instant::now() < s.deadline {
        let n = s.started.fetch_add(1, Ordering::Relaxed) as usize;
        if n >= s.load.matches {
            return;
        }
        let (game, variant, people) = MIX[n % MIX.len()];
        let s2 = s.clone();
        let result = tokio::spawn(async move {
            match game {
                "morris" => play::<Morris>(s2, variant, people).await,
                "sorry" => play::<Sorry>(s2, variant, people).await,
                "morpyam" => play::<Morpyam>(s2, variant, people).await,
                _ => play::<Morfals>(s2, variant, people).await,
            }
        })
        .await;
        match result {
            Ok(Ok(_)) => {
                s.finished.fetch_add(1, Ordering::Relaxed);
            }
            Ok(Err(e)) if e == "unfinished" && Instant::now() >= s.deadline => {}
            _ => {
                s.errors.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}

/// Resident memory (MB) and CPU time (s) of process `pid`, from /proc.
fn process(pid: u32) -> Option<(f64, f64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let rss_kb: f64 =
        status.lines().find_map(|l| l.strip_prefix("VmRSS:"))?.split_whitespace().next()?.parse().ok()?;
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some((rss_kb / 1024.0, ticks / 100.0))
}

/// Run `load` to its end and report.
pub async fn run(load: Load) -> Result<Report, String> {
    if !is_loopback(&load.url) {
        return Err(format!(
            "{} is not a loopback address: the load generator only loads this machine",
            load.url
        ));
    }
    let cpu_before = load.server_pid.and_then(process).map(|(_, cpu)| cpu);
    let started = Instant::now();
    let s = Arc::new(Shared {
        deadline: started + load.time,
        load: load.clone(),
        clock: Mutex::new(Clock::default()),
        started: AtomicU64::new(0),
        finished: AtomicU64::new(0),
        decisions: AtomicU64::new(0),
        errors: AtomicU64::new(0),
        sockets: AtomicUsize::new(0),
        sockets_max: AtomicUsize::new(0),
    });
    let tables: Vec<_> = (0..load.tables).map(|_| tokio::spawn(table(s.clone()))).collect();
    for t in tables {
        let _ = t.await;
    }
    let seconds = started.elapsed().as_secs_f64();
    let mut l = std::mem::take(&mut s.clock.lock().unwrap().latencies);
    l.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |p: f64| l.get(((l.len().max(1) - 1) as f64 * p).round() as usize).copied().map_or(0.0, ms);
    let end = load.server_pid.and_then(process);
    Ok(Report {
        seconds,
        matches: s.finished.load(Ordering::Relaxed),
        sockets_max: s.sockets_max.load(Ordering::Relaxed),
        decisions: s.decisions.load(Ordering::Relaxed),
        deliveries: l.len(),
        median_ms: at(0.5),
        p99_ms: at(0.99),
        max_ms: l.last().copied().map_or(0.0, ms),
        errors: s.errors.load(Ordering::Relaxed),
        server_rss_mb: end.map(|(rss, _)| rss),
        server_cpu_seconds: end.zip(cpu_before).map(|((_, cpu), before)| cpu - before),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_addresses_are_loaded() {
        assert!(is_loopback("ws://127.0.0.1:3536"));
        assert!(is_loopback("ws://127.0.0.3:80/room/X"));
        assert!(is_loopback("ws://localhost:1"));
        assert!(is_loopback("ws://[::1]:3536"));
        assert!(!is_loopback("ws://10.0.0.1:3536"));
        assert!(!is_loopback("ws://example.com:3536"));
        assert!(!is_loopback("ws://192.168.1.20:3536"));
    }
}
