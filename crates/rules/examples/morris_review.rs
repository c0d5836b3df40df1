//! Reads the games of a `parlour-tournament --json` report against an engine and searches each
//! decision of one entrant in its lost games again, longer, on a node budget (so the review
//! does not depend on the machine's load): where the longer search first sees the game lost is
//! where the entrant's play went wrong.
//!
//! `morris_review REPORT.json [ENTRANT] [NODES]` (entrant 0, 3 000 000 nodes by default).

use parlour_rules::Game;
use parlour_rules::games::morris::bots::{self, Limits};
use parlour_rules::games::morris::{Action, Config, Morris, Phase};
use parlour_rules::tournament::notation;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("a report");
    let entrant: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(0);
    let nodes: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(3_000_000);
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("readable")).expect("a JSON report");
    let c = Config::builtin("nine").expect("nine.ron");
    for (g, game) in report["games"].as_array().expect("games").iter().enumerate() {
        let seating: Vec<usize> = serde_json::from_value(game["seating"].clone()).expect("seating");
        let winners: Vec<usize> = serde_json::from_value(game["winners"].clone()).expect("winners");
        let seat = seating.iter().position(|&e| e == entrant).expect("the entrant plays");
        if winners.is_empty() || winners.contains(&seat) {
            continue;
        }
        let moves: Vec<Action> = serde_json::from_value(game["moves"].clone()).expect("moves");
        println!(
            "game {g} ({}), entrant as {}, {} actions",
            game["reason"],
            ["White", "Black"][seat],
            moves.len()
        );
        let mut m = Morris::new(&c, 2, 0).expect("nine");
        for (i, &a) in moves.iter().enumerate() {
            let mine = m.to_act() == Some(seat);
            if mine && m.legal_actions().len() > 1 && !matches!(m.phase(), Phase::Remove { .. }) {
                let r = bots::hard_search(&m, 1, Limits::nodes(nodes));
                let mark = if r.score < -bots::eval::MATE_BOUND { "  LOST" } else { "" };
                println!(
                    "  {i:3} played {:7} review {:7} score {:6} depth {:2}{mark}",
                    notation(&m, a),
                    notation(&m, r.action),
                    r.score,
                    r.depth
                );
            }
            m.play(a).expect("a legal move");
        }
        println!("{}", m.dump());
    }
}
