//! Two servers on one database, both holding the same room (a proxy that moved it, say): the
//! decision log's key lets only one append each decision. The loser's room stops, and loaded
//! again it holds the winner's decision and refuses nothing twice. And the server that loaded a
//! room last keeps it: the other lets it go, and its players follow.

use crate::client::{Player, Server, create, get, scratch};
use parlour_rules::Game;
use parlour_rules::games::morris::Morris;
use parlour_rules::online::protocol::{Plan, ToClient};
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_never_both_append_one_decision() {
    let db = scratch("race");
    // Neither lets the room go (the default): the key alone must keep the log whole.
    let never = [("PARLOUR_HOLD_CHECK_SECONDS", "0")];
    let a = Server::start(&db, &never);
    let b = Server::start(&db, &never);
    let room = create(&a.url, "morris", "nine", vec![Plan::Person, Plan::Person]).await;
    let mut white = Player::<Morris>::join(&a.url, &room, "W", None).await;
    let mut black = Player::<Morris>::join(&a.url, &room, "B", None).await;
    white.sit().await;
    black.sit().await;
    // White's token on the second server too: both hold the room at decision 0.
    let mut twin = Player::<Morris>::join(&b.url, &room, "W", Some(white.token.clone())).await;
    twin.sit().await;
    assert_eq!(twin.guest.as_ref().unwrap().actions, 0);

    // White moves through the first server: stored and told.
    white.act("easy", 1, None).await;
    while white.guest.as_ref().unwrap().actions < 1 {
        let m = white.client.next().await.expect("open");
        white.take(&m, None);
    }
    // The second server, not knowing it, takes another first move: its append loses.
    twin.act("medium", 2, None).await;
    loop {
        match twin.client.next().await {
            None => break,
            Some(ToClient::Update { .. }) => {
                panic!("the second server acknowledged a decision it could not store")
            }
            Some(_) => continue,
        }
    }
    // Loaded again there, the room holds the first server's move.
    let mut again = Player::<Morris>::join(&b.url, &room, "W", Some(white.token.clone())).await;
    again.sit().await;
    let there = again.guest.as_ref().unwrap();
    let here = white.guest.as_ref().unwrap();
    assert_eq!(there.actions, 1);
    assert_eq!(there.state.view(0), here.state.view(0));
}

/// A room's server came back (a restart, an upgrade) and the proxy sends the room's path to it
/// again while the other still holds the room: a player who reconnects is served by the one that
/// loaded it last, and the other lets it go, so that its players, connecting again, join the
/// same table rather than wait for a decision taken elsewhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_another_server_loaded_is_let_go_and_its_players_follow() {
    let db = scratch("taken");
    let check = [("PARLOUR_HOLD_CHECK_SECONDS", "0.2")];
    let a = Server::start(&db, &check);
    let b = Server::start(&db, &check);
    let room = create(&a.url, "morris", "nine", vec![Plan::Person, Plan::Person]).await;
    let mut white = Player::<Morris>::join(&a.url, &room, "W", None).await;
    let black = Player::<Morris>::join(&a.url, &room, "B", None).await;
    white.sit().await;
    white.act("easy", 1, None).await;
    while white.guest.as_ref().unwrap().actions < 1 {
        let m = white.client.next().await.expect("open");
        white.take(&m, None);
    }
    // Black comes back through the second server, which loads the room with White's move.
    let token = black.token.clone();
    drop(black);
    let mut black = Player::<Morris>::join(&b.url, &room, "B", Some(token)).await;
    black.sit().await;
    assert_eq!(black.guest.as_ref().unwrap().actions, 1);
    // The first server lets the room go: White's connection closes, soon.
    let asked = Instant::now();
    while let Some(m) = white.client.next().await {
        white.take(&m, None);
    }
    assert!(asked.elapsed() < Duration::from_secs(5), "{:?}", asked.elapsed());
    assert!(get(&a.url, "/metrics").await.contains("\nparlour_matches 0\n"));
    // White connects again (to the second, as the proxy would send it) and the match goes on.
    white.rejoin(&b.url, Duration::from_secs(10)).await.unwrap();
    assert!(black.act("easy", 2, None).await);
    for p in [&mut white, &mut black] {
        while p.guest.as_ref().unwrap().actions < 2 {
            let m = p.client.next().await.expect("open");
            p.take(&m, None);
        }
    }
    assert_eq!(white.guest.as_ref().unwrap().state.view(0), black.guest.as_ref().unwrap().state.view(0));
}
