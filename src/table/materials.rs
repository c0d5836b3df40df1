//! Shared PBR materials of the table. Textures come from `assets/textures/` (made by
//! `tools/textures/generate.py`).

use super::baked::BakedMaterial;
use bevy::image::{ImageAddressMode, ImageLoaderSettings, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;

/// Load a tiling texture: repeating and trilinear (its mipmaps are made when it loads, see
/// `mipmaps`; anisotropic filtering cost a software renderer more than the rest of the felt's
/// shading); `srgb` for colour maps only (normal and roughness maps are linear data).
pub fn tiling_texture(server: &AssetServer, path: &'static str, srgb: bool) -> Handle<Image> {
    server
        .load_builder()
        .with_settings(move |s: &mut ImageLoaderSettings| {
            s.is_srgb = srgb;
            s.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
                address_mode_u: ImageAddressMode::Repeat,
                address_mode_v: ImageAddressMode::Repeat,
                ..ImageSamplerDescriptor::linear()
            });
        })
        .load(path)
}

#[derive(Resource, Clone)]
pub struct TableMaterials {
    pub table_wood: Handle<BakedMaterial>,
    pub felt: Handle<StandardMaterial>,
    pub board_wood: Handle<StandardMaterial>,
    pub brass: Handle<StandardMaterial>,
    /// The felt's weave (left off on Low quality).
    pub felt_normal: Handle<Image>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create);
}

fn create(
    mut commands: Commands,
    server: Res<AssetServer>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut baked: ResMut<Assets<BakedMaterial>>,
) {
    // The table's light is baked into its vertices (see `scene::table_mesh`).
    let table_wood =
        baked.add(BakedMaterial::new(tiling_texture(&server, "textures/wood_table_albedo.webp", true), 2.0));
    let felt_normal = tiling_texture(&server, "textures/felt_normal.webp", false);
    let felt = materials.add(StandardMaterial {
        base_color_texture: Some(tiling_texture(&server, "textures/felt_albedo.webp", true)),
        normal_map_texture: Some(felt_normal.clone()),
        perceptual_roughness: 0.95,
        reflectance: 0.12,
        uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(3.0)),
        ..default()
    });
    let board_wood = materials.add(StandardMaterial {
        base_color_texture: Some(tiling_texture(&server, "textures/board_wood_albedo.webp", true)),
        normal_map_texture: Some(tiling_texture(&server, "textures/board_wood_normal.webp", false)),
        perceptual_roughness: 0.5,
        ..default()
    });
    let brass = materials.add(StandardMaterial {
        base_color: Color::srgb(0.78, 0.60, 0.30),
        metallic: 0.9,
        perceptual_roughness: 0.35,
        ..default()
    });
    commands.insert_resource(TableMaterials { table_wood, felt, board_wood, brass, felt_normal });
}
