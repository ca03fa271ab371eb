//! Errors that people can read in English and Dutch: English is the error's own `Display`
//! (the rules and the engine speak English), and each error's Dutch is written beside it,
//! in the folder of the app that shows it.

use super::{Bilingual, Lang};
use std::fmt::Display;

/// Why something could not be done, kept as the error itself: it says its own words in
/// the language of the moment.
pub type Reason = std::sync::Arc<dyn Explain + Send + Sync>;

/// An error that people can read in either language.
pub trait Explain: Display {
    /// The Dutch text.
    fn dutch(&self) -> String;

    /// The text in `lang`.
    fn explain(&self, lang: Lang) -> String
    where
        Self: Sized,
    {
        explain(self, lang)
    }
}

/// The text of `error` in `lang`, read as every text is, from a [`Bilingual`] (one
/// function for every error: a smaller download).
pub fn explain(error: &dyn Explain, lang: Lang) -> String {
    Bilingual {
        en: error.to_string(),
        nl: error.dutch(),
    }
    .get(lang)
}

/// Words of the English texts that no Dutch text has (inputs in the samples avoid them).
#[cfg(test)]
const ENGLISH_WORDS: [&str; 12] = [
    " the ", " not ", "cannot", " must ", " has ", "found", "square", "action", "position",
    "piece", "silver", "escort ",
];

/// Checks that each of `errors` has its own Dutch text, with no English words left in it.
#[cfg(test)]
pub fn assert_dutch<E: Explain>(errors: &[E]) {
    for error in errors {
        let (en, nl) = (error.explain(Lang::En), error.explain(Lang::Nl));
        assert_eq!(en, error.to_string());
        assert!(!nl.trim().is_empty(), "{en}");
        assert_ne!(nl, en);
        for word in ENGLISH_WORDS {
            assert!(!nl.to_lowercase().contains(word), "{word:?} in {nl:?}");
        }
    }
}
