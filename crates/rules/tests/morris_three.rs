//! Three Men's Morris: a row of three wins at once (placing too) and nothing is removed; the
//! diagonals and the any-empty-point form are options of the level; the solved table agrees
//! with a plain search from every position it holds, and its player never loses.
//! Points: 0 a3, 1 b3, 2 c3 / 3 a2, 4 b2, 5 c2 / 6 a1, 7 b1, 8 c1.

use parlour_rules::Game;
use parlour_rules::games::morris::bots::solved::{self, Table, Value};
use parlour_rules::games::morris::{Action, Config, Event, Morris, Phase};

use Action::{Move, Place};

fn three() -> Config {
    Config::builtin("three").unwrap()
}

fn play(m: &mut Morris, actions: &[Action]) -> Vec<Event> {
    actions.iter().flat_map(|&a| m.apply(a).unwrap()).collect()
}

#[test]
fn the_board_has_nine_points_eight_rows_and_the_centre_touches_all() {
    let c = three();
    assert_eq!((c.points.len(), c.mills.len(), c.men), (9, 8, 3));
    assert_eq!(c.adjacent[4].len(), 8);
    assert_eq!(c.adjacent[0], vec![1, 3, 4]);
    let m = Morris::new(&c, 2, 0).unwrap();
    assert_eq!((m.name(0), m.name(4), m.name(8)), ("a3", "b2", "c1"));
}

#[test]
fn a_row_while_placing_wins_at_once_and_removes_nothing() {
    let mut m = Morris::new(&three(), 2, 0).unwrap();
    let events = play(&mut m, &[Place(0), Place(1), Place(4), Place(2), Place(8)]);
    let o = m.outcome().expect("the diagonal a3-b2-c1 wins");
    assert_eq!((o.winners, o.reason.as_str()), (vec![0], "three in a row"));
    assert!(events.contains(&Event::MillFormed { seat: 0, mills: vec![vec![0, 4, 8]], removals: 0 }));
    assert!(!events.iter().any(|e| matches!(e, Event::Removed { .. })));
    assert_eq!(m.phase(), Phase::Over);
    assert!(m.legal_actions().is_empty());
}

#[test]
fn after_placing_a_man_slides_to_a_neighbour_and_a_row_wins() {
    let mut m = Morris::new(&three(), 2, 0).unwrap();
    // White a3 c3 b1, Black b3 a2 c1: no row, all six down.
    play(&mut m, &[Place(0), Place(1), Place(2), Place(3), Place(7), Place(8)]);
    assert!(m.outcome().is_none());
    assert_eq!(m.phase(), Phase::Slide);
    let legal = m.legal_actions();
    assert!(legal.contains(&Move { from: 7, to: 4 }), "b1 to the centre");
    assert!(!legal.contains(&Move { from: 7, to: 5 }), "c2 is not next to b1");
    assert!(m.apply(Move { from: 0, to: 5 }).is_err(), "a3 to c2 is no slide");
    // White b1-b2, Black a2-a1; White a3-a2, Black a1-b1: no row yet.
    play(&mut m, &[Move { from: 7, to: 4 }, Move { from: 3, to: 6 }]);
    assert!(m.outcome().is_none());
    play(&mut m, &[Move { from: 0, to: 3 }, Move { from: 6, to: 7 }]);
    assert!(m.outcome().is_none());
    // White a2 c3 b2, Black b3 b1 c1: White slides a2-a1 and holds c3 b2 a1, the diagonal.
    let events = play(&mut m, &[Move { from: 3, to: 6 }]);
    assert_eq!(m.outcome().unwrap().winners, vec![0]);
    assert!(events.contains(&Event::MillFormed { seat: 0, mills: vec![vec![2, 4, 6]], removals: 0 }));
}

#[test]
fn without_diagonals_the_diagonal_lines_are_gone() {
    let text =
        include_str!("../../../levels/morris/three.ron").replace("diagonals: true", "diagonals: false");
    let c = Config::from_level("three-square.ron", &text).unwrap();
    assert_eq!(c.mills.len(), 6);
    assert_eq!(c.adjacent[4], vec![1, 3, 5, 7]);
    assert_eq!(c.adjacent[0], vec![1, 3]);
    let mut m = Morris::new(&c, 2, 0).unwrap();
    play(&mut m, &[Place(0), Place(1), Place(4), Place(2), Place(8), Place(3)]);
    assert!(m.outcome().is_none(), "a3 b2 c1 is no row without diagonals");
}

#[test]
fn the_any_empty_point_form_moves_anywhere() {
    let text = include_str!("../../../levels/morris/three.ron").replace("flying: false", "flying: true");
    let c = Config::from_level("three-flying.ron", &text).unwrap();
    let mut m = Morris::new(&c, 2, 0).unwrap();
    play(&mut m, &[Place(0), Place(1), Place(2), Place(3), Place(7), Place(8)]);
    assert_eq!(m.phase(), Phase::Fly);
    assert!(m.legal_actions().contains(&Move { from: 0, to: 5 }));
}

#[test]
fn a_side_with_no_move_loses() {
    // White a3 b3 a2, Black c3 b2 a1: every White man is shut in.
    let c = three();
    let m = Morris::from_position(&c, "WWB WB. B..", 0, [0, 0]).unwrap();
    let o = m.outcome().expect("White cannot move");
    assert_eq!((o.winners, o.reason.as_str()), (vec![1], "no legal move"));
    // With a1 empty, a2 may go there: the match goes on.
    let m = Morris::from_position(&c, "WWB WB. ..B", 0, [0, 0]).unwrap();
    assert!(m.outcome().is_none());
    assert_eq!(m.legal_actions(), vec![Move { from: 3, to: 6 }]);
}

