//! Online play without a network: a host and its guests pass the room's messages through the
//! wire format in memory, for whole matches of every game and variant. Every guest decides from
//! its own stand-in only; after every decision its table shows exactly its seat's view of the
//! host's match, equals the host's model of it, and nothing a guest received holds what its seat
//! may not see (the match's generator, the draw pile's order, another seat's hand).

use parlour_rules::MatchSpec;
use parlour_rules::chance::splitmix64;
use parlour_rules::games::sorry::Sorry;
use parlour_rules::games::{morfals, morpyam, morris, sorry};
use parlour_rules::online::authority::{Viewer, hold};
use parlour_rules::online::protocol::ToClient;
use parlour_rules::online::{Guest, Host, Refusal, ToGuest, ToHost, decode, encode};
use parlour_rules::{Game, Seat, level};
use serde_json::Value;

/// Every string of `needle`'s JSON longer than a few characters, and its arrays of numbers:
/// what must not appear in a guest's message.
fn secrets(needle: &Value, out: &mut Vec<String>) {
    match needle {
        Value::Array(items) if items.len() >= 4 => out.push(serde_json::to_string(needle).unwrap()),
        Value::String(s) if s.len() >= 16 => out.push(s.clone()),
        Value::Object(map) => map.values().for_each(|v| secrets(v, out)),
        _ => {}
    }
}

struct Played {
    messages: usize,
    bytes: usize,
    views_sent: usize,
}

/// Plays a match of `G` with `guests` remote seats (the others: the host's own, deciding at
/// random), guests deciding by the easy computer player from their stand-in. `hidden` gives the
/// parts of the host's match no guest may receive (as JSON), checked against every message.
fn play<G: Game>(
    variant: &str,
    players: usize,
    guests: &[Seat],
    seed: u64,
    hidden: impl Fn(&G) -> Vec<Value>,
) -> Played {
    let config = G::builtin_config(variant).unwrap();
    let mut game = G::new(&config, players, seed).unwrap();
    let mut host = Host::<G>::new(players);
    let mut actions = 0u64;
    let mut rng = seed ^ 0xABCD;
    let mut tables: Vec<Option<Guest<G>>> = (0..players).map(|_| None).collect();
    let mut played = Played { messages: 0, bytes: 0, views_sent: 0 };
    let deliver = |game: &G, seat: Seat, message: ToGuest, played: &mut Played| -> ToGuest {
        let bytes = encode(&message);
        let text = String::from_utf8(bytes.clone()).unwrap();
        let mut forbidden = Vec::new();
        for part in hidden(game) {
            secrets(&part, &mut forbidden);
        }
        for secret in forbidden {
            assert!(
                !text.contains(&secret),
                "{} seat {seat}: a message holds hidden {secret}: {text}",
                G::ID
            );
        }
        played.messages += 1;
        played.bytes += bytes.len();
        decode::<ToGuest>(&bytes).unwrap()
    };
    for &seat in guests {
        let (view, s) = host.table(&game, seat, splitmix64(&mut rng)).unwrap();
        let msg = ToGuest::Table {
            game: G::ID.into(),
            variant: variant.into(),
            seats: vec![],
            you: seat,
            actions,
            view,
            seed: s,
        };
        let ToGuest::Table { view, seed, .. } = deliver(&game, seat, msg, &mut played) else {
            unreachable!()
        };
        tables[seat] = Some(Guest::from_table(seat, actions, &view, seed).unwrap());
    }
    for _ in 0..3000 {
        let Some(to_act) = game.to_act() else { break };
        let r = splitmix64(&mut rng);
        let action = match &tables[to_act] {
            Some(guest) => {
                let mine = guest.state.view(to_act);
                assert_eq!(mine, game.view(to_act));
                let choice = G::bot_action(&mine, "easy", r).unwrap();
                // Through the wire, checked by the host.
                let ToHost::Decide { at, action, .. } =
                    decode(&encode(&guest.decide(&choice, None))).unwrap()
                else {
                    unreachable!()
                };
                Host::<G>::check(&game, actions, to_act, at, &action, None).unwrap()
            }
            None => {
                let legal = game.legal_actions();
                legal[(r >> 7) as usize % legal.len()].clone()
            }
        };
        let events = game.apply(action.clone()).unwrap();
        actions += 1;
        for &seat in guests {
            let msg = host
                .update(&game, actions, to_act, &action, &events, seat, splitmix64(&mut rng), None)
                .unwrap();
            let ToGuest::Update { actions: n, action: a, events: e, view, .. } =
                deliver(&game, seat, msg, &mut played)
            else {
                unreachable!()
            };
            played.views_sent += view.is_some() as usize;
            let guest = tables[seat].as_mut().unwrap();
            let (_, shown) = guest.update(n, &a, &e, view.as_ref()).unwrap();
            assert_eq!(shown, events.iter().filter_map(|e| G::seen_by(e, seat)).collect::<Vec<_>>());
            assert_eq!(guest.state.view(seat), game.view(seat), "{} seat {seat} after {actions}", G::ID);
            let model = host.mirror(seat).unwrap();
            assert_eq!(serde_json::to_value(model).unwrap(), serde_json::to_value(&guest.state).unwrap());
        }
    }
    assert!(game.outcome().is_some(), "{} {variant}: the match did not end", G::ID);
    for &seat in guests {
        assert_eq!(tables[seat].as_ref().unwrap().state.outcome(), game.outcome());
    }
    played
}

