//! Who starts a match of Sorry!: the start draw of `shared/rules/sorry.md`, and its option.
//!
//! The seed (Afrikaans, 002_*.txt): "Kies 'n speler om die speletjie te begin (hoogste
//! kaarttrekking, jongste speler, ens.)" (Choose a player to start the game (highest card draw,
//! youngest player, etc.)); and of later games: "As jy weer wil speel, kan die wenner eerste
//! beurt hê." (If you want to play again, the winner may have the first turn.)

mod sorry_common;

use parlour_rules::games::sorry::{Action, Card, Config, Event, Phase, Sorry, WhoStarts};
use parlour_rules::{Game, GameRng, RuleErrorKind, Scripted};
use sorry_common::*;

fn new(variant: &str, players: usize, seed: u64) -> Sorry {
    Sorry::new(&Config::builtin(variant).unwrap(), players, seed).unwrap()
}

/// The seat to act draws `card` for the start; the events.
fn start_card(g: &mut Sorry, card: Card) -> Vec<Event> {
    let seat = g.to_act().unwrap();
    assert_eq!(g.phase(), Phase::StartDraw { seat });
    assert_eq!(g.legal_actions(), vec![Action::StartDraw]);
    let mut chance = g.draw_of(card).expect("card left to draw");
    let ev = g.apply_with(Action::StartDraw, &mut chance).unwrap();
    assert!(ev.contains(&Event::StartDraw { seat, card }), "{ev:?}");
    check_invariants(g);
    ev
}

#[test]
fn every_seat_draws_a_card_and_the_highest_plays_first() {
    let mut g = new("standard", 3, 1);
    assert_eq!(Config::builtin("standard").unwrap().who_starts, WhoStarts::HighestCard);
    assert_eq!(g.phase(), Phase::StartDraw { seat: 0 });
    assert_eq!(start_card(&mut g, Card::Five), vec![Event::StartDraw { seat: 0, card: Card::Five }]);
    assert_eq!(g.draw_pile().len(), 44, "the card is out of the deck while the draw lasts");
    assert_eq!(g.start_draw().cards, vec![Some(Card::Five), None, None]);
    start_card(&mut g, Card::Twelve);
    let ev = start_card(&mut g, Card::Sorry);
    assert_eq!(
        ev,
        vec![
            Event::StartDraw { seat: 2, card: Card::Sorry },
            Event::FirstPlayer { seat: 1 },
            Event::Reshuffled { cards: 45 },
        ]
    );
    // The cards go back and the deck is reshuffled; Blue plays first.
    assert_eq!(g.draw_pile(), parlour_rules::games::sorry::cards::full_deck());
    assert_eq!((g.phase(), g.first_player()), (Phase::Draw { seat: 1 }, 1));
    assert!(g.start_draw().contenders.is_empty());
    draw(&mut g, Card::One);
    assert!(g.legal_actions().contains(&Action::Start { card: Card::One, pawn: pawn(B, 0) }));
}

#[test]
fn sorry_counts_as_zero_and_tied_seats_draw_again() {
    // SORRY! is the lowest card: a 1 beats it.
    let mut g = new("standard", 2, 1);
    start_card(&mut g, Card::Sorry);
    let ev = start_card(&mut g, Card::One);
    assert_eq!(ev[1], Event::FirstPlayer { seat: 1 });
    // Four seats, two tied on the highest card: only they draw again, from what is left.
    let mut g = new("standard", 4, 1);
    start_card(&mut g, Card::Sorry);
    start_card(&mut g, Card::Eight);
    start_card(&mut g, Card::Twelve);
    let ev = start_card(&mut g, Card::Twelve);
    assert_eq!(
        ev,
        vec![Event::StartDraw { seat: 3, card: Card::Twelve }, Event::StartTie { seats: vec![2, 3] }]
    );
    assert_eq!(g.phase(), Phase::StartDraw { seat: 2 });
    assert_eq!(g.draw_pile().len(), 41);
    assert_eq!(g.draw_pile().iter().filter(|&&c| c == Card::Twelve).count(), 2);
    start_card(&mut g, Card::Two);
    let ev = start_card(&mut g, Card::Three);
    assert_eq!(ev[1..], [Event::FirstPlayer { seat: 3 }, Event::Reshuffled { cards: 45 }]);
    assert_eq!(g.phase(), Phase::Draw { seat: 3 });
    assert_eq!(g.draw_pile().len(), 45);
}

