//! Focus and activation, the same for mouse, keyboard and controller: one widget always has the
//! focus (drawn with a brass border); Up/Down/Tab move it, Left/Right change a cycler, Confirm
//! activates, Back goes back. The mouse moves the focus by hovering and activates by clicking.

use crate::audio::PlaySfx;
use crate::audio::sfx::Sfx;
use crate::input::{MenuAction, MenuControls, Repeat};
use crate::theme::palette;
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

/// A widget that can take the focus; `order` sorts it among the others of its layer.
#[derive(Component, Debug, Clone, Copy)]
pub struct Focusable {
    pub order: i32,
}

/// Which layer a focusable belongs to. Only the highest layer on screen takes the focus, so an
/// open menu (layer 1) shields the screen under it (layer 0).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct FocusLayer(pub u8);

impl FocusLayer {
    pub const SCREEN: Self = Self(0);
    pub const MENU: Self = Self(1);
}

/// A focusable laid out on the table (a board square): the arrows move the focus to the nearest
/// such item in their direction, in table coordinates (x right, y towards the player).
#[derive(Component, Debug, Clone, Copy)]
pub struct Spatial(pub Vec2);

/// Where Up, Down, Left and Right lead from this item, when its own layout says so (the points
/// of a board joined by its lines); an arrow with no link does nothing.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Links(pub [Option<Entity>; 4]);

/// The nearest spatial item from `from` in direction `dir` (within a 45° cone).
fn nearest_in(from: Vec2, dir: Vec2, candidates: impl Iterator<Item = (Entity, Vec2)>) -> Option<Entity> {
    candidates
        .filter_map(|(e, p)| {
            let d = p - from;
            let along = d.dot(dir);
            (along > 0.1 && d.perp_dot(dir).abs() <= along)
                .then_some((along + 2.0 * d.perp_dot(dir).abs(), e))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, e)| e)
}

/// A focusable whose value changes with Left/Right.
#[derive(Component, Debug, Clone, Copy)]
pub struct Cycler;

/// One of the small arrows of a cycler: clicking it steps the cycler it sits in.
#[derive(Component, Debug, Clone, Copy)]
pub struct CycleArrow(pub i8);

/// The focused widget.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Focus(pub Option<Entity>);

/// A widget was activated: `step` is 0 for Confirm or a click, -1/+1 for Left/Right on a cycler.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Activated {
    pub entity: Entity,
    pub step: i8,
}

/// The player asked to go back (Esc, East). The screen or menu on top handles it.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BackRequested;

/// The focus and navigation systems; whoever changes what is on screen flushes the old requests
/// ([`flush_stale`]) before them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FocusSystems;

/// Back pauses the game instead of going back (during a match with no menu open); the screens
/// say when.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BackPauses(pub bool);

/// A character went into a text field this frame (`text_field.rs`): the focus keys of that frame
/// were the typing's.
#[derive(Resource, Debug, Default)]
pub struct Typed(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Focus>().init_resource::<BackPauses>().init_resource::<Typed>();
    app.add_message::<Activated>().add_message::<BackRequested>();
    app.add_systems(
        Update,
        (keep_focus_valid, mouse_focus, keyboard_navigation, keep_focus_valid)
            .chain()
            .in_set(FocusSystems)
            .in_set(crate::state::AppSystems::RecordInput),
    );
    app.add_systems(Update, draw_focus.in_set(crate::state::AppSystems::Present));
}

/// After a screen or menu change, drop what was asked of the one before, so that the Esc that
/// opened the pause menu does not also close it; the new screen's focus starts on its first item.
pub fn flush_stale(
    mut activated: ResMut<Messages<Activated>>,
    mut back: ResMut<Messages<BackRequested>>,
    mut focus: ResMut<Focus>,
) {
    activated.clear();
    back.clear();
    focus.0 = None;
}

/// The focusables of the top layer, sorted.
fn top_layer(items: &Query<(Entity, &Focusable, &FocusLayer)>) -> Vec<Entity> {
    let Some(top) = items.iter().map(|(_, _, l)| *l).max() else { return Vec::new() };
    let mut list: Vec<_> =
        items.iter().filter(|(_, _, l)| **l == top).map(|(e, f, _)| (f.order, e)).collect();
    list.sort();
    list.into_iter().map(|(_, e)| e).collect()
}

fn keep_focus_valid(mut focus: ResMut<Focus>, items: Query<(Entity, &Focusable, &FocusLayer)>) {
    let list = top_layer(&items);
    let valid = focus.0.is_some_and(|e| list.contains(&e));
    if !valid {
        let first = list.first().copied();
        if focus.0 != first {
            focus.0 = first;
        }
    }
}

