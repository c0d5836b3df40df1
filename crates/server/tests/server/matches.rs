//! Whole matches of every game and variant through a server process, and what each seat and a
//! spectator are shown of a Sorry! match played for points.

use crate::client::{Clock, Player, Server, create, scratch};
use parlour_rules::Game;
use parlour_rules::games::{morfals::Morfals, morpyam::Morpyam, morris::Morris, sorry::Sorry};
use parlour_rules::online::protocol::{Plan, ToClient, ToServer};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Every person seat's client plays `level` on its own view until the match ends; the last
/// seat is the server's computer player of `computer` when given.
async fn whole_match<G: Game + Send + 'static>(
    url: &str,
    variant: &str,
    people: usize,
    computer: Option<&str>,
    clock: Arc<Mutex<Clock>>,
) where
    G::Action: Send,
{
    let mut plans = vec![Plan::Person; people];
    plans.extend(computer.map(|l| Plan::Computer(l.into())));
    let room = create(url, G::ID, variant, plans).await;
    // Decision numbers start again in each match.
    clock.lock().unwrap().sent.clear();
    let mut players = Vec::new();
    for n in 0..people {
        players.push(Player::<G>::join(url, &room, &format!("P{n}"), None).await);
    }
    let tasks: Vec<_> = players
        .into_iter()
        .map(|mut p| {
            let clock = clock.clone();
            let variant = variant.to_string();
            tokio::spawn(async move {
                assert!(p.play_out("easy", Some(clock)).await, "{} {variant}: the match ends", G::ID);
                p
            })
        })
        .collect();
    let mut finals = Vec::new();
    for t in tasks {
        let p = t.await.unwrap();
        finals.push(p.guest.unwrap().state.outcome().expect("an outcome"));
    }
    assert!(finals.windows(2).all(|w| w[0] == w[1]), "every seat sees the same end: {finals:?}");
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_and_variant_plays_to_its_end_through_a_server_process() {
    let server = Server::start(&scratch("every-game"), &[]);
    let clock = Arc::new(Mutex::new(Clock::default()));
    let url = server.url.as_str();
    for variant in ["classic", "flash", "plus"] {
        whole_match::<Morpyam>(url, variant, 2, None, clock.clone()).await;
    }
    whole_match::<Morfals>(url, "standard", 2, None, clock.clone()).await;
    for variant in ["nine", "six", "twelve", "three", "morabaraba"] {
        whole_match::<Morris>(url, variant, 2, None, clock.clone()).await;
    }
    for variant in ["standard", "points", "modern"] {
        whole_match::<Sorry>(url, variant, 3, Some("easy"), clock.clone()).await;
    }
    whole_match::<Sorry>(url, "teams", 4, None, clock.clone()).await;
    let mut l = std::mem::take(&mut clock.lock().unwrap().latencies);
    l.sort();
    println!(
        "decision -> every client's table: {} deliveries, median {:?}, p99 {:?}, max {:?}",
        l.len(),
        percentile(&l, 0.5),
        percentile(&l, 0.99),
        l.last().unwrap()
    );
}

/// The cards a message shows a seat, other than in its own hand: a drawn card's face when it
/// went into another seat's hand would be a leak.
fn leaks(text: &str, seat: Option<usize>) -> Vec<String> {
    let value: serde_json::Value = serde_json::from_str(text).unwrap();
    let body = &value["body"];
    let mut found = Vec::new();
    let mut events = Vec::new();
    let mut views = Vec::new();
    if let Some(u) = body.get("Update") {
        events.extend(u["events"].as_array().unwrap().iter().cloned());
        if !u["view"].is_null() {
            views.push(u["view"][0].clone());
        }
    }
    if let Some(t) = body.get("Table") {
        views.push(t["view"].clone());
    }
    for e in events {
        if let Some(d) = e.get("CardDrawn")
            && d["to_hand"] == true
            && !d["card"].is_null()
            && Some(d["seat"].as_u64().unwrap() as usize) != seat
        {
            found.push(format!("a card drawn into seat {}'s hand: {e}", d["seat"]));
        }
    }
    for v in views {
        let hand = v["hand"].as_array().unwrap().len();
        match seat {
            None if hand > 0 => found.push(format!("a spectator's view with a hand: {v}")),
            Some(s) if hand != v["hand_sizes"][s].as_u64().unwrap() as usize => {
                found.push("a view whose hand is not its seat's".into())
            }
            _ => {}
        }
        if !v["draw_pile"].is_u64() {
            found.push(format!("the draw pile's cards in a view: {}", v["draw_pile"]));
        }
        if v.get("rng").is_some() || v.get("hands").is_some() {
            found.push("the generator or the hands in a view".into());
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_nor_spectator_is_shown_another_hand_the_pile_or_the_generator() {
    let server = Server::start(&scratch("hidden"), &[]);
    let url = server.url.clone();
    let room =
        create(&url, "sorry", "points", vec![Plan::Person, Plan::Person, Plan::Computer("easy".into())])
            .await;
    let mut watcher = crate::client::Client::connect(&url, &format!("/room/{room}")).await;
    watcher.send(&ToServer::Watch).await;
    let ann = Player::<Sorry>::join(&url, &room, "Ann", None).await;
    let bob = Player::<Sorry>::join(&url, &room, "Bob", None).await;
    let tasks: Vec<_> = [ann, bob]
        .into_iter()
        .map(|mut p| {
            tokio::spawn(async move {
                assert!(p.play_out("easy", None).await);
                p
            })
        })
        .collect();
    let mut drawn_to_others = 0;
    for t in tasks {
        let p = t.await.unwrap();
        for text in &p.client.seen {
            assert_eq!(leaks(text, Some(p.seat)), Vec::<String>::new(), "to seat {}", p.seat);
            drawn_to_others += text.matches("\"card\":null").count();
        }
    }
    // The spectator follows to the end and never sees a hand; the record, which shows every
    // card, comes only once the match is over.
    let mut over = false;
    loop {
        match watcher.next().await.expect("the spectator stays") {
            ToClient::Over(_) => over = true,
            ToClient::Record { .. } => {
                assert!(over, "a record before the end");
                break;
            }
            _ => continue,
        }
    }
    for text in &watcher.seen {
        assert_eq!(leaks(text, None), Vec::<String>::new(), "to the spectator");
    }
    assert!(drawn_to_others > 10, "cards went into hands the seats could not see: {drawn_to_others}");
    assert!(watcher.seen.iter().any(|t| t.contains("\"card\":null")));
}

/// The load generator's smoke: a few tables of every game for a few seconds against a server
/// process, every match finished and no table failed. Its whole run is a benchmark
/// (docs/online.md), not a test.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_load_generator_plays_a_few_matches_of_every_game() {
    let server = Server::start(&scratch("load"), &[]);
    let report = parlour_load::run(parlour_load::Load {
        url: server.url.clone(),
        tables: 6,
        matches: 6,
        time: Duration::from_secs(60),
        think: Duration::from_millis(2),
        server_pid: Some(server.pid()),
        ..Default::default()
    })
    .await
    .unwrap();
    println!("{report}");
    assert_eq!((report.matches, report.errors), (6, 0), "{report}");
    assert!(report.decisions > 100 && report.deliveries as u64 > report.decisions, "{report}");
    assert!(report.server_rss_mb.is_some_and(|mb| mb > 1.0));
}

/// A finished match's record replays through the rules to the very end every seat saw, for the
/// replay shelf; a seat that comes back to the finished room is sent it again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_is_sent_whole_for_the_replay_shelf() {
    let server = Server::start(&scratch("record"), &[]);
    let url = server.url.clone();
    let room = create(&url, "sorry", "standard", vec![Plan::Person, Plan::Computer("easy".into())]).await;
    let mut ann = Player::<Sorry>::join(&url, &room, "Ann", None).await;
    assert!(ann.play_out("easy", None).await);
    let end = ann.guest.as_ref().unwrap().state.outcome().expect("an outcome");
    let record = |m: &ToClient| match m {
        ToClient::Record { number, seed, actions } => Some((*number, *seed, actions.clone())),
        _ => None,
    };
    let (number, seed, actions) = ann.client.until(record).await;
    assert_eq!(number, 1);
    let spec = parlour_rules::MatchSpec::new("sorry", "standard", 2, seed);
    let mut replayed = Sorry::new(&spec.config::<Sorry>().unwrap(), 2, seed).unwrap();
    for a in &actions {
        replayed.apply(serde_json::from_value(a.clone()).unwrap()).unwrap();
    }
    assert_eq!(replayed.outcome(), Some(end));
    assert!(actions.len() > 20, "{} decisions", actions.len());
    // Back in the finished room by the token: the table, the end and the record again.
    let mut again = Player::<Sorry>::join(&url, &room, "Ann", Some(ann.token.clone())).await;
    assert_eq!(again.client.until(record).await, (number, seed, actions));
}
