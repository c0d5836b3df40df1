// A surface whose light is baked into its mesh: a tiling texture times the vertex colour, then
// the camera's tone mapping and debanding exactly as the lit materials end. The bare table wood
// is drawn this way: the standard material's unlit path shades a pixel about as dearly as its
// lit one under a software renderer, this one nearly for nothing.
#import bevy_pbr::{mesh_view_bindings::view, forward_io::VertexOutput}
#ifdef TONEMAP_IN_SHADER
#import bevy_core_pipeline::tonemapping::{tone_mapping, screen_space_dither}
#import bevy_render::maths::powsafe
#endif

struct Baked {
    // xy: how many times the texture repeats across the mesh's UVs.
    uv_scale: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> baked: Baked;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var base_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var base_sampler: sampler;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    var color = textureSample(base_texture, base_sampler, in.uv * baked.uv_scale.xy);
#ifdef VERTEX_COLORS
    color = color * in.color;
#endif
#ifdef TONEMAP_IN_SHADER
    color = tone_mapping(color, view.color_grading);
#ifdef DEBAND_DITHER
    // As the lit materials do: dither in sRGB, back to linear for the sRGB target.
    var rgb = powsafe(color.rgb, 1.0 / 2.2);
    rgb += screen_space_dither(in.position.xy);
    color = vec4<f32>(powsafe(rgb, 2.2), color.a);
#endif
#endif
    return color;
}
