//! The games as the menus present them. Names, seat limits and variants come from the rules
//! crate's registry and level files; this adds only the menu order and a one-line description.

use parlour_rules::games::{self, GameEntry};
use parlour_rules::level;

/// Menu order and taglines.
const MENU: [(&str, &str); 4] = [
    ("morpyam", "Five dice, a grid of figures: call your throw and line up your tokens."),
    ("sorry", "Cards, pawns, slides and bumps: race your four pawns home."),
    ("morris", "Place, slide and fly your men; form mills to take the enemy's."),
    ("morfals", "Three dice, two tribes and a river: sandwich and eat your rival's figures."),
];

/// The games the table can play so far.
const PLAYABLE: [&str; 4] = ["morpyam", "sorry", "morris", "morfals"];

/// One game in the menus.
#[derive(Debug, Clone)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub tagline: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    pub variants: Vec<&'static str>,
    /// Whether the table can play it yet (the others are listed as coming).
    pub playable: bool,
}

fn info(entry: &GameEntry, tagline: &'static str) -> GameInfo {
    GameInfo {
        id: entry.id,
        name: entry.name,
        tagline,
        min_players: entry.min_players,
        max_players: entry.max_players,
        variants: level::variants(entry.id),
        playable: PLAYABLE.contains(&entry.id),
    }
}

/// The games, in menu order.
pub fn games() -> Vec<GameInfo> {
    MENU.iter().filter_map(|(id, tagline)| games::find(id).ok().map(|e| info(e, tagline))).collect()
}

/// The seat counts variant `variant` of game `id` can be played with (teams need four): those
/// the rules accept a match for.
pub fn players_for(id: &str, variant: &str) -> Vec<usize> {
    let Ok(entry) = games::find(id) else { return Vec::new() };
    (entry.min_players..=entry.max_players)
        .filter(|&players| {
            let spec = parlour_rules::dynmatch::MatchSpec {
                game: id.to_string(),
                variant: Some(variant.to_string()),
                level: None,
                options: None,
                players,
                seed: 0,
            };
            (entry.create)(&spec).is_ok()
        })
        .collect()
}

pub fn game(id: &str) -> Option<GameInfo> {
    games().into_iter().find(|g| g.id == id)
}

/// A variant id as a menu label: "nine" → "Nine", "play_for_points" → "Play for points".
pub fn variant_label(variant: &str) -> String {
    let spaced = variant.replace(['_', '-'], " ");
    let mut chars = spaced.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
