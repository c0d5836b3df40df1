//! One scenario per rule sentence of `shared/rules/morfals.md`, with the dice supplied.

use parlour_rules::games::morfals::*;
use parlour_rules::{Game, MatchSpec, Outcome, RuleErrorKind, Scripted};

/// A position from a picture: row 7 first, columns 3..9 left to right; `X` is seat 0 (the
/// Jusqualos), `o` seat 1, `.` and `~` empty.
fn position(config: &Config, rows: [&str; 7], to_roll: usize) -> Morfals {
    let mut figures = Vec::new();
    for (i, line) in rows.iter().enumerate() {
        let row = 7 - i as u8;
        assert_eq!(line.chars().count(), 7, "{line:?}");
        for (c, ch) in line.chars().enumerate() {
            let square = Square::new(3 + c as u8, row);
            match ch {
                'X' => figures.push((square, 0)),
                'o' => figures.push((square, 1)),
                '.' | '~' => {}
                other => panic!("bad mark {other:?}"),
            }
        }
    }
    Morfals::from_setup(config, 1, &Setup { figures, scores: [0, 0], to_roll }).unwrap()
}

fn standard() -> Config {
    Config::standard()
}

fn with(f: impl FnOnce(&mut Options)) -> Config {
    let mut c = standard();
    f(&mut c.options);
    c
}

/// Dice that make `column` without being 1-2-3 (and, but for 3, 6 and 9, without a triple).
fn dice_for(column: u8) -> [u8; 3] {
    match column {
        3 => [1, 1, 1],
        4 => [1, 1, 2],
        5 => [1, 2, 2],
        6 => [2, 2, 2],
        7 => [2, 2, 3],
        8 => [2, 3, 3],
        9 => [3, 3, 3],
        _ => panic!("no column {column}"),
    }
}

fn roll(g: &mut Morfals, dice: [u8; 3]) -> Vec<Event> {
    g.apply_with(Action::Roll, &mut Scripted::dice(dice)).unwrap()
}

/// Roll the dice of `square`'s column and place there; all the events of the turn.
fn play(g: &mut Morfals, square: Square) -> Vec<Event> {
    let mut events = roll(g, dice_for(square.column));
    if matches!(g.phase(), Phase::Place { .. }) {
        events.extend(g.apply(Action::Place { square }).unwrap());
    }
    assert!(
        events.iter().any(|e| matches!(e, Event::Placed { square: s, .. } if *s == square)),
        "not placed on {square}: {events:?}"
    );
    events
}

fn eaten(events: &[Event]) -> Vec<Square> {
    let mut v: Vec<Square> = events
        .iter()
        .filter_map(|e| if let Event::Eaten { square, .. } = e { Some(*square) } else { None })
        .collect();
    v.sort_by_key(|s| (s.column, s.row));
    v
}

fn sq(column: u8, row: u8) -> Square {
    Square::new(column, row)
}

#[test]
fn a_single_figure_is_sandwiched_and_eaten() {
    let mut g = position(
        &standard(),
        [".......", ".......", ".......", ".......", "Xo.....", ".......", "......."],
        0,
    );
    let victim = g.figure_at(sq(4, 3)).unwrap();
    let events = play(&mut g, sq(5, 3));
    assert_eq!(eaten(&events), vec![sq(4, 3)]);
    assert!(events.contains(&Event::Eaten { by: 0, figure: victim, square: sq(4, 3) }));
    assert_eq!(g.figure_at(sq(4, 3)), None);
    // Eaten figures go back to their owner's reserve, at its end.
    assert_eq!(g.reserve(1).len(), 12);
    assert_eq!(*g.reserve(1).last().unwrap(), victim);
    assert_eq!(g.reserve(0).len(), 10);
    assert_eq!(g.phase(), Phase::Roll { seat: 1 });
}

