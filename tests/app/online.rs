//! Online play through Parlour's real server (`parlour-server`, on 127.0.0.1 at a port of its
//! choosing, its SQLite file in a temporary folder; started and stopped by each test) and
//! headless apps as its clients. People at each screen decide through the table's door as the
//! controls would; the server holds every match, its computer players included.

use crate::harness::{TempDir, TestApp};
use bevy::prelude::*;
use parlour::games::door::Submit;
use parlour::games::online::Online;
use parlour::games::online::client::Clienting;
use parlour::games::phase::TurnPhase;
use parlour::games::present::TableSpeed;
use parlour::games::seats::{MatchSetup, SeatKind};
use parlour::games::session::Match;
use parlour::games::view::GameView;
use parlour::games::{SavedMatch, replays};
use parlour::persistence::settings::Settings;
use parlour::persistence::statistics;
use parlour::persistence::store::Store;
use parlour::state::Screen;
use parlour_rules::Game;
use parlour_rules::games::morris::Morris;
use parlour_rules::games::sorry::Sorry;
use parlour_rules::online::protocol::Sitter;
use std::time::{Duration, Instant};

/// The server on 127.0.0.1 at a free port, its database in a folder of its own; it stops when
/// dropped.
struct Server {
    threaded: parlour_server::Threaded,
    _dir: TempDir,
}

fn server() -> Server {
    let dir = TempDir::new("server");
    let settings = parlour_server::Settings {
        address: "127.0.0.1:0".parse().unwrap(),
        database: dir.0.join("server.db").display().to_string(),
        bot_pause: Duration::from_millis(20),
        ..Default::default()
    };
    let threaded = parlour_server::spawn(settings).expect("the server starts");
    assert!(threaded.url.starts_with("ws://127.0.0.1:"), "{}", threaded.url);
    Server { threaded, _dir: dir }
}

impl Server {
    fn url(&self) -> String {
        self.threaded.url.clone()
    }
}

/// An app that plays on the server at `url` as `name`, its table's animations fast.
fn app(url: &str, name: &str) -> TestApp {
    let mut t = TestApp::new();
    t.run_until_screen(Screen::Title, 600);
    let mut settings = t.app.world_mut().resource_mut::<Settings>();
    settings.server = url.to_string();
    settings.online_name = name.to_string();
    t.app.insert_resource(TableSpeed(200.0));
    t
}

