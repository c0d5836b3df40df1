//! One test per rule of `shared/rules/morris.md`, on hand-built positions.
//! Points of the 24-point board: 0 a7, 1 d7, 2 g7, 3 b6, 4 d6, 5 f6, 6 c5, 7 d5, 8 e5, 9 a4,
//! 10 b4, 11 c4, 12 e4, 13 f4, 14 g4, 15 c3, 16 d3, 17 e3, 18 b2, 19 d2, 20 f2, 21 a1, 22 d1, 23 g1.

use parlour_rules::games::morris::{Action, Config, Event, Morris, MultiMill, Phase};
use parlour_rules::{Game, RuleErrorKind};

use Action::{Move, Place, Remove};

fn nine() -> Config {
    Config::builtin("nine").unwrap()
}

fn board(n: u8, white: &[u8], black: &[u8]) -> String {
    (0..n)
        .map(|p| {
            if white.contains(&p) {
                'W'
            } else if black.contains(&p) {
                'B'
            } else {
                '.'
            }
        })
        .collect()
}

fn pos(config: &Config, white: &[u8], black: &[u8], to_move: usize, hand: [u8; 2]) -> Morris {
    Morris::from_position(config, &board(config.points.len() as u8, white, black), to_move, hand).unwrap()
}

fn json(m: &Morris) -> String {
    serde_json::to_string(m).unwrap()
}

/// Apply an action that must be illegal and check nothing changed.
fn refused(m: &mut Morris, a: Action) -> RuleErrorKind {
    let before = json(m);
    let err = m.apply(a).unwrap_err();
    assert_eq!(json(m), before, "{a:?} changed the state");
    err.kind
}

fn moves_from(m: &Morris, from: u8) -> Vec<u8> {
    m.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Move { from: f, to } if f == from => Some(to),
            _ => None,
        })
        .collect()
}

#[test]
fn white_starts_placing_on_any_of_24_points_with_nine_men_each() {
    let m = Morris::new(&nine(), 2, 0).unwrap();
    assert_eq!(m.to_act(), Some(0));
    assert_eq!(m.phase(), Phase::Place);
    assert_eq!(m.legal_actions(), (0..24).map(Place).collect::<Vec<_>>());
    assert_eq!((m.in_hand(0), m.in_hand(1)), (9, 9));
    assert!(Morris::new(&nine(), 3, 0).is_err());
}

#[test]
fn placing_alternates_on_empty_points() {
    let mut m = Morris::new(&nine(), 2, 0).unwrap();
    let ev = m.apply(Place(4)).unwrap();
    assert_eq!(ev, vec![Event::Placed { seat: 0, at: 4 }, Event::TurnStarted { seat: 1 }]);
    assert_eq!(m.to_act(), Some(1));
    assert_eq!(refused(&mut m, Place(4)), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut m, Place(24)), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut m, Move { from: 4, to: 7 }), RuleErrorKind::WrongPhase);
    assert_eq!(refused(&mut m, Remove(4)), RuleErrorKind::WrongPhase);
    m.apply(Place(7)).unwrap();
    assert_eq!((m.in_hand(0), m.in_hand(1), m.at(4), m.at(7)), (8, 8, Some(0), Some(1)));
}

#[test]
fn moving_phase_slides_to_adjacent_empty_points_only() {
    let mut m = pos(&nine(), &[4, 0, 23, 16], &[1, 19, 20, 8], 0, [0, 0]);
    assert_eq!(m.phase(), Phase::Slide);
    assert_eq!(moves_from(&m, 4), vec![3, 5, 7]);
    assert_eq!(moves_from(&m, 0), vec![9]);
    assert_eq!(refused(&mut m, Move { from: 4, to: 6 }), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut m, Move { from: 4, to: 1 }), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut m, Move { from: 1, to: 2 }), RuleErrorKind::Illegal);
    assert_eq!(refused(&mut m, Place(5)), RuleErrorKind::WrongPhase);
}

#[test]
fn a_man_may_move_away_and_back_on_the_next_turn() {
    let mut m = pos(&nine(), &[4, 0, 23, 16], &[1, 19, 20, 8], 0, [0, 0]);
    m.apply(Move { from: 4, to: 3 }).unwrap();
    m.apply(Move { from: 8, to: 12 }).unwrap();
    m.apply(Move { from: 3, to: 4 }).unwrap();
    assert_eq!(m.at(4), Some(0));
}

