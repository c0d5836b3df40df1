//! Where Parlour keeps its files on this machine: `PARLOUR_DATA_DIR` when set, else the
//! platform's config folder (the desktop game's rule, so the rules' own files sit beside its
//! settings and saves). The browser has none.

use std::path::PathBuf;

pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("PARLOUR_DATA_DIR") {
        return Some(PathBuf::from(dir));
    }
    platform_dir()
}

#[cfg(target_os = "windows")]
fn platform_dir() -> Option<PathBuf> {
    std::env::var_os("APPDATA").map(|d| PathBuf::from(d).join("Parlour"))
}

#[cfg(target_os = "macos")]
fn platform_dir() -> Option<PathBuf> {
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join("Library/Application Support/Parlour"))
}

#[cfg(all(unix, not(target_os = "macos")))]
fn platform_dir() -> Option<PathBuf> {
    std::env::var_os("XDG_CONFIG_HOME")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))
        .map(|d| d.join("parlour"))
}

#[cfg(not(any(unix, target_os = "windows")))]
fn platform_dir() -> Option<PathBuf> {
    None
}
