//! The real program started where it cannot run: one clear sentence and exit code 3, never a
//! panic's backtrace.

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
