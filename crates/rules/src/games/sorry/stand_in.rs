//! A match made from one seat's view (the stand-in a remote seat plays on): what the view shows,
//! as it shows it, and what it hides dealt anew.

use super::board::{Colour, Pos};
use super::bots::determinize::sample;
use super::bots::eval::pawns_of;
use super::cards::Card;
use super::config::Mode;
use super::turn::{Phase, Sorry, StartDraw};
use super::view::View;
use crate::chance::GameRng;
use crate::error::RuleError;
use crate::game::{Game, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

impl Sorry {
    /// A match `view` could have been taken from: everything it shows as it shows it, and the
    /// cards it does not show (the other seats' hands, what the draw pile holds) dealt at random
    /// from its unseen counts by `seed`, as the hard player's worlds are; the RNG is new too.
    pub(super) fn from_view(view: &View, seed: u64) -> Result<Sorry, RuleError> {
        check_view(view).map_err(RuleError::bad_input)?;
        let world = sample(view, &mut ChaCha8Rng::seed_from_u64(seed));
        let mut draw_pile = world.pile;
        draw_pile.sort();
        let game = Sorry {
            config: view.config.clone(),
            players: view.players,
            pawns: pawns_of(view),
            draw_pile,
            discards: view.discards.clone(),
            hands: world.hands,
            phase: view.phase,
            start_draw: view.start_draw.clone(),
            first: view.first_player,
            finisher: view.finisher,
            resigned: view.resigned.clone(),
            outcome: view.outcome.clone(),
            rng: GameRng::seeded(world.seed),
        };
        crate::game::same_view(view, &game.view(view.seat))?;
        Ok(game)
    }
}

/// Why `view` could not be a seat's view of a match, if it could not: sizes, pawns off the
/// board or on one another, a phase the mode or the seats do not allow, and cards that do not
/// add up to the deck.
fn check_view(v: &View) -> Result<(), String> {
    let players = v.players;
    Sorry::check_players(players).map_err(|e| e.message)?;
    // One seat past the last is a spectator's view.
    if v.seat > players {
        return Err(format!("no seat {} among {players} players", v.seat));
    }
    let spectator = v.seat == players;
    if spectator && (!v.hand.is_empty() || !v.team.is_empty() || !v.legal.is_empty()) {
        return Err("a spectator's view holds no hand, team or decisions".into());
    }
    let config = &v.config;
    config.check().map_err(|e| format!("the view's level: {}", e.message))?;
    if config.teams && players != 4 {
        return Err("teams need 4 players".into());
    }
    let sizes =
        [("resigned", v.resigned.len()), ("pawns", v.pawns.len()), ("hand_sizes", v.hand_sizes.len())];
    if let Some((what, len)) = sizes.into_iter().find(|&(_, len)| len != players) {
        return Err(format!("{what} has {len} entries for {players} players"));
    }
    if v.unseen.len() != Card::ALL.len() || v.unseen.iter().zip(Card::ALL).any(|((c, _), k)| *c != k) {
        return Err("unseen must count every card once, in card order".into());
    }
    // Pawns: on the board, at most one on a track square, none on a pawn of its own colour.
    let board = &config.board;
    let mut track = vec![false; board.track as usize];
    for (c, pawns) in v.pawns.iter().enumerate() {
        for (i, p) in pawns.iter().enumerate() {
            let ok = match *p {
                Pos::Track(sq) => {
                    (sq as usize) < track.len() && !std::mem::replace(&mut track[sq as usize], true)
                }
                Pos::Safety(k) => k < board.safety && !pawns[..i].contains(p),
                Pos::Start | Pos::Home => true,
            };
            if !ok {
                return Err(format!("{:?} pawn {i} cannot stand at {p:?}", Colour::from_index(c)));
            }
        }
    }
    // Hands: only playing for points, at most a full hand, none for a seat that resigned while
    // the others play on (the resignation that ends a match leaves its hand where it is).
    let points = config.mode == Mode::Points;
    let most = if points { config.hand_size as usize } else { 0 };
    let over = v.phase == Phase::Over;
    let emptied = |s: Seat| v.resigned[s] && !over;
    if let Some(s) = (0..players).find(|&s| v.hand_sizes[s] > most || (emptied(s) && v.hand_sizes[s] > 0)) {
        return Err(format!("seat {s} cannot hold {} cards", v.hand_sizes[s]));
    }
    if !spectator && (v.hand.len() != v.hand_sizes[v.seat] || !v.hand.is_sorted()) {
        return Err(format!(
            "the hand {:?} is not the seat's {} cards, in order",
            v.hand, v.hand_sizes[v.seat]
        ));
    }
    // The phase: a seat still playing, the mode's kind of turn, the start draw only while it lasts.
    let playing = |s: Seat| s < players && !v.resigned[s];
    let d = &v.start_draw;
    let phase_ok = match v.phase {
        Phase::StartDraw { seat } => {
            !d.contenders.is_empty()
                && d.contenders.windows(2).all(|w| w[0] < w[1])
                && d.contenders.iter().all(|&s| playing(s))
                && d.cards.len() == d.contenders.len()
                && d.contenders.iter().zip(&d.cards).find(|(_, c)| c.is_none()).map(|(s, _)| *s) == Some(seat)
                && v.discards.is_empty()
                && v.hand_sizes.iter().all(|&n| n == 0)
        }
        Phase::Draw { seat } | Phase::Move { seat, .. } => !points && playing(seat),
        Phase::Play { seat } => points && playing(seat) && v.hand_sizes[seat] > 0,
        Phase::Over => v.outcome.is_some(),
    };
    if !phase_ok {
        return Err(format!("the phase {:?} does not fit the rest of the view", v.phase));
    }
    if v.outcome.is_some() != over {
        return Err("the match has an outcome exactly when its phase is over".into());
    }
    if !over && !matches!(v.phase, Phase::StartDraw { .. }) && *d != StartDraw::default() {
        return Err("a start draw is left over after play began".into());
    }
    if !over && v.resigned.iter().filter(|r| !**r).count() < 2 {
        return Err("a match in play has at least two seats still playing".into());
    }
    if v.first_player >= players || v.finisher.is_some_and(|f| f >= players || !over) {
        return Err("the first player or the finisher is not at the table".into());
    }
    if let Some(o) = &v.outcome
        && o.winners.iter().any(|&w| w >= players)
    {
        return Err(format!("the outcome names winners {:?}", o.winners));
    }
    // The cards: what the seat has seen and what it has not make the deck, and what it has not
    // seen is in the draw pile or the other hands.
    let mut seen: Vec<Card> = v.discards.iter().chain(&v.hand).copied().collect();
    if let Phase::Move { card, .. } = v.phase {
        seen.push(card);
    }
    seen.extend(d.drawn());
    for &(card, unseen) in &v.unseen {
        let shown = seen.iter().filter(|&&c| c == card).count();
        if shown > card.copies() || unseen != card.copies() - shown {
            return Err(format!(
                "{card:?}: {shown} seen and {unseen} unseen, but the deck holds {}",
                card.copies()
            ));
        }
    }
    let unseen: usize = v.unseen.iter().map(|(_, n)| n).sum();
    let hidden: usize = (0..players).filter(|&s| s != v.seat).map(|s| v.hand_sizes[s]).sum();
    if v.draw_pile.checked_add(hidden) != Some(unseen) {
        return Err(format!(
            "{unseen} cards unseen, but the draw pile holds {} and the other hands {hidden}",
            v.draw_pile
        ));
    }
    Ok(())
}