#[test]
fn endless_ties_shuffle_the_earlier_cards_back() {
    // Two seats tie 22 times (every pair of equal cards in the deck); the 23rd round empties
    // the pile, so the earlier rounds' cards are shuffled back for the last draw.
    let mut g = new("standard", 2, 1);
    for card in Card::ALL {
        for _ in 0..card.copies() / 2 {
            start_card(&mut g, card);
            let ev = start_card(&mut g, card);
            assert_eq!(ev[1], Event::StartTie { seats: vec![0, 1] });
        }
    }
    assert_eq!(g.draw_pile(), vec![Card::One]);
    start_card(&mut g, Card::One);
    assert!(g.draw_pile().is_empty());
    let ev = start_card(&mut g, Card::Twelve);
    assert_eq!(
        ev,
        vec![
            Event::Reshuffled { cards: 44 },
            Event::StartDraw { seat: 1, card: Card::Twelve },
            Event::FirstPlayer { seat: 1 },
            Event::Reshuffled { cards: 45 },
        ]
    );
    assert_eq!(g.phase(), Phase::Draw { seat: 1 });
}

#[test]
fn the_draw_comes_from_the_match_seed() {
    let play_draw = |seed: u64| {
        let mut g = new("standard", 4, seed);
        let mut events = Vec::new();
        while matches!(g.phase(), Phase::StartDraw { .. }) {
            events.extend(g.apply(Action::StartDraw).unwrap());
            check_invariants(&g);
        }
        (g.first_player(), events)
    };
    assert_eq!(play_draw(5), play_draw(5));
    // Over many seeds every seat starts about a quarter of the matches.
    let mut firsts = [0; 4];
    let mut ties = 0;
    for seed in 0..400 {
        let (first, events) = play_draw(seed);
        firsts[first] += 1;
        ties += events.iter().filter(|e| matches!(e, Event::StartTie { .. })).count();
        assert_eq!(events.iter().filter(|e| matches!(e, Event::FirstPlayer { .. })).count(), 1);
    }
    assert!(firsts.iter().all(|&n| (70..=130).contains(&n)), "{firsts:?}");
    assert!(ties > 0, "ties happen");
}

#[test]
fn refused_actions_during_the_draw_change_nothing() {
    let mut g = new("standard", 2, 3);
    assert_eq!(refused(&mut g, Action::Draw).kind, RuleErrorKind::WrongPhase);
    assert_eq!(refused(&mut g, Action::Forfeit).kind, RuleErrorKind::WrongPhase);
    while matches!(g.phase(), Phase::StartDraw { .. }) {
        g.apply(Action::StartDraw).unwrap();
    }
    assert_eq!(refused(&mut g, Action::StartDraw).kind, RuleErrorKind::WrongPhase);
}