trait StartForTest: Game {
    fn start_for_test() -> Self {
        Self::new(&Self::builtin_config(level::variants(Self::ID)[0]).unwrap(), 2, 1).unwrap()
    }
}
impl<G: Game> StartForTest for G {}

/// The match's generator, as the parts of a state that hold one.
fn rng_of<G: Game>(g: &G) -> Vec<Value> {
    let v = serde_json::to_value(g).unwrap();
    let mut found = Vec::new();
    fn walk(v: &Value, found: &mut Vec<Value>) {
        if let Value::Object(map) = v {
            for (k, x) in map {
                if k.contains("rng") {
                    found.push(x.clone());
                } else {
                    walk(x, found);
                }
            }
        }
    }
    walk(&v, &mut found);
    found
}

#[test]
fn whole_matches_of_every_game_keep_every_guest_in_step_and_in_the_dark() {
    // The games with chance hold a generator for the check to look for.
    let mut keys = Vec::new();
    for part in rng_of(&morpyam::Morpyam::start_for_test()) {
        secrets(&part, &mut keys);
    }
    assert!(keys.iter().any(|k| k.len() >= 32), "{keys:?}");
    for variant in level::variants(morris::Morris::ID) {
        let p = play::<morris::Morris>(variant, 2, &[1], 7, rng_of);
        // Morris hides nothing: no decision ever needs the view sent again.
        assert_eq!(p.views_sent, 0, "morris {variant}");
        let p = play::<morris::Morris>(variant, 2, &[0, 1], 8, rng_of);
        assert!(p.bytes < 100_000, "morris {variant}: {} bytes", p.bytes);
    }
    for variant in level::variants(morpyam::Morpyam::ID) {
        play::<morpyam::Morpyam>(variant, 2, &[1], 3, rng_of);
        play::<morpyam::Morpyam>(variant, 4, &[0, 2, 3], 4, rng_of);
    }
    for variant in level::variants(morfals::Morfals::ID) {
        play::<morfals::Morfals>(variant, 2, &[0], 5, rng_of);
    }
    for variant in level::variants(sorry::Sorry::ID) {
        let secret = |g: &sorry::Sorry| {
            let mut parts = rng_of(g);
            let v = serde_json::to_value(g).unwrap();
            // The draw pile's order, when it still holds a few cards.
            if let Some(pile) = v.get("draw_pile").filter(|p| p.as_array().is_some_and(|a| a.len() >= 8)) {
                parts.push(serde_json::json!({ "pile": pile }));
            }
            parts
        };
        let p = play::<sorry::Sorry>(variant, 4, &[1, 3], 11, secret);
        assert!(p.views_sent > 0, "sorry {variant}: cards drawn show something new");
        // Teams play with four only.
        if sorry::Sorry::new(&sorry::Sorry::builtin_config(variant).unwrap(), 3, 0).is_ok() {
            play::<sorry::Sorry>(variant, 3, &[0, 1, 2], 12, secret);
        }
    }
}

