//! Applying an action: `check` refuses anything illegal before `perform` changes a thing, so an
//! error leaves the match exactly as it was.

use super::actions::{Action, Event, PassReason};
use super::config::{GridBuild, SQUARES, Square};
use super::figure::{self, Figure};
use super::lines;
use super::table::{Phase, ROLLS_PER_TURN, RollResult, Table, Turn};
use crate::chance::Chance;
use crate::error::RuleError;
use crate::game::{Outcome, Seat};

pub(super) fn check(t: &Table, action: &Action) -> Result<(), RuleError> {
    if t.outcome.is_some() {
        return Err(RuleError::game_over());
    }
    if let Action::Resign { seat } = *action {
        return if seat >= t.players {
            Err(RuleError::bad_input(format!("no seat {seat}")))
        } else if t.can_resign(seat) {
            Ok(())
        } else {
            Err(RuleError::illegal(format!("seat {seat} has already resigned")))
        };
    }
    let phase_name = match &t.phase {
        Phase::RollOff { .. } => "the roll-off",
        Phase::Build { .. } => "the Plus grid building",
        Phase::Turn(_) => "a turn",
        Phase::Over => return Err(RuleError::game_over()),
    };
    let wrong = || RuleError::wrong_phase(format!("{action:?} is not an action of {phase_name}"));
    match (&t.phase, action) {
        (Phase::RollOff { .. }, Action::RollOff) => Ok(()),
        (Phase::Build { builder, .. }, &Action::PlaceTile { figure, square }) => {
            if square as usize >= SQUARES || t.grid[square as usize].is_some() {
                Err(RuleError::illegal(format!("square {square} is not an empty grid square")))
            } else if !t.hands[*builder].contains(&figure) {
                Err(RuleError::illegal(format!("seat {builder} holds no {figure} tile")))
            } else {
                Ok(())
            }
        }
        (Phase::Turn(_), &Action::Call { figure }) => {
            if t.callable().contains(&figure) {
                Ok(())
            } else {
                Err(RuleError::illegal(format!(
                    "cannot call {figure} now (callable: {:?})",
                    t.callable().iter().map(|f| f.french()).collect::<Vec<_>>()
                )))
            }
        }
        (Phase::Turn(turn), Action::Roll { rethrow }) => {
            let n = rethrow.iter().filter(|&&b| b).count();
            if !t.can_roll() {
                Err(RuleError::illegal("no roll left: place on the APPEL square, place or pass"))
            } else if turn.rolls == 0 && n != 5 {
                Err(RuleError::illegal("roll 1 throws all five dice"))
            } else if n == 0 {
                Err(RuleError::illegal("choose 1 to 5 dice to throw again"))
            } else {
                Ok(())
            }
        }
        (Phase::Turn(_), &Action::Place { square }) => {
            if t.can_take(square) {
                Ok(())
            } else {
                Err(RuleError::illegal(format!("the dice cannot take square {square} now")))
            }
        }
        (Phase::Turn(_), Action::Pass) => {
            if t.can_pass() {
                Ok(())
            } else {
                Err(RuleError::illegal("cannot pass now (roll first, or cover the APPEL square)"))
            }
        }
        _ => Err(wrong()),
    }
}

/// Change the table for a checked action.
pub(super) fn perform(t: &mut Table, action: Action, chance: &mut dyn Chance) -> Vec<Event> {
    let mut ev = Vec::new();
    match action {
        Action::RollOff => roll_off(t, chance, &mut ev),
        Action::PlaceTile { figure, square } => {
            let Phase::Build { builder, .. } = t.phase else { unreachable!("checked") };
            lay_tile(t, builder, figure, square, false, &mut ev);
            if t.hands[builder].is_empty() {
                next_builder(t, &mut ev);
            }
        }
        Action::Call { figure } => {
            let turn = turn_mut(t);
            turn.call = Some(figure);
            ev.push(Event::CallMade { seat: turn.seat, figure, roll: turn.rolls + 1 });
        }
        Action::Roll { rethrow } => roll(t, rethrow, chance, &mut ev),
        Action::Place { square } => place(t, square, &mut ev),
        Action::Pass => {
            let seat = turn_mut(t).seat;
            end_turn_empty(t, seat, PassReason::Stopped, &mut ev);
        }
        Action::Resign { seat } => resign(t, seat, &mut ev),
    }
    ev
}

fn turn_mut(t: &mut Table) -> &mut Turn {
    match &mut t.phase {
        Phase::Turn(turn) => turn,
        _ => unreachable!("checked: a turn is in progress"),
    }
}