fn table() -> std::sync::Arc<Table> {
    solved::table(&three()).expect("the Three board is solved")
}

#[test]
fn the_table_holds_every_reachable_position_and_its_longest_win_is_short() {
    let t = table();
    let start = Morris::new(&three(), 2, 0).unwrap();
    eprintln!("{} positions, longest forced end {} plies, start {:?}", t.len(), t.longest, t.value(&start));
    assert!(t.len() > 1_000 && t.len() < 20_000, "{} positions", t.len());
    // Far inside the move cap (50 moves each without a removal), so the cap never cuts a win.
    assert!(t.longest > 0 && (t.longest as u32) < 100, "longest {}", t.longest);
}

/// A plain search with the engine, `depth` plies deep: `Some(n)` when the side to move wins in
/// `n` plies at best (`n > 0`) or loses in `-n` at worst, within the depth; `None` when the depth
/// settles nothing (a draw, or a result further away).
fn search(m: &Morris, depth: i16) -> Option<Value> {
    if depth == 0 {
        return None;
    }
    let me = m.to_act().unwrap();
    let (mut win, mut loss, mut settled) = (Value::MAX, 0, true);
    for a in m.legal_actions() {
        let mut c = m.clone();
        c.play(a).unwrap();
        match c.outcome() {
            Some(o) if o.winners.contains(&me) => win = 1,
            Some(_) => settled = false,
            None => match search(&c, depth - 1) {
                Some(v) if v < 0 => win = win.min(-v + 1),
                Some(v) => loss = loss.max(v + 1),
                None => settled = false,
            },
        }
    }
    if win <= depth {
        Some(win)
    } else if settled && loss <= depth {
        Some(-loss)
    } else {
        None
    }
}

#[test]
fn the_table_agrees_with_a_plain_search_from_every_position_it_holds() {
    let t = table();
    let c = three();
    let mut checked = 0;
    for &key in t.keys() {
        let m = solved::position(&c, key).unwrap();
        let v = t.value(&m).unwrap();
        // Deep enough for the sliding phase's few moves, shallow enough for the placing phase's many.
        let depth = if m.in_hand(0) + m.in_hand(1) > 2 { 3 } else { 5 };
        let s = search(&m, depth);
        if v != 0 && v.abs() <= depth {
            assert_eq!(s, Some(v), "the table says {v}, a {depth}-ply search {s:?}, at\n{}", m.dump());
        } else {
            assert_eq!(s, None, "a {depth}-ply search found {s:?}, the table says {v}, at\n{}", m.dump());
        }
        checked += 1;
    }
    assert_eq!(checked, t.len());
}

#[test]
fn every_value_is_consistent_with_its_children() {
    let t = table();
    let c = three();
    let rank = |v: Value| {
        if v > 0 {
            1000 - v
        } else if v < 0 {
            -1000 - v
        } else {
            0
        }
    };
    for &key in t.keys() {
        let m = solved::position(&c, key).unwrap();
        let best = m.legal_actions().iter().map(|&a| t.action_value(&m, a).unwrap()).max_by_key(|&v| rank(v));
        assert_eq!(best, Some(t.value(&m).unwrap()), "at\n{}", m.dump());
    }
}

/// A match between two levels; at each of `perfect`'s turns, checks that its choice keeps the
/// table's result (a win stays a win, a draw at least a draw). Gives the winner.
fn match_between(levels: [&str; 2], seed: u64, perfect: Option<usize>) -> Option<usize> {
    let c = three();
    let t = table();
    let mut m = Morris::new(&c, 2, seed).unwrap();
    let mut turn = 0u64;
    while m.outcome().is_none() {
        let seat = m.to_act().unwrap();
        let a = Morris::bot_action(&m.view(seat), levels[seat], seed * 1_000 + turn).unwrap();
        if perfect == Some(seat) {
            let (before, after) = (t.value(&m).unwrap(), t.action_value(&m, a).unwrap());
            assert!(after.signum() >= before.signum(), "{} threw away {before} with {after}", levels[seat]);
        }
        m.apply(a).unwrap();
        turn += 1;
    }
    m.outcome().unwrap().winners.first().copied()
}

#[test]
fn the_first_player_wins_with_perfect_play_and_hard_plays_perfectly() {
    let start = table().value(&Morris::new(&three(), 2, 0).unwrap()).unwrap();
    assert!(start > 0, "White, placing first (on the centre), wins: {start}");
    for weaker in ["medium", "easy", "random"] {
        let mut hard_wins = [0; 2];
        for g in 0..30u64 {
            let hard = (g % 2) as usize;
            let mut levels = [weaker; 2];
            levels[hard] = "hard";
            let winner = match_between(levels, g, Some(hard));
            if hard == 0 {
                assert_eq!(winner, Some(0), "hard as White always wins against {weaker}");
            }
            if winner == Some(hard) {
                hard_wins[hard] += 1;
            }
        }
        eprintln!(
            "hard against {weaker}: won {} of 15 as White, {} of 15 as Black",
            hard_wins[0], hard_wins[1]
        );
    }
    assert_eq!(match_between(["hard", "hard"], 3, Some(0)), Some(0));
}

#[test]
fn medium_beats_easy_more_often_than_it_loses() {
    let (mut medium, mut easy) = (0, 0);
    for g in 0..60u64 {
        let m = (g % 2) as usize;
        let mut levels = ["easy"; 2];
        levels[m] = "medium";
        match match_between(levels, 100 + g, None) {
            Some(w) if w == m => medium += 1,
            Some(_) => easy += 1,
            None => {}
        }
    }
    eprintln!("medium {medium}, easy {easy} of 60");
    assert!(medium > easy);
}

#[test]
fn boards_where_a_mill_removes_are_not_solved() {
    assert!(solved::table(&Config::builtin("six").unwrap()).is_none());
}
