//! `parlour --soak MINUTES [--per-game N]`: the whole game, headless, playing computer-player
//! matches of every game and variant back to back, opened and finished through the real screens
//! (title, table, results, title again). It checks what a long session would show: a match that
//! stops deciding (a stuck phase), and entities, assets or memory that grow from match to match.
//! One line per match, then a report; the exit code is 1 if anything was wrong.

use crate::games::SavedMatch;
use crate::games::present::TableSpeed;
use crate::games::seats::SeatKind;
use crate::games::session::Match;
use crate::games::{Registered, ResumeRequest};
use crate::state::Screen;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::{morfals::Morfals, morpyam::Morpyam, morris::Morris, sorry::Sorry};
use std::time::Instant;

/// How long to soak.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub minutes: f64,
    /// Stop once every table of the schedule has played this many matches.
    pub per_variant: Option<u32>,
    /// Every variant of every game, or only each game's first (a short run).
    pub every_variant: bool,
}

/// One match played.
#[derive(Debug, Clone)]
pub struct Played {
    pub game: &'static str,
    pub variant: &'static str,
    pub players: usize,
    pub decisions: u64,
    pub frames: u64,
    pub seconds: f64,
}

/// What was counted on the title screen after a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counts {
    pub entities: u32,
    pub meshes: usize,
    pub materials: usize,
    pub images: usize,
    /// Resident memory, in KiB (Linux).
    pub memory_kib: Option<u64>,
}

#[derive(Debug, Default, Clone)]
pub struct Report {
    pub played: Vec<Played>,
    /// After each match, back on the title.
    pub counts: Vec<Counts>,
    pub problems: Vec<String>,
    pub seconds: f64,
}

/// Table time without a decision after which a match is stuck (a computer player decides within
/// a few seconds of table time; a throw settles in less).
const STUCK_FRAMES: u64 = 60 * 60;
/// Entities, assets and memory may differ this much between the first and the last match (the
/// title's own animations and text come and go).
const ENTITY_SLACK: u32 = 40;
const MEMORY_GROWTH: f64 = 0.10;

/// Every game and variant, with the seats of the `round`-th time round: the player count and the
/// computer levels cycle so that each round plays different tables.
fn schedule(round: u32, every_variant: bool) -> Vec<(&'static str, &'static str, Vec<SeatKind>)> {
    let levels = [SeatKind::Medium, SeatKind::Easy, SeatKind::Hard, SeatKind::Medium];
    let mut tables = Vec::new();
    for info in crate::games::catalogue::games() {
        let variants = parlour_rules::level::variants(info.id);
        let take = if every_variant { variants.len() } else { 1 };
        for variant in variants.into_iter().take(take) {
            let counts: Vec<usize> = (info.min_players..=info.max_players).collect();
            for k in 0..counts.len() {
                let players = counts[(round as usize + k) % counts.len()];
                let seats: Vec<SeatKind> =
                    (0..players).map(|s| levels[(s + round as usize) % levels.len()]).collect();
                // A variant that takes other player counts (teams of two) tries the next.
                if new_match(info.id, variant, seats.clone(), 0).is_ok() {
                    tables.push((info.id, variant, seats));
                    break;
                }
            }
        }
    }
    tables
}

fn new_match(game: &str, variant: &str, seats: Vec<SeatKind>, seed: u64) -> Result<SavedMatch, String> {
    fn make<G: Registered>(variant: &str, seats: Vec<SeatKind>, seed: u64) -> Result<SavedMatch, String> {
        Match::<G>::new(variant, seats, seed).map(G::wrap)
    }
    match game {
        id if id == Morpyam::ID => make::<Morpyam>(variant, seats, seed),
        id if id == Morris::ID => make::<Morris>(variant, seats, seed),
        id if id == Sorry::ID => make::<Sorry>(variant, seats, seed),
        id if id == Morfals::ID => make::<Morfals>(variant, seats, seed),
        other => Err(format!("no game {other}")),
    }
}

/// Decisions of the match on the table, if one is.
fn decisions(world: &World) -> Option<u64> {
    fn of<G: Registered>(world: &World) -> Option<u64> {
        world.get_resource::<Match<G>>().map(|m| m.actions)
    }
    of::<Morpyam>(world)
        .or_else(|| of::<Morris>(world))
        .or_else(|| of::<Sorry>(world))
        .or_else(|| of::<Morfals>(world))
}

fn counts(world: &World) -> Counts {
    Counts {
        entities: world.entity_count(),
        meshes: world.resource::<Assets<Mesh>>().len(),
        materials: world.resource::<Assets<StandardMaterial>>().len(),
        images: world.resource::<Assets<Image>>().len(),
        memory_kib: memory_kib(),
    }
}

/// Resident memory of this process (Linux: `VmRSS` of `/proc/self/status`).
fn memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Step until `screen` (at most `frames`).
fn reach(app: &mut App, want: Screen, frames: u32) -> bool {
    for _ in 0..frames {
        if screen(app) == want {
            app.update();
            return true;
        }
        app.update();
    }
    false
}

