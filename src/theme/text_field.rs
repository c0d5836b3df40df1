//! A line of text the player types (a room code, a name, a server's address): a focusable row
//! like a cycler, "Label   value▏". While one has the focus, printable characters go into it and
//! Backspace takes the last one out; a frame in which a character was typed moves no focus
//! (so W or Space types a letter rather than moving or pressing). Text entry is not an action:
//! it reads the keyboard's characters, not the action map.

use super::interaction::{Focus, FocusSystems, Typed};
use super::palette;
use super::widget::{bold, text};
use crate::assets::Fonts;
use crate::i18n::Words;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

/// A field's text and how long it may grow.
#[derive(Component, Debug, Clone, Default)]
pub struct TextField {
    pub value: String,
    pub max: usize,
    /// Upper-case what is typed (room codes).
    pub upper: bool,
}

/// The text that shows a field's value.
#[derive(Component)]
struct FieldValue;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, type_into.before(FocusSystems).in_set(crate::state::AppSystems::RecordInput));
    app.add_systems(Update, show.in_set(crate::state::AppSystems::Present));
}

/// A field row: `label` and the value typed so far.
pub fn text_field(
    fonts: Option<&Fonts>,
    label: impl Into<Words>,
    field: TextField,
    order: i32,
    layer: super::interaction::FocusLayer,
) -> impl Bundle {
    let value = field.value.clone();
    (
        Button,
        super::interaction::Focusable { order },
        layer,
        field,
        Node {
            min_height: px(46),
            padding: UiRect::axes(px(16), px(6)),
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(9)),
            column_gap: px(12),
            ..default()
        },
        BackgroundColor(palette::BUTTON),
        BorderColor::all(palette::BUTTON_BORDER),
        children![
            (text(fonts, label, 20.0, palette::TEXT_DIM), Pickable::IGNORE),
            (
                Node {
                    min_width: px(200),
                    padding: UiRect::axes(px(10), px(4)),
                    border_radius: BorderRadius::all(px(6)),
                    ..default()
                },
                BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.35)),
                Pickable::IGNORE,
                children![(
                    bold(fonts, Words::Plain(value), 21.0, palette::TEXT),
                    FieldValue,
                    Pickable::IGNORE
                )],
            ),
        ],
    )
}

fn type_into(
    mut keys: MessageReader<KeyboardInput>,
    focus: Res<Focus>,
    mut fields: Query<&mut TextField>,
    mut typed: ResMut<Typed>,
) {
    typed.0 = false;
    let Some(mut field) = focus.0.and_then(|f| fields.get_mut(f).ok()) else {
        keys.clear();
        return;
    };
    for key in keys.read() {
        if key.state != ButtonState::Pressed {
            continue;
        }
        match &key.logical_key {
            Key::Backspace => {
                field.value.pop();
                typed.0 = true;
            }
            _ => {
                let Some(s) = key.text.as_ref() else { continue };
                for c in s.chars().filter(|c| !c.is_control()) {
                    if field.value.chars().count() < field.max {
                        let c = if field.upper { c.to_ascii_uppercase() } else { c };
                        field.value.push(c);
                    }
                    typed.0 = true;
                }
            }
        }
    }
}

/// Each field shows its value, with a caret while it has the focus.
fn show(
    focus: Res<Focus>,
    fields: Query<(Entity, &TextField, &Children)>,
    children: Query<&Children>,
    mut values: Query<&mut Words, With<FieldValue>>,
    time: Res<Time<Real>>,
) {
    for (entity, field, kids) in &fields {
        let caret = focus.0 == Some(entity) && time.elapsed_secs().fract() < 0.6;
        let shown = Words::Plain(format!("{}{}", field.value, if caret { "|" } else { " " }));
        for d in kids.iter().flat_map(|k| std::iter::once(k).chain(children.iter_descendants(k))) {
            if let Ok(mut w) = values.get_mut(d) {
                w.set_if_neq(shown.clone());
            }
        }
    }
}
