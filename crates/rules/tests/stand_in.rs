//! Stand-ins: the match a remote seat builds from its own view alone. Along seeded random
//! playouts of every built-in variant and player count, for every seat: the stand-in shows that
//! seat exactly its view, offers the same legal actions on its turn, and deals what the view
//! hides (another seat's hand, the draw pile, the dice to come) anew from its own seed rather
//! than copying it. A view no match could give is refused, and the events a seat is sent never
//! show a card drawn into another seat's hand.

use parlour_rules::chance::splitmix64;
use parlour_rules::games::{morfals, morpyam, morris, sorry};
use parlour_rules::{Game, RuleError, RuleErrorKind, Seat, level};
use serde::Serialize;
use serde_json::Value;

/// Plays seeded random games of every variant and player count of `G` and calls `at` on about
/// one position in `stride` (and on every finished match), and `seen` on every event with the
/// number of players. Now and then a seat resigns, so that views with resigned seats come up
/// too. Returns how many positions `at` saw.
fn walk<G: Game>(
    resign: impl Fn(Seat) -> G::Action,
    games: u64,
    stride: u64,
    max_steps: usize,
    mut at: impl FnMut(&G, u64),
    mut seen: impl FnMut(&G::Event, usize),
) -> usize {
    let mut positions = 0;
    for (v, variant) in level::variants(G::ID).into_iter().enumerate() {
        let config = G::builtin_config(variant).unwrap();
        let mut started = 0;
        for players in G::PLAYERS {
            for k in 0..games {
                let mut state = (v as u64) << 40 | (players as u64) << 20 | k;
                let Ok(mut g) = G::new(&config, players, splitmix64(&mut state)) else { continue };
                started += 1;
                for _ in 0..max_steps {
                    let r = splitmix64(&mut state);
                    let over = g.to_act().is_none();
                    if over || r.is_multiple_of(stride) {
                        at(&g, r);
                        positions += 1;
                    }
                    if over {
                        break;
                    }
                    let events = if r % 160 == 1 {
                        // Refused when that seat has already resigned: the match is unchanged.
                        g.apply(resign((r >> 8) as usize % players)).unwrap_or_default()
                    } else {
                        let legal = g.legal_actions();
                        g.apply(legal[(r >> 8) as usize % legal.len()].clone()).unwrap()
                    };
                    for e in &events {
                        seen(e, players);
                    }
                }
            }
        }
        assert!(started > 0, "{} {variant}: no match started", G::ID);
    }
    positions
}

/// For every seat: two stand-ins from its view (seeds `key` and `key + 1`), after checking that
/// each shows the seat its view, that the view reads back from JSON, and that on the seat's turn
/// the stand-in's legal actions are the match's.
fn stand_ins<G: Game>(g: &G, key: u64) -> Vec<(Seat, G, G)> {
    (0..g.players())
        .map(|s| {
            let view = g.view(s);
            let json = serde_json::to_string(&view).unwrap();
            assert_eq!(
                serde_json::from_str::<G::View>(&json).unwrap(),
                view,
                "{} view of {s} read back",
                G::ID
            );
            let [a, b] = [key, key.wrapping_add(1)].map(|seed| {
                let st = G::stand_in(&view, seed)
                    .unwrap_or_else(|e| panic!("{}: seat {s}'s view refused: {e}\n{}", G::ID, g.dump()));
                assert_eq!(st.view(s), view, "{}: the stand-in shows seat {s} another view", G::ID);
                if g.to_act() == Some(s) {
                    let legal = g.legal_actions();
                    assert_eq!(st.legal_actions(), legal, "{}: seat {s}'s legal actions", G::ID);
                    // The stand-in plays on: the table can show what the seat's move does.
                    st.clone().apply(legal[seed as usize % legal.len()].clone()).unwrap();
                }
                st
            });
            (s, a, b)
        })
        .collect()
}

