//! Online play on this computer: the real signalling server (`parlour-signal`, on 127.0.0.1 at a
//! port of its choosing, started and stopped by the test) and a host and its guests as headless
//! apps connected by WebRTC. People at each screen decide through the table's door as the
//! controls would; the host's checks, the guests' stand-ins and the room run as in the game.

use crate::harness::TestApp;
use bevy::prelude::*;
use parlour::games::door::Submit;
use parlour::games::online::Online;
use parlour::games::online::guest::Guesting;
use parlour::games::online::host::Hosting;
use parlour::games::phase::TurnPhase;
use parlour::games::present::TableSpeed;
use parlour::games::seats::{MatchSetup, SeatKind};
use parlour::games::session::Match;
use parlour::games::view::GameView;
use parlour::online::{Link, Role, Stun};
use parlour::persistence::settings::Settings;
use parlour::state::Screen;
use parlour_rules::Game;
use parlour_rules::games::morris::Morris;
use parlour_rules::games::sorry::Sorry;
use parlour_rules::online::Sitter;
use std::time::{Duration, Instant};

/// The signalling server on 127.0.0.1, at a port of its choosing; it stops when dropped.
fn signal() -> parlour_signal::Server {
    let server =
        parlour_signal::Server::start(([127, 0, 0, 1], 0).into()).expect("the signalling server starts");
    assert!(server.url.starts_with("ws://127.0.0.1:"), "{}", server.url);
    server
}

/// An app that talks to the server at `url`, with no STUN server (this computer only), its
/// table's animations fast.
fn app(url: &str) -> TestApp {
    let mut t = TestApp::new();
    t.run_until_screen(Screen::Title, 600);
    t.app.world_mut().resource_mut::<Settings>().signal = url.to_string();
    t.app.insert_resource(Stun(Some(Vec::new())));
    t.app.insert_resource(TableSpeed(200.0));
    // The same match every run (the people here decide from the match's own seeds too).
    t.app.insert_resource(parlour::games::NextSeed(17));
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
                        "{:?}/{:?} away {:?} problem {:?}",
                        a.screen(),
                        a.phase(),
                        o.map(|o| o.away.clone()),
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

fn host_room(t: &mut TestApp, game: &'static str, seats: Vec<SeatKind>) -> String {
    *t.app.world_mut().resource_mut::<MatchSetup>() = MatchSetup { game, seats, variant: 0, lesson: false };
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Lobby);
    t.steps(3);
    t.app.world().resource::<Link>().code.clone()
}

fn join(t: &mut TestApp, url: &str, code: &str, name: &str, key: u64) {
    t.app.insert_resource(Online::guest(name, key));
    let stun = t.app.world().resource::<Stun>().clone();
    t.app.insert_resource(Link::open(Role::Guest, url, code, &stun));
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
    let at = (m.actions, m.seed);
    if t.app.world().get_resource::<Decided>().is_some_and(|d| d.0 == at) {
        return false;
    }
    // A seed of the moment alone: the same choice whatever seed a guest's stand-in has.
    let action = G::bot_action(&m.game.view(seat), "easy", m.actions * 7919 + seat as u64).unwrap();
    t.app.world_mut().write_message(Submit::<G>::new(action));
    t.app.insert_resource(Decided(at));
    true
}

/// The moment (decisions, match) this screen last decided at.
#[derive(Resource)]
struct Decided((u64, u64));

/// The match is over on this screen: the table shows it, or has already moved on to the results
/// (on a loaded machine one screen may get there before the other has seen the end).
fn over<G: GameView>(t: &TestApp) -> bool {
    t.app.world().get_resource::<Match<G>>().is_some_and(|m| m.game.outcome().is_some())
        && (t.phase() == Some(TurnPhase::Over) || t.screen() == Screen::Results)
}

fn actions<G: GameView>(t: &TestApp) -> u64 {
    t.app.world().get_resource::<Match<G>>().map_or(0, |m| m.actions)
}

