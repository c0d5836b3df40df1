//! Languages: every message in every language, rendered with the game's fonts; the ids the code
//! names exist; a change of language re-labels the screen within a frame; the settings keep the
//! language and the interface's size.

use crate::harness::TestApp;
use bevy::prelude::*;
use fluent_bundle::{FluentArgs, FluentValue};
use parlour::i18n::{Lang, Msg, Words};
use parlour::persistence::settings::Settings;
use parlour::state::Screen;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

fn entries(lang: Lang) -> BTreeMap<String, parlour::i18n::Entry> {
    let entries = lang.entries().unwrap_or_else(|errors| panic!("{}", errors.join("\n")));
    let mut by_id = BTreeMap::new();
    for e in entries {
        if let Some(old) = by_id.insert(e.id.clone(), e.clone()) {
            panic!("i18n/{}: `{}` in both {} and {}", lang.code(), e.id, old.file, e.file);
        }
    }
    by_id
}

#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let english = entries(Lang::En);
    assert!(english.len() > 300, "English has {} messages", english.len());
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        let other = entries(lang);
        for (id, en) in &english {
            match other.get(id) {
                None => problems.push(format!("i18n/{}/{}: missing `{id}`", lang.code(), en.file)),
                Some(tr) if tr.file != en.file => {
                    problems.push(format!("i18n/{}/{}: `{id}` belongs in {}", lang.code(), tr.file, en.file))
                }
                Some(tr) => {
                    // The global arguments are given to every message (the player's keys on the
                    // last device used).
                    let unknown: Vec<_> = tr
                        .variables
                        .difference(&en.variables)
                        .filter(|v| !parlour::i18n::GLOBAL_ARGS.contains(&v.as_str()))
                        .collect();
                    if !unknown.is_empty() {
                        problems.push(format!(
                            "i18n/{}/{}: `{id}` uses {unknown:?}, which the game never gives",
                            lang.code(),
                            tr.file
                        ));
                    }
                }
            }
        }
        for (id, tr) in &other {
            if !english.contains_key(id) {
                problems.push(format!("i18n/{}/{}: `{id}` is not an English message", lang.code(), tr.file));
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The characters each of the game's fonts can draw.
fn font_chars(file: &str) -> BTreeSet<char> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/fonts").join(file);
    let data = std::fs::read(&path).unwrap();
    let face = ttf_parser::Face::parse(&data, 0).unwrap();
    let mut chars = BTreeSet::new();
    if let Some(cmap) = face.tables().cmap {
        for table in cmap.subtables {
            table.codepoints(|c| {
                if let Some(ch) = char::from_u32(c)
                    && table.glyph_index(c).is_some_and(|g| g.0 != 0)
                {
                    chars.insert(ch);
                }
            });
        }
    }
    chars
}

/// Arguments for every variable of a message: `value` for each, and the global ones every
/// message gets: the device and its keys' names (the hints name them through messages they
/// refer to).
fn args<'a>(variables: &BTreeSet<String>, value: FluentValue<'a>, device: &'static str) -> FluentArgs<'a> {
    let mut args = FluentArgs::new();
    for v in variables {
        args.set(v.clone(), value.clone());
    }
    for global in parlour::i18n::GLOBAL_ARGS {
        args.set(global, "Ab");
    }
    args.set("device", device);
    args
}

#[test]
fn every_message_renders_with_the_game_fonts_in_every_language() {
    let fonts: Vec<_> = ["Lato-Regular.ttf", "Lato-Bold.ttf", "ParlourSerif-Regular.otf"]
        .into_iter()
        .map(|f| (f, font_chars(f)))
        .collect();
    let english = entries(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (id, en) in &english {
            // Numbers that pick each plural form, and words for the variables that are words.
            // (Maltese has one, two, few, many and other: 1, 2, 0 and 3–10, 11–19, 20 on.)
            let values =
                [0, 1, 2, 3, 11, 20].map(FluentValue::from).into_iter().chain([FluentValue::from("Ab")]);
            for (value, device) in
                values.flat_map(|v| [(v.clone(), "keyboard"), (v.clone(), "controller"), (v, "touch")])
            {
                match lang.try_format(id, Some(&args(&en.variables, value, device))) {
                    Err(e) => problems.push(e),
                    Ok(text) => {
                        for (font, chars) in &fonts {
                            let missing: String =
                                text.chars().filter(|c| !c.is_whitespace() && !chars.contains(c)).collect();
                            if !missing.is_empty() {
                                problems.push(format!("{}: {id}: {font} has no {missing:?}", lang.code()));
                            }
                        }
                    }
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The ids the code names as literals (`Msg::new("…")`), with the file naming them.
fn ids_in_code() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for piece in text.split("Msg::new(\"").skip(1) {
                    if let Some(id) = piece.split('"').next() {
                        out.push((path.display().to_string(), id.to_string()));
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

#[test]
fn every_message_the_code_names_exists() {
    let mut missing: Vec<String> = ids_in_code()
        .into_iter()
        .filter(|(_, id)| !Lang::En.has(id))
        .map(|(file, id)| format!("{file}: `{id}`"))
        .collect();
    assert!(ids_in_code().len() > 100, "the scan finds the code's messages");
    // Ids the code builds: games, their taglines and variants, seat kinds, quality levels.
    for game in parlour::games::catalogue::games() {
        for id in [game.name.id.to_string(), game.tagline.id.to_string()] {
            if !Lang::En.has(&id) {
                missing.push(format!("catalogue: `{id}`"));
            }
        }
        for variant in &game.variants {
            if !matches!(parlour::games::catalogue::variant_label(game.id, variant), Words::Msg(_)) {
                missing.push(format!("catalogue: `variant-{}-{variant}`", game.id));
            }
        }
    }
    for kind in parlour::games::seats::SeatKind::ALL {
        if !Lang::En.has(kind.label()) {
            missing.push(format!("seats: `{}`", kind.label()));
        }
    }
    for q in [parlour::persistence::settings::Quality::High, parlour::persistence::settings::Quality::Low] {
        if !Lang::En.has(q.label()) {
            missing.push(format!("settings: `{}`", q.label()));
        }
    }
    assert!(missing.is_empty(), "messages the code names but no file has:\n{}", missing.join("\n"));
}

#[test]
fn the_rules_reasons_have_messages() {
    for (reason, want) in [
        ("resignation", "resignation"),
        ("50 moves without a removal", "50 moves without a removal"),
        ("5-fold repetition", "5-fold repetition"),
        ("first to 12 points", "first to 12 points"),
        ("KO R. D'Aversa", "KO R. D'Aversa"),
    ] {
        let words = parlour::games::ending::reason_words(reason);
        assert!(matches!(words, Words::Msg(_)), "{reason:?} has a message");
        assert_eq!(words.text(Lang::En), want);
    }
    assert_eq!(
        parlour::games::ending::reason_words("3 turns").text(Lang::Fr),
        Msg::new("reason-turns").with("n", 3).text(Lang::Fr)
    );
    // A reason no message names is shown as the rules give it.
    assert_eq!(parlour::games::ending::reason_words("a new reason"), Words::Plain("a new reason".into()));
}

#[test]
fn plurals_and_lists_follow_the_language() {
    let names =
        |n: usize| ["seat-human", "seat-easy", "seat-hard"][..n].iter().map(|id| Msg::new(*id)).collect();
    assert_eq!(parlour::i18n::and_list(names(1)).text(Lang::En), "Human");
    assert_eq!(
        parlour::i18n::and_list(names(3)).text(Lang::En),
        "Human, Computer · easy and Computer · hard"
    );
    assert_eq!(Msg::new("reason-turns").with("n", 40).text(Lang::En), "40 turns");
    // Maltese counts by CLDR's categories: one, few (0, 2–10), many (11–19), other (20 on).
    let men = |n: i64| Msg::new("morris-rules-goal").with("men", n).text(Lang::Mt);
    let (one, few, many, other) = (men(1), men(3), men(11), men(20));
    assert!(one.contains("waħda"), "{one}");
    assert!(few.contains("3 biċċiet"), "{few}");
    assert!(many.contains("11-il biċċa"), "{many}");
    assert!(other.contains("20 biċċa"), "{other}");
}

#[test]
fn maltese_is_chosen_by_a_maltese_system_and_speaks_every_message() {
    assert_eq!(Lang::from_tag("mt-MT"), Some(Lang::Mt));
    assert_eq!(Lang::from_tag("mt"), Some(Lang::Mt));
    assert_eq!(Lang::Mt.native_name(), "Malti");
    assert_eq!(Lang::Af.cycled(1), Lang::Mt);
    // Every English message has a Maltese text of its own, but for the names of keys, which
    // Maltese keyboards print in English (and the d-pad, as Maltese players call it), the name
    // the Maltese sheet gives the game itself, and two messages of placeables alone (which
    // French spaces otherwise).
    let english = entries(Lang::En);
    let keys = [
        "backspace",
        "delete",
        "end",
        "enter",
        "escape",
        "home",
        "insert",
        "numpad",
        "page-down",
        "page-up",
        "shift",
    ];
    let keys = keys.map(|k| format!("key-{k}"));
    let own: Vec<&str> = ["keys-dpad", "morris-title", "percent", "sorry-status-card"]
        .into_iter()
        .chain(keys.iter().map(String::as_str))
        .collect();
    let same: Vec<_> = english
        .keys()
        .filter(|id| !own.contains(&id.as_str()))
        .filter(|id| Lang::Mt.t(id) == Lang::En.t(id) && Lang::Fr.t(id) != Lang::En.t(id))
        .cloned()
        .collect();
    assert!(same.is_empty(), "Maltese copies English where French does not: {same:?}");
}

/// The texts of the buttons on screen.
fn button_texts(t: &mut TestApp) -> Vec<String> {
    let world = t.app.world_mut();
    let mut q = world.query::<(&Text, &ChildOf)>();
    let mut buttons = world.query_filtered::<(), With<Button>>();
    let pairs: Vec<_> = q.iter(world).map(|(text, parent)| (text.0.clone(), parent.parent())).collect();
    pairs.into_iter().filter(|(_, p)| buttons.get(world, *p).is_ok()).map(|(s, _)| s).collect()
}

#[test]
fn switching_language_at_the_title_relabels_it_within_a_frame() {
    let mut t = TestApp::new();
    t.app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
    t.run_until_screen(Screen::Title, 600);
    let english = button_texts(&mut t);
    assert!(english.contains(&"Settings".to_string()), "{english:?}");
    for lang in [Lang::Fr, Lang::Af, Lang::Nl, Lang::Pt] {
        t.app.world_mut().resource_mut::<Settings>().language = Some(lang);
        t.step();
        let now = button_texts(&mut t);
        assert!(now.contains(&lang.t("menu-settings")), "{}: {now:?}", lang.code());
        assert!(now.contains(&lang.t("game-sorry")), "{}: {now:?}", lang.code());
        if lang == Lang::Af {
            assert!(now.contains(&"Jammer!".to_string()), "Sorry! is Jammer! in Afrikaans: {now:?}");
        }
    }
    // The settings menu's Language row cycles through the languages and saves the choice.
    t.app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
    t.app.world_mut().resource_mut::<NextState<parlour::state::Menu>>().set(parlour::state::Menu::Settings);
    t.steps(3);
    let row = {
        let world = t.app.world_mut();
        let mut q = world.query::<(Entity, &parlour::menus::settings::SettingControl)>();
        q.iter(world).find(|(_, c)| **c == parlour::menus::settings::SettingControl::Language).unwrap().0
    };
    t.app.world_mut().write_message(parlour::theme::interaction::Activated { entity: row, step: 1 });
    t.steps(2);
    assert_eq!(t.app.world().resource::<Settings>().language, Some(Lang::Fr));
    assert!(
        button_texts(&mut t).contains(&"Terminé".to_string())
            || button_texts(&mut t).contains(&Lang::Fr.t("menu-done"))
    );
}

#[test]
fn settings_keep_the_language_and_the_interface_size() {
    let dir = crate::harness::TempDir::new("lang");
    let path = dir.0.join("settings.ron");
    let s = Settings { language: Some(Lang::Af), ui_scale: 150, ..Settings::default() };
    s.save_to(&path).unwrap();
    assert_eq!(Settings::load_from(&path), (s, None));
    // A file from before these settings follows the system's language at full size.
    std::fs::write(&path, "(music_volume: 30)").unwrap();
    let (old, problem) = Settings::load_from(&path);
    assert_eq!((old.language, old.ui_scale, problem), (None, 100, None));
    // Sizes out of range are brought back into it; steps move along the offered sizes.
    std::fs::write(&path, "(ui_scale: 900)").unwrap();
    assert_eq!(Settings::load_from(&path).0.ui_scale, 150);
    let mid = Settings { ui_scale: 100, ..Settings::default() };
    assert_eq!((mid.ui_scale_stepped(1), mid.ui_scale_stepped(-1)), (110, 90));
    assert_eq!(Settings { ui_scale: 150, ..mid.clone() }.ui_scale_stepped(1), 150);
    // Tags from the system or the browser.
    assert_eq!(Lang::from_tag("pt_BR.UTF-8"), Some(Lang::Pt));
    assert_eq!(Lang::from_tag("fr-BE"), Some(Lang::Fr));
    assert_eq!(Lang::from_tag("de-DE"), None);
    // The running game applies the size to the interface.
    let mut t = TestApp::with_data_dir(&dir.0);
    t.app.init_resource::<UiScale>();
    t.app.world_mut().resource_mut::<Settings>().ui_scale = 125;
    t.steps(2);
    assert_eq!(t.app.world().resource::<UiScale>().0, 1.25);
}

#[test]
fn hints_and_prompts_name_the_keys_of_the_last_device() {
    let hint = Msg::new("morpyam-hint-place");
    assert_eq!(hint.text(Lang::En), "Place on a lit square (click, or arrows + Enter).");
    let pad = parlour::i18n::Keys::defaults(parlour::input::LastDevice::Controller);
    assert_eq!(hint.text_for(Lang::En, pad), "Place on a lit square (click, or d-pad + A).");
    assert!(hint.text_for(Lang::Fr, pad).contains("croix directionnelle + A"));
    assert!(hint.text(Lang::Fr).contains("flèches + Entrée"));
    // The player's own keys: the directions on W/A/S/D alone and Select on Space.
    {
        use parlour::input::MenuAction::*;
        use parlour::input::bindings::{Binding, Bindings};
        let mut mine = Bindings::default();
        for (action, key) in [
            (Up, KeyCode::KeyW),
            (Down, KeyCode::KeyS),
            (Left, KeyCode::KeyA),
            (Right, KeyCode::KeyD),
            (Confirm, KeyCode::Space),
        ] {
            mine.bind(action, Binding::Key(key)).unwrap();
        }
        let keys = parlour::i18n::Keys::of(&mine.input_map(), parlour::input::LastDevice::Keyboard);
        assert_eq!(
            Msg::new("morris-hint-place").text_for(Lang::En, &keys),
            "Click a lit point, or walk the lines with the W/A/S/D and press Space."
        );
        assert!(Msg::new("morris-hint-place").text_for(Lang::Fr, &keys).contains("W/A/S/D"));
    }
    // In the game: a controller's d-pad makes the controller the last device; the prompt bar
    // shows its buttons, and a key brings the keyboard's back.
    let mut t = TestApp::new();
    t.app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
    t.run_until_screen(Screen::Title, 600);
    let caps = |t: &mut TestApp| -> Vec<String> {
        let world = t.app.world_mut();
        let mut q = world.query::<&Text>();
        q.iter(world).map(|s| s.0.clone()).collect()
    };
    assert!(caps(&mut t).contains(&"Enter".to_string()), "{:?}", caps(&mut t));
    t.connect_gamepad();
    t.tap_button(GamepadButton::DPadDown);
    assert_eq!(
        *t.app.world().resource::<parlour::input::LastDevice>(),
        parlour::input::LastDevice::Controller
    );
    let now = caps(&mut t);
    assert!(now.contains(&"A".to_string()) && !now.contains(&"Enter".to_string()), "{now:?}");
    t.tap_key(KeyCode::ArrowUp);
    assert!(caps(&mut t).contains(&"Enter".to_string()));
}

/// Every key and controller button the game names, and every action of the Controls screen,
/// reads in every language with the game's fonts (key caps are bold, the list's names regular).
#[test]
fn keys_buttons_and_actions_have_names_in_every_language() {
    use leafwing_input_manager::prelude::ModifierKey;
    use parlour::i18n::binding_name;
    use parlour::input::MenuAction;
    use parlour::input::bindings::Binding;
    let fonts = [font_chars("Lato-Bold.ttf"), font_chars("Lato-Regular.ttf")];
    let mut named: Vec<Binding> = GamepadButton::all().into_iter().map(Binding::Button).collect();
    named.push(Binding::Button(GamepadButton::Other(7)));
    use KeyCode::*;
    let keys = [
        KeyA,
        KeyZ,
        Digit0,
        Digit9,
        Numpad0,
        Numpad9,
        NumpadEnter,
        NumpadAdd,
        NumpadSubtract,
        NumpadMultiply,
        NumpadDivide,
        NumpadDecimal,
        F1,
        F12,
        ArrowUp,
        ArrowDown,
        ArrowLeft,
        ArrowRight,
        Minus,
        Equal,
        BracketLeft,
        BracketRight,
        Backslash,
        Semicolon,
        Quote,
        Backquote,
        Comma,
        Period,
        Slash,
        Enter,
        Escape,
        Space,
        Backspace,
        Tab,
        Delete,
        Insert,
        Home,
        End,
        PageUp,
        PageDown,
    ];
    named.extend(keys.map(Binding::Key));
    for modifier in [ModifierKey::Shift, ModifierKey::Control, ModifierKey::Alt] {
        named.push(Binding::Chord(modifier, KeyCode::Tab));
    }
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let names = named.iter().map(|b| (format!("{b:?}"), binding_name(*b).expect("named").text(lang)));
        let actions = MenuAction::ALL
            .into_iter()
            .map(|a| (format!("{a:?}"), parlour::menus::controls::label(a).text(lang)));
        for (what, text) in names.chain(actions) {
            let missing: String =
                text.chars().filter(|c| !c.is_whitespace() && !fonts.iter().all(|f| f.contains(c))).collect();
            if text.is_empty() || text.contains("key-") || text.contains("controls-") || !missing.is_empty() {
                problems.push(format!("{}: {what}: {text:?}", lang.code()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Keys without a name are not offered for binding, nor chords with Super (the system's).
    assert_eq!(binding_name(Binding::Key(KeyCode::CapsLock)), None);
    assert_eq!(binding_name(Binding::Chord(ModifierKey::Super, KeyCode::KeyA)), None);
    // A name in the player's language: French keys.
    assert_eq!(
        binding_name(Binding::Chord(ModifierKey::Shift, KeyCode::Tab)).unwrap().text(Lang::Fr),
        "Maj+Tab"
    );
    assert_eq!(binding_name(Binding::Key(KeyCode::NumpadEnter)).unwrap().text(Lang::Fr), "Pavé Entrée");
}
