//! Screenshot tests: the real program, in a real window under Xvfb with Mesa's software Vulkan,
//! scripted to each screen; every capture is compared with its golden in `tests/golden/` within a
//! tolerance, and checked not to be blank. `PARLOUR_UPDATE_GOLDENS=1` rewrites the goldens (look
//! at them before committing). Goldens are near-lossless WebP: each channel of each pixel within
//! `STORED_MAX` of the capture, in under half a PNG's bytes (lossless WebP took two thirds).

use parlour::persistence::settings::Quality;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// A stored golden is within `STORED_MAX` of its capture in every channel of every pixel and
/// `STORED_MEAN` on average (cwebp's near-lossless level 40; checked as each is written).
const STORED_MAX: u8 = 4;
const STORED_MEAN: f64 = 1.0;
/// Mean absolute difference per channel (0–255) allowed against the capture itself; less what
/// the stored golden may be off, so a screen that would fail against the capture fails against
/// the golden too.
const MEAN_TOLERANCE: f64 = 4.0 - STORED_MEAN;
/// Share of pixels allowed to differ by more than `PIXEL_THRESHOLD` in some channel: 48 against
/// the capture, so 44 against the golden (every pixel off by more than 48 still counts).
const OUTLIER_SHARE: f64 = 0.03;
const PIXEL_THRESHOLD: u8 = 48 - STORED_MAX;

pub(crate) fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

pub(crate) fn out_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("screens")
}

/// Run the game under Xvfb with `args` (a capture script, or the reference scene); panics with
/// the program's output on failure, and returns that output.
pub fn run_game(args: &[&str], data_dir: &Path, envs: &[(&str, &str)]) -> String {
    run_game_on("1280x720", args, data_dir, envs)
}

