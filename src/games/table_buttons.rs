//! The table's Undo and Hint buttons, top right, each with the cap of its key or controller
//! button for the device used last (after a touch, a finger's height and no cap: the finger
//! presses the button itself). They are clicked with the mouse or tapped; the keys and buttons they
//! show work without the focus (the arrows stay on the board). Undo shows where a person plays
//! against computer players, Hint wherever a person plays.

use super::phase::{Opening, TableOpens};
use super::session::Match;
use super::view::GameView;
use crate::assets::Fonts;
use crate::input::{LastDevice, MenuAction, MenuControls};
use crate::state::{Screen, Watching};
use crate::theme::palette;
use crate::theme::prompts::{Prompt, TOUCH_TARGET, spawn_cap};
use crate::theme::widget;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use leafwing_input_manager::prelude::{ActionState, InputMap};

/// The HUD's Undo button.
#[derive(Component)]
pub struct UndoButton;

/// The HUD's Hint button.
#[derive(Component)]
pub struct HintButton;

/// One of the table's buttons (marked `M`) with its key and controller button: asked for this
/// frame by either.
#[derive(SystemParam)]
pub struct Asked<'w, 's, M: Component> {
    controls: Query<'w, 's, &'static ActionState<MenuAction>, With<MenuControls>>,
    buttons: Query<'w, 's, &'static Interaction, (Changed<Interaction>, With<M>)>,
}

impl<M: Component> Asked<'_, '_, M> {
    pub fn now(&self, action: MenuAction) -> bool {
        self.controls.single().is_ok_and(|s| s.just_pressed(&action))
            || self.buttons.iter().any(|i| *i == Interaction::Pressed)
    }
}

/// The box holding the buttons.
#[derive(Component)]
pub(super) struct TableButtons {
    undo: bool,
    hint: bool,
}

pub(super) fn shared_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (refill, hover)
            .run_if(in_state(Screen::Playing).and_then(any_with_component::<TableButtons>))
            .in_set(crate::state::AppSystems::Present),
    );
}

pub(super) fn plugin<G: GameView>(app: &mut App) {
    app.add_systems(TableOpens, spawn::<G>.run_if(resource_exists::<Match<G>>).after(Opening::Match));
}

fn spawn<G: GameView>(
    mut commands: Commands,
    m: Res<Match<G>>,
    existing: Query<(), With<TableButtons>>,
    watching: Option<Res<Watching>>,
    online: Option<Res<super::seats::OnlineRole>>,
    learning: Option<Res<super::lesson::Learning>>,
) {
    // A replay has its own bar (`watch`); a lesson's panel says what to do.
    if !existing.is_empty() || watching.is_some() || learning.is_some() {
        return;
    }
    let humans = (0..m.seats.len()).filter(|s| m.is_human(*s)).count();
    let hint = humans > 0;
    // Online, one screen's undo would take back another's decision.
    let undo = hint && humans < m.seats.len() && online.is_none();
    commands.spawn((
        Name::new("Table buttons"),
        TableButtons { undo, hint },
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            right: px(14),
            top: px(14),
            column_gap: px(8),
            display: if hint { Display::Flex } else { Display::None },
            ..default()
        },
    ));
}

/// (Re)fill the box when it appears or the device or the bindings change, so the caps name the
/// player's keys.
fn refill(
    mut commands: Commands,
    fonts: Res<Fonts>,
    device: Res<LastDevice>,
    maps: Query<Ref<InputMap<MenuAction>>, With<MenuControls>>,
    boxes: Query<(Entity, &TableButtons)>,
    added: Query<(), Added<TableButtons>>,
) {
    let Ok(map) = maps.single() else { return };
    if added.is_empty() && !device.is_changed() && !map.is_changed() {
        return;
    }
    let f = Some(&*fonts);
    let touch = *device == LastDevice::Touch;
    for (entity, which) in &boxes {
        commands.entity(entity).despawn_children();
        commands.entity(entity).with_children(|row| {
            for (shown, prompt) in [(which.undo, Prompt::Undo), (which.hint, Prompt::Hint)] {
                if !shown {
                    continue;
                }
                let mut button = row.spawn((
                    Button,
                    Node {
                        align_items: AlignItems::Center,
                        column_gap: px(8),
                        min_height: px(if touch { TOUCH_TARGET } else { 0.0 }),
                        padding: UiRect::axes(px(if touch { 16 } else { 12 }), px(7)),
                        border: UiRect::all(px(1)),
                        border_radius: BorderRadius::all(px(9)),
                        ..default()
                    },
                    BackgroundColor(palette::PANEL),
                    BorderColor::all(palette::BUTTON_BORDER),
                ));
                match prompt {
                    Prompt::Undo => button.insert((Name::new("Undo button"), UndoButton)),
                    _ => button.insert((Name::new("Hint button"), HintButton)),
                };
                button.with_children(|b| {
                    if !touch {
                        spawn_cap(b, f, prompt.cap(&map, *device));
                    }
                    b.spawn((widget::bold(f, prompt.message(), 16.0, palette::TEXT), Pickable::IGNORE));
                });
            }
        });
    }
}

/// A brass edge under the pointer.
fn hover(
    mut buttons: Query<
        (&Interaction, &mut BorderColor),
        (Changed<Interaction>, Or<(With<UndoButton>, With<HintButton>)>),
    >,
) {
    for (interaction, mut border) in &mut buttons {
        let c = if *interaction == Interaction::None { palette::BUTTON_BORDER } else { palette::BRASS };
        *border = BorderColor::all(c);
    }
}
