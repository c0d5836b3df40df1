//! Widget constructors: each returns a bundle to spawn (the bevy_new_2d pattern).

use super::interaction::{CycleArrow, FocusLayer, Focusable};
use super::palette;
use super::panel_width::PanelWidth;
use super::scroll::Scrolls;
use crate::assets::Fonts;
use crate::i18n::Words;
use bevy::prelude::*;

fn font(fonts: Option<&Fonts>, pick: impl Fn(&Fonts) -> &Handle<Font>) -> TextFont {
    TextFont { font: fonts.map(|f| pick(f).clone()).unwrap_or_default().into(), ..default() }
}

/// A text holding `words`: plain text is shown at once, a message once the frame's re-labelling
/// has put it in the current language (before layout, in the same frame).
fn words(words: impl Into<Words>) -> (Text, Words) {
    let words = words.into();
    let shown = match &words {
        Words::Plain(s) => s.clone(),
        Words::Msg(_) => String::new(),
    };
    (Text::new(shown), words)
}

/// Body text.
pub fn text(fonts: Option<&Fonts>, text: impl Into<Words>, size: f32, color: Color) -> impl Bundle {
    (words(text), TextFont { font_size: FontSize::Px(size), ..font(fonts, |f| &f.body) }, TextColor(color))
}

/// Bold interface text.
pub fn bold(fonts: Option<&Fonts>, text: impl Into<Words>, size: f32, color: Color) -> impl Bundle {
    (words(text), TextFont { font_size: FontSize::Px(size), ..font(fonts, |f| &f.bold) }, TextColor(color))
}

/// A heading in the title face, with a soft shadow so it reads over the table.
pub fn heading(fonts: Option<&Fonts>, text: impl Into<Words>, size: f32) -> impl Bundle {
    (
        words(text),
        TextFont { font_size: FontSize::Px(size), ..font(fonts, |f| &f.title) },
        TextColor(palette::TEXT),
        TextShadow { offset: Vec2::new(2.0, 3.0), color: Color::srgba(0.0, 0.0, 0.0, 0.75) },
    )
}

/// A full-screen layer that centres its children in a column, clear of the prompt bar at the
/// foot of the screen.
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
            padding: UiRect { top: px(12), bottom: px(52), ..default() },
            ..default()
        },
        Pickable::IGNORE,
    )
}

/// A dark, rounded panel holding a column of widgets; taller than the room it has, it scrolls.
pub fn panel(width: f32) -> impl Bundle {
    (
        Scrolls,
        PanelWidth(width),
        ScrollPosition::default(),
        Node {
            width: px(width),
            max_width: percent(100),
            max_height: percent(100),
            overflow: Overflow::scroll_y(),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Stretch,
            // Half the padding below: the layout counts a scrolling box's bottom padding twice
            // (once as room to scroll into), which makes 22 px in all.
            padding: UiRect { bottom: px(11), ..UiRect::all(px(22)) },
            row_gap: px(10),
            // Top and bottom edges turn brass while there is more to scroll that way.
            border: UiRect::new(px(1), px(1), px(3), px(3)),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        BackgroundColor(palette::PANEL),
        BorderColor::all(palette::BUTTON_BORDER),
        BoxShadow::new(Color::srgba(0.0, 0.0, 0.0, 0.6), px(0), px(8), px(0), px(24)),
    )
}

/// A focusable button with a label. Give it a marker component that says what it does.
pub fn button(fonts: Option<&Fonts>, label: impl Into<Words>, order: i32, layer: FocusLayer) -> impl Bundle {
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
    values: &mut Query<&mut Words, With<CyclerValue>>,
    value: impl Into<Words>,
) {
    let value = value.into();
    for d in kids.iter().flat_map(|k| std::iter::once(k).chain(children.iter_descendants(k))) {
        if let Ok(mut w) = values.get_mut(d) {
            w.set_if_neq(value.clone());
        }
    }
}

/// A focusable row "Label   ‹ value ›": Left/Right (or the arrows, with the mouse) change it.
/// The row gets `Cycler`; its value text gets `CyclerValue`.
pub fn cycler(
    fonts: Option<&Fonts>,
    label: impl Into<Words>,
    value: impl Into<Words>,
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
