//! English and Dutch: the language (a value; the browser's picks the default, a setting
//! overrides it), the one form of a text ([`Bilingual`]), the catalogue of shared fixed
//! texts ([`Text`]) and errors in either language ([`Explain`]). It imports no other part
//! of the app: texts with values live beside what they speak of, a few shared ones in
//! [`messages`].

mod context;
pub mod errors;
pub mod messages;
mod texts;

pub use context::{tr, use_lang};
pub use errors::{Explain, Reason};
pub use texts::Text;

use serde::{Deserialize, Serialize};

/// A language of the app.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Dutch (Nederlands).
    Nl,
}

impl Lang {
    /// Both languages, in the order of the settings menu.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Nl];

    /// The language for a browser's list of preferred languages (BCP 47 tags, best first):
    /// the first one the app speaks, English if none.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// The language of a BCP 47 tag such as `nl-BE`, if the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    /// The language's BCP 47 code, for `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
        }
    }

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Nl => "Nederlands",
        }
    }
}

/// A text in English and Dutch, side by side: the one form every text of the app takes.
/// Fixed texts are `Bilingual<&'static str>` (the shared ones in the catalogue, [`Text`];
/// a game's own beside the game); texts with values are a `Bilingual<String>` of two
/// `format!`s, chosen by the facts first and read in the language of the moment last.
/// A third language would be a third field, which every text then has to give.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Bilingual<T = &'static str> {
    /// In English.
    pub en: T,
    /// In Dutch.
    pub nl: T,
}

impl<T> Bilingual<T> {
    /// The one in `lang`.
    pub fn get(self, lang: Lang) -> T {
        match lang {
            Lang::En => self.en,
            Lang::Nl => self.nl,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_language_picks_the_default() {
        assert_eq!(Lang::preferred(["nl-BE", "en"]), Lang::Nl);
        assert_eq!(Lang::preferred(["de-DE", "NL"]), Lang::Nl);
        assert_eq!(Lang::preferred(["fr", "en-GB"]), Lang::En);
        assert_eq!(Lang::preferred(["fr"]), Lang::En);
        assert_eq!(Lang::from_tag("nl_NL"), Some(Lang::Nl));
        assert_eq!(Lang::from_tag(""), None);
    }
}