/// [`run_game`] on an X screen of `screen` pixels ("1280x900": room for a window of a phone's
/// height).
pub fn run_game_on(screen: &str, args: &[&str], data_dir: &Path, envs: &[(&str, &str)]) -> String {
    use std::os::unix::process::CommandExt;
    assert!(
        Command::new("xvfb-run").arg("--help").output().is_ok(),
        "xvfb-run is missing: install xvfb and mesa-vulkan-drivers (`make test` does)"
    );
    let start = Instant::now();
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", &format!("-screen 0 {screen}x24"), env!("CARGO_BIN_EXE_parlour")])
        .args(args)
        .env("WGPU_BACKEND", "vulkan")
        .env("BEVY_ASSET_ROOT", env!("CARGO_MANIFEST_DIR"))
        .env("PARLOUR_DATA_DIR", data_dir)
        .env("RUST_LOG", "warn,parlour=info")
        // English whatever the machine's language; scripts switch with `lang:`.
        .env("LANGUAGE", "en")
        .envs(envs.iter().copied())
        // Its own process group, so that a stuck run is stopped with Xvfb and the game.
        .process_group(0)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start the game under xvfb-run");
    let limit = Duration::from_secs(1500);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let out = child.wait_with_output().unwrap();
            let log =
                format!("{}\n{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
            assert!(status.success(), "the game failed ({status}) after {:?}:\n{log}", start.elapsed());
            eprintln!("game ran {args:?} in {:.1} s", start.elapsed().as_secs_f32());
            for line in log.lines().filter(|l| l.contains("frame time")) {
                eprintln!("  {}", line.rsplit("INFO").next().unwrap_or(line).trim());
            }
            return log;
        }
        if start.elapsed() > limit {
            let _ = Command::new("kill").args(["-KILL", "--", &format!("-{}", child.id())]).status();
            let out = child.wait_with_output().unwrap();
            let log = String::from_utf8_lossy(&out.stderr);
            let tail: Vec<_> = log.lines().rev().take(30).collect::<Vec<_>>().into_iter().rev().collect();
            panic!("the game did not finish within {limit:?}; its last lines:\n{}", tail.join("\n"));
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// Compare a capture with its golden; `Err` says how far apart they are.
pub fn compare(actual: &Path, golden: &Path) -> Result<(f64, f64), String> {
    let a = image::open(actual).map_err(|e| format!("{}: {e}", actual.display()))?.to_rgb8();
    let g = image::open(golden).map_err(|e| format!("{}: {e}", golden.display()))?.to_rgb8();
    if a.dimensions() != g.dimensions() {
        return Err(format!("size {:?} differs from the golden's {:?}", a.dimensions(), g.dimensions()));
    }
    let mut sum = 0u64;
    let mut outliers = 0u64;
    for (pa, pg) in a.pixels().zip(g.pixels()) {
        let mut worst = 0u8;
        for c in 0..3 {
            let d = pa[c].abs_diff(pg[c]);
            sum += d as u64;
            worst = worst.max(d);
        }
        if worst > PIXEL_THRESHOLD {
            outliers += 1;
        }
    }
    let n = (a.width() * a.height()) as f64;
    let mean = sum as f64 / (n * 3.0);
    let share = outliers as f64 / n;
    if mean > MEAN_TOLERANCE || share > OUTLIER_SHARE {
        return Err(format!(
            "mean difference {mean:.2} (allowed {MEAN_TOLERANCE}), outliers {:.2}% (allowed {:.0}%)",
            share * 100.0,
            OUTLIER_SHARE * 100.0
        ));
    }
    Ok((mean, share))
}

/// Where the golden of the capture `name` lies.
pub(crate) fn golden_of(name: &str) -> PathBuf {
    golden_dir().join(format!("{name}.webp"))
}

/// Write `capture` as the golden `golden`, in near-lossless WebP, and check that it is within
/// `STORED_MAX` and `STORED_MEAN` of the capture's pixels. cwebp (Debian's webp) writes it: the
/// image crate has no near-lossless encoder, and its lossless one writes files larger than PNG.
fn write_golden(capture: &Path, golden: &Path) {
    let written = Command::new("cwebp")
        .args(["-quiet", "-lossless", "-near_lossless", "40", "-z", "9", "-metadata", "none"])
        .arg(capture)
        .arg("-o")
        .arg(golden)
        .status();
    assert!(
        written.is_ok_and(|s| s.success()),
        "cwebp did not write {}: install it (`apt-get install webp`)",
        golden.display()
    );
    let (a, g) = (image::open(capture).unwrap().to_rgb8(), image::open(golden).unwrap().to_rgb8());
    assert_eq!(a.dimensions(), g.dimensions());
    let (mut sum, mut worst) = (0u64, 0u8);
    for (pa, pg) in a.as_raw().iter().zip(g.as_raw()) {
        let d = pa.abs_diff(*pg);
        sum += d as u64;
        worst = worst.max(d);
    }
    let mean = sum as f64 / a.as_raw().len() as f64;
    assert!(
        worst <= STORED_MAX && mean <= STORED_MEAN,
        "{} is {worst} (mean {mean:.2}) off the pixels of {}",
        golden.display(),
        capture.display()
    );
}

/// Not blank: the picture has real contrast and colour, not one flat fill.
pub fn assert_not_blank(path: &Path) {
    let img = image::open(path).unwrap().to_luma8();
    let n = img.pixels().len() as f64;
    let mean = img.pixels().map(|p| p[0] as f64).sum::<f64>() / n;
    let var = img.pixels().map(|p| (p[0] as f64 - mean).powi(2)).sum::<f64>() / n;
    assert!(var.sqrt() > 12.0, "{} looks blank (luma sd {:.1})", path.display(), var.sqrt());
}

/// Check each capture against its golden (or write the goldens when asked).
pub fn check(names: &[&str]) {
    let update = std::env::var_os("PARLOUR_UPDATE_GOLDENS").is_some();
    let mut failures = Vec::new();
    for name in names {
        let actual = out_dir().join(format!("{name}.png"));
        assert!(actual.exists(), "{} was not written", actual.display());
        assert_not_blank(&actual);
        let golden = golden_of(name);
        if update {
            std::fs::create_dir_all(golden_dir()).unwrap();
            write_golden(&actual, &golden);
            continue;
        }
        match compare(&actual, &golden) {
            Ok((mean, share)) => {
                eprintln!("{name}: mean difference {mean:.2}, outliers {:.2}%", share * 100.0)
            }
            Err(e) => failures.push(format!("{name}: {e} (see {})", actual.display())),
        }
    }
    assert!(failures.is_empty(), "screenshots differ from their goldens:\n{}", failures.join("\n"));
}

/// A data folder for one run, its settings at `quality`. The runs take Low (no multisampling,
/// one shadow cascade, no fill light: about 35 % less time a run under the software renderer),
/// except the Morpyam table's, which checks High's look.
pub(crate) fn shots_dir(tag: &str, quality: Quality) -> crate::harness::TempDir {
    use parlour::persistence::settings::Settings;
    let dir = crate::harness::TempDir::new(tag);
    // Chosen, as in the settings menu: neither the adapter nor the watchdog changes it.
    let settings = Settings { graphics: quality, graphics_chosen: true, ..Default::default() };
    settings.save(&parlour::persistence::store::Store::in_dir(&dir.0), Settings::FILE).unwrap();
    dir
}

#[test]
fn title_setup_and_settings_screens_match_their_goldens() {
    let data = shots_dir("shots", Quality::Low);
    let out = out_dir();
    std::fs::create_dir_all(&out).unwrap();
    // Settings → Controls (Up twice goes round to its button beside Done), then the title in
    // French, Afrikaans and Maltese (re-labelled where it stands), and Morfals's setup in
    // Portuguese at 150 %, then on a phone upright; `fit` fails the run if a text spills out of
    // its panel or a panel scrolls with room to spare (the setup's buttons were out of sight on
    // a phone, below a panel that stopped halfway down the screen).
    let script = format!(
        "wait:title; shot:{o}/title.png; key:Down; key:Down; key:Enter; wait:setup; shot:{o}/setup.png; \
         key:Escape; wait:title; click:280,512; frames:8; shot:{o}/settings.png; key:Up; key:Up; key:Enter; \
         frames:8; fit; shot:{o}/controls.png; key:Escape; frames:4; key:Escape; wait:title; \
         lang:fr; frames:2; fit; shot:{o}/title_fr.png; lang:af; frames:2; fit; shot:{o}/title_af.png; \
         lang:mt; frames:2; fit; shot:{o}/title_mt.png; \
         lang:pt; scale:150; key:Down; key:Enter; wait:setup; fit; shot:{o}/setup_pt_150.png; \
         scale:100; size:390x844; frames:20; fit; quit",
        o = out.display()
    );
    let log = run_game(&["--script", &script], &data.0, &[]);
    check(&["title", "setup", "settings", "controls", "title_fr", "title_af", "title_mt", "setup_pt_150"]);
    // Only the frames around the captures and the click are drawn: the run's frames are mostly
    // menus settling, which a software renderer would draw at half a second each.
    let (drawn, frames) = frames_drawn(&log);
    assert!(drawn * 3 < frames, "{drawn} of {frames} frames drawn");
}

/// "script: D of F frames drawn", as a scripted run logs it when it quits.
fn frames_drawn(log: &str) -> (u32, u32) {
    let line = log.lines().find(|l| l.contains("frames drawn")).expect("the run logs its frames drawn");
    let words: Vec<&str> = line.rsplit("script:").next().unwrap().split_whitespace().collect();
    (words[0].parse().unwrap(), words[2].parse().unwrap())
}

#[test]
fn the_comparison_tells_different_screens_apart() {
    // The title and setup goldens share the table but not the menus: far beyond the tolerance.
    let err = compare(&golden_of("title"), &golden_of("setup")).unwrap_err();
    assert!(err.contains("mean difference"), "{err}");
    assert!(compare(&golden_of("title"), &golden_of("title")).is_ok());
}

/// Every golden, the browser test's included, is lossless WebP (a `VP8L` image in a RIFF file;
/// near-lossless ones are too, their error bounded as `write_golden` checks): a lossy one would
/// move every comparison by an error without bound, and a PNG takes twice the room in every clone.
#[test]
fn goldens_are_lossless_webp() {
    let mut files = Vec::new();
    for dir in [golden_dir(), golden_dir().join("web")] {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                files.push(path);
            }
        }
    }
    assert!(files.len() > 60, "{} goldens", files.len());
    let wrong: Vec<_> = files
        .iter()
        .filter(|path| {
            let bytes = std::fs::read(path).unwrap();
            let lossless = bytes.len() > 16 && &bytes[..4] == b"RIFF" && &bytes[8..16] == b"WEBPVP8L";
            !lossless || path.extension().is_none_or(|e| e != "webp")
        })
        .collect();
    assert!(wrong.is_empty(), "goldens that are not lossless WebP: {wrong:?}");
}

