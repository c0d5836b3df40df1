//! The smallest browser build of Parlour's stack: Bevy with the browser build's features, the
//! sound library, the input manager and one physics throw of the dice, drawing a lit cube, a
//! button and a line of text, and nothing of the games, their screens or their rules. Its wasm
//! is the floor under the upload's: `tools/package.sh web-floor` builds it in the shipped
//! profile and weighs it (docs/web.md).

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
use leafwing_input_manager::prelude::*;
use parlour::dice::sim::{Gesture, Tray, throw};

#[derive(Actionlike, PartialEq, Eq, Hash, Clone, Copy, Debug, Reflect)]
enum Press {
    Confirm,
}

fn main() -> AppExit {
    App::new()
        .add_plugins(parlour::table::luts::with_agx_lut(
            DefaultPlugins.set(AssetPlugin { meta_check: AssetMetaCheck::Never, ..default() }).set(
                WindowPlugin {
                    primary_window: Some(Window {
                        canvas: Some("#bevy".into()),
                        fit_canvas_to_parent: true,
                        ..default()
                    }),
                    ..default()
                },
            ),
        ))
        .add_plugins((AudioPlugin, InputManagerPlugin::<Press>::default()))
        .add_systems(Startup, setup)
        .add_systems(Update, react)
        .run()
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    assets: Res<AssetServer>,
) {
    // One throw of two dice, as the table records it, to place the cube where the first settled.
    let recording = throw(2, Tray::default(), Gesture::default(), 7);
    let (at, turn) = recording.pose(0, recording.duration());
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(1.0, 1.0, 1.0))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(assets.load("textures/board_wood_albedo.webp")),
            ..default()
        })),
        Transform::from_translation(at).with_rotation(turn),
    ));
    commands.spawn((
        DirectionalLight { shadow_maps_enabled: true, ..default() },
        Transform::from_xyz(4.0, 8.0, 4.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((Camera3d::default(), Transform::from_xyz(-2.5, 4.5, 9.0).looking_at(at, Vec3::Y)));
    commands.spawn(InputMap::new([(Press::Confirm, KeyCode::Enter)]));
    commands.spawn((Button, Node { padding: UiRect::all(Val::Px(12.0)), ..default() })).with_child((
        Text::new("Play"),
        TextFont {
            font: assets.load("fonts/Lato-Regular.ttf").into(),
            font_size: FontSize::Px(24.0),
            ..default()
        },
    ));
}

fn react(
    pressed: Query<&ActionState<Press>>,
    buttons: Query<&Interaction, Changed<Interaction>>,
    audio: Res<Audio>,
    assets: Res<AssetServer>,
) {
    let key = pressed.iter().any(|state| state.just_pressed(&Press::Confirm));
    if key || buttons.iter().any(|i| *i == Interaction::Pressed) {
        audio.play(assets.load("audio/ui_confirm.ogg"));
    }
}