#[test]
fn the_host_refuses_decisions_out_of_turn_stale_illegal_or_unreadable_and_takes_a_resignation() {
    use morris::{Action, Morris};
    let config = Morris::builtin_config("nine").unwrap();
    let mut game = Morris::new(&config, 2, 1).unwrap();
    let legal = game.legal_actions();
    let first = serde_json::to_value(legal[0]).unwrap();
    assert_eq!(Host::<Morris>::check(&game, 0, 1, 0, &first, None), Err(Refusal::NotYourTurn));
    assert_eq!(Host::<Morris>::check(&game, 0, 0, 3, &first, None), Err(Refusal::Stale { now: 0 }));
    assert!(matches!(
        Host::<Morris>::check(&game, 0, 0, 0, &serde_json::json!({"Fly": 99}), None),
        Err(Refusal::Unreadable(_))
    ));
    assert_eq!(Host::<Morris>::check(&game, 0, 0, 0, &first, None), Ok(legal[0]));
    game.apply(legal[0]).unwrap();
    // The same placing again is against the rules now (Black's turn, and the point is taken).
    let again = Host::<Morris>::check(&game, 1, 1, 1, &first, None);
    assert!(matches!(again, Err(Refusal::Illegal(_))), "{again:?}");
    // A resignation is taken whenever it comes.
    let resign = Action::Resign { seat: 0 };
    let r = serde_json::to_value(resign).unwrap();
    assert_eq!(Host::<Morris>::check(&game, 1, 0, 0, &r, Some(&resign)), Ok(resign));
    game.apply(resign).unwrap();
    assert_eq!(Host::<Morris>::check(&game, 2, 1, 2, &first, None), Err(Refusal::Over));
}

#[test]
fn a_guest_refuses_a_decision_out_of_step_or_of_another_game() {
    let config = morris::Morris::builtin_config("nine").unwrap();
    let game = morris::Morris::new(&config, 2, 1).unwrap();
    let mut host = Host::<morris::Morris>::new(2);
    let (view, seed) = host.table(&game, 1, 5).unwrap();
    let mut guest = Guest::<morris::Morris>::from_table(1, 0, &view, seed).unwrap();
    let a = serde_json::to_value(game.legal_actions()[0]).unwrap();
    assert!(guest.update(2, &a, &[], None).is_err());
    assert!(guest.update(1, &serde_json::json!("Roll"), &[], None).is_err());
    assert!(Guest::<sorry::Sorry>::from_table(1, 0, &view, seed).is_err());
    assert_eq!(guest.actions, 0);
    assert!(guest.update(1, &a, &[], None).is_ok());
}

// ---- the server's authority ----

#[test]
fn a_spectator_of_sorry_for_points_sees_no_hand_and_every_seat_only_its_own() {
    let spec = MatchSpec::new("sorry", "points", 3, 11);
    let mut held = hold::<Sorry>(&spec).unwrap();
    held.table(1, Viewer::Seat(0), 5).unwrap();
    held.table(2, Viewer::Spectator, 6).unwrap();
    for n in 0..60 {
        if held.outcome().is_some() {
            break;
        }
        let action = held.bot("easy", n).unwrap();
        let seat = held.to_act().unwrap();
        held.check(seat, held.actions(), &action).unwrap();
        held.apply(&action).unwrap();
        for (id, viewer) in [(1, Viewer::Seat(0)), (2, Viewer::Spectator)] {
            let ToClient::Update { events, view, .. } = held.update(id, n + 100, None).unwrap() else {
                panic!("an update")
            };
            let text = serde_json::to_string(&(events, &view)).unwrap();
            if let Some((view, _)) = view {
                let hand = view["hand"].as_array().unwrap().len();
                match viewer {
                    Viewer::Spectator => assert_eq!(hand, 0),
                    Viewer::Seat(_) => assert_eq!(hand as u64, view["hand_sizes"][0].as_u64().unwrap()),
                }
            }
            // A card drawn into a hand shows its face to that hand's seat only.
            if viewer == Viewer::Spectator {
                assert!(!text.contains("\"to_hand\":true") || text.contains("\"card\":null"), "{text}");
            }
        }
    }
    assert!(held.actions() > 10);
}

#[test]
fn stale_out_of_turn_and_illegal_decisions_are_refused_and_a_resignation_is_taken_any_time() {
    let spec = MatchSpec::new("morris", "nine", 2, 1);
    let mut held = hold::<parlour_rules::games::morris::Morris>(&spec).unwrap();
    let action = held.bot("easy", 1).unwrap();
    assert_eq!(held.check(1, 0, &action), Err(Refusal::NotYourTurn));
    assert_eq!(held.check(0, 3, &action), Err(Refusal::Stale { now: 0 }));
    assert!(matches!(held.check(0, 0, &serde_json::json!("Fly")), Err(Refusal::Unreadable(_))));
    held.apply(&held.check(0, 0, &action).unwrap()).unwrap();
    assert!(matches!(held.check(1, 1, &action), Err(Refusal::Illegal(_))));
    let resign = held.resignation(0).unwrap();
    assert_eq!(held.check(0, 0, &resign), Ok(resign.clone()));
    assert_eq!(held.apply(&resign).unwrap(), 0);
    assert!(held.outcome().is_some());
    assert_eq!(held.check(1, 2, &action), Err(Refusal::Over));
}
