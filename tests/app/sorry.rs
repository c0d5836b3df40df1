//! Sorry! at the table, headless: whole matches by computer players in every variant (Standard
//! with 2, 3 and 4 seats, Teams, Play for points, 2013 cards) to the results screen; a human's
//! 7 split and 11 swap by keyboard and by controller; a slide that bumps two pawns; hands kept
//! private between two humans; save, quit and resume with a card drawn.

use crate::harness::{Input, TestApp};
use bevy::prelude::*;
use parlour::games::door::Refusals;
use parlour::games::ending::LastResult;
use parlour::games::phase::TurnPhase;
use parlour::games::present::TableLog;
use parlour::games::seats::SeatKind;
use parlour::games::sorry::SorryMatch;
use parlour::games::sorry::board::PawnPiece;
use parlour::games::sorry::board::{Layout, Spot, SpotGlow};
use parlour::games::sorry::cards::Piles;
use parlour::games::sorry::choices::{Outcome, Pick};
use parlour::games::sorry::controls::Control;
use parlour::games::sorry::controls::HandShown;
use parlour::games::sorry::panel::HandCard;
use parlour::games::{Resumable, SavedMatch};
use parlour::i18n::Lang;
use parlour::state::Screen;
use parlour::theme::interaction::Focus;
use parlour_rules::game::Game;
use parlour_rules::games::sorry::{Action, Card, Colour, Config, PawnRef, Phase, Pos, Sorry};

fn open(t: &mut TestApp, m: SorryMatch, speed: f32) {
    t.open_match(SavedMatch::Sorry(m), speed);
}

fn game(t: &TestApp) -> SorryMatch {
    t.app.world().resource::<SorryMatch>().clone()
}

/// Every pawn on the table, where the table shows it.
fn pawns_on_table(t: &mut TestApp) -> Vec<(PawnRef, Pos)> {
    let mut q = t.app.world_mut().query::<&PawnPiece>();
    let mut v: Vec<_> = q.iter(t.app.world()).map(|p| (p.pawn, p.pos)).collect();
    v.sort_by_key(|(p, _)| *p);
    v
}

/// Play a whole match with computer players; returns the match as it ended.
fn bots_play(variant: &str, seats: &[SeatKind], seed: u64) -> SorryMatch {
    let mut t = TestApp::new();
    open(&mut t, SorryMatch::new(variant, seats.to_vec(), seed).unwrap(), 60.0);
    let mut last = game(&t);
    let mut still = 0;
    for _ in 0..400_000 {
        t.step();
        if t.screen() == Screen::Results {
            break;
        }
        let m = game(&t);
        if m.actions == last.actions {
            still += 1;
            assert!(
                still < 60 * 20,
                "no decision for 20 s of table time, phase {:?}:\n{}",
                t.phase(),
                m.game.dump()
            );
        } else {
            still = 0;
        }
        last = m;
    }
    assert_eq!(t.screen(), Screen::Results, "{variant}: the match did not end");
    let outcome = last.game.outcome().expect("the rules say the match is over");
    let result = t.app.world().resource::<LastResult>().clone();
    let winners: Vec<usize> = result.seats.iter().enumerate().filter(|(_, s)| s.2).map(|(i, _)| i).collect();
    assert_eq!(winners, outcome.winners, "{variant}: the results differ from the rules' outcome");
    assert!(
        result.reason == parlour::games::ending::reason_words(&outcome.reason)
            && result.game.text(Lang::En).contains(&last.game.config().name)
    );
    if !outcome.scores.is_empty() {
        let shown: Vec<Option<i32>> = result.seats.iter().map(|s| s.1).collect();
        let rules: Vec<Option<i32>> = outcome.scores.iter().map(|s| Some(*s)).collect();
        assert_eq!(shown, rules, "{variant}: the results show other points");
    }
    // The final position is still on the table: every pawn where the rules have it.
    let expected: Vec<(PawnRef, Pos)> = (0..seats.len())
        .flat_map(|c| {
            let g = &last.game;
            (0..4u8).map(move |i| {
                let p = PawnRef::new(Colour::from_index(c), i);
                (p, g.pawn(p))
            })
        })
        .collect();
    assert_eq!(pawns_on_table(&mut t), expected, "{variant}: the table shows another final position");
    assert!(t.app.world().get_resource::<Refusals>().is_none_or(|r| r.lines.is_empty()));
    eprintln!("sorry {variant} ({} seats): {} decisions, {}", seats.len(), last.actions, outcome.reason);
    last
}

// Three tests of two matches each rather than one of six: the test threads then share them.
#[test]
fn computer_players_play_whole_standard_matches_with_two_and_three_seats() {
    use SeatKind::{Easy, Medium};
    bots_play("standard", &[Medium, Easy], 21);
    bots_play("standard", &[Easy, Medium, Easy], 22);
}

