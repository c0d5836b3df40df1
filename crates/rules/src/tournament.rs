//! Tournaments between computer players of any game, through [`DynMatch`]: N seeded games,
//! seats rotating between the entrants, win/draw/loss per entrant with 95% Wilson intervals,
//! game length and decision time per level. The `parlour-tournament` binary is its front end;
//! `docs/tournament.md` explains the table.

use crate::chance::{Chance, GameRng};
use crate::dynmatch::{DynMatch, MatchSpec};
use crate::error::RuleError;
use crate::games;
use serde::Serialize;
use serde_json::Value;
use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// An entrant that picks uniformly among the legal actions itself, so every game has a baseline
/// even before it has bots.
pub const UNIFORM: &str = "uniform";

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// What to play: how many games, from which seed, and who sits where.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Settings {
    pub games: usize,
    pub seed: u64,
    pub players: usize,
    /// Bot levels ("hard", "medium"…, or [`UNIFORM`]); the same level may enter twice.
    pub entrants: Vec<String>,
    /// Actions after which a game is stopped and scored as a draw.
    pub move_cap: usize,
    /// Games played at once (each game is deterministic, so the table does not depend on it;
    /// only the decision times do).
    pub threads: usize,
}

/// The entrant (index into `entrants`) in each seat of game `game`: entrants rotate one seat
/// per game, so over `entrants` consecutive games each entrant has sat in every seat position.
pub fn seating(game: usize, players: usize, entrants: usize) -> Vec<usize> {
    (0..players).map(|seat| (game + seat) % entrants).collect()
}

/// A well-mixed 64-bit value from two (SplitMix64), for per-game and per-decision seeds.
pub fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_add(0x9e37_79b9_7f4a_7c15).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed of the match RNG of game `game`.
pub fn game_seed(seed: u64, game: usize) -> u64 {
    mix(seed, game as u64)
}

/// The 95% Wilson score interval of a proportion `k / n`, as fractions; `(0, 1)` when `n == 0`.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Decision counts and times of one level.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Timing {
    /// Every call, forced ones included.
    pub decisions: u64,
    /// Calls with more than one legal action: the ones where a strategy shows.
    pub choices: u64,
    pub choice_time: Duration,
    pub max_choice: Duration,
}

impl Timing {
    fn add(&mut self, other: &Timing) {
        self.decisions += other.decisions;
        self.choices += other.choices;
        self.choice_time += other.choice_time;
        self.max_choice = self.max_choice.max(other.max_choice);
    }

    /// Mean time of a real choice.
    pub fn mean_choice(&self) -> Duration {
        if self.choices == 0 { Duration::ZERO } else { self.choice_time / self.choices as u32 }
    }
}

/// One entrant's results, counted per seat it held: a seat among the winners is a win, a drawn
/// (or capped) game a draw, anything else a loss.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Standing {
    pub entrant: String,
    pub seats: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Standing {
    /// Wins plus half the draws, per seat.
    pub fn score(&self) -> f64 {
        if self.seats == 0 { 0.0 } else { (self.wins as f64 + 0.5 * self.draws as f64) / self.seats as f64 }
    }
}

/// One finished (or capped) game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameRecord {
    pub seed: u64,
    /// Entrant index per seat.
    pub seating: Vec<usize>,
    /// Winning seats; empty for a draw.
    pub winners: Vec<usize>,
    pub capped: bool,
    pub actions: usize,
    /// Per entrant index.
    #[serde(skip)]
    pub timing: Vec<Timing>,
}

/// The whole tournament.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    pub title: String,
    pub settings: Settings,
    pub standings: Vec<Standing>,
    pub capped: u64,
    pub mean_actions: f64,
    pub min_actions: usize,
    pub max_actions: usize,
    /// Per distinct level name, in order of first entry.
    pub timing: Vec<(String, Timing)>,
    pub games: Vec<GameRecord>,
}

