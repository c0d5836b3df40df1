//! Sorry!'s words: the colours', cards' and places' names the table, the panel and the log share,
//! and the rules of the variant on the table for the pause menu's rules panel, written from the
//! level's options so the panel says what this match plays.

use crate::i18n::{Msg, and_list};
use parlour_rules::game::Seat;
use parlour_rules::games::sorry::{Bonus, Card, Colour, Config, Mode, Pos, Sorry, WhoStarts};

/// "yes" or "no", for the messages' selectors.
fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// (heading, paragraph) pairs.
pub fn rules(c: &Config, players: usize) -> Vec<(Msg, Msg)> {
    let points = c.mode == Mode::Points;
    let section = |title: &'static str, text: &'static str| (Msg::new(title), Msg::new(text));
    let mut out = Vec::new();
    let goal = if c.teams {
        "teams"
    } else if points {
        "points"
    } else {
        "standard"
    };
    let (title, text) = section("sorry-rules-goal-title", "sorry-rules-goal");
    out.push((title, text.with("goal", goal)));
    let (title, text) = section("sorry-rules-start-title", "sorry-rules-start");
    let who = match c.who_starts {
        WhoStarts::HighestCard => "card",
        WhoStarts::Red => "red",
    };
    out.push((title, text.with("who", who)));
    let (title, text) = section("sorry-rules-turn-title", "sorry-rules-turn");
    out.push((title, text.with("points", yes(points)).with("hand", c.hand_size)));
    let (title, text) = section("sorry-rules-cards-title", "sorry-rules-cards");
    out.push((
        title,
        text.with("modern", yes(c.modern_cards)).with("team-split", yes(c.teams && c.seven_split_pawns > 2)),
    ));
    let (title, text) = section("sorry-rules-moving-title", "sorry-rules-moving");
    out.push((title, text.with("safety", c.board.safety)));
    if c.teams {
        out.push(section("sorry-rules-teams-title", "sorry-rules-teams"));
    }
    if points {
        let bonus = match c.points_bonus {
            Bonus::Highest => "highest",
            Bonus::Cumulative => "cumulative",
        };
        let (title, text) = section("sorry-rules-points-title", "sorry-rules-points");
        out.push((title, text.with("bonus", bonus)));
    }
    if players == 2 && !c.teams {
        out.push(section("sorry-rules-two-title", "sorry-rules-two"));
    }
    out
}

/// The messages naming the colours, in seating order as printed on the board.
pub const COLOUR_NAMES: [&str; 4] =
    ["sorry-seat-red", "sorry-seat-blue", "sorry-seat-yellow", "sorry-seat-green"];
/// The name of `colour` ("Red").
pub fn colour_name(colour: Colour) -> Msg {
    Msg::new(COLOUR_NAMES[colour.index()])
}

/// "Red and Yellow" for a team, or the colour alone.
pub fn side_name(game: &Sorry, seat: Seat) -> Msg {
    and_list(game.team(seat).iter().map(|c| colour_name(*c)).collect())
}

/// The label printed on `card` ("7", "SORRY!").
pub fn card_label(card: Card) -> Msg {
    Msg::new("sorry-card").with("card", card.value())
}

/// The card with its article: "a 7", "an 11", "a SORRY!".
pub fn a_card(card: Card) -> Msg {
    Msg::new("sorry-a-card").with("card", card.value())
}

/// The card's use in a few words, for the banner and the turn panel.
pub fn card_words(card: Card, modern: bool) -> Msg {
    Msg::new(match (card, modern) {
        (Card::One, _) => "sorry-use-1",
        (Card::Two, false) => "sorry-use-2",
        (Card::Two, true) => "sorry-use-2-modern",
        (Card::Three, _) => "sorry-use-3",
        (Card::Four, _) => "sorry-use-4",
        (Card::Five, _) => "sorry-use-5",
        (Card::Seven, _) => "sorry-use-7",
        (Card::Eight, _) => "sorry-use-8",
        (Card::Ten, _) => "sorry-use-10",
        (Card::Eleven, _) => "sorry-use-11",
        (Card::Twelve, _) => "sorry-use-12",
        (Card::Sorry, false) => "sorry-use-sorry",
        (Card::Sorry, true) => "sorry-use-sorry-modern",
    })
}

/// A place in words for the log: "square 23", "safety 2", "START", "HOME".
pub fn place_name(pos: Pos) -> Msg {
    match pos {
        Pos::Start => Msg::new("sorry-place-start"),
        Pos::Track(t) => Msg::new("sorry-place-square").with("n", t),
        Pos::Safety(i) => Msg::new("sorry-place-safety").with("n", i + 1),
        Pos::Home => Msg::new("sorry-place-home"),
    }
}
