//! How Morris's events look on the table: a man lifted from the reserve onto its point, sliding
//! along a line or flying in an arc, a closed mill lit with a banner and a sound, a man taken off
//! to its side's pile. The shared presenter hands the events over one at a time.

use super::board::{self, Layout, Man, MillMark, MorrisAssets, Place};
use super::view::MorrisMatch;
use crate::audio::sfx::Sfx;
use crate::games::phase::{TableSystems, TurnPhase};
use crate::games::present::{Present, PresenterSystems, Voice};
use crate::i18n::{Arg, Msg};
use crate::table::pieces::Flight;
use bevy::prelude::*;
use parlour_rules::game::Game;
use parlour_rules::games::morris::{Event, Morris};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show.after(PresenterSystems)
            .run_if(resource_exists::<MorrisMatch>.and_then(resource_exists::<Layout>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(OnEnter(TurnPhase::Over), final_mills.run_if(resource_exists::<MorrisMatch>));
}

fn show(
    mut commands: Commands,
    mut events: MessageReader<Present<Morris>>,
    m: Res<MorrisMatch>,
    layout: Res<Layout>,
    assets: Res<MorrisAssets>,
    mut men: Query<(Entity, &mut Man, &Transform)>,
    marks: Query<Entity, With<MillMark>>,
    mut voice: Voice,
) {
    for Present { event, .. } in events.read().cloned() {
        // A point by its coordinate ("d7"), the same in every language.
        let name = |p: u8| m.game.name(p).to_string();
        let side = |s: usize| MorrisMatch::name(s);
        let calm = voice.calm();
        let mut send = |commands: &mut Commands, seat: usize, from: Place, to: Place, flight: Flight| {
            let found = men
                .iter_mut()
                .filter(|(_, man, _)| man.seat == seat && man.place == from)
                .map(|(e, mut man, t)| {
                    man.place = to;
                    (e, t.translation)
                })
                .next();
            if let Some((e, at)) = found {
                let flight = flight.starting_at(at);
                commands.entity(e).insert(flight);
            }
        };
        match event {
            Event::Placed { seat, at } => {
                let hand = m.shown().in_hand(seat) as usize;
                let from = Place::Reserve(hand.saturating_sub(1));
                let to = layout.rest(seat, Place::On(at));
                send(
                    &mut commands,
                    seat,
                    from,
                    Place::On(at),
                    Flight::arc(Vec3::ZERO, to, 1.1, if calm { 0.3 } else { 0.6 }).bouncing(!calm),
                );
                voice.play(Sfx::TokenLift);
                voice.note(Msg::new("morris-log-placed").with("name", side(seat)).with("point", name(at)));
                voice.pause(0.2);
            }
            Event::Moved { seat, from, to, flying } => {
                let end = layout.rest(seat, Place::On(to));
                let flight = if flying {
                    Flight::arc(Vec3::ZERO, end, 1.5, if calm { 0.35 } else { 0.8 })
                } else {
                    Flight::slide(Vec3::ZERO, end, if calm { 0.25 } else { 0.45 })
                        .landing(Some(Sfx::TokenPlace))
                };
                send(&mut commands, seat, Place::On(from), Place::On(to), flight);
                voice.play(if flying { Sfx::TokenLift } else { Sfx::Slide });
                voice.note(
                    Msg::new("morris-log-moved")
                        .with("name", side(seat))
                        .with("flying", if flying { "yes" } else { "no" })
                        .with("from", name(from))
                        .with("to", name(to)),
                );
                voice.pause(0.2);
            }
            Event::MillFormed { seat, mills, removals } => {
                board::spawn_mill_marks(&mut commands, &assets, &layout, &mills);
                let line = match (mills.len(), removals) {
                    (_, 0) if m.shown().config().mill_wins() => {
                        Msg::new("morris-banner-row").with("name", side(seat))
                    }
                    (_, 0) => Msg::new("morris-banner-mill-nothing").with("name", side(1 - seat)),
                    (1, _) => Msg::new("morris-banner-mill").with("name", side(seat)),
                    (_, n) => Msg::new("morris-banner-double-mill").with("name", side(seat)).with("n", n),
                };
                // Each mill by its points' coordinates ("a1-a4-a7"), then "… and …".
                let points = mills
                    .iter()
                    .map(|mill| Arg::from(mill.iter().map(|p| name(*p)).collect::<Vec<_>>().join("-")))
                    .reduce(|a, b| Msg::new("morris-log-mills-and").with("a", a).with("b", b).into())
                    .unwrap_or_else(|| "".into());
                voice.say(line, 2.0);
                voice.note(Msg::new("morris-log-closes").with("name", side(seat)).with("mills", points));
                voice.play(Sfx::Mill);
                voice.pause(0.9);
            }
            Event::Removed { seat, at } => {
                let victim = 1 - seat;
                let shown = m.shown();
                let lost = (shown.config().men - shown.in_hand(victim) - shown.on_board(victim)) as usize;
                let to = layout.rest(victim, Place::Lost(lost));
                send(
                    &mut commands,
                    victim,
                    Place::On(at),
                    Place::Lost(lost),
                    Flight::arc(Vec3::ZERO, to, 1.6, if calm { 0.35 } else { 0.75 })
                        .landing(Some(Sfx::Capture)),
                );
                voice.play(Sfx::TokenLift);
                voice.note(
                    Msg::new("morris-log-removed")
                        .with("name", side(seat))
                        .with("victim", side(victim))
                        .with("point", name(at)),
                );
                voice.pause(0.3);
            }
            Event::FlyingStarts { seat } => {
                voice.say(
                    Msg::new("morris-banner-flying")
                        .with("name", side(seat))
                        .with("n", m.game.config().fly_at),
                    2.2,
                );
                voice.play(Sfx::TurnChime);
                voice.pause(1.2);
            }
            Event::TurnStarted { seat } => {
                for e in &marks {
                    commands.entity(e).despawn();
                }
                if m.is_human(seat) && m.humans_here() == 1 {
                    voice.play(Sfx::TurnChime);
                }
                voice.pause(0.1);
            }
            Event::Resigned { seat } => {
                voice.say(Msg::new("morris-banner-resigns").with("name", side(seat)), 1.8);
                voice.pause(1.0);
            }
            Event::GameOver { .. } => {
                for e in &marks {
                    commands.entity(e).despawn();
                }
            }
        }
    }
}

/// The match is over: the winner's mills on the board light up.
fn final_mills(
    mut commands: Commands,
    m: Res<MorrisMatch>,
    layout: Option<Res<Layout>>,
    assets: Option<Res<MorrisAssets>>,
) {
    let (Some(layout), Some(assets), Some(outcome)) = (layout, assets, m.game.outcome()) else { return };
    for &w in &outcome.winners {
        board::spawn_mill_marks(&mut commands, &assets, &layout, &board::mills_held(&m.game, w));
    }
}
