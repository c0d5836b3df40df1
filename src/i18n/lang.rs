//! The languages the game speaks, their message bundles and the system's language.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::LazyLock;

/// A language of the interface. Every message exists in every one of them (a test checks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "nl")]
    Nl,
    #[serde(rename = "pt")]
    Pt,
    #[serde(rename = "af")]
    Af,
    #[serde(rename = "mt")]
    Mt,
}

/// The message files of each language, one per part of the game (`assets/i18n/<lang>/`). They are
/// compiled in: messages must be there on the first frame, on every platform.
macro_rules! files {
    ($lang:literal) => {
        [
            ("menus.ftl", include_str!(concat!("../../assets/i18n/", $lang, "/menus.ftl"))),
            ("table.ftl", include_str!(concat!("../../assets/i18n/", $lang, "/table.ftl"))),
            ("morpyam.ftl", include_str!(concat!("../../assets/i18n/", $lang, "/morpyam.ftl"))),
            ("sorry.ftl", include_str!(concat!("../../assets/i18n/", $lang, "/sorry.ftl"))),
            ("morris.ftl", include_str!(concat!("../../assets/i18n/", $lang, "/morris.ftl"))),
            ("morfals.ftl", include_str!(concat!("../../assets/i18n/", $lang, "/morfals.ftl"))),
            ("online.ftl", include_str!(concat!("../../assets/i18n/", $lang, "/online.ftl"))),
            ("learn.ftl", include_str!(concat!("../../assets/i18n/", $lang, "/learn.ftl"))),
        ]
    };
}

impl Lang {
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Fr, Lang::Nl, Lang::Pt, Lang::Af, Lang::Mt];

    /// The language's code ("fr"), as in BCP 47 and the message folders.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Nl => "nl",
            Lang::Pt => "pt",
            Lang::Af => "af",
            Lang::Mt => "mt",
        }
    }

    /// The language's name in itself, as the settings menu offers it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Nl => "Nederlands",
            Lang::Pt => "Português",
            Lang::Af => "Afrikaans",
            Lang::Mt => "Malti",
        }
    }

    /// The language of a tag such as "fr-BE", "pt_BR.UTF-8" or "NL".
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first language of the system's (or the browser page's) list that the game speaks,
    /// else English.
    pub fn system() -> Lang {
        static SYSTEM: LazyLock<Lang> =
            LazyLock::new(|| sys_locale::get_locales().find_map(|t| Lang::from_tag(&t)).unwrap_or_default());
        *SYSTEM
    }

    /// The one after this in the settings menu's order (`step` −1 goes back).
    pub fn cycled(self, step: i8) -> Lang {
        let i = Lang::ALL.iter().position(|l| *l == self).unwrap_or(0) as i32;
        Lang::ALL[(i + step as i32).rem_euclid(Lang::ALL.len() as i32) as usize]
    }

    /// The raw message files of this language: (file name, text).
    pub fn sources(self) -> [(&'static str, &'static str); 8] {
        match self {
            Lang::En => files!("en"),
            Lang::Fr => files!("fr"),
            Lang::Nl => files!("nl"),
            Lang::Pt => files!("pt"),
            Lang::Af => files!("af"),
            Lang::Mt => files!("mt"),
        }
    }

    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: LazyLock<HashMap<Lang, FluentBundle<FluentResource>>> =
            LazyLock::new(|| Lang::ALL.into_iter().map(|l| (l, l.build())).collect());
        &BUNDLES[&self]
    }

    /// The bundle of this language's files. A file that does not parse loses only its broken
    /// entries (the rest is kept and the error logged): the message falls back to English.
    fn build(self) -> FluentBundle<FluentResource> {
        let tag = self.code().parse().expect("language codes are valid tags");
        let mut bundle = FluentBundle::new_concurrent(vec![tag]);
        // No Unicode isolation marks around arguments: the fonts have no glyph for them and every
        // language here is written left to right.
        bundle.set_use_isolating(false);
        for (file, text) in self.sources() {
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(resource, errors)| {
                for e in errors {
                    bevy::log::error!("i18n/{}/{file}: {e:?}", self.code());
                }
                resource
            });
            if let Err(errors) = bundle.add_resource(resource) {
                for e in errors {
                    bevy::log::error!("i18n/{}/{file}: {e:?}", self.code());
                }
            }
        }
        bundle
    }

    /// Whether this language has the message `id`.
    pub fn has(self, id: &str) -> bool {
        self.bundle().has_message(id)
    }

    /// The message `id` with `args`, in this language, else in English, else the id itself (a
    /// test makes sure every id the game uses exists).
    pub fn format(self, id: &str, args: Option<&FluentArgs>) -> String {
        for lang in [self, Lang::En] {
            let bundle = lang.bundle();
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, args, &mut errors);
                if !errors.is_empty() {
                    bevy::log::warn!("i18n/{}: {id}: {errors:?}", lang.code());
                }
                return text.into_owned();
            }
        }
        id.to_string()
    }

    /// The message `id` in this language only, with the errors Fluent met (an unknown variable,
    /// a missing message it refers to); for the checks.
    pub fn try_format(self, id: &str, args: Option<&FluentArgs>) -> Result<String, String> {
        let bundle = self.bundle();
        let pattern = bundle
            .get_message(id)
            .and_then(|m| m.value())
            .ok_or_else(|| format!("{}: no message {id}", self.code()))?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors).into_owned();
        if errors.is_empty() { Ok(text) } else { Err(format!("{}: {id}: {errors:?}", self.code())) }
    }

    /// The message `id` without arguments.
    pub fn t(self, id: &str) -> String {
        self.format(id, None)
    }
}

