//! The solved three-a-side flying ending: its values agree with a plain search through the
//! rules engine (on Six Men's Morris made to fly, small enough for the debug build; on Nine
//! Men's Morris in `nine_table_report`, ignored: run it in release), and the hard player plays
//! from it.

mod morris_common;

use morris_common::{position, six_flying};
use parlour_rules::Game;
use parlour_rules::games::morris::bots::endgame::{self, Endgame, Value};
use parlour_rules::games::morris::bots::{self, Limits};
use parlour_rules::games::morris::{Action, Config, Morris};
use std::time::Instant;

/// The value for the seat to act, found by trying every line of `turns` turns through the
/// rules engine: `Some(n)` wins with its `n`th turn, `Some(-n)` loses in `n`, `None` when no
/// result is forced within `turns`. A removal belongs to the turn of the mill that owes it.
fn plain(m: &Morris, turns: u32) -> Option<i32> {
    if turns == 0 {
        return None;
    }
    let me = m.to_act().expect("in play");
    let (mut win, mut loss, mut open) = (None::<i32>, 0, false);
    for a in m.legal_actions() {
        let mut c = m.clone();
        c.play(a).unwrap();
        let v = match c.outcome() {
            Some(o) if o.winners == [me] => Some(1),
            Some(o) => panic!("the mover's own action ended the match: {o:?}"),
            None if c.to_act() == Some(me) => plain(&c, turns),
            None => plain(&c, turns - 1).map(|v| if v > 0 { -(v + 1) } else { -v + 1 }),
        };
        match v {
            Some(w) if w > 0 => win = Some(win.map_or(w, |b: i32| b.min(w))),
            Some(l) => loss = loss.max(-l),
            None => open = true,
        }
        if win == Some(1) {
            break;
        }
    }
    match win {
        Some(w) => Some(w),
        None if !open => Some(-loss),
        None => None,
    }
}

/// Whether the table's value agrees with the plain search to `turns` turns: a result within
/// reach is found exactly, anything else (a draw, a longer result) finds none.
fn agrees(v: Value, found: Option<i32>, turns: u32) -> bool {
    if v != 0 && v.unsigned_abs() as u32 <= turns { found == Some(v as i32) } else { found.is_none() }
}

/// Table positions of each value from `t`, at most `per_value` each.
fn sample(t: &Endgame, stride: usize, per_value: usize) -> Vec<(u32, u32, Value)> {
    let mut seen = std::collections::HashMap::<Value, usize>::new();
    let mut out = vec![];
    for (a, b) in t.sample(stride, 7) {
        let v = t.get(a, b);
        let n = seen.entry(v).or_default();
        if *n < per_value {
            *n += 1;
            out.push((a, b, v));
        }
    }
    out
}

#[test]
fn the_small_table_agrees_with_a_plain_search() {
    let c = six_flying();
    let t = Instant::now();
    let table = Endgame::solve(&c).expect("six made to fly has the ending");
    let solved = t.elapsed();
    // C(16,3) * C(13,3) placings of three men a side.
    assert_eq!(table.len(), 560 * 286);
    assert_eq!(table.wins + table.losses + table.draws, table.len());
    assert!(table.longest >= 3, "longest {}", table.longest);
    let positions = sample(&table, 97, 12);
    let values: std::collections::BTreeSet<Value> = positions.iter().map(|p| p.2).collect();
    assert!(values.contains(&1) && values.contains(&-2) && values.contains(&0), "{values:?}");
    for &(a, b, v) in &positions {
        let m = position(&c, a, b);
        assert!(agrees(v, plain(&m, 3), 3), "table {v}, plain {:?} in\n{}", plain(&m, 3), m.dump());
    }
    // Each value is one more than the best child's: the table is consistent with itself.
    for &(a, b, v) in positions.iter().take(60) {
        let m = position(&c, a, b);
        let board = bots::board::Board::new(&m);
        let pos = bots::board::Pos::of(&m);
        let children: Vec<Value> = m
            .legal_actions()
            .into_iter()
            .map(|a| match a {
                Action::Move { from, to } => table.move_value(&board, &pos, from, to),
                _ => unreachable!("only moves in the ending"),
            })
            .collect();
        let best = children.iter().copied().filter(|&x| x > 0).min();
        let expected = match best {
            Some(w) => w,
            None if children.contains(&0) => 0,
            None => children.iter().copied().min().unwrap(),
        };
        assert_eq!(v, expected, "children {children:?}");
    }
    eprintln!(
        "six flying: {} positions ({} won, {} lost, {} drawn), longest {}, solved in {solved:?}",
        table.len(),
        table.wins,
        table.losses,
        table.draws,
        table.longest
    );
}