/// Each guest's table equals its view of the host's match, and the host's model of it.
fn in_step<G: GameView>(host: &TestApp, guest: &TestApp) {
    let seat = online(guest).you.unwrap();
    let real = &host.app.world().resource::<Match<G>>().game;
    let mine = &guest.app.world().resource::<Match<G>>().game;
    assert_eq!(mine.view(seat), real.view(seat));
    let model = host.app.world().resource::<Hosting<G>>().host.mirror(seat).unwrap().clone();
    let held = guest.app.world().resource::<Guesting<G>>().guest.state.clone();
    assert!(model == held, "the host's model of seat {seat} differs from the guest's table");
}

#[test]
fn a_morris_match_between_two_screens_plays_to_its_end_through_a_drop_and_a_return() {
    let signal = signal();
    let mut host = app(&signal.url);
    let mut guest = app(&signal.url);
    let code = host_room(&mut host, "morris", vec![SeatKind::Human, SeatKind::Online]);
    assert_eq!(host.screen(), Screen::Lobby);
    join(&mut guest, &signal.url, &code, "Ann", 41);
    run(&mut [&mut host, &mut guest], 60, "the guest takes its seat", |a| {
        online(a[0]).room.ready() && online(a[1]).you == Some(1)
    });
    assert_eq!(online(&host).room.name(1), Some("Ann"));
    assert_eq!(online(&guest).room.seats[0], Sitter::Host);
    host.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    run(&mut [&mut host, &mut guest], 60, "the table opens on both screens", |a| {
        a[1].screen() == Screen::Playing && a[1].app.world().contains_resource::<Match<Morris>>()
    });
    assert_eq!(guest.app.world().resource::<Match<Morris>>().seats, vec![SeatKind::Online, SeatKind::Human]);
    // Play a while, then the guest drops.
    run(&mut [&mut host, &mut guest], 120, "ten decisions", |a| {
        let h = decide::<Morris>(a[0]);
        let g = decide::<Morris>(a[1]);
        let _ = (h, g);
        actions::<Morris>(a[0]) >= 10 && actions::<Morris>(a[1]) == actions::<Morris>(a[0])
    });
    in_step::<Morris>(&host, &guest);
    guest.app.world_mut().remove_resource::<Link>();
    run(&mut [&mut host, &mut guest], 60, "the host sees the guest away", |a| {
        online(a[0]).room.waiting() == vec![1]
    });
    // Nobody decides for an away seat: the table waits.
    let before = actions::<Morris>(&host);
    run(&mut [&mut host, &mut guest], 30, "the table waits for the away guest", |a| {
        decide::<Morris>(a[0]);
        a[0].phase() == Some(TurnPhase::Elsewhere) && online(a[0]).away[1] > 0.5
    });
    // The guest comes back with its key and gets the whole table.
    let stun = guest.app.world().resource::<Stun>().clone();
    guest.app.insert_resource(Link::open(Role::Guest, &signal.url, &code, &stun));
    run(&mut [&mut host, &mut guest], 60, "the guest is back in its seat", |a| {
        online(a[0]).room.waiting().is_empty() && actions::<Morris>(a[1]) == actions::<Morris>(a[0])
    });
    assert!(actions::<Morris>(&host) >= before);
    run(&mut [&mut host, &mut guest], 600, "the match ends on both screens", |a| {
        decide::<Morris>(a[0]);
        decide::<Morris>(a[1]);
        over::<Morris>(a[0]) && over::<Morris>(a[1])
    });
    in_step::<Morris>(&host, &guest);
    let (h, g) =
        (host.app.world().resource::<Match<Morris>>(), guest.app.world().resource::<Match<Morris>>());
    assert_eq!(h.game.outcome(), g.game.outcome());
    assert_eq!(h.actions, g.actions);
    // The guest's log starts where it came back.
    assert!(h.log.decisions.ends_with(&g.log.decisions) && !g.log.decisions.is_empty());
    let sent = host.app.world().resource::<Link>().sent;
    println!("morris over {} decisions: host sent {} bytes in {} messages", h.actions, sent.0, sent.1);
}

