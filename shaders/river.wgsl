// The river of the Morfals board: shallow moving water over the printed riverbed of the middle
// column. Two layers of ripples drift down the column at different speeds and scales; where they
// cross, bright caustic lines glint. The quad lies a little above the board, so a figure standing
// in the river has its feet under the surface. A flow speed of 0 (reduced motion) stills it.
#import bevy_pbr::{mesh_view_bindings::globals, forward_io::VertexOutput}

struct River {
    // Linear colour of the water; alpha is its opacity at the middle of the stream.
    color: vec4<f32>,
    // x: flow speed (0 = still), y: length of the quad over its width (ripples stay round),
    // z: strength of the glints, w: unused.
    params: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> river: River;

fn hash(p: vec2<f32>) -> f32 {
    return fract(sin(dot(p, vec2<f32>(127.1, 311.7))) * 43758.5453);
}

fn noise(p: vec2<f32>) -> f32 {
    let i = floor(p);
    let f = fract(p);
    let u = f * f * (3.0 - 2.0 * f);
    return mix(mix(hash(i), hash(i + vec2<f32>(1.0, 0.0)), u.x),
               mix(hash(i + vec2<f32>(0.0, 1.0)), hash(i + vec2<f32>(1.0, 1.0)), u.x), u.y);
}

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let t = globals.time * river.params.x;
    // Across the stream 0..1, along it 0..length.
    let p = vec2<f32>(in.uv.x, in.uv.y * river.params.y);
    let a = noise(p * vec2<f32>(6.0, 3.0) + vec2<f32>(0.0, -t * 0.9));
    let b = noise(p * vec2<f32>(11.0, 5.0) + vec2<f32>(3.7, -t * 1.6));
    let ripple = a * 0.6 + b * 0.4;
    // Thin bright lines where the ripple crosses the middle of its range.
    let glint = pow(1.0 - abs(ripple - 0.5) * 2.0, 12.0) * river.params.z;
    // Deeper (more opaque) in the middle, fading at the banks.
    let bank = smoothstep(0.0, 0.18, in.uv.x) * smoothstep(1.0, 0.82, in.uv.x);
    let depth = 0.55 + 0.45 * bank;
    let colour = river.color.rgb * (0.85 + 0.3 * ripple) + vec3<f32>(glint);
    let alpha = clamp(river.color.a * depth * (0.8 + 0.4 * ripple) + glint * 0.5, 0.0, 1.0);
    return vec4<f32>(colour, alpha);
}