#[test]
fn events_name_the_character_of_each_eaten_figure() {
    let mut g = position(
        &standard(),
        [".......", ".......", ".......", ".......", "Xo.....", ".......", "......."],
        0,
    );
    let events = play(&mut g, sq(5, 3));
    // Seat 1's first figure in the standard level is a man.
    let e = events.iter().find(|e| matches!(e, Event::Eaten { .. })).unwrap();
    let Event::Eaten { figure, .. } = e else { unreachable!() };
    assert_eq!((figure.seat, figure.id, figure.character), (1, 0, Character::Man));
    let json = serde_json::to_value(e).unwrap();
    assert_eq!(json["eaten"]["figure"]["character"], "Man");
    assert_eq!(json["eaten"]["square"], serde_json::json!({"column": 4, "row": 3}));
}

#[test]
fn several_figures_in_a_line_are_eaten_together() {
    let mut g = position(
        &standard(),
        [".......", ".......", ".......", "..o....", "..o....", "..o....", "..X...."],
        0,
    );
    let events = play(&mut g, sq(5, 5));
    assert_eq!(eaten(&events), vec![sq(5, 2), sq(5, 3), sq(5, 4)]);
    assert_eq!(g.reserve(1).len(), 12);
}

#[test]
fn a_gap_or_no_closing_figure_saves_the_line() {
    let mut g = position(
        &standard(),
        [".......", ".......", ".......", ".......", ".o.o...", ".......", "X......"],
        0,
    );
    // West: o on 4/3, then the empty 3/3. East: o on 6/3, then the empty 7/3.
    let events = play(&mut g, sq(5, 3));
    assert!(eaten(&events).is_empty(), "{events:?}");
}

#[test]
fn several_directions_are_eaten_at_once() {
    let mut g = position(
        &standard(),
        [".......", "..X....", "..o....", "Xo.o...", ".o.....", "X......", "......."],
        0,
    );
    // Placed on 5/4: west 4/4 closed by 3/4, north 5/5 closed by 5/6, south-west 4/3 closed by
    // 3/2; east, 6/4 is followed by the empty 7/4, so it stays.
    let events = play(&mut g, sq(5, 4));
    assert_eq!(eaten(&events), vec![sq(4, 3), sq(4, 4), sq(5, 5)]);
    assert_eq!(g.figure_at(sq(6, 4)).map(|f| f.seat), Some(1), "6/4 is not closed");
}

#[test]
fn columns_wrap_through_the_top_and_bottom_edges() {
    let picture = ["..o....", ".......", ".......", ".......", ".......", "..X....", "..o...."];
    // North from 5/6: 5/7 (o), over the edge to 5/1 (o), then 5/2 (X).
    let mut g = position(&standard(), picture, 0);
    let events = play(&mut g, sq(5, 6));
    assert_eq!(eaten(&events), vec![sq(5, 1), sq(5, 7)]);

    let mut flat = position(&with(|o| o.wrap = Wrap::None), picture, 0);
    assert!(eaten(&play(&mut flat, sq(5, 6))).is_empty());
}

#[test]
fn rows_and_diagonals_wrap_by_default_but_not_with_the_columns_option() {
    // Placed on 3/3: west over the edge to 9/3 (o), then 8/3 (X).
    let picture = [".......", ".......", ".......", ".......", ".....Xo", ".......", "......."];
    let mut columns = position(&with(|o| o.wrap = Wrap::Columns), picture, 0);
    assert!(eaten(&play(&mut columns, sq(3, 3))).is_empty());

    let mut torus = position(&standard(), picture, 0);
    assert_eq!(eaten(&play(&mut torus, sq(3, 3))), vec![sq(9, 3)]);

    // Placed on 3/1: south-west through both edges to 9/7 (o), then 8/6 (X).
    let picture = ["......o", ".....X.", ".......", ".......", ".......", ".......", "......."];
    let mut torus = position(&standard(), picture, 0);
    assert_eq!(eaten(&play(&mut torus, sq(3, 1))), vec![sq(9, 7)]);
    let mut columns = position(&with(|o| o.wrap = Wrap::Columns), picture, 0);
    assert!(eaten(&play(&mut columns, sq(3, 1))).is_empty());
}