#[test]
fn a_seat_with_three_men_flies_and_each_seat_is_judged_alone() {
    let config = nine();
    let m = pos(&config, &[0, 23, 16], &[1, 19, 20, 8], 0, [0, 0]);
    assert_eq!(m.phase(), Phase::Fly);
    assert_eq!(m.legal_actions().len(), 3 * 17);
    assert!(m.legal_actions().contains(&Move { from: 0, to: 12 }));
    let black = pos(&config, &[0, 23, 16], &[1, 19, 20, 8], 1, [0, 0]);
    assert_eq!(black.phase(), Phase::Slide);
    assert_eq!(moves_from(&black, 8), vec![7, 12]);
    let mut off = config.clone();
    off.flying = false;
    let m = pos(&off, &[0, 23, 16], &[1, 19, 20, 8], 0, [0, 0]);
    assert_eq!(m.phase(), Phase::Slide);
    assert_eq!(moves_from(&m, 0), vec![9]);
}

#[test]
fn flying_starts_is_announced_when_a_removal_brings_a_seat_to_three() {
    let mut m = pos(&nine(), &[0, 1, 14, 16], &[3, 19, 20, 8], 0, [0, 0]);
    m.apply(Move { from: 14, to: 2 }).unwrap();
    let ev = m.apply(Remove(8)).unwrap();
    assert!(ev.contains(&Event::FlyingStarts { seat: 1 }), "{ev:?}");
    assert_eq!(m.phase(), Phase::Fly);
}

#[test]
fn closing_a_mill_through_the_destination_asks_for_a_removal_in_the_same_turn() {
    let mut m = pos(&nine(), &[0, 1], &[9, 10], 0, [7, 7]);
    let ev = m.apply(Place(2)).unwrap();
    assert_eq!(ev[1], Event::MillFormed { seat: 0, mills: vec![vec![0, 1, 2]], removals: 1 });
    assert_eq!(ev.len(), 2);
    assert_eq!((m.to_act(), m.phase()), (Some(0), Phase::Remove { left: 1 }));
    assert_eq!(m.legal_actions(), vec![Remove(9), Remove(10)]);
    assert_eq!(refused(&mut m, Place(5)), RuleErrorKind::WrongPhase);
    assert_eq!(refused(&mut m, Remove(1)), RuleErrorKind::Illegal);
    let ev = m.apply(Remove(10)).unwrap();
    assert_eq!(ev, vec![Event::Removed { seat: 0, at: 10 }, Event::TurnStarted { seat: 1 }]);
    assert_eq!((m.on_board(1), m.in_hand(1), m.to_act()), (1, 7, Some(1)));
}

#[test]
fn a_standing_mill_elsewhere_does_not_count() {
    let mut m = pos(&nine(), &[0, 1, 2, 16], &[3, 19, 20, 8], 0, [0, 0]);
    let ev = m.apply(Move { from: 16, to: 15 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::MillFormed { .. })));
    assert_eq!(m.to_act(), Some(1));
}

#[test]
fn men_in_mills_are_safe_unless_all_are_in_mills() {
    let mut m = pos(&nine(), &[0, 1, 14], &[21, 22, 23, 5], 0, [5, 5]);
    m.apply(Place(2)).unwrap();
    assert_eq!(m.legal_actions(), vec![Remove(5)]);
    assert_eq!(refused(&mut m, Remove(21)), RuleErrorKind::Illegal);
    let mut m = pos(&nine(), &[3, 4, 14], &[21, 22, 23, 9, 0], 0, [5, 4]);
    m.apply(Place(5)).unwrap();
    assert_eq!(m.legal_actions(), [0, 9, 21, 22, 23].map(Remove).to_vec());
}

#[test]
fn a_double_mill_removes_one_man_or_two_by_option() {
    let (w, b) = ([0, 1, 14, 23], [3, 4, 9, 10]);
    let mut m = pos(&nine(), &w, &b, 0, [5, 5]);
    let ev = m.apply(Place(2)).unwrap();
    assert!(matches!(&ev[1], Event::MillFormed { mills, removals: 1, .. } if mills.len() == 2));
    m.apply(Remove(3)).unwrap();
    assert_eq!(m.to_act(), Some(1));

    let mut two = nine();
    two.multi_mill = MultiMill::PerMill;
    let mut m = pos(&two, &w, &b, 0, [5, 5]);
    m.apply(Place(2)).unwrap();
    assert_eq!(m.phase(), Phase::Remove { left: 2 });
    m.apply(Remove(3)).unwrap();
    assert_eq!((m.to_act(), m.phase()), (Some(0), Phase::Remove { left: 1 }));
    m.apply(Remove(9)).unwrap();
    assert_eq!((m.to_act(), m.on_board(1)), (Some(1), 2));
}

