//! The turn phase while a match is on the table. The rules say who must act; the phase says
//! what the table is doing about it, so nothing acts before an animation ends: input is read
//! only in `Deciding`/`Charging`, bots run only in `BotThinking`, and the presenter moves on
//! from `Presenting` only when its animation is over.

use crate::menus::Menu;
use crate::screens::Screen;
use bevy::prelude::*;

#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Playing)]
pub enum TurnPhase {
    /// The match is being laid out (board, pieces, dice).
    #[default]
    Setting,
    /// The rules' events are being shown: a banner, a token moving, a tile laid.
    Presenting,
    /// Dice are rolling in the tray.
    DiceInFlight,
    /// A human must decide: keep dice, call, throw, place, lay a tile.
    Deciding,
    /// A human holds the throw: the dice shake in the hand until it is let go.
    Charging,
    /// A computer player is deciding (off the main thread, with a readable delay).
    BotThinking,
    /// A menu is open over the table; the phase before it is restored on closing.
    Paused,
    /// The match is over: the final lines are shown before the results screen.
    Over,
}

/// The phase the pause interrupted.
#[derive(Resource, Debug, Default)]
struct Interrupted(Option<TurnPhase>);

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<TurnPhase>();
    app.init_resource::<Interrupted>();
    app.add_systems(Update, pause_and_resume.run_if(in_state(Screen::Playing)));
    app.add_systems(OnEnter(Screen::Playing), |mut i: ResMut<Interrupted>| i.0 = None);
}

fn pause_and_resume(
    menu: Res<State<Menu>>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut interrupted: ResMut<Interrupted>,
) {
    let open = *menu.get() != Menu::None;
    match (*phase.get(), open) {
        (TurnPhase::Paused, false) => next.set(interrupted.0.take().unwrap_or(TurnPhase::Presenting)),
        (p, true) if p != TurnPhase::Paused => {
            // A throw being charged is let go when the menu opens.
            interrupted.0 = Some(if p == TurnPhase::Charging { TurnPhase::Deciding } else { p });
            next.set(TurnPhase::Paused);
        }
        _ => {}
    }
}