// The seed (French, 003_*.txt): "Si au moment où la pièce est posée, une ou plusieurs pièces
// adverses se retrouvent prises en sandwich entre deux de vos cannibales, et dans n'importe quelle
// direction (horizontalement, verticalement, diagonalement, et même par les bords du plateau
// opposés)..., vous les mangez !" (If, when the piece is placed, one or more opposing pieces are
// caught in a sandwich between two of your cannibals, in any direction (horizontally,
// vertically, diagonally, and even across the opposite edges of the board)…, you eat them!)
#[test]
fn by_default_sandwiches_wrap_across_the_opposite_edges_in_every_direction() {
    assert_eq!(standard().options.wrap, Wrap::All);
    assert_eq!(Options::default().wrap, Wrap::All);
    // Placed on 3/1, the bottom-left corner. West: 9/1 then 8/1 (X); south: 3/7 then 3/6;
    // south-west: 9/7 then 8/6; north-west: 9/2 then 8/3; south-east: 4/7 then 5/6.
    let picture = ["oo....o", "X.X..X.", ".......", ".......", ".....X.", "......o", ".....Xo"];
    let mut g = position(&standard(), picture, 0);
    let events = play(&mut g, sq(3, 1));
    assert_eq!(eaten(&events), vec![sq(3, 7), sq(4, 7), sq(9, 1), sq(9, 2), sq(9, 7)]);
    assert_eq!(g.reserve(1).len(), 12, "every eaten figure went back to its reserve");
    // The options: only the column wraps (a published description), or nothing does.
    let mut columns = position(&with(|o| o.wrap = Wrap::Columns), picture, 0);
    assert_eq!(eaten(&play(&mut columns, sq(3, 1))), vec![sq(3, 7)]);
    let mut flat = position(&with(|o| o.wrap = Wrap::None), picture, 0);
    assert!(eaten(&play(&mut flat, sq(3, 1))).is_empty());
}

#[test]
fn a_walk_round_the_torus_stops_before_the_placed_figure() {
    // "A walk never passes the placed figure again": a row and a diagonal of the 7x7 torus full
    // of opponents lead back to the placed figure, which closes no sandwich of its own.
    let row = [".......", ".......", ".......", ".oooooo", ".......", ".......", "......."];
    let mut g = position(&standard(), row, 0);
    assert!(eaten(&play(&mut g, sq(3, 4))).is_empty());
    let diagonal = ["......o", ".....o.", "....o..", "...o...", "..o....", ".o.....", "......."];
    let mut g = position(&standard(), diagonal, 0);
    assert!(eaten(&play(&mut g, sq(3, 1))).is_empty());
}

#[test]
fn a_walk_round_the_whole_column_eats_nothing() {
    // Six opponents fill the rest of column 4: the walk would come back to the placed figure.
    let picture = [".o.....", ".o.....", ".o.....", ".o.....", ".o.....", ".o.....", "......."];
    let mut g = position(&standard(), picture, 0);
    let events = roll(&mut g, dice_for(4));
    assert!(events.iter().any(|e| matches!(e, Event::Placed { square, .. } if *square == sq(4, 1))));
    assert!(eaten(&events).is_empty());
}

#[test]
fn a_figure_in_the_river_cannot_be_eaten() {
    let mut g = position(
        &standard(),
        [".......", ".......", ".......", ".......", "..Xo...", ".......", "......."],
        0,
    );
    let events = play(&mut g, sq(7, 3));
    assert!(eaten(&events).is_empty());
    assert_eq!(g.figure_at(sq(6, 3)).map(|f| f.seat), Some(1));
}

#[test]
fn a_river_figure_closes_a_sandwich_under_both_options() {
    for rule in [RiverRule::Closes, RiverRule::Blocks] {
        let mut g = position(
            &with(|o| o.river_in_sandwich = rule),
            [".......", ".......", ".......", ".......", "..oX...", ".......", "......."],
            0,
        );
        assert_eq!(eaten(&play(&mut g, sq(4, 3))), vec![sq(5, 3)], "{rule:?}");
    }
}

