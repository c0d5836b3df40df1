// A soft, pulsing glow over a board square or point: a bright rounded rim fading inwards, drawn
// with alpha blending on a quad just above the board. Used for legal squares and points, the
// focused one, and scoring lines and mills.
#import bevy_pbr::{mesh_view_bindings::globals, forward_io::VertexOutput}

struct Glow {
    // Linear colour; alpha scales the whole effect.
    color: vec4<f32>,
    // x: pulse speed (radians per second, 0 = steady), y: rim strength, z: fill strength,
    // w: corner radius (0.1: a rounded square; 0.9: a circle).
    params: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> glow: Glow;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let p = in.uv * 2.0 - 1.0;
    // Signed distance to a rounded square a little inside the quad (negative inside).
    let r = clamp(glow.params.w, 0.10, 0.90);
    let q = abs(p) - vec2<f32>(0.90 - r);
    let d = length(max(q, vec2<f32>(0.0))) + min(max(q.x, q.y), 0.0) - r;
    let rim = exp(-abs(d) * 16.0);
    let fill = smoothstep(0.05, -0.25, d);
    let pulse = 0.72 + 0.28 * sin(globals.time * glow.params.x);
    let a = clamp((rim * glow.params.y + fill * glow.params.z) * pulse * glow.color.a, 0.0, 1.0);
    return vec4<f32>(glow.color.rgb * (1.0 + 1.5 * rim), a);
}