#[test]
fn computer_players_play_whole_matches_with_four_seats_alone_and_in_teams() {
    use SeatKind::{Easy, Hard, Medium};
    bots_play("standard", &[Easy, Easy, Medium, Hard], 23);
    bots_play("teams", &[Medium, Easy, Easy, Medium], 24);
}

#[test]
fn computer_players_play_whole_matches_for_points_and_with_modern_cards() {
    use SeatKind::{Easy, Medium};
    let points = bots_play("points", &[Medium, Easy, Easy], 25);
    assert!(!points.game.outcome().unwrap().scores.is_empty());
    bots_play("modern", &[Easy, Medium], 26);
}

/// A standard match between a human (Red) and a computer player (Blue), Red to draw, with pawns
/// placed as given and `card` the only card left in the draw pile.
fn set_position(
    variant: &str,
    seats: Vec<SeatKind>,
    placements: &[(PawnRef, Pos)],
    card: Card,
) -> SorryMatch {
    let config = Config::builtin(variant).unwrap();
    let mut game = Sorry::with_first(&config, seats.len(), 3, 0).unwrap();
    game.place(placements).unwrap();
    let mut rest = game.draw_pile().to_vec();
    let i = rest.iter().position(|c| *c == card).unwrap();
    rest.remove(i);
    game.set_piles(vec![card], rest).unwrap();
    SorryMatch::from_game(variant, seats, 9, game)
}

fn red(i: u8) -> PawnRef {
    PawnRef::new(Colour::Red, i)
}
fn blue(i: u8) -> PawnRef {
    PawnRef::new(Colour::Blue, i)
}

/// Step until a human decides.
fn until_deciding(t: &mut TestApp) {
    t.until_human_decides(|t| game(t).human_to_act().is_some());
}

/// Step until the decision count reaches `n`.
fn until_actions(t: &mut TestApp, n: u64) {
    for _ in 0..20_000 {
        if game(t).actions >= n {
            return;
        }
        t.step();
    }
    panic!("the match stayed at {} decisions", game(t).actions);
}

fn focused(t: &TestApp) -> Option<Entity> {
    t.app.world().resource::<Focus>().0
}

fn focused_spot(t: &TestApp) -> Option<Spot> {
    focused(t).and_then(|e| t.app.world().get::<SpotGlow>(e)).map(|g| g.0)
}

/// Move the focus with the arrows and Next until it is on `spot`.
fn focus_spot(t: &mut TestApp, input: Input, spot: Spot) {
    for _ in 0..80 {
        if focused_spot(t) == Some(spot) {
            return;
        }
        input.next(t);
    }
    panic!("the focus never reached {spot:?} (it is on {:?})", focused_spot(t));
}

fn focus_control(t: &mut TestApp, input: Input, control: Control) {
    for _ in 0..80 {
        if focused(t).and_then(|e| t.app.world().get::<Control>(e)) == Some(&control) {
            return;
        }
        input.next(t);
    }
    panic!("the focus never reached {control:?}");
}

/// Draw with the panel's button, then wait for the card to be shown.
fn draw(t: &mut TestApp, input: Input) {
    until_deciding(t);
    focus_control(t, input, Control::Draw);
    let n = game(t).actions;
    input.confirm(t);
    until_actions(t, n + 1);
    until_deciding(t);
}