/// Play one game: `create` gives the match for a seed, the entrants in `seating` decide.
pub fn play_one(
    create: &dyn Fn(u64) -> Result<Box<dyn DynMatch>, RuleError>,
    settings: &Settings,
    game: usize,
) -> Result<GameRecord, RuleError> {
    let seed = game_seed(settings.seed, game);
    let seating = seating(game, settings.players, settings.entrants.len());
    let mut m = create(seed)?;
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
    while let Some(seat) = m.to_act() {
        if actions >= settings.move_cap {
            capped = true;
            break;
        }
        let entrant = seating[seat];
        let level = &settings.entrants[entrant];
        let legal = m.legal_json();
        let start = Instant::now();
        let action = if level == UNIFORM {
            if legal.is_empty() {
                return Err(RuleError::bad_input(format!("game {game} (seed {seed}): no legal action")));
            }
            legal[uniform.below(legal.len() as u32) as usize].clone()
        } else {
            m.bot_json(level, mix(seed, actions as u64))?
        };
        let spent = start.elapsed();
        let t = &mut timing[entrant];
        t.decisions += 1;
        if legal.len() > 1 {
            t.choices += 1;
            t.choice_time += spent;
            t.max_choice = t.max_choice.max(spent);
        }
        if !legal.contains(&action) {
            return Err(RuleError::illegal(format!(
                "game {game} (seed {seed}): level {level:?} chose {action}, which is not legal here:\n{}",
                m.dump()
            )));
        }
        m.apply_json(&action)?;
        actions += 1;
    }
    let winners = if capped { Vec::new() } else { m.outcome().map(|o| o.winners).unwrap_or_default() };
    Ok(GameRecord { seed, seating, winners, capped, actions, timing })
}

