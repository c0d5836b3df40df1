//! The presenter, for any game: it hands the rules' events to the game's view one at a time, when
//! nothing on the table is still moving and the last event's pause is over, catches the shown state
//! up after each action, and when all is shown hands the table to whoever decides next, or to the
//! results. Nothing else moves the phase on, so no decision is taken mid-animation.

use super::door::{Showing, Step};
use super::ending::{LastResult, Rematch, headline, reason_words};
use super::phase::{TableOpens, TableSystems, TurnPhase};
use super::session::Match;
use super::view::GameView;
use crate::audio::PlaySfx;
use crate::audio::sfx::Sfx;
use crate::dice::sim::Gesture;
use crate::dice::view::DicePlayback;
use crate::i18n::Msg;
use crate::persistence::settings::Settings;
use crate::state::Screen;
pub use crate::table::motion::{Animating, TableSpeed};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use std::collections::VecDeque;

/// The big line across the top of the table ("Red calls FULL"), and how long it stays.
#[derive(Resource, Debug, Default, Clone)]
pub struct Banner {
    pub text: Option<Msg>,
    pub left: f32,
}

/// The last things that happened, newest last.
#[derive(Resource, Debug, Default, Clone)]
pub struct TableLog(pub VecDeque<Msg>);

impl TableLog {
    pub fn push(&mut self, line: Msg) {
        self.0.push_back(line);
        while self.0.len() > 5 {
            self.0.pop_front();
        }
    }
}

/// Table seconds to wait before the next event is shown.
#[derive(Resource, Debug, Default)]
pub struct Wait(pub f32);

/// The next event for the game's view to show.
#[derive(Message, Debug, Clone)]
pub struct Present<G: GameView> {
    pub event: G::Event,
    pub gesture: Gesture,
}

/// What a view uses to tell an event: the banner, the log, a pause, a sound.
#[derive(SystemParam)]
pub struct Voice<'w> {
    pub banner: ResMut<'w, Banner>,
    pub log: ResMut<'w, TableLog>,
    pub wait: ResMut<'w, Wait>,
    pub sfx: MessageWriter<'w, PlaySfx>,
    pub settings: Res<'w, Settings>,
}

impl Voice<'_> {
    /// A line in the banner and the log, for `seconds`.
    pub fn say(&mut self, text: Msg, seconds: f32) {
        self.log.push(text.clone());
        self.banner.text = Some(text);
        self.banner.left = seconds;
    }
    /// A line in the log only.
    pub fn note(&mut self, text: Msg) {
        self.log.push(text);
    }
    /// Wait this long (shorter with reduced motion) before the next event.
    pub fn pause(&mut self, seconds: f32) {
        self.wait.0 = if self.settings.reduced_motion { seconds * 0.6 } else { seconds };
    }
    pub fn play(&mut self, sfx: Sfx) {
        self.sfx.write(PlaySfx(sfx));
    }
    pub fn calm(&self) -> bool {
        self.settings.reduced_motion
    }
}

#[derive(Resource, Debug, Default)]
struct Finishing(f32);

pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<Banner>()
        .init_resource::<TableLog>()
        .init_resource::<Wait>()
        .init_resource::<Finishing>();
    app.add_systems(
        Update,
        // A replay stays on its final position.
        (
            finish.run_if(
                in_state(TurnPhase::Over)
                    .and_then(not(resource_exists::<crate::state::Watching>))
                    .and_then(not(super::lesson::learning)),
            ),
            fade_banner,
        )
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(OnEnter(TurnPhase::Over), |mut f: ResMut<Finishing>| f.0 = 0.0);
    app.add_systems(
        TableOpens,
        (|mut log: ResMut<TableLog>, mut wait: ResMut<Wait>, mut banner: ResMut<Banner>| {
            log.0.clear();
            wait.0 = 0.0;
            *banner = Banner::default();
        })
        .in_set(super::phase::Opening::Clear),
    );
}

