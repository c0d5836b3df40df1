//! One load run: its settings, the tables that play, and the report.

use crate::client::{Clock, Player, try_create};
use parlour_rules::Game;
use parlour_rules::games::{morfals::Morfals, morpyam::Morpyam, morris::Morris, sorry::Sorry};
use parlour_rules::online::protocol::{Denial, Plan};
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
    /// A player whose connection drops comes back to its seat with its token, trying for this
    /// long (through a proxy, perhaps to another server); zero: a dropped connection fails its
    /// table.
    pub reconnect: Duration,
    /// `wss://` trusts only the root certificates of this PEM file (a deployment's own
    /// authority, as Caddy's `tls internal`); without it, the web's.
    pub ca: Option<std::path::PathBuf>,
    /// Keep every decision the server acknowledged to its player, for [`Report::acked`].
    pub keep_acks: bool,
    /// The games the tables play in turn (entries of [`MIX`]); empty: all of them.
    pub games: Vec<(&'static str, &'static str, usize)>,
}

impl Default for Load {
    fn default() -> Self {
        Load {
            url: "ws://127.0.0.1:3536".into(),
            tables: 20,
            matches: 100,
            time: Duration::from_secs(60),
            think: Duration::from_millis(300),
            server_pid: None,
            reconnect: Duration::ZERO,
            ca: None,
            keep_acks: false,
            games: Vec::new(),
        }
    }
}

/// A decision acknowledged to the player who made it: the server said it is stored.
#[derive(Debug, Clone)]
pub struct Acked {
    pub room: String,
    /// The room's match (from 1) and the decision's number in it (from 1).
    pub number: u32,
    pub n: u64,
    /// The action as the server told it, JSON.
    pub action: String,
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
    /// Tables that failed (a dropped connection, a silence past the client's patience, a refusal
    /// other than a full server's).
    pub errors: u64,
    /// Rooms the server would not open or load because it was full ("try again in a minute"):
    /// the table waits five seconds and asks again.
    pub refused: u64,
    /// Matches playing at once, at the most (every seat joined, not yet over).
    pub open_max: usize,
    /// The server's resident memory at the end, and its CPU time over the run, where known.
    pub server_rss_mb: Option<f64>,
    pub server_cpu_seconds: Option<f64>,
    /// Players that came back after their connection dropped, and how long each took, from the
    /// drop to the whole table again: median, 99th percentile, most (milliseconds).
    pub reconnects: usize,
    pub reconnect_median_ms: f64,
    pub reconnect_p99_ms: f64,
    pub reconnect_max_ms: f64,
    /// With [`Load::keep_acks`]: every decision acknowledged to its player.
    pub acked: Vec<Acked>,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "time              {:.1} s", self.seconds)?;
        writeln!(f, "matches finished  {}", self.matches)?;
        writeln!(f, "sockets (most)    {}", self.sockets_max)?;
        writeln!(f, "matches at once   {} (most)", self.open_max)?;
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
        if self.reconnects > 0 {
            writeln!(
                f,
                "reconnected       {} players: median {:.0} ms, p99 {:.0} ms, max {:.0} ms",
                self.reconnects, self.reconnect_median_ms, self.reconnect_p99_ms, self.reconnect_max_ms
            )?;
        }
        if self.refused > 0 {
            writeln!(f, "refused (full)    {}", self.refused)?;
        }
        write!(f, "errors            {}", self.errors)
    }
}

/// The games the tables play in turn: (game, variant, people).
pub const MIX: [(&str, &str, usize); 6] = [
    ("morris", "nine", 2),
    ("sorry", "standard", 4),
    ("morpyam", "classic", 2),
    ("morfals", "standard", 2),
    ("sorry", "points", 3),
    ("morris", "three", 2),
];

/// The entries of [`MIX`] that `list` names, as `game:variant` separated by commas
/// (`morris:nine,morpyam:classic`), or why it names none.
pub fn games(list: &str) -> Result<Vec<(&'static str, &'static str, usize)>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|g| !g.is_empty())
        .map(|g| {
            MIX.iter().find(|(game, variant, _)| format!("{game}:{variant}") == g).copied().ok_or_else(|| {
                let known: Vec<String> = MIX.iter().map(|(g, v, _)| format!("{g}:{v}")).collect();
                format!("--games: no {g:?} in the mix ({})", known.join(", "))
            })
        })
        .collect::<Result<Vec<_>, _>>()
        .and_then(|v| if v.is_empty() { Err("--games names no game".into()) } else { Ok(v) })
}

/// Whether `url` is a loopback address (127.0.0.0/8, localhost or [::1]).
pub fn is_loopback(url: &str) -> bool {
    let rest = url.strip_prefix("wss://").or_else(|| url.strip_prefix("ws://")).unwrap_or(url);
    let host = rest.split(['/', '?']).next().unwrap_or("");
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
    refused: AtomicU64,
    open: AtomicUsize,
    open_max: AtomicUsize,
    deadline: Instant,
    reconnects: Mutex<Vec<Duration>>,
    acked: Mutex<Vec<Acked>>,
}

/// Why a table's match did not finish.
enum Stop {
    /// The server was full: no room, or no seat in it (a server holds as many as it may).
    Full,
    /// The run's time ran out first.
    Unfinished,
    /// Anything else: an error of the run.
    Failed(String),
}

