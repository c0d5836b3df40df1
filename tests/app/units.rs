//! Unit tests of the game crate's pure helpers.

use parlour::capture::{Step, parse};
use parlour::games::catalogue;

#[test]
fn variant_labels_read_well() {
    use parlour::i18n::{Lang, Words};
    // The built-in variants have messages; a variant a player adds is named from its id.
    assert_eq!(catalogue::variant_label("sorry", "points").text(Lang::En), "Play for points");
    assert_eq!(catalogue::variant_label("morris", "nine").text(Lang::Fr), Lang::Fr.t("variant-morris-nine"));
    assert_eq!(catalogue::variant_label("morris", "three_men"), Words::Plain("Three men".into()));
    assert_eq!(catalogue::variant_label("morris", ""), Words::Plain(String::new()));
}

#[test]
fn catalogue_lists_the_four_games_in_menu_order_with_rules_limits() {
    let games = catalogue::games();
    let ids: Vec<_> = games.iter().map(|g| g.id).collect();
    assert_eq!(ids, ["morpyam", "sorry", "morris", "morfals"]);
    let morris = catalogue::game("morris").unwrap();
    assert_eq!((morris.min_players, morris.max_players), (2, 2));
    assert!(morris.variants.contains(&"nine"));
    let sorry = catalogue::game("sorry").unwrap();
    assert_eq!((sorry.min_players, sorry.max_players), (2, 4));
}

#[test]
fn capture_scripts_parse_and_bad_steps_are_named() {
    let s = parse("wait:title; shot:a.png; key:Down; frames:3; quit").unwrap();
    assert_eq!(s.len(), 5);
    assert_eq!(s[2], Step::Key(bevy::prelude::KeyCode::ArrowDown));
    assert!(parse("key:Hyper").unwrap_err().contains("Hyper"));
    assert!(parse("wait:lounge").unwrap_err().contains("lounge"));
    assert_eq!(parse("wait:lobby; room; type:K7M").unwrap()[2], Step::Type("K7M".into()));
    assert_eq!(
        parse("server:ws://127.0.0.1:47444").unwrap(),
        vec![Step::Server("ws://127.0.0.1:47444".into())]
    );
    assert!(parse("server:127.0.0.1:47444").unwrap_err().contains("ws://"));
    assert_eq!(parse("click:12,34.5").unwrap(), vec![Step::Click(bevy::prelude::Vec2::new(12.0, 34.5))]);
    assert!(parse("click:12").unwrap_err().contains("x,y"));
    use parlour::frames::Span;
    assert_eq!(parse("measure:20,title").unwrap(), vec![Step::Measure(Span::Frames(20), "title".into())]);
    assert_eq!(parse("measure:1.5s").unwrap(), vec![Step::Measure(Span::Seconds(1.5), String::new())]);
    assert!(parse("measure:many").unwrap_err().contains("measure:many"));
    assert_eq!(
        parse("phase:dice").unwrap(),
        vec![Step::Phase(parlour::games::phase::TurnPhase::DiceInFlight)]
    );
    assert!(parse("phase:lunch").unwrap_err().contains("lunch"));
}

