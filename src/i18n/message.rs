//! A message to show: its id and arguments, turned into text in the language of the moment.
//! Text on screen keeps its message (`Words`), so that a change of language re-labels it.

use super::lang::Lang;
use bevy::prelude::*;
use fluent_bundle::{FluentArgs, FluentValue};
use std::borrow::Cow;

/// What sets the arguments every message may use ([`super::GLOBAL_ARGS`]: the device and the
/// keys the player uses), in `lang`. The player's keys (`keys.rs`) are one; the names they set
/// are messages themselves, which is why this side names only the trait.
pub trait GlobalArgs {
    fn set(&self, lang: Lang, args: &mut FluentArgs);
}

/// A message id with its arguments ("seat-to-play" with name = "Red").
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument: text as it is, a number (Fluent picks plural forms from it), or another message
/// put in the same language ("Red" as a seat's name).
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Text(String),
    Num(f64),
    Msg(Msg),
}

impl Msg {
    pub fn new(id: impl Into<Cow<'static, str>>) -> Self {
        Self { id: id.into(), args: Vec::new() }
    }

    /// This message with the argument `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// The message in `lang`, naming the player's `keys`: every message (and every message it
    /// refers to) gets the arguments of [`super::GLOBAL_ARGS`].
    pub fn text_for(&self, lang: Lang, keys: &dyn GlobalArgs) -> String {
        self.format(lang, Some(keys))
    }

    /// The message in `lang`, with the global arguments when `keys` are given (the names of the
    /// keys themselves have none).
    fn format(&self, lang: Lang, keys: Option<&dyn GlobalArgs>) -> String {
        let mut args = FluentArgs::new();
        if let Some(keys) = keys {
            keys.set(lang, &mut args);
        }
        for (name, value) in &self.args {
            let value: FluentValue = match value {
                Arg::Text(s) => s.clone().into(),
                Arg::Num(n) => (*n).into(),
                Arg::Msg(m) => m.format(lang, keys).into(),
            };
            args.set(*name, value);
        }
        lang.format(&self.id, Some(&args))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<Words> for Arg {
    fn from(w: Words) -> Self {
        match w {
            Words::Msg(m) => Arg::Msg(m),
            Words::Plain(s) => Arg::Text(s),
        }
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Self {
        Arg::Msg(m)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Num(n as f64)
            }
        }
    )*};
}
number_args!(i8, i16, i32, i64, u8, u16, u32, u64, usize, f32, f64);

/// What a text shows: a message, re-labelled whenever the language changes, or text as it is
/// (a player's file path, a number). Spawn it beside `Text`; the text follows it.
#[derive(Component, Debug, Clone, PartialEq)]
pub enum Words {
    Msg(Msg),
    Plain(String),
}

impl Words {
    pub fn text_for(&self, lang: Lang, keys: &dyn GlobalArgs) -> String {
        match self {
            Words::Msg(m) => m.text_for(lang, keys),
            Words::Plain(s) => s.clone(),
        }
    }

    /// The words without the global arguments: a key's own name.
    pub(super) fn bare_text(&self, lang: Lang) -> String {
        match self {
            Words::Msg(m) => m.format(lang, None),
            Words::Plain(s) => s.clone(),
        }
    }
}

impl Default for Words {
    fn default() -> Self {
        Words::Plain(String::new())
    }
}

impl From<Msg> for Words {
    fn from(m: Msg) -> Self {
        Words::Msg(m)
    }
}

impl From<&str> for Words {
    fn from(s: &str) -> Self {
        Words::Plain(s.to_string())
    }
}

impl From<String> for Words {
    fn from(s: String) -> Self {
        Words::Plain(s)
    }
}

impl From<&String> for Words {
    fn from(s: &String) -> Self {
        Words::Plain(s.clone())
    }
}

/// "Red", "Red and Blue", "Red, Blue and Green", in the language of the moment.
pub fn and_list(mut items: Vec<Msg>) -> Msg {
    let Some(last) = items.pop() else { return Msg::new("list-none") };
    let Some(first) = items.first().cloned() else { return last };
    let head = items.into_iter().skip(1).fold(first, |a, b| Msg::new("list-comma").with("a", a).with("b", b));
    Msg::new("list-and").with("a", head).with("b", last)
}
