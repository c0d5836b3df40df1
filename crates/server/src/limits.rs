//! Limits on what one client may do: messages a second on one connection (a token bucket), and
//! rooms opened and codes tried by one address in a window of ten minutes.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// The window over which rooms and tries are counted per address.
pub const WINDOW: Duration = Duration::from_secs(600);

/// Messages a connection may still send: refilled at `rate` a second up to `burst`.
pub struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: Instant,
}

impl Bucket {
    pub fn new(rate: f64, burst: f64) -> Self {
        Self { tokens: burst, rate, burst, last: Instant::now() }
    }

    /// Take one message's token, if one is left.
    pub fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Counts per address within the window.
#[derive(Default)]
pub struct PerAddress {
    counts: HashMap<IpAddr, (Instant, u32)>,
}

impl PerAddress {
    /// Count one more for `ip` if it stays within `most` in the window; false when over.
    pub fn count(&mut self, ip: IpAddr, most: u32) -> bool {
        let now = Instant::now();
        if self.counts.len() > 100_000 {
            self.counts.retain(|_, (since, _)| now.duration_since(*since) < WINDOW);
        }
        let (since, n) = self.counts.entry(ip).or_insert((now, 0));
        if now.duration_since(*since) >= WINDOW {
            *since = now;
            *n = 0;
        }
        if *n >= most {
            return false;
        }
        *n += 1;
        true
    }

    /// Whether `ip` has used up `most` in the window (without counting).
    pub fn over(&self, ip: IpAddr, most: u32) -> bool {
        self.counts
            .get(&ip)
            .is_some_and(|(since, n)| Instant::now().duration_since(*since) < WINDOW && *n >= most)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_taken_then_the_rate_and_an_address_is_held_to_its_count() {
        let mut b = Bucket::new(0.0, 3.0);
        assert!(b.take() && b.take() && b.take());
        assert!(!b.take());
        let mut per = PerAddress::default();
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        assert!(per.count(ip, 2) && per.count(ip, 2));
        assert!(per.over(ip, 2));
        assert!(!per.count(ip, 2));
        assert!(per.count("127.0.0.2".parse().unwrap(), 2));
    }
}
