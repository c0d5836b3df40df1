//! How Sorry!'s events look on the table: the start draw's cards set before each seat, a card
//! drawn, shown large and laid on the discards, pawns hopping square by square (backward for a
//! 4 or a 10's step back), sliding down a slide, knocked back to START along an arc with a
//! "Sorry!" banner, two pawns crossing in a swap, hands dealt and played in play-for-points. The
//! shared presenter hands the events over one at a time.

use super::board::{Layout, PAWN_SCALE, PawnPiece};
use super::cards::{self, CardAssets, JoinsDiscard, JoinsDraw, Piles, StartCard};
use super::view::SorryMatch;
use super::words::{COLOUR_NAMES, a_card, card_label, card_words, colour_name, place_name};
use crate::audio::sfx::Sfx;
use crate::games::phase::TableSystems;
use crate::games::present::{Present, PresenterSystems, Voice};
use crate::i18n::{Msg, and_list};
use crate::table::camera::CameraGoal;
use crate::table::motion::Animating;
use crate::table::pieces::{Leg, Path};
use bevy::prelude::*;
use parlour_rules::games::sorry::{Card, Event, Mode, PawnRef, Pos, Sorry};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InPlay>();
    app.add_systems(
        Update,
        show.after(PresenterSystems)
            .run_if(
                resource_exists::<SorryMatch>
                    .and_then(resource_exists::<Layout>)
                    .and_then(resource_exists::<CardAssets>),
            )
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
}

/// The size of a start-draw card on the board (smaller than the piles', to keep them clear).
pub const START_CARD: f32 = 0.8;

/// The card being played, for the log's lines ("Blue's 11: swaps with Red on 23").
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct InPlay(pub Option<(usize, Card)>);

/// "Red draws a 7: move 7, or split it between two pawns" (or plays, in play for points).
fn card_line(id: &'static str, name: Msg, card: Card, modern: bool) -> Msg {
    Msg::new(id).with("name", name).with("card", a_card(card)).with("use", card_words(card, modern))
}

/// The pawn's transform at rest at `pos`.
fn at(layout: &Layout, pawn: PawnRef, pos: Pos) -> Transform {
    Transform::from_translation(layout.rest(pawn, pos)).with_scale(Vec3::splat(PAWN_SCALE))
}

/// The legs of a pawn walking from `from` to `to`: a hop per square, or one arc when it does
/// not walk (out of START, a SORRY!).
fn walk_legs(layout: &Layout, pawn: PawnRef, from: Pos, to: Pos, calm: bool) -> Vec<Leg> {
    match layout.walk(pawn.colour, from, to) {
        Some(steps) => {
            let n = steps.len();
            steps
                .iter()
                .enumerate()
                .map(|(k, p)| {
                    let entering = matches!(p, Pos::Safety(0)) && matches!(from, Pos::Track(_));
                    let sound = if k + 1 == n {
                        Some(if *p == Pos::Home { Sfx::Mill } else { Sfx::TokenPlace })
                    } else if entering {
                        Some(Sfx::TurnChime)
                    } else {
                        None
                    };
                    Leg::to(at(layout, pawn, *p), if calm { 0.07 } else { 0.12 })
                        .arc(if calm { 0.0 } else { 0.16 })
                        .sound(sound)
                })
                .collect()
        }
        None => vec![
            Leg::to(at(layout, pawn, to), if calm { 0.3 } else { 0.6 })
                .arc(if calm { 0.3 } else { 1.0 })
                .sound(Some(Sfx::TokenPlace)),
        ],
    }
}

/// A bumped pawn's way back to its START slot: up and over in a high arc.
fn bump_legs(layout: &Layout, pawn: PawnRef, calm: bool) -> Vec<Leg> {
    vec![
        Leg::to(at(layout, pawn, Pos::Start), if calm { 0.35 } else { 0.75 })
            .arc(if calm { 0.4 } else { 1.5 })
            .sound(Some(Sfx::TokenPlace)),
    ]
}

