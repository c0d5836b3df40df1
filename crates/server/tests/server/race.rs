//! Two servers on one database, both holding the same room (a proxy that moved it, say): the
//! decision log's key lets only one append each decision. The loser's room stops, and loaded
//! again it holds the winner's decision and refuses nothing twice.

use crate::client::{Player, Server, create, scratch};
use parlour_rules::Game;
use parlour_rules::games::morris::Morris;
use parlour_rules::online::protocol::{Plan, ToClient};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_never_both_append_one_decision() {
    let db = scratch("race");
    let a = Server::start(&db, &[]);
    let b = Server::start(&db, &[]);
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
