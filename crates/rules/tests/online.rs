//! Online play without a network: the server's authority and its clients pass the messages
//! through the wire format in memory, for whole matches of every game and variant. Every client
//! decides from its own stand-in only; after every decision its table shows exactly its seat's
//! view of the server's match, and nothing a client or a spectator received holds what it may
//! not see (the match's generator, the draw pile's order, another seat's hand).

use parlour_rules::MatchSpec;
use parlour_rules::chance::splitmix64;
use parlour_rules::games::sorry::Sorry;
use parlour_rules::games::{morfals, morpyam, morris, sorry};
use parlour_rules::online::authority::hold;
use parlour_rules::online::protocol::{ToClient, ToServer};
use parlour_rules::online::{Guest, Refusal, Viewer, decode, encode, to_payload};
use parlour_rules::{Game, Seat, level};
use serde_json::Value;

/// Every string of `needle`'s JSON longer than a few characters, and its arrays of numbers:
/// what must not appear in a client's message.
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

/// The spectator's connection in [`play`]; a seat's client is its seat's number.
const SPECTATOR: u64 = 99;

/// Plays a match of `G` held by the server's authority, with a client at each of `clients`'
/// seats (deciding by the easy computer player from its stand-in) and a spectator; the other
/// seats decide at random, as the server's computer players would. `hidden` gives the parts of
/// the match nobody may receive (as JSON), checked against every message. A copy of the match,
/// fed the same decisions, is what every table must show.
fn play<G: Game + Send + 'static>(
    variant: &str,
    players: usize,
    clients: &[Seat],
    seed: u64,
    hidden: impl Fn(&G) -> Vec<Value>,
) -> Played
where
    G::Action: Send,
    G::Event: Send,
{
    let spec = MatchSpec::new(G::ID, variant, players, seed);
    let mut held = hold::<G>(&spec).unwrap();
    let mut game = G::new(&spec.config::<G>().unwrap(), players, seed).unwrap();
    let mut rng = seed ^ 0xABCD;
    let mut tables: Vec<Option<Guest<G>>> = (0..players).map(|_| None).collect();
    let mut played = Played { messages: 0, bytes: 0, views_sent: 0 };
    let deliver = |game: &G, to: u64, message: ToClient, played: &mut Played| -> ToClient {
        let bytes = encode(&message);
        let text = String::from_utf8(bytes.clone()).unwrap();
        let mut forbidden = Vec::new();
        for part in hidden(game) {
            secrets(&part, &mut forbidden);
        }
        for secret in forbidden {
            assert!(
                !text.contains(&secret),
                "{} viewer {to}: a message holds hidden {secret}: {text}",
                G::ID
            );
        }
        played.messages += 1;
        played.bytes += bytes.len();
        decode::<ToClient>(&bytes).unwrap()
    };
    let viewers =
        clients.iter().map(|&s| (s as u64, Viewer::Seat(s))).chain([(SPECTATOR, Viewer::Spectator)]);
    let viewers: Vec<(u64, Viewer)> = viewers.collect();
    for &(id, viewer) in &viewers {
        let seed = splitmix64(&mut rng);
        let view = held.table(id, viewer, seed).unwrap();
        let message = ToClient::Table { number: 1, actions: held.actions(), view, seed };
        let ToClient::Table { actions, view, seed, .. } = deliver(&game, id, message, &mut played) else {
            unreachable!()
        };
        match viewer {
            Viewer::Seat(seat) => tables[seat] = Some(Guest::from_table(seat, actions, &view, seed).unwrap()),
            Viewer::Spectator => assert_eq!(view, to_payload(&game.spectator_view())),
        }
    }
    for _ in 0..3000 {
        let Some(to_act) = game.to_act() else { break };
        let r = splitmix64(&mut rng);
        let action = match &tables[to_act] {
            Some(guest) => {
                let mine = guest.state.view(to_act);
                assert_eq!(mine, game.view(to_act));
                let choice = G::bot_action(&mine, "easy", r).unwrap();
                // Through the wire, checked by the server.
                let ToServer::Decide { at, action, .. } =
                    decode(&encode(&guest.decide(&choice, None))).unwrap()
                else {
                    unreachable!()
                };
                held.check(to_act, at, &action).unwrap()
            }
            None => {
                let legal = game.legal_actions();
                to_payload(&legal[(r >> 7) as usize % legal.len()])
            }
        };
        assert_eq!(held.apply(&action).unwrap(), to_act);
        let events = game.apply(serde_json::from_value(action).unwrap()).unwrap();
        assert_eq!(held.dump(), game.dump(), "{} after {}", G::ID, held.actions());
        for &(id, viewer) in &viewers {
            let message = held.update(id, splitmix64(&mut rng), None).unwrap();
            let ToClient::Update { actions: n, by, action: a, events: e, view, .. } =
                deliver(&game, id, message, &mut played)
            else {
                unreachable!()
            };
            assert_eq!((n, by), (held.actions(), to_act));
            played.views_sent += view.is_some() as usize;
            let Viewer::Seat(seat) = viewer else {
                let shown: Vec<Value> =
                    events.iter().filter_map(G::seen_by_spectator).map(|e| to_payload(&e)).collect();
                assert_eq!(e, shown);
                if let Some((view, _)) = view {
                    assert_eq!(view, to_payload(&game.spectator_view()));
                }
                continue;
            };
            let guest = tables[seat].as_mut().unwrap();
            let (_, shown) = guest.update(n, &a, &e, view.as_ref()).unwrap();
            assert_eq!(shown, events.iter().filter_map(|e| G::seen_by(e, seat)).collect::<Vec<_>>());
            assert_eq!(guest.state.view(seat), game.view(seat), "{} seat {seat} after {n}", G::ID);
        }
    }
    assert!(game.outcome().is_some(), "{} {variant}: the match did not end", G::ID);
    assert_eq!(held.outcome(), game.outcome());
    for &seat in clients {
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
fn whole_matches_of_every_game_keep_every_client_in_step_and_in_the_dark() {
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
        assert!(p.bytes < 100_000, "morris {variant}: {} bytes in {} messages", p.bytes, p.messages);
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
fn stale_out_of_turn_illegal_and_unreadable_decisions_are_refused_and_a_resignation_is_taken_any_time() {
    let spec = MatchSpec::new("morris", "nine", 2, 1);
    let mut held = hold::<morris::Morris>(&spec).unwrap();
    let action = held.bot("easy", 1).unwrap();
    assert_eq!(held.check(1, 0, &action), Err(Refusal::NotYourTurn));
    assert_eq!(held.check(0, 3, &action), Err(Refusal::Stale { now: 0 }));
    assert!(matches!(held.check(0, 0, &serde_json::json!("Fly")), Err(Refusal::Unreadable(_))));
    assert!(matches!(held.check(0, 0, &serde_json::json!({"Fly": 99})), Err(Refusal::Unreadable(_))));
    assert_eq!(held.actions(), 0, "a refusal changes nothing");
    held.apply(&held.check(0, 0, &action).unwrap()).unwrap();
    // The same placing again is against the rules now (Black's turn, and the point is taken).
    let again = held.check(1, 1, &action);
    assert!(matches!(again, Err(Refusal::Illegal(_))), "{again:?}");
    // A resignation is taken whenever it comes: out of turn, and sent before the last decision.
    let resign = held.resignation(0).unwrap();
    assert_eq!(held.check(0, 0, &resign), Ok(resign.clone()));
    assert_eq!(held.apply(&resign).unwrap(), 0);
    assert!(held.outcome().is_some());
    assert_eq!(held.check(1, 2, &action), Err(Refusal::Over));
}

#[test]
fn a_client_refuses_a_decision_out_of_step_or_of_another_game() {
    let spec = MatchSpec::new("morris", "nine", 2, 1);
    let mut held = hold::<morris::Morris>(&spec).unwrap();
    let table =
        ToClient::Table { number: 1, actions: 0, view: held.table(1, Viewer::Seat(1), 5).unwrap(), seed: 5 };
    let ToClient::Table { actions, view, seed, .. } = decode(&encode(&table)).unwrap() else {
        unreachable!()
    };
    let mut guest = Guest::<morris::Morris>::from_table(1, actions, &view, seed).unwrap();
    assert!(Guest::<Sorry>::from_table(1, actions, &view, seed).is_err());
    let action = held.bot("easy", 1).unwrap();
    held.apply(&held.check(0, 0, &action).unwrap()).unwrap();
    let ToClient::Update { actions, action, events, view, .. } =
        decode(&encode(&held.update(1, 6, None).unwrap())).unwrap()
    else {
        unreachable!()
    };
    assert_eq!(actions, 1);
    assert!(guest.update(2, &action, &events, view.as_ref()).is_err());
    assert!(guest.update(1, &serde_json::json!("Roll"), &events, view.as_ref()).is_err());
    assert_eq!(guest.actions, 0);
    assert!(guest.update(actions, &action, &events, view.as_ref()).is_ok());
    assert_eq!(guest.actions, 1);
}

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