#[test]
fn the_frame_benchmark_scripts_parse_and_measure_every_scene() {
    use parlour::bench::{long_script, scenes_script};
    let steps = parse(&scenes_script("30")).unwrap();
    let labels: Vec<_> = steps
        .iter()
        .filter_map(|s| match s {
            Step::Measure(_, label) => Some(label.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(labels, ["title", "dice at rest", "pause menu", "throw", "results"]);
    let long = parse(&long_script("60s", 600)).unwrap();
    assert_eq!(long.iter().filter(|s| matches!(s, Step::Measure(..))).count(), 10);
}

#[test]
fn volume_curve_is_silent_at_zero_and_unity_at_full() {
    use parlour::audio::volume_db;
    assert_eq!(volume_db(100).0, 0.0);
    assert!(volume_db(50).0 < -11.0 && volume_db(50).0 > -13.0);
    assert_eq!(volume_db(0), bevy_kira_audio::prelude::Decibels::SILENCE);
}

#[test]
fn the_morpyam_rules_panel_states_the_square_rule_and_ko_daversa_only_when_on() {
    use parlour::games::morpyam::words::rules;
    use parlour::i18n::Lang;
    use parlour_rules::games::morpyam::{Config, Figure};
    let section = |config: &Config| -> String {
        rules(config, 2)
            .into_iter()
            .find(|(h, _)| h.text(Lang::En) == "MORPYAM")
            .expect("a MORPYAM section")
            .1
            .text(Lang::En)
    };
    let mut config = Config::builtin("classic").unwrap();
    let text = section(&config);
    assert!(text.contains("may cover only a MORPYAM square"), "{text}");
    assert!(text.contains("SEC on the first throw") && text.contains("APPEL"), "{text}");
    assert!(!text.contains("D'Aversa"), "{text}");
    config.ko_daversa = true;
    assert!(section(&config).contains("KO R. D'Aversa"));
    // Flash has no SEC or APPEL square to mention.
    let flash = section(&Config::builtin("flash").unwrap());
    assert!(flash.contains("may cover only a MORPYAM square") && !flash.contains("APPEL"), "{flash}");
    // No MORPYAM square, no rule to state.
    for f in config.grid.0.iter_mut() {
        if *f == Figure::Morpyam {
            *f = Figure::Carre;
        }
    }
    assert!(!section(&config).contains("may cover only"));
    // The limits and the calls come from the rules, not from the panel.
    let all: String =
        rules(&Config::builtin("classic").unwrap(), 2).into_iter().map(|(_, b)| b.text(Lang::En)).collect();
    assert!(all.contains(&format!("MINI a sum of {} or less", Figure::MINI_MAX_SUM)), "{all}");
    assert!(all.contains("up to 3 times") && all.contains("CALL a figure (MORPYAM"), "{all}");
}

#[test]
fn mipmaps_halve_down_to_one_pixel_and_average_in_linear_light() {
    use parlour::table::mipmaps::mip_chain;
    // 4×2: left half black, right half white (sRGB); alpha 255.
    let mut data = Vec::new();
    for _ in 0..2 {
        for x in 0..4 {
            let v = if x < 2 { 0 } else { 255 };
            data.extend([v, v, v, 255]);
        }
    }
    let (chain, levels) = mip_chain(4, 2, &data, true);
    // 4×2, 2×1, 1×1.
    assert_eq!(levels, 3);
    assert_eq!(chain.len(), (8 + 2 + 1) * 4);
    assert_eq!(&chain[..32], &data[..]);
    assert_eq!(&chain[32..40], &[0, 0, 0, 255, 255, 255, 255, 255]);
    // Half black, half white is 0.5 in linear light: 188 in sRGB, not 128.
    assert_eq!(&chain[40..44], &[188, 188, 188, 255]);
    let (linear, _) = mip_chain(4, 2, &data, false);
    assert_eq!(&linear[40..44], &[128, 128, 128, 255]);
}

#[test]
fn the_table_top_leaves_the_felt_uncovered_and_faces_up() {
    use bevy::mesh::VertexAttributeValues;
    use bevy::prelude::*;
    let hole = Vec2::new(6.62, 4.62);
    let mesh = parlour::table::scene::table_mesh(hole);
    let Some(VertexAttributeValues::Float32x3(positions)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION) else {
        panic!("positions")
    };
    let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
    let mut top_area = 0.0;
    for tri in indices.chunks(3) {
        let [a, b, c] = [tri[0], tri[1], tri[2]].map(|i| Vec3::from_array(positions[i]));
        let normal = (b - a).cross(c - a);
        let centre = (a + b + c) / 3.0;
        if a.y == 0.0 && b.y == 0.0 && c.y == 0.0 {
            // Counter-clockwise seen from above, and never over the felt.
            assert!(normal.y > 0.0, "a top triangle faces down at {centre}");
            assert!(centre.x.abs() > hole.x || centre.z.abs() > hole.y, "wood under the felt at {centre}");
            top_area += normal.length() / 2.0;
        }
    }
    let expected = 44.0 * 30.0 - 4.0 * hole.x * hole.y;
    assert!((top_area - expected).abs() < 0.01, "top covers {top_area}, not {expected}");
}

#[test]
fn the_setup_offers_only_the_seat_counts_a_variant_allows() {
    use parlour::games::catalogue::players_for;
    assert_eq!(players_for("sorry", "teams"), vec![4]);
    assert_eq!(players_for("sorry", "standard"), vec![2, 3, 4]);
    assert_eq!(players_for("sorry", "points"), vec![2, 3, 4]);
    assert_eq!(players_for("morris", "nine"), vec![2]);
}

#[test]
fn a_slab_leaves_its_holes_open_and_keeps_a_cuboids_sides() {
    use bevy::mesh::VertexAttributeValues;
    use bevy::prelude::*;
    let size = Vec3::new(6.0, 0.2, 4.0);
    let holes = [
        Rect::from_center_size(Vec2::new(-1.0, 0.5), Vec2::new(2.0, 1.0)),
        Rect::from_center_size(Vec2::new(2.0, -1.0), Vec2::new(1.0, 1.5)),
    ];
    let mesh = parlour::table::shapes::slab(size, &holes);
    let Some(VertexAttributeValues::Float32x3(positions)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION) else {
        panic!("positions")
    };
    let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
    let (mut top, mut sides, mut bottom) = (0.0, 0, 0);
    for tri in indices.chunks(3) {
        let [a, b, c] = [tri[0], tri[1], tri[2]].map(|i| Vec3::from_array(positions[i]));
        let normal = (b - a).cross(c - a);
        let centre = (a + b + c) / 3.0;
        if normal.y.abs() < 1e-6 {
            sides += 1;
        } else if normal.y > 0.0 {
            assert!(holes.iter().all(|h| !h.contains(centre.xz())), "top over a hole at {centre}");
            assert!((centre.y - size.y / 2.0).abs() < 1e-6);
            top += normal.length() / 2.0;
        } else {
            bottom += 1;
        }
    }
    assert_eq!((sides, bottom), (8, 0), "four upright faces and no underside");
    let expected = size.x * size.z - 2.0 - 1.5;
    assert!((top - expected).abs() < 1e-4, "the top covers {top}, not {expected}");
    // Without holes its top is the cuboid's top, texture coordinates included.
    let whole = parlour::table::shapes::slab(size, &[]);
    let cuboid = Mesh::from(Cuboid::from_size(size));
    let top_uvs = |m: &Mesh| {
        let Some(VertexAttributeValues::Float32x3(p)) = m.attribute(Mesh::ATTRIBUTE_POSITION) else {
            panic!()
        };
        let Some(VertexAttributeValues::Float32x2(uv)) = m.attribute(Mesh::ATTRIBUTE_UV_0) else { panic!() };
        let Some(VertexAttributeValues::Float32x3(n)) = m.attribute(Mesh::ATTRIBUTE_NORMAL) else { panic!() };
        let mut v: Vec<String> =
            (0..p.len()).filter(|&i| n[i][1] > 0.5).map(|i| format!("{:?} {:?}", p[i], uv[i])).collect();
        v.sort();
        v
    };
    assert_eq!(top_uvs(&whole), top_uvs(&cuboid));
}

#[test]
fn expert_is_offered_for_morris_only_and_seats_cycle_through_it() {
    use parlour::games::seats::SeatKind;
    assert_eq!(SeatKind::offered("morris").iter().rev().nth(1), Some(&SeatKind::Expert));
    for game in ["morpyam", "sorry", "morfals"] {
        assert!(!SeatKind::offered(game).contains(&SeatKind::Expert), "{game}");
        assert_eq!(
            SeatKind::Hard.step(game, 1),
            SeatKind::Online,
            "{game}: after hard comes a person online"
        );
    }
    assert_eq!(SeatKind::Hard.step("morris", 1), SeatKind::Expert);
    assert_eq!(SeatKind::Expert.step("morris", 1), SeatKind::Online);
    assert_eq!(SeatKind::Online.step("morris", 1), SeatKind::Human);
    assert_eq!(SeatKind::Human.step("morris", -1), SeatKind::Online);
    assert_eq!(parlour::games::hint::strongest("morris"), "expert");
    assert_eq!(parlour::games::hint::strongest("sorry"), "hard");
}

#[test]
fn quality_starts_low_on_software_and_webgl_and_the_watchdog_steps_down_only_when_slow() {
    use parlour::persistence::settings::Quality;
    use parlour::table::quality::{Watchdog, for_adapter};
    // Mesa's software Vulkan (as CI renders), SwiftShader in a browser (WebGL2), a real card.
    assert_eq!(for_adapter("Cpu", "Vulkan", "llvmpipe (LLVM 19.1.7, 256 bits)"), Quality::Low);
    assert_eq!(for_adapter("Other", "Gl", "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device))"), Quality::Low);
    assert_eq!(for_adapter("IntegratedGpu", "Gl", "Mali-G78"), Quality::Low, "WebGL2 starts on Low");
    assert_eq!(for_adapter("DiscreteGpu", "Vulkan", "NVIDIA GeForce RTX 3060"), Quality::High);
    assert_eq!(for_adapter("IntegratedGpu", "Metal", "Apple M2"), Quality::High);
    // Two seconds of 16 ms frames: fine; of 40 ms frames: too slow; a few slow frames among
    // fast ones (a hitch) do not move the median.
    let mut w = Watchdog::default();
    let verdicts: Vec<bool> = (0..126).filter_map(|_| w.observe(0.016)).collect();
    assert_eq!(verdicts, vec![false]);
    let mut w = Watchdog::default();
    let verdicts: Vec<bool> = (0..60).filter_map(|_| w.observe(0.040)).collect();
    assert_eq!(verdicts, vec![true]);
    let mut w = Watchdog::default();
    let frames = (0..140).map(|i| if i % 10 == 0 { 0.120 } else { 0.012 });
    assert!(frames.filter_map(|dt| w.observe(dt)).all(|slow| !slow));
}

#[test]
fn a_quality_chosen_in_the_settings_is_kept_and_the_default_format_is_unchanged() {
    use parlour::persistence::settings::{Quality, Settings};
    let auto = Settings::default();
    assert!(!auto.text().unwrap().contains("graphics_chosen"), "version 1's format is unchanged");
    let chosen = Settings { graphics: Quality::Low, graphics_chosen: true, ..Settings::default() };
    let back = Settings::parse(&chosen.text().unwrap()).unwrap();
    assert_eq!((back.graphics, back.graphics_chosen), (Quality::Low, true));
}

#[test]
fn the_live_region_says_the_banner_then_the_logs_last_line() {
    use parlour::games::live_region::spoken;
    use parlour::games::present::{Banner, TableLog};
    use parlour::i18n::{Lang, Msg};
    let mut log = TableLog::default();
    let mut banner = Banner::default();
    assert_eq!(spoken(&banner, &log, Lang::En), "");
    log.push(Msg::new("result-draw"));
    assert_eq!(spoken(&banner, &log, Lang::En), "A draw");
    banner.text = Some(Msg::new("match-resumed"));
    assert_eq!(spoken(&banner, &log, Lang::En), "Match resumed. A draw");
    log.push(Msg::new("match-resumed"));
    assert_eq!(spoken(&banner, &log, Lang::En), "Match resumed", "said once when both say it");
    assert_eq!(spoken(&banner, &log, Lang::Mt), Lang::Mt.t("match-resumed"));
}

#[test]
fn room_codes_read_back_whatever_the_case_and_spacing_and_links_carry_them() {
    use parlour::online::code::{read_code, show_code};
    use parlour::online::page::from_query;
    let mut rng = rand::rng();
    for _ in 0..50 {
        let c = parlour_rules::online::code::new_code(&mut rng);
        assert_eq!(read_code(&c.to_lowercase()), Some(c.clone()));
        assert_eq!(read_code(&show_code(&c)), Some(c.clone()));
    }
    assert_eq!(read_code("k7m-2qx"), Some("K7M2QX".into()));
    assert_eq!(read_code("K7M2Q"), None);
    assert_eq!(read_code("K7M2QO"), None, "O is not a code character");
    assert_eq!(from_query("?room=k7m2qx"), (Some("K7M2QX".into()), None));
    assert_eq!(
        from_query("?lang=fr&room=K7M%202QX&server=wss%3A%2F%2Fplay.example.org"),
        (Some("K7M2QX".into()), Some("wss://play.example.org".into()))
    );
    // Links from before the server held the matches named it `signal`.
    assert_eq!(
        from_query("?room=K7M2QX&signal=wss%3A%2F%2Fplay.example.org"),
        (Some("K7M2QX".into()), Some("wss://play.example.org".into()))
    );
    assert_eq!(from_query("?room=nope&signal=http://x"), (None, None));
    assert_eq!(
        from_query("?room=K7M2QX&signal=ws%3A%2F%2Fh%2"),
        (Some("K7M2QX".into()), Some("ws://h%2".into()))
    );
    assert_eq!(from_query(""), (None, None));
}

#[test]
fn a_player_away_is_waited_for_until_the_match_is_over_then_has_left() {
    use parlour::games::online::status::away_line;
    use parlour::i18n::Lang;
    let plain = |m: parlour::i18n::Msg, lang| m.text(lang).replace(['\u{2068}', '\u{2069}'], "");
    assert_eq!(plain(away_line("Ann".into(), 42.0, false), Lang::En), "Waiting for Ann… 0:42");
    assert_eq!(plain(away_line("Ann".into(), 42.0, true), Lang::En), "Ann has left the table");
    assert_eq!(plain(away_line("Ann".into(), 42.0, true), Lang::Fr), "Ann a quitté la table");
}
