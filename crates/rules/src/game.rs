//! The interface every game implements.

use crate::chance::Chance;
use crate::error::RuleError;
use crate::level::{self, LevelError};
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;
use std::ops::RangeInclusive;

/// A seat at the table, `0..players`. Seat 0 sits first in turn order.
pub type Seat = usize;

/// How a finished match ended.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// The seats that won (several for a shared win or a team; empty for a draw).
    pub winners: Vec<Seat>,
    /// Final points per seat, where the game keeps points (empty otherwise).
    pub scores: Vec<i32>,
    /// Why it ended, in a few words ("mill count", "KO", "threefold repetition"…).
    pub reason: String,
}

impl Outcome {
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }
}

/// The computer players' levels, weakest first. Every game has these four; `bot_action` refuses
/// any other name but the game's own in [`EXTRA_BOT_LEVELS`].
pub const BOT_LEVELS: [&str; 4] = ["random", "easy", "medium", "hard"];

/// Levels above `hard` that only some games have, as `(game, level)`, weakest first. A level
/// means a player: a game without one refuses the name rather than play another level under it.
pub const EXTRA_BOT_LEVELS: [(&str, &str); 1] = [("morris", "expert")];

/// Every level of `game` (its id), weakest first: [`BOT_LEVELS`] and its own.
pub fn bot_levels(game: &str) -> Vec<&'static str> {
    let extra = EXTRA_BOT_LEVELS.iter().filter(|(g, _)| *g == game).map(|&(_, l)| l);
    BOT_LEVELS.into_iter().chain(extra).collect()
}

/// `Ok` when `level` is one of `game`'s levels ([`bot_levels`]), otherwise the error every
/// game's computer player gives (`game` is the game's id).
pub fn check_bot_level(game: &str, level: &str) -> Result<(), RuleError> {
    let levels = bot_levels(game);
    if levels.contains(&level) {
        Ok(())
    } else {
        Err(RuleError::bad_input(format!(
            "{game} has no computer player {level:?} (levels: {})",
            levels.join(", ")
        )))
    }
}

/// A game's rules. A value of `Self` is a whole match: board, hands, phase, scores and the
/// seeded RNG. `apply` either changes the state and returns what happened, or returns an error
/// and leaves the state exactly as it was.
pub trait Game: Sized + Clone + Debug + Serialize + DeserializeOwned {
    /// A decision a seat can take (place, move, roll, keep, call, remove, draw…).
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What happened, for the visuals to animate and the log to tell.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// The variant: board, options and limits, read from a level file.
    type Config: Clone + Debug + Serialize + DeserializeOwned;
    /// What one seat may see (its own hand, public information only).
    type View: Clone + Debug + Serialize;

    /// The game's identifier in files and in the engine protocol ("morris", "morpyam"…).
    const ID: &'static str;

    /// How many players a match may have. `new` refuses any other number (see
    /// [`Game::check_players`]) and the registry lists it.
    const PLAYERS: RangeInclusive<usize>;

    /// `Ok` when a match may have `players` seats, otherwise the error `new` returns.
    fn check_players(players: usize) -> Result<(), RuleError> {
        if Self::PLAYERS.contains(&players) {
            return Ok(());
        }
        let (lo, hi) = (*Self::PLAYERS.start(), *Self::PLAYERS.end());
        let range = if lo == hi { format!("{lo}") } else { format!("{lo} to {hi}") };
        Err(RuleError::bad_input(format!("{} is for {range} players, not {players}", Self::ID)))
    }

    /// Read a level file's text into a configuration, with the game's own checks: an error names
    /// the file, line and column. The default only parses the RON.
    fn load_config(file: &str, text: &str) -> Result<Self::Config, LevelError> {
        level::parse(file, text)
    }

    /// The configuration of a built-in variant ("classic", "nine"…), read and checked by
    /// [`Game::load_config`] from the level file built into the crate.
    fn builtin_config(variant: &str) -> Result<Self::Config, LevelError> {
        let (file, text) = level::builtin(Self::ID, variant).ok_or_else(|| {
            LevelError::new(
                variant,
                format!(
                    "{} has no built-in variant {variant:?} (known: {})",
                    Self::ID,
                    level::variants(Self::ID).join(", ")
                ),
            )
        })?;
        Self::load_config(file, text)
    }

    /// A new match of `players` seats.
    fn new(config: &Self::Config, players: usize, seed: u64) -> Result<Self, RuleError>;

    fn config(&self) -> &Self::Config;

    /// The variant's name as printed ("Classic", "Nine Men's Morris"): the level's `name`.
    fn variant_name(&self) -> &str;
    fn players(&self) -> usize;

    /// The seat that must decide now, or `None` once the match is over.
    fn to_act(&self) -> Option<Seat>;

    /// Every action the seat to act may take now (empty once the match is over).
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Every legal action, appended to `out`: the same actions in the same order as
    /// [`Game::legal_actions`]. A game may fill the caller's buffer without allocating
    /// (tournaments reuse one buffer for a whole match).
    fn legal_into(&self, out: &mut Vec<Self::Action>) {
        out.extend(self.legal_actions());
    }

    /// Apply an action, drawing any chance from the match's own RNG.
    fn apply(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, RuleError>;

    /// Apply an action exactly as [`Game::apply`] does, without returning the events; a game
    /// may skip building them (tournaments and playouts never read them).
    fn play(&mut self, action: Self::Action) -> Result<(), RuleError> {
        self.apply(action).map(drop)
    }

    /// Apply an action, drawing chance from `chance` instead of the match's RNG.
    fn apply_with(
        &mut self,
        action: Self::Action,
        chance: &mut dyn Chance,
    ) -> Result<Vec<Self::Event>, RuleError>;

    /// `Some` once the match is over.
    fn outcome(&self) -> Option<Outcome>;

    /// What `seat` may see. Computer players decide from this alone.
    fn view(&self, seat: Seat) -> Self::View;

    /// A readable picture of the position for logs and the engine's `show` command.
    fn dump(&self) -> String;

    /// A computer player's choice at `level` (one of [`bot_levels`]) for the seat whose `view`
    /// this is. It sees nothing but that view; `seed` drives its own randomness. Every game's
    /// `bots::decide` is this.
    fn bot_action(view: &Self::View, level: &str, seed: u64) -> Result<Self::Action, RuleError> {
        let _ = (view, seed);
        Err(RuleError::bad_input(format!("{} has no computer player {level:?}", Self::ID)))
    }

    /// [`Game::bot_action`] for the seat to act in this match, whose legal actions the caller
    /// has listed in `legal` (as [`Game::legal_actions`] gives them). The default builds that
    /// seat's view and asks `bot_action`; a game that hides nothing may decide from the match
    /// and `legal` directly (tournaments ask once per action), but its choice must be the one
    /// `bot_action` makes.
    fn bot_action_in(
        &self,
        legal: &[Self::Action],
        level: &str,
        seed: u64,
    ) -> Result<Self::Action, RuleError> {
        let _ = legal;
        let seat = self.to_act().ok_or_else(RuleError::game_over)?;
        Self::bot_action(&self.view(seat), level, seed)
    }
}
