//! The throw gesture, the same for every game with dice: hold to shake the dice in the hand, let
//! go to throw (Confirm — Enter, Space, South — or the mouse button, or a finger). A mouse or
//! finger flick or the left stick while holding aims the throw; a longer hold throws harder. The game says which dice are
//! in the hand ([`Throwing`]) and hears the throw ([`Thrown`]).

use super::sim::Gesture;
use super::view::{self, Die};
use crate::input::touch::TouchPointer;
use crate::input::{MenuAction, MenuControls};
use crate::table::motion::TableSystems;
use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

/// The longest a throw can be held.
const MAX_CHARGE: f32 = 1.4;

/// A throw being held: which dice shake in the hand, out of how many on the table.
#[derive(Resource, Debug, Clone, Default)]
pub struct Throwing {
    pub dice: Vec<usize>,
    pub count: usize,
    held: f32,
    flick: Vec2,
}

impl Throwing {
    pub fn new(dice: Vec<usize>, count: usize) -> Self {
        Self { dice, count, ..default() }
    }
}

/// The held throw was let go.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct Thrown {
    pub gesture: Gesture,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Thrown>();
    app.add_systems(
        Update,
        charge
            .run_if(resource_exists::<Throwing>)
            .in_set(TableSystems)
            .in_set(crate::state::AppSystems::Update),
    );
}

fn charge(
    mut commands: Commands,
    time: Res<Time>,
    mut state: ResMut<Throwing>,
    controls: Query<&ActionState<MenuAction>, With<MenuControls>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    motion: Option<Res<AccumulatedMouseMotion>>,
    finger: Option<Res<TouchPointer>>,
    gamepads: Query<&Gamepad>,
    mut dice: Query<(&Die, &mut Transform)>,
    mut thrown: MessageWriter<Thrown>,
) {
    state.held += time.delta_secs();
    if let Some(motion) = motion {
        state.flick += motion.delta;
    }
    if let Some(finger) = finger {
        state.flick += finger.delta;
    }
    for pad in &gamepads {
        let stick = pad.left_stick();
        if stick.length() > 0.3 {
            state.flick += Vec2::new(stick.x, -stick.y) * 12.0;
        }
    }
    for (die, mut transform) in &mut dice {
        if state.dice.contains(&die.index) {
            *transform = view::shake_pose(die.index, state.count, state.held);
        }
    }
    let holding = controls.single().is_ok_and(|c| c.pressed(&MenuAction::Confirm))
        || mouse.is_some_and(|b| b.pressed(MouseButton::Left));
    if holding && state.held < MAX_CHARGE {
        return;
    }
    let aim =
        if state.flick.length() > 40.0 { state.flick.normalize() } else { Gesture::default().direction };
    let strength =
        (0.35 + 0.65 * (state.held / MAX_CHARGE).min(1.0)).max((state.flick.length() / 900.0).min(1.0));
    thrown.write(Thrown { gesture: Gesture { direction: aim, strength } });
    commands.remove_resource::<Throwing>();
}