/// The match as JSON, less the fields named.
fn without(g: &impl Serialize, fields: &[&str]) -> Value {
    let mut v = serde_json::to_value(g).unwrap();
    for f in fields {
        v.as_object_mut().unwrap().remove(*f);
    }
    v
}

fn rng(g: &impl Serialize) -> Value {
    serde_json::to_value(g).unwrap()["rng"].clone()
}

/// What the action `act` does in `g`, in a copy.
fn events_of<G: Game>(g: &G, act: &G::Action) -> Vec<G::Event> {
    g.clone().apply(act.clone()).unwrap()
}

/// How often, at a position where the seat to act throws dice, the stand-ins' throws differ
/// from each other and from the match's: `[a vs b, a vs the match, positions]`.
fn dice_differ<G: Game>(
    g: &G,
    stand_ins: &[(Seat, G, G)],
    is_roll: impl Fn(&G::Action) -> bool,
    count: &mut [usize; 3],
) {
    let Some(roll) = g.legal_actions().into_iter().find(is_roll) else { return };
    let (_, a, b) = &stand_ins[0];
    let (real, a, b) = (events_of(g, &roll), events_of(a, &roll), events_of(b, &roll));
    count[0] += usize::from(a != b);
    count[1] += usize::from(a != real);
    count[2] += 1;
}

/// Every event whole for every seat: the game's events hide nothing.
fn all_public<G: Game>(e: &G::Event, players: usize) {
    for s in 0..players {
        assert_eq!(G::seen_by(e, s).as_ref(), Some(e), "{}: {e:?} masked for seat {s}", G::ID);
    }
}

#[test]
fn morris_stand_in_is_the_match_itself() {
    let resign = |seat: Seat| morris::Action::Resign { seat: seat as u8 };
    let n = walk::<morris::Morris>(
        resign,
        4,
        6,
        300,
        |g, key| {
            for (_, a, b) in stand_ins(g, key) {
                assert!(a == *g && b == *g, "Morris hides nothing: the stand-in is the match");
            }
        },
        all_public::<morris::Morris>,
    );
    assert!(n >= 200, "{n} positions");
}

#[test]
fn morpyam_stand_in_deals_only_the_dice_to_come() {
    let mut dice = [0; 3];
    let n = walk::<morpyam::Morpyam>(
        |seat| morpyam::Action::Resign { seat },
        2,
        12,
        400,
        |g, key| {
            let sts = stand_ins(g, key);
            for (_, a, b) in &sts {
                assert_eq!(a.table(), g.table(), "the table is public");
                assert!(rng(a) != rng(b) && rng(a) != rng(g), "the stand-in's dice are its own");
            }
            dice_differ(
                g,
                &sts,
                |a| matches!(a, morpyam::Action::Roll { .. } | morpyam::Action::RollOff),
                &mut dice,
            );
        },
        all_public::<morpyam::Morpyam>,
    );
    assert!(n >= 200, "{n} positions");
    assert!(dice[0] > 0 && dice[1] > 0, "throws: {dice:?}");
}

#[test]
fn morfals_stand_in_deals_only_the_dice_to_come() {
    let mut dice = [0; 3];
    let n = walk::<morfals::Morfals>(
        |seat| morfals::Action::Resign { seat },
        12,
        4,
        200,
        |g, key| {
            let sts = stand_ins(g, key);
            for (_, a, b) in &sts {
                assert_eq!(without(a, &["rng"]), without(g, &["rng"]), "everything but the dice is public");
                assert!(rng(a) != rng(b) && rng(a) != rng(g), "the stand-in's dice are its own");
            }
            dice_differ(g, &sts, |a| *a == morfals::Action::Roll, &mut dice);
        },
        all_public::<morfals::Morfals>,
    );
    assert!(n >= 200, "{n} positions");
    assert!(dice[0] > 0 && dice[1] > 0, "throws: {dice:?}");
}

