//! Hostile clients: every message a client may not send is turned down with a reason, the
//! connection and the match go on unchanged, and nothing panics.

use crate::client::{Client, Player, Server, create, scratch};
use parlour_rules::games::morris::{Action, Morris};
use parlour_rules::online::message::Refusal;
use parlour_rules::online::protocol::{Denial, Plan, ToClient, ToServer};
use parlour_rules::online::wire::encode;

fn denied(m: Option<ToClient>) -> Denial {
    match m {
        Some(ToClient::Denied(d)) => d,
        other => panic!("not a denial: {other:?}"),
    }
}

fn refused(m: Option<ToClient>) -> Refusal {
    match m {
        Some(ToClient::Refused { why, .. }) => why,
        other => panic!("not a refusal: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_messages_and_decisions_are_refused_with_a_reason_and_change_nothing() {
    let server = Server::start(
        &scratch("hostile"),
        &[("PARLOUR_MESSAGES_PER_SECOND", "10"), ("PARLOUR_MESSAGE_BURST", "30")],
    );
    let url = server.url.clone();
    let room = create(&url, "morris", "nine", vec![Plan::Person, Plan::Person]).await;
    let mut white = Player::<Morris>::join(&url, &room, "W", None).await;
    let mut black = Player::<Morris>::join(&url, &room, "B", None).await;
    for p in [&mut white, &mut black] {
        let t = p.client.until(|m| matches!(m, ToClient::Table { .. }).then(|| m.clone())).await;
        p.take(&t, None);
    }
    let c = &mut black.client;
    c.send_raw(b"\x00\xffnot json".to_vec()).await;
    assert!(matches!(denied(c.next().await), Denial::Unreadable(_)));
    c.send_raw(br#"{"parlour":99,"body":"Watch"}"#.to_vec()).await;
    assert!(matches!(denied(c.next().await), Denial::Unreadable(e) if e.contains("same release")));
    c.send_raw(br#"{"parlour":2,"body":{"Shout":1}}"#.to_vec()).await;
    assert!(matches!(denied(c.next().await), Denial::Unreadable(_)));
    c.send_raw(vec![b' '; 20_000]).await;
    assert_eq!(denied(c.next().await), Denial::TooLarge { bytes: 20_000 });
    c.send(&ToServer::Join { name: "again".into(), token: None, seat: None }).await;
    assert!(matches!(denied(c.next().await), Denial::NotNow(_)));
    c.send(&ToServer::Create { game: "morris".into(), variant: "nine".into(), seats: vec![] }).await;
    assert!(matches!(denied(c.next().await), Denial::NotNow(_)));

    // Decisions: out of turn, stale, unreadable, illegal.
    let place = |p: u8| serde_json::to_value(Action::Place(p)).unwrap();
    c.send(&ToServer::Decide { at: 0, action: place(0), throw: None }).await;
    assert_eq!(refused(c.next().await), Refusal::NotYourTurn);
    let w = &mut white.client;
    w.send(&ToServer::Decide { at: 5, action: place(0), throw: None }).await;
    assert_eq!(refused(w.next().await), Refusal::Stale { now: 0 });
    w.send(&ToServer::Decide { at: 0, action: serde_json::json!({"Teleport": 3}), throw: None }).await;
    assert!(matches!(refused(w.next().await), Refusal::Unreadable(_)));
    w.send(&ToServer::Decide { at: 0, action: place(200), throw: None }).await;
    assert!(matches!(refused(w.next().await), Refusal::Illegal(_)));

    // A spectator decides nothing.
    let mut watcher = Client::connect(&url, &format!("/room/{room}")).await;
    watcher.send(&ToServer::Watch).await;
    watcher.until(|m| matches!(m, ToClient::Table { .. }).then_some(())).await;
    watcher.send(&ToServer::Decide { at: 0, action: place(0), throw: None }).await;
    assert_eq!(refused(watcher.next().await), Refusal::NotYourTurn);

    // Too fast: a burst past the limit is turned down, and the connection still answers.
    let mut fast = 0;
    for n in 0..60 {
        w.send(&ToServer::Ping(n)).await;
    }
    for _ in 0..60 {
        match w.next().await {
            Some(ToClient::Denied(Denial::TooFast)) => fast += 1,
            Some(ToClient::Pong(_)) => {}
            other => panic!("{other:?}"),
        }
    }
    assert!(fast >= 20, "{fast} turned down");
    tokio::time::sleep(std::time::Duration::from_millis(1200)).await;
    w.send(&ToServer::Ping(99)).await;
    assert_eq!(w.next().await, Some(ToClient::Pong(99)));

    // Nothing changed: White's first move is still the first decision.
    white.act("easy", 1, None).await;
    let n = white
        .client
        .until(|m| if let ToClient::Update { actions, .. } = m { Some(*actions) } else { None })
        .await;
    assert_eq!(n, 1);

    // The numbers say so too.
    assert_eq!(crate::client::get(&url, "/health").await, "ok");
    let metrics = crate::client::get(&url, "/metrics").await;
    for line in [
        "parlour_decisions_total 1",
        "parlour_matches 1",
        "parlour_sockets 3",
        "parlour_refused_total{reason=\"too_large\"} 1",
        "parlour_refused_total{reason=\"not_your_turn\"} 2",
        "parlour_refused_total{reason=\"stale\"} 1",
        "parlour_refused_total{reason=\"illegal\"} 1",
    ] {
        assert!(metrics.lines().any(|l| l == line), "{line} in\n{metrics}");
    }
    let too_fast: u64 = metrics
        .lines()
        .find_map(|l| l.strip_prefix("parlour_refused_total{reason=\"too_fast\"} "))
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert_eq!(too_fast, fast);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codes_cannot_be_guessed_and_rooms_are_limited_per_address() {
    let server = Server::start(
        &scratch("limits"),
        &[("PARLOUR_TRIES_PER_ADDRESS", "5"), ("PARLOUR_ROOMS_PER_ADDRESS", "3")],
    );
    let url = server.url.clone();
    for code in ["AAAAAA", "BBBBBB", "ccc-ccc", "DDDDDD", "NOT-A-CODE"] {
        let mut c = Client::connect(&url, &format!("/room/{code}")).await;
        assert_eq!(denied(c.next().await), Denial::NoRoom, "{code}");
    }
    let mut c = Client::connect(&url, "/room/EEEEEE").await;
    assert_eq!(denied(c.next().await), Denial::TooManyTries);

    let bad = |game: &str, variant: &str, seats: Vec<Plan>| ToServer::Create {
        game: game.into(),
        variant: variant.into(),
        seats,
    };
    for (message, what) in [
        (bad("chess", "classic", vec![Plan::Person, Plan::Person]), "chess"),
        (bad("morris", "eleven", vec![Plan::Person, Plan::Person]), "eleven"),
        (bad("morris", "nine", vec![Plan::Person; 3]), "not 3"),
        (bad("morris", "nine", vec![Plan::Person, Plan::Computer("grandmaster".into())]), "grandmaster"),
        (bad("morris", "nine", vec![Plan::Computer("easy".into()); 2]), "a person"),
    ] {
        let mut c = Client::connect(&url, "/new").await;
        c.send(&message).await;
        assert!(matches!(denied(c.next().await), Denial::BadRoom(e) if e.contains(what)), "{what}");
    }
    for _ in 0..3 {
        create(&url, "morris", "three", vec![Plan::Person, Plan::Person]).await;
    }
    let mut c = Client::connect(&url, "/new").await;
    c.send_raw(encode(&bad("morris", "three", vec![Plan::Person, Plan::Person]))).await;
    assert_eq!(denied(c.next().await), Denial::TooManyRooms);
}
