//! After a touch, the help says what a finger does: at a decision of each game, no text on the
//! screen names a click, a key or the arrows, and the turn panel's hint names the tap, in
//! English and in French.

use crate::harness::TestApp;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use parlour::games::SavedMatch;
use parlour::games::morfals::MorfalsMatch;
use parlour::games::morris::MorrisMatch;
use parlour::games::seats::SeatKind;
use parlour::games::sorry::SorryMatch;
use parlour::i18n::{Lang, Msg};
use parlour::input::LastDevice;
use parlour::persistence::settings::Settings;

/// Words of a mouse or a keyboard, as the hints wrote them before a touch, by language.
fn mouse_and_keys(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Fr => &["clic", "Clic", "cliqu", "Cliqu", "flèches", "Entrée", "Échap", "croix directionnelle"],
        _ => &["click", "Click", "arrows", "Enter", "Esc", "key", "d-pad"],
    }
}

fn texts(t: &mut TestApp) -> Vec<String> {
    let world = t.app.world_mut();
    world.query::<&Text>().iter(world).map(|s| s.0.clone()).collect()
}

/// A finger's tap at the window's corner, off the board: it chooses nothing.
fn tap_off_the_board(t: &mut TestApp) {
    for phase in [TouchPhase::Started, TouchPhase::Ended] {
        t.app.world_mut().write_message(TouchInput {
            phase,
            position: Vec2::new(5.0, 5.0),
            window: Entity::PLACEHOLDER,
            force: None,
            id: 3,
        });
        t.steps(2);
    }
    assert_eq!(*t.app.world().resource::<LastDevice>(), LastDevice::Touch);
}

/// Touch `saved` at its first human decision, then read the screen in each language.
fn check(game: &str, saved: SavedMatch, human: impl Fn(&TestApp) -> bool) {
    let mut t = TestApp::new();
    t.open_match(saved, 40.0);
    t.until_human_decides(human);
    tap_off_the_board(&mut t);
    for lang in [Lang::En, Lang::Fr] {
        t.app.world_mut().resource_mut::<Settings>().language = Some(lang);
        t.steps(3);
        let shown = texts(&mut t);
        let tap = Msg::new("touch-tap").text(lang);
        // The prompt bar's caption alone is not a hint.
        assert!(
            shown.iter().any(|s| s.contains(&tap) && s.len() > tap.len() + 4),
            "{game} ({}): no hint names the tap ({tap:?}): {shown:?}",
            lang.code()
        );
        for word in mouse_and_keys(lang) {
            let named: Vec<_> = shown.iter().filter(|s| s.contains(word)).collect();
            assert!(named.is_empty(), "{game} ({}): {word:?} after a touch: {named:?}", lang.code());
        }
    }
}

#[test]
fn after_a_touch_every_hint_names_taps_not_clicks_or_keys() {
    let m = MorrisMatch::new("nine", vec![SeatKind::Human, SeatKind::Easy], 3).unwrap();
    check("morris", SavedMatch::Morris(m), |t| {
        t.app.world().resource::<MorrisMatch>().human_to_act().is_some()
    });
    // Morpyam after a throw: place a token, keep dice, throw again.
    let m = parlour::bench::mid_game_human_to_place();
    check("morpyam", SavedMatch::Morpyam(m), |t| {
        t.app.world().resource::<parlour::games::morpyam::MorpyamMatch>().human_to_act().is_some()
    });
    let m = SorryMatch::new("standard", vec![SeatKind::Human, SeatKind::Easy], 5).unwrap();
    check("sorry", SavedMatch::Sorry(m), |t| t.app.world().resource::<SorryMatch>().human_to_act().is_some());
    // Morfals once the column is thrown: put a figure on it.
    let m = (0..100u64)
        .find_map(|seed| {
            use parlour_rules::game::Game;
            use parlour_rules::games::morfals::{Action, Phase};
            let mut m = MorfalsMatch::new("standard", vec![SeatKind::Human, SeatKind::Easy], seed).ok()?;
            (m.game.to_act() == Some(0)).then_some(())?;
            m.apply(Action::Roll).ok()?;
            (m.game.to_act() == Some(0) && matches!(m.game.phase(), Phase::Place { .. })).then_some(m)
        })
        .expect("a seed whose first throw is the person's and names a column");
    check("morfals", SavedMatch::Morfals(m), |t| {
        t.app.world().resource::<MorfalsMatch>().human_to_act().is_some()
    });
}