fn mouse_focus(
    mut focus: ResMut<Focus>,
    changed: Query<(Entity, &Interaction, Option<&CycleArrow>, Option<&ChildOf>), Changed<Interaction>>,
    focusables: Query<(), With<Focusable>>,
    parents: Query<&ChildOf>,
    mut activated: MessageWriter<Activated>,
    mut sfx: MessageWriter<PlaySfx>,
) {
    for (entity, interaction, arrow, _) in &changed {
        // An arrow acts on the cycler that holds it.
        let target = if arrow.is_some() {
            parents.iter_ancestors(entity).find(|a| focusables.contains(*a))
        } else {
            focusables.contains(entity).then_some(entity)
        };
        let Some(target) = target else { continue };
        match interaction {
            Interaction::Hovered => {
                if focus.0 != Some(target) {
                    focus.0 = Some(target);
                    sfx.write(PlaySfx(Sfx::UiMove));
                }
            }
            Interaction::Pressed => {
                focus.0 = Some(target);
                activated.write(Activated { entity: target, step: arrow.map_or(0, |a| a.0) });
                sfx.write(PlaySfx(Sfx::UiConfirm));
            }
            Interaction::None => {}
        }
    }
}

fn keyboard_navigation(
    time: Res<Time>,
    controls: Query<&ActionState<MenuAction>, With<MenuControls>>,
    mut focus: ResMut<Focus>,
    items: Query<(Entity, &Focusable, &FocusLayer)>,
    cyclers: Query<(), With<Cycler>>,
    spatial: Query<&Spatial>,
    links: Query<&Links>,
    mut activated: MessageWriter<Activated>,
    mut back: MessageWriter<BackRequested>,
    mut sfx: MessageWriter<PlaySfx>,
    mut repeat: Local<[Repeat; 4]>,
    back_pauses: Res<BackPauses>,
    typed: Res<Typed>,
) {
    let Ok(state) = controls.single() else { return };
    // The keys of a frame that typed into a text field were the typing's.
    if typed.0 {
        return;
    }
    let dt = time.delta_secs();
    let list = top_layer(&items);
    let index = focus.0.and_then(|f| list.iter().position(|e| *e == f));
    let linear = |delta: isize| -> Option<Entity> {
        if list.is_empty() {
            return None;
        }
        let n = list.len() as isize;
        Some(list[index.map_or(0, |i| (i as isize + delta).rem_euclid(n)) as usize])
    };
    let fired: [bool; 4] = [
        repeat[0].fire(state, MenuAction::Up, dt),
        repeat[1].fire(state, MenuAction::Down, dt),
        repeat[2].fire(state, MenuAction::Left, dt),
        repeat[3].fire(state, MenuAction::Right, dt),
    ];
    let mut target = None;
    if let Some(links) = focus.0.and_then(|f| links.get(f).ok()) {
        for (fired, link) in fired.iter().zip(links.0) {
            if *fired {
                target = link.filter(|e| list.contains(e));
            }
        }
    } else if let Some(from) = focus.0.and_then(|f| spatial.get(f).ok()) {
        // On the board the arrows move in the plane; off its edge Up/Down leave it.
        let dirs = [Vec2::NEG_Y, Vec2::Y, Vec2::NEG_X, Vec2::X];
        for (k, dir) in dirs.iter().enumerate() {
            if fired[k] {
                let candidates = list.iter().filter_map(|e| spatial.get(*e).ok().map(|s| (*e, s.0)));
                target = nearest_in(from.0, *dir, candidates).or_else(|| match k {
                    0 => linear(-1),
                    1 => linear(1),
                    _ => None,
                });
            }
        }
    } else if fired[0] {
        target = linear(-1);
    } else if fired[1] {
        target = linear(1);
    }
    if state.just_pressed(&MenuAction::Previous) {
        target = linear(-1);
    } else if state.just_pressed(&MenuAction::Next) {
        target = linear(1);
    }
    if let Some(t) = target
        && focus.0 != Some(t)
    {
        focus.0 = Some(t);
        sfx.write(PlaySfx(Sfx::UiMove));
    }
    if let Some(f) = focus.0.filter(|f| cyclers.contains(*f)) {
        for (slot, step) in [(2, -1), (3, 1)] {
            if fired[slot] {
                activated.write(Activated { entity: f, step });
                sfx.write(PlaySfx(Sfx::UiMove));
            }
        }
    }
    if state.just_pressed(&MenuAction::Confirm)
        && let Some(f) = focus.0
    {
        activated.write(Activated { entity: f, step: 0 });
        sfx.write(PlaySfx(Sfx::UiConfirm));
    }
    // During play with no menu open, Esc pauses instead (screens/playing.rs).
    if state.just_pressed(&MenuAction::Back) && !back_pauses.0 {
        back.write(BackRequested);
        sfx.write(PlaySfx(Sfx::UiBack));
    }
}

fn draw_focus(
    focus: Res<Focus>,
    mut widgets: Query<(Entity, &mut BackgroundColor, &mut BorderColor), With<Focusable>>,
) {
    for (entity, mut bg, mut border) in &mut widgets {
        let focused = focus.0 == Some(entity);
        let (b, c) = if focused {
            (palette::BUTTON_FOCUS, palette::BRASS)
        } else {
            (palette::BUTTON, palette::BUTTON_BORDER)
        };
        if bg.0 != b {
            bg.0 = b;
        }
        let c = BorderColor::all(c);
        if *border != c {
            *border = c;
        }
    }
}
