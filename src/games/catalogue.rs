//! The games as the menus present them. Names, seat limits and variants come from the rules
//! crate's registry and level files; this adds only the menu order. Each game's name and
//! one-line description are messages ("game-sorry", "game-sorry-tagline").

use crate::i18n::{Msg, Words};
use parlour_rules::games::{self, GameEntry};
use parlour_rules::level;

/// Menu order.
const MENU: [&str; 4] = ["morpyam", "sorry", "morris", "morfals"];

/// One game in the menus.
#[derive(Debug, Clone)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: Msg,
    pub tagline: Msg,
    pub min_players: usize,
    pub max_players: usize,
    pub variants: Vec<&'static str>,
}

fn info(entry: &GameEntry) -> GameInfo {
    GameInfo {
        id: entry.id,
        name: Msg::new(format!("game-{}", entry.id)),
        tagline: Msg::new(format!("game-{}-tagline", entry.id)),
        min_players: entry.min_players,
        max_players: entry.max_players,
        variants: level::variants(entry.id),
    }
}

/// The games, in menu order.
pub fn games() -> Vec<GameInfo> {
    MENU.iter().filter_map(|id| games::find(id).ok().map(info)).collect()
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

/// Variant `variant` of game `game` as a menu label: its message, else the id made readable
/// ("play_for_points" → "Play for points").
pub fn variant_label(game: &str, variant: &str) -> Words {
    let spaced = variant.replace(['_', '-'], " ");
    let mut chars = spaced.chars();
    let readable: String = match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    };
    variant_words(game, variant, &readable)
}

/// The name of variant `variant` of game `game` ("variant-sorry-points"), or `fallback` where no
/// message names it.
pub fn variant_words(game: &str, variant: &str, fallback: &str) -> Words {
    let id = format!("variant-{game}-{variant}");
    if crate::i18n::Lang::En.has(&id) { Msg::new(id).into() } else { fallback.into() }
}
