//! Shared setup and checks for the Sorry! tests.
#![allow(dead_code)]

use parlour_rules::games::sorry::{Action, Card, Colour, Config, Event, PawnRef, Phase, Pos, Sorry};
use parlour_rules::{Game, RuleError};

pub const R: Colour = Colour::Red;
pub const B: Colour = Colour::Blue;
pub const Y: Colour = Colour::Yellow;
pub const G: Colour = Colour::Green;

pub fn pawn(c: Colour, i: u8) -> PawnRef {
    PawnRef::new(c, i)
}

/// A fresh match of a built-in variant with Red to play first, past the start draw (which the
/// start-draw tests play out).
pub fn game(variant: &str, players: usize) -> Sorry {
    Sorry::with_first(&Config::builtin(variant).unwrap(), players, 7, 0).unwrap()
}

/// A match with `config` changed by `f`, Red to play first.
pub fn game_with(variant: &str, players: usize, f: impl FnOnce(&mut Config)) -> Sorry {
    let mut c = Config::builtin(variant).unwrap();
    f(&mut c);
    Sorry::with_first(&c, players, 7, 0).unwrap()
}

/// Draw `card` (standard mode, the seat to act).
pub fn draw(g: &mut Sorry, card: Card) -> Vec<Event> {
    let mut chance = g.draw_of(card).expect("card left to draw");
    let ev = g.apply_with(Action::Draw, &mut chance).unwrap();
    assert_eq!(
        ev.last(),
        Some(&Event::CardDrawn { seat: g.to_act().unwrap(), card: Some(card), to_hand: false })
    );
    ev
}

pub fn at(g: &Sorry, p: PawnRef) -> Pos {
    g.pawns()[p.colour.index()][p.index as usize]
}

/// Apply and check that the action was listed as legal.
pub fn play(g: &mut Sorry, a: Action) -> Vec<Event> {
    assert!(g.legal_actions().contains(&a), "{a:?} not legal; legal: {:?}\n{}", g.legal_actions(), g.dump());
    g.apply(a).unwrap()
}

/// Apply an action that must be refused, and check that nothing changed.
pub fn refused(g: &mut Sorry, a: Action) -> RuleError {
    let before = serde_json::to_string(&*g).unwrap();
    let e = g.apply(a).unwrap_err();
    assert_eq!(serde_json::to_string(&*g).unwrap(), before, "refused action changed the state");
    e
}

pub fn fwd(card: Card, p: PawnRef, steps: u8) -> Action {
    Action::Forward { card, pawn: p, steps }
}

pub fn back(card: Card, p: PawnRef, steps: u8) -> Action {
    Action::Backward { card, pawn: p, steps }
}

/// The invariants every reachable position keeps.
pub fn check_invariants(g: &Sorry) {
    // 45 cards: draw pile, discards, hands, the card being played and the start draw's cards.
    let current = matches!(g.phase(), Phase::Move { .. }) as usize;
    let cards = g.draw_pile().len()
        + g.discards().len()
        + (0..g.players()).map(|s| g.hand(s).len()).sum::<usize>()
        + current
        + g.start_draw().drawn().count();
    assert_eq!(cards, 45, "card count\n{}", g.dump());
    // Every pawn somewhere legal; no two pawns on one track square, no two of one colour on
    // one safety square.
    let mut track = vec![0; g.config().board.track as usize];
    for c in 0..g.players() {
        assert_eq!(g.pawns()[c].len(), 4);
        let mut safety = vec![0; g.config().board.safety as usize];
        for p in g.pawns()[c] {
            match p {
                Pos::Track(t) => track[t as usize] += 1,
                Pos::Safety(k) => safety[k as usize] += 1,
                _ => {}
            }
        }
        assert!(safety.iter().all(|&n| n <= 1), "two pawns share a safety square\n{}", g.dump());
    }
    assert!(track.iter().all(|&n| n <= 1), "two pawns share a track square\n{}", g.dump());
    for c in g.players()..4 {
        assert!(g.pawns()[c].iter().all(|p| *p == Pos::Start));
    }
    if let Phase::Play { seat } = g.phase() {
        assert_eq!(g.hand(seat).len(), g.config().hand_size as usize);
    }
}

/// The event of a match won with every pawn (or both colours of a team) HOME.
pub fn won(winners: Vec<usize>, scores: Vec<i32>) -> Event {
    Event::GameOver { outcome: parlour_rules::Outcome { winners, scores, reason: "all pawns home".into() } }
}