/// Play the tournament; `progress` hears the number of games finished so far.
pub fn run(
    title: &str,
    create: &(dyn Fn(u64) -> Result<Box<dyn DynMatch>, RuleError> + Sync),
    settings: &Settings,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Report, RuleError> {
    if settings.entrants.is_empty() {
        return Err(RuleError::bad_input("a tournament needs at least one entrant"));
    }
    if settings.players == 0 {
        return Err(RuleError::bad_input("a game needs at least one player"));
    }
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<GameRecord, RuleError>>>> = Mutex::new(vec![None; settings.games]);
    let worker = || {
        loop {
            let g = next.fetch_add(1, Ordering::Relaxed);
            if g >= settings.games {
                break;
            }
            let r = play_one(create, settings, g);
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
    let mut games = Vec::with_capacity(settings.games);
    for r in results.into_inner().expect("workers are done").into_iter().flatten() {
        games.push(r?);
    }
    Ok(tally(title, settings, games))
}

/// The tables from the games' records.
pub fn tally(title: &str, settings: &Settings, games: Vec<GameRecord>) -> Report {
    let mut standings: Vec<Standing> =
        settings.entrants.iter().map(|e| Standing { entrant: e.clone(), ..Standing::default() }).collect();
    let mut timing: Vec<(String, Timing)> = Vec::new();
    let mut capped = 0;
    for g in &games {
        capped += g.capped as u64;
        for (seat, &e) in g.seating.iter().enumerate() {
            let s = &mut standings[e];
            s.seats += 1;
            if g.winners.contains(&seat) {
                s.wins += 1;
            } else if g.winners.is_empty() {
                s.draws += 1;
            } else {
                s.losses += 1;
            }
        }
        for (e, t) in g.timing.iter().enumerate() {
            let level = &settings.entrants[e];
            match timing.iter_mut().find(|(l, _)| l == level) {
                Some((_, sum)) => sum.add(t),
                None => timing.push((level.clone(), t.clone())),
            }
        }
    }
    let lengths = games.iter().map(|g| g.actions);
    let mean_actions =
        if games.is_empty() { 0.0 } else { lengths.clone().sum::<usize>() as f64 / games.len() as f64 };
    Report {
        title: title.to_string(),
        settings: settings.clone(),
        standings,
        capped,
        mean_actions,
        min_actions: lengths.clone().min().unwrap_or(0),
        max_actions: lengths.max().unwrap_or(0),
        timing,
        games,
    }
}

/// A match spec's games, for [`run`]: each game gets the spec with its own seed.
pub fn spec_factory(
    spec: &MatchSpec,
) -> Result<impl Fn(u64) -> Result<Box<dyn DynMatch>, RuleError> + Sync, RuleError> {
    let entry = games::find(&spec.game)?;
    // Fail on a bad variant or option now rather than in the first game.
    (entry.create)(spec)?;
    let spec = spec.clone();
    Ok(move |seed| (entry.create)(&MatchSpec { seed, ..spec.clone() }))
}

fn pct((lo, hi): (f64, f64)) -> String {
    format!("[{:5.1}, {:5.1}]", 100.0 * lo, 100.0 * hi)
}

fn millis(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1000.0)
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.settings;
        writeln!(f, "{}", self.title)?;
        writeln!(
            f,
            "{} games, {} players, seed {}, move cap {}; results per seat held, 95% Wilson intervals",
            self.games.len(),
            s.players,
            s.seed,
            s.move_cap
        )?;
        writeln!(
            f,
            "{:<3} {:<10} {:>5} {:>5} {:>6} {:>16} {:>5} {:>6} {:>16} {:>5} {:>6} {:>16} {:>6}",
            "#",
            "entrant",
            "seats",
            "wins",
            "win%",
            "95% CI",
            "draws",
            "draw%",
            "95% CI",
            "losses",
            "loss%",
            "95% CI",
            "score"
        )?;
        for (i, st) in self.standings.iter().enumerate() {
            let n = st.seats.max(1) as f64;
            writeln!(
                f,
                "{:<3} {:<10} {:>5} {:>5} {:>6.1} {:>16} {:>5} {:>6.1} {:>16} {:>5} {:>6.1} {:>16} {:>6.3}",
                i + 1,
                st.entrant,
                st.seats,
                st.wins,
                100.0 * st.wins as f64 / n,
                pct(wilson(st.wins, st.seats)),
                st.draws,
                100.0 * st.draws as f64 / n,
                pct(wilson(st.draws, st.seats)),
                st.losses,
                100.0 * st.losses as f64 / n,
                pct(wilson(st.losses, st.seats)),
                st.score()
            )?;
        }
        writeln!(
            f,
            "game length: mean {:.1} actions (min {}, max {}); stopped at the move cap (draws): {}",
            self.mean_actions, self.min_actions, self.max_actions, self.capped
        )?;
        writeln!(
            f,
            "{:<10} {:>10} {:>10} {:>14} {:>12}",
            "level", "decisions", "choices", "mean ms/choice", "max ms"
        )?;
        for (level, t) in &self.timing {
            writeln!(
                f,
                "{:<10} {:>10} {:>10} {:>14} {:>12}",
                level,
                t.decisions,
                t.choices,
                millis(t.mean_choice()),
                millis(t.max_choice)
            )?;
        }
        Ok(())
    }
}

/// Set the field at a dotted `path` of a JSON object (creating objects on the way), for
/// command-line option overrides such as `options.target_score=1`.
pub fn set_path(root: &mut Value, path: &str, value: Value) -> Result<(), RuleError> {
    let mut at = root;
    let parts: Vec<&str> = path.split('.').collect();
    for (i, part) in parts.iter().enumerate() {
        if part.is_empty() {
            return Err(RuleError::bad_input(format!("bad option path {path:?}")));
        }
        if !at.is_object() {
            *at = Value::Object(Default::default());
        }
        let obj = at.as_object_mut().expect("made an object above");
        if i + 1 == parts.len() {
            obj.insert(part.to_string(), value);
            return Ok(());
        }
        at = obj.entry(part.to_string()).or_insert_with(|| Value::Object(Default::default()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::Chance;
    use crate::game::{Game, Outcome, Seat};
    use serde::{Deserialize, Serialize};

    /// A toy game for 1 to 4 players: each seat in turn says a number 0..=2 (or waits, which
    /// passes the turn without saying anything); once all have said one, a die picks whether
    /// the highest or the lowest unique number wins; no unique number is a draw.
    #[derive(Debug, Clone, Serialize, Deserialize)]
    struct Call {
        players: usize,
        said: Vec<Option<u8>>,
        turn: usize,
        winners: Option<Vec<Seat>>,
        rng: GameRng,
    }

    #[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
    enum CallAction {
        Say(u8),
        Wait,
    }

    impl Game for Call {
        type Action = CallAction;
        type Event = CallAction;
        type Config = ();
        type View = Call;
        const ID: &'static str = "call";
        const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
        fn new(_: &(), players: usize, seed: u64) -> Result<Self, RuleError> {
            Ok(Call {
                players,
                said: vec![None; players],
                turn: 0,
                winners: None,
                rng: GameRng::seeded(seed),
            })
        }
        fn config(&self) -> &() {
            &()
        }
        fn variant_name(&self) -> &str {
            "call"
        }
        fn players(&self) -> usize {
            self.players
        }
        fn to_act(&self) -> Option<Seat> {
            self.winners.is_none().then_some(self.turn)
        }
        fn legal_actions(&self) -> Vec<CallAction> {
            if self.winners.is_some() {
                return Vec::new();
            }
            vec![CallAction::Say(0), CallAction::Say(1), CallAction::Say(2), CallAction::Wait]
        }
        fn apply(&mut self, a: CallAction) -> Result<Vec<CallAction>, RuleError> {
            let mut rng = self.rng.clone();
            let r = self.apply_with(a, &mut rng);
            self.rng = rng;
            r
        }
        fn apply_with(
            &mut self,
            a: CallAction,
            chance: &mut dyn Chance,
        ) -> Result<Vec<CallAction>, RuleError> {
            if !self.legal_actions().contains(&a) {
                return Err(RuleError::illegal("no"));
            }
            if let CallAction::Say(n) = a {
                self.said[self.turn] = Some(n);
            }
            self.turn = (self.turn + 1) % self.players;
            if self.said.iter().all(Option::is_some) {
                let high = chance.die(6) > 1;
                let unique: Vec<(u8, Seat)> = (0..self.players)
                    .filter_map(|s| {
                        let n = self.said[s]?;
                        (self.said.iter().filter(|&&m| m == Some(n)).count() == 1).then_some((n, s))
                    })
                    .collect();
                let best = if high { unique.iter().max() } else { unique.iter().min() };
                self.winners = Some(best.map(|&(_, s)| vec![s]).unwrap_or_default());
            }
            Ok(vec![a])
        }
        fn outcome(&self) -> Option<Outcome> {
            self.winners.clone().map(|winners| Outcome { winners, scores: Vec::new(), reason: "call".into() })
        }
        fn view(&self, _: Seat) -> Call {
            self.clone()
        }
        fn dump(&self) -> String {
            format!("{:?}", self.said)
        }
        fn bot_action(_: &Call, level: &str, _: u64) -> Result<CallAction, RuleError> {
            match level {
                "high" => Ok(CallAction::Say(2)),
                "low" => Ok(CallAction::Say(0)),
                "stall" => Ok(CallAction::Wait),
                "cheat" => Ok(CallAction::Say(7)),
                _ => Err(RuleError::bad_input(format!("no level {level}"))),
            }
        }
    }

    fn settings(players: usize, games: usize, entrants: &[&str]) -> Settings {
        Settings {
            games,
            seed: 7,
            players,
            entrants: entrants.iter().map(|e| e.to_string()).collect(),
            move_cap: 50,
            threads: 1,
        }
    }

    fn call_factory(players: usize) -> impl Fn(u64) -> Result<Box<dyn DynMatch>, RuleError> + Sync {
        move |seed| Ok(Box::new(Call::new(&(), players, seed)?) as Box<dyn DynMatch>)
    }

    fn run_call(
        players: usize,
        games: usize,
        entrants: &[&str],
        threads: usize,
    ) -> Result<Report, RuleError> {
        let s = Settings { threads, ..settings(players, games, entrants) };
        run("call", &call_factory(players), &s, &|_| {})
    }

    #[test]
    fn wilson_matches_known_values() {
        let close = |a: (f64, f64), b: (f64, f64)| (a.0 - b.0).abs() < 5e-4 && (a.1 - b.1).abs() < 5e-4;
        assert!(close(wilson(5, 10), (0.2366, 0.7634)), "{:?}", wilson(5, 10));
        assert!(close(wilson(0, 10), (0.0, 0.2775)), "{:?}", wilson(0, 10));
        assert!(close(wilson(10, 10), (0.7225, 1.0)), "{:?}", wilson(10, 10));
        assert!(close(wilson(150, 200), (0.6857, 0.8052)), "{:?}", wilson(150, 200));
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }

    #[test]
    fn seats_rotate_evenly() {
        assert_eq!(seating(0, 2, 2), vec![0, 1]);
        assert_eq!(seating(1, 2, 2), vec![1, 0]);
        assert_eq!(seating(1, 4, 2), vec![1, 0, 1, 0]);
        assert_eq!(seating(2, 3, 3), vec![2, 0, 1]);
        // Over a multiple of the entrant count, each entrant holds each seat equally often.
        for (players, entrants) in [(2, 2), (3, 3), (4, 2), (4, 4), (3, 2)] {
            let mut count = vec![vec![0; players]; entrants];
            for g in 0..entrants * 5 {
                for (seat, e) in seating(g, players, entrants).into_iter().enumerate() {
                    count[e][seat] += 1;
                }
            }
            for row in &count {
                assert!(row.iter().all(|&c| c == row[0]), "{players} players, {entrants}: {count:?}");
            }
        }
    }

    #[test]
    fn toy_game_two_players_counts_wins_and_losses() {
        // high says 2, low says 0: with chance, the high number wins 5 times in 6.
        let r = run_call(2, 600, &["high", "low"], 1).unwrap();
        let (h, l) = (&r.standings[0], &r.standings[1]);
        assert_eq!(h.seats, 600);
        assert_eq!(h.wins + h.draws + h.losses, 600);
        assert_eq!(h.draws, 0);
        assert_eq!(h.wins, l.losses);
        assert!((450..=550).contains(&h.wins), "{r}");
        assert_eq!(r.mean_actions, 2.0);
        assert_eq!(r.capped, 0);
        assert_eq!(r.timing.len(), 2);
        assert_eq!(r.timing[0].1.decisions, 600);
    }

    #[test]
    fn toy_game_with_four_seats_and_draws() {
        // Four seats, two entrants alternating: both say the same number twice, so no number is
        // unique and every game is drawn.
        let r = run_call(4, 20, &["high", "low"], 1).unwrap();
        assert!(r.standings.iter().all(|s| s.seats == 40 && s.draws == 40), "{r}");
        // Three seats: high, low, high, then low, high, low: the unique number wins.
        let r = run_call(3, 60, &["high", "low"], 1).unwrap();
        let (h, l) = (&r.standings[0], &r.standings[1]);
        assert_eq!(h.seats + l.seats, 180);
        assert_eq!(h.wins + l.wins, 60);
        assert_eq!(h.draws + l.draws, 0);
        assert!(format!("{r}").contains("95% CI"));
    }

    #[test]
    fn move_cap_makes_a_draw() {
        let r = run_call(2, 10, &["stall", "high"], 1).unwrap();
        assert_eq!(r.capped, 10);
        assert_eq!(r.max_actions, 50);
        assert!(r.standings.iter().all(|s| s.draws == 10));
    }

    #[test]
    fn an_illegal_choice_or_unknown_level_is_an_error() {
        let e = run_call(2, 4, &["cheat", "high"], 1).unwrap_err();
        assert!(e.message.contains("not legal"), "{e}");
        assert!(run_call(2, 4, &["nobody", "high"], 1).is_err());
        assert!(run_call(2, 4, &[], 1).is_err());
    }

    #[test]
    fn results_do_not_depend_on_threads() {
        let one = run_call(3, 90, &["uniform", "high", "low"], 1).unwrap();
        let two = run_call(3, 90, &["uniform", "high", "low"], 2).unwrap();
        assert_eq!(one.standings, two.standings);
        let seeds: Vec<u64> = one.games.iter().map(|g| g.seed).collect();
        assert_eq!(seeds, two.games.iter().map(|g| g.seed).collect::<Vec<_>>());
    }

    #[test]
    fn registry_games_play_with_the_uniform_entrant() {
        for entry in games::GAMES {
            let spec = MatchSpec { variant: None, ..MatchSpec::new(entry.id, "", entry.min_players, 0) };
            let create = spec_factory(&spec).unwrap();
            let s = Settings { move_cap: 100_000, ..settings(entry.min_players, 4, &[UNIFORM]) };
            let r = run(entry.id, &create, &s, &|_| {}).unwrap();
            assert_eq!(r.games.len(), 4);
            assert!(r.games.iter().all(|g| g.actions > 0), "{}", entry.id);
        }
    }

    #[test]
    fn option_paths_nest() {
        let mut v = Value::Null;
        set_path(&mut v, "options.target_score", serde_json::json!(1)).unwrap();
        set_path(&mut v, "options.wrap", serde_json::json!("All")).unwrap();
        assert_eq!(v, serde_json::json!({"options": {"target_score": 1, "wrap": "All"}}));
        assert!(set_path(&mut v, "a..b", Value::Null).is_err());
    }
}
