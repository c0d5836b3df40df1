//! The solved endings with four men a side: every position of the 4–3 and 3–4 tables (and of
//! 4–4) agrees with the rules engine's own turn from it, its leaves read from the tables, which
//! by induction on the distance proves each table whole; a sample agrees with a plain search of
//! a few plies that reads no table; symmetric positions share their value; the players keep the
//! tables' results. On Six Men's Morris made to fly (16 points), small enough for the debug
//! build; Nine's tables are checked the same way by `nine_endings_report` (ignored: run it in
//! release).

mod morris_common;

use morris_common::{position, six_flying};
use parlour_rules::Game;
use parlour_rules::games::morris::bots::endgame::{self, Endgame, Plies, plies};
use parlour_rules::games::morris::bots::{self, Limits};
use parlour_rules::games::morris::{Config, Morris};
use std::time::{Duration, Instant};

/// The tables' value for the seat to act in `m` (all placed), from the rules engine's actions:
/// each action that ends the match wins at once, each that leaves a removal owed is looked at
/// the same way, and the rest read the position reached from the tables.
fn one_turn(t: &Endgame, m: &Morris) -> Plies {
    let me = m.to_act().expect("in play");
    let mut best: Option<Plies> = None;
    for a in m.legal_actions() {
        let mut c = m.clone();
        c.play(a).unwrap();
        let v = match c.outcome() {
            Some(o) if o.winners == [me] => plies::win(1),
            Some(o) => panic!("the mover's own action ended the match: {o:?}"),
            None if c.to_act() == Some(me) => plies::before(one_turn(t, &c), false),
            None => {
                let s = c.to_act().unwrap();
                let v = t.plies(c.men(s), c.men(1 - s)).expect("the tables hold where a turn leads");
                plies::before(v, true)
            }
        };
        if best.is_none_or(|b| plies::preference(v) > plies::preference(b)) {
            best = Some(v);
        }
    }
    best.expect("a side in play has an action")
}

/// The value for the seat to act found by trying every line of `horizon` plies through the
/// rules engine, reading no table: `None` when no result is forced within it.
fn plain(m: &Morris, horizon: u32) -> Option<Plies> {
    if horizon == 0 {
        return None;
    }
    let me = m.to_act().expect("in play");
    let (mut win, mut loss, mut open) = (None::<Plies>, None::<Plies>, false);
    for a in m.legal_actions() {
        let mut c = m.clone();
        c.play(a).unwrap();
        let v = match c.outcome() {
            Some(o) if o.winners == [me] => Some(plies::win(1)),
            Some(o) => panic!("the mover's own action ended the match: {o:?}"),
            None => plain(&c, horizon - 1).map(|v| plies::before(v, c.to_act() != Some(me))),
        };
        match v {
            Some(w) if w > 0 => win = Some(win.map_or(w, |b| b.min(w))),
            Some(l) => {
                loss =
                    Some(loss.map_or(l, |b| if plies::preference(l) > plies::preference(b) { l } else { b }))
            }
            None => open = true,
        }
    }
    if win.is_some() {
        win
    } else if open {
        None
    } else {
        loss
    }
}

/// Whether a table's value agrees with a plain search to `horizon` plies: a result within reach
/// exactly, anything else none.
fn agrees(v: Plies, found: Option<Plies>, horizon: u32) -> bool {
    if v != 0 && plies::distance(v) <= horizon { found == Some(v) } else { found.is_none() }
}

fn six_tables() -> Endgame {
    Endgame::solve_up_to(&six_flying(), 4).expect("six made to fly has the endings")
}

