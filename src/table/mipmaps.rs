//! Mipmaps for the textures the game loads. PNG files carry one level only, so a felt or a wood
//! grain seen at a slant was sampled at full size: shimmering, and (with anisotropic filtering
//! to hide it) the most expensive thing a software renderer drew. Each RGBA8 texture gets its
//! chain of halved levels when it loads, averaged in linear light for colour textures.

use bevy::prelude::*;
use bevy::render::render_resource::{TextureDimension, TextureFormat};

pub(super) fn plugin(app: &mut App) {
    // Headless apps load no images.
    if app.world().contains_resource::<Assets<Image>>() {
        app.add_systems(PostUpdate, add_mipmaps);
    }
}

fn add_mipmaps(mut events: MessageReader<AssetEvent<Image>>, mut images: ResMut<Assets<Image>>) {
    for event in events.read() {
        let AssetEvent::LoadedWithDependencies { id } = event else { continue };
        let Some(image) = images.get(*id) else { continue };
        let d = &image.texture_descriptor;
        let srgb = match d.format {
            TextureFormat::Rgba8UnormSrgb => true,
            TextureFormat::Rgba8Unorm => false,
            _ => continue,
        };
        if d.dimension != TextureDimension::D2 || d.size.depth_or_array_layers != 1 || d.mip_level_count != 1
        {
            continue;
        }
        let (w, h) = (d.size.width, d.size.height);
        let Some(data) = image.data.as_ref().filter(|data| data.len() == (w * h) as usize * 4) else {
            continue;
        };
        if w < 2 || h < 2 {
            continue;
        }
        let (chain, levels) = mip_chain(w, h, data, srgb);
        if let Some(mut image) = images.get_mut(*id) {
            image.data = Some(chain);
            image.texture_descriptor.mip_level_count = levels;
        }
    }
}

/// An RGBA8 image of `w`×`h` followed by its halved levels down to 1×1 (each level's side is
/// half the previous one's, rounded down, at least 1); returns the data and the level count.
pub fn mip_chain(w: u32, h: u32, data: &[u8], srgb: bool) -> (Vec<u8>, u32) {
    let to_linear: Vec<f32> = (0..256)
        .map(|v| {
            let c = v as f32 / 255.0;
            if !srgb {
                c
            } else if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        })
        .collect();
    let to_byte = |l: f32| -> u8 {
        let c = if !srgb {
            l
        } else if l <= 0.003_130_8 {
            l * 12.92
        } else {
            1.055 * l.powf(1.0 / 2.4) - 0.055
        };
        (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8
    };
    let mut out = data.to_vec();
    let (mut pw, mut ph, mut start) = (w as usize, h as usize, 0usize);
    let mut levels = 1;
    while pw > 1 || ph > 1 {
        let (nw, nh) = ((pw / 2).max(1), (ph / 2).max(1));
        let mut next = Vec::with_capacity(nw * nh * 4);
        for y in 0..nh {
            for x in 0..nw {
                let mut sum = [0.0f32; 4];
                let mut n = 0.0;
                for (sx, sy) in
                    [(2 * x, 2 * y), (2 * x + 1, 2 * y), (2 * x, 2 * y + 1), (2 * x + 1, 2 * y + 1)]
                {
                    if sx >= pw || sy >= ph {
                        continue;
                    }
                    let p = start + (sy * pw + sx) * 4;
                    for c in 0..3 {
                        sum[c] += to_linear[out[p + c] as usize];
                    }
                    sum[3] += out[p + 3] as f32 / 255.0;
                    n += 1.0;
                }
                for (c, s) in sum.iter().enumerate() {
                    let v = s / n;
                    next.push(if c < 3 { to_byte(v) } else { (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8 });
                }
            }
        }
        start = out.len();
        out.extend_from_slice(&next);
        (pw, ph) = (nw, nh);
        levels += 1;
    }
    (out, levels)
}