/// Red draws a 7 and splits it by keyboard or controller: 4 with the pawn on 5, the other 3 with
/// the pawn on 20. Then, with an 11, one square means two moves: the panel asks, and the swap is
/// chosen.
fn human_seven_and_eleven(input: Input) {
    let mut t = TestApp::new();
    if input == Input::Pad {
        t.connect_gamepad();
    }
    let seats = vec![SeatKind::Human, SeatKind::Medium];
    let m = set_position(
        "standard",
        seats.clone(),
        &[(red(0), Pos::Track(5)), (red(1), Pos::Track(20))],
        Card::Seven,
    );
    open(&mut t, m, 10.0);
    draw(&mut t, input);
    // Both pawns can move: pick the one on 5, take it 4 squares (onto Red's own slide: no slide).
    focus_spot(&mut t, input, Spot::Track(5));
    input.confirm(&mut t);
    t.steps(2);
    assert_eq!(t.app.world().resource::<Pick>().pawn, Some(red(0)));
    focus_spot(&mut t, input, Spot::Track(9));
    input.confirm(&mut t);
    t.steps(2);
    assert_eq!(t.app.world().resource::<Pick>().parts.len(), 1, "the first part of the split was not taken");
    // The other pawn takes the rest: it alone is lit, then its one destination.
    focus_spot(&mut t, input, Spot::Track(20));
    input.confirm(&mut t);
    t.steps(2);
    focus_spot(&mut t, input, Spot::Track(23));
    let n = game(&t).actions;
    input.confirm(&mut t);
    until_actions(&mut t, n + 1);
    let g = game(&t).game;
    assert_eq!((g.pawn(red(0)), g.pawn(red(1))), (Pos::Track(9), Pos::Track(23)), "{}", g.dump());

    // An 11 with Blue on 16: moving 11 from 5 lands there too, so the panel asks.
    let m =
        set_position("standard", seats, &[(red(0), Pos::Track(5)), (blue(0), Pos::Track(16))], Card::Eleven);
    let mut t = TestApp::new();
    if input == Input::Pad {
        t.connect_gamepad();
    }
    open(&mut t, m, 10.0);
    draw(&mut t, input);
    focus_spot(&mut t, input, Spot::Track(5));
    input.confirm(&mut t);
    t.steps(2);
    focus_spot(&mut t, input, Spot::Track(16));
    input.confirm(&mut t);
    t.steps(3);
    let asking = t.app.world().resource::<Pick>().asking.clone();
    assert_eq!(asking.len(), 2, "the panel does not ask between the move and the swap");
    let swap = asking.iter().position(|o| matches!(o, Outcome::Play(Action::Swap { .. }))).unwrap();
    focus_control(&mut t, input, Control::Answer(swap));
    let n = game(&t).actions;
    input.confirm(&mut t);
    until_actions(&mut t, n + 1);
    let g = game(&t).game;
    // Red took Blue's square, Blue's slide start, and slid to its end; Blue went to Red's 5.
    assert_eq!((g.pawn(red(0)), g.pawn(blue(0))), (Pos::Track(19), Pos::Track(5)), "{}", g.dump());
    until_deciding_or_bot(&mut t);
    let mut q = t.app.world_mut().query::<&PawnPiece>();
    let shown: Vec<(PawnRef, Pos)> = q.iter(t.app.world()).map(|p| (p.pawn, p.pos)).collect();
    assert!(shown.contains(&(red(0), Pos::Track(19))) && shown.contains(&(blue(0), Pos::Track(5))));
}

/// Step until the table has shown everything and someone else decides.
fn until_deciding_or_bot(t: &mut TestApp) {
    for _ in 0..5_000 {
        if matches!(t.phase(), Some(TurnPhase::Deciding | TurnPhase::BotThinking)) {
            return;
        }
        t.step();
    }
}

#[test]
fn a_human_splits_a_seven_and_swaps_with_an_eleven_by_keyboard() {
    human_seven_and_eleven(Input::Keyboard);
}

#[test]
fn a_human_splits_a_seven_and_swaps_with_an_eleven_by_controller() {
    human_seven_and_eleven(Input::Pad);
}

/// Red lands on Yellow's slide with two Blue pawns on it: the slide is shown, then each bumped
/// pawn goes back to START on its own.
#[test]
fn a_slide_that_bumps_two_pawns_shows_two_bumps() {
    let mut t = TestApp::new();
    let m = set_position(
        "standard",
        vec![SeatKind::Human, SeatKind::Medium],
        &[(red(0), Pos::Track(28)), (blue(0), Pos::Track(32)), (blue(1), Pos::Track(33))],
        Card::Three,
    );
    open(&mut t, m, 4.0);
    draw(&mut t, Input::Keyboard);
    focus_spot(&mut t, Input::Keyboard, Spot::Track(28));
    Input::Keyboard.confirm(&mut t);
    t.steps(2);
    focus_spot(&mut t, Input::Keyboard, Spot::Track(31));
    Input::Keyboard.confirm(&mut t);
    // Watch the two Blue pawns leave their squares.
    let mut left: [Option<usize>; 2] = [None, None];
    for frame in 0..3_000 {
        t.step();
        let mut q = t.app.world_mut().query::<(&PawnPiece, &Transform)>();
        let layout = t.app.world().resource::<Layout>().clone();
        for (piece, tr) in q.iter(t.app.world()) {
            for (k, sq) in [(0usize, 32u8), (1, 33)] {
                if piece.pawn == blue(k as u8)
                    && left[k].is_none()
                    && tr.translation.distance(layout.rest(piece.pawn, Pos::Track(sq))) > 0.05
                {
                    left[k] = Some(frame);
                }
            }
        }
        if left.iter().all(Option::is_some) && t.phase() != Some(TurnPhase::Presenting) {
            break;
        }
    }
    let (a, b) = (left[0].expect("Blue's first pawn never left"), left[1].expect("Blue's second never left"));
    assert!(a != b, "both bumps were shown at once (frame {a})");
    let g = game(&t).game;
    assert_eq!((g.pawn(red(0)), g.pawn(blue(0)), g.pawn(blue(1))), (Pos::Track(34), Pos::Start, Pos::Start));
    let lines: Vec<String> =
        t.app.world().resource::<TableLog>().0.iter().map(|l| l.text(Lang::En)).collect();
    let log = lines.join("\n");
    assert!(log.contains("bumps 2 pawns"), "the log says:\n{log}");
}

