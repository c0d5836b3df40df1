//! The games, and the registry the engine and the app list them from.

use crate::dynmatch::{DynMatch, MatchSpec};
use crate::error::RuleError;
use crate::game::Game;
use serde_json::Value;

pub mod morfals;
pub mod morpyam;
pub mod morris;
pub mod sorry;

/// One game as the engine and the menus see it.
pub struct GameEntry {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    pub create: fn(&MatchSpec) -> Result<Box<dyn DynMatch>, RuleError>,
    pub load: fn(Value) -> Result<Box<dyn DynMatch>, RuleError>,
}

/// Start a typed match from a spec.
pub fn create_typed<G: Game>(spec: &MatchSpec) -> Result<G, RuleError> {
    let config = spec.config::<G>()?;
    G::new(&config, spec.players, spec.seed)
}

fn create<G: Game + Send + 'static>(spec: &MatchSpec) -> Result<Box<dyn DynMatch>, RuleError> {
    Ok(Box::new(create_typed::<G>(spec)?))
}

fn load<G: Game + Send + 'static>(state: Value) -> Result<Box<dyn DynMatch>, RuleError> {
    let g: G = serde_json::from_value(state)
        .map_err(|e| RuleError::bad_input(format!("not a {} state: {e}", G::ID)))?;
    Ok(Box::new(g))
}

const fn entry<G: Game + Send + 'static>(
    name: &'static str,
    min_players: usize,
    max_players: usize,
) -> GameEntry {
    GameEntry { id: G::ID, name, min_players, max_players, create: create::<G>, load: load::<G> }
}

/// Every game, in menu order.
pub const GAMES: &[GameEntry] = &[
    entry::<morpyam::Morpyam>("Morpyam", 2, 4),
    entry::<morfals::Morfals>("Morfals", 2, 2),
    entry::<sorry::Sorry>("Sorry!", 2, 4),
    entry::<morris::Morris>("Nine Men's Morris", 2, 2),
];

/// The game with this id.
pub fn find(id: &str) -> Result<&'static GameEntry, RuleError> {
    GAMES.iter().find(|g| g.id == id).ok_or_else(|| {
        let known: Vec<_> = GAMES.iter().map(|g| g.id).collect();
        RuleError::bad_input(format!("unknown game {id:?} (known: {})", known.join(", ")))
    })
}