/// Step every app, letting the sockets' threads work between frames, until `done` or the
/// deadline.
fn run(
    apps: &mut [&mut TestApp],
    seconds: u64,
    what: &str,
    mut done: impl FnMut(&mut [&mut TestApp]) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while !done(apps) {
        if Instant::now() >= deadline {
            let states: Vec<String> = apps
                .iter()
                .map(|a| {
                    let o = a.app.world().get_resource::<Online>();
                    format!(
                        "{:?}/{:?} seats {:?} problem {:?}",
                        a.screen(),
                        a.phase(),
                        o.map(|o| o.seats.clone()),
                        o.and_then(|o| o.problem.clone()).map(|p| p.id)
                    )
                })
                .collect();
            panic!("online: {what} did not happen in {seconds} s: {states:?}");
        }
        for a in apps.iter_mut() {
            a.step();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Open a room for `seats` from the setup, as the Online screen's Host does; its code once the
/// server has opened it.
fn open_room(t: &mut TestApp, game: &'static str, seats: Vec<SeatKind>) {
    *t.app.world_mut().resource_mut::<MatchSetup>() = MatchSetup { game, seats, variant: 0, lesson: false };
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Lobby);
    t.steps(3);
}

/// The room's code, once the lobby shows it (the room open, this screen in its seats).
fn code(t: &TestApp) -> String {
    if online(t).shareable() { online(t).code.clone() } else { String::new() }
}

/// Join room `code` as the Online screen's Join does (with the tokens this screen holds).
fn join(t: &mut TestApp, code: &str) {
    let settings = t.app.world().resource::<Settings>().clone();
    let tokens = parlour::screens::join::tokens(&settings, &settings.server, code);
    t.app.insert_resource(Online::join(&settings.server, &settings.online_name, code, &tokens));
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Lobby);
    t.steps(2);
}

fn online(t: &TestApp) -> &Online {
    t.app.world().resource::<Online>()
}

/// The person at this screen decides if it is their turn and the table waits for them: the
/// easy computer player's choice from their seat's view, through the door.
fn decide<G: GameView>(t: &mut TestApp) -> bool {
    if t.phase() != Some(TurnPhase::Deciding) {
        return false;
    }
    let Some(m) = t.app.world().get_resource::<Match<G>>() else { return false };
    let Some(seat) = m.human_to_act() else { return false };
    // Once a moment, as a person's one click: the table leaves Deciding a frame later.
    let at = m.actions;
    if t.app.world().get_resource::<Decided>().is_some_and(|d| d.0 == at) {
        return false;
    }
    let action = G::bot_action(&m.game.view(seat), "easy", m.actions * 7919 + seat as u64).unwrap();
    t.app.world_mut().write_message(Submit::<G>::new(action));
    t.app.insert_resource(Decided(at));
    true
}

/// The decision count this screen last decided at.
#[derive(Resource)]
struct Decided(u64);

/// The match is over on this screen: the table shows it, or has moved on to the results.
fn over<G: GameView>(t: &TestApp) -> bool {
    t.app.world().get_resource::<Match<G>>().is_some_and(|m| m.game.outcome().is_some())
        && (t.phase() == Some(TurnPhase::Over) || t.screen() == Screen::Results)
}

fn actions<G: GameView>(t: &TestApp) -> u64 {
    t.app.world().get_resource::<Match<G>>().map_or(0, |m| m.actions)
}

fn playing<G: GameView>(t: &TestApp) -> bool {
    t.screen() == Screen::Playing && t.app.world().contains_resource::<Match<G>>()
}

#[test]
fn a_morris_match_between_two_screens_plays_to_its_end_through_a_drop_and_a_return() {
    let server = server();
    let mut ann = app(&server.url(), "Ann");
    let mut bob = app(&server.url(), "Bob");
    open_room(&mut ann, "morris", vec![SeatKind::Human, SeatKind::Online]);
    assert_eq!(ann.screen(), Screen::Lobby);
    run(&mut [&mut ann], 30, "the server opens the room", |a| !code(a[0]).is_empty());
    let room = code(&ann);
    join(&mut bob, &room);
    run(&mut [&mut ann, &mut bob], 60, "the table opens on both screens", |a| {
        playing::<Morris>(a[0]) && playing::<Morris>(a[1])
    });
    assert_eq!(online(&ann).names(), vec![Some("Ann".into()), Some("Bob".into())]);
    assert_eq!(bob.app.world().resource::<Match<Morris>>().seats, vec![SeatKind::Online, SeatKind::Human]);
    // Each screen keeps its seat's token, and only its own.
    let tokens = |t: &TestApp| t.app.world().resource::<Settings>().online_seats.clone();
    assert_eq!((tokens(&ann).len(), tokens(&bob).len()), (1, 1));
    assert_eq!((tokens(&ann)[0].seat, tokens(&bob)[0].seat), (0, 1));
    assert_ne!(tokens(&ann)[0].token, tokens(&bob)[0].token);
    run(&mut [&mut ann, &mut bob], 120, "ten decisions", |a| {
        decide::<Morris>(a[0]);
        decide::<Morris>(a[1]);
        actions::<Morris>(a[0]) >= 10 && actions::<Morris>(a[1]) == actions::<Morris>(a[0])
    });
    let same = |a: &TestApp, b: &TestApp| {
        a.app.world().resource::<Match<Morris>>().game == b.app.world().resource::<Match<Morris>>().game
    };
    assert!(same(&ann, &bob), "both tables show the same position");
    // Bob's screen goes away (its program closed): Ann sees him away, and the table waits.
    let settings = bob.app.world().resource::<Settings>().clone();
    drop(bob);
    run(&mut [&mut ann], 60, "Ann sees Bob away", |a| {
        matches!(online(a[0]).seats[1], Sitter::Person { away: Some(_), .. })
    });
    run(&mut [&mut ann], 30, "the table waits for Bob", |a| {
        decide::<Morris>(a[0]);
        a[0].phase() == Some(TurnPhase::Elsewhere) && online(a[0]).away[1] > 0.5
    });
    let at = actions::<Morris>(&ann);
    // Bob starts the game again: his token brings him back to his seat and the whole table.
    let mut bob = app(&server.url(), "Bob");
    bob.app.world_mut().resource_mut::<Settings>().online_seats = settings.online_seats.clone();
    join(&mut bob, &room);
    run(&mut [&mut ann, &mut bob], 60, "Bob is back in his seat", |a| {
        playing::<Morris>(a[1]) && actions::<Morris>(a[1]) == at && online(a[0]).seats[1].is_here()
    });
    assert_eq!(online(&bob).held().collect::<Vec<_>>(), vec![1]);
    assert!(same(&ann, &bob));
    run(&mut [&mut ann, &mut bob], 600, "the match ends on both screens", |a| {
        decide::<Morris>(a[0]);
        decide::<Morris>(a[1]);
        over::<Morris>(a[0]) && over::<Morris>(a[1])
    });
    let (a, b) = (ann.app.world().resource::<Match<Morris>>(), bob.app.world().resource::<Match<Morris>>());
    assert_eq!(a.game.outcome(), b.game.outcome());
    assert_eq!(a.actions, b.actions);
    // Bob's log starts where he came back.
    assert!(a.log.decisions.ends_with(&b.log.decisions) && !b.log.decisions.is_empty());
    let sent: u64 = online(&ann).mine.iter().map(|h| h.conn.sent.0).sum();
    println!("morris over {} decisions: Ann's screen sent {sent} bytes", a.actions);
}

#[test]
fn a_four_seat_sorry_match_with_two_screens_one_holding_two_seats_and_a_server_computer() {
    let server = server();
    let mut ann = app(&server.url(), "Ann");
    let mut bob = app(&server.url(), "Bob");
    // Ann and a friend at one screen, Bob at another, and the server's computer.
    let seats = vec![SeatKind::Human, SeatKind::Online, SeatKind::Human, SeatKind::Medium];
    let started = Instant::now();
    open_room(&mut ann, "sorry", seats);
    run(&mut [&mut ann], 30, "the server opens the room", |a| !code(a[0]).is_empty());
    let room = code(&ann);
    join(&mut bob, &room);
    run(&mut [&mut ann, &mut bob], 60, "the table opens on both screens", |a| {
        playing::<Sorry>(a[0]) && playing::<Sorry>(a[1])
    });
    assert_eq!(online(&ann).held().collect::<Vec<_>>().len(), 2);
    assert_eq!(
        ann.app.world().resource::<Match<Sorry>>().seats,
        vec![SeatKind::Human, SeatKind::Online, SeatKind::Human, SeatKind::Medium]
    );
    let mut shown = std::collections::BTreeSet::new();
    run(&mut [&mut ann, &mut bob], 900, "the match ends on both screens", |a| {
        decide::<Sorry>(a[0]);
        decide::<Sorry>(a[1]);
        if let Some(c) = a[0].app.world().get_resource::<Clienting<Sorry>>() {
            shown.insert(c.shown);
        }
        over::<Sorry>(a[0]) && over::<Sorry>(a[1])
    });
    // Ann's screen showed each of its seats as that seat sees it, in turn.
    assert_eq!(shown.into_iter().collect::<Vec<_>>(), vec![0, 2]);
    let m = ann.app.world().resource::<Match<Sorry>>();
    println!("sorry: {} decisions in {:.1} s", m.actions, started.elapsed().as_secs_f32());
    let (actions, end) = (m.actions, m.game.outcome());
    assert_eq!(bob.app.world().resource::<Match<Sorry>>().game.outcome(), end);
    // The server's record of the match, every hand in it, is on both screens' replay shelves:
    // once on Ann's, though each of her two seats was sent it, and counted once in her record.
    run(&mut [&mut ann, &mut bob], 30, "the record on both shelves", |a| {
        a.iter().all(|t| !replays::load(t.app.world().resource::<Store>()).replays.is_empty())
    });
    ann.steps(5);
    for t in [&ann, &bob] {
        let store = t.app.world().resource::<Store>();
        let shelf = replays::load(store);
        assert_eq!((shelf.replays.len(), shelf.problems.len()), (1, 0), "{:?}", shelf.problems);
        let SavedMatch::Sorry(kept) = &shelf.replays[0].1 else { panic!("a Sorry! match") };
        assert_eq!(
            (kept.actions, kept.game.outcome(), kept.room.as_deref()),
            (actions, end.clone(), Some(&*room))
        );
        assert_eq!(kept.names.iter().flatten().collect::<Vec<_>>(), ["Ann", "Bob", "Ann"]);
        let played: u32 = statistics::load(store).unwrap().lines.iter().map(|l| l.played).sum();
        assert_eq!(played, 1);
    }
}

#[test]
fn a_morpyam_player_who_stays_away_is_played_by_a_server_computer_and_the_match_ends() {
    use parlour_rules::games::morpyam::Morpyam;
    let server = server();
    let mut ann = app(&server.url(), "Ann");
    let mut bob = app(&server.url(), "Bo");
    open_room(&mut ann, "morpyam", vec![SeatKind::Human, SeatKind::Online]);
    run(&mut [&mut ann], 30, "the server opens the room", |a| !code(a[0]).is_empty());
    join(&mut bob, &code(&ann));
    // Dice thrown at both screens, shown alike.
    run(&mut [&mut ann, &mut bob], 120, "twelve decisions", |a| {
        decide::<Morpyam>(a[0]);
        decide::<Morpyam>(a[1]);
        actions::<Morpyam>(a[0]) >= 12 && actions::<Morpyam>(a[1]) == actions::<Morpyam>(a[0])
    });
    // Bob leaves for the title.
    bob.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    run(&mut [&mut ann, &mut bob], 60, "Ann sees Bob away", |a| online(a[0]).first_away().is_some());
    assert!(!bob.app.world().contains_resource::<Online>());
    // Ann's pause menu hands his seat to the server's computer, which plays it to the end.
    ann.app.world_mut().resource_mut::<Online>().stand_in = Some(1);
    run(&mut [&mut ann], 600, "the match ends with a computer in Bob's seat", |a| {
        decide::<Morpyam>(a[0]);
        over::<Morpyam>(a[0])
    });
    assert!(
        matches!(&online(&ann).seats[1], Sitter::Person { standing_in: Some(level), .. } if level == "medium")
    );
}

#[test]
fn a_rematch_in_the_same_room_and_a_resignation() {
    let server = server();
    let mut ann = app(&server.url(), "Ann");
    open_room(&mut ann, "morris", vec![SeatKind::Human, SeatKind::Easy]);
    run(&mut [&mut ann], 60, "the table opens", |a| playing::<Morris>(a[0]));
    run(&mut [&mut ann], 60, "two decisions", |a| {
        decide::<Morris>(a[0]);
        actions::<Morris>(a[0]) >= 2
    });
    ann.app.world_mut().write_message(parlour::games::door::ResignRequested);
    run(&mut [&mut ann], 60, "the resignation ends the match", |a| over::<Morris>(a[0]));
    let m = ann.app.world().resource::<Match<Morris>>();
    assert_eq!(m.game.outcome().map(|o| o.winners), Some(vec![1]));
    run(&mut [&mut ann], 60, "the results", |a| a[0].screen() == Screen::Results);
    ann.app.world_mut().resource_mut::<Online>().rematch = true;
    run(&mut [&mut ann], 60, "a new table in the same room", |a| {
        playing::<Morris>(a[0]) && actions::<Morris>(a[0]) == 0 && online(a[0]).number == 2
    });
}

#[test]
fn host_on_this_network_serves_two_desktops_and_keeps_its_matches_in_the_data_folder() {
    // The first desktop starts the server in the game, as its Online screen's button does (on
    // 127.0.0.1 here: the game listens on every address, a test keeps to loopback).
    let data = TempDir::new("host");
    let local = parlour::online::local::start_in(&data.0, Some("127.0.0.1:0".parse().unwrap()))
        .expect("the game hosts");
    let url = local.url();
    assert_eq!(local.lan.to_string(), url.trim_start_matches("ws://"));
    let mut ann = app(&url, "Ann");
    let mut bob = app(&url, "Bob");
    open_room(&mut ann, "morris", vec![SeatKind::Human, SeatKind::Online]);
    run(&mut [&mut ann], 30, "the room opens", |a| !code(a[0]).is_empty());
    let room = code(&ann);
    join(&mut bob, &room);
    run(&mut [&mut ann, &mut bob], 120, "four decisions on both screens", |a| {
        decide::<Morris>(a[0]);
        decide::<Morris>(a[1]);
        actions::<Morris>(a[0]) >= 4 && actions::<Morris>(a[1]) == actions::<Morris>(a[0])
    });
    // The match is in the game's data folder: the game hosts again after a restart, and the
    // room goes on where it was.
    drop((ann, bob));
    drop(local);
    assert!(data.0.join("server.db").exists());
    let local = parlour::online::local::start_in(&data.0, Some("127.0.0.1:0".parse().unwrap()))
        .expect("the game hosts again");
    let mut carl = app(&local.url(), "Carl");
    let mut watcher = parlour::online::link::Connection::open(&format!("{}/room/{room}", local.url()), false);
    run(&mut [&mut carl], 30, "the room is still there", |_| {
        watcher.poll(0.01).into_iter().any(|e| {
            if e == parlour::online::link::LinkEvent::Opened {
                watcher.send(&parlour_rules::online::protocol::ToServer::Watch);
            }
            matches!(&e, parlour::online::link::LinkEvent::Message(
                parlour_rules::online::protocol::ToClient::Table { actions, .. }) if *actions >= 4)
        })
    });
}

#[test]
fn a_server_that_is_not_there_and_a_code_with_no_room_are_said_plainly() {
    let server = server();
    // A port nothing listens on: the room cannot open, and the screen says where it looked.
    let nobody = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        format!("ws://{}", l.local_addr().unwrap())
    };
    let mut ann = app(&nobody, "Ann");
    open_room(&mut ann, "morris", vec![SeatKind::Human, SeatKind::Online]);
    run(&mut [&mut ann], 30, "the room says the server is unreachable", |a| {
        online(a[0]).problem.as_ref().is_some_and(|p| p.id == "online-unreachable")
    });
    assert_eq!(ann.screen(), Screen::Lobby);
    // A code no room has.
    let mut bob = app(&server.url(), "Bob");
    join(&mut bob, "K7M2QX");
    run(&mut [&mut bob], 30, "the room says there is none", |a| {
        online(a[0]).problem.as_ref().is_some_and(|p| p.id == "online-no-room")
    });
    assert_eq!(bob.screen(), Screen::Lobby);
}

