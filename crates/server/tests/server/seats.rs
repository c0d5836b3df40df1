//! Seats that come back: a player who drops returns with its token, the room's creator leaves
//! and the others play on with a computer standing in, who stands up when she returns; a rematch
//! in the same room; the list of one's open matches; a spectator.

use crate::client::{Client, Player, Server, create, scratch};
use parlour_rules::Game;
use parlour_rules::games::morris::Morris;
use parlour_rules::online::protocol::{Plan, Sitter, ToClient, ToServer};

/// Take messages until `n` decisions have been made, deciding on the player's turns.
async fn play_until(p: &mut Player<Morris>, n: u64) {
    let mut seed = 7;
    while p.guest.as_ref().is_none_or(|g| g.actions < n) && !p.over {
        seed += 1;
        p.act("easy", seed, None).await;
        let m = p.client.next().await.expect("open");
        p.take(&m, None);
    }
}

/// Both players take turns until `n` decisions.
async fn both_until(a: &mut Player<Morris>, b: &mut Player<Morris>, n: u64) {
    a.sit().await;
    b.sit().await;
    while a.guest.as_ref().is_none_or(|g| g.actions < n) {
        for p in [&mut *a, &mut *b] {
            if p.choice("easy", 1).is_some() {
                p.act("easy", n, None).await;
            }
        }
        // The decision reaches both.
        for p in [&mut *a, &mut *b] {
            let before = p.guest.as_ref().map_or(0, |g| g.actions);
            while p.guest.as_ref().is_none_or(|g| g.actions == before) {
                let m = p.client.next().await.expect("open");
                p.take(&m, None);
            }
        }
    }
}