/// The cards of a Sorry! match that a seat does not see: the draw pile and the other hands.
fn unseen_cards(g: &sorry::Sorry, seat: Seat) -> Vec<sorry::Card> {
    let mut cards: Vec<sorry::Card> = g.draw_pile().to_vec();
    cards.extend((0..g.players()).filter(|&s| s != seat).flat_map(|s| g.hand(s).to_vec()));
    cards.sort();
    cards
}

#[test]
fn sorry_stand_in_deals_the_unseen_cards_anew() {
    use sorry::{Event, Mode, Sorry};
    // Playing for points: [stand-ins that differ from each other, from the match, positions].
    let mut dealt = [0; 3];
    let mut masked = 0;
    let n = walk::<Sorry>(
        |seat| sorry::Action::Resign { seat },
        2,
        12,
        600,
        |g, key| {
            let points = g.config().mode == Mode::Points;
            for (s, a, b) in stand_ins(g, key) {
                assert!(rng(&a) != rng(&b) && rng(&a) != rng(g), "the stand-in's cards to come are its own");
                if !points {
                    // Standard play hides nothing but the order of the draws: the pile holds
                    // what the deck less the cards in sight holds.
                    assert_eq!(without(&a, &["rng"]), without(g, &["rng"]));
                    continue;
                }
                let hidden = ["rng", "hands", "draw_pile"];
                assert_eq!(without(&a, &hidden), without(g, &hidden));
                assert_eq!(a.hand(s), g.hand(s), "the seat's own hand is its own");
                assert_eq!(unseen_cards(&a, s), unseen_cards(g, s), "the same cards, dealt anew");
                for o in 0..g.players() {
                    assert_eq!(a.hand(o).len(), g.hand(o).len(), "seat {o} holds as many cards");
                }
                let deal = |x: &Sorry| -> Vec<Vec<sorry::Card>> {
                    (0..x.players()).map(|o| x.hand(o).to_vec()).chain([x.draw_pile().to_vec()]).collect()
                };
                // A deal can differ only where another seat holds cards and they are not all alike.
                let others_hold = (0..g.players()).any(|o| o != s && !g.hand(o).is_empty());
                if others_hold && unseen_cards(g, s).windows(2).any(|w| w[0] != w[1]) {
                    dealt[0] += usize::from(deal(&a) != deal(&b));
                    dealt[1] += usize::from(deal(&a) != deal(g));
                    dealt[2] += 1;
                }
            }
        },
        |e, players| {
            for s in 0..players {
                let seen = Sorry::seen_by(e, s).expect("every seat knows of every event");
                match *e {
                    Event::CardDrawn { seat, card: Some(_), to_hand: true } if seat != s => {
                        assert_eq!(seen, Event::CardDrawn { seat, card: None, to_hand: true });
                        masked += 1;
                    }
                    _ => assert_eq!(&seen, e, "{e:?} shows nothing hidden from seat {s}"),
                }
            }
        },
    );
    assert!(n >= 200, "{n} positions");
    assert!(masked > 0, "no card was drawn into a hidden hand");
    // Nearly every deal differs; a few positions (one unseen card left…) allow only one.
    assert!(dealt[0] * 2 > dealt[2] && dealt[1] * 2 > dealt[2], "deals: {dealt:?}");
}

/// The view of the seat to act `steps` random actions into a match of `variant`.
fn view_after<G: Game>(variant: &str, players: usize, steps: u64) -> (G, G::View) {
    let mut g = G::new(&G::builtin_config(variant).unwrap(), players, 5).unwrap();
    for k in 0..steps {
        let legal = g.legal_actions();
        if legal.is_empty() {
            break;
        }
        let mut r = k;
        g.apply(legal[splitmix64(&mut r) as usize % legal.len()].clone()).unwrap();
    }
    let seat = g.to_act().expect("the match is still on");
    let view = g.view(seat);
    (g, view)
}