#[test]
fn reforming_a_mill_by_moving_out_and_back_counts() {
    let mut m = pos(&nine(), &[0, 1, 2, 16], &[3, 19, 20, 8], 0, [0, 0]);
    m.apply(Move { from: 2, to: 14 }).unwrap();
    m.apply(Move { from: 8, to: 7 }).unwrap();
    let ev = m.apply(Move { from: 14, to: 2 }).unwrap();
    assert!(matches!(&ev[1], Event::MillFormed { removals: 1, .. }), "{ev:?}");
}

#[test]
fn a_seat_reduced_to_two_men_loses() {
    let mut m = pos(&nine(), &[0, 1, 14, 16], &[3, 19, 20], 0, [0, 0]);
    m.apply(Move { from: 14, to: 2 }).unwrap();
    let ev = m.apply(Remove(20)).unwrap();
    let outcome = m.outcome().unwrap();
    assert_eq!((outcome.winners, outcome.reason.as_str()), (vec![0], "reduced to two men"));
    assert!(matches!(ev.last(), Some(Event::GameOver { .. })));
    assert_eq!((m.to_act(), m.legal_actions()), (None, vec![]));
    assert_eq!(refused(&mut m, Move { from: 0, to: 9 }), RuleErrorKind::GameOver);
}

#[test]
fn two_men_on_the_board_with_men_in_hand_play_on() {
    let m = pos(&nine(), &[0, 1, 14, 16], &[3, 19], 1, [4, 4]);
    assert_eq!(m.outcome(), None);
    assert_eq!(m.phase(), Phase::Place);
}

#[test]
fn a_seat_that_cannot_move_loses() {
    let mut m = pos(&nine(), &[1, 9, 14, 22, 16], &[0, 2, 21, 23], 0, [0, 0]);
    m.apply(Move { from: 16, to: 15 }).unwrap();
    let outcome = m.outcome().unwrap();
    assert_eq!((outcome.winners, outcome.reason.as_str()), (vec![0], "no legal move"));
    // Built with Black to move, the position is already lost.
    let m = pos(&nine(), &[1, 9, 14, 22, 16], &[0, 2, 21, 23], 1, [0, 0]);
    assert_eq!(m.outcome().unwrap().winners, vec![0]);
}

/// White shuffles 4<->3 and Black 8<->12; the start position recurs every four moves.
fn shuffle(m: &mut Morris, moves: usize) {
    let cycle = [
        Move { from: 4, to: 3 },
        Move { from: 8, to: 12 },
        Move { from: 3, to: 4 },
        Move { from: 12, to: 8 },
    ];
    for _ in 0..moves {
        m.apply(cycle[m.turns() as usize % 4]).unwrap();
    }
}

#[test]
fn threefold_repetition_draws_when_the_option_is_on() {
    let (w, b) = ([4, 0, 23, 16], [1, 19, 20, 8]);
    let mut m = pos(&nine(), &w, &b, 0, [0, 0]);
    shuffle(&mut m, 7);
    assert_eq!(m.outcome(), None);
    shuffle(&mut m, 1);
    assert_eq!(m.outcome().unwrap().reason, "threefold repetition");
    assert!(m.outcome().unwrap().is_draw());
    let mut off = nine();
    off.repetition = None;
    let mut m = pos(&off, &w, &b, 0, [0, 0]);
    shuffle(&mut m, 40);
    assert_eq!(m.outcome(), None);
}

#[test]
fn moves_without_a_removal_draw_at_the_limit() {
    let mut c = nine();
    c.repetition = None;
    c.no_removal_moves = Some(3);
    let mut m = pos(&c, &[4, 0, 23, 16], &[1, 19, 20, 8], 0, [0, 0]);
    shuffle(&mut m, 5);
    assert_eq!(m.outcome(), None);
    shuffle(&mut m, 1);
    assert_eq!(m.outcome().unwrap().reason, "6 moves without a removal");
}

#[test]
fn the_turn_cap_draws() {
    let mut c = nine();
    c.turn_cap = Some(5);
    let mut m = Morris::new(&c, 2, 0).unwrap();
    for p in [0, 3, 6, 9] {
        m.apply(Place(p)).unwrap();
    }
    assert_eq!(m.outcome(), None);
    m.apply(Place(12)).unwrap();
    assert_eq!(m.outcome().unwrap().reason, "5 turns");
}