#[test]
fn red_starts_with_the_option() {
    let (_, text) = parlour_rules::level::builtin("sorry", "standard").unwrap();
    let c =
        Config::from_level("red.ron", &text.replace("who_starts: HighestCard", "who_starts: Red")).unwrap();
    assert_eq!(c.who_starts, WhoStarts::Red);
    let g = Sorry::new(&c, 3, 1).unwrap();
    assert_eq!(g.phase(), Phase::Draw { seat: 0 });
    assert_eq!(g.draw_pile().len(), 45);
    // A level that leaves the field out draws for the start.
    let without: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("who_starts:"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(Config::from_level("x.ron", &without).unwrap().who_starts, WhoStarts::HighestCard);
}

#[test]
fn every_built_in_level_draws_for_the_start() {
    for (variant, players) in [("standard", 2), ("teams", 4), ("points", 3), ("modern", 2)] {
        let g = new(variant, players, 1);
        assert_eq!(g.phase(), Phase::StartDraw { seat: 0 }, "{variant}");
        assert_eq!(g.start_draw().contenders, (0..players).collect::<Vec<_>>(), "{variant}");
    }
}

#[test]
fn play_for_points_deals_the_hands_after_the_draw() {
    let mut g = new("points", 2, 1);
    assert!((0..g.players()).all(|s| g.hand(s).is_empty()), "no hand before the start draw");
    start_card(&mut g, Card::Seven);
    // The last start card, then ten cards dealt from the reshuffled deck: each `0` takes the
    // lowest card left, one to each seat in turn.
    let ten = g.draw_pile().iter().position(|&c| c == Card::Ten).unwrap() as u32;
    let mut chance = Scripted::new(std::iter::once(ten).chain([0; 10]));
    let ev = g.apply_with(Action::StartDraw, &mut chance).unwrap();
    check_invariants(&g);
    assert_eq!(
        ev[..3],
        [
            Event::StartDraw { seat: 1, card: Card::Ten },
            Event::FirstPlayer { seat: 1 },
            Event::Reshuffled { cards: 45 }
        ]
    );
    let dealt: Vec<&Event> = ev[3..].iter().collect();
    assert_eq!(dealt.len(), 10);
    assert!(dealt.iter().all(|e| matches!(e, Event::CardDrawn { to_hand: true, card: Some(_), .. })));
    // Each seat sees its own cards dealt, not the other's.
    assert!(dealt.iter().any(|e| matches!(e.seen_by(0), Event::CardDrawn { seat: 1, card: None, .. })));
    use Card::{One, Three, Two};
    assert_eq!((g.hand(0), g.hand(1)), (&[One, One, One, Two, Two][..], &[One, One, Two, Two, Three][..]));
    assert_eq!(g.draw_pile().len(), 35);
    assert_eq!(g.phase(), Phase::Play { seat: 1 });
}

#[test]
fn teams_draw_for_the_start_and_the_first_seat_moves_its_partner_too() {
    let mut g = new("teams", 4, 1);
    start_card(&mut g, Card::Three);
    start_card(&mut g, Card::Four);
    start_card(&mut g, Card::Eleven);
    let ev = start_card(&mut g, Card::Five);
    assert_eq!(ev[1], Event::FirstPlayer { seat: 2 });
    draw(&mut g, Card::One);
    // Yellow starts, and may start its partner Red's pawn with the 1.
    assert!(g.legal_actions().contains(&Action::Start { card: Card::One, pawn: pawn(R, 0) }));
}

#[test]
fn the_view_shows_the_start_cards_and_every_level_draws() {
    let mut g = new("standard", 3, 1);
    start_card(&mut g, Card::Eight);
    let v = g.view(1);
    assert_eq!(v.start_draw.cards, vec![Some(Card::Eight), None, None]);
    let unseen_eights = v.unseen.iter().find(|(c, _)| *c == Card::Eight).unwrap().1;
    assert_eq!(unseen_eights, 3, "the face-up start card is seen");
    for level in ["random", "easy", "medium", "hard"] {
        assert_eq!(Sorry::bot_action(&v, level, 1).unwrap(), Action::StartDraw, "{level}");
    }
}

#[test]
fn a_rematch_has_no_draw_the_winner_plays_first() {
    let mut g = new("standard", 2, 11);
    let mut pick = GameRng::seeded(11);
    while g.to_act().is_some() {
        let legal = g.legal_actions();
        g.apply(legal[parlour_rules::Chance::below(&mut pick, legal.len() as u32) as usize].clone()).unwrap();
    }
    let winner = g.outcome().unwrap().winners[0];
    let h = g.rematch(12).unwrap();
    assert_eq!(h.phase(), Phase::Draw { seat: winner });
    assert!(h.start_draw().contenders.is_empty());
}
