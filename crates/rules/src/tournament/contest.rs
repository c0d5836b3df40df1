//! The game chosen at run time: a [`MatchSpec`] names the game, and the registry gives that
//! game's typed tournament. JSON ends here: the level and its option overrides are read into the
//! game's configuration once, before any game is played.

use super::play;
use super::report::Report;
use super::settings::Settings;
use crate::dynmatch::MatchSpec;
use crate::error::RuleError;
use crate::game::Game;
use std::marker::PhantomData;

/// A tournament of one game on one variant, ready to play.
pub trait Contest: Sync {
    /// The game's id.
    fn game(&self) -> &'static str;

    /// Play the tournament (see [`play::run`]).
    fn run(
        &self,
        title: &str,
        settings: &Settings,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Report, RuleError>;
}

/// The variant of `G` that every game of the tournament starts from.
struct Typed<G: Game> {
    config: G::Config,
    game: PhantomData<fn() -> G>,
}

impl<G: Game> Contest for Typed<G>
where
    G::Config: Sync,
{
    fn game(&self) -> &'static str {
        G::ID
    }

    fn run(
        &self,
        title: &str,
        settings: &Settings,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Report, RuleError> {
        play::run::<G>(title, &self.config, settings, progress)
    }
}

/// The tournament of `G` on the variant `spec` describes (its level, option overrides and
/// players; the seed is each game's own). A bad variant, option or player count is an error now
/// rather than in the first game.
pub fn contest<G: Game + 'static>(spec: &MatchSpec) -> Result<Box<dyn Contest>, RuleError>
where
    G::Config: Sync + 'static,
{
    let config = spec.config::<G>()?;
    G::new(&config, spec.players, spec.seed)?;
    Ok(Box::new(Typed::<G> { config, game: PhantomData }))
}
