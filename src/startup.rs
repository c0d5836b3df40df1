//! When the program cannot start at all (no graphics adapter it can draw with, no display to open
//! a window on), Bevy panics while it builds the renderer or the window's event loop. The player
//! gets one sentence that says what is missing and what to do, on stderr and, where the system
//! has a way to show one, in a dialog box, instead of a backtrace. Every other panic is a bug and
//! keeps Rust's own report. Started without its assets folder, it says so the same way before it
//! opens anything.

use crate::i18n::{Lang, Msg};
use bevy::app::AppExit;
use std::panic::{self, AssertUnwindSafe};

/// What is missing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    Gpu,
    Display,
}

impl Missing {
    /// Which start-up failure a panic's message reports, if it is one.
    pub fn of(message: &str) -> Option<Missing> {
        if message.contains("Unable to find a GPU") || message.contains("Unable to find a suitable adapter") {
            Some(Missing::Gpu)
        } else if message.contains("Failed to build event loop") {
            Some(Missing::Display)
        } else {
            None
        }
    }

    fn id(self) -> &'static str {
        match self {
            Missing::Gpu => "startup-no-gpu",
            Missing::Display => "startup-no-display",
        }
    }

    /// The player's message, with the system's own words as the detail.
    pub fn message(self, lang: Lang, detail: &str) -> String {
        Msg::new(self.id()).with("what", detail.to_string()).text(lang)
    }
}

/// The exit code of a start that failed for want of a GPU or a display.
pub const EXIT_CODE: u8 = 3;
/// The exit code of a start without the assets folder.
pub const NO_ASSETS_EXIT_CODE: u8 = 4;

/// The assets folder where Bevy looks for it (beside the program, or under `BEVY_ASSET_ROOT`),
/// when it is missing or is not Parlour's; `None` when it is there. A single missing or broken
/// file is not this: the loading screen names it and the game goes on without it.
#[cfg(not(target_arch = "wasm32"))]
pub fn missing_assets() -> Option<std::path::PathBuf> {
    let folder = bevy::asset::io::file::FileAssetReader::get_base_path().join("assets");
    // Without the body font the folder is not there, or not Parlour's.
    (!folder.join(crate::assets::BODY_FONT).is_file()).then_some(folder)
}

/// Without the assets folder the program has no words and no fonts to show any: one sentence
/// that names the folder, on stderr and in a dialog, and [`NO_ASSETS_EXIT_CODE`].
#[cfg(not(target_arch = "wasm32"))]
pub fn refuse_without_assets(lang: impl FnOnce() -> Lang) -> Option<AppExit> {
    let folder = missing_assets()?;
    let text = Msg::new("startup-no-assets").with("what", folder.display().to_string()).text(lang());
    eprintln!("{text}");
    show_dialog(&text);
    Some(AppExit::from_code(NO_ASSETS_EXIT_CODE))
}

/// Run `start` (the program); a start-up failure becomes a message and [`EXIT_CODE`].
pub fn guarded(lang: impl FnOnce() -> Lang, start: impl FnOnce() -> AppExit) -> AppExit {
    let report = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if Missing::of(&payload_text(info.payload())).is_none() {
            report(info);
        }
    }));
    match panic::catch_unwind(AssertUnwindSafe(start)) {
        Ok(exit) => exit,
        Err(payload) => {
            let detail = payload_text(payload.as_ref());
            let Some(missing) = Missing::of(&detail) else { panic::resume_unwind(payload) };
            let text = missing.message(lang(), first_line(&detail));
            eprintln!("{text}");
            show_dialog(&text);
            AppExit::from_code(EXIT_CODE)
        }
    }
}

fn payload_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or(text)
}

/// A dialog box through a tool the system already has; nothing when there is none, or when
/// `PARLOUR_NO_DIALOG` is set (tests, scripts).
fn show_dialog(text: &str) {
    if std::env::var_os("PARLOUR_NO_DIALOG").is_some() {
        return;
    }
    use std::process::{Command, Stdio};
    let mut tries: Vec<Command> = Vec::new();
    if cfg!(target_os = "windows") {
        let mut c = Command::new("powershell");
        let quoted = text.replace('\'', "''");
        c.args([
            "-NoProfile",
            "-Command",
            &format!(
                "Add-Type -AssemblyName PresentationFramework; [System.Windows.MessageBox]::Show('{quoted}', 'Parlour')"
            ),
        ]);
        tries.push(c);
    } else if cfg!(target_os = "macos") {
        let mut c = Command::new("osascript");
        let quoted = text.replace('\\', "\\\\").replace('"', "\\\"");
        c.args(["-e", &format!("display alert \"Parlour\" message \"{quoted}\" as critical")]);
        tries.push(c);
    } else if std::env::var_os("DISPLAY").is_some() || std::env::var_os("WAYLAND_DISPLAY").is_some() {
        for (tool, args) in [
            ("zenity", vec!["--error", "--title=Parlour", "--no-markup", "--text"]),
            ("kdialog", vec!["--title", "Parlour", "--error"]),
            ("xmessage", vec!["-center"]),
        ] {
            let mut c = Command::new(tool);
            c.args(args).arg(text);
            tries.push(c);
        }
    }
    for mut c in tries {
        if c.stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok() {
            return;
        }
    }
}
