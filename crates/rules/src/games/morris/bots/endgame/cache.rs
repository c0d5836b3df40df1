//! A solved layer kept in a file, so that it is solved once per machine: a header (what it is,
//! the format's version, the board's fingerprint, the layer and each table's shape), the values
//! a byte each, and a checksum of everything before it. A file that is not exactly what this
//! build would write is refused with the reason, and the layer is solved again.

use super::frame::Frame;
use super::layer::splits;
use super::plies::Plies;
use std::path::{Path, PathBuf};

const MAGIC: &[u8; 16] = b"parlour-morris-e";
/// Raised whenever the layout, the values' meaning or the rules solved change.
pub const VERSION: u32 = 1;

/// The file of the layer of `men` men of `frame`'s board in the folder `dir`.
pub fn path(dir: &Path, frame: &Frame, men: usize) -> PathBuf {
    dir.join(format!("{:016x}-{men}-v{VERSION}.bin", frame.fingerprint))
}

fn checksum(bytes: &[u8]) -> u64 {
    // FNV-1a, eight bytes at a time: enough to catch a file cut short or damaged.
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        h = (h ^ u64::from_le_bytes(c.try_into().expect("eight bytes"))).wrapping_mul(0x0100_0000_01b3);
    }
    for &b in chunks.remainder() {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

fn header(frame: &Frame, men: usize, sizes: &[usize]) -> Vec<u8> {
    let mut h = Vec::with_capacity(64);
    h.extend_from_slice(MAGIC);
    h.extend_from_slice(&VERSION.to_le_bytes());
    h.extend_from_slice(&frame.fingerprint.to_le_bytes());
    h.extend_from_slice(&(men as u32).to_le_bytes());
    for (&(m, o), &size) in splits(men, frame.most).iter().zip(sizes) {
        h.extend_from_slice(&[m as u8, o as u8]);
        h.extend_from_slice(&(size as u64).to_le_bytes());
    }
    h
}

/// The bytes of a layer's file.
pub fn encode(frame: &Frame, men: usize, values: &[Vec<Plies>]) -> Vec<u8> {
    let sizes: Vec<usize> = values.iter().map(Vec::len).collect();
    let mut bytes = header(frame, men, &sizes);
    for v in values {
        bytes.extend(v.iter().map(|&x| x as u8));
    }
    let sum = checksum(&bytes);
    bytes.extend_from_slice(&sum.to_le_bytes());
    bytes
}

/// The values of a layer's file, each table `sizes[i]` long, or why the file cannot be used.
pub fn decode(frame: &Frame, men: usize, sizes: &[usize], bytes: &[u8]) -> Result<Vec<Vec<Plies>>, String> {
    let expected = header(frame, men, sizes);
    let total = expected.len() + sizes.iter().sum::<usize>() + 8;
    if bytes.len() < expected.len() || bytes[..MAGIC.len()] != MAGIC[..] {
        return Err("not a table of Morris endings".into());
    }
    let version = u32::from_le_bytes(bytes[16..20].try_into().expect("four bytes"));
    if version != VERSION {
        return Err(format!("format version {version}, this build reads {VERSION}"));
    }
    if bytes[..expected.len()] != expected[..] {
        return Err("made for another board or layer".into());
    }
    if bytes.len() != total {
        return Err(format!("{} bytes, {total} expected", bytes.len()));
    }
    let (body, sum) = bytes.split_at(total - 8);
    if checksum(body) != u64::from_le_bytes(sum.try_into().expect("eight bytes")) {
        return Err("damaged (checksum)".into());
    }
    let mut at = expected.len();
    Ok(sizes
        .iter()
        .map(|&s| {
            let v = body[at..at + s].iter().map(|&x| x as Plies).collect();
            at += s;
            v
        })
        .collect())
}

/// Read the layer's file: `Ok(None)` when there is none, `Err` with the reason when it cannot
/// be used.
pub fn read(
    path: &Path,
    frame: &Frame,
    men: usize,
    sizes: &[usize],
) -> Result<Option<Vec<Vec<Plies>>>, String> {
    match std::fs::read(path) {
        Ok(bytes) => decode(frame, men, sizes, &bytes).map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::super::Config;
    use super::*;

    fn six() -> (Frame, Vec<Vec<Plies>>, Vec<usize>) {
        let mut c = Config::builtin("six").unwrap();
        c.flying = true;
        let frame = Frame::new(&c, 4);
        let values = super::super::retro::solve(&frame, 6, None).unwrap();
        let sizes = values.iter().map(Vec::len).collect();
        (frame, values, sizes)
    }

    #[test]
    fn a_file_reads_back_and_every_fault_is_named() {
        let (frame, values, sizes) = six();
        let good = encode(&frame, 6, &values);
        assert_eq!(decode(&frame, 6, &sizes, &good).unwrap(), values);
        let fails = |bytes: &[u8]| decode(&frame, 6, &sizes, bytes).unwrap_err();
        let mut damaged = good.clone();
        *damaged.last_mut().unwrap() ^= 0x40;
        assert!(fails(&damaged).contains("checksum"));
        assert!(fails(&good[..good.len() - 1]).contains("expected"));
        assert!(fails(b"").contains("not a table"));
        let mut other = good.clone();
        other[16] = 99;
        assert!(fails(&other).contains("version 99"));
        let mut c = Config::builtin("nine").unwrap();
        c.flying = true;
        let nine = Frame::new(&c, 4);
        assert!(decode(&nine, 6, &sizes, &good).unwrap_err().contains("another board"));
        assert!(fails(&encode(&frame, 7, &values)).contains("another board"));
    }
}
