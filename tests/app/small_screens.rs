//! Every game's table on a phone upright (390×844), the same phone on its side (844×390) and a
//! tablet (1024×768): the real program under Xvfb, resized by its script after a tap (so the
//! bar shows a finger's gestures), checked at each size by the `fit` step (no text out of its
//! panel or the window, no two panels overlapping, no text under 14 px on the phone) and
//! compared with its golden. The captures are the README's pictures in `docs/screenshots/`.

use crate::screenshots::{
    check, morfals_save, morris_save, out_dir, run_game_on, shots_dir, sorry_save, write_save,
};
use parlour::persistence::settings::Quality;

/// The three sizes, as the captures name them.
const SIZES: [(&str, &str); 3] = [("phone", "390x844"), ("landscape", "844x390"), ("tablet", "1024x768")];

/// The steps that resize the window and capture `game` at each size, each checked by `fit`.
fn at_every_size(game: &str) -> String {
    let o = out_dir();
    let o = o.display();
    SIZES
        .iter()
        .map(|(name, size)| format!("size:{size}; frames:20; fit; shot:{o}/{game}_{name}.png; "))
        .collect()
}

/// A tap on the table's felt beside the board, where it chooses nothing: touch is the last device.
const TAP: &str = "tap:8,300; frames:4; ";

fn names(game: &str) -> Vec<String> {
    SIZES.iter().map(|(name, _)| format!("{game}_{name}")).collect()
}

fn run(game: &str, data: &std::path::Path, before: &str) {
    std::fs::create_dir_all(out_dir()).unwrap();
    let script = format!("wait:title; key:Enter; wait:playing; {before}{TAP}{}quit", at_every_size(game));
    run_game_on("1280x900", &["--script", &script], data, &[("PARLOUR_TABLE_SPEED", "40")]);
    let names = names(game);
    check(&names.iter().map(String::as_str).collect::<Vec<_>>());
}

#[test]
fn every_table_fits_a_phone_both_ways_and_a_tablet() {
    let morpyam = shots_dir("small-morpyam", Quality::Low);
    write_save(&morpyam.0, crate::screenshots::mid_game_save());
    run("morpyam", &morpyam.0, "phase:deciding; frames:6; ");
    let morris = shots_dir("small-morris", Quality::Low);
    morris_save(&morris.0, "nine", "WW.B..B.B.W...B..W......", 0, [5, 5]);
    run("morris", &morris.0, "frames:8; ");
    let sorry = shots_dir("small-sorry", Quality::Low);
    {
        use parlour_rules::games::sorry::{Card, Colour, PawnRef, Pos};
        let p = |c: Colour, i: u8, at: Pos| (PawnRef::new(c, i), at);
        sorry_save(
            &sorry.0,
            "standard",
            3,
            &[
                p(Colour::Red, 0, Pos::Track(28)),
                p(Colour::Blue, 0, Pos::Track(32)),
                p(Colour::Yellow, 0, Pos::Track(50)),
            ],
            Some(Card::Three),
            &[],
        );
    }
    run("sorry", &sorry.0, "phase:deciding; frames:6; ");
    let morfals = shots_dir("small-morfals", Quality::Low);
    morfals_save(&morfals.0, &[(5, 2, 0), (5, 6, 0), (5, 3, 1), (6, 4, 0), (3, 7, 1)], 5, [6, 9], 1);
    run("morfals", &morfals.0, "phase:deciding; frames:6; ");
}