fn outcome() -> parlour_rules::Outcome {
    parlour_rules::Outcome { winners: vec![0], scores: Vec::new(), reason: "made up".into() }
}

/// `garble` spoils the view: the stand-in must be refused as bad input, with a reason.
fn refused<G: Game>(view: &G::View, what: &str, garble: impl FnOnce(&mut G::View)) -> RuleError {
    let mut v = view.clone();
    garble(&mut v);
    let e = G::stand_in(&v, 1).map(|_| ()).expect_err(what);
    assert_eq!(e.kind, RuleErrorKind::BadInput, "{what}: {e}");
    assert!(!e.message.is_empty());
    e
}

#[test]
fn a_sorry_view_that_does_not_add_up_is_refused() {
    use sorry::{Action, Card, Phase, Pos, Sorry};
    let (_, v) = view_after::<Sorry>("points", 3, 20);
    assert!(Sorry::stand_in(&v, 1).is_ok());
    let e = refused::<Sorry>(&v, "one SORRY! too many unseen", |v| v.unseen[10].1 += 1);
    assert!(e.message.contains("Sorry: ") && e.message.contains("unseen"), "{e}");
    refused::<Sorry>(&v, "cards unseen past any count", |v| v.unseen[0].1 = usize::MAX);
    refused::<Sorry>(&v, "a draw pile the counts cannot fill", |v| v.draw_pile += 1);
    refused::<Sorry>(&v, "a pile past any count", |v| v.draw_pile = usize::MAX);
    refused::<Sorry>(&v, "another hand too big", |v| v.hand_sizes[(v.seat + 1) % 3] = 12);
    refused::<Sorry>(&v, "a card in hand the counts do not leave", |v| v.hand[0] = Card::Sorry);
    refused::<Sorry>(&v, "a hand out of order", |v| v.hand.reverse());
    refused::<Sorry>(&v, "a pawn off the track", |v| v.pawns[0][0] = Pos::Track(200));
    refused::<Sorry>(&v, "a pawn off the safety zone", |v| v.pawns[1][0] = Pos::Safety(9));
    refused::<Sorry>(&v, "two pawns on one square", |v| {
        v.pawns[0][0] = Pos::Track(7);
        v.pawns[1][0] = Pos::Track(7);
    });
    refused::<Sorry>(&v, "standard play in a points match", |v| v.phase = Phase::Draw { seat: 0 });
    refused::<Sorry>(&v, "a seat not at the table", |v| v.phase = Phase::Play { seat: 3 });
    refused::<Sorry>(&v, "an outcome in play", |v| v.outcome = Some(outcome()));
    refused::<Sorry>(&v, "five players", |v| v.players = 5);
    refused::<Sorry>(&v, "a seat past the players", |v| v.seat = 3);
    refused::<Sorry>(&v, "a legal action the rules do not give", |v| v.legal.push(Action::Forfeit));
    refused::<Sorry>(&v, "another colour", |v| v.colour = sorry::Colour::Green);
    refused::<Sorry>(&v, "a resigned seat with cards", |v| v.resigned[(v.seat + 1) % 3] = true);

    let (_, v) = view_after::<Sorry>("standard", 2, 2);
    assert!(Sorry::stand_in(&v, 1).is_ok());
    refused::<Sorry>(&v, "a hand in standard play", |v| {
        v.hand = vec![Card::One];
        v.hand_sizes[v.seat] = 1;
        v.unseen[0].1 -= 1;
        v.draw_pile -= 1;
    });
    refused::<Sorry>(&v, "a drawn card the counts do not leave", |v| {
        v.phase = Phase::Move { seat: v.seat, card: Card::One }
    });
}

