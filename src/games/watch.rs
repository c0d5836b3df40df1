//! Watching a finished match again, for any game: the table opens on the match's first position
//! and its log decides, one decision at a time, at 1×, 2× or 4×, through the same door and the
//! same presenter as a live match, so the table and the HUD show exactly what they showed. A bar
//! at the top right pauses, steps forward, steps back (the match replayed to the decision before,
//! re-laid in place) and changes the speed; the last position stays on the table.

use super::door::Submit;
use super::phase::{Opening, TableOpens, TableSystems, TurnPhase};
use super::registry::{Registered, SavedMatch};
use super::session::Match;
use super::undo::Relay;
use crate::assets::Fonts;
use crate::i18n::{Msg, Words};
use crate::notice::Notice;
use crate::state::{Screen, Watching};
use crate::theme::interaction::{Activated, FocusLayer, Focusable};
use crate::theme::{palette, widget};
use bevy::prelude::*;

/// The finished match being watched.
#[derive(Resource, Debug, Clone)]
pub struct WatchSource(pub SavedMatch);

/// Table seconds between two decisions at 1×.
const PACE: f32 = 1.2;

/// The bar's buttons.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum WatchButton {
    Back,
    PlayPause,
    Forward,
    Speed,
}

/// The bar.
#[derive(Component)]
struct WatchBar;

/// The bar's line: "Decision 12 of 48".
#[derive(Component)]
struct WatchProgress;

/// Decisions of the replay on the table so far (written by the game's own system).
#[derive(Resource, Debug, Default, PartialEq)]
struct Progress(u64);

/// A step asked for with the bar: -1 back, +1 forward.
#[derive(Resource, Debug, Default)]
struct StepAsked(i8);

pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<StepAsked>().init_resource::<Progress>();
    app.add_systems(
        Update,
        use_bar
            .run_if(resource_exists::<Watching>)
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::RecordInput),
    );
    app.add_systems(
        Update,
        show_bar.run_if(any_with_component::<WatchBar>).in_set(crate::state::AppSystems::Present),
    );
    super::phase::on_leaving_table(app, |mut commands: Commands| {
        commands.remove_resource::<Watching>();
        commands.remove_resource::<WatchSource>();
    });
}

