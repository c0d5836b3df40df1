use std::sync::Mutex;

use super::*;

fn inputs(n: u64) -> Budget {
    Budget { inputs: n, seconds: None }
}

#[test]
fn finds_a_planted_panic_and_goes_on() {
    // A toy parser that panics on numbers past 60000: the corpus holds none, the mutations
    // bring in 65535 and friends.
    let report = run("toy", &[b"[12, 7]".to_vec()], &[b","], 1, inputs(5_000), |input| {
        let text = String::from_utf8_lossy(input);
        for word in text.split(|c: char| !c.is_ascii_digit()) {
            if let Ok(n) = word.parse::<u64>() {
                assert!(n < 60_000, "number too big");
            }
        }
        text.starts_with('[')
    });
    assert_eq!(report.inputs, 5_000);
    assert!(report.accepted > 0);
    let messages: Vec<&str> = report.panics.iter().map(|(_, m)| m.as_str()).collect();
    assert_eq!(messages.len(), 1, "one distinct message: {messages:?}");
    let (input, message) = &report.panics[0];
    assert!(message.contains("number too big") && message.contains("tests.rs"), "{message}");
    assert!(String::from_utf8_lossy(input).contains(char::is_numeric));
}

#[test]
fn finds_deep_nesting() {
    let report = run("nesting", &[b"[1]".to_vec()], &[], 2, inputs(5_000), |input| {
        let mut depth = 0usize;
        for &b in input {
            depth = if b == b'[' { depth + 1 } else { 0 };
            assert!(depth < 1000, "too deep");
        }
        true
    });
    assert!(!report.panics.is_empty());
}

#[test]
fn the_same_seed_gives_the_same_inputs() {
    let collect = |seed| {
        let seen = Mutex::new(Vec::new());
        let corpus = [b"{\"a\": [1, 2.5, \"x\"]}".to_vec(), b"(b: Some(3))".to_vec()];
        run("same", &corpus, &[b"null", b"true"], seed, inputs(2_000), |input| {
            seen.lock().unwrap().push(input.to_vec());
            input.len() % 3 == 0
        });
        seen.into_inner().unwrap()
    };
    let first = collect(7);
    assert_eq!(first.len(), 2_000);
    assert_eq!(first, collect(7));
    assert_ne!(first, collect(8));
    // The mutations do happen: most inputs are not corpus entries.
    assert!(first.iter().filter(|i| i.starts_with(b"{\"a\": [1, 2.5")).count() < 1_000);
}

#[test]
fn a_time_budget_stops_the_run() {
    let budget = Budget { inputs: u64::MAX, seconds: Some(0.2) };
    let report = run("timed", &[b"x".to_vec()], &[], 3, budget, |_| true);
    assert!(report.inputs > 0 && report.seconds < 5.0, "{report}");
    assert!(report.to_string().starts_with("fuzz timed: "), "{report}");
}

#[test]
fn the_budget_comes_from_the_environment() {
    let vars = |pairs: &'static [(&'static str, &'static str)]| {
        move |key: &str| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| v.to_string())
    };
    assert_eq!(Budget::from_vars(20, vars(&[])), inputs(20));
    assert_eq!(Budget::from_vars(20, vars(&[("PARLOUR_FUZZ_INPUTS", "1000000")])), inputs(1_000_000));
    assert_eq!(
        Budget::from_vars(20, vars(&[("PARLOUR_FUZZ_SECONDS", "60")])),
        Budget { inputs: u64::MAX, seconds: Some(60.0) }
    );
    assert_eq!(
        Budget::from_vars(20, vars(&[("PARLOUR_FUZZ_SECONDS", "1.5"), ("PARLOUR_FUZZ_INPUTS", "9")])),
        Budget { inputs: 9, seconds: Some(1.5) }
    );
    assert_eq!(Budget::from_vars(20, vars(&[("PARLOUR_FUZZ_SECONDS", "soon")])), inputs(20));
    // The real environment: whatever it holds, a budget comes back.
    let _ = Budget::from_env(20);
}

#[test]
fn the_panic_hook_is_restored() {
    run("hook", &[b"a".to_vec()], &[], 4, inputs(10), |_| panic!("planted"));
    // A panic outside a run reaches the previous hook again: it is caught here, and the run's
    // hook no longer stores messages on this thread.
    let caught = std::panic::catch_unwind(|| panic!("outside"));
    assert!(caught.is_err());
    assert!(hook::catching(|| ()).1.is_empty());
}