#[test]
fn a_river_figure_inside_a_sandwich_stays_and_the_others_are_eaten() {
    let picture = [".......", ".......", ".......", ".......", ".Xooo..", ".......", "......."];
    let mut g = position(&standard(), picture, 0);
    let events = play(&mut g, sq(8, 3));
    assert_eq!(eaten(&events), vec![sq(5, 3), sq(7, 3)]);
    assert_eq!(g.figure_at(sq(6, 3)).map(|f| f.seat), Some(1));

    // The other option: the river figure blocks the line.
    let mut g = position(&with(|o| o.river_in_sandwich = RiverRule::Blocks), picture, 0);
    assert!(eaten(&play(&mut g, sq(8, 3))).is_empty());
    assert_eq!(g.reserve(1).len(), 9);
}

#[test]
fn placing_between_two_enemies_is_safe() {
    let mut g = position(
        &standard(),
        [".......", ".......", ".......", ".......", ".o.o...", ".......", "......."],
        0,
    );
    let events = play(&mut g, sq(5, 3));
    assert!(eaten(&events).is_empty());
    // Only the placed figure eats: seat 1 placing elsewhere does not eat the figure on 5/3.
    let events = play(&mut g, sq(8, 5));
    assert!(eaten(&events).is_empty());
    assert_eq!(g.figure_at(sq(5, 3)).map(|f| f.seat), Some(0));
}

#[test]
fn one_two_three_in_any_order_passes_the_turn() {
    for dice in [[1, 2, 3], [3, 2, 1], [2, 1, 3]] {
        let mut g = Morfals::from_setup(&standard(), 3, &Setup { to_roll: 1, ..Setup::default() }).unwrap();
        let events = roll(&mut g, dice);
        assert_eq!(
            events,
            vec![
                Event::DiceRolled { seat: 1, dice, column: 6 },
                Event::TurnPassed { seat: 1, reason: PassReason::OneTwoThree },
            ]
        );
        assert_eq!(g.phase(), Phase::Roll { seat: 0 });
        assert_eq!(g.board().figures().count(), 0);
        assert_eq!(g.last_roll(), Some(dice));
    }
}

#[test]
fn a_triple_places_then_plays_again() {
    for (dice, column) in [([1, 1, 1], 3), ([2, 2, 2], 6), ([3, 3, 3], 9)] {
        let mut g = Morfals::from_setup(&standard(), 3, &Setup { to_roll: 0, ..Setup::default() }).unwrap();
        roll(&mut g, dice);
        assert_eq!(g.phase(), Phase::Place { seat: 0, dice, column });
        assert_eq!(g.legal_actions().len(), 7);
        let events = g.apply(Action::Place { square: sq(column, 4) }).unwrap();
        assert_eq!(events.last(), Some(&Event::PlaysAgain { seat: 0, reason: AgainReason::Triple }));
        assert_eq!(g.phase(), Phase::Roll { seat: 0 });
    }
    // Not a triple: the turn goes over.
    let mut g = Morfals::from_setup(&standard(), 3, &Setup::default()).unwrap();
    play(&mut g, sq(5, 1));
    assert_eq!(g.phase(), Phase::Roll { seat: 1 });
}

#[test]
fn the_roll_places_by_itself_when_the_column_has_one_empty_square() {
    let picture = [".X.....", ".o.....", ".X.....", ".......", ".o.....", ".X.....", ".o....."];
    let mut g = position(&standard(), picture, 0);
    let events = roll(&mut g, dice_for(4));
    assert!(events.iter().any(|e| matches!(e, Event::Placed { square, .. } if *square == sq(4, 4))));
    assert_eq!(g.phase(), Phase::Roll { seat: 1 });
}

#[test]
fn a_full_column_passes_or_rolls_again() {
    let picture = [".X.....", ".o.....", ".X.....", ".o.....", ".X.....", ".o.....", ".X....."];
    let mut g = position(&standard(), picture, 1);
    let before = g.board().clone();
    let events = roll(&mut g, dice_for(4));
    assert_eq!(events[1], Event::TurnPassed { seat: 1, reason: PassReason::FullColumn });
    assert_eq!(g.phase(), Phase::Roll { seat: 0 });
    assert_eq!(g.board(), &before);

    let mut g = position(&with(|o| o.full_column = FullColumn::RollAgain), picture, 1);
    let events = roll(&mut g, dice_for(4));
    assert_eq!(events[1], Event::PlaysAgain { seat: 1, reason: AgainReason::FullColumn });
    assert_eq!(g.phase(), Phase::Roll { seat: 1 });
}