fn roll_off(t: &mut Table, chance: &mut dyn Chance, ev: &mut Vec<Event>) {
    let Some(seat) = t.to_act() else { return };
    let value = chance.die(6);
    if let Phase::RollOff { contenders, values } = &mut t.phase {
        let i = contenders.iter().position(|&s| s == seat).expect("the seat to act contends");
        values[i] = Some(value);
    }
    ev.push(Event::RollOffDie { seat, value });
    settle_roll_off(t, ev);
}

/// Once every contender has thrown (or only one is left), name the winner or re-roll the tie.
fn settle_roll_off(t: &mut Table, ev: &mut Vec<Event>) {
    let Phase::RollOff { contenders, values } = &t.phase else { return };
    let winner = if contenders.len() == 1 {
        contenders[0]
    } else if values.iter().all(Option::is_some) {
        let best = values.iter().flatten().max().copied();
        let tied: Vec<Seat> =
            contenders.iter().zip(values).filter(|(_, v)| **v == best).map(|(s, _)| *s).collect();
        if tied.len() > 1 {
            ev.push(Event::RollOffTie { seats: tied.clone() });
            let n = tied.len();
            t.phase = Phase::RollOff { contenders: tied, values: vec![None; n] };
            return;
        }
        tied[0]
    } else {
        return;
    };
    ev.push(Event::FirstPlayer { seat: winner });
    t.first_player = Some(winner);
    if t.config.build == GridBuild::Tiles && t.grid.iter().any(Option::is_none) {
        let queue: Vec<Seat> = (1..t.players)
            .map(|k| (winner + k) % t.players)
            .filter(|&s| !t.resigned[s] && !t.hands[s].is_empty())
            .collect();
        t.phase = Phase::Build { builder: winner, queue };
        if t.hands[winner].is_empty() {
            next_builder(t, ev);
        }
    } else {
        start_turn(t, winner, false, 0, ev);
    }
}

fn lay_tile(t: &mut Table, seat: Seat, figure: Figure, square: Square, auto: bool, ev: &mut Vec<Event>) {
    let hand = &mut t.hands[seat];
    let i = hand.iter().position(|&f| f == figure).expect("checked: the tile is in hand");
    hand.remove(i);
    t.grid[square as usize] = Some(figure);
    ev.push(Event::TilePlaced { seat, figure, square, auto });
}

/// The builder is done: hand over to the next seat with tiles, or start play.
fn next_builder(t: &mut Table, ev: &mut Vec<Event>) {
    let Phase::Build { queue, .. } = &mut t.phase else { return };
    let mut queue = std::mem::take(queue);
    queue.retain(|&s| !t.hands[s].is_empty());
    if queue.is_empty() {
        ev.push(Event::GridBuilt);
        let first = t.first_player.unwrap_or(0);
        let first = if t.resigned[first] { t.next_active(first) } else { first };
        start_turn(t, first, false, 0, ev);
    } else {
        let builder = queue.remove(0);
        t.phase = Phase::Build { builder, queue };
    }
}

fn start_turn(t: &mut Table, seat: Seat, extra: bool, morpyams: u8, ev: &mut Vec<Event>) {
    t.phase = Phase::Turn(Turn::new(seat, extra, morpyams));
    ev.push(Event::TurnStarted { seat, extra });
}

fn roll(t: &mut Table, rethrow: [bool; 5], chance: &mut dyn Chance, ev: &mut Vec<Event>) {
    let fcm = t.config.full_counts_morpyam;
    let turn = turn_mut(t);
    for (d, &thrown) in turn.dice.iter_mut().zip(&rethrow) {
        if thrown {
            *d = chance.die(6);
        }
    }
    turn.rolls += 1;
    let (seat, roll, dice) = (turn.seat, turn.rolls, turn.dice);
    ev.push(Event::DiceRolled { seat, roll, values: dice, thrown: rethrow });
    if let Some(called) = turn.call.take() {
        if figure::holds(called, &dice, roll, fcm) {
            turn.result = RollResult::CallSucceeded(called);
            ev.push(Event::CallSucceeded { seat, figure: called });
        } else {
            turn.result = RollResult::CallFailed(called);
            ev.push(Event::CallFailed { seat, figure: called, roll });
            if roll == ROLLS_PER_TURN {
                end_turn_empty(t, seat, PassReason::FailedCall, ev);
            }
        }
    } else {
        turn.result = RollResult::Open;
        if roll == ROLLS_PER_TURN && t.placeable_squares().is_empty() {
            end_turn_empty(t, seat, PassReason::NoFigure, ev);
        }
    }
}

