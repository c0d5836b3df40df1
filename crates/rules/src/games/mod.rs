//! The games, and the registry the engine and the app list them from.

use crate::dynmatch::{DynMatch, MatchSpec};
use crate::error::RuleError;
use crate::game::Game;
use crate::online::{self, Authority};
use crate::tournament::{self, Contest};
use serde_json::Value;

pub mod morfals;
pub mod morpyam;
pub mod morris;
pub mod sorry;

/// One game as the engine and the menus see it.
pub struct GameEntry {
    pub id: &'static str,
    pub name: &'static str,
    /// [`Game::PLAYERS`], for the menus and the engine's `games` reply.
    pub min_players: usize,
    pub max_players: usize,
    pub create: fn(&MatchSpec) -> Result<Box<dyn DynMatch>, RuleError>,
    pub load: fn(Value) -> Result<Box<dyn DynMatch>, RuleError>,
    /// Tournaments between computer players on a variant, through the typed rules.
    pub contest: fn(&MatchSpec) -> Result<Box<dyn Contest>, RuleError>,
    /// A new match held by the online server.
    pub hold: fn(&MatchSpec) -> Result<Box<dyn Authority>, RuleError>,
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

/// The entry of `G`: its id and player range come from the `Game` trait.
const fn entry<G: Game + Send + 'static>(name: &'static str) -> GameEntry
where
    G::Config: Sync,
    G::Action: Send,
    G::Event: Send,
{
    GameEntry {
        id: G::ID,
        name,
        min_players: *G::PLAYERS.start(),
        max_players: *G::PLAYERS.end(),
        create: create::<G>,
        load: load::<G>,
        contest: tournament::contest::<G>,
        hold: online::authority::hold::<G>,
    }
}

/// Every game, in menu order.
pub const GAMES: &[GameEntry] = &[
    entry::<morpyam::Morpyam>("Morpyam"),
    entry::<morfals::Morfals>("Morfals"),
    entry::<sorry::Sorry>("Sorry!"),
    entry::<morris::Morris>("Nine Men's Morris"),
];

/// The game with this id.
pub fn find(id: &str) -> Result<&'static GameEntry, RuleError> {
    GAMES.iter().find(|g| g.id == id).ok_or_else(|| {
        let known: Vec<_> = GAMES.iter().map(|g| g.id).collect();
        RuleError::bad_input(format!("unknown game {id:?} (known: {})", known.join(", ")))
    })
}

/// The tournament of the game `spec` names: the registry's entry sets it up through the typed
/// rules.
pub fn prepare_contest(spec: &MatchSpec) -> Result<Box<dyn Contest>, RuleError> {
    (find(&spec.game)?.contest)(spec)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check<G: Game>(variant: &str, name: &str) {
        let config = G::builtin_config(variant).unwrap();
        let players = *G::PLAYERS.start();
        assert_eq!(G::new(&config, players, 1).unwrap().variant_name(), name);
        assert!(G::new(&config, players - 1, 1).is_err());
        assert!(G::new(&config, G::PLAYERS.end() + 1, 1).is_err());
        assert!(G::builtin_config("no-such-variant").unwrap_err().message.contains("no built-in variant"));
    }

    #[test]
    fn each_game_states_its_players_and_variant_name_once() {
        check::<morpyam::Morpyam>("flash", "Flash");
        check::<morris::Morris>("six", "Six Men's Morris");
        check::<sorry::Sorry>("points", "Play for points");
        check::<morfals::Morfals>("standard", "Standard");
        for g in GAMES {
            let spec = |players| MatchSpec { variant: None, ..MatchSpec::new(g.id, "", players, 1) };
            for players in 0..=6 {
                let ok = (g.min_players..=g.max_players).contains(&players);
                assert_eq!((g.create)(&spec(players)).is_ok(), ok, "{} with {players} players", g.id);
            }
        }
    }
}