#[test]
fn a_full_column_on_a_triple_passes_too() {
    let picture = ["X......", "o......", "X......", "o......", "X......", "o......", "X......"];
    let mut g = position(&standard(), picture, 1);
    let events = roll(&mut g, [1, 1, 1]);
    assert_eq!(events[1], Event::TurnPassed { seat: 1, reason: PassReason::FullColumn });
    assert_eq!(g.phase(), Phase::Roll { seat: 0 });
}

/// Seat 0 with `left` figures in reserve, seat 1 with 12 − `placed1` (figures out of harm's way).
fn late_position(config: &Config, left: usize, placed1: usize, scores: [i32; 2]) -> Morfals {
    let mut figures = Vec::new();
    let mut free = (3..=9).flat_map(|c| (1..=7).map(move |r| sq(c, r))).filter(|s| s.row % 2 == 1);
    for _ in 0..12 - left {
        figures.push((free.next().unwrap(), 0));
    }
    let mut free1 = (3..=9).flat_map(|c| (1..=7).map(move |r| sq(c, r))).filter(|s| s.row == 2);
    for _ in 0..placed1 {
        figures.push((free1.next().unwrap(), 1));
    }
    Morfals::from_setup(config, 5, &Setup { figures, scores, to_roll: 0 }).unwrap()
}

#[test]
fn the_last_figure_is_announced() {
    let mut g = late_position(&standard(), 2, 0, [0, 0]);
    let events = play(&mut g, sq(8, 6));
    assert!(events.contains(&Event::LastFigure { seat: 0 }), "{events:?}");
    assert_eq!(g.reserve(0).len(), 1);
    // Seat 1 placing does not announce anything for seat 0.
    let events = play(&mut g, sq(7, 6));
    assert!(!events.iter().any(|e| matches!(e, Event::LastFigure { .. })));
}

#[test]
fn placing_the_last_figure_wins_the_round_and_scores_the_losers_reserve() {
    let mut g = late_position(&standard(), 1, 5, [3, 4]);
    let events = play(&mut g, sq(9, 6));
    assert_eq!(events.last(), Some(&Event::RoundWon { seat: 0, round: 1, points: 7, scores: [10, 4] }));
    assert_eq!(g.scores(), [10, 4]);
    // The loser starts the next round.
    assert_eq!(g.phase(), Phase::RoundOver { winner: 0, next: 1 });
    assert_eq!(g.legal_actions(), vec![Action::NextRound]);
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(g.outcome(), None);

    let events = g.apply(Action::NextRound).unwrap();
    assert_eq!(events, vec![Event::RoundStarted { round: 2, starter: 1 }]);
    assert_eq!(g.board().figures().count(), 0);
    assert_eq!((g.reserve(0).len(), g.reserve(1).len()), (12, 12));
    assert_eq!(g.phase(), Phase::Roll { seat: 1 });
    assert_eq!(g.scores(), [10, 4]);
}

#[test]
fn a_winning_triple_does_not_play_again() {
    let mut g = late_position(&standard(), 1, 0, [0, 0]);
    let events = roll(&mut g, [1, 1, 1]);
    let events =
        if events.len() == 1 { g.apply(Action::Place { square: sq(3, 2) }).unwrap() } else { events };
    assert!(matches!(events.last(), Some(Event::RoundWon { seat: 0, points: 12, .. })), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::PlaysAgain { .. })));
}

#[test]
fn eating_on_the_winning_placement_adds_to_the_points() {
    // Seat 0's last figure goes on 4/3 and eats 4/2 against 4/1.
    let mut g = position(
        &standard(),
        ["X.X.X.X", "X.X.X.X", "X.X....", ".......", ".......", ".o.....", ".X....."],
        0,
    );
    assert_eq!(g.reserve(0).len(), 1);
    let events = play(&mut g, sq(4, 3));
    assert_eq!(eaten(&events), vec![sq(4, 2)]);
    assert!(matches!(events.last(), Some(Event::RoundWon { seat: 0, points: 12, .. })), "{events:?}");
}

