//! Screenshot tests: the real program, in a real window under Xvfb with Mesa's software Vulkan,
//! scripted to each screen; every capture is compared with its golden in `tests/golden/` within a
//! tolerance, and checked not to be blank. `PARLOUR_UPDATE_GOLDENS=1` rewrites the goldens (look
//! at them before committing).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Mean absolute difference per channel (0–255) allowed against the golden.
const MEAN_TOLERANCE: f64 = 4.0;
/// Share of pixels allowed to differ by more than `PIXEL_THRESHOLD` in some channel.
const OUTLIER_SHARE: f64 = 0.03;
const PIXEL_THRESHOLD: u8 = 48;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn out_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("screens")
}

/// Run the game with a capture script under Xvfb; panics with the program's output on failure.
pub fn run_script(script: &str, data_dir: &Path) {
    assert!(
        Command::new("xvfb-run").arg("--help").output().is_ok(),
        "xvfb-run is missing: install xvfb and mesa-vulkan-drivers (`make test` does)"
    );
    let start = Instant::now();
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24", env!("CARGO_BIN_EXE_parlour"), "--script", script])
        .env("WGPU_BACKEND", "vulkan")
        .env("BEVY_ASSET_ROOT", env!("CARGO_MANIFEST_DIR"))
        .env("PARLOUR_DATA_DIR", data_dir)
        .env("RUST_LOG", "warn,parlour=info")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start the game under xvfb-run");
    let limit = Duration::from_secs(600);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let out = child.wait_with_output().unwrap();
            let log =
                format!("{}\n{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
            assert!(status.success(), "the game failed ({status}) after {:?}:\n{log}", start.elapsed());
            eprintln!("game ran the script in {:.1} s", start.elapsed().as_secs_f32());
            return;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("the game did not finish its script within {limit:?}");
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
        let golden = golden_dir().join(format!("{name}.png"));
        if update {
            std::fs::create_dir_all(golden_dir()).unwrap();
            std::fs::copy(&actual, &golden).unwrap();
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

#[test]
fn title_setup_and_settings_screens_match_their_goldens() {
    let data = crate::harness::TempDir::new("shots");
    let out = out_dir();
    std::fs::create_dir_all(&out).unwrap();
    let script = format!(
        "wait:title; shot:{o}/title.png; key:Down; key:Down; key:Enter; wait:setup; shot:{o}/setup.png; \
         key:Escape; wait:title; click:280,502; frames:8; shot:{o}/settings.png; quit",
        o = out.display()
    );
    run_script(&script, &data.0);
    check(&["title", "setup", "settings"]);
}

#[test]
fn the_comparison_tells_different_screens_apart() {
    // The title and setup goldens share the table but not the menus: far beyond the tolerance.
    let err = compare(&golden_dir().join("title.png"), &golden_dir().join("setup.png")).unwrap_err();
    assert!(err.contains("mean difference"), "{err}");
    assert!(compare(&golden_dir().join("title.png"), &golden_dir().join("title.png")).is_ok());
}
