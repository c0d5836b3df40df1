//! Match setup: seats (human or computer, and the computer's level) and the variant.

use crate::assets::Fonts;
use crate::games::catalogue;
use crate::i18n::{Msg, Words};
use crate::persistence::settings::Settings;
use crate::state::Screen;
use crate::theme::interaction::{Activated, FocusLayer};
use crate::theme::palette;
use crate::theme::widget::{self, CyclerValue};
use bevy::prelude::*;

use crate::games::seats::MatchSetup;
use crate::games::seats::SeatKind;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupControl {
    Players,
    Seat(usize),
    Variant,
    Start,
    Back,
    /// The game's guided first match.
    Learn,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
    app.add_systems(OnEnter(Screen::Setup), spawn);
    app.add_systems(
        Update,
        // `refresh` runs every frame: a change made on the title screen must show on entry, and
        // it only writes what differs.
        (activate, super::back_to_title, refresh)
            .chain()
            .run_if(in_state(Screen::Setup))
            .in_set(crate::state::AppSystems::Update),
    );
}

/// The line that offers the game's lesson, in the tagline's place, the first time a person
/// chooses the game.
#[derive(Component)]
pub struct LessonOffer;

/// The column of seat rows, with how many rows it holds now.
#[derive(Component)]
struct SeatRows(usize);

fn spawn(mut commands: Commands, fonts: Res<Fonts>, setup: Res<MatchSetup>, mut settings: ResMut<Settings>) {
    let f = Some(&*fonts);
    let Some(game) = setup.info() else { return };
    let learnt = settings.lessons_done.iter().any(|g| g == game.id);
    // Offered once, the first time a person chooses the game; the button stays.
    let offered = !learnt && !settings.lessons_offered.iter().any(|g| g == game.id);
    if offered {
        settings.lessons_offered.push(game.id.to_string());
    }
    commands.spawn((widget::screen_root("Setup screen"), DespawnOnExit(Screen::Setup))).with_children(
        |root| {
            root.spawn(widget::panel(620.0)).with_children(|panel| {
                panel.spawn((
                    widget::heading(f, game.name.clone(), 54.0),
                    Node { align_self: AlignSelf::Center, ..default() },
                ));
                // The lesson's offer goes in the panel, where it covers nothing at any interface
                // scale (a notice at the foot of the screen covered the buttons and the key
                // hints at 150 %), in place of the tagline, which the title screen shows beside
                // the game's button.
                let (words, colour): (Words, _) = if offered {
                    (offer(&game).into(), palette::BRASS_LIGHT)
                } else {
                    (game.tagline.clone().into(), palette::TEXT_DIM)
                };
                let mut line = panel.spawn((
                    widget::text(f, words, 18.0, colour),
                    TextLayout { justify: Justify::Center, ..default() },
                    Node { align_self: AlignSelf::Center, margin: UiRect::bottom(px(10)), ..default() },
                ));
                if offered {
                    line.insert(LessonOffer);
                }
                if game.min_players != game.max_players {
                    panel.spawn((
                        widget::cycler(f, Msg::new("setup-players"), "", 0, FocusLayer::SCREEN),
                        SetupControl::Players,
                    ));
                }
                panel
                    .spawn((
                        SeatRows(setup.seats.len()),
                        Node { flex_direction: FlexDirection::Column, row_gap: px(8), ..default() },
                    ))
                    .with_children(|rows| spawn_seat_rows(rows, f, setup.game, &setup.seats));
                if !game.variants.is_empty() {
                    panel.spawn((
                        widget::cycler(f, Msg::new("setup-variant"), "", 20, FocusLayer::SCREEN),
                        SetupControl::Variant,
                    ));
                }
                panel.spawn(Node { height: px(8), ..default() });
                panel
                    .spawn(Node {
                        justify_content: JustifyContent::SpaceBetween,
                        // On a phone three buttons may not fit a line (in Portuguese, say): the
                        // last goes to a line of its own.
                        flex_wrap: FlexWrap::Wrap,
                        column_gap: px(12),
                        row_gap: px(10),
                        ..default()
                    })
                    .with_children(|row| {
                        row.spawn((
                            widget::button(f, Msg::new("menu-back"), 31, FocusLayer::SCREEN),
                            SetupControl::Back,
                        ));
                        let label = if learnt { "learn-again" } else { "learn-button" };
                        row.spawn((
                            widget::button(f, Msg::new(label), 32, FocusLayer::SCREEN),
                            SetupControl::Learn,
                        ));
                        row.spawn((
                            widget::button(f, Msg::new("setup-start"), 30, FocusLayer::SCREEN),
                            SetupControl::Start,
                        ));
                    });
            });
        },
    );
}