#[test]
fn the_table_applies_only_where_three_fly_and_a_mill_ends_it() {
    assert!(endgame::applies(&Config::builtin("nine").unwrap()));
    assert!(!endgame::applies(&Config::builtin("six").unwrap()), "six does not fly");
    assert!(!endgame::applies(&Config::builtin("three").unwrap()), "a row wins there");
    let mut c = Config::builtin("nine").unwrap();
    c.no_mill_return = true;
    assert!(!endgame::applies(&c), "a banned return makes history matter");
}

#[test]
fn hard_plays_the_small_table() {
    let c = six_flying();
    let table = endgame::table(&c).unwrap();
    for (a, b, v) in sample(&table, 211, 4) {
        let m = position(&c, a, b);
        let r = bots::hard_search(&m, 3, Limits::nodes(2_000));
        let board = bots::board::Board::new(&m);
        let pos = bots::board::Pos::of(&m);
        let Action::Move { from, to } = r.action else { panic!("{:?}", r.action) };
        let chosen = table.move_value(&board, &pos, from, to);
        if v != 0 {
            assert_eq!(chosen, v, "hard threw the table's result away in\n{}", m.dump());
            assert_eq!(r.score, endgame::score(v, 0));
        } else {
            assert_eq!(chosen, 0, "hard left a drawn ending for a loss in\n{}", m.dump());
        }
    }
}

#[test]
#[ignore = "a report: run with --release -- --ignored --nocapture"]
fn nine_table_report() {
    let c = Config::builtin("nine").unwrap();
    let t = Instant::now();
    let table = Endgame::solve(&c).unwrap();
    let solved = t.elapsed();
    println!(
        "nine: {} positions ({} won, {} lost, {} drawn for the side to move), longest {} turns, \
         {} bytes, solved in {solved:?}",
        table.len(),
        table.wins,
        table.losses,
        table.draws,
        table.longest,
        table.bytes()
    );
    assert_eq!(table.len(), 2024 * 1330);
    let mut by_value = std::collections::BTreeMap::<Value, usize>::new();
    for (a, b) in table.sample(1, 0) {
        *by_value.entry(table.get(a, b)).or_default() += 1;
    }
    println!("positions by value (turns to the end, negative: lost): {by_value:?}");
    let positions = sample(&table, 4099, 8);
    let t = Instant::now();
    for &(a, b, v) in &positions {
        let m = position(&c, a, b);
        assert!(agrees(v, plain(&m, 3), 3), "table {v}, plain {:?} in\n{}", plain(&m, 3), m.dump());
    }
    println!("{} positions checked against a 3-turn plain search in {:?}", positions.len(), t.elapsed());
    // Hard keeps the table's result, through the game interface.
    for &(a, b, v) in positions.iter().take(40) {
        let m = position(&c, a, b);
        let chosen = Morris::bot_action(&m.view(0), "hard", 1).unwrap();
        let Action::Move { from, to } = chosen else { panic!("{chosen:?}") };
        let (board, pos) = (bots::board::Board::new(&m), bots::board::Pos::of(&m));
        assert_eq!(table.move_value(&board, &pos, from, to).signum(), v.signum(), "in\n{}", m.dump());
    }
}