/// One match of `G` at one table: every seat a simulated player.
async fn play<G: Game + Send + 'static>(
    s: Arc<Shared>,
    variant: &'static str,
    people: usize,
) -> Result<(), Stop>
where
    G::Action: Send,
{
    let refused = |why: Denial| match why {
        Denial::Full => Stop::Full,
        other => Stop::Failed(format!("{other:?}")),
    };
    let room = try_create(&s.load.url, G::ID, variant, vec![Plan::Person; people]).await.map_err(refused)?;
    let mut players = Vec::new();
    for n in 0..people {
        // The first seat loads the room on the server its code is routed to, which may be full;
        // the seats already taken then go (their room is unloaded without them).
        let player = Player::<G>::try_join(&s.load.url, &room, &format!("Load {n}"), None).await;
        players.push(player.map_err(refused)?);
    }
    let open = s.sockets.fetch_add(people, Ordering::Relaxed) + people;
    s.sockets_max.fetch_max(open, Ordering::Relaxed);
    let playing = s.open.fetch_add(1, Ordering::Relaxed) + 1;
    s.open_max.fetch_max(playing, Ordering::Relaxed);
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
                        Ok(None) if !s.load.reconnect.is_zero() => {
                            match p.rejoin(&s.load.url, s.load.reconnect).await {
                                Ok(took) => s.reconnects.lock().unwrap().push(took),
                                Err(e) => {
                                    eprintln!("parlour-load: {e}");
                                    break;
                                }
                            }
                        }
                        Ok(None) => break,
                        Err(_) => continue,
                    }
                }
                s.sockets.fetch_sub(1, Ordering::Relaxed);
                if s.load.keep_acks {
                    let mut acked = s.acked.lock().unwrap();
                    for (number, n, action) in p.acked.drain(..) {
                        let room = p.room.clone();
                        acked.push(Acked { room, number, n, action: action.to_string() });
                    }
                }
                p.over
            })
        })
        .collect();
    let mut over = true;
    for t in tasks {
        over &= t.await.map_err(|e| Stop::Failed(e.to_string()))?;
    }
    s.open.fetch_sub(1, Ordering::Relaxed);
    s.clock.lock().unwrap().latencies.append(&mut clock.lock().unwrap().latencies);
    if over { Ok(()) } else { Err(Stop::Unfinished) }
}

async fn table(s: Arc<Shared>) {
    while Instant::now() < s.deadline {
        let n = s.started.fetch_add(1, Ordering::Relaxed) as usize;
        if n >= s.load.matches {
            return;
        }
        let mix = if s.load.games.is_empty() { &MIX[..] } else { &s.load.games[..] };
        let (game, variant, people) = mix[n % mix.len()];
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
            Ok(Err(Stop::Unfinished)) if Instant::now() >= s.deadline => {}
            Ok(Err(Stop::Full)) => {
                // Not a match played: its number goes back, and the table asks again in a few
                // seconds (a person is told to try again in a minute).
                s.started.fetch_sub(1, Ordering::Relaxed);
                s.refused.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_secs(5)).await;
            }
            Ok(Err(Stop::Failed(e))) => {
                eprintln!("parlour-load: {e}");
                s.errors.fetch_add(1, Ordering::Relaxed);
            }
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
    if let Some(ca) = &load.ca {
        crate::client::trust(ca)?;
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
        refused: AtomicU64::new(0),
        open: AtomicUsize::new(0),
        open_max: AtomicUsize::new(0),
        reconnects: Mutex::new(Vec::new()),
        acked: Mutex::new(Vec::new()),
    });
    let tables: Vec<_> = (0..load.tables).map(|_| tokio::spawn(table(s.clone()))).collect();
    for t in tables {
        let _ = t.await;
    }
    let seconds = started.elapsed().as_secs_f64();
    let mut l = std::mem::take(&mut s.clock.lock().unwrap().latencies);
    l.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let quantile = |l: &[Duration], p: f64| {
        l.get(((l.len().max(1) - 1) as f64 * p).round() as usize).copied().map_or(0.0, ms)
    };
    let at = |p: f64| quantile(&l, p);
    let mut back = std::mem::take(&mut *s.reconnects.lock().unwrap());
    back.sort();
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
        refused: s.refused.load(Ordering::Relaxed),
        open_max: s.open_max.load(Ordering::Relaxed),
        server_rss_mb: end.map(|(rss, _)| rss),
        server_cpu_seconds: end.zip(cpu_before).map(|((_, cpu), before)| cpu - before),
        reconnects: back.len(),
        reconnect_median_ms: quantile(&back, 0.5),
        reconnect_p99_ms: quantile(&back, 0.99),
        reconnect_max_ms: back.last().copied().map_or(0.0, ms),
        acked: std::mem::take(&mut *s.acked.lock().unwrap()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_chosen_from_the_mix_by_name() {
        let two = games("morris:nine, morpyam:classic").unwrap();
        assert_eq!(two, vec![("morris", "nine", 2), ("morpyam", "classic", 2)]);
        let e = games("morris:nine,chess:classic").unwrap_err();
        assert!(e.contains("\"chess:classic\"") && e.contains("sorry:points"), "{e}");
        assert!(games(" , ").is_err());
    }

    #[test]
    fn only_loopback_addresses_are_loaded() {
        assert!(is_loopback("ws://127.0.0.1:3536"));
        assert!(is_loopback("ws://127.0.0.3:80/room/X"));
        assert!(is_loopback("ws://localhost:1"));
        assert!(is_loopback("ws://[::1]:3536"));
        assert!(is_loopback("wss://127.0.0.1:8443/room/K7M2QX"));
        assert!(!is_loopback("wss://play.example.org"));
        assert!(!is_loopback("ws://10.0.0.1:3536"));
        assert!(!is_loopback("ws://example.com:3536"));
        assert!(!is_loopback("ws://192.168.1.20:3536"));
    }
}