#[test]
fn a_turn_with_a_removal_counts_once_toward_the_cap() {
    let mut c = nine();
    c.turn_cap = Some(200);
    let mut m = pos(&c, &[0, 1], &[9, 10], 0, [7, 7]);
    m.apply(Place(2)).unwrap();
    assert_eq!(m.turns(), 0);
    m.apply(Remove(9)).unwrap();
    assert_eq!(m.turns(), 1);
}

#[test]
fn twelve_mens_morris_has_diagonals_twelve_men_and_a_full_board_draw() {
    let c = Config::builtin("twelve").unwrap();
    let m = Morris::new(&c, 2, 0).unwrap();
    assert_eq!((m.in_hand(0), c.mills.len()), (12, 20));
    let white = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22];
    let black = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23];
    let full = pos(&c, &white, &black, 0, [0, 0]);
    assert_eq!(full.outcome().unwrap().reason, "board full");
    let mut lose = c.clone();
    lose.full_board_draw = false;
    assert_eq!(pos(&lose, &white, &black, 0, [0, 0]).outcome().unwrap().winners, vec![1]);
    // A diagonal mill.
    let mut m = pos(&c, &[0, 3], &[1, 9], 0, [10, 10]);
    m.apply(Place(6)).unwrap();
    assert_eq!(m.phase(), Phase::Remove { left: 1 });
}

#[test]
fn morabaraba_forbids_going_straight_back_to_close_the_broken_mill() {
    let c = Config::builtin("morabaraba").unwrap();
    let mut m = pos(&c, &[0, 1, 2, 10, 11], &[5, 13, 22, 16], 0, [0, 0]);
    m.apply(Move { from: 0, to: 9 }).unwrap();
    m.apply(Remove(22)).unwrap();
    m.apply(Move { from: 16, to: 19 }).unwrap();
    assert!(!m.legal_actions().contains(&Move { from: 9, to: 0 }));
    assert_eq!(refused(&mut m, Move { from: 9, to: 0 }), RuleErrorKind::Illegal);
    // After another move the way back is open again.
    m.apply(Move { from: 1, to: 4 }).unwrap();
    m.apply(Move { from: 19, to: 16 }).unwrap();
    m.apply(Move { from: 4, to: 1 }).unwrap();
    m.apply(Move { from: 16, to: 19 }).unwrap();
    assert!(m.legal_actions().contains(&Move { from: 9, to: 0 }));
    // Nine Men's Morris has no such rule.
    let mut m = pos(&nine(), &[0, 1, 2, 10, 11], &[5, 13, 22, 16], 0, [0, 0]);
    m.apply(Move { from: 0, to: 9 }).unwrap();
    m.apply(Remove(22)).unwrap();
    m.apply(Move { from: 16, to: 19 }).unwrap();
    assert!(m.legal_actions().contains(&Move { from: 9, to: 0 }));
}

#[test]
fn morabaraba_draws_after_ten_moves_each_with_both_sides_on_three() {
    let mut c = Config::builtin("morabaraba").unwrap();
    c.repetition = None;
    let mut m = pos(&c, &[4, 0, 16], &[1, 20, 8], 0, [0, 0]);
    shuffle(&mut m, 19);
    assert_eq!(m.outcome(), None);
    shuffle(&mut m, 1);
    assert_eq!(m.outcome().unwrap().reason, "20 moves with both sides flying");
}

#[test]
fn six_mens_morris_is_two_squares_without_flying() {
    let c = Config::builtin("six").unwrap();
    assert_eq!((c.points.len(), c.mills.len(), c.men), (16, 8, 6));
    let m = pos(&c, &[0, 14, 12], &[2, 3, 6, 9], 0, [0, 0]);
    assert_eq!(m.phase(), Phase::Slide);
    assert_eq!(m.name(0), "a5");
    assert_eq!(m.name(15), "e1");
}

#[test]
fn points_have_algebraic_names() {
    let m = Morris::new(&nine(), 2, 0).unwrap();
    assert_eq!((m.name(0), m.name(7), m.name(21), m.name(23)), ("a7", "d5", "a1", "g1"));
    assert_eq!(m.point_named("D5"), Some(7));
    assert_eq!(m.point_named("d4"), None);
    assert_eq!(m.action_name(Move { from: 4, to: 7 }), "d6-d5");
    let text = pos(&nine(), &[0], &[23], 0, [8, 8]).dump();
    assert!(text.starts_with(" 7 W-----------.-----------.\n"), "{text}");
    assert!(text.contains("\n 1 .-----------.-----------B\n   a   b   c   d   e   f   g\n"), "{text}");
    assert!(text.contains("White (W) to place a man"), "{text}");
}