#[test]
fn a_morpyam_view_that_does_not_add_up_is_refused() {
    use morpyam::{Morpyam, Phase};
    let (_, v) = view_after::<Morpyam>("classic", 3, 40);
    assert!(Morpyam::stand_in(&v, 1).is_ok());
    refused::<Morpyam>(&v, "a token too many", |v| v.table.tokens_left[0] += 1);
    refused::<Morpyam>(&v, "a seat not at the table covers a square", |v| v.table.owners[0] = Some(7));
    refused::<Morpyam>(&v, "a short grid", |v| {
        v.table.grid.pop();
    });
    refused::<Morpyam>(&v, "another grid", |v| {
        let other = v.table.grid.iter().position(|f| *f != v.table.grid[0]).unwrap();
        v.table.grid.swap(0, other);
    });
    refused::<Morpyam>(&v, "five players", |v| v.table.players = 5);
    refused::<Morpyam>(&v, "an outcome in play", |v| v.table.outcome = Some(outcome()));
    refused::<Morpyam>(&v, "a die with seven pips", |v| {
        if let Phase::Turn(t) = &mut v.table.phase {
            t.rolls = 1;
            t.dice = [7; 5];
        }
    });
    let (_, v) = view_after::<Morpyam>("plus", 2, 3);
    assert!(Morpyam::stand_in(&v, 1).is_ok());
    refused::<Morpyam>(&v, "a tile lost", |v| {
        v.table.hands[0].pop();
    });
}

#[test]
fn a_morris_view_that_does_not_add_up_is_refused() {
    use morris::{Morris, Phase};
    let (_, v) = view_after::<Morris>("nine", 2, 30);
    assert!(Morris::stand_in(&v, 1).is_ok());
    refused::<Morris>(&v, "a man shown where there is none", |v| {
        let empty = v.board.iter().position(Option::is_none).unwrap();
        v.board[empty] = Some(0);
    });
    refused::<Morris>(&v, "another phase", |v| v.phase = Phase::Fly);
    refused::<Morris>(&v, "a third seat", |v| v.seat = 2);
    // Fields of the match itself, spoiled in its JSON (it reads back; the stand-in refuses it).
    let mut json = serde_json::to_value(&v).unwrap();
    json["state"]["no_return"] = serde_json::json!([[40, 1], null]);
    let spoiled: morris::View = serde_json::from_value(json).unwrap();
    refused::<Morris>(&spoiled, "a return ban off the board", |_| {});
    let mut json = serde_json::to_value(&v).unwrap();
    json["state"]["pending"] = serde_json::json!(12);
    let spoiled: morris::View = serde_json::from_value(json).unwrap();
    refused::<Morris>(&spoiled, "removals owed past the opponent's men", |_| {});
}

#[test]
fn a_morfals_view_that_does_not_add_up_is_refused() {
    use morfals::{Morfals, Phase};
    let (_, v) = view_after::<Morfals>("standard", 2, 20);
    assert!(Morfals::stand_in(&v, 1).is_ok());
    refused::<Morfals>(&v, "a figure twice", |v| {
        let f = v.reserves[0][0];
        v.reserves[0].push(f);
    });
    refused::<Morfals>(&v, "a figure lost", |v| {
        v.reserves[1].pop();
    });
    refused::<Morfals>(&v, "an empty reserve in play", |v| {
        let gone = std::mem::take(&mut v.reserves[0]);
        let mut free = v.board.cells.iter_mut().filter(|c| c.is_none());
        for f in gone {
            *free.next().unwrap() = Some(f);
        }
    });
    refused::<Morfals>(&v, "a short board", |v| {
        v.board.cells.pop();
    });
    refused::<Morfals>(&v, "dice that do not make the column", |v| {
        v.phase = Phase::Place { seat: 0, dice: [3, 3, 3], column: 5 };
        v.last_roll = Some([3, 3, 3]);
    });
    refused::<Morfals>(&v, "a die with four pips", |v| v.last_roll = Some([4, 1, 1]));
    refused::<Morfals>(&v, "a round won that is not counted", |v| {
        v.rounds.push(morfals::RoundResult { winner: 0, points: 3 })
    });
}