fn away(seats: &[Sitter], seat: usize) -> bool {
    matches!(&seats[seat], Sitter::Person { away: Some(_), .. })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_comes_back_by_token_and_the_match_outlives_its_creator() {
    let server = Server::start(&scratch("seats"), &[]);
    let url = server.url.clone();
    let room = create(&url, "morris", "nine", vec![Plan::Person, Plan::Person]).await;
    let mut ann = Player::<Morris>::join(&url, &room, "Ann", None).await;
    let mut bob = Player::<Morris>::join(&url, &room, "Bob", None).await;
    assert_ne!(ann.token, bob.token);
    assert!(ann.token.len() >= 32, "128 bits or more");
    both_until(&mut ann, &mut bob, 4).await;

    // Bob's screen crashes; Ann is told he is away; he comes back with his token to his seat and
    // the same table.
    let bob_token = bob.token.clone();
    drop(bob);
    let seats = ann
        .client
        .until(|m| if let ToClient::Seats(s) = m { away(s, 1).then(|| s.clone()) } else { None })
        .await;
    assert!(matches!(&seats[1], Sitter::Person { name, .. } if name == "Bob"));
    let mut bob = Player::<Morris>::join(&url, &room, "Bob", Some(bob_token.clone())).await;
    assert_eq!(bob.seat, 1);
    let m = bob.client.until(|m| matches!(m, ToClient::Table { .. }).then(|| m.clone())).await;
    bob.take(&m, None);
    assert_eq!(bob.guest.as_ref().unwrap().actions, 4);
    assert_eq!(bob.guest.as_ref().unwrap().state.view(1), ann.guest.as_ref().unwrap().state.view(1));
    both_until(&mut ann, &mut bob, 8).await;

    // Ann, who opened the room, quits. Bob hands her seat to a computer and plays on.
    let ann_token = ann.token.clone();
    drop(ann);
    bob.client.until(|m| if let ToClient::Seats(s) = m { away(s, 0).then_some(()) } else { None }).await;
    bob.client.send(&ToServer::StandIn { seat: 0, level: "easy".into() }).await;
    play_until(&mut bob, 14).await;
    assert!(bob.guest.as_ref().unwrap().actions >= 14);

    // Ann returns: her seat is hers again, the computer stands up.
    let mut ann = Player::<Morris>::join(&url, &room, "", Some(ann_token)).await;
    assert_eq!(ann.seat, 0);
    ann.sit().await;
    let seats =
        ann.client.until(|m| if let ToClient::Seats(seats) = m { Some(seats.clone()) } else { None }).await;
    assert!(
        matches!(&seats[0], Sitter::Person { name, standing_in: None, away: None } if name == "Ann"),
        "{seats:?}"
    );

    // A token of another room is no token here; a spectator watches.
    let other = create(&url, "morris", "three", vec![Plan::Person, Plan::Person]).await;
    let mut stranger = Client::connect(&url, &format!("/room/{other}")).await;
    stranger.send(&ToServer::Join { name: "Eve".into(), token: Some(bob_token), seat: None }).await;
    assert_eq!(
        stranger.next().await,
        Some(ToClient::Denied(parlour_rules::online::protocol::Denial::BadToken))
    );

    // They finish, and a rematch starts in the same room with the same seats.
    let (a, b) = tokio::join!(
        async move {
            assert!(ann.play_out("easy", None).await);
            ann
        },
        async move {
            assert!(bob.play_out("easy", None).await);
            bob
        }
    );
    let (mut ann, mut bob) = (a, b);
    ann.client.send(&ToServer::Rematch).await;
    for p in [&mut ann, &mut bob] {
        let number = p
            .client
            .until(|m| if let ToClient::Table { number, actions: 0, .. } = m { Some(*number) } else { None })
            .await;
        assert_eq!(number, 2);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_title_lists_open_matches_and_whose_turn_it_is() {
    let server = Server::start(&scratch("mine"), &[]);
    let url = server.url.clone();
    let room = create(&url, "morris", "nine", vec![Plan::Person, Plan::Person]).await;
    let mut ann = Player::<Morris>::join(&url, &room, "Ann", None).await;
    let mut bob = Player::<Morris>::join(&url, &room, "Bob", None).await;
    ann.sit().await;
    bob.sit().await;
    let solo = create(&url, "morris", "six", vec![Plan::Person, Plan::Computer("easy".into())]).await;
    let mut cy = Player::<Morris>::join(&url, &solo, "Cy", None).await;
    cy.sit().await;
    let mut list = Client::connect(&url, "/mine").await;
    list.send(&ToServer::Mine {
        tokens: vec![ann.token.clone(), bob.token.clone(), cy.token.clone(), "f00d".into()],
    })
    .await;
    let Some(ToClient::Mine(mine)) = list.next().await else { panic!("a list") };
    assert_eq!(mine.len(), 3);
    let turn: Vec<(String, usize, bool)> =
        mine.iter().map(|m| (m.room.clone(), m.seat, m.your_turn)).collect();
    assert!(turn.contains(&(room.clone(), 0, true)) && turn.contains(&(room, 1, false)), "{turn:?}");
    assert!(turn.contains(&(solo, 0, true)), "White moves first against the computer: {turn:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_nobody_is_connected_to_leaves_memory_and_comes_back_whole() {
    let server = Server::start(&scratch("unload"), &[("PARLOUR_UNLOAD_SECONDS", "0.3")]);
    let url = server.url.clone();
    let room = create(&url, "morris", "nine", vec![Plan::Person, Plan::Person]).await;
    let mut ann = Player::<Morris>::join(&url, &room, "Ann", None).await;
    let mut bob = Player::<Morris>::join(&url, &room, "Bob", None).await;
    both_until(&mut ann, &mut bob, 3).await;
    let view = ann.guest.as_ref().unwrap().state.view(0);
    let token = ann.token.clone();
    let held = |m: &str| m.lines().any(|l| l == "parlour_matches 1");
    assert!(held(&crate::client::get(&url, "/metrics").await));
    drop((ann, bob));
    let mut gone = false;
    for _ in 0..50 {
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        if crate::client::get(&url, "/metrics").await.lines().any(|l| l == "parlour_matches 0") {
            gone = true;
            break;
        }
    }
    assert!(gone, "the room left memory");
    let mut ann = Player::<Morris>::join(&url, &room, "Ann", Some(token)).await;
    ann.sit().await;
    assert_eq!(ann.guest.as_ref().unwrap().actions, 3);
    assert_eq!(ann.guest.as_ref().unwrap().state.view(0), view);
    assert!(held(&crate::client::get(&url, "/metrics").await));
}