#[test]
fn a_four_seat_sorry_match_with_two_guests_and_a_computer_plays_to_its_end() {
    let signal = signal();
    let mut host = app(&signal.url);
    let mut ann = app(&signal.url);
    let mut bob = app(&signal.url);
    let seats = vec![SeatKind::Human, SeatKind::Online, SeatKind::Online, SeatKind::Medium];
    let started = Instant::now();
    let code = host_room(&mut host, "sorry", seats);
    join(&mut ann, &signal.url, &code, "Ann", 1);
    join(&mut bob, &signal.url, &code, "Bob", 2);
    run(&mut [&mut host, &mut ann, &mut bob], 60, "both guests take their seats", |a| {
        online(a[0]).room.ready()
    });
    host.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    run(&mut [&mut host, &mut ann, &mut bob], 900, "the match ends on every screen", |a| {
        for t in a.iter_mut() {
            decide::<Sorry>(t);
        }
        a.iter().all(|t| over::<Sorry>(t))
    });
    in_step::<Sorry>(&host, &ann);
    in_step::<Sorry>(&host, &bob);
    let m = host.app.world().resource::<Match<Sorry>>();
    println!("sorry: {} decisions in {:.1} s", m.actions, started.elapsed().as_secs_f32());
    let outcome = host.app.world().resource::<Match<Sorry>>().game.outcome();
    assert_eq!(ann.app.world().resource::<Match<Sorry>>().game.outcome(), outcome);
    assert_eq!(bob.app.world().resource::<Match<Sorry>>().game.outcome(), outcome);
}

#[test]
fn a_morpyam_guest_who_stays_away_is_replaced_by_a_computer_and_the_match_ends() {
    use parlour_rules::games::morpyam::Morpyam;
    let signal = signal();
    let mut host = app(&signal.url);
    let mut guest = app(&signal.url);
    let code = host_room(&mut host, "morpyam", vec![SeatKind::Human, SeatKind::Online]);
    join(&mut guest, &signal.url, &code, "Bo", 5);
    run(&mut [&mut host, &mut guest], 60, "the guest takes its seat", |a| online(a[0]).room.ready());
    host.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    // Dice thrown at both screens, shown alike.
    run(&mut [&mut host, &mut guest], 120, "twelve decisions", |a| {
        decide::<Morpyam>(a[0]);
        decide::<Morpyam>(a[1]);
        actions::<Morpyam>(a[0]) >= 12 && actions::<Morpyam>(a[1]) == actions::<Morpyam>(a[0])
    });
    in_step::<Morpyam>(&host, &guest);
    guest.app.world_mut().remove_resource::<Link>();
    run(&mut [&mut host, &mut guest], 60, "the host sees the guest away", |a| {
        !online(a[0]).room.waiting().is_empty()
    });
    host.app.world_mut().resource_mut::<Online>().hand_over = Some(1);
    run(&mut [&mut host], 600, "the match ends with a computer in the guest's seat", |a| {
        decide::<Morpyam>(a[0]);
        over::<Morpyam>(a[0])
    });
    let m = host.app.world().resource::<Match<Morpyam>>();
    assert_eq!(m.seats, vec![SeatKind::Human, SeatKind::Medium]);
    assert_eq!(online(&host).room.seats[1], Sitter::Computer("medium".into()));
}