#[test]
fn every_position_of_the_four_men_tables_agrees_with_the_rules() {
    let c = six_flying();
    let t = Instant::now();
    let table = six_tables();
    let solved = t.elapsed();
    assert_eq!(table.most(), 4);
    // Every placing of the men of each split, each stood for by one entry.
    let n = 16u64;
    let choose = |x: u64, k: u64| (0..k).fold(1, |a, i| a * (x - i) / (i + 1));
    let positions = |m: u64, o: u64| (choose(n, o) * choose(n - o, m)) as usize;
    let layers = table.layers();
    assert_eq!(layers.iter().map(|l| l.0).collect::<Vec<_>>(), [6, 7, 8]);
    let counts = |l: &(usize, endgame::Counts, usize)| l.1.wins + l.1.losses + l.1.draws;
    assert_eq!(counts(&layers[0]), positions(3, 3));
    assert_eq!(counts(&layers[1]), 2 * positions(4, 3));
    assert_eq!(counts(&layers[2]), positions(4, 4));
    let t = Instant::now();
    let mut checked = 0;
    let mut by_sign = [0usize; 3];
    for men in [7, 8] {
        for (a, b) in table.held(men) {
            let m = position(&c, a, b);
            let v = table.plies(a, b).unwrap();
            if m.outcome().is_some() {
                assert_eq!(v, plies::loss(0), "blocked, lost at once, in\n{}", m.dump());
            } else {
                assert_eq!(v, one_turn(&table, &m), "in\n{}", m.dump());
            }
            by_sign[(v.signum() + 1) as usize] += 1;
            checked += 1;
        }
    }
    assert!(by_sign.iter().all(|&k| k > 0), "losses, draws, wins: {by_sign:?}");
    eprintln!(
        "six flying: layers {layers:?}; solved in {solved:?}; {checked} entries of 4–3, 3–4 and 4–4 checked in {:?}",
        t.elapsed()
    );
}

#[test]
fn a_sample_agrees_with_a_plain_search() {
    let c = six_flying();
    let table = six_tables();
    let mut by_value = std::collections::BTreeMap::<Plies, usize>::new();
    for men in [7, 8] {
        for (a, b) in table.held(men).step_by(13) {
            let v = table.plies(a, b).unwrap();
            let seen = by_value.entry(v).or_default();
            let m = position(&c, a, b);
            if *seen >= 3 || m.outcome().is_some() {
                continue;
            }
            *seen += 1;
            let horizon = if men == 7 { 3 } else { 5 };
            let found = plain(&m, horizon);
            assert!(agrees(v, found, horizon), "table {v}, plain {found:?} in\n{}", m.dump());
        }
    }
    assert!(by_value.keys().any(|&v| v > 0) && by_value.keys().any(|&v| v < 0), "{by_value:?}");
}

#[test]
fn symmetric_positions_share_their_value() {
    let c = six_flying();
    let table = six_tables();
    let g = parlour_rules::games::morris::Geometry::new(&c);
    let syms = endgame::symmetry::symmetries(16, &g.adj, &g.mills);
    assert_eq!(syms.len(), 16);
    for (a, b) in table.sample(997, 5) {
        let v = table.plies(a, b);
        for s in &syms {
            assert_eq!(table.plies(s.map(a), s.map(b)), v);
        }
    }
}

#[test]
fn the_three_men_layer_is_the_same_alone_or_under_four() {
    let alone = Endgame::solve(&six_flying()).unwrap();
    let table = six_tables();
    assert_eq!(alone.most(), 3);
    for (a, b) in alone.sample(31, 0) {
        assert_eq!(alone.plies(a, b), table.plies(a, b));
    }
}

