//! The real program started where it cannot run: one clear sentence and exit code 3 (no GPU, no
//! display) or 4 (no assets folder), never a panic's backtrace.

use std::process::Command;

/// Start the program, on a virtual display (Xvfb) or on none, and return its exit code and
/// stderr.
fn start(display: bool, configure: impl FnOnce(&mut Command)) -> (Option<i32>, String) {
    let data = crate::harness::TempDir::new("startup");
    let program = env!("CARGO_BIN_EXE_parlour");
    let mut c = if display {
        let mut c = Command::new("xvfb-run");
        c.args(["-a", "-s", "-screen 0 1280x720x24", program]);
        c
    } else {
        let mut c = Command::new(program);
        c.env_remove("DISPLAY").env_remove("WAYLAND_DISPLAY");
        c
    };
    c.env("PARLOUR_DATA_DIR", &data.0).env("PARLOUR_NO_DIALOG", "1").env("LANGUAGE", "en");
    c.env_remove("RUST_BACKTRACE");
    configure(&mut c);
    let out = c.output().expect("start the program");
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// A graphics backend this system does not have (DirectX 12 on Linux): no adapter is found.
#[cfg(target_os = "linux")]
#[test]
fn without_a_usable_gpu_the_program_says_so() {
    let (code, err) = start(true, |c| {
        c.env("WGPU_BACKEND", "dx12");
    });
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("Parlour cannot start: no graphics adapter"), "{err}");
    assert!(err.contains("update the graphics drivers"), "{err}");
    assert!(!err.contains("stack backtrace") && !err.contains("panicked"), "{err}");
}

/// No X or Wayland display: the window cannot open. In the player's language (French here).
#[cfg(target_os = "linux")]
#[test]
fn without_a_display_the_program_says_so_in_the_players_language() {
    let (code, err) = start(false, |c| {
        c.env("LANGUAGE", "fr");
    });
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("Parlour ne peut pas démarrer"), "{err}");
    assert!(!err.contains("stack backtrace") && !err.contains("panicked"), "{err}");
}

/// An assets folder that is empty (the program moved away from its files): the sentence names
/// the folder it looked in, and the program stops before opening a window.
#[test]
fn without_its_assets_folder_the_program_says_where_it_looked() {
    let root = crate::harness::TempDir::new("no-assets");
    std::fs::create_dir_all(root.0.join("assets")).unwrap();
    let (code, err) = start(false, |c| {
        c.env("BEVY_ASSET_ROOT", &root.0);
    });
    assert_eq!(code, Some(4), "{err}");
    assert!(err.contains("Parlour cannot start: its assets folder is missing"), "{err}");
    assert!(err.contains(&root.0.join("assets").display().to_string()), "the folder is named: {err}");
    assert!(!err.contains("stack backtrace") && !err.contains("panicked"), "{err}");
}

/// One sound missing and one broken: the title comes up all the same, and the player is told
/// which files (on screen, and in the log).
#[cfg(target_os = "linux")]
#[test]
fn a_missing_or_broken_file_is_named_and_the_game_goes_on() {
    use std::os::unix::fs::symlink;
    let root = crate::harness::TempDir::new("one-asset");
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let copy = root.0.join("assets");
    std::fs::create_dir_all(copy.join("audio")).unwrap();
    for entry in std::fs::read_dir(&assets).unwrap() {
        let entry = entry.unwrap();
        if entry.file_name() != "audio" {
            symlink(entry.path(), copy.join(entry.file_name())).unwrap();
        }
    }
    for entry in std::fs::read_dir(assets.join("audio")).unwrap() {
        let name = entry.unwrap().file_name();
        match name.to_str().unwrap() {
            "ko.ogg" => {}
            "win.ogg" => std::fs::write(copy.join("audio/win.ogg"), b"not a sound").unwrap(),
            _ => symlink(assets.join("audio").join(&name), copy.join("audio").join(&name)).unwrap(),
        }
    }
    let data = crate::harness::TempDir::new("one-asset-data");
    let root_text = root.0.display().to_string();
    let log = crate::screenshots::run_game(
        &["--script", "wait:title; frames:10; quit"],
        &data.0,
        &[("BEVY_ASSET_ROOT", root_text.as_str())],
    );
    assert!(log.contains("asset audio/ko.ogg"), "the missing file is named:\n{log}");
    assert!(log.contains("asset audio/win.ogg"), "the broken file is named:\n{log}");
}
