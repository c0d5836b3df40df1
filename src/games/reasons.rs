//! Why a match ended, in the player's language. The rules give their reason as a short English
//! phrase (also read by the engine and the references); this names each phrase's message.

use crate::i18n::{Msg, Words};

/// The message for the rules' reason `reason` ("3 moves without a removal"), or the phrase itself
/// where no message names it.
pub fn words(reason: &str) -> Words {
    let fixed = match reason {
        "resignation" => Some("reason-resignation"),
        "board full" => Some("reason-board-full"),
        "reduced to two men" => Some("reason-two-men"),
        "no legal move" => Some("reason-no-move"),
        "threefold repetition" => Some("reason-threefold"),
        "KO" => Some("reason-ko"),
        "KO R. D'Aversa" => Some("reason-ko-daversa"),
        "last token placed" => Some("reason-last-token"),
        "no token placed for too long" => Some("reason-idle"),
        "all pawns home" => Some("reason-all-home"),
        _ => None,
    };
    if let Some(id) = fixed {
        return Msg::new(id).into();
    }
    // The phrases with a number: "40 turns", "50 moves without a removal", "5-fold repetition",
    // "first to 12 points".
    let (number, rest) = match reason.strip_prefix("first to ") {
        Some(tail) => (
            tail.split(' ').next().unwrap_or(""),
            format!("first to # {}", tail.split_once(' ').map_or("", |t| t.1)),
        ),
        None => {
            let (n, tail) = reason.split_once([' ', '-']).unwrap_or((reason, ""));
            (n, format!("# {tail}"))
        }
    };
    let id = match rest.as_str() {
        "# turns" => "reason-turns",
        "# moves without a removal" => "reason-quiet",
        "# moves with both sides flying" => "reason-flying-quiet",
        "# fold repetition" => "reason-repetition",
        "first to # points" => "reason-first-to",
        _ => return reason.into(),
    };
    match number.parse::<u32>() {
        Ok(n) => Msg::new(id).with("n", n).into(),
        Err(_) => reason.into(),
    }
}