#[test]
fn a_host_who_leaves_resumes_the_match_in_the_same_room_and_the_guest_comes_back_to_it() {
    let signal = signal();
    let mut host = app(&signal.url);
    let mut guest = app(&signal.url);
    let code = host_room(&mut host, "morris", vec![SeatKind::Human, SeatKind::Online]);
    join(&mut guest, &signal.url, &code, "Ann", 9);
    run(&mut [&mut host, &mut guest], 60, "the guest takes its seat", |a| online(a[0]).room.ready());
    host.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    run(&mut [&mut host, &mut guest], 120, "six decisions", |a| {
        decide::<Morris>(a[0]);
        decide::<Morris>(a[1]);
        actions::<Morris>(a[0]) >= 6 && actions::<Morris>(a[1]) == actions::<Morris>(a[0])
    });
    // The host leaves for the title: the guest hears it at once; the match stays saved.
    host.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    run(&mut [&mut host, &mut guest], 30, "the guest hears the host left", |a| {
        online(a[1]).problem.as_ref().is_some_and(|p| p.id == "online-host-left")
    });
    assert!(!host.app.world().contains_resource::<Link>());
    let saved = host
        .app
        .world_mut()
        .resource_mut::<parlour::games::Resumable>()
        .0
        .take()
        .expect("the match is saved");
    let at = actions::<Morris>(&guest);
    // Resumed, the match reopens its room under the same code; the guest, still in the room,
    // finds the host again and gets the table.
    host.app.world_mut().resource_mut::<parlour::games::ResumeRequest>().0 = Some(saved);
    host.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    run(&mut [&mut host, &mut guest], 120, "the guest is back at the resumed table", |a| {
        a[0].app.world().get_resource::<Link>().is_some_and(|l| l.code == code)
            && online(a[0]).room.waiting().is_empty()
            && online(a[1]).problem.is_none()
            && a[1].app.world().get_resource::<Guesting<Morris>>().is_some_and(|g| g.guest.actions == at)
    });
    run(&mut [&mut host, &mut guest], 600, "the match ends on both screens", |a| {
        decide::<Morris>(a[0]);
        decide::<Morris>(a[1]);
        over::<Morris>(a[0]) && over::<Morris>(a[1])
    });
    in_step::<Morris>(&host, &guest);
}

#[test]
fn garbage_and_a_peer_of_another_version_are_refused_and_change_nothing() {
    use parlour_rules::online::{ToHost, encode};
    let signal = signal();
    let mut host = app(&signal.url);
    let mut guest = app(&signal.url);
    let code = host_room(&mut host, "morris", vec![SeatKind::Human, SeatKind::Online]);
    join(&mut guest, &signal.url, &code, "Ann", 7);
    run(&mut [&mut host, &mut guest], 60, "the guest takes its seat", |a| online(a[0]).room.ready());
    let peer = online(&guest).host.unwrap();
    let seats = online(&host).room.seats.clone();
    // Garbage, a truncated message and a message of another version.
    let hello = encode(&ToHost::Hello { name: "Ann".into(), key: 7 });
    let other = String::from_utf8(hello.clone()).unwrap().replace("\"parlour\":1", "\"parlour\":2");
    for bytes in [b"\xff\x00garbage".to_vec(), hello[..hello.len() / 2].to_vec(), other.into_bytes()] {
        guest.app.world_mut().resource_mut::<Link>().send(peer, bytes);
    }
    run(&mut [&mut host, &mut guest], 30, "the host answers the other version", |a| {
        online(a[1]).problem.is_some()
    });
    assert_eq!(online(&guest).problem.as_ref().unwrap().id, "online-version");
    assert_eq!(online(&host).room.seats, seats);
    assert_eq!(host.screen(), Screen::Lobby);
    // A host of another version: the guest names both.
    guest.app.world_mut().resource_mut::<Online>().problem = None;
    let guest_peer = online(&host).room.peer_at(1).unwrap();
    let room = encode(&parlour_rules::online::ToGuest::HostLeft);
    let newer = String::from_utf8(room).unwrap().replace("\"parlour\":1", "\"parlour\":2");
    host.app.world_mut().resource_mut::<Link>().send(guest_peer, newer.into_bytes());
    host.app.world_mut().resource_mut::<Link>().send(guest_peer, b"{\"parlour\":1,\"body\":7}".to_vec());
    run(&mut [&mut host, &mut guest], 30, "the guest reads the host's version", |a| {
        online(a[1]).problem.is_some()
    });
    let problem = format!("{:?}", online(&guest).problem.as_ref().unwrap());
    assert!(problem.contains("online-version") && problem.contains("version 2"), "{problem}");
}