pub(super) fn plugin<G: Registered>(app: &mut App) {
    app.add_systems(
        Update,
        advance::<G>
            .run_if(resource_exists::<Watching>.and_then(resource_exists::<Match<G>>))
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
    app.add_systems(
        TableOpens,
        spawn_bar
            .run_if(resource_exists::<Watching>.and_then(resource_exists::<Match<G>>))
            .after(Opening::Match),
    );
}

/// Open the table on `finished` to watch it from its first decision.
pub fn start(
    commands: &mut Commands,
    resume: &mut super::registry::ResumeRequest,
    next: &mut NextState<Screen>,
    finished: SavedMatch,
) -> Result<(), String> {
    resume.0 = Some(finished.replayed(0)?);
    commands.insert_resource(Watching::default());
    commands.insert_resource(WatchSource(finished));
    next.set(Screen::Playing);
    Ok(())
}

fn spawn_bar(mut commands: Commands, fonts: Res<Fonts>, existing: Query<(), With<WatchBar>>) {
    if !existing.is_empty() {
        return;
    }
    let f = Some(&*fonts);
    commands
        .spawn((
            Name::new("Replay bar"),
            WatchBar,
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                right: px(14),
                top: px(14),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(6),
                padding: UiRect::all(px(10)),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(palette::PANEL),
        ))
        .with_children(|bar| {
            bar.spawn((
                widget::bold(f, Msg::new("replay-heading"), 15.0, palette::BRASS_LIGHT),
                Pickable::IGNORE,
            ));
            bar.spawn(Node { column_gap: px(6), ..default() }).with_children(|row| {
                for (i, button) in
                    [WatchButton::Back, WatchButton::PlayPause, WatchButton::Forward, WatchButton::Speed]
                        .into_iter()
                        .enumerate()
                {
                    row.spawn((
                        button,
                        Button,
                        Focusable { order: i as i32 },
                        FocusLayer::SCREEN,
                        Node {
                            min_width: px(48),
                            height: px(44),
                            padding: UiRect::horizontal(px(10)),
                            justify_content: JustifyContent::Center,
                            align_items: AlignItems::Center,
                            border: UiRect::all(px(2)),
                            border_radius: BorderRadius::all(px(9)),
                            ..default()
                        },
                        BackgroundColor(palette::BUTTON),
                        BorderColor::all(palette::BUTTON_BORDER),
                        children![(widget::bold(f, "", 18.0, palette::TEXT), Pickable::IGNORE)],
                    ));
                }
            });
            bar.spawn((WatchProgress, widget::text(f, "", 14.0, palette::TEXT_DIM), Pickable::IGNORE));
        });
}

/// The bar's buttons: pause or play, a step either way (which pauses), the next speed.
fn use_bar(
    mut activated: MessageReader<Activated>,
    buttons: Query<&WatchButton>,
    mut watching: ResMut<Watching>,
    mut step: ResMut<StepAsked>,
) {
    for a in activated.read() {
        let Ok(button) = buttons.get(a.entity) else { continue };
        match button {
            WatchButton::PlayPause => watching.paused = !watching.paused,
            WatchButton::Back => {
                watching.paused = true;
                step.0 = -1;
            }
            WatchButton::Forward => {
                watching.paused = true;
                step.0 = 1;
            }
            WatchButton::Speed => {
                watching.speed = match watching.speed {
                    1 => 2,
                    2 => 4,
                    _ => 1,
                }
            }
        }
    }
}

/// The buttons' labels and the progress line.
fn show_bar(
    watching: Option<Res<Watching>>,
    source: Option<Res<WatchSource>>,
    shown: Query<(&WatchButton, &Children)>,
    mut texts: Query<&mut Words>,
    progress: Query<Entity, With<WatchProgress>>,
    shown_so_far: Res<Progress>,
) {
    let (Some(watching), Some(source)) = (watching, source) else { return };
    for (button, kids) in &shown {
        let label: Words = match button {
            WatchButton::Back => Msg::new("replay-back").into(),
            WatchButton::Forward => Msg::new("replay-forward").into(),
            WatchButton::PlayPause if watching.paused => Msg::new("replay-play").into(),
            WatchButton::PlayPause => Msg::new("replay-pause").into(),
            WatchButton::Speed => Msg::new("replay-speed").with("n", watching.speed).into(),
        };
        if let Some(mut words) = kids.first().and_then(|k| texts.get_mut(*k).ok()) {
            words.set_if_neq(label);
        }
    }
    let line: Words =
        Msg::new("replay-progress").with("n", shown_so_far.0).with("total", source.0.decisions()).into();
    for e in &progress {
        if let Ok(mut words) = texts.get_mut(e) {
            words.set_if_neq(line.clone());
        }
    }
}

/// The log decides: the next decision once the last one is shown and the pause is over, or a
/// step asked for with the bar.
fn advance<G: Registered>(
    time: Res<Time>,
    phase: Res<State<TurnPhase>>,
    m: Res<Match<G>>,
    source: Res<WatchSource>,
    mut watching: ResMut<Watching>,
    mut step: ResMut<StepAsked>,
    mut progress: ResMut<Progress>,
    mut relay: ResMut<Relay>,
    mut submit: MessageWriter<Submit<G>>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(full) = G::unwrap(&source.0) else { return };
    let at = m.actions as usize;
    progress.set_if_neq(Progress(m.actions));
    // A step forward asked for during an animation waits for it to end.
    let asked = step.0;
    if asked < 0 || *phase.get() == TurnPhase::Watching {
        step.0 = 0;
    }
    if asked < 0 {
        // Back one decision: the match replayed to it, laid in place (from any phase).
        if at > 0 {
            match full.replayed(at - 1) {
                Ok(back) => relay.0 = Some((G::wrap(back), Msg::new("replay-stepped-back"))),
                Err(e) => {
                    notices.write(Notice::problem("notice-replay-broken", e));
                }
            }
        }
        return;
    }
    if *phase.get() != TurnPhase::Watching || at >= full.log.decisions.len() {
        return;
    }
    if asked == 0 {
        if watching.paused {
            return;
        }
        watching.wait += time.delta_secs() * watching.speed as f32;
        if watching.wait < PACE {
            return;
        }
    }
    watching.wait = 0.0;
    submit.write(Submit::new(full.log.decisions[at].clone()));
}