fn place(t: &mut Table, square: Square, ev: &mut Vec<Event>) {
    let extra = t.earns_extra_turn(square);
    let turn = turn_mut(t);
    let seat = turn.seat;
    let with_morpyam = figure::is_morpyam(&turn.dice);
    if with_morpyam {
        turn.morpyams += 1;
    }
    let morpyams = turn.morpyams;
    t.owners[square as usize] = Some(seat);
    t.tokens_left[seat] -= 1;
    t.idle_turns = 0;
    let figure = t.grid[square as usize].expect("a placeable square has a figure");
    ev.push(Event::TokenPlaced { seat, square, figure, with_morpyam, tokens_left: t.tokens_left[seat] });
    if let Some(run) = lines::ko_run(&t.owners, square, t.config.ko_line as usize) {
        ev.push(Event::Ko { seat, squares: run });
        finish(t, vec![seat], t.scores(), "KO", ev);
    } else if t.config.ko_daversa && morpyams >= 2 {
        ev.push(Event::KoDaversa { seat });
        finish(t, vec![seat], t.scores(), "KO R. D'Aversa", ev);
    } else if t.tokens_left[seat] == 0 {
        t.finisher = Some(seat);
        finish_on_points(t, "last token placed", ev);
    } else if extra {
        ev.push(Event::ExtraTurn { seat });
        start_turn(t, seat, true, morpyams, ev);
    } else {
        let next = t.next_active(seat);
        start_turn(t, next, false, 0, ev);
    }
}

/// A turn ended with no token: count it for the safety valve, then pass to the left.
fn end_turn_empty(t: &mut Table, seat: Seat, reason: PassReason, ev: &mut Vec<Event>) {
    ev.push(Event::TurnPassed { seat, reason });
    t.idle_turns += 1;
    if let Some(rounds) = t.config.idle_rounds_limit
        && t.idle_turns >= rounds.saturating_mul(t.active_seats().len() as u32)
    {
        ev.push(Event::SafetyValve { idle_turns: t.idle_turns });
        finish_on_points(t, "no token placed for too long", ev);
        return;
    }
    let next = t.next_active(seat);
    start_turn(t, next, false, 0, ev);
}

/// Score the grid: most points wins; a tie involving the finisher goes to the finisher, other
/// ties are shared. Resigned seats keep their tokens on the grid but cannot win.
fn finish_on_points(t: &mut Table, reason: &str, ev: &mut Vec<Event>) {
    let scores = t.final_scores();
    let active = t.active_seats();
    let best = active.iter().map(|&s| scores[s]).max().unwrap_or(0);
    let top: Vec<Seat> = active.into_iter().filter(|&s| scores[s] == best).collect();
    let winners = match t.finisher {
        Some(f) if top.contains(&f) => vec![f],
        _ => top,
    };
    finish(t, winners, scores, reason, ev);
}

fn finish(t: &mut Table, winners: Vec<Seat>, scores: Vec<i32>, reason: &str, ev: &mut Vec<Event>) {
    let outcome = Outcome { winners, scores, reason: reason.into() };
    t.phase = Phase::Over;
    t.outcome = Some(outcome.clone());
    ev.push(Event::GameOver { outcome });
}

fn resign(t: &mut Table, seat: Seat, ev: &mut Vec<Event>) {
    t.resigned[seat] = true;
    ev.push(Event::Resigned { seat });
    let active = t.active_seats();
    if active.len() == 1 {
        let scores = t.scores();
        finish(t, active, scores, "resignation", ev);
        return;
    }
    match &mut t.phase {
        Phase::RollOff { contenders, values } => {
            if let Some(i) = contenders.iter().position(|&s| s == seat) {
                contenders.remove(i);
                values.remove(i);
                settle_roll_off(t, ev);
            }
        }
        Phase::Build { builder, queue } => {
            let was_building = *builder == seat;
            queue.retain(|&s| s != seat);
            // The forfeit seat's tiles still belong on the grid: lay them in reading order.
            while let Some(&figure) = t.hands[seat].first() {
                let sq = t.grid.iter().position(Option::is_none).expect("a tile has an empty square");
                lay_tile(t, seat, figure, sq as Square, true, ev);
            }
            if was_building {
                next_builder(t, ev);
            }
        }
        Phase::Turn(turn) if turn.seat == seat => {
            ev.push(Event::TurnPassed { seat, reason: PassReason::Resigned });
            let next = t.next_active(seat);
            start_turn(t, next, false, 0, ev);
        }
        Phase::Turn(_) | Phase::Over => {}
    }
}
