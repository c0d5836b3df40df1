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
    /// What one seat may see (its own hand, public information only). It travels to a remote
    /// seat and back, so it reads from JSON as well as it writes; [`Game::stand_in`] builds a
    /// whole match from it.
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned;

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

    /// A match identical to the one `view` was taken from in everything that view shows, with
    /// what it hides dealt at random from `seed`: another seat's hand, the order of a pile, the
    /// dice to come. A remote seat that is sent nothing but its view builds its table from this
    /// (the stand-in's `view` of that seat equals `view`, and so do its legal actions); what it
    /// hides is never copied, only dealt. A view that no match could give (counts that do not
    /// add up, a piece off the board…) is refused with a [`RuleError::bad_input`] that says what
    /// is wrong.
    fn stand_in(view: &Self::View, seed: u64) -> Result<Self, RuleError>;

    /// `event` as `seat` may see it when it happens: the same event, one with what `seat` may
    /// not see taken out (a card drawn into another seat's hidden hand), or `None` when `seat`
    /// may not know of it at all. The default shows every event whole, for games whose events
    /// reveal nothing hidden.
    fn seen_by(event: &Self::Event, seat: Seat) -> Option<Self::Event> {
        let _ = seat;
        Some(event.clone())
    }

    /// The action by which `seat` gives the match up, where the rules take one now (any seat
    /// still playing may resign at any time, its turn or not). The default: no resignation.
    fn resignation(&self, seat: Seat) -> Option<Self::Action> {
        let _ = seat;
        None
    }

    /// What someone at no seat may see (a spectator): only what every seat sees. The default is
    /// seat 0's view, for games whose seats see the same (everything but the generator); a game
    /// with hands overrides it. [`Game::stand_in`] builds a match from it like any view.
    fn spectator_view(&self) -> Self::View {
        self.view(0)
    }

    /// `event` as a spectator may see it: as a seat that is none of the players would.
    fn seen_by_spectator(event: &Self::Event) -> Option<Self::Event> {
        Self::seen_by(event, Seat::MAX)
    }

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

/// `Ok` when the view a stand-in gives (`rebuilt`) is the view it was built from (`given`);
/// otherwise the error names the first field, as its JSON path, where they differ. Every game's
/// [`Game::stand_in`] ends with this: whatever its own checks let through, a stand-in that would
/// not show the seat exactly what it was shown is refused.
pub(crate) fn same_view<V: Serialize + PartialEq>(given: &V, rebuilt: &V) -> Result<(), RuleError> {
    if given == rebuilt {
        return Ok(());
    }
    let (a, b) = (serde_json::to_value(given), serde_json::to_value(rebuilt));
    let path = match (a, b) {
        (Ok(a), Ok(b)) => first_difference(&a, &b, ""),
        _ => None,
    };
    Err(RuleError::bad_input(match path {
        Some(path) => format!("the view does not hold together: {path} is not what the rest of it implies"),
        None => "the view does not hold together".to_string(),
    }))
}

/// The JSON path of the first place where `a` and `b` differ (`phase.seat`, `hand_sizes[1]`).
fn first_difference(a: &serde_json::Value, b: &serde_json::Value, at: &str) -> Option<String> {
    use serde_json::Value;
    let key = |k: &str| if at.is_empty() { k.to_string() } else { format!("{at}.{k}") };
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => x
            .iter()
            .find_map(|(k, v)| match y.get(k) {
                Some(w) => first_difference(v, w, &key(k)),
                None => Some(key(k)),
            })
            .or_else(|| y.keys().find(|k| !x.contains_key(*k)).map(|k| key(k))),
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            x.iter().zip(y).enumerate().find_map(|(i, (v, w))| first_difference(v, w, &format!("{at}[{i}]")))
        }
        _ if a == b => None,
        _ if at.is_empty() => Some("the whole view".to_string()),
        _ => Some(at.to_string()),
    }
}