/// The cards the HUD shows face up.
fn faces_on_screen(t: &mut TestApp) -> Vec<Card> {
    let mut q = t.app.world_mut().query::<&HandCard>();
    let mut v: Vec<Card> = q.iter(t.app.world()).filter_map(|c| c.0).collect();
    v.sort();
    v
}

/// Play for points with two humans: every decision is made from the HUD with Enter alone (the
/// hand-over screen, then the first card that can move, a pawn, a square), and at no frame is a hand on screen that is not
/// the hand of the seat to act after it asked to see it.
#[test]
fn in_points_mode_no_frame_shows_another_seats_hand() {
    let mut t = TestApp::new();
    let seats = vec![SeatKind::Human, SeatKind::Human, SeatKind::Easy];
    let m = SorryMatch::new("points", seats, 31).unwrap();
    open(&mut t, m, 20.0);
    let mut handovers = 0;
    let mut seen_own = 0;
    let mut last_open: Option<usize> = None;
    let mut frames = 0;
    for _ in 0..60_000 {
        t.step();
        frames += 1;
        let m = game(&t);
        if m.actions >= 30 || m.game.outcome().is_some() {
            break;
        }
        let shown = *t.app.world().resource::<HandShown>();
        let faces = faces_on_screen(&mut t);
        if !faces.is_empty() {
            let seat = m.human_to_act().expect("a hand is on screen while no human is to act");
            assert_eq!(
                shown.0,
                Some(seat),
                "{}'s hand is on screen before the hand-over",
                SorryMatch::name(seat).text(Lang::En)
            );
            let mut hand = m.game.hand(seat).to_vec();
            hand.sort();
            assert_eq!(
                faces,
                hand,
                "the HUD shows cards that are not {}'s",
                SorryMatch::name(seat).text(Lang::En)
            );
            seen_own += 1;
        }
        if t.phase() != Some(TurnPhase::Deciding) || m.human_to_act().is_none() {
            continue;
        }
        let seat = m.human_to_act().unwrap();
        if shown.0 != Some(seat) {
            // The hand-over screen holds the focus: Enter shows the hand.
            if last_open != Some(seat) || handovers == 0 {
                handovers += 1;
            }
            last_open = Some(seat);
        }
        Input::Keyboard.confirm(&mut t);
    }
    let m = game(&t);
    assert!(m.actions >= 30 || m.game.outcome().is_some(), "the match stalled at {} decisions", m.actions);
    eprintln!("points, two humans: {} decisions in {frames} frames, {handovers} hand-overs", m.actions);
    assert!(handovers >= 4, "only {handovers} hand-overs");
    assert!(seen_own > 0, "no hand was ever shown");
    assert!(t.app.world().get_resource::<Refusals>().is_none_or(|r| r.lines.is_empty()));
}

/// Save → quit → resume with a card drawn and not yet played: the same match, the card face up
/// on the discards, the human still to play it.
#[test]
fn save_quit_and_resume_with_a_card_drawn() {
    let dir = crate::harness::TempDir::new("sorry-resume");
    let mut t = TestApp::with_data_dir(&dir.0);
    let m = set_position(
        "standard",
        vec![SeatKind::Human, SeatKind::Hard],
        &[(red(0), Pos::Track(5))],
        Card::Five,
    );
    open(&mut t, m, 10.0);
    draw(&mut t, Input::Keyboard);
    let before = game(&t);
    assert!(matches!(before.game.phase(), Phase::Move { card: Card::Five, .. }));
    t.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    t.steps(4);
    assert_eq!(t.screen(), Screen::Title);
    let saved = t.app.world().resource::<Resumable>().0.clone().expect("no save to resume");
    let SavedMatch::Sorry(saved) = saved else { panic!("the save is not a Sorry! match") };
    assert_eq!(saved, before);
    open(&mut t, saved, 10.0);
    until_deciding(&mut t);
    assert_eq!(game(&t), before);
    assert_eq!(
        t.app.world().resource::<Piles>().top,
        Some(Card::Five),
        "the drawn card is not on the discards"
    );
    focus_spot(&mut t, Input::Keyboard, Spot::Track(5));
    Input::Keyboard.confirm(&mut t);
    t.steps(2);
    focus_spot(&mut t, Input::Keyboard, Spot::Track(10));
    Input::Keyboard.confirm(&mut t);
    until_actions(&mut t, before.actions + 1);
    assert_eq!(game(&t).game.pawn(red(0)), Pos::Track(10));
}
