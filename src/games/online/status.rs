//! The table's line about the room: who is away and for how long ("Waiting for Ann… 0:42"),
//! or what is wrong with the connection; and leaving the table closes this screen's
//! connections (the match stays on the server, and the seats' tokens get it back).

use super::Online;
use crate::assets::Fonts;
use crate::games::phase::{OnTable, Opening, TableOpens, TurnPhase, on_leaving_table};
use crate::i18n::{Msg, Words};
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component)]
struct StatusLine;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(TableOpens, spawn.after(Opening::Match));
    app.add_systems(Update, show.run_if(resource_exists::<Online>).in_set(crate::state::AppSystems::Present));
    on_leaving_table(app, close);
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    online: Option<Res<Online>>,
    lines: Query<(), With<StatusLine>>,
) {
    if online.is_none() || !lines.is_empty() {
        return;
    }
    commands.spawn((
        Name::new("Online status"),
        OnTable,
        StatusLine,
        widget::bold(Some(&*fonts), "", 20.0, palette::WARN),
        TextShadow { offset: Vec2::new(1.0, 2.0), color: Color::srgba(0.0, 0.0, 0.0, 0.8) },
        Node {
            position_type: PositionType::Absolute,
            top: px(70),
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
        TextLayout { justify: Justify::Center, ..default() },
        Pickable::IGNORE,
    ));
}

fn show(
    online: Res<Online>,
    phase: Option<Res<State<TurnPhase>>>,
    mut lines: Query<&mut Words, With<StatusLine>>,
) {
    let away = (0..online.seats.len()).find(|&s| online.away.get(s).is_some_and(|a| *a > 0.0));
    // Once the match is over nobody waits: the player away has left.
    let over = phase.is_some_and(|p| *p.get() == TurnPhase::Over);
    let line: Words = match (&online.problem, away) {
        (Some(problem), _) => problem.clone().into(),
        (None, Some(s)) => {
            let name = online.names().get(s).cloned().flatten().unwrap_or_else(|| "?".into());
            away_line(name, online.away[s], over).into()
        }
        _ => Words::default(),
    };
    for mut w in &mut lines {
        w.set_if_neq(line.clone());
    }
}

/// The line about a seat's player away for `seconds`: the match waits for them, or, once it is
/// over, they have left.
pub fn away_line(name: String, seconds: f32, over: bool) -> Msg {
    if over {
        Msg::new("online-left").with("name", name)
    } else {
        Msg::new("online-waiting").with("name", name).with("time", super::clock(seconds))
    }
}

/// Leaving the table leaves the room: this screen's connections close, and the others see its
/// seats away until it comes back.
fn close(mut commands: Commands) {
    commands.remove_resource::<Online>();
}
