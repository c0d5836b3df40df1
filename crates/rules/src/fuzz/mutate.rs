//! The mutations: each takes an input and changes it in one way a hostile or broken writer
//! might. They are stacked, so one input can be truncated, nested and spliced at once.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Inputs are cut to this length, so that duplications cannot grow them without bound.
pub const MAX_LEN: usize = 64 * 1024;

/// Numbers at the edges of the usual integer and float types, in the spellings parsers see.
const NUMBERS: &[&[u8]] = &[
    b"0",
    b"-1",
    b"1",
    b"255",
    b"256",
    b"-129",
    b"65535",
    b"65536",
    b"2147483648",
    b"4294967296",
    b"9223372036854775808",
    b"18446744073709551616",
    b"-9223372036854775809",
    b"1e308",
    b"1e309",
    b"-1e308",
    b"1e-400",
    b"NaN",
    b"inf",
    b"-inf",
    b"-0",
    b"0.5",
    b"1.0",
    b"1e2",
];

/// Openers that recurse in JSON and RON parsers.
const NESTERS: &[&[u8]] = &[b"[", b"(", b"{", b"{\"a\":", b"Some(", b"[[", b"(("];

/// Bytes that are never valid UTF-8 where they stand: stray continuation, overlong,
/// surrogate, truncated sequence, bytes that never occur.
const NOT_UTF8: &[&[u8]] =
    &[b"\x80", b"\xff", b"\xfe", b"\xc0\x80", b"\xed\xa0\x80", b"\xe2\x82", b"\xf4\x90\x80\x80"];

/// Single bytes worth setting: ends of ranges and the structural characters of the formats.
const BYTES: &[u8] = b"\x00\x7f\x80\xff\n\r\t \"\\'{}[](),:;-.0123456789eE";

/// One input: a random corpus entry with 1 to 8 stacked mutations.
pub fn mutant(rng: &mut ChaCha8Rng, corpus: &[Vec<u8>], dictionary: &[&[u8]]) -> Vec<u8> {
    let mut data = corpus[rng.random_range(0..corpus.len())].clone();
    for _ in 0..rng.random_range(1..=8) {
        mutate(rng, &mut data, corpus, dictionary);
    }
    data.truncate(MAX_LEN);
    data
}

/// Arbitrary bytes, mostly short, sometimes long.
pub fn arbitrary(rng: &mut ChaCha8Rng) -> Vec<u8> {
    let len = if rng.random_bool(0.9) { rng.random_range(0..64) } else { rng.random_range(0..4096) };
    (0..len).map(|_| rng.random()).collect()
}

/// Applies one mutation, chosen at random.
fn mutate(rng: &mut ChaCha8Rng, data: &mut Vec<u8>, corpus: &[Vec<u8>], dictionary: &[&[u8]]) {
    match rng.random_range(0..12) {
        0 if !data.is_empty() => {
            let at = rng.random_range(0..data.len());
            data[at] ^= 1 << rng.random_range(0..8);
        }
        1 if !data.is_empty() => {
            let at = rng.random_range(0..data.len());
            data[at] =
                if rng.random_bool(0.5) { BYTES[rng.random_range(0..BYTES.len())] } else { rng.random() };
        }
        2 => {
            let bytes: Vec<u8> = (0..rng.random_range(1..=16)).map(|_| rng.random()).collect();
            insert(rng, data, &bytes);
        }
        3 if !data.is_empty() => {
            let (start, end) = range(rng, data.len());
            data.drain(start..end);
        }
        4 if !data.is_empty() => {
            let (start, end) = range(rng, data.len());
            let copy = data[start..end].to_vec();
            insert(rng, data, &copy);
        }
        5 => {
            // Splice: a piece of another entry, pasted in or replacing the tail.
            let other = &corpus[rng.random_range(0..corpus.len())];
            if !other.is_empty() {
                let (start, end) = range(rng, other.len());
                if rng.random_bool(0.5) {
                    let at = rng.random_range(0..=data.len());
                    data.truncate(at);
                }
                insert(rng, data, &other[start..end]);
            }
        }
        6 => replace_number(rng, data),
        7 if !dictionary.is_empty() => {
            let token = dictionary[rng.random_range(0..dictionary.len())];
            insert(rng, data, token);
        }
        8 if !data.is_empty() => {
            let at = rng.random_range(0..data.len());
            data.truncate(at);
        }
        9 => {
            let nester = NESTERS[rng.random_range(0..NESTERS.len())];
            let depth =
                if rng.random_bool(0.8) { rng.random_range(1..200) } else { rng.random_range(200..20_000) };
            insert(rng, data, &nester.repeat(depth));
        }
        10 => {
            let bad = NOT_UTF8[rng.random_range(0..NOT_UTF8.len())];
            insert(rng, data, bad);
        }
        _ => {
            let number = NUMBERS[rng.random_range(0..NUMBERS.len())];
            insert(rng, data, number);
        }
    }
}

/// A non-empty range inside `len`, short more often than long.
fn range(rng: &mut ChaCha8Rng, len: usize) -> (usize, usize) {
    let start = rng.random_range(0..len);
    let most = if rng.random_bool(0.8) { 8.min(len - start) } else { len - start };
    (start, start + rng.random_range(1..=most))
}

fn insert(rng: &mut ChaCha8Rng, data: &mut Vec<u8>, bytes: &[u8]) {
    let at = rng.random_range(0..=data.len());
    data.splice(at..at, bytes.iter().copied());
}

/// Replaces a run of digits (with its sign, point and exponent) by an interesting number, or
/// inserts one where there is none.
fn replace_number(rng: &mut ChaCha8Rng, data: &mut Vec<u8>) {
    let number = NUMBERS[rng.random_range(0..NUMBERS.len())];
    let starts: Vec<usize> = (0..data.len())
        .filter(|&i| data[i].is_ascii_digit() && (i == 0 || !data[i - 1].is_ascii_digit()))
        .collect();
    if starts.is_empty() {
        insert(rng, data, number);
        return;
    }
    let mut start = starts[rng.random_range(0..starts.len())];
    if start > 0 && data[start - 1] == b'-' {
        start -= 1;
    }
    let mut end = start + 1;
    while end < data.len() && (data[end].is_ascii_digit() || b".eE+-".contains(&data[end])) {
        end += 1;
    }
    data.splice(start..end, number.iter().copied());
}
