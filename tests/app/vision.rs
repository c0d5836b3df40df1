//! The seats' colours stay apart for players with the common colour-vision deficiencies: each
//! pair of a game's seat colours, simulated for protanopia, deuteranopia and tritanopia at full
//! severity (Machado, Oliveira and Fernandes 2009), differs by at least `MIN_DELTA_E` in CIELAB.

use bevy::prelude::*;
use parlour::games::view::GameView;
use parlour_rules::games::{morfals::Morfals, morpyam::Morpyam, morris::Morris, sorry::Sorry};

/// CIE76 distance below which two flat colours start to be confused at a glance.
const MIN_DELTA_E: f32 = 20.0;

/// Simulation matrices in linear RGB, severity 1.0.
const DEFICIENCIES: [(&str, [[f32; 3]; 3]); 3] = [
    (
        "protanopia",
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    ),
    (
        "deuteranopia",
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    ),
    (
        "tritanopia",
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    ),
];

fn simulate(c: Color, m: &[[f32; 3]; 3]) -> Color {
    let l = c.to_linear();
    let v = [l.red, l.green, l.blue];
    let row = |r: &[f32; 3]| (r[0] * v[0] + r[1] * v[1] + r[2] * v[2]).clamp(0.0, 1.0);
    LinearRgba::rgb(row(&m[0]), row(&m[1]), row(&m[2])).into()
}

fn delta_e(a: Color, b: Color) -> f32 {
    let (a, b) = (Laba::from(a), Laba::from(b));
    // Bevy's Lab is scaled to 0..1 for L; CIELAB's L runs 0..100.
    100.0 * Vec3::new(a.lightness - b.lightness, a.a - b.a, a.b - b.b).length()
}

/// The smallest distance between two of `colours`, normally and under each deficiency.
fn report(colours: &[Color]) -> Vec<(&'static str, f32)> {
    let mut out = vec![("normal", f32::MAX)];
    out.extend(DEFICIENCIES.iter().map(|(n, _)| (*n, f32::MAX)));
    for i in 0..colours.len() {
        for j in i + 1..colours.len() {
            out[0].1 = out[0].1.min(delta_e(colours[i], colours[j]));
            for (k, (_, m)) in DEFICIENCIES.iter().enumerate() {
                out[k + 1].1 = out[k + 1].1.min(delta_e(simulate(colours[i], m), simulate(colours[j], m)));
            }
        }
    }
    out
}

fn colours<G: GameView>(seats: usize) -> Vec<Color> {
    (0..seats).map(G::seat_colour).collect()
}

#[test]
fn seat_colours_stay_apart_under_colour_vision_deficiencies() {
    let games = [
        ("Morpyam", colours::<Morpyam>(4)),
        ("Sorry!", colours::<Sorry>(4)),
        ("Morris", colours::<Morris>(2)),
        ("Morfals", colours::<Morfals>(2)),
    ];
    let mut failures = Vec::new();
    for (game, palette) in &games {
        let figures = report(palette);
        eprintln!(
            "{game}: smallest ΔE {}",
            figures.iter().map(|(n, d)| format!("{n} {d:.1}")).collect::<Vec<_>>().join(", ")
        );
        for (what, d) in figures {
            if d < MIN_DELTA_E {
                failures.push(format!("{game}: two seats {d:.1} apart under {what}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_simulation_confuses_what_it_should() {
    // Pure red and a green of the same lightness are far apart normally and close for a
    // deuteranope: the check can fail.
    let (red, green) = (Color::srgb(0.75, 0.25, 0.2), Color::srgb(0.45, 0.45, 0.15));
    let normal = delta_e(red, green);
    let deutan = delta_e(simulate(red, &DEFICIENCIES[1].1), simulate(green, &DEFICIENCIES[1].1));
    assert!(normal > 30.0 && deutan < 15.0, "normal {normal:.1}, deuteranopia {deutan:.1}");
}