/// A classic match in its middle: the human (Red) has just thrown and has squares to take.
pub fn mid_game_save() -> parlour::games::morpyam::MorpyamMatch {
    parlour::bench::mid_game_human_to_place()
}

/// A match one decision from its end: a computer player is about to place its last token.
pub fn end_game_save() -> parlour::games::morpyam::MorpyamMatch {
    use parlour::games::seats::SeatKind;
    use parlour_rules::game::Game;
    use parlour_rules::games::morpyam::{Action, Morpyam};
    (1..400)
        .find_map(|seed| {
            parlour::bench::play_until(vec![SeatKind::Human, SeatKind::Hard], seed, |m| {
                let Some(seat) = m.game.to_act() else { return false };
                seat == 1
                    && m.game.tokens_left(1) == 1
                    && m.game.table().turn().is_some_and(|t| t.rolls >= 1)
                    && matches!(
                        Morpyam::bot_action(&m.game.view(1), "hard", m.next_seed(1)),
                        Ok(Action::Place { .. })
                    )
            })
        })
        .expect("a seed reaches the end of a match")
}

pub(crate) fn write_save(dir: &Path, m: parlour::games::morpyam::MorpyamMatch) {
    use parlour::persistence::{saves, store::Store};
    saves::store(&Store::in_dir(dir), &parlour::games::SavedMatch::Morpyam(m)).unwrap();
}

