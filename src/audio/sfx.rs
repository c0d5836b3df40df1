//! The sound effects by name, and their loaded handles: the game asks for an [`Sfx`], the audio
//! plugin plays one of its files.

use bevy::prelude::*;
use bevy_kira_audio::AudioSource;

/// A sound effect; each maps to one file (or a few variants) under `assets/audio/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sfx {
    UiMove,
    UiConfirm,
    UiBack,
    Error,
    DiceShake,
    DiceHit,
    TokenLift,
    TokenPlace,
    CardDraw,
    PawnBump,
    Slide,
    Mill,
    Capture,
    TurnChime,
    Ko,
    Win,
    Lose,
}

impl Sfx {
    pub const ALL: [Sfx; 17] = [
        Sfx::UiMove,
        Sfx::UiConfirm,
        Sfx::UiBack,
        Sfx::Error,
        Sfx::DiceShake,
        Sfx::DiceHit,
        Sfx::TokenLift,
        Sfx::TokenPlace,
        Sfx::CardDraw,
        Sfx::PawnBump,
        Sfx::Slide,
        Sfx::Mill,
        Sfx::Capture,
        Sfx::TurnChime,
        Sfx::Ko,
        Sfx::Win,
        Sfx::Lose,
    ];

    /// Whether the menus play it (the title and setup screens): in the browser only these are
    /// loaded before the title, the table's effects after it.
    pub fn menu(self) -> bool {
        matches!(self, Sfx::UiMove | Sfx::UiConfirm | Sfx::UiBack | Sfx::Error)
    }

    /// The files of this effect (several for the dice, picked at random so repeats sound alive).
    pub fn files(self) -> &'static [&'static str] {
        match self {
            Sfx::UiMove => &["audio/ui_move.ogg"],
            Sfx::UiConfirm => &["audio/ui_confirm.ogg"],
            Sfx::UiBack => &["audio/ui_back.ogg"],
            Sfx::Error => &["audio/error.ogg"],
            Sfx::DiceShake => &["audio/dice_shake.ogg"],
            Sfx::DiceHit => &[
                "audio/dice_hit_1.ogg",
                "audio/dice_hit_2.ogg",
                "audio/dice_hit_3.ogg",
                "audio/dice_hit_4.ogg",
            ],
            Sfx::TokenLift => &["audio/token_lift.ogg"],
            Sfx::TokenPlace => &["audio/token_place.ogg"],
            Sfx::CardDraw => &["audio/card_draw.ogg"],
            Sfx::PawnBump => &["audio/pawn_bump.ogg"],
            Sfx::Slide => &["audio/slide.ogg"],
            Sfx::Mill => &["audio/mill.ogg"],
            Sfx::Capture => &["audio/capture.ogg"],
            Sfx::TurnChime => &["audio/turn_chime.ogg"],
            Sfx::Ko => &["audio/ko.ogg"],
            Sfx::Win => &["audio/win.ogg"],
            Sfx::Lose => &["audio/lose.ogg"],
        }
    }
}

/// Loaded sound handles, by effect.
#[derive(Resource, Clone, Default)]
pub struct Sounds {
    pub effects: Vec<(Sfx, Vec<Handle<AudioSource>>)>,
    pub music: Handle<AudioSource>,
}

impl Sounds {
    pub fn effect(&self, sfx: Sfx) -> &[Handle<AudioSource>] {
        self.effects.iter().find(|(s, _)| *s == sfx).map(|(_, h)| h.as_slice()).unwrap_or(&[])
    }
}
