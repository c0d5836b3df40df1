//! `kill -9` of the server in the middle of 20 running matches, then a restart on the same file:
//! every match resumes at its last acknowledged decision at least, and plays on to its end.

use crate::client::{Player, Server, create, scratch};
use parlour_rules::games::sorry::Sorry;
use parlour_rules::online::protocol::Plan;
use std::time::Duration;

const MATCHES: usize = 20;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_match_loses_no_acknowledged_decision() {
    let db = scratch("crash");
    let mut server = Server::start(&db, &[]);
    let url = server.url.clone();
    let mut rooms = Vec::new();
    let mut seated = Vec::new();
    for _ in 0..MATCHES {
        let room = create(&url, "sorry", "standard", vec![Plan::Person, Plan::Person]).await;
        seated.push(Player::<Sorry>::join(&url, &room, "A", None).await);
        seated.push(Player::<Sorry>::join(&url, &room, "B", None).await);
        rooms.push(room);
    }
    // Every match starts at once, once all are seated, and the kill comes a moment later: a
    // match that started while the others were still being opened could end before it.
    let tasks: Vec<_> = seated
        .into_iter()
        .map(|mut p| {
            tokio::spawn(async move {
                // Plays until the server dies under it.
                let ended = p.play_out("easy", None).await;
                (p.seat, p.token.clone(), p.guest.as_ref().map_or(0, |g| g.actions), ended)
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(600)).await;
    server.kill();
    // What each room's clients had been told was stored: the most decisions either saw.
    let mut acked = vec![0u64; MATCHES];
    let mut tokens = vec![Vec::new(); MATCHES];
    for (i, t) in tasks.into_iter().enumerate() {
        let (seat, token, seen, ended) = t.await.unwrap();
        assert!(!ended, "a match finished before the kill: make the matches longer");
        acked[i / 2] = acked[i / 2].max(seen);
        tokens[i / 2].push((seat, token));
    }
    assert!(acked.iter().all(|&n| n > 0), "every match was under way: {acked:?}");

    let server = Server::start(&db, &[]);
    let url = server.url.clone();
    let mut tasks = Vec::new();
    for (i, room) in rooms.iter().enumerate() {
        // Every seat of the room is back, and has its table, before anyone plays: the first
        // back would otherwise decide before the second is shown the table.
        let mut players = Vec::new();
        for (seat, token) in tokens[i].clone() {
            let mut p = Player::<Sorry>::join(&url, room, "", Some(token)).await;
            assert_eq!(p.seat, seat);
            let table = p
                .client
                .until(|m| {
                    matches!(m, parlour_rules::online::protocol::ToClient::Table { .. }).then(|| m.clone())
                })
                .await;
            p.take(&table, None);
            let now = p.guest.as_ref().unwrap().actions;
            // A decision stored but not yet told to anyone may be there too: never fewer.
            let acked = acked[i];
            assert!(now == acked || now == acked + 1, "room {room} resumed at {now}, {acked} acknowledged");
            players.push(p);
        }
        for mut p in players {
            tasks.push(tokio::spawn(async move {
                assert!(p.play_out("easy", None).await, "the match plays on to its end");
            }));
        }
    }
    for t in tasks {
        t.await.unwrap();
    }
}
