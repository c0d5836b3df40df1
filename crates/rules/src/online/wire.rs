//! Bytes on the wire: `{"parlour": VERSION, "body": …}` in JSON. The decoder reads the version
//! before anything else, so a side of another release is told so rather than misread, and any
//! other bytes (truncated, garbage, too large) are an error that says what, never a panic.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The online protocol's version: a client and a server of different versions refuse each other
/// (2: a finished match's record).
pub const VERSION: u32 = 2;

/// The largest message read (a whole Sorry! table is a few kilobytes).
pub const MAX_BYTES: usize = 256 * 1024;

/// Why bytes from the other side were not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WireError {
    TooLarge {
        bytes: usize,
    },
    /// Not a Parlour message at all (garbage, truncated, another program).
    NotParlour(String),
    /// A Parlour message of another protocol version.
    Version {
        theirs: u32,
    },
    /// A Parlour message of this version whose body does not read.
    Malformed(String),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::TooLarge { bytes } => {
                write!(f, "a message of {bytes} bytes, over the limit of {MAX_BYTES}")
            }
            WireError::NotParlour(e) => write!(f, "not a Parlour message ({e})"),
            WireError::Version { theirs } => write!(
                f,
                "the other side plays online version {theirs} and this Parlour version {VERSION}: \
                 both players need the same release"
            ),
            WireError::Malformed(e) => write!(f, "a message that does not read: {e}"),
        }
    }
}

impl std::error::Error for WireError {}

#[derive(Serialize)]
struct Out<'a, B> {
    parlour: u32,
    body: &'a B,
}

#[derive(Deserialize)]
struct Probe {
    parlour: u32,
}

#[derive(Deserialize)]
struct In<B> {
    body: B,
}

/// The bytes of `body` with the envelope.
pub fn encode<B: Serialize>(body: &B) -> Vec<u8> {
    // Messages are plain data (no maps with non-string keys), so this cannot fail.
    serde_json::to_vec(&Out { parlour: VERSION, body }).expect("online messages serialise")
}

/// The body of a message, or why it is refused.
pub fn decode<B: DeserializeOwned>(bytes: &[u8]) -> Result<B, WireError> {
    if bytes.len() > MAX_BYTES {
        return Err(WireError::TooLarge { bytes: bytes.len() });
    }
    let probe: Probe = serde_json::from_slice(bytes).map_err(|e| WireError::NotParlour(e.to_string()))?;
    if probe.parlour != VERSION {
        return Err(WireError::Version { theirs: probe.parlour });
    }
    let message: In<B> = serde_json::from_slice(bytes).map_err(|e| WireError::Malformed(e.to_string()))?;
    Ok(message.body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::protocol::ToServer;

    #[test]
    fn a_message_round_trips_and_others_are_refused_with_their_reason() {
        let join = ToServer::Join { name: "Ann".into(), token: None, seat: Some(1) };
        let bytes = encode(&join);
        assert_eq!(decode::<ToServer>(&bytes), Ok(join));
        let ours = format!("\"parlour\":{VERSION}");
        let other = String::from_utf8(bytes).unwrap().replace(&ours, "\"parlour\":9");
        assert_eq!(decode::<ToServer>(other.as_bytes()), Err(WireError::Version { theirs: 9 }));
        assert!(matches!(decode::<ToServer>(b"\x00\xff garbage"), Err(WireError::NotParlour(_))));
        let cut = format!("{{{ours},\"body\":{{\"Joi");
        assert!(matches!(decode::<ToServer>(cut.as_bytes()), Err(WireError::NotParlour(_))));
        let unknown = format!("{{{ours},\"body\":{{\"Shout\":3}}}}");
        assert!(matches!(decode::<ToServer>(unknown.as_bytes()), Err(WireError::Malformed(_))));
        let big = vec![b' '; MAX_BYTES + 1];
        assert_eq!(decode::<ToServer>(&big), Err(WireError::TooLarge { bytes: MAX_BYTES + 1 }));
        assert!(WireError::Version { theirs: 9 }.to_string().contains("same release"));
    }
}