/// What offers `game`'s lesson, the first time a person chooses it.
fn offer(game: &crate::games::catalogue::GameInfo) -> Msg {
    Msg::new("learn-offer").with("game", game.name.clone())
}

fn spawn_seat_rows(rows: &mut ChildSpawnerCommands, f: Option<&Fonts>, game: &str, seats: &[SeatKind]) {
    for (i, seat) in seats.iter().enumerate() {
        let name = crate::games::seat_name(game, i);
        rows.spawn((
            widget::cycler(
                f,
                Msg::new("setup-seat").with("n", i + 1).with("name", name),
                Msg::new(seat.label()),
                1 + i as i32,
                FocusLayer::SCREEN,
            ),
            SetupControl::Seat(i),
        ));
    }
}

fn activate(
    mut activated: MessageReader<Activated>,
    controls: Query<&SetupControl>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    for a in activated.read() {
        let Ok(control) = controls.get(a.entity) else { continue };
        let Some(game) = setup.info() else { continue };
        // Confirm on a cycler steps it forward, like Right.
        let step = if a.step == 0 { 1 } else { a.step };
        match *control {
            SetupControl::Players => {
                // Only the counts the variant allows (Sorry!'s teams take four).
                let allowed = allowed_players(&setup, &game);
                let at = allowed.iter().position(|n| *n == setup.seats.len()).unwrap_or(0) as i32;
                let n = allowed[(at + step as i32).rem_euclid(allowed.len() as i32) as usize];
                setup.seats.resize(n, SeatKind::Medium);
            }
            SetupControl::Seat(i) => {
                let game = setup.game;
                if let Some(seat) = setup.seats.get_mut(i) {
                    *seat = seat.step(game, step);
                }
            }
            SetupControl::Variant => {
                let n = game.variants.len().max(1) as i32;
                setup.variant = (setup.variant as i32 + step as i32).rem_euclid(n) as usize;
                let allowed = allowed_players(&setup, &game);
                if !allowed.contains(&setup.seats.len()) {
                    let nearest = allowed.iter().min_by_key(|n| n.abs_diff(setup.seats.len()));
                    setup.seats.resize(nearest.copied().unwrap_or(game.min_players), SeatKind::Medium);
                }
            }
            // With a seat online, the room opens first and the match starts from it.
            SetupControl::Start if a.step == 0 && setup.seats.contains(&SeatKind::Online) => {
                setup.lesson = false;
                next.set(Screen::Lobby)
            }
            SetupControl::Start if a.step == 0 => {
                setup.lesson = false;
                next.set(Screen::Playing)
            }
            SetupControl::Learn if a.step == 0 => {
                setup.lesson = true;
                next.set(Screen::Playing)
            }
            SetupControl::Back if a.step == 0 => next.set(Screen::Title),
            _ => {}
        }
    }
}

/// The seat counts the chosen variant allows (all of the game's, if the rules accept none).
fn allowed_players(setup: &MatchSetup, game: &crate::games::catalogue::GameInfo) -> Vec<usize> {
    let allowed = setup.variant_id().map(|v| catalogue::players_for(game.id, v)).unwrap_or_default();
    if allowed.is_empty() { (game.min_players..=game.max_players).collect() } else { allowed }
}

/// Rebuild the seat rows and the cycler values from the setup.
fn refresh(
    mut commands: Commands,
    fonts: Res<Fonts>,
    setup: Res<MatchSetup>,
    mut rows: Query<(Entity, &mut SeatRows)>,
    controls: Query<(&SetupControl, &Children)>,
    children: Query<&Children>,
    mut values: Query<&mut Words, With<CyclerValue>>,
) {
    let f = Some(&*fonts);
    for (rows, mut count) in &mut rows {
        if count.0 != setup.seats.len() {
            count.0 = setup.seats.len();
            commands.entity(rows).despawn_children();
            commands.entity(rows).with_children(|rows| spawn_seat_rows(rows, f, setup.game, &setup.seats));
        }
    }
    for (control, kids) in &controls {
        let value: Words = match control {
            SetupControl::Players => setup.seats.len().to_string().into(),
            SetupControl::Seat(i) => {
                setup.seats.get(*i).map_or_else(Words::default, |s| Msg::new(s.label()).into())
            }
            SetupControl::Variant => {
                setup.variant_id().map(|v| catalogue::variant_label(setup.game, v)).unwrap_or_default()
            }
            _ => continue,
        };
        widget::set_cycler_value(kids, &children, &mut values, value);
    }
}
