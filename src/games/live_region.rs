//! For screen readers in the browser: the page's `aria-live` region (`#live`, hidden from
//! sight) says the turn banner and the log's last line as they change, in the player's language.

use super::present::{Banner, TableLog};
use crate::i18n::Lang;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    #[cfg(target_arch = "wasm32")]
    app.add_systems(PostUpdate, mirror);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = app;
}

/// What the region says now: the banner, then the log's last line when it says something else.
pub fn spoken(banner: &Banner, log: &TableLog, lang: Lang) -> String {
    let banner = banner.text.as_ref().map(|m| m.text(lang));
    let last = log.0.back().map(|m| m.text(lang));
    match (banner, last) {
        (Some(b), Some(l)) if b != l => format!("{b}. {l}"),
        (Some(b), _) => b,
        (None, Some(l)) => l,
        (None, None) => String::new(),
    }
}

#[cfg(target_arch = "wasm32")]
fn mirror(
    banner: Res<Banner>,
    log: Res<TableLog>,
    language: Res<crate::i18n::Language>,
    mut said: Local<String>,
) {
    if !(banner.is_changed() || log.is_changed() || language.is_changed()) {
        return;
    }
    let text = spoken(&banner, &log, language.0);
    if *said == text {
        return;
    }
    if let Some(region) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("live"))
    {
        region.set_text_content(Some(&text));
    }
    *said = text;
}
