//! The hidden dice simulation: over many throws, the value the rules chose is on top of every
//! die after the replay, no die is cocked, none leaves the tray.

use bevy::math::{Quat, Vec2, Vec3};
use parlour::dice::sim::{self, FACE_NORMALS, FLAT, Gesture, Tray};
use rand::{Rng, SeedableRng};

#[test]
fn the_symmetry_remap_puts_every_wanted_face_where_the_settled_one_was() {
    for wanted in 1..=6u8 {
        for settled in 1..=6u8 {
            let c = sim::remap(wanted, settled);
            let moved = c * FACE_NORMALS[wanted as usize - 1];
            assert!(
                moved.abs_diff_eq(FACE_NORMALS[settled as usize - 1], 1e-5),
                "{wanted}->{settled}: {moved}"
            );
            // C is a symmetry of the cube: every face normal goes to a face normal.
            for n in FACE_NORMALS {
                let m = c * n;
                assert!(
                    FACE_NORMALS.iter().any(|f| f.abs_diff_eq(m, 1e-5)),
                    "{wanted}->{settled} breaks the cube"
                );
            }
        }
    }
}

#[test]
fn top_face_reads_the_face_pointing_up() {
    assert_eq!(sim::top_face(Quat::IDENTITY).0, 1);
    assert_eq!(sim::top_face(Quat::from_rotation_x(std::f32::consts::PI)).0, 6);
    // Turning +Z up shows 3.
    let r = Quat::from_rotation_arc(Vec3::Z, Vec3::Y);
    let (face, flat) = sim::top_face(r);
    assert_eq!(face, 3);
    assert!((flat - 1.0).abs() < 1e-5);
}

#[test]
fn hundreds_of_throws_land_flat_in_the_tray_showing_the_rules_values() {
    let tray = Tray::default();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
    let mut attempts = 0;
    let throws = 150;
    for k in 0..throws {
        let n = 1 + k % 5;
        let gesture = Gesture {
            direction: Vec2::new(rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0)),
            strength: rng.random_range(0.0..1.0),
        };
        let wanted: Vec<u8> = (0..n).map(|_| rng.random_range(1..=6)).collect();
        let rec = sim::throw(n, tray, gesture, k as u64);
        assert!(rec.attempts <= 12, "throw {k} fell back to setting the dice down");
        attempts += rec.attempts;
        assert_eq!(rec.settled.len(), n);
        for (i, want) in wanted.iter().enumerate() {
            let (p, q) = rec.pose(i, rec.duration());
            let shown = q * sim::remap(*want, rec.settled[i]);
            let (face, flat) = sim::top_face(shown);
            assert_eq!(face, *want, "throw {k} die {i}");
            assert!(flat >= FLAT, "throw {k} die {i} cocked ({flat})");
            assert!(
                p.x.abs() < tray.half_x && p.z.abs() < tray.half_z && p.y > 0.0,
                "throw {k} die {i} outside at {p}"
            );
        }
        // The replay is deterministic.
        if k < 5 {
            assert_eq!(sim::throw(n, tray, gesture, k as u64), rec);
        }
    }
    eprintln!(
        "{throws} throws took {attempts} simulations ({:.2} per throw)",
        attempts as f32 / throws as f32
    );
}

#[test]
fn dice_marked_one_two_three_twice_show_the_rules_value_on_top_after_any_throw() {
    use parlour::dice::faces::DieFaces;
    let faces = DieFaces::OneTwoThreeTwice;
    // Each label is printed twice, on opposite faces.
    for face in 1..=6u8 {
        let opposite =
            (1..=6u8).find(|f| FACE_NORMALS[*f as usize - 1].dot(FACE_NORMALS[face as usize - 1]) < -0.5);
        assert_eq!(faces.label(face), faces.label(opposite.unwrap()), "face {face}");
    }
    for value in 1..=3u8 {
        for settled in 1..=6u8 {
            // The throw keeps the face it landed on when that face carries the value.
            let face = faces.face_for(value, settled);
            assert_eq!(faces.label(face), value);
            if faces.label(settled) == value {
                assert_eq!(face, settled);
            }
            // Turned by the remap, the recorded rotation shows that face, so the value, on top.
            let landed = Quat::from_rotation_arc(FACE_NORMALS[settled as usize - 1], Vec3::Y);
            let shown = sim::top_face(landed * sim::remap(face, settled)).0;
            assert_eq!(faces.label(shown), value, "value {value} landed on {settled}");
        }
    }
    // Plain dice are labelled as they are numbered.
    assert!((1..=6u8).all(|f| DieFaces::D6.label(f) == f && DieFaces::D6.face_for(f, 1) == f));
}