/// The figures of `docs/online.md` (a measurement, not a check: `cargo test --test app
/// online_figures -- --ignored --nocapture`): over whole Morris matches between two screens on
/// this computer, the time from a person's decision at one screen until the other screen has it
/// on its table (its presenter starts it in that frame), and the bytes each side sends.
#[test]
#[ignore]
fn online_figures() {
    let signal = signal();
    let mut latencies = Vec::new();
    let mut bytes = Vec::new();
    for game in 0..5 {
        let mut host = app(&signal.url);
        let mut guest = app(&signal.url);
        let code = host_room(&mut host, "morris", vec![SeatKind::Human, SeatKind::Online]);
        join(&mut guest, &signal.url, &code, "Ann", 100 + game);
        run(&mut [&mut host, &mut guest], 60, "the guest takes its seat", |a| online(a[0]).room.ready());
        host.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
        let mut pending: Option<(usize, u64, Instant)> = None;
        run(&mut [&mut host, &mut guest], 600, "the match ends", |a| {
            if let Some((other, n, at)) = pending
                && actions::<Morris>(a[other]) >= n
            {
                latencies.push(at.elapsed().as_secs_f64() * 1000.0);
                pending = None;
            }
            // A guest's decision is on every table once it is back on its own (the host had it first).
            for (i, other) in [(0, 1), (1, 1)] {
                if pending.is_none() && decide::<Morris>(a[i]) {
                    pending = Some((other, actions::<Morris>(a[i]) + 1, Instant::now()));
                }
            }
            over::<Morris>(a[0]) && over::<Morris>(a[1])
        });
        let (h, g) = (host.app.world().resource::<Link>().sent, guest.app.world().resource::<Link>().sent);
        bytes.push((h.0 + g.0, h.1 + g.1, actions::<Morris>(&host)));
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
        println!("match of {n} decisions: {b} bytes in {m} messages, both ways");
    }
}

/// The native host of the browser test (`tools/web/test.mjs` runs it: `--ignored --exact
/// online::a_native_host_for_the_browser_test`): the signalling server on 127.0.0.1 and a
/// headless host of a Morris match whose White is a computer player and whose Black is the
/// browser, in room `PARLOUR_ROOM`. It says on its standard output where it listens, who joined
/// and each decision, and stops after `PARLOUR_WEB_HOST_SECONDS` (default 300). The server listens
/// on `PARLOUR_SIGNAL_ADDRESS`, or a free port of 127.0.0.1.
#[test]
#[ignore]
fn a_native_host_for_the_browser_test() {
    let seconds = std::env::var("PARLOUR_WEB_HOST_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
    // `PARLOUR_SIGNAL_ADDRESS` puts the server where the page looks first (127.0.0.1:3536).
    let signal = match std::env::var("PARLOUR_SIGNAL_ADDRESS").ok().and_then(|a| a.parse().ok()) {
        Some(address) => parlour_signal::Server::start(address).expect("the signalling server starts"),
        None => signal(),
    };
    let mut host = app(&signal.url);
    host.app.insert_resource(TableSpeed(2.0));
    let code = host_room(&mut host, "morris", vec![SeatKind::Medium, SeatKind::Online]);
    println!("host: room {code} at {}", signal.url);
    run(&mut [&mut host], seconds, "the browser takes its seat", |a| online(a[0]).room.ready());
    println!("host: {} joined", online(&host).room.name(1).unwrap_or("?"));
    host.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    let mut told = 0;
    run(&mut [&mut host], seconds, "the match ends", |a| {
        let n = actions::<Morris>(a[0]);
        if n != told {
            told = n;
            let last = a[0].app.world().resource::<Match<Morris>>().log.decisions.last().copied();
            println!("host: decision {n}: {last:?}");
        }
        over::<Morris>(a[0])
    });
}