/// The presenter of `G`'s events; the game's view reads [`Present<G>`] after it.
pub(super) fn plugin<G: GameView>(app: &mut App) {
    app.add_message::<Present<G>>();
    app.add_systems(
        Update,
        pace::<G>
            .run_if(resource_exists::<Match<G>>.and_then(in_state(TurnPhase::Presenting)))
            .in_set(TableSystems)
            .in_set(PresenterSystems)
            .in_set(crate::state::AppSystems::Update),
    );
}

/// The presenter's pacing; a view's `show` system runs after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PresenterSystems;

fn pace<G: GameView>(
    time: Res<Time>,
    speed: Res<TableSpeed>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut m: ResMut<Match<G>>,
    mut showing: ResMut<Showing<G>>,
    moving: Query<(), With<Animating>>,
    playback: Res<DicePlayback>,
    mut wait: ResMut<Wait>,
    mut present: MessageWriter<Present<G>>,
    mut result: ResMut<LastResult>,
    mut voice_sfx: MessageWriter<PlaySfx>,
    mut banner: ResMut<Banner>,
    mut log: ResMut<TableLog>,
    watching: Option<Res<crate::state::Watching>>,
    online: Option<Res<super::seats::OnlineRole>>,
) {
    if !moving.is_empty() || playback.running() {
        return;
    }
    if wait.0 > 0.0 {
        wait.0 -= time.delta_secs() * speed.0;
        return;
    }
    loop {
        match showing.queue.pop_front() {
            Some(Step::Caught(state)) => m.catch_up(*state),
            Some(Step::Event(event, gesture)) => {
                present.write(Present { event, gesture });
                return;
            }
            None => break,
        }
    }
    // All shown: the match is over, or the next seat decides.
    if let Some(outcome) = m.game.outcome() {
        let headline = headline::<G>(&outcome);
        let reason = reason_words(&outcome.reason);
        let line = Msg::new("result-line").with("headline", headline.clone()).with("reason", reason.clone());
        log.push(line.clone());
        *banner = Banner { text: Some(line), left: 4.0 };
        let players = m.seats.len();
        let humans: Vec<_> = (0..players).filter(|s| m.is_human(*s)).collect();
        let human_won = humans.is_empty() || humans.iter().any(|s| outcome.winners.contains(s));
        voice_sfx.write(PlaySfx(if human_won { Sfx::Win } else { Sfx::Lose }));
        *result = LastResult {
            game: m.heading(),
            headline,
            seats: (0..players)
                .map(|s| (m.label(s), m.game.final_score(s), outcome.winners.contains(&s)))
                .collect(),
            reason,
            details: {
                let mut lines = m.game.result_details();
                if m.hints > 0 {
                    lines.push(Msg::new("result-hints").with("n", m.hints));
                }
                lines
            },
            rematch: Some(Rematch { game: G::ID, variant: m.variant.clone(), seats: m.seats.clone() }),
        };
        next.set(TurnPhase::Over);
    } else if watching.is_some() {
        next.set(TurnPhase::Watching);
    } else if let Some(seat) = m.game.to_act() {
        // Online, the server's computer players decide, and this screen hears of it.
        let bots_here = online.is_none();
        next.set(if m.is_human(seat) {
            TurnPhase::Deciding
        } else if bots_here && m.seats.get(seat).is_some_and(|k| k.is_computer()) {
            TurnPhase::BotThinking
        } else {
            TurnPhase::Elsewhere
        });
    }
}

/// The final position stays on the table a moment, then the results open beside it.
fn finish(
    time: Res<Time>,
    speed: Res<TableSpeed>,
    mut left: ResMut<Finishing>,
    mut next: ResMut<NextState<Screen>>,
) {
    left.0 += time.delta_secs() * speed.0;
    if left.0 >= 3.5 {
        next.set(Screen::Results);
    }
}

fn fade_banner(time: Res<Time>, mut banner: ResMut<Banner>) {
    if banner.left > 0.0 {
        banner.left -= time.delta_secs();
    }
}
