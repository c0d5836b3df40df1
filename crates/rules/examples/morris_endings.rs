//! The solved endings of a Morris board, obtained the way a match obtains them: on a thread of
//! their own, each layer read from its file in the folder or solved and written there. Prints
//! when each layer is ready, its counts and the files' sizes; a second run reads the files.
//!
//! `target/release/examples/morris_endings [VARIANT] [FOLDER]` (default `nine` and the data
//! folder's `morris-endings`).

use parlour_rules::games::morris::Config;
use parlour_rules::games::morris::bots::endgame;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let variant = args.next().unwrap_or_else(|| "nine".into());
    let c = Config::builtin(&variant).unwrap_or_else(|e| panic!("{variant}: {e}"));
    if !endgame::applies(&c) {
        eprintln!(
            "{variant}: the solved endings do not apply (its rules make history matter, or nobody flies)"
        );
        std::process::exit(2);
    }
    let folder = args
        .next()
        .map(std::path::PathBuf::from)
        .or_else(|| parlour_rules::data_dir::data_dir().map(|d| d.join("morris-endings")));
    endgame::keep_in(folder.clone());
    let start = Instant::now();
    endgame::prepare(&c);
    let mut seen = 0;
    loop {
        let t = endgame::ready(&c);
        let layers = t.as_ref().map_or(vec![], |t| t.layers());
        for (men, counts, bytes) in &layers[seen..] {
            println!(
                "{men} men ready after {:.2?}: {} won, {} lost, {} drawn for the side to move, longest {} plies, {bytes} bytes",
                start.elapsed(),
                counts.wins,
                counts.losses,
                counts.draws,
                counts.longest
            );
        }
        seen = layers.len();
        if t.is_some_and(|t| t.most() == 4) {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(1800), "the endings were not ready");
        std::thread::sleep(Duration::from_millis(5));
    }
    if let Some(dir) = folder {
        let mut files: Vec<_> = std::fs::read_dir(&dir).into_iter().flatten().flatten().collect();
        files.sort_by_key(|f| f.file_name());
        for f in files {
            println!("{}: {} bytes", f.path().display(), f.metadata().map_or(0, |m| m.len()));
        }
    }
}