#[test]
fn the_next_round_starter_follows_the_option() {
    for (rule, next) in [(NextStarter::Loser, 1), (NextStarter::Winner, 0), (NextStarter::Alternate, 1)] {
        let mut g = late_position(&with(|o| o.next_round_starter = rule), 1, 0, [0, 0]);
        play(&mut g, sq(9, 6));
        assert_eq!(g.phase(), Phase::RoundOver { winner: 0, next }, "{rule:?}");
    }
}

#[test]
fn twenty_points_win_the_match() {
    let mut g = late_position(&standard(), 1, 5, [13, 19]);
    let events = play(&mut g, sq(9, 6));
    assert_eq!(
        &events[events.len() - 2..],
        &[
            Event::RoundWon { seat: 0, round: 1, points: 7, scores: [20, 19] },
            Event::GameOver {
                outcome: Outcome {
                    winners: vec![0],
                    scores: vec![20, 19],
                    reason: "first to 20 points".into()
                }
            },
        ]
    );
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![0]);
    assert_eq!(outcome.scores, vec![20, 19]);
    assert_eq!(g.to_act(), None);
    assert!(g.legal_actions().is_empty());
    let before = g.clone();
    assert_eq!(g.apply(Action::Roll).unwrap_err().kind, RuleErrorKind::GameOver);
    assert_eq!(g, before);

    // One point short is not yet the match.
    let mut g = late_position(&standard(), 1, 5, [12, 0]);
    play(&mut g, sq(9, 6));
    assert_eq!(g.scores(), [19, 0]);
    assert!(g.outcome().is_none());

    // The target is an option.
    let mut g = late_position(&with(|o| o.target_score = 7), 1, 5, [0, 0]);
    play(&mut g, sq(9, 6));
    assert!(g.outcome().is_some());
}

#[test]
fn who_starts_round_one_is_drawn_and_reproducible() {
    let starters: Vec<usize> =
        (0..64).map(|seed| Morfals::new(&standard(), 2, seed).unwrap().to_act().unwrap()).collect();
    assert!(starters.contains(&0) && starters.contains(&1));
    for seed in 0..8 {
        let a = Morfals::new(&standard(), 2, seed).unwrap();
        assert_eq!(a, Morfals::new(&standard(), 2, seed).unwrap());
        assert_eq!(a.round(), 1);
        assert_eq!(a.starter(), a.to_act().unwrap());
    }
    assert_eq!(Morfals::new(&standard(), 3, 0).unwrap_err().kind, RuleErrorKind::BadInput);
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut g = Morfals::from_setup(&standard(), 3, &Setup::default()).unwrap();
    let before = g.clone();
    assert_eq!(g.apply(Action::Place { square: sq(5, 1) }).unwrap_err().kind, RuleErrorKind::WrongPhase);
    assert_eq!(g.apply(Action::NextRound).unwrap_err().kind, RuleErrorKind::WrongPhase);
    assert_eq!(g, before);

    roll(&mut g, [1, 2, 2]);
    let before = g.clone();
    for (action, kind) in [
        (Action::Place { square: sq(4, 1) }, RuleErrorKind::Illegal),
        (Action::Place { square: sq(5, 0) }, RuleErrorKind::Illegal),
        (Action::Place { square: sq(5, 8) }, RuleErrorKind::Illegal),
        (Action::Place { square: sq(10, 1) }, RuleErrorKind::Illegal),
        (Action::Roll, RuleErrorKind::WrongPhase),
        (Action::NextRound, RuleErrorKind::WrongPhase),
    ] {
        assert_eq!(g.apply(action).unwrap_err().kind, kind, "{action:?}");
        assert_eq!(g, before, "{action:?}");
    }
    g.apply(Action::Place { square: sq(5, 1) }).unwrap();
    roll(&mut g, [1, 2, 2]);
    let before = g.clone();
    assert_eq!(g.apply(Action::Place { square: sq(5, 1) }).unwrap_err().kind, RuleErrorKind::Illegal);
    assert_eq!(g, before);
}

