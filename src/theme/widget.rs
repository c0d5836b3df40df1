//! Widget constructors: each returns a bundle to spawn (the bevy_new_2d pattern).

use super::interaction::{CycleArrow, FocusLayer, Focusable};
use super::palette;
use crate::assets::Fonts;
use bevy::prelude::*;

fn font(fonts: Option<&Fonts>, pick: impl Fn(&Fonts) -> &Handle<Font>) -> TextFont {
    TextFont { font: fonts.map(|f| pick(f).clone()).unwrap_or_default().into(), ..default() }
}

/// Body text.
pub fn text(fonts: Option<&Fonts>, text: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(text),
        TextFont { font_size: FontSize::Px(size), ..font(fonts, |f| &f.body) },
        TextColor(color),
    )
}

/// Bold interface text.
pub fn bold(fonts: Option<&Fonts>, text: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(text),
        TextFont { font_size: FontSize::Px(size), ..font(fonts, |f| &f.bold) },
        TextColor(color),
    )
}

/// A heading in the title face, with a soft shadow so it reads over the table.
pub fn heading(fonts: Option<&Fonts>, text: impl Into<String>, size: f32) -> impl Bundle {
    (
        Text::new(text),
        TextFont { font_size: FontSize::Px(size), ..font(fonts, |f| &f.title) },
        TextColor(palette::TEXT),
        TextShadow { offset: Vec2::new(2.0, 3.0), color: Color::srgba(0.0, 0.0, 0.0, 0.75) },
    )
}

/// A full-screen layer that centres its children in a column.
pub fn screen_root(name: &'static str) -> impl Bundle {
    (
        Name::new(name),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            row_gap: px(10),
            ..default()
        },
        Pickable::IGNORE,
    )
}

/// A dark, rounded panel holding a column of widgets.
pub fn panel(width: f32) -> impl Bundle {
    (
        Node {
            width: px(width),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Stretch,
            padding: UiRect::all(px(22)),
            row_gap: px(10),
            border: UiRect::all(px(1)),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        BackgroundColor(palette::PANEL),
        BorderColor::all(palette::BUTTON_BORDER),
        BoxShadow::new(Color::srgba(0.0, 0.0, 0.0, 0.6), px(0), px(8), px(0), px(24)),
    )
}

/// A focusable button with a label. Give it a marker component that says what it does.
pub fn button(fonts: Option<&Fonts>, label: impl Into<String>, order: i32, layer: FocusLayer) -> impl Bundle {
    (
        Button,
        Focusable { order },
        layer,
        Node {
            min_height: px(46),
            padding: UiRect::axes(px(20), px(8)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(9)),
            ..default()
        },
        BackgroundColor(palette::BUTTON),
        BorderColor::all(palette::BUTTON_BORDER),
        children![(bold(fonts, label, 22.0, palette::TEXT), Pickable::IGNORE)],
    )
}

/// Marks the text that shows a cycler's current value.
#[derive(Component)]
pub struct CyclerValue;

/// Show `value` in the cycler whose children are `kids` (writes only when it differs, so
/// change detection stays quiet).
pub fn set_cycler_value(
    kids: &Children,
    children: &Query<&Children>,
    values: &mut Query<&mut Text, With<CyclerValue>>,
    value: &str,
) {
    for d in kids.iter().flat_map(|k| std::iter::once(k).chain(children.iter_descendants(k))) {
        if let Ok(mut t) = values.get_mut(d)
            && t.0 != value
        {
            t.0 = value.to_string();
        }
    }
}

/// A focusable row "Label   ‹ value ›": Left/Right (or the arrows, with the mouse) change it.
/// The row gets `Cycler`; its value text gets `CyclerValue`.
pub fn cycler(
    fonts: Option<&Fonts>,
    label: impl Into<String>,
    value: impl Into<String>,
    order: i32,
    layer: FocusLayer,
) -> impl Bundle {
    (
        Button,
        Focusable { order },
        super::interaction::Cycler,
        layer,
        Node {
            min_height: px(44),
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
                Node { align_items: AlignItems::Center, column_gap: px(6), ..default() },
                Pickable::IGNORE,
                children![
                    arrow(fonts, "‹", -1),
                    (
                        Node { min_width: px(150), justify_content: JustifyContent::Center, ..default() },
                        Pickable::IGNORE,
                        children![(bold(fonts, value, 20.0, palette::TEXT), CyclerValue, Pickable::IGNORE)],
                    ),
                    arrow(fonts, "›", 1),
                ]
            ),
        ],
    )
}

fn arrow(fonts: Option<&Fonts>, glyph: &str, step: i8) -> impl Bundle {
    (
        Button,
        CycleArrow(step),
        Node {
            width: px(30),
            height: px(30),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::MAX,
            ..default()
        },
        BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.06)),
        children![(bold(fonts, glyph, 26.0, palette::BRASS_LIGHT), Pickable::IGNORE)],
    )
}
