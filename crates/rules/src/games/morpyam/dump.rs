//! A text picture of the position: grid with owners, dice, roll, call, tokens and scores.

use super::config::{SIDE, square};
use super::table::{Phase, ROLLS_PER_TURN, RollResult, Table};
use std::fmt::Write;

pub(super) fn dump(t: &Table) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "Morpyam {} — {} players", t.config.name, t.players);
    let _ = writeln!(s, "       0     1     2     3     4     5");
    for r in 0..SIDE {
        let _ = write!(s, "{r}  ");
        for c in 0..SIDE {
            let i = square(r, c) as usize;
            let fig = t.grid[i].map_or("--".to_string(), |f| f.code());
            let own = t.owners[i].map_or('.', |o| (b'A' + o as u8) as char);
            let _ = write!(s, " {fig:<2}:{own} ");
        }
        s.push('\n');
    }
    let seats: Vec<String> = (0..t.players)
        .map(|p| {
            let out = if t.resigned[p] { " (resigned)" } else { "" };
            format!("{}={} tokens left{out}", (b'A' + p as u8) as char, t.tokens_left[p])
        })
        .collect();
    let _ = writeln!(s, "seats: {}", seats.join(", "));
    let _ = writeln!(s, "scores so far: {:?}", t.scores());
    match &t.phase {
        Phase::RollOff { contenders, values } => {
            let _ = writeln!(s, "who starts: roll-off among {contenders:?}, dice {values:?}");
        }
        Phase::Build { builder, queue } => {
            let hand: Vec<String> = t.hands[*builder].iter().map(|f| f.code()).collect();
            let _ = writeln!(s, "Plus: seat {builder} lays tiles [{}], then {queue:?}", hand.join(" "));
        }
        Phase::Turn(turn) => {
            let extra = if turn.extra { " (extra turn)" } else { "" };
            let _ = writeln!(
                s,
                "turn of seat {}{extra}, {} of {ROLLS_PER_TURN} rolls made",
                turn.seat, turn.rolls
            );
            if turn.rolls > 0 {
                let figs: Vec<String> = t.dice_figures().iter().map(|f| f.code()).collect();
                let _ = writeln!(s, "dice: {:?} makes [{}]", turn.dice, figs.join(" "));
            }
            if let Some(c) = turn.call {
                let _ = writeln!(s, "call for the next roll: {c}");
            }
            match turn.result {
                RollResult::CallSucceeded(f) => {
                    let _ = writeln!(s, "call of {f} came true: cover the APPEL square");
                }
                RollResult::CallFailed(f) => {
                    let _ = writeln!(s, "call of {f} failed: these dice place nothing");
                }
                _ => {}
            }
            let _ = writeln!(s, "placeable: {:?}", t.placeable_squares());
        }
        Phase::Over => {}
    }
    if let Some(o) = &t.outcome {
        let _ = writeln!(s, "over ({}): winners {:?}, scores {:?}", o.reason, o.winners, o.scores);
    }
    s
}