/// One message of a language's files, as the checks read it.
#[derive(Debug, Clone)]
pub struct Entry {
    pub file: &'static str,
    pub id: String,
    /// The variables its text uses (`$name`).
    pub variables: std::collections::BTreeSet<String>,
}

impl Lang {
    /// Every message of this language's files, or the syntax errors (file and text) that keep some
    /// out.
    pub fn entries(self) -> Result<Vec<Entry>, Vec<String>> {
        use fluent_syntax::ast;
        fn pattern(p: &ast::Pattern<&str>, out: &mut std::collections::BTreeSet<String>) {
            for element in &p.elements {
                if let ast::PatternElement::Placeable { expression } = element {
                    expr(expression, out);
                }
            }
        }
        fn expr(e: &ast::Expression<&str>, out: &mut std::collections::BTreeSet<String>) {
            match e {
                ast::Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for v in variants {
                        pattern(&v.value, out);
                    }
                }
                ast::Expression::Inline(i) => inline(i, out),
            }
        }
        fn inline(i: &ast::InlineExpression<&str>, out: &mut std::collections::BTreeSet<String>) {
            match i {
                ast::InlineExpression::VariableReference { id } => {
                    out.insert(id.name.to_string());
                }
                ast::InlineExpression::Placeable { expression } => expr(expression, out),
                _ => {}
            }
        }
        let mut entries = Vec::new();
        let mut errors = Vec::new();
        for (file, text) in self.sources() {
            let resource = match fluent_syntax::parser::parse(text) {
                Ok(r) => r,
                Err((r, errs)) => {
                    for e in errs {
                        let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
                        errors.push(format!("i18n/{}/{file}:{line}: {:?}", self.code(), e.kind));
                    }
                    r
                }
            };
            for entry in resource.body {
                if let ast::Entry::Message(m) = entry {
                    let mut variables = Default::default();
                    if let Some(v) = &m.value {
                        pattern(v, &mut variables);
                    }
                    entries.push(Entry { file, id: m.id.name.to_string(), variables });
                }
            }
        }
        if errors.is_empty() { Ok(entries) } else { Err(errors) }
    }
}
