//! Every game writes its actions, events and phases the same way in JSON: names in snake_case,
//! `{"resign":{"seat":K}}` to give up, `{"resigned":{"seat":K}}` then
//! `{"game_over":{"outcome":{"winners","scores","reason"}}}` when a match ends.

use parlour_rules::engine::Engine;
use parlour_rules::games::{morfals, morpyam, morris, sorry};
use parlour_rules::{Game, Outcome};
use serde_json::{Value, json};

fn to(v: impl serde::Serialize) -> Value {
    serde_json::to_value(v).unwrap()
}

fn game_over(winners: Vec<usize>, scores: Vec<i32>, reason: &str) -> Outcome {
    Outcome { winners, scores, reason: reason.into() }
}

#[test]
fn names_are_snake_case_in_every_game() {
    assert_eq!(to(morpyam::Action::RollOff), json!("roll_off"));
    assert_eq!(
        to(morpyam::Action::Call { figure: morpyam::Figure::Full }),
        json!({"call": {"figure": "Full"}})
    );
    assert_eq!(
        to(morpyam::Event::TurnPassed { seat: 1, reason: morpyam::PassReason::NoFigure }),
        json!({"turn_passed": {"seat": 1, "reason": "no_figure"}})
    );
    assert_eq!(to(morpyam::Phase::Over), json!("over"));
    assert_eq!(to(sorry::Action::StartDraw), json!("start_draw"));
    assert_eq!(to(sorry::Event::TurnStarted { seat: 2 }), json!({"turn_started": {"seat": 2}}));
    assert_eq!(to(sorry::Phase::Draw { seat: 0 }), json!({"draw": {"seat": 0}}));
    assert_eq!(to(morris::Action::Place(4)), json!({"place": 4}));
    assert_eq!(to(morris::Event::TurnStarted { seat: 1 }), json!({"turn_started": {"seat": 1}}));
    assert_eq!(to(morris::Phase::Remove { left: 1 }), json!({"remove": {"left": 1}}));
    assert_eq!(to(morfals::Action::NextRound), json!("next_round"));
    assert_eq!(
        to(morfals::Event::TurnPassed { seat: 0, reason: morfals::PassReason::OneTwoThree }),
        json!({"turn_passed": {"seat": 0, "reason": "one_two_three"}})
    );
    assert_eq!(to(morfals::Phase::Roll { seat: 1 }), json!({"roll": {"seat": 1}}));
}

#[test]
fn resign_and_game_over_have_one_shape() {
    let outcome = game_over(vec![0], vec![], "resignation");
    let over = json!({"game_over": {"outcome": {"winners": [0], "scores": [], "reason": "resignation"}}});
    assert_eq!(to(morpyam::Action::Resign { seat: 1 }), json!({"resign": {"seat": 1}}));
    assert_eq!(to(sorry::Action::Resign { seat: 1 }), json!({"resign": {"seat": 1}}));
    assert_eq!(to(morris::Action::Resign { seat: 1 }), json!({"resign": {"seat": 1}}));
    assert_eq!(to(morfals::Action::Resign { seat: 1 }), json!({"resign": {"seat": 1}}));
    assert_eq!(to(morpyam::Event::Resigned { seat: 1 }), json!({"resigned": {"seat": 1}}));
    assert_eq!(to(sorry::Event::Resigned { seat: 1 }), json!({"resigned": {"seat": 1}}));
    assert_eq!(to(morris::Event::Resigned { seat: 1 }), json!({"resigned": {"seat": 1}}));
    assert_eq!(to(morfals::Event::Resigned { seat: 1 }), json!({"resigned": {"seat": 1}}));
    assert_eq!(to(morpyam::Event::GameOver { outcome: outcome.clone() }), over);
    assert_eq!(to(sorry::Event::GameOver { outcome: outcome.clone() }), over);
    assert_eq!(to(morris::Event::GameOver { outcome: outcome.clone() }), over);
    assert_eq!(to(morfals::Event::GameOver { outcome }), over);
}

#[test]
fn every_game_resigns_through_the_engine_and_none_lists_it() {
    for (game, players) in [("morpyam", 2), ("sorry", 3), ("morris", 2), ("morfals", 2)] {
        let mut e = Engine::new();
        let mut ask =
            |line: String| -> Value { serde_json::from_str(&e.handle_line(&line).unwrap()).unwrap() };
        let r = ask(format!(r#"{{"cmd":"new","game":"{game}","players":{players},"seed":4}}"#));
        assert_eq!(r["ok"], true, "{r}");
        let legal = ask(r#"{"cmd":"legal"}"#.into());
        assert!(
            legal["actions"].as_array().unwrap().iter().all(|a| a.get("resign").is_none()),
            "{game}: {legal}"
        );
        let r = ask(r#"{"cmd":"apply","action":{"resign":{"seat":1}}}"#.into());
        assert_eq!(r["ok"], true, "{game}: {r}");
        assert_eq!(r["events"][0], json!({"resigned": {"seat": 1}}), "{game}");
        if players == 2 {
            let over = r["events"].as_array().unwrap().last().unwrap().clone();
            assert_eq!(over["game_over"]["outcome"]["winners"], json!([0]), "{game}: {r}");
            assert_eq!(over["game_over"]["outcome"], r["outcome"], "{game}");
            assert_eq!(r["to_act"], Value::Null);
        } else {
            assert_eq!(r["outcome"], Value::Null, "{game}: three seats play on");
        }
    }
}

#[test]
fn morpyam_outcomes_always_hold_the_scores() {
    let config = morpyam::Config::builtin("classic").unwrap();
    let mut g = morpyam::Morpyam::new(&config, 3, 1).unwrap();
    g.apply(morpyam::Action::Resign { seat: 0 }).unwrap();
    let events = g.apply(morpyam::Action::Resign { seat: 2 }).unwrap();
    let Some(morpyam::Event::GameOver { outcome }) = events.last() else { panic!("{events:?}") };
    assert_eq!(outcome.scores, vec![0, 0, 0]);
    assert_eq!(g.outcome().unwrap().scores, g.table().final_scores());
}