#[test]
fn morpyam_table_screens_match_their_goldens() {
    let out = out_dir();
    std::fs::create_dir_all(&out).unwrap();
    // The setup screen of Morpyam, then a match in its middle (the dice at rest in the tray, the
    // squares they can take lit). The results beside a Morpyam table are left to the Morris run:
    // under software rendering a menu or the results over this table take minutes a frame.
    let mid = shots_dir("shots-mid", Quality::High);
    write_save(&mid.0, mid_game_save());
    // The table's animations run 40× fast: software rendering draws a frame in seconds.
    let script = format!(
        "wait:title; key:Down; key:Enter; wait:setup; shot:{o}/morpyam_setup.png; key:Escape; wait:title; \
         key:Enter; wait:playing; frames:6; shot:{o}/morpyam_grid.png; key:H; frames:40; \
         shot:{o}/morpyam_hint.png; lang:nl; frames:2; fit; \
         shot:{o}/morpyam_nl.png; scale:150; frames:3; fit; shot:{o}/morpyam_nl_150.png; quit",
        o = out.display()
    );
    run_game(&["--script", &script], &mid.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    // The minimal lit 3D scene that the table's frame time is compared with (reported only;
    // `measure:N` in a script gives the table's).
    run_game(&["--reference-scene", "20"], &mid.0, &[]);
    check(&["morpyam_setup", "morpyam_grid", "morpyam_hint", "morpyam_nl", "morpyam_nl_150"]);
}

/// Writes the two screenshot saves into `PARLOUR_SAVES_OUT` (for looking at the table by hand:
/// `cargo test --test app write_screenshot_saves -- --ignored`).
#[test]
#[ignore]
fn write_screenshot_saves() {
    let dir = PathBuf::from(std::env::var("PARLOUR_SAVES_OUT").expect("PARLOUR_SAVES_OUT"));
    for (name, m) in [("mid", mid_game_save()), ("end", end_game_save())] {
        let d = dir.join(name);
        std::fs::create_dir_all(&d).unwrap();
        write_save(&d, m);
    }
}

/// A Morris save for the screenshots: `board` as `Morris::from_position` reads it.
pub(crate) fn morris_save(dir: &Path, variant: &str, board: &str, to_move: usize, in_hand: [u8; 2]) {
    use parlour::games::morris::MorrisMatch;
    use parlour::games::seats::SeatKind;
    use parlour::persistence::{saves, store::Store};
    use parlour_rules::games::morris::{Config, Morris};
    let config = Config::builtin(variant).unwrap();
    let game = Morris::from_position(&config, board, to_move, in_hand).unwrap();
    let m = MorrisMatch::from_game(variant, vec![SeatKind::Human, SeatKind::Hard], 7, game);
    saves::store(&Store::in_dir(dir), &parlour::games::SavedMatch::Morris(m)).unwrap();
}

/// Where point c1 of the Three board is in the window (1280x720).
const THREE_C1: &str = "800,520";

#[test]
fn morris_table_screens_match_their_goldens() {
    let out = out_dir();
    std::fs::create_dir_all(&out).unwrap();
    let o = out.display();
    // Nine Men's Morris in its placing phase, White to place and able to close a7-d7-g7: the
    // setup screen, the board with its lit points, then the mill closed and Black's men lit.
    let nine = shots_dir("shots-nine", Quality::Low);
    morris_save(&nine.0, "nine", "WW.B..B.B.W...B..W......", 0, [5, 5]);
    let script = format!(
        "wait:title; key:Down; key:Down; key:Down; key:Enter; wait:setup; shot:{o}/morris_setup.png; \
         key:Escape; wait:title; key:Enter; wait:playing; frames:8; shot:{o}/morris_nine.png; \
         key:H; frames:40; shot:{o}/morris_hint.png; \
         key:Right; key:Right; key:Enter; frames:30; shot:{o}/morris_mill.png; quit"
    );
    run_game(&["--script", &script], &nine.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    // Morabaraba late in the game: White is down to three men and flies; it picks up a7.
    let flying = shots_dir("shots-flying", Quality::Low);
    morris_save(&flying.0, "morabaraba", "WB.B.B.W.B..B..B...BW..B", 0, [0, 0]);
    let script = format!(
        "wait:title; key:Enter; wait:playing; frames:8; shot:{o}/morris_morabaraba.png; key:Enter; \
         frames:8; shot:{o}/morris_flying.png; quit"
    );
    run_game(&["--script", &script], &flying.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    // Black to move closes a mill and takes White's third man: the results beside the board.
    let end = shots_dir("shots-morris-end", Quality::Low);
    morris_save(&end.0, "nine", "BB.W...W......B..W......", 1, [0, 0]);
    let script = format!("wait:title; key:Enter; wait:results; frames:4; shot:{o}/morris_results.png; quit");
    run_game(&["--script", &script], &end.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    // Three Men's Morris on its own small board: White to place its last man, the hint lights
    // c1, and placing it there closes the diagonal a3-b2-c1 and wins at once.
    let three = shots_dir("shots-three", Quality::Low);
    morris_save(&three.0, "three", "W.B .W. .B.", 0, [1, 1]);
    let script = format!(
        "wait:title; key:Enter; wait:playing; frames:8; shot:{o}/morris_three.png; key:H; frames:40; \
         shot:{o}/morris_three_hint.png; click:{c1}; frames:30; shot:{o}/morris_three_row.png; quit",
        c1 = THREE_C1
    );
    run_game(&["--script", &script], &three.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    check(&[
        "morris_three",
        "morris_three_hint",
        "morris_three_row",
        "morris_setup",
        "morris_nine",
        "morris_hint",
        "morris_mill",
        "morris_morabaraba",
        "morris_flying",
        "morris_results",
    ]);
}

/// A Sorry! save for the screenshots: `variant`, a human (Red) against computer players, Red to
/// play, the pawns placed as given; `card` the only card left to draw (standard) or `hand` Red's
/// hand (play for points).
pub(crate) fn sorry_save(
    dir: &Path,
    variant: &str,
    seats: usize,
    placements: &[(parlour_rules::games::sorry::PawnRef, parlour_rules::games::sorry::Pos)],
    card: Option<parlour_rules::games::sorry::Card>,
    hand: &[parlour_rules::games::sorry::Card],
) {
    use parlour::games::seats::SeatKind;
    use parlour::games::sorry::SorryMatch;
    use parlour::persistence::{saves, store::Store};
    use parlour_rules::games::sorry::{Config, Sorry};
    let config = Config::builtin(variant).unwrap();
    let mut game = Sorry::with_first(&config, seats, 4, 0).unwrap();
    game.place(placements).unwrap();
    if let Some(card) = card {
        let mut rest = game.draw_pile().to_vec();
        rest.remove(rest.iter().position(|c| *c == card).unwrap());
        game.set_piles(vec![card], rest).unwrap();
    }
    if !hand.is_empty() {
        game.set_hand(0, hand).unwrap();
    }
    let mut kinds = vec![SeatKind::Hard; seats];
    kinds[0] = SeatKind::Human;
    let m = SorryMatch::from_game(variant, kinds, 7, game);
    saves::store(&Store::in_dir(dir), &parlour::games::SavedMatch::Sorry(m)).unwrap();
}

#[test]
fn sorry_table_screens_match_their_goldens() {
    use parlour_rules::games::sorry::{Card, Colour, PawnRef, Pos};
    let p = |c: Colour, i: u8, at: Pos| (PawnRef::new(c, i), at);
    let out = out_dir();
    std::fs::create_dir_all(&out).unwrap();
    let o = out.display();
    // Standard, Red to draw a 3 in the middle of a match: the setup screen, the board, the card
    // drawn with Red's pawns lit, the pawn on 28 picked (Yellow's slide lit ahead), then the
    // slide that bumps two Blue pawns.
    let mid = shots_dir("shots-sorry", Quality::Low);
    sorry_save(
        &mid.0,
        "standard",
        3,
        &[
            p(Colour::Red, 0, Pos::Track(28)),
            p(Colour::Red, 1, Pos::Track(6)),
            p(Colour::Red, 2, Pos::Home),
            p(Colour::Blue, 0, Pos::Track(32)),
            p(Colour::Blue, 1, Pos::Track(33)),
            p(Colour::Blue, 2, Pos::Safety(1)),
            p(Colour::Yellow, 0, Pos::Track(50)),
            p(Colour::Yellow, 1, Pos::Track(12)),
        ],
        Some(Card::Three),
        &[],
    );
    let script = format!(
        "wait:title; key:Down; key:Down; key:Enter; wait:setup; shot:{o}/sorry_setup.png; key:Escape; \
         wait:title; key:Enter; wait:playing; phase:deciding; frames:6; shot:{o}/sorry_board.png; key:Enter; \
         phase:deciding; key:H; frames:30; shot:{o}/sorry_hint.png; key:Tab; key:Enter; frames:4; \
         shot:{o}/sorry_card.png; key:Enter; frames:3; \
         shot:{o}/sorry_bump.png; quit"
    );
    run_game(&["--script", &script], &mid.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    // Play for points: Red holds a hand in which only the 2 can move, and it takes Red's last
    // pawn HOME: the hand in the HUD, then the points on the results screen.
    let points = shots_dir("shots-sorry-points", Quality::Low);
    sorry_save(
        &points.0,
        "points",
        3,
        &[
            p(Colour::Red, 0, Pos::Home),
            p(Colour::Red, 1, Pos::Home),
            p(Colour::Red, 2, Pos::Home),
            p(Colour::Red, 3, Pos::Safety(3)),
            p(Colour::Blue, 0, Pos::Home),
            p(Colour::Blue, 1, Pos::Track(40)),
            p(Colour::Blue, 3, Pos::Track(21)),
            p(Colour::Yellow, 0, Pos::Track(2)),
            p(Colour::Yellow, 3, Pos::Track(36)),
        ],
        None,
        &[Card::Two, Card::Three, Card::Five, Card::Eight, Card::Twelve],
    );
    let script = format!(
        "wait:title; key:Enter; wait:playing; phase:deciding; frames:6; shot:{o}/sorry_hand.png; key:Enter; \
         frames:2; key:Enter; frames:2; key:Enter; wait:results; frames:4; shot:{o}/sorry_results.png; quit"
    );
    run_game(&["--script", &script], &points.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    check(&[
        "sorry_setup",
        "sorry_board",
        "sorry_hint",
        "sorry_card",
        "sorry_bump",
        "sorry_hand",
        "sorry_results",
    ]);
}

/// A Morfals save for the screenshots: figures set out as given, the human (the Jusqualos) to
/// throw, with a seed whose first throw names `column`.
pub(crate) fn morfals_save(
    dir: &Path,
    figures: &[(u8, u8, usize)],
    column: u8,
    scores: [i32; 2],
    humans: usize,
) {
    use parlour::games::morfals::MorfalsMatch;
    use parlour::games::seats::SeatKind;
    use parlour::persistence::{saves, store::Store};
    use parlour_rules::game::Game;
    use parlour_rules::games::morfals::{Action, Config, Morfals, Phase, Setup, Square};
    let config = Config::builtin("standard").unwrap();
    let figures = figures.iter().map(|&(c, r, s)| (Square::new(c, r), s)).collect();
    let setup = Setup { figures, scores, to_roll: 0 };
    let seed = (0..500u64)
        .find(|seed| {
            let mut probe = Morfals::from_setup(&config, *seed, &setup).unwrap();
            probe.apply(Action::Roll).unwrap();
            matches!(probe.phase(), Phase::Place { column: c, .. } if c == column)
        })
        .expect("a seed that throws the column");
    let game = Morfals::from_setup(&config, seed, &setup).unwrap();
    let seats = if humans == 2 { vec![SeatKind::Human; 2] } else { vec![SeatKind::Human, SeatKind::Hard] };
    let m = MorfalsMatch::from_game("standard", seats, 7, game);
    saves::store(&Store::in_dir(dir), &parlour::games::SavedMatch::Morfals(m)).unwrap();
}

#[test]
fn morfals_table_screens_match_their_goldens() {
    let out = out_dir();
    std::fs::create_dir_all(&out).unwrap();
    let o = out.display();
    // Mid-round, the Jusqualos to throw: figures of both tribes out, two in the river; the throw
    // names column 5, where a figure on row 4 eats the two Sang-Zarète between rows 2 and 6, and
    // two more leftwards, the line running off the left edge to the Jusqualo on 9/4.
    let mid = shots_dir("shots-morfals", Quality::Low);
    morfals_save(
        &mid.0,
        &[
            (5, 2, 0),
            (5, 6, 0),
            (5, 3, 1),
            (5, 5, 1),
            (6, 4, 0),
            (6, 1, 1),
            (3, 7, 1),
            (9, 7, 0),
            (8, 3, 1),
            (4, 1, 0),
            (7, 6, 1),
            (4, 4, 1),
            (3, 4, 1),
            (9, 4, 0),
        ],
        5,
        [6, 9],
        1,
    );
    let script = format!(
        "wait:title; key:Enter; wait:playing; phase:deciding; frames:6; shot:{o}/morfals_board.png; key:Enter; \
         phase:deciding; frames:4; shot:{o}/morfals_column.png; key:H; frames:30; \
         shot:{o}/morfals_hint.png; key:Tab; key:Enter; frames:32; \
         shot:{o}/morfals_eat.png; quit"
    );
    // Slower than the other runs, so that the eating is caught while its lines are lit.
    run_game(&["--script", &script], &mid.0, &[("PARLOUR_TABLE_SPEED", "3")]);
    // The setup screen, then the Jusqualos' last figure: the round is won with the Sang-Zarète's
    // whole reserve in points, which takes the match past 20.
    let end = shots_dir("shots-morfals-end", Quality::Low);
    let mut last: Vec<(u8, u8, usize)> = (1..=7).map(|r| (3, r, 0)).collect();
    last.extend((1..=4).map(|r| (4, r, 0)));
    last.extend([(7, 3, 1), (8, 5, 1)]);
    morfals_save(&end.0, &last, 5, [14, 11], 1);
    let script = format!(
        "wait:title; key:Down; key:Down; key:Down; key:Down; key:Enter; wait:setup; shot:{o}/morfals_setup.png; \
         key:Escape; wait:title; key:Enter; wait:playing; phase:deciding; key:Enter; phase:deciding; key:Enter; \
         wait:results; frames:4; shot:{o}/morfals_results.png; quit"
    );
    run_game(&["--script", &script], &end.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    // Two humans, the Jusqualos' last figure wins a round that does not end the match: the
    // round's points, and Next round waiting for the Sang-Zarète.
    let round = shots_dir("shots-morfals-round", Quality::Low);
    morfals_save(&round.0, &last, 5, [3, 4], 2);
    let script = format!(
        "wait:title; key:Enter; wait:playing; phase:deciding; key:Enter; phase:deciding; key:Enter; \
         phase:deciding; frames:3; shot:{o}/morfals_round.png; quit"
    );
    run_game(&["--script", &script], &round.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    check(&[
        "morfals_board",
        "morfals_column",
        "morfals_hint",
        "morfals_eat",
        "morfals_setup",
        "morfals_results",
        "morfals_round",
    ]);
}

#[test]
fn replay_screens_match_their_goldens() {
    use parlour::games::seats::SeatKind;
    use parlour::games::{SavedMatch, replays};
    use parlour::persistence::store::Store;
    let out = out_dir();
    std::fs::create_dir_all(&out).unwrap();
    let o = out.display();
    let data = shots_dir("shots-replays", Quality::Low);
    let store = Store::in_dir(&data.0);
    // A person (playing as the medium player) against a medium player.
    fn finished<G: parlour::games::view::GameView>(variant: &str) -> parlour::games::session::Match<G> {
        crate::harness::finished(variant, vec![SeatKind::Human, SeatKind::Medium], "medium", 2)
    }
    for saved in [
        SavedMatch::Sorry(finished("standard")),
        SavedMatch::Morfals(finished("standard")),
        SavedMatch::Morpyam(finished("classic")),
        SavedMatch::Morris(finished("nine")),
    ] {
        replays::keep(&store, saved).unwrap();
    }
    // A record of a few games, as the Statistics screen lists it.
    use parlour::persistence::statistics::{self, Finished, Result};
    let mut record = statistics::Statistics::default();
    for (game, variant, opponent, results) in [
        ("morpyam", "classic", "hard", "WWLWWWLLWW"),
        ("sorry", "standard", "people", "WLW"),
        ("morris", "nine", "hard", "LLDWL"),
        ("morris", "three", "medium", "WWWW"),
        ("morfals", "standard", "easy", "WLWWD"),
    ] {
        for (i, r) in results.chars().enumerate() {
            let result = match r {
                'W' => Result::Won,
                'L' => Result::Lost,
                _ => Result::Drawn,
            };
            let length = 30 + 7 * i as u32;
            let f = Finished {
                game: game.into(),
                variant: variant.into(),
                opponent: opponent.into(),
                result,
                length,
            };
            record.add(&f);
        }
    }
    statistics::save(&store, &record).unwrap();
    // The title offers Replays and Statistics (below the games and Online): the record first, then the
    // shelf lists the four matches, newest first; the Morris match is watched, paused at once,
    // stepped twelve moves and shown.
    let steps = "key:Enter; frames:6; ".repeat(12);
    let script = format!(
        "wait:title; key:Down; key:Down; key:Down; key:Down; key:Down; key:Down; key:Enter; wait:statistics; \
         frames:4; fit; shot:{o}/statistics.png; key:Escape; wait:title; \
         key:Down; key:Down; key:Down; key:Down; key:Down; key:Enter; wait:replays; frames:4; fit; \
         shot:{o}/replays.png; key:Enter; wait:playing; frames:4; key:Tab; key:Enter; key:Tab; {steps}\
         frames:20; fit; shot:{o}/replay_paused.png; quit"
    );
    run_game(&["--script", &script], &data.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    check(&["statistics", "replays", "replay_paused"]);
}

#[test]
fn lesson_screens_match_their_goldens() {
    let out = out_dir();
    std::fs::create_dir_all(&out).unwrap();
    let o = out.display();
    // One step of each game's lesson, the lesson's panel asking for it and its place ringed (after
    // the first throw or draw: Morpyam's Throw is clicked, its focus starting on the dice); the
    // pause menu's Skip lesson, clicked, goes back to the setup between them.
    let data = shots_dir("shots-lessons", Quality::Low);
    let skip = "key:Escape; frames:4; click:640,422; wait:setup";
    let script = format!(
        "wait:title; learn:morris; wait:playing; phase:deciding; frames:8; shot:{o}/learn_morris.png; {skip}; \
         learn:sorry; wait:playing; phase:deciding; key:Enter; phase:presenting; phase:deciding; frames:8; \
         shot:{o}/learn_sorry.png; {skip}; \
         learn:morpyam; wait:playing; phase:deciding; frames:4; click:1100,580; phase:presenting; phase:deciding; \
         frames:8; \
         shot:{o}/learn_morpyam.png; {skip}; \
         learn:morfals; wait:playing; phase:deciding; key:Enter; phase:presenting; phase:deciding; frames:8; \
         shot:{o}/learn_morfals.png; quit"
    );
    run_game(&["--script", &script], &data.0, &[("PARLOUR_TABLE_SPEED", "40")]);
    check(&["learn_morris", "learn_sorry", "learn_morpyam", "learn_morfals"]);
}
