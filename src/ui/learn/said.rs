//! What the lesson's status line says, as facts: put into words in the language of the
//! moment, from the lesson being taken. Plain Rust.

use super::learning::{Learning, Stage};
use super::texts;
use crate::ui::i18n::Lang;

/// The lesson's status line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Said {
    /// The step as it stands: its goal, the refusal of a wrong turn, or its end.
    #[default]
    Standing,
    /// An accepted turn, and the opponent's reply (its actions).
    Replied(Vec<String>),
}

impl Said {
    /// The words in `lang` for `learning`.
    pub fn say(&self, lang: Lang, learning: &Learning) -> String {
        match (self, learning.stage()) {
            (Said::Replied(reply), Stage::Playing) => texts::replied(lang, learning, reply),
            _ => texts::standing(lang, learning),
        }
    }
}
