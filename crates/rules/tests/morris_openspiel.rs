//! Replays random games recorded from OpenSpiel's `nine_mens_morris` (open-spiel 2.x, see
//! `tools/morris_openspiel_fixtures.py`) and requires our legal action set, mapped to
//! OpenSpiel's action ids, to be identical at every step, and the same result at the end.

use parlour_rules::Game;
use parlour_rules::games::morris::{Config, Morris, Phase};

const FIXTURE: &str = include_str!("fixtures/morris_openspiel.txt");
const N: usize = 24;

/// Nine Men's Morris as OpenSpiel plays it: flying, one removal, no repetition or no-removal
/// draw, a draw after 200 turns.
fn openspiel_config() -> Config {
    let mut c = Config::builtin("nine").unwrap();
    c.flying = true;
    c.repetition = None;
    c.no_removal_moves = None;
    c.turn_cap = Some(200);
    c
}

fn point(c: char) -> usize {
    assert!(c.is_ascii_lowercase() && (c as usize) < 'a' as usize + N, "bad point letter {c:?}");
    c as usize - 'a' as usize
}

/// Decode a run of destination letters (or `~` and the letters left out).
fn run(chars: &[char]) -> Vec<usize> {
    if chars.first() == Some(&'~') {
        let out: Vec<usize> = chars[1..].iter().map(|&c| point(c)).collect();
        (0..N).filter(|p| !out.contains(p)).collect()
    } else {
        chars.iter().map(|&c| point(c)).collect()
    }
}

/// A legal set as sorted OpenSpiel action ids.
fn decode_set(text: &str) -> Vec<usize> {
    let chars: Vec<char> = text.chars().collect();
    let mut ids = Vec::new();
    if chars.first().is_none_or(|c| !c.is_ascii_uppercase()) {
        ids = run(&chars);
    } else {
        let mut i = 0;
        while i < chars.len() {
            let from = point(chars[i].to_ascii_lowercase());
            let end =
                chars[i + 1..].iter().position(|c| c.is_ascii_uppercase()).map_or(chars.len(), |k| i + 1 + k);
            ids.extend(run(&chars[i + 1..end]).into_iter().map(|to| N + from * N + to));
            i = end;
        }
    }
    ids.sort_unstable();
    ids
}

fn decode_action(text: &str) -> usize {
    let c: Vec<char> = text.chars().collect();
    match c.as_slice() {
        [p] => point(*p),
        [f, t] => N + point(f.to_ascii_lowercase()) * N + point(*t),
        _ => panic!("bad action {text:?}"),
    }
}

#[test]
fn legal_sets_match_openspiel_along_recorded_games() {
    let config = openspiel_config();
    let mut games = 0;
    let mut steps = 0;
    let mut results = [0; 3];
    let (mut flying, mut removing) = (0, 0);
    for line in FIXTURE.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let mut fields = line.split(' ');
        let seed = fields.next().unwrap();
        let result = fields.next().unwrap();
        let mut m = Morris::new(&config, 2, 0).unwrap();
        for (k, step) in fields.enumerate() {
            let (set, chosen) = step.split_once('/').unwrap();
            match m.phase() {
                Phase::Fly => flying += 1,
                Phase::Remove { .. } => removing += 1,
                _ => {}
            }
            let theirs = decode_set(set);
            let mut ours: Vec<usize> = m.legal_actions().iter().map(|a| a.openspiel_id(N)).collect();
            ours.sort_unstable();
            assert_eq!(ours, theirs, "game seed {seed}, step {k}:\n{}", m.dump());
            let id = decode_action(chosen);
            let action = *m.legal_actions().iter().find(|a| a.openspiel_id(N) == id).unwrap();
            m.apply(action).unwrap();
            steps += 1;
        }
        let outcome = m.outcome().unwrap_or_else(|| panic!("game seed {seed} should be over:\n{}", m.dump()));
        let ours = match outcome.winners.as_slice() {
            [0] => "W",
            [1] => "B",
            [] => "D",
            w => panic!("winners {w:?}"),
        };
        assert_eq!(ours, result, "game seed {seed} result ({})", outcome.reason);
        results[["W", "B", "D"].iter().position(|r| *r == result).unwrap()] += 1;
        games += 1;
    }
    assert_eq!(games, 300);
    assert!(steps > 45_000, "only {steps} steps");
    assert!(flying > 2_000 && removing > 2_000, "flying {flying}, removing {removing}");
    // Every kind of ending is covered: wins for both sides and draws at the 200-turn cap.
    assert!(results.iter().all(|&r| r > 50), "{results:?}");
}

#[test]
fn decoder_reads_the_format() {
    assert_eq!(decode_set("abx"), vec![0, 1, 23]);
    assert_eq!(decode_set("~ab").len(), 22);
    assert_eq!(decode_set("AbjCd"), vec![N + 1, N + 9, N + 2 * N + 3]);
    assert_eq!(decode_action("Cd"), N + 2 * N + 3);
}