#[allow(clippy::too_many_arguments)]
fn show(
    mut commands: Commands,
    mut events: MessageReader<Present<Sorry>>,
    m: Res<SorryMatch>,
    layout: Res<Layout>,
    assets: Res<CardAssets>,
    camera: Res<CameraGoal>,
    mut piles: ResMut<Piles>,
    mut in_play: ResMut<InPlay>,
    mut pawns: Query<(Entity, &mut PawnPiece)>,
    start_cards: Query<(Entity, &StartCard, &Transform)>,
    mut voice: Voice,
) {
    let modern = m.game.config().modern_cards;
    let points = m.game.config().mode == Mode::Points;
    for Present { event, .. } in events.read().cloned() {
        let calm = voice.calm();
        let mut send = |commands: &mut Commands, pawn: PawnRef, to: Pos, legs: Vec<Leg>, delay: f32| {
            if let Some((e, mut piece)) = pawns.iter_mut().find(|(_, p)| p.pawn == pawn) {
                piece.pos = to;
                commands.entity(e).insert(Path::new(legs).after(delay));
            }
        };
        let by = |seat: usize| Msg::new(COLOUR_NAMES[seat % 4]);
        match event {
            Event::StartDraw { seat, card } => {
                let round = start_cards.iter().filter(|(_, s, _)| s.seat == seat).count();
                let from = cards::on_draw_pile(&layout, &piles);
                piles.draw = piles.draw.saturating_sub(1);
                let to = Transform::from_translation(layout.start_card(seat, round))
                    .with_rotation(layout.seat_yaw(seat))
                    .with_scale(Vec3::splat(START_CARD));
                let lift = Transform { translation: from.translation + Vec3::Y * 0.3, ..from };
                let path =
                    Path::new(vec![Leg::to(lift, 0.15), Leg::to(to, if calm { 0.3 } else { 0.5 }).arc(0.4)]);
                let e = cards::spawn_card(&mut commands, &assets, Some(card), from, path);
                commands.entity(e).insert(StartCard { seat });
                voice.play(Sfx::CardDraw);
                let zero = if card == Card::Sorry { "yes" } else { "no" };
                voice.note(
                    Msg::new("sorry-log-start-draw")
                        .with("name", by(seat))
                        .with("card", a_card(card))
                        .with("zero", zero),
                );
                voice.pause(0.15);
            }
            Event::StartTie { seats } => {
                let names = and_list(seats.iter().map(|s| by(*s)).collect());
                voice.say(Msg::new("sorry-banner-tie").with("names", names), 1.8);
                voice.pause(1.0);
            }
            Event::FirstPlayer { seat } => {
                voice.say(Msg::new("sorry-banner-first").with("name", by(seat)), 2.0);
                voice.play(Sfx::TurnChime);
                voice.pause(1.3);
            }
            Event::Reshuffled { cards: n } => {
                // After the start draw the drawn cards go back into the deck.
                let returning: Vec<(Entity, Transform)> =
                    start_cards.iter().map(|(e, _, t)| (e, *t)).collect();
                *piles = Piles { draw: n.saturating_sub(returning.len()), discards: 0, top: None };
                for (k, (e, t)) in returning.iter().enumerate() {
                    let mut to = cards::on_draw_pile(&layout, &piles);
                    to.translation.y += 0.02 * k as f32;
                    let lift = Transform { translation: t.translation + Vec3::Y * 0.25, ..*t };
                    commands.entity(*e).remove::<StartCard>().insert((
                        JoinsDraw,
                        Path::new(vec![Leg::to(lift, 0.12), Leg::to(to, 0.4).arc(0.3)])
                            .after(0.12 * k as f32),
                    ));
                }
                if returning.is_empty() {
                    voice.note(Msg::new("sorry-log-reshuffled"));
                }
                voice.play(Sfx::CardDraw);
                voice.pause(0.3);
            }
            Event::CardDrawn { seat, to_hand: true, .. } => {
                // Dealt face down towards its seat's edge: nobody sees it on the table.
                let from = cards::on_draw_pile(&layout, &piles);
                piles.draw = piles.draw.saturating_sub(1);
                let to = Transform::from_translation(layout.hand_edge(seat)).with_rotation(from.rotation);
                let path = Path::new(vec![Leg::to(to, if calm { 0.15 } else { 0.3 }).arc(0.3)]).vanishing();
                let e = cards::spawn_card(&mut commands, &assets, None, from, path);
                // Dealing goes on while the cards fly.
                commands.entity(e).remove::<Animating>();
                voice.play(Sfx::CardDraw);
                voice.pause(0.08);
            }
            Event::CardDrawn { seat, card: Some(card), to_hand: false } => {
                in_play.0 = Some((seat, card));
                let from = cards::on_draw_pile(&layout, &piles);
                piles.draw = piles.draw.saturating_sub(1);
                let to = cards::on_discards(&layout, &piles);
                let path = cards::show_and_discard(from, &camera, to, calm);
                let e = cards::spawn_card(&mut commands, &assets, Some(card), from, path);
                commands.entity(e).insert(JoinsDiscard(card));
                voice.play(Sfx::CardDraw);
                voice.say(card_line("sorry-banner-draws", by(seat), card, modern), 2.6);
                voice.pause(0.1);
            }
            Event::CardDrawn { .. } => {}
            Event::CardPlayed { seat, card } => {
                in_play.0 = Some((seat, card));
                let from =
                    Transform::from_translation(layout.hand_edge(seat)).with_rotation(layout.seat_yaw(seat));
                let to = cards::on_discards(&layout, &piles);
                let path = cards::show_and_discard(from, &camera, to, calm);
                let e = cards::spawn_card(&mut commands, &assets, Some(card), from, path);
                commands.entity(e).insert(JoinsDiscard(card));
                voice.play(Sfx::CardDraw);
                voice.say(card_line("sorry-banner-plays", by(seat), card, modern), 2.6);
                voice.pause(0.1);
            }
            Event::Discarded { seat, card } => {
                let resigned = m.game.has_resigned(seat) && points;
                let from =
                    Transform::from_translation(layout.hand_edge(seat)).with_rotation(layout.seat_yaw(seat));
                let to = cards::on_discards(&layout, &piles);
                let path = if resigned {
                    Path::new(vec![Leg::to(to, 0.3).arc(0.3)])
                } else {
                    cards::show_and_discard(from, &camera, to, calm)
                };
                let e = cards::spawn_card(&mut commands, &assets, Some(card), from, path);
                commands.entity(e).insert(JoinsDiscard(card));
                voice.play(Sfx::CardDraw);
                if !resigned {
                    voice.say(
                        Msg::new("sorry-banner-discards").with("name", by(seat)).with("card", a_card(card)),
                        2.2,
                    );
                }
                voice.pause(0.2);
            }
            Event::PawnMoved { pawn, from, to } => {
                let legs = walk_legs(&layout, pawn, from, to, calm);
                let moved = |id: &'static str| {
                    Msg::new(id).with("pawn", colour_name(pawn.colour)).with("to", place_name(to))
                };
                let line = match (in_play.0, from) {
                    (Some((seat, card)), Pos::Start) => {
                        moved("sorry-log-out").with("name", by(seat)).with("card", card_label(card))
                    }
                    (Some((seat, card)), _) => moved("sorry-log-moved-card")
                        .with("name", by(seat))
                        .with("card", card_label(card))
                        .with("from", place_name(from)),
                    (None, _) => moved("sorry-log-moved").with("from", place_name(from)),
                };
                voice.note(line);
                if from == Pos::Start {
                    voice.play(Sfx::TokenLift);
                }
                send(&mut commands, pawn, to, legs, 0.0);
                voice.pause(0.1);
            }
            Event::Slid { pawn, from, to, bumped } => {
                let path: Vec<u8> = (1..=layout.board.dist(from, to))
                    .map(|k| ((from as u16 + k as u16) % layout.board.track as u16) as u8)
                    .collect();
                let legs = path
                    .iter()
                    .map(|sq| Leg::to(at(&layout, pawn, Pos::Track(*sq)), 0.09))
                    .collect::<Vec<_>>();
                let slide_time = 0.09 * path.len() as f32;
                send(&mut commands, pawn, Pos::Track(to), legs, 0.0);
                voice.play(Sfx::Slide);
                for (k, v) in bumped.iter().enumerate() {
                    send(
                        &mut commands,
                        *v,
                        Pos::Start,
                        bump_legs(&layout, *v, calm),
                        slide_time * 0.5 + 0.4 * k as f32,
                    );
                }
                let slider = colour_name(pawn.colour);
                match bumped.as_slice() {
                    [] => voice.note(Msg::new("sorry-log-slides").with("name", slider).with("n", to)),
                    [one] => {
                        let line = Msg::new("sorry-banner-slide-bump").with("name", slider);
                        voice.say(line.with("victim", colour_name(one.colour)), 2.4);
                    }
                    many => {
                        let line = Msg::new("sorry-banner-slide-bumps").with("name", slider);
                        voice.say(line.with("n", many.len()), 2.4);
                    }
                }
                if !bumped.is_empty() {
                    voice.play(Sfx::PawnBump);
                }
                voice.pause(0.25);
            }
            Event::Bumped { pawn, by: mover, square } => {
                send(&mut commands, pawn, Pos::Start, bump_legs(&layout, pawn, calm), 0.0);
                voice.play(Sfx::PawnBump);
                voice.say(
                    Msg::new("sorry-banner-bumped")
                        .with("victim", colour_name(pawn.colour))
                        .with("name", colour_name(mover.colour)),
                    2.4,
                );
                voice.note(
                    Msg::new("sorry-log-bumped")
                        .with("name", colour_name(mover.colour))
                        .with("victim", colour_name(pawn.colour))
                        .with("n", square),
                );
                voice.pause(0.35);
            }
            Event::Swapped { pawn, target, pawn_to, target_to } => {
                let t = if calm { 0.35 } else { 0.7 };
                send(
                    &mut commands,
                    pawn,
                    Pos::Track(pawn_to),
                    vec![
                        Leg::to(at(&layout, pawn, Pos::Track(pawn_to)), t)
                            .arc(0.9)
                            .sound(Some(Sfx::TokenPlace)),
                    ],
                    0.0,
                );
                send(
                    &mut commands,
                    target,
                    Pos::Track(target_to),
                    vec![Leg::to(at(&layout, target, Pos::Track(target_to)), t).arc(0.45)],
                    0.0,
                );
                voice.play(Sfx::TokenLift);
                voice.say(
                    Msg::new("sorry-banner-swap")
                        .with("name", colour_name(pawn.colour))
                        .with("other", colour_name(target.colour)),
                    2.0,
                );
                voice.note(
                    Msg::new("sorry-log-swap")
                        .with("name", colour_name(pawn.colour))
                        .with("other", colour_name(target.colour))
                        .with("n", pawn_to),
                );
                voice.pause(0.2);
            }
            Event::ReachedHome { pawn } => {
                let n =
                    pawns.iter().filter(|(_, p)| p.pawn.colour == pawn.colour && p.pos == Pos::Home).count();
                voice.say(
                    Msg::new("sorry-banner-home").with("name", colour_name(pawn.colour)).with("n", n),
                    1.8,
                );
                voice.pause(0.4);
            }
            Event::Forfeited { seat, card } => {
                let swap_only = card == Card::Eleven && !m.shown().moves_for(seat, card).0.is_empty();
                let line = if swap_only {
                    Msg::new("sorry-banner-decline").with("name", by(seat))
                } else {
                    Msg::new("sorry-banner-forfeit").with("name", by(seat)).with("card", a_card(card))
                };
                voice.say(line, 2.2);
                voice.play(Sfx::Error);
                voice.pause(0.6);
            }
            Event::DrawAgain { seat } => {
                let hand = if points { "yes" } else { "no" };
                voice.say(Msg::new("sorry-banner-again").with("name", by(seat)).with("points", hand), 1.8);
                voice.pause(0.5);
            }
            Event::TurnStarted { seat } => {
                in_play.0 = None;
                let humans = m.humans_here();
                if m.is_human(seat) && humans >= 1 {
                    voice.play(Sfx::TurnChime);
                }
                voice.pause(0.15);
            }
            Event::Resigned { seat } => {
                voice.say(Msg::new("sorry-banner-resigns").with("name", by(seat)), 1.8);
                voice.pause(1.0);
            }
            Event::GameOver { .. } => {}
        }
    }
}