/// Soak `app` (a [`crate::headless::app`]) within `limits`.
pub fn soak(app: &mut App, limits: Limits, mut line: impl FnMut(&str)) -> Report {
    let started = Instant::now();
    let mut report = Report::default();
    app.insert_resource(TableSpeed(60.0));
    if !reach(app, Screen::Title, 2_000) {
        report.problems.push(format!("the title never came (at {:?})", screen(app)));
        return report;
    }
    let mut round = 0;
    'rounds: loop {
        for (game, variant, seats) in schedule(round, limits.every_variant) {
            let out_of_time = started.elapsed().as_secs_f64() > limits.minutes * 60.0;
            if out_of_time || limits.per_variant.is_some_and(|n| round >= n) {
                break 'rounds;
            }
            let seed = 1 + report.played.len() as u64;
            let players = seats.len();
            let saved = match new_match(game, variant, seats, seed) {
                Ok(saved) => saved,
                Err(e) => {
                    report.problems.push(format!("{game} {variant}: {e}"));
                    continue;
                }
            };
            let match_started = Instant::now();
            app.world_mut().resource_mut::<ResumeRequest>().0 = Some(saved);
            app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
            let (mut frames, mut still, mut last) = (0u64, 0u64, 0u64);
            while screen(app) != Screen::Results {
                app.update();
                frames += 1;
                let now = decisions(app.world()).unwrap_or(last);
                still = if now == last { still + 1 } else { 0 };
                last = now;
                if still > STUCK_FRAMES {
                    let phase =
                        app.world().get_resource::<State<crate::games::phase::TurnPhase>>().map(|p| *p.get());
                    report.problems.push(format!(
                        "{game} {variant} seed {seed}: no decision for {} s of table time after {last} (screen {:?}, phase {phase:?})",
                        STUCK_FRAMES / 60,
                        screen(app)
                    ));
                    break;
                }
            }
            let played = Played {
                game,
                variant,
                players,
                decisions: last,
                frames,
                seconds: match_started.elapsed().as_secs_f64(),
            };
            app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
            if !reach(app, Screen::Title, 2_000) {
                report.problems.push(format!("{game} {variant}: the title did not come back"));
                break 'rounds;
            }
            // A few frames on the title, so that what leaving the table despawns is gone.
            for _ in 0..10 {
                app.update();
            }
            let c = counts(app.world());
            line(&format!(
                "{:>4} {game:<8} {variant:<10} {players}p {:>4} decisions {:>6} frames {:>6.1} s | entities {} meshes {} materials {} images {} memory {} KiB",
                report.played.len() + 1,
                played.decisions,
                played.frames,
                played.seconds,
                c.entities,
                c.meshes,
                c.materials,
                c.images,
                c.memory_kib.map_or("?".into(), |m| m.to_string()),
            ));
            report.played.push(played);
            report.counts.push(c);
            if !report.problems.is_empty() {
                break 'rounds;
            }
        }
        round += 1;
    }
    report.seconds = started.elapsed().as_secs_f64();
    check_growth(&mut report, schedule(0, limits.every_variant).len());
    report
}

/// Entities and assets on the title are the same after the last match as after the first round
/// (by then every game has laid its table once); memory grew less than [`MEMORY_GROWTH`].
fn check_growth(report: &mut Report, tables: usize) {
    let (Some(first), Some(last)) =
        (report.counts.get(tables.min(report.counts.len()) - 1), report.counts.last())
    else {
        return;
    };
    if last.entities > first.entities + ENTITY_SLACK {
        report
            .problems
            .push(format!("entities on the title grew from {} to {}", first.entities, last.entities));
    }
    for (what, a, b) in [
        ("meshes", first.meshes, last.meshes),
        ("materials", first.materials, last.materials),
        ("images", first.images, last.images),
    ] {
        if b > a {
            report.problems.push(format!("{what} grew from {a} to {b}"));
        }
    }
    if let (Some(a), Some(b)) = (first.memory_kib, last.memory_kib)
        && b as f64 > a as f64 * (1.0 + MEMORY_GROWTH)
    {
        report.problems.push(format!("memory grew from {a} KiB to {b} KiB"));
    }
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "soak: {} matches in {:.1} min", self.played.len(), self.seconds / 60.0)?;
        for info in crate::games::catalogue::games() {
            let of: Vec<&Played> = self.played.iter().filter(|p| p.game == info.id).collect();
            let decisions: u64 = of.iter().map(|p| p.decisions).sum();
            writeln!(f, "  {:<8} {:>4} matches {:>7} decisions", info.id, of.len(), decisions)?;
        }
        if let (Some(first), Some(last)) = (self.counts.first(), self.counts.last()) {
            let peak = self.counts.iter().filter_map(|c| c.memory_kib).max();
            writeln!(
                f,
                "  on the title, first → last match: entities {} → {}, meshes {} → {}, materials {} → {}, images {} → {}",
                first.entities,
                last.entities,
                first.meshes,
                last.meshes,
                first.materials,
                last.materials,
                first.images,
                last.images
            )?;
            if let (Some(a), Some(b), Some(peak)) = (first.memory_kib, last.memory_kib, peak) {
                writeln!(f, "  memory: {a} KiB → {b} KiB, peak {peak} KiB")?;
            }
        }
        if self.problems.is_empty() {
            write!(f, "  no problems")
        } else {
            write!(f, "  PROBLEMS:\n    {}", self.problems.join("\n    "))
        }
    }
}

/// The command: the words after `--soak` (`MINUTES [--per-variant N] [--first-variants]`).
pub fn run(args: &[String]) -> AppExit {
    let minutes = args.first().and_then(|m| m.parse().ok()).unwrap_or(10.0);
    let per_variant =
        args.iter().position(|a| a == "--per-variant").and_then(|i| args.get(i + 1)?.parse().ok());
    let dir = std::env::temp_dir().join(format!("parlour-soak-{}", std::process::id()));
    // Bevy finds `assets` beside the program (or under `BEVY_ASSET_ROOT`, or the crate's folder
    // under cargo).
    let mut app = crate::headless::app(&dir.join("settings.ron"), "assets");
    let every_variant = !args.iter().any(|a| a == "--first-variants");
    let report = soak(&mut app, Limits { minutes, per_variant, every_variant }, |l| println!("{l}"));
    println!("{report}");
    let _ = std::fs::remove_dir_all(&dir);
    if report.problems.is_empty() { AppExit::Success } else { AppExit::error() }
}
