//! The panel of a lesson, top right of the table: the step reached, what just happened, what to
//! do now (with the place ringed on the table: the step's decision is shown as the game shows a
//! hint), a button to skip the lesson and, once it is over, the closing words and the way to a
//! real match. A finished lesson is remembered in the settings.

use super::hint::Hint;
use super::lesson::Lesson;
use super::phase::{Opening, TableOpens, TurnPhase};
use super::session::Match;
use super::view::GameView;
use crate::assets::Fonts;
use crate::i18n::Msg;
use crate::persistence::settings::Settings;
use crate::state::Screen;
use crate::theme::interaction::{Activated, Focus, FocusLayer, Focusable};
use crate::theme::palette;
use crate::theme::widget;
use bevy::prelude::*;
use parlour_rules::learn::LEARNER;

/// The lesson's panel.
#[derive(Component)]
pub(super) struct LessonPanel;

/// The panel's buttons.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonButton {
    Skip,
    Play,
}

/// What the panel shows: rebuilt only when this changes.
#[derive(Component, Debug, Clone, PartialEq, Default)]
struct Shown {
    steps: (usize, usize),
    told: Vec<&'static str>,
    ask: Option<&'static str>,
    over: bool,
}

pub(super) fn plugin<G: GameView>(app: &mut App) {
    app.add_systems(TableOpens, spawn.run_if(resource_exists::<Lesson<G>>).after(Opening::Match));
    app.add_systems(
        Update,
        (point::<G>, refresh::<G>, press)
            .chain()
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Lesson<G>>))
            .in_set(crate::state::AppSystems::Present),
    );
}

fn spawn(mut commands: Commands, existing: Query<(), With<LessonPanel>>) {
    if !existing.is_empty() {
        return;
    }
    commands.spawn((
        Name::new("Lesson panel"),
        LessonPanel,
        Shown { steps: (usize::MAX, 0), ..default() },
        crate::theme::scroll::Scrolls,
        ScrollPosition::default(),
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            right: px(14),
            top: px(14),
            width: px(310),
            max_width: percent(45),
            flex_direction: FlexDirection::Column,
            overflow: Overflow::scroll_y(),
            row_gap: px(8),
            padding: UiRect::all(px(16)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        BackgroundColor(palette::PANEL),
        BorderColor::all(palette::BRASS),
    ));
}

/// Ring the step's place on the table while the learner decides, as a hint is shown.
fn point<G: GameView>(
    mut commands: Commands,
    lesson: Res<Lesson<G>>,
    m: Res<Match<G>>,
    phase: Res<State<TurnPhase>>,
    hint: Option<Res<Hint<G>>>,
) {
    if *phase.get() != TurnPhase::Deciding || hint.is_some_and(|h| h.at == m.actions) {
        return;
    }
    if lesson.next().is_some_and(|s| s.seat == LEARNER)
        && let Some(action) = G::lesson_ring(&lesson.lesson.steps[lesson.step..])
    {
        commands.insert_resource(Hint::<G> { action, at: m.actions });
    }
}

/// What the panel should show now. While the table is still showing a step, the words stay as
/// they were, so an explanation never arrives before what it explains.
fn wanted<G: GameView>(lesson: &Lesson<G>, phase: TurnPhase) -> Option<Shown> {
    if phase == TurnPhase::Presenting {
        return None;
    }
    let steps = &lesson.lesson.steps[..lesson.step];
    // What happened since the learner's last decision, that decision included.
    let since = steps.iter().rposition(|s| s.seat == LEARNER).unwrap_or(0);
    let mut told: Vec<&'static str> = steps[since..].iter().filter_map(|s| s.tell).collect();
    if lesson.step == 0 {
        told.insert(0, lesson.lesson.intro);
    }
    let over = lesson.over() || phase == TurnPhase::Over;
    if over {
        told.push(lesson.lesson.outro);
    }
    let ask = if over { None } else { lesson.next().and_then(|s| s.ask) };
    Some(Shown { steps: lesson.progress(), told, ask, over })
}

#[allow(clippy::too_many_arguments)]
fn refresh<G: GameView>(
    mut commands: Commands,
    fonts: Res<Fonts>,
    lesson: Res<Lesson<G>>,
    phase: Res<State<TurnPhase>>,
    mut panels: Query<(Entity, &mut Shown), With<LessonPanel>>,
    mut settings: ResMut<Settings>,
    mut focus: ResMut<Focus>,
) {
    let Some(now) = wanted(&lesson, *phase.get()) else { return };
    let Ok((panel, mut shown)) = panels.single_mut() else { return };
    if *shown == now {
        return;
    }
    let f = Some(&*fonts);
    commands.entity(panel).despawn_children();
    let mut play = None;
    commands.entity(panel).with_children(|p| {
        p.spawn(widget::bold(
            f,
            Msg::new("learn-title").with("game", G::title()),
            19.0,
            palette::BRASS_LIGHT,
        ));
        let (done, of) = now.steps;
        let progress = if now.over {
            Msg::new("learn-done")
        } else {
            Msg::new("learn-step").with("n", (done + 1).min(of)).with("of", of)
        };
        p.spawn(widget::text(f, progress, 15.0, palette::TEXT_DIM));
        for key in &now.told {
            p.spawn(widget::text(f, Msg::new(*key), 16.0, palette::TEXT_DIM));
        }
        if let Some(ask) = now.ask {
            p.spawn(widget::bold(f, Msg::new(ask), 18.0, palette::TEXT));
        }
        let (label, which) = if now.over {
            (Msg::new("learn-next"), LessonButton::Play)
        } else {
            (Msg::new("learn-skip"), LessonButton::Skip)
        };
        let mut button = p.spawn((widget::button(f, label, 900, FocusLayer::SCREEN), which));
        button.entry::<Node>().and_modify(|mut n| n.margin = UiRect::top(px(6)));
        if now.over {
            play = Some(button.id());
        } else {
            // The keys and buttons stay on the table: the pause menu skips the lesson too.
            button.remove::<Focusable>();
        }
    });
    // Over: the way on takes the focus, and the game is remembered as learnt.
    if let Some(play) = play {
        focus.0 = Some(play);
        // A lesson resigned before its end is not learnt.
        if lesson.over() && !settings.lessons_done.iter().any(|g| g == G::ID) {
            settings.lessons_done.push(G::ID.to_string());
        }
    }
    *shown = now;
}

/// Skip the lesson, or go on to a real match, from the setup of the same game.
fn press(
    mut activated: MessageReader<Activated>,
    buttons: Query<&LessonButton>,
    mut setup: ResMut<super::seats::MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    for a in activated.read() {
        if a.step == 0 && buttons.get(a.entity).is_ok() {
            setup.lesson = false;
            next.set(Screen::Setup);
        }
    }
}
