//! `parlour --bench-frames N`: the table's frame cost scene by scene, in one process, with the
//! render passes' GPU times. A Morpyam match in its middle (the human has thrown once)
//! is written to a fresh data folder, then a capture script measures N frames of each scene:
//! the title, the dice at rest while the human decides, the pause menu over the table, the
//! human's next throw in flight, and the results after resigning.
//! `parlour --bench-frames 60s --long 600` instead measures a match between two computer players
//! minute by minute (does the frame cost grow over a long run?).
//! `--low` measures at Low graphics quality. `tools/bench-frames.sh` runs it beside the
//! reference scene and prints the ratios.

use crate::games::morpyam::MorpyamMatch;
use crate::games::seats::SeatKind;
use crate::persistence::settings::{Quality, Settings};
use crate::persistence::{saves, store::Store};
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morpyam::Morpyam;

/// Play a classic Morpyam match with the rules' bots (each seat at the hard level) until `stop`
/// says so; `None` if the match ends first.
pub fn play_until(
    seats: Vec<SeatKind>,
    seed: u64,
    stop: impl Fn(&MorpyamMatch) -> bool,
) -> Option<MorpyamMatch> {
    let mut m = MorpyamMatch::new("classic", seats, seed).ok()?;
    for step in 0..5_000u64 {
        if m.game.outcome().is_some() {
            return None;
        }
        if stop(&m) {
            return Some(m);
        }
        let seat = m.game.to_act()?;
        let action = Morpyam::bot_action(&m.game.view(seat), "hard", seed ^ step).ok()?;
        m.apply(action).ok()?;
    }
    None
}

/// Tokens on the grid.
pub fn tokens_on_grid(m: &MorpyamMatch) -> usize {
    m.game.table().owners.iter().flatten().count()
}

/// A classic match in its middle (at least 12 tokens down) where the human (Red) has just
/// thrown once and has at least three squares to take.
pub fn mid_game_human_to_place() -> MorpyamMatch {
    (1..200)
        .find_map(|seed| {
            play_until(vec![SeatKind::Human, SeatKind::Hard], seed, |m| {
                let t = m.game.table();
                m.human_to_act().is_some()
                    && t.turn().is_some_and(|turn| turn.rolls == 1)
                    && m.game.placeable_squares().len() >= 3
                    && tokens_on_grid(m) >= 12
            })
        })
        .expect("a seed reaches the middle of a match")
}

/// The capture script of the scene benchmark: `frames` frames of each scene. The throw is the
/// click on the turn panel's "Throw" button (where it stands in the 1280×720 window).
pub fn scenes_script(frames: &str) -> String {
    format!(
        "wait:title; frames:20; measure:{frames},title; \
         key:Enter; wait:playing; phase:deciding; frames:20; measure:{frames},dice at rest; \
         key:Escape; frames:20; measure:{frames},pause menu; key:Escape; frames:10; \
         click:1052,563; phase:dice; measure:{frames},throw; \
         key:Escape; frames:5; key:Down; key:Down; key:Down; key:Enter; wait:results; frames:40; \
         measure:{frames},results; quit"
    )
}

/// The capture script of the long run: a match between two computer players, measured in
/// windows of `window` (for example `60s`) for `seconds` in all.
pub fn long_script(window: &str, seconds: u32) -> String {
    let span: f32 = window.trim_end_matches('s').parse().unwrap_or(60.0);
    let windows = (seconds as f32 / span.max(1.0)).ceil().max(1.0) as u32;
    let mut s = String::from("wait:title; key:Enter; wait:playing; ");
    for i in 1..=windows {
        s.push_str(&format!("measure:{window},window {i}; "));
    }
    s.push_str("quit");
    s
}

/// Run the benchmark: `args` are the words after `--bench-frames`.
pub fn run(args: &[String]) -> AppExit {
    let frames = args.first().cloned().unwrap_or_else(|| "30".into());
    let long = args.iter().position(|a| a == "--long").and_then(|i| args.get(i + 1)?.parse::<u32>().ok());
    let quality = if args.iter().any(|a| a == "--low") { Quality::Low } else { Quality::High };
    let dir = std::env::temp_dir().join(format!("parlour-bench-{}", std::process::id()));
    let store = Store::in_dir(&dir);
    let (saved, script) = match long {
        Some(seconds) => {
            let m = MorpyamMatch::new("classic", vec![SeatKind::Hard, SeatKind::Hard], 7)
                .expect("the classic variant loads");
            (m, long_script(&frames, seconds))
        }
        None => (mid_game_human_to_place(), scenes_script(&frames)),
    };
    let settings = Settings { graphics: quality, graphics_chosen: true, ..default() };
    if let Err(e) = saves::store(&store, &crate::games::SavedMatch::Morpyam(saved))
        .and_then(|()| settings.save(&store, Settings::FILE))
    {
        error!("bench: cannot write the match to {}: {e}", dir.display());
        return AppExit::error();
    }
    // Printed, not logged: the log starts with the app.
    eprintln!("bench ({} quality): {script}", quality.label());
    let exit = crate::app(|app| {
        app.insert_resource(store);
        app.insert_resource(crate::capture::ScriptText(script));
        // Long runs take as long as they are asked to; a stuck screen still fails the scenes.
        app.insert_resource(crate::capture::Timeout(if long.is_some() { f32::MAX } else { 600.0 }));
        app.add_plugins(bevy::render::diagnostic::RenderDiagnosticsPlugin);
    })
    .run();
    let _ = std::fs::remove_dir_all(&dir);
    exit
}