/// The process's tables of `c` once every layer is ready, their files in a folder of the
/// tests' (read back by the next run).
fn ready(c: &Config) -> std::sync::Arc<Endgame> {
    endgame::keep_in(Some(std::env::temp_dir().join("parlour-morris-endings-tests")));
    endgame::prepare(c);
    let t = Instant::now();
    loop {
        if let Some(e) = endgame::ready(c).filter(|e| e.most() == 4) {
            return e;
        }
        assert!(t.elapsed() < Duration::from_secs(120), "the tables were not ready");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn hard_keeps_the_results_of_the_four_men_tables() {
    let c = six_flying();
    let table = ready(&c);
    for men in [7, 8] {
        for (a, b) in table.held(men).step_by(389).take(24) {
            let m = position(&c, a, b);
            if m.outcome().is_some() {
                continue;
            }
            let v = table.plies(a, b).unwrap();
            let r = bots::hard_search(&m, 3, Limits::nodes(2_000));
            let (board, pos) = (bots::board::Board::new(&m), bots::board::Pos::of(&m));
            let chosen = table.action_value(&board, &pos, r.action).unwrap();
            if v != 0 {
                assert_eq!(chosen, v, "hard threw the table's result away in\n{}", m.dump());
                assert_eq!(r.score, endgame::score_plies(v, 0));
            } else {
                assert_eq!(chosen, 0, "hard left a drawn ending for a loss in\n{}", m.dump());
            }
            // The removal after a mill is chosen by the tables too.
            let mut next = m.clone();
            next.play(r.action).unwrap();
            if next.outcome().is_none() && next.to_act() == Some(0) {
                let r2 = bots::hard_search(&next, 3, Limits::nodes(2_000));
                let (board, pos) = (bots::board::Board::new(&next), bots::board::Pos::of(&next));
                assert_eq!(
                    plies::before(table.action_value(&board, &pos, r2.action).unwrap(), false),
                    v,
                    "the removal in\n{}",
                    next.dump()
                );
            }
        }
    }
}

#[test]
#[ignore = "a report: run with --release -- --ignored --nocapture"]
fn nine_endings_report() {
    let c = Config::builtin("nine").unwrap();
    for most in [3, 4] {
        let t = Instant::now();
        let table = Endgame::solve_up_to(&c, most).unwrap();
        println!("nine, up to {most} men a side: solved in {:?}, {} bytes", t.elapsed(), table.bytes());
    }
    let table = Endgame::solve_up_to(&c, 4).unwrap();
    for (men, counts, bytes) in table.layers() {
        println!("  {men} men: {counts:?}, {bytes} bytes");
    }
    let t = Instant::now();
    let mut checked = 0;
    for men in [7, 8] {
        for (a, b) in table.held(men) {
            let m = position(&c, a, b);
            let v = table.plies(a, b).unwrap();
            if m.outcome().is_some() {
                assert_eq!(v, plies::loss(0));
            } else {
                assert_eq!(v, one_turn(&table, &m), "in\n{}", m.dump());
            }
            checked += 1;
        }
    }
    println!("{checked} entries of 4–3, 3–4 and 4–4 checked against the rules engine in {:?}", t.elapsed());
}

#[test]
#[ignore = "a report: run with --release -- --ignored --nocapture"]
fn what_the_four_men_tables_buy_report() {
    // Hard's search as it was (the 3–3 table only, in the search) against the tables' values,
    // on Nine's 4–3, 3–4 and 4–4 positions: how often it keeps a win and avoids a loss.
    let c = Config::builtin("nine").unwrap();
    let all = Endgame::solve_up_to(&c, 4).unwrap();
    let three = Endgame::solve(&c).unwrap();
    for men in [7, 8] {
        // Won and lost positions whose end is at least 15 plies away, drawn positions with a
        // losing move.
        let (mut won, mut drawn, mut lost) = (vec![], vec![], vec![]);
        for (a, b) in all.held(men).step_by(if men == 7 { 7 } else { 1 }) {
            let m = position(&c, a, b);
            if m.outcome().is_some() {
                continue;
            }
            let (board, pos) = (bots::board::Board::new(&m), bots::board::Pos::of(&m));
            let v = all.plies(a, b).unwrap();
            let values: Vec<Plies> =
                m.legal_actions().into_iter().map(|x| all.action_value(&board, &pos, x).unwrap()).collect();
            let far = v != 0 && plies::distance(v) >= 15;
            if v > 0 && far && won.len() < 100 {
                won.push(m);
            } else if v == 0 && values.iter().any(|&x| x < 0) && drawn.len() < 100 {
                drawn.push(m);
            } else if v < 0 && far && lost.len() < 100 {
                lost.push(m);
            }
        }
        let choose = |m: &Morris| {
            let (board, pos) = (bots::board::Board::new(m), bots::board::Pos::of(m));
            let legal = m.legal_actions();
            let r = bots::hard::Searcher::new(&board, Limits::nodes(200_000))
                .with_endgame(Some(&three))
                .run(&pos, &legal);
            all.action_value(&board, &pos, r.action).unwrap()
        };
        // The choice's value is the position's own: the quickest win, or the longest loss.
        let exact = |m: &&Morris| choose(m) == all.plies(m.men(0), m.men(1)).unwrap();
        let kept = won.iter().filter(|m| choose(m) > 0).count();
        let fastest = won.iter().filter(exact).count();
        let held = drawn.iter().filter(|m| choose(m) == 0).count();
        let longest = lost.iter().filter(exact).count();
        println!(
            "{men} men, hard on 200 000 nodes with the 3–3 table only: won {} (kept {kept}, by the quickest line {fastest}); \
             drawn with a losing move {} (held {held}); lost {} (held out longest {longest})",
            won.len(),
            drawn.len(),
            lost.len()
        );
    }
}
