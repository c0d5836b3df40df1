// Hide the console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() -> bevy::app::AppExit {
    let args: Vec<String> = std::env::args().collect();
    // `--reference-scene N`: the minimal scene frame times are compared with (see README).
    if let Some(i) = args.iter().position(|a| a == "--reference-scene") {
        let frames = args.get(i + 1).and_then(|n| n.parse().ok()).unwrap_or(120);
        return parlour::reference_scene::run(frames);
    }
    // `--bench-frames N [--long SECONDS]`: the table's frame cost, scene by scene (see README).
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(i) = args.iter().position(|a| a == "--bench-frames") {
        return parlour::bench::run(&args[i + 1..]);
    }
    // `--soak MINUTES [--per-variant N]`: computer players' matches of every game, headless.
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(i) = args.iter().position(|a| a == "--soak") {
        return parlour::soak::run(&args[i + 1..]);
    }
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(exit) = parlour::startup::refuse_without_assets(parlour::startup_language) {
        return exit;
    }
    #[cfg(not(target_arch = "wasm32"))]
    return parlour::startup::guarded(parlour::startup_language, parlour::run);
    // The browser has no arguments: the page's address asks for the reference scene, drawn until
    // the page closes.
    #[cfg(target_arch = "wasm32")]
    if web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| q.contains("reference-scene"))
    {
        return parlour::reference_scene::run(u32::MAX / 2);
    }
    #[cfg(target_arch = "wasm32")]
    parlour::run()
}
