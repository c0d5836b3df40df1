//! The table's tonemapping curve (AgX, see `camera`) without Bevy's `tonemapping_luts` feature in
//! the browser. That feature compiles three 3D lookup tables into the program: AgX's (18 kB) and
//! two the game never uses, TonyMcMapface's and Blender Filmic's (0.66 MB together, already
//! zstd-compressed, so the whole of it on the download). The browser build leaves the feature
//! out and gives Bevy AgX's table itself (`luts/AgX-default_contrast.ktx2`, the file Bevy 0.19.1
//! ships, under its licence), under all three names: a camera on another curve (only the
//! reference scene's, whose picture nobody checks) draws at the same cost with AgX's table.
//! Bevy's tonemapping pipeline still says, once, that the feature is off; [`LOG_FILTER`] keeps
//! that line out of the console.

use bevy::app::PluginGroupBuilder;

/// Bevy's `tonemapping_luts` stand-in, built before the core pipeline's plugin looks for it.
#[cfg(target_arch = "wasm32")]
pub fn with_agx_lut(plugins: PluginGroupBuilder) -> PluginGroupBuilder {
    plugins
        .add_before::<bevy::core_pipeline::CorePipelinePlugin>(agx_lut)
        .set(bevy::log::LogPlugin { filter: LOG_FILTER.to_string(), ..Default::default() })
}

/// On the desktop Bevy's own tables are compiled in (the feature is on): Bevy's plugins as
/// they are.
#[cfg(not(target_arch = "wasm32"))]
pub fn with_agx_lut(plugins: PluginGroupBuilder) -> PluginGroupBuilder {
    plugins
}

/// Bevy's default log filter, and the tonemapping pipeline's notice that the feature is off
/// (which it gives as an error while AgX's table is in place) left out.
#[cfg(target_arch = "wasm32")]
pub const LOG_FILTER: &str = concat!("wgpu=error,naga=warn,", "bevy_core_pipeline::tonemapping=off");

#[cfg(target_arch = "wasm32")]
fn agx_lut(app: &mut bevy::prelude::App) {
    use bevy::asset::{Assets, RenderAssetUsages};
    use bevy::core_pipeline::tonemapping::TonemappingLuts;
    use bevy::image::{
        CompressedImageFormats, Image, ImageAddressMode, ImageFilterMode, ImageSampler,
        ImageSamplerDescriptor, ImageType,
    };
    let sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        label: Some("Tonemapping LUT sampler".to_string()),
        address_mode_u: ImageAddressMode::ClampToEdge,
        address_mode_v: ImageAddressMode::ClampToEdge,
        address_mode_w: ImageAddressMode::ClampToEdge,
        mag_filter: ImageFilterMode::Linear,
        min_filter: ImageFilterMode::Linear,
        mipmap_filter: ImageFilterMode::Linear,
        ..Default::default()
    });
    let image = Image::from_buffer(
        include_bytes!("luts/AgX-default_contrast.ktx2"),
        ImageType::Extension("ktx2"),
        CompressedImageFormats::NONE,
        false,
        sampler,
        // As Bevy keeps its tables: in the main world too, for render recovery.
        RenderAssetUsages::default(),
    )
    .expect("the AgX table is a valid KTX2 file");
    let agx = app.world_mut().resource_mut::<Assets<Image>>().add(image);
    app.insert_resource(TonemappingLuts {
        blender_filmic: agx.clone(),
        agx: agx.clone(),
        tony_mc_mapface: agx,
    });
}
