//! The seats of a room: which are the host's, which computer players', which remote; who took a
//! remote seat (by a key only that guest knows) and whether they are connected. A guest that
//! drops keeps its seat and gets it back by its key; the host may hand a seat to a computer.

use super::message::{NoSeat, Sitter};
use crate::game::Seat;

/// The longest name shown for a guest, in characters.
pub const NAME_CHARS: usize = 16;

/// A room's seats, with `P` the transport's peer id.
#[derive(Debug, Clone)]
pub struct Room<P> {
    pub seats: Vec<Sitter>,
    keys: Vec<Option<u64>>,
    peers: Vec<Option<P>>,
}

impl<P: Copy + Eq> Room<P> {
    pub fn new(seats: Vec<Sitter>) -> Self {
        let n = seats.len();
        Self { seats, keys: vec![None; n], peers: vec![None; n] }
    }

    /// Seat a guest: its own seat again if `key` took one before, else the first free remote
    /// seat. The name is cleaned (control characters dropped, trimmed, at most
    /// [`NAME_CHARS`]); an empty one becomes "Guest N".
    pub fn join(&mut self, peer: P, name: &str, key: u64) -> Result<Seat, NoSeat> {
        let seat = match self.keys.iter().position(|k| *k == Some(key)) {
            Some(seat) => seat,
            None => self.seats.iter().position(|s| *s == Sitter::FREE).ok_or(NoSeat::Full)?,
        };
        // The same peer cannot sit twice.
        if let Some(old) = self.seat_of(peer)
            && old != seat
        {
            self.leave(peer);
        }
        let name = clean_name(name).unwrap_or_else(|| format!("Guest {}", seat + 1));
        self.seats[seat] = Sitter::Remote { name: Some(name), connected: true };
        self.keys[seat] = Some(key);
        self.peers[seat] = Some(peer);
        Ok(seat)
    }

    /// A peer dropped: its seat waits for it (still its own), shown as not connected.
    pub fn leave(&mut self, peer: P) -> Option<Seat> {
        let seat = self.seat_of(peer)?;
        self.peers[seat] = None;
        if let Sitter::Remote { connected, .. } = &mut self.seats[seat] {
            *connected = false;
        }
        Some(seat)
    }

    /// A computer player of `level` takes the seat from here on (its guest may not come back).
    pub fn hand_to_computer(&mut self, seat: Seat, level: &str) -> Option<P> {
        self.seats[seat] = Sitter::Computer(level.to_string());
        self.keys[seat] = None;
        self.peers[seat].take()
    }

    pub fn seat_of(&self, peer: P) -> Option<Seat> {
        self.peers.iter().position(|p| *p == Some(peer))
    }

    pub fn peer_at(&self, seat: Seat) -> Option<P> {
        self.peers.get(seat).copied().flatten()
    }

    /// The connected guests and their seats.
    pub fn guests(&self) -> impl Iterator<Item = (P, Seat)> + '_ {
        self.peers.iter().enumerate().filter_map(|(s, p)| p.map(|p| (p, s)))
    }

    /// Every remote seat is taken and its guest connected.
    pub fn ready(&self) -> bool {
        self.seats.iter().all(|s| !s.is_remote() || matches!(s, Sitter::Remote { connected: true, .. }))
    }

    /// Remote seats whose guest is away (dropped, or never came).
    pub fn waiting(&self) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|&s| matches!(self.seats[s], Sitter::Remote { connected: false, .. }))
            .collect()
    }

    /// The guest's name at `seat`, once it has one.
    pub fn name(&self, seat: Seat) -> Option<&str> {
        match self.seats.get(seat)? {
            Sitter::Remote { name: Some(n), .. } => Some(n),
            _ => None,
        }
    }
}

/// A name fit to show: printable characters only, trimmed, at most [`NAME_CHARS`].
pub fn clean_name(name: &str) -> Option<String> {
    let kept: String = name.chars().filter(|c| !c.is_control()).collect();
    let short: String = kept.trim().chars().take(NAME_CHARS).collect();
    let short = short.trim_end().to_string();
    (!short.is_empty()).then_some(short)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room() -> Room<u32> {
        Room::new(vec![Sitter::Host, Sitter::FREE, Sitter::Computer("hard".into()), Sitter::FREE])
    }

    #[test]
    fn guests_take_free_seats_in_order_and_come_back_to_their_own() {
        let mut r = room();
        assert!(!r.ready());
        assert_eq!(r.join(10, "Ann", 1), Ok(1));
        assert_eq!(r.join(11, "  Bob\u{7}  ", 2), Ok(3));
        assert_eq!(r.name(3), Some("Bob"));
        assert!(r.ready());
        assert_eq!(r.join(12, "Cy", 3), Err(NoSeat::Full));
        assert_eq!(r.leave(10), Some(1));
        assert_eq!(r.waiting(), vec![1]);
        assert!(!r.ready());
        // Someone else cannot take a seat that waits for its guest.
        assert_eq!(r.join(12, "Cy", 3), Err(NoSeat::Full));
        // Ann comes back on a new connection with her key.
        assert_eq!(r.join(13, "Ann", 1), Ok(1));
        assert_eq!(r.seat_of(13), Some(1));
        assert_eq!(r.peer_at(1), Some(13));
        assert!(r.ready());
        assert_eq!(r.guests().count(), 2);
    }

    #[test]
    fn a_seat_handed_to_a_computer_is_no_longer_the_guests() {
        let mut r = room();
        r.join(10, "Ann", 1).unwrap();
        r.leave(10);
        assert_eq!(r.hand_to_computer(1, "medium"), None);
        assert_eq!(r.seats[1], Sitter::Computer("medium".into()));
        // Her key now finds no seat of hers; she takes the last free one.
        assert_eq!(r.join(14, "Ann", 1), Ok(3));
    }

    #[test]
    fn names_are_cleaned_and_never_empty() {
        assert_eq!(clean_name("  \t "), None);
        assert_eq!(clean_name("A very long name indeed, too long").unwrap().chars().count(), NAME_CHARS);
        let mut r = room();
        assert_eq!(r.join(1, "\n", 5), Ok(1));
        assert_eq!(r.name(1), Some("Guest 2"));
    }
}
