//! Playing the games through the typed rules and bots of any [`Game`]: one match, and a whole
//! tournament's matches shared among threads; an entrant may be a player outside the process
//! ([`External`]). Nothing here speaks JSON but an error message.

use super::report::{GameRecord, Report, tally};
use super::seats::{game_seed, mix, seating};
use super::settings::{EXTERNAL, Settings, UNIFORM};
use super::timing::Timing;
use crate::chance::{Chance, GameRng};
use crate::error::{RuleError, RuleErrorKind};
use crate::game::Game;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Play game number `game` of the tournament on the variant `config`: the match gets the game's
/// seed, the entrants sit as [`seating`] says, and each decision of a bot gets the seed
/// `mix(match seed, actions so far)`. Every action a bot chooses is checked against the legal
/// ones.
pub fn play_one<G: Game>(
    config: &G::Config,
    settings: &Settings,
    game: usize,
) -> Result<GameRecord, RuleError> {
    play_game::<G>(config, settings, game, &mut Vec::new(), None)
}

/// A player outside this process (an engine spoken to over a text protocol), entered as
/// [`EXTERNAL`]. It hears of each new match and is asked for the seat to act with the actions
/// of the match so far; what it answers is checked against the legal actions like a bot's.
pub trait External<G: Game> {
    fn new_match(&mut self) -> Result<(), RuleError>;
    fn choose(&mut self, m: &G, played: &[G::Action]) -> Result<G::Action, RuleError>;
}

/// Makes one [`External`] per thread of a tournament.
pub type MakeExternal<'a, G> = dyn Fn() -> Result<Box<dyn External<G>>, RuleError> + Sync + 'a;

/// [`play_one`] with a buffer for the legal actions that a thread keeps from game to game, and
/// the thread's external player if the tournament has one.
fn play_game<G: Game>(
    config: &G::Config,
    settings: &Settings,
    game: usize,
    legal: &mut Vec<G::Action>,
    mut external: Option<&mut (dyn External<G> + 'static)>,
) -> Result<GameRecord, RuleError> {
    let seed = game_seed(settings.seed, game);
    let seating = seating(game, settings.players, settings.entrants.len());
    let mut m = G::new(config, settings.players, seed)?;
    if m.players() != settings.players {
        return Err(RuleError::bad_input(format!(
            "the match has {} seats, not {}",
            m.players(),
            settings.players
        )));
    }
    let mut timing = vec![Timing::default(); settings.entrants.len()];
    let mut uniform = GameRng::seeded(mix(seed, u64::MAX));
    let mut actions = 0;
    let mut capped = false;
    let mut void = None;
    // The match so far, for an external player (which is told the whole match each time).
    let mut played = Vec::new();
    if let Some(e) = external.as_deref_mut() {
        e.new_match()?;
    }
    while let Some(seat) = m.to_act() {
        if actions >= settings.move_cap {
            capped = true;
            break;
        }
        let entrant = seating[seat];
        let level = settings.entrants[entrant].as_str();
        let bot = level != UNIFORM;
        legal.clear();
        m.legal_into(legal);
        // Forced actions take no thought: only real choices are timed, and a quick level's
        // only on a sample (see `Timing::wants_clock`).
        let choice = legal.len() > 1;
        let start = (choice && timing[entrant].wants_clock()).then(Instant::now);
        let action = if level == EXTERNAL {
            let e = external.as_deref_mut().ok_or_else(|| {
                RuleError::bad_input(format!("entrant {EXTERNAL:?} needs an external player (--engine)"))
            })?;
            match e.choose(&m, &played) {
                Ok(a) => a,
                // An answer that is no legal action here (a move its own rules allow, a draw
                // its rules claim, no move at all) voids this game only: the engine is still
                // there for the next one. A silent or stopped engine ends the tournament.
                Err(e) if e.kind == RuleErrorKind::Illegal => {
                    void = Some(e.message.lines().next().unwrap_or_default().to_string());
                    break;
                }
                Err(e) => return Err(e),
            }
        } else if bot {
            m.bot_action_in(legal, level, mix(seed, actions as u64))?
        } else if legal.is_empty() {
            return Err(RuleError::bad_input(format!("game {game} (seed {seed}): no legal action")));
        } else {
            legal[uniform.below(legal.len() as u32) as usize].clone()
        };
        if choice {
            timing[entrant].choice(start.map(|s| s.elapsed()));
        } else {
            timing[entrant].forced();
        }
        // The uniform entrant picks among the legal actions; a bot's choice is checked.
        if bot && !legal.contains(&action) {
            let shown = serde_json::to_string(&action).unwrap_or_else(|_| format!("{action:?}"));
            return Err(RuleError::illegal(format!(
                "game {game} (seed {seed}): level {level:?} chose {shown}, which is not legal here:\n{}",
                m.dump()
            )));
        }
        if external.is_some() {
            played.push(action.clone());
        }
        m.play(action)?;
        actions += 1;
    }
    let outcome = if capped || void.is_some() { None } else { m.outcome() };
    let reason = outcome.as_ref().map(|o| o.reason.clone()).unwrap_or_default();
    let winners = outcome.map(|o| o.winners).unwrap_or_default();
    let moves = played.iter().filter_map(|a| serde_json::to_value(a).ok()).collect();
    Ok(GameRecord { seed, seating, winners, capped, void, actions, reason, moves, timing })
}

/// Play the tournament on the variant `config`, `settings.threads` games at a time; `progress`
/// hears the number of games finished so far. The first failing game, in game order, is the
/// error.
pub fn run<G: Game>(
    title: &str,
    config: &G::Config,
    settings: &Settings,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Report, RuleError>
where
    G::Config: Sync,
{
    run_with::<G>(title, config, settings, progress, None)
}

/// [`run`] with an external player for the entrant [`EXTERNAL`]: `make` starts one for each
/// thread, which it keeps for all the thread's games.
pub fn run_with<G: Game>(
    title: &str,
    config: &G::Config,
    settings: &Settings,
    progress: &(dyn Fn(usize) + Sync),
    make: Option<&MakeExternal<G>>,
) -> Result<Report, RuleError>
where
    G::Config: Sync,
{
    settings.check()?;
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<GameRecord, RuleError>>>> = Mutex::new(vec![None; settings.games]);
    // An external player that would not start.
    let failed_start: Mutex<Option<RuleError>> = Mutex::new(None);
    let worker = || {
        let mut legal = Vec::new();
        let mut external = match make.map(|make| make()).transpose() {
            Ok(e) => e,
            Err(e) => {
                *failed_start.lock().expect("no worker panics holding the lock") = Some(e);
                next.store(settings.games, Ordering::Relaxed);
                return;
            }
        };
        loop {
            let g = next.fetch_add(1, Ordering::Relaxed);
            if g >= settings.games {
                break;
            }
            let r = play_game::<G>(config, settings, g, &mut legal, external.as_deref_mut());
            let failed = r.is_err();
            results.lock().expect("no worker panics holding the lock")[g] = Some(r);
            if failed {
                // Stop handing out games; the first error in game order is reported.
                next.store(settings.games, Ordering::Relaxed);
            }
            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
        }
    };
    std::thread::scope(|s| {
        for _ in 1..settings.threads.max(1) {
            s.spawn(worker);
        }
        worker();
    });
    if let Some(e) = failed_start.into_inner().expect("workers are done") {
        return Err(e);
    }
    let mut games = Vec::with_capacity(settings.games);
    for r in results.into_inner().expect("workers are done").into_iter().flatten() {
        games.push(r?);
    }
    Ok(tally(title, settings, games))
}
