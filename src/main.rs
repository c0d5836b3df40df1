use bevy::prelude::*;
fn main() {
    App::new()
        .add_plugins(DefaultPlugins)
        .add_plugins(bevy_kira_audio::AudioPlugin)
        .add_plugins(leafwing_input_manager::plugin::InputManagerPlugin::<A>::default())
        .add_plugins(
            bevy_rapier3d::plugin::RapierPhysicsPlugin::<bevy_rapier3d::plugin::NoUserData>::default(),
        )
        .run();
}
#[derive(leafwing_input_manager::Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
enum A {
    X,
}
