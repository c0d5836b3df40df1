//! The glows of the Morfals board: the materials the board, the controls and the presenter light
//! squares and figures with.

use crate::table::glow::GlowMaterial;
use bevy::prelude::*;

/// The glows of the board: the squares a figure may take, the focused one, the lit column.
#[derive(Resource, Clone)]
pub struct Glows {
    pub square_mesh: Handle<Mesh>,
    pub legal: Handle<GlowMaterial>,
    pub focused: Handle<GlowMaterial>,
    /// The square of a hint (the hard player's choice).
    pub hint: Handle<GlowMaterial>,
    pub column: Handle<GlowMaterial>,
    /// A figure about to be eaten, and the two that close its sandwich.
    pub eaten: Handle<GlowMaterial>,
    pub closing: Handle<GlowMaterial>,
    /// A river figure inside a sandwich: it stays.
    pub safe: Handle<GlowMaterial>,
}