#[test]
fn states_actions_and_events_survive_json_and_ron() {
    let mut g = position(
        &standard(),
        [".......", ".......", ".......", ".......", "Xo.....", ".......", "......."],
        0,
    );
    let events = play(&mut g, sq(5, 3));
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(serde_json::from_str::<Morfals>(&json).unwrap(), g);
    let ron = ron::to_string(&g).unwrap();
    assert_eq!(ron::from_str::<Morfals>(&ron).unwrap(), g);
    for e in &events {
        assert_eq!(&serde_json::from_str::<Event>(&serde_json::to_string(e).unwrap()).unwrap(), e);
        assert_eq!(&ron::from_str::<Event>(&ron::to_string(e).unwrap()).unwrap(), e);
    }
    let place = Action::Place { square: sq(5, 3) };
    assert_eq!(
        serde_json::to_value(place).unwrap(),
        serde_json::json!({"place": {"square": {"column": 5, "row": 3}}})
    );
    assert_eq!(serde_json::to_value(Action::Roll).unwrap(), "roll");
    // A reloaded match draws the same dice.
    let mut a = Morfals::new(&standard(), 2, 9).unwrap();
    let mut b: Morfals = serde_json::from_str(&serde_json::to_string(&a).unwrap()).unwrap();
    assert_eq!(a.apply(Action::Roll).unwrap(), b.apply(Action::Roll).unwrap());
}

#[test]
fn the_view_shows_the_table_but_not_the_rng() {
    let g = position(
        &standard(),
        [".......", ".......", ".......", ".......", "Xo.....", ".......", "......."],
        1,
    );
    let v = g.view(0);
    assert_eq!(v.seat, 0);
    assert_eq!(v.to_act, Some(1));
    assert_eq!(v.board.get(sq(4, 3)).map(|f| f.seat), Some(1));
    assert_eq!(v.reserves[0].len(), 11);
    let json = serde_json::to_value(&v).unwrap();
    assert!(json.get("rng").is_none());
    assert!(!json.to_string().contains("\"key\""));
}

#[test]
fn the_dump_draws_the_board() {
    let g = position(
        &standard(),
        [".......", ".......", ".......", ".......", "Xo.o...", ".......", "......."],
        0,
    );
    let text = g.dump();
    assert!(text.contains("      3  4  5  6  7  8  9\n"), "{text}");
    assert!(text.contains("\n  3   M  m  .  w  .  .  .\n"), "{text}");
    assert!(text.contains("\n  7   .  .  .  ~  .  .  .\n"), "{text}");
    assert!(text.contains("Jusqualos reserve 11: WEGMWEGMWEG"), "{text}");
    assert!(text.contains("Jusqualos to roll"), "{text}");
}

