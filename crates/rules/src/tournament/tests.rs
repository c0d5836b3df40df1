//! The tournament on a toy game, and on every game of the registry.

use super::*;
use crate::chance::{Chance, GameRng};
use crate::dynmatch::MatchSpec;
use crate::error::RuleError;
use crate::game::{Game, Outcome, Seat};
use crate::games;
use serde::{Deserialize, Serialize};

/// A toy game for 1 to 4 players: each seat in turn says a number 0..=2 (or waits, which
/// passes the turn without saying anything); once all have said one, a die picks whether
/// the highest or the lowest unique number wins; no unique number is a draw, except that when
/// every seat said the same number they all win together.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
        Self::check_players(players)?;
        Ok(Call { players, said: vec![None; players], turn: 0, winners: None, rng: GameRng::seeded(seed) })
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
    fn apply_with(&mut self, a: CallAction, chance: &mut dyn Chance) -> Result<Vec<CallAction>, RuleError> {
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
            let all_same = self.players > 1 && self.said.iter().all(|&n| n == self.said[0]);
            self.winners = Some(match best {
                Some(&(_, s)) => vec![s],
                None if all_same => (0..self.players).collect(),
                None => Vec::new(),
            });
        }
        Ok(vec![a])
    }
    fn outcome(&self) -> Option<Outcome> {
        self.winners.clone().map(|winners| Outcome { winners, scores: Vec::new(), reason: "call".into() })
    }
    fn view(&self, _: Seat) -> Call {
        self.clone()
    }
    fn stand_in(view: &Call, _: u64) -> Result<Self, RuleError> {
        Ok(view.clone())
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

fn run_call(players: usize, games: usize, entrants: &[&str], threads: usize) -> Result<Report, RuleError> {
    let s = Settings { threads, ..settings(players, games, entrants) };
    run::<Call>("call", &(), &s, &|_| {})
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
    assert_eq!(r.timing[0].1.choices, 600);
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
fn a_shared_win_counts_as_a_draw() {
    // Every seat says 2: all win together, which is no win over anyone.
    for players in [2, 3, 4] {
        let r = run_call(players, 10, &["high", "high"], 1).unwrap();
        assert!(r.games.iter().all(|g| g.winners.len() == players), "{r}");
        let seats = (10 * players / 2) as u64;
        for s in &r.standings {
            assert_eq!((s.seats, s.wins, s.draws, s.losses), (seats, 0, seats, 0), "{r}");
            assert_eq!(s.score(), 0.5);
        }
    }
    // One entrant alone at the table wins with every seat it holds.
    let r = run_call(2, 4, &["high"], 1).unwrap();
    assert_eq!((r.standings[0].wins, r.standings[0].draws), (8, 0));
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
    assert!(e.message.contains(r#"{"Say":7}"#), "{e}");
    assert!(run_call(2, 4, &["nobody", "high"], 1).is_err());
    assert!(run_call(2, 4, &[], 1).is_err());
    assert!(run_call(0, 4, &["high"], 1).is_err());
    assert!(run_call(5, 4, &["high"], 1).is_err());
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
        let contest = games::prepare_contest(&spec).unwrap();
        assert_eq!(contest.game(), entry.id);
        let s = Settings { move_cap: 100_000, ..settings(entry.min_players, 4, &[UNIFORM]) };
        let r = contest.run(entry.id, &s, &|_| {}).unwrap();
        assert_eq!(r.games.len(), 4);
        assert!(r.games.iter().all(|g| g.actions > 0), "{}", entry.id);
    }
}

#[test]
fn a_team_held_by_one_entrant_wins() {
    // Sorry! in teams: seats 0 and 2 against 1 and 3; with two entrants each holds one team.
    let contest = games::prepare_contest(&MatchSpec::new("sorry", "teams", 4, 0)).unwrap();
    let s = Settings { move_cap: 100_000, ..settings(4, 4, &[UNIFORM, "random"]) };
    let r = contest.run("teams", &s, &|_| {}).unwrap();
    assert!(r.games.iter().all(|g| g.winners.len() == 2), "{r}");
    let (a, b) = (&r.standings[0], &r.standings[1]);
    assert_eq!((a.draws, b.draws, a.wins + b.wins, a.losses + b.losses), (0, 0, 8, 8), "{r}");
}

#[test]
fn a_bad_spec_fails_before_any_game() {
    assert!(games::prepare_contest(&MatchSpec::new("nosuch", "", 2, 0)).is_err());
    assert!(games::prepare_contest(&MatchSpec::new("morris", "nosuch", 2, 0)).is_err());
    assert!(games::prepare_contest(&MatchSpec::new("morris", "nine", 3, 0)).is_err());
    let spec = MatchSpec {
        options: Some(serde_json::json!({"nosuch": 1})),
        ..MatchSpec::new("morris", "nine", 2, 0)
    };
    assert!(games::prepare_contest(&spec).is_err());
}

#[test]
fn morris_has_an_expert_level_and_the_other_games_refuse_it() {
    // On the solved Three board expert (like hard) plays perfectly, and at once.
    let contest = games::prepare_contest(&MatchSpec::new("morris", "three", 2, 0)).unwrap();
    let r = contest.run("three", &settings(2, 6, &["expert", "random"]), &|_| {}).unwrap();
    assert_eq!((r.games.len(), r.standings[0].losses), (6, 0), "{r}");
    for entry in games::GAMES.iter().filter(|g| g.id != "morris") {
        let spec = MatchSpec { variant: None, ..MatchSpec::new(entry.id, "", entry.min_players, 0) };
        let contest = games::prepare_contest(&spec).unwrap();
        let s = Settings { move_cap: 100_000, ..settings(entry.min_players, 1, &["expert"]) };
        let e = contest.run(entry.id, &s, &|_| {}).unwrap_err();
        assert!(e.message.contains(r#"has no computer player "expert""#), "{}: {e}", entry.id);
    }
}

/// An external player of the toy game that always says 2 and counts what it was told.
struct Caller {
    matches: usize,
    longest_history: usize,
}

impl External<Call> for Caller {
    fn new_match(&mut self) -> Result<(), RuleError> {
        self.matches += 1;
        Ok(())
    }
    fn choose(&mut self, _: &Call, played: &[CallAction]) -> Result<CallAction, RuleError> {
        self.longest_history = self.longest_history.max(played.len());
        Ok(CallAction::Say(2))
    }
}

#[test]
fn an_external_entrant_plays_through_the_same_loop() {
    let make = || Ok(Box::new(Caller { matches: 0, longest_history: 0 }) as Box<dyn External<Call>>);
    let s = settings(2, 40, &[EXTERNAL, "low"]);
    let with = run_with::<Call>("call", &(), &s, &|_| {}, Some(&make)).unwrap();
    let high = run_call(2, 40, &["high", "low"], 1).unwrap();
    // The external player says what "high" says, so the games are the same games.
    assert_eq!(with.standings[0].wins, high.standings[0].wins);
    assert_eq!(with.games.iter().map(|g| g.actions).sum::<usize>(), 80);
    // Without one, the entrant is an error; a player that fails to start is the error.
    assert!(run_with::<Call>("call", &(), &s, &|_| {}, None).unwrap_err().message.contains("--engine"));
    let broken = || Err(RuleError::bad_input("no engine here"));
    let e = run_with::<Call>("call", &(), &s, &|_| {}, Some(&broken)).unwrap_err();
    assert_eq!(e.message, "no engine here");
}

/// An external player that answers with no legal action in every third match, and stops
/// altogether in the tenth when told to.
struct Flaky {
    matches: usize,
    stops: bool,
}

impl External<Call> for Flaky {
    fn new_match(&mut self) -> Result<(), RuleError> {
        self.matches += 1;
        Ok(())
    }
    fn choose(&mut self, _: &Call, _: &[CallAction]) -> Result<CallAction, RuleError> {
        match self.matches {
            10 if self.stops => Err(RuleError::bad_input("the engine has stopped")),
            n if n % 3 == 0 => Err(RuleError::illegal("the engine gave no move: \"bestmove none\"\nboard")),
            _ => Ok(CallAction::Say(2)),
        }
    }
}

#[test]
fn an_engine_s_unusable_answer_voids_its_game_and_the_rest_are_played() {
    let flaky = || Ok(Box::new(Flaky { matches: 0, stops: false }) as Box<dyn External<Call>>);
    let s = settings(2, 12, &[EXTERNAL, "low"]);
    let r = run_with::<Call>("call", &(), &s, &|_| {}, Some(&flaky)).unwrap();
    // Matches 3, 6, 9 and 12 are void: kept with why, counted for no one.
    assert_eq!(r.void, 4);
    assert_eq!(r.games.len(), 12);
    let void: Vec<usize> = (0..12).filter(|&g| r.games[g].void.is_some()).collect();
    assert_eq!(void, [2, 5, 8, 11]);
    assert_eq!(r.games[2].void.as_deref(), Some("the engine gave no move: \"bestmove none\""));
    assert!(r.games[2].winners.is_empty() && !r.games[2].capped);
    let held = |e: usize| r.standings[e].wins + r.standings[e].draws + r.standings[e].losses;
    assert_eq!((r.standings[0].seats, held(0), held(1)), (8, 8, 8));
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["void"], 4);
    assert!(json["games"][0].get("void").is_none());
    assert!(r.to_string().contains("counted for no one): 4"));
    // A stopped engine still ends the tournament.
    let stops = || Ok(Box::new(Flaky { matches: 0, stops: true }) as Box<dyn External<Call>>);
    let e = run_with::<Call>("call", &(), &s, &|_| {}, Some(&stops)).unwrap_err();
    assert_eq!(e.message, "the engine has stopped");
}
