//! The server's settings, each from the environment (`PARLOUR_…`) or its default.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Settings {
    /// Where to listen (`PARLOUR_ADDRESS`, default 127.0.0.1:3536; port 0: any free port).
    pub address: SocketAddr,
    /// The database (`PARLOUR_DATABASE`): a SQLite file's path, or `sqlite://PATH`.
    pub database: String,
    /// Connections held at once (`PARLOUR_MAX_SOCKETS`).
    pub max_sockets: usize,
    /// Matches held in memory at once (`PARLOUR_MAX_MATCHES`): past it new rooms are refused,
    /// running ones never dropped.
    pub max_matches: usize,
    /// Messages a second one connection may send, on average (`PARLOUR_MESSAGES_PER_SECOND`),
    /// and in a burst (`PARLOUR_MESSAGE_BURST`).
    pub messages_per_second: f64,
    pub message_burst: f64,
    /// Rooms one address may open in ten minutes (`PARLOUR_ROOMS_PER_ADDRESS`).
    pub rooms_per_address: u32,
    /// Codes of no room one address may try in ten minutes (`PARLOUR_TRIES_PER_ADDRESS`).
    pub tries_per_address: u32,
    /// A match with nobody connected leaves memory after this (`PARLOUR_UNLOAD_SECONDS`).
    pub unload_after: Duration,
    /// A match with no decision for this many days is closed (`PARLOUR_CLOSE_DAYS`).
    pub close_after_days: u64,
    /// A connection that says nothing (not even a pong) for this long is closed
    /// (`PARLOUR_SILENCE_SECONDS`); the server pings at a third of it.
    pub silence: Duration,
    /// A computer player's decision is sent this long after the last one (`PARLOUR_BOT_PAUSE_MS`),
    /// so that the people at the table can follow.
    pub bot_pause: Duration,
    /// Proxies in front of the server (`PARLOUR_TRUSTED_PROXIES`, addresses separated by
    /// commas): a connection from one of them is counted, for the limits per address, as the
    /// last address its `X-Forwarded-For` names. Without it, every player behind a proxy would
    /// share the proxy's address and its limits.
    pub trusted_proxies: Vec<IpAddr>,
    /// How often a server asks the database whether another server has loaded a room it holds
    /// (`PARLOUR_HOLD_CHECK_SECONDS`; 0, the default: never, as one server alone needs). The one
    /// that loaded it last keeps it; the other lets it go, and its players reconnect through the
    /// proxy to the holder. For several servers on one database (deploy/ sets 2).
    pub hold_check: Duration,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            address: "127.0.0.1:3536".parse().expect("a literal address"),
            database: "parlour-server.db".into(),
            max_sockets: 20_000,
            max_matches: 10_000,
            messages_per_second: 10.0,
            message_burst: 40.0,
            rooms_per_address: 30,
            tries_per_address: 30,
            unload_after: Duration::from_secs(60),
            close_after_days: 30,
            silence: Duration::from_secs(60),
            bot_pause: Duration::from_millis(400),
            trusted_proxies: Vec::new(),
            hold_check: Duration::ZERO,
        }
    }
}

impl Settings {
    /// The defaults with whatever `PARLOUR_…` variables say, or which variable does not read.
    pub fn from_env() -> Result<Self, String> {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    /// The defaults with the variables `var` gives.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Self, String> {
        let mut s = Self::default();
        fn parse<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
            value.trim().parse().map_err(|_| format!("{name}={value:?} does not read as a number or address"))
        }
        if let Some(v) = var("PARLOUR_ADDRESS") {
            s.address = parse("PARLOUR_ADDRESS", &v)?;
        }
        if let Some(v) = var("PARLOUR_DATABASE") {
            s.database = v;
        }
        fn set<T: std::str::FromStr>(
            var: &impl Fn(&str) -> Option<String>,
            name: &str,
            slot: &mut T,
        ) -> Result<(), String> {
            if let Some(v) = var(name) {
                *slot = parse(name, &v)?;
            }
            Ok(())
        }
        set(&var, "PARLOUR_MAX_SOCKETS", &mut s.max_sockets)?;
        set(&var, "PARLOUR_MAX_MATCHES", &mut s.max_matches)?;
        set(&var, "PARLOUR_MESSAGES_PER_SECOND", &mut s.messages_per_second)?;
        set(&var, "PARLOUR_MESSAGE_BURST", &mut s.message_burst)?;
        set(&var, "PARLOUR_ROOMS_PER_ADDRESS", &mut s.rooms_per_address)?;
        set(&var, "PARLOUR_TRIES_PER_ADDRESS", &mut s.tries_per_address)?;
        set(&var, "PARLOUR_CLOSE_DAYS", &mut s.close_after_days)?;
        let seconds = |name: &str, slot: &mut Duration| -> Result<(), String> {
            let mut n: Option<f64> = None;
            if let Some(v) = var(name) {
                n = Some(parse(name, &v)?);
            }
            if let Some(n) = n.filter(|n| n.is_finite() && *n >= 0.0) {
                *slot = Duration::from_secs_f64(n);
            }
            Ok(())
        };
        seconds("PARLOUR_UNLOAD_SECONDS", &mut s.unload_after)?;
        seconds("PARLOUR_SILENCE_SECONDS", &mut s.silence)?;
        seconds("PARLOUR_HOLD_CHECK_SECONDS", &mut s.hold_check)?;
        let mut ms = 0u64;
        if var("PARLOUR_BOT_PAUSE_MS").is_some() {
            set(&var, "PARLOUR_BOT_PAUSE_MS", &mut ms)?;
            s.bot_pause = Duration::from_millis(ms);
        }
        if let Some(v) = var("PARLOUR_TRUSTED_PROXIES") {
            s.trusted_proxies = v
                .split(',')
                .map(str::trim)
                .filter(|a| !a.is_empty())
                .map(|a| parse("PARLOUR_TRUSTED_PROXIES", a))
                .collect::<Result<_, _>>()?;
        }
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_override_the_defaults_and_a_bad_one_is_named() {
        let s = Settings::from_vars(|n| match n {
            "PARLOUR_ADDRESS" => Some("0.0.0.0:9000".into()),
            "PARLOUR_BOT_PAUSE_MS" => Some("0".into()),
            _ => None,
        })
        .unwrap();
        assert_eq!(s.address.port(), 9000);
        assert_eq!(s.bot_pause, Duration::ZERO);
        assert_eq!(s.max_matches, 10_000);
        assert!(s.trusted_proxies.is_empty());
        let s = Settings::from_vars(|n| (n == "PARLOUR_TRUSTED_PROXIES").then(|| "127.0.0.1, ::1".into()));
        assert_eq!(s.unwrap().trusted_proxies.len(), 2);
        let e = Settings::from_vars(|n| (n == "PARLOUR_MAX_SOCKETS").then(|| "lots".into())).unwrap_err();
        assert!(e.contains("PARLOUR_MAX_SOCKETS"), "{e}");
    }
}
