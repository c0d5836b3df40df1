//! Materials whose WGSL is compiled into the program: the table's baked wood, the glows and the
//! river each register theirs through [`add_embedded_material`].

use bevy::prelude::*;

/// Add a material whose WGSL is compiled into the program (`source`, named `path` in errors)
/// under `handle`. Headless apps have no renderer: the material is then only an asset type.
pub fn add_embedded_material<M: Material>(
    app: &mut App,
    handle: Handle<Shader>,
    source: &'static str,
    path: &'static str,
) where
    M::Data: PartialEq + Eq + std::hash::Hash + Clone,
{
    if let Some(mut shaders) = app.world_mut().get_resource_mut::<Assets<Shader>>() {
        let _ = shaders.insert(handle.id(), Shader::from_wgsl(source, path));
        app.add_plugins(MaterialPlugin::<M>::default());
    } else {
        app.init_asset::<M>();
    }
}