#[test]
fn the_engine_starts_morfals_with_option_overrides() {
    let mut spec = MatchSpec::new("morfals", "standard", 2, 4);
    spec.options = Some(serde_json::json!({"options": {"wrap": "All", "target_score": 5}}));
    let m = (parlour_rules::games::find("morfals").unwrap().create)(&spec).unwrap();
    let state: Morfals = serde_json::from_value(m.state_json()).unwrap();
    assert_eq!(state.config().options.wrap, Wrap::All);
    assert_eq!(state.config().options.target_score, 5);

    spec.options = Some(serde_json::json!({"options": {"target_score": 0}}));
    let err = (parlour_rules::games::find("morfals").unwrap().create)(&spec).err().unwrap();
    assert!(err.message.contains("target_score"), "{}", err.message);

    let mut e = parlour_rules::engine::Engine::new();
    let r: serde_json::Value =
        serde_json::from_str(&e.handle_line(r#"{"cmd":"new","game":"morfals","seed":7}"#).unwrap()).unwrap();
    assert_eq!(r["ok"], true);
    let r: serde_json::Value =
        serde_json::from_str(&e.handle_line(r#"{"cmd":"apply","action":"roll"}"#).unwrap()).unwrap();
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(r["events"][0]["dice_rolled"]["dice"].as_array().unwrap().len(), 3);
}

#[test]
fn every_builtin_level_loads_from_its_file() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../levels/morfals");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let c = Config::load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(Morfals::new(&c, 2, 0).is_ok());
    }
}

#[test]
fn supplied_dice_leave_the_match_rng_alone() {
    let mut g = Morfals::new(&standard(), 2, 21).unwrap();
    let rng_of = |g: &Morfals| serde_json::to_value(g).unwrap()["rng"].clone();
    let before = rng_of(&g);
    g.apply_with(Action::Roll, &mut Scripted::dice([1, 2, 3])).unwrap();
    assert_eq!(rng_of(&g), before);
    g.apply(Action::Roll).unwrap();
    assert_ne!(rng_of(&g), before, "the match's own dice come from its RNG");
}

#[test]
fn a_bad_level_file_is_refused_with_its_name_and_line() {
    let dir = std::env::temp_dir().join(format!("morfals-level-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.ron");
    let (_, text) = parlour_rules::level::builtin("morfals", "standard").unwrap();
    std::fs::write(&path, text.replace("rows: 7,", "rows: \"seven\",")).unwrap();
    let err = Config::load(&path).unwrap_err();
    assert_eq!(err.file, path.display().to_string());
    let line = text.lines().position(|l| l.trim_start().starts_with("rows:")).unwrap() + 1;
    assert_eq!(err.line, Some(line));
    // Through the engine's match spec, the same file is a bad_input naming it.
    let spec = MatchSpec { level: Some(path.display().to_string()), ..MatchSpec::new("morfals", "", 2, 0) };
    let err = (parlour_rules::games::find("morfals").unwrap().create)(&spec).err().unwrap();
    assert_eq!(err.kind, RuleErrorKind::BadInput);
    assert!(err.message.contains("bad.ron:"), "{}", err.message);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_level_that_leaves_an_option_out_takes_its_default() {
    let (_, text) = parlour_rules::level::builtin("morfals", "standard").unwrap();
    let without: String =
        text.lines().filter(|l| !l.trim_start().starts_with("wrap:")).map(|l| format!("{l}\n")).collect();
    assert!(!without.contains("wrap:"));
    let c = Config::from_level("x.ron", &without).unwrap();
    assert_eq!(c.options.wrap, Wrap::All);
    assert_eq!(c, standard());
    let columns = Config::from_level("x.ron", &text.replace("wrap: All", "wrap: Columns")).unwrap();
    assert_eq!(columns.options.wrap, Wrap::Columns);
}

#[test]
fn either_seat_may_resign_at_any_time_and_the_other_wins() {
    // While the other seat is to roll, with the match scores kept.
    let mut g = late_position(&standard(), 1, 5, [13, 19]);
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Resign { .. })));
    let events = g.apply(Action::Resign { seat: 1 }).unwrap();
    let outcome = Outcome { winners: vec![0], scores: vec![13, 19], reason: "resignation".into() };
    assert_eq!(events, vec![Event::Resigned { seat: 1 }, Event::GameOver { outcome: outcome.clone() }]);
    assert_eq!((g.phase(), g.outcome()), (Phase::Over, Some(outcome)));
    assert_eq!(g.apply(Action::Resign { seat: 0 }).unwrap_err().kind, RuleErrorKind::GameOver);
    // While choosing a square, and after a round was won.
    let mut g = position(
        &standard(),
        [".......", ".......", ".......", ".......", ".......", ".......", "......."],
        0,
    );
    roll(&mut g, [1, 2, 2]);
    assert!(matches!(g.phase(), Phase::Place { .. }));
    assert_eq!(
        g.apply(Action::Resign { seat: 0 }).unwrap().last(),
        Some(&Event::GameOver {
            outcome: Outcome { winners: vec![1], scores: vec![0, 0], reason: "resignation".into() }
        })
    );
    let mut g = late_position(&standard(), 1, 5, [0, 0]);
    play(&mut g, sq(9, 6));
    assert!(matches!(g.phase(), Phase::RoundOver { .. }));
    assert!(g.apply(Action::Resign { seat: 0 }).is_ok());
    // No such seat: refused, nothing changes.
    let mut g = late_position(&standard(), 1, 5, [0, 0]);
    let before = g.clone();
    assert_eq!(g.apply(Action::Resign { seat: 2 }).unwrap_err().kind, RuleErrorKind::BadInput);
    assert_eq!(g, before);
}