/// The figures of `docs/online.md` (a measurement, not a check: `cargo test --test app
/// online_figures -- --ignored --nocapture`): over whole Morris matches between two screens on
/// this computer, the time from a person's decision at one screen until the other screen has it
/// on its table (its presenter starts it in that frame), and the bytes each screen sends.
#[test]
#[ignore]
fn online_figures() {
    let server = server();
    let mut latencies = Vec::new();
    let mut bytes = Vec::new();
    for _ in 0..5 {
        let mut ann = app(&server.url(), "Ann");
        let mut bob = app(&server.url(), "Bob");
        open_room(&mut ann, "morris", vec![SeatKind::Human, SeatKind::Online]);
        run(&mut [&mut ann], 30, "the room opens", |a| !code(a[0]).is_empty());
        join(&mut bob, &code(&ann));
        let mut pending: Option<(usize, u64, Instant)> = None;
        run(&mut [&mut ann, &mut bob], 600, "the match ends", |a| {
            if let Some((other, n, at)) = pending
                && actions::<Morris>(a[other]) >= n
            {
                latencies.push(at.elapsed().as_secs_f64() * 1000.0);
                pending = None;
            }
            for (i, other) in [(0, 1), (1, 0)] {
                if pending.is_none() && decide::<Morris>(a[i]) {
                    pending = Some((other, actions::<Morris>(a[i]) + 1, Instant::now()));
                }
            }
            over::<Morris>(a[0]) && over::<Morris>(a[1])
        });
        let sent = |t: &TestApp| {
            online(t).mine.iter().map(|h| h.conn.sent).fold((0, 0), |s, x| (s.0 + x.0, s.1 + x.1))
        };
        let (a, b) = (sent(&ann), sent(&bob));
        bytes.push((a.0 + b.0, a.1 + b.1, actions::<Morris>(&ann)));
    }
    latencies.sort_by(f64::total_cmp);
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    println!(
        "decisions: {}; decision to the other table: median {:.1} ms, 99th percentile {:.1} ms, max {:.1} ms",
        latencies.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    for (b, m, n) in bytes {
        println!("match of {n} decisions: the screens sent {b} bytes in {m} messages");
    }
}

/// The room of the browser test (`tools/web/test.mjs` runs it: `--ignored --exact
/// online::a_room_for_the_browser_test`, beside the `parlour-server` process it started at
/// `PARLOUR_TEST_SERVER`): a Morris room whose White is the server's computer player and whose
/// Black waits for the browser. It watches the room as a spectator and says on its standard
/// output the room's code, who joined and each decision; it stops after
/// `PARLOUR_WEB_HOST_SECONDS` (default 300) or at the match's end.
#[test]
#[ignore]
fn a_room_for_the_browser_test() {
    use parlour::online::link::{Connection, LinkEvent};
    use parlour_rules::online::protocol::{Plan, ToClient, ToServer};
    let seconds = std::env::var("PARLOUR_WEB_HOST_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
    let url = std::env::var("PARLOUR_TEST_SERVER").expect("PARLOUR_TEST_SERVER names the server");
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let next = |conn: &mut Connection| loop {
        assert!(Instant::now() < deadline, "the browser test's room ran out of time");
        if let Some(e) = conn.poll(0.01).into_iter().next() {
            return e;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let mut new = Connection::open(&format!("{url}/new"), false);
    assert_eq!(next(&mut new), LinkEvent::Opened);
    let seats = vec![Plan::Computer("easy".into()), Plan::Person];
    new.send(&ToServer::Create { game: "morris".into(), variant: "nine".into(), seats });
    let LinkEvent::Message(ToClient::Created { room }) = next(&mut new) else { panic!("no room") };
    println!("host: room {room} at {url}");
    let mut watch = Connection::open(&format!("{url}/room/{room}"), false);
    assert_eq!(next(&mut watch), LinkEvent::Opened);
    watch.send(&ToServer::Watch);
    let mut joined = false;
    loop {
        match next(&mut watch) {
            LinkEvent::Message(ToClient::Seats(seats)) => {
                if let (false, Sitter::Person { name, .. }) = (joined, &seats[1]) {
                    println!("host: {name} joined");
                    joined = true;
                }
            }
            LinkEvent::Message(ToClient::Update { actions, action, .. }) => {
                println!("host: decision {actions}: {action}");
            }
            LinkEvent::Message(ToClient::Over(outcome)) => {
                println!("host: over: {outcome:?}");
                return;
            }
            LinkEvent::Closed(why) => panic!("the server closed the room: {why}"),
            _ => {}
        }
    }
}