#[test]
fn every_level_file_loads_and_validates() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/morris");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|f| f.ends_with(".ron"))
        .collect();
    names.sort();
    assert_eq!(names, ["morabaraba.ron", "nine.ron", "six.ron", "three.ron", "twelve.ron"]);
    for name in names {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
        let c = Config::from_level(&name, &text).unwrap();
        Morris::new(&c, 2, 0).unwrap();
    }
}

#[test]
fn a_bad_level_names_file_line_and_column() {
    let (_, text) = parlour_rules::level::builtin("morris", "nine").unwrap();
    let bad = text.replacen("[1, 9], // 0", "[1, 8], // 0", 1);
    let err = Config::from_level("bad.ron", &bad).unwrap_err();
    assert_eq!(err.file, "bad.ron");
    assert!(err.line.is_some() && err.column.is_some(), "{err}");
    assert!(err.message.contains("point 0 lists 8 as a neighbour but 8 does not list 0"), "{err}");
    let syntax = text.replacen("men: 9", "men: nine", 1);
    let err = Config::from_level("bad.ron", &syntax).unwrap_err();
    assert!(err.to_string().starts_with("bad.ron:"), "{err}");
    let mut c = nine();
    c.men = 13;
    let err = Morris::new(&c, 2, 0).unwrap_err();
    assert_eq!(err.kind, RuleErrorKind::BadInput);
    assert!(err.message.contains("men"), "{err}");
}

#[test]
fn states_round_trip_through_json_and_ron() {
    let mut m = pos(&nine(), &[0, 1], &[9, 10], 0, [7, 7]);
    m.apply(Place(2)).unwrap();
    let back: Morris = serde_json::from_str(&json(&m)).unwrap();
    assert_eq!(back, m);
    let ron_text = ron::to_string(&m).unwrap();
    let back: Morris = ron::from_str(&ron_text).unwrap();
    assert_eq!(back.legal_actions(), m.legal_actions());
    let view = m.view(1);
    assert_eq!(view.board[0], Some(0));
    assert_eq!(view.board[9], Some(1));
    assert_eq!(view.phase, Phase::Remove { left: 1 });
}

#[test]
fn the_engine_plays_morris() {
    let mut e = parlour_rules::engine::Engine::new();
    let r = e
        .handle_line(r#"{"cmd":"new","game":"morris","variant":"nine","options":{"turn_cap":200}}"#)
        .unwrap();
    assert!(r.contains(r#""ok":true"#), "{r}");
    let r = e.handle_line(r#"{"cmd":"apply","action":{"place":4}}"#).unwrap();
    assert!(r.contains(r#"{"placed":{"at":4,"seat":0}}"#), "{r}");
    let r = e.handle_line(r#"{"cmd":"apply","action":{"place":4}}"#).unwrap();
    assert!(r.contains(r#""ok":false"#) && r.contains("illegal"), "{r}");
    let r = e.handle_line(r#"{"cmd":"new","game":"morris","options":{"flyng":false}}"#).unwrap();
    assert!(r.contains("unknown field"), "{r}");
}

#[test]
fn either_seat_may_resign_at_any_time_even_with_a_removal_owed() {
    // White closes a7-d7-g7 and owes a removal; Black, not to move, resigns.
    let mut m = pos(&nine(), &[0, 1], &[3, 4, 14], 0, [7, 6]);
    m.apply(Place(2)).unwrap();
    assert_eq!(m.phase(), Phase::Remove { left: 1 });
    assert!(!m.legal_actions().iter().any(|a| matches!(a, Action::Resign { .. })));
    let events = m.apply(Action::Resign { seat: 1 }).unwrap();
    assert_eq!(events[0], Event::Resigned { seat: 1 });
    let outcome = m.outcome().unwrap();
    assert_eq!((outcome.winners, outcome.reason.as_str()), (vec![0], "resignation"));
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert_eq!(m.to_act(), None);
    assert_eq!(refused(&mut m, Action::Resign { seat: 0 }), RuleErrorKind::GameOver);
    let mut fresh = Morris::new(&nine(), 2, 0).unwrap();
    assert_eq!(refused(&mut fresh, Action::Resign { seat: 2 }), RuleErrorKind::BadInput);
    assert_eq!(serde_json::to_string(&Action::Resign { seat: 1 }).unwrap(), r#"{"resign":{"seat":1}}"#);
}
