//! What the lesson's status line says, as facts: put into words in the language of the
//! moment, from the lesson being taken. Plain Rust.

use super::learning::{Learning, Stage};
use super::texts;
use crate::ui::i18n::{Lang, Text};

/// The lesson's status line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Said {
    /// The step as it stands: its goal, the refusal of a wrong turn, or its end.
    #[default]
    Standing,
    /// An accepted turn, and the opponent's reply (its actions).
    Replied(Vec<String>),
    /// A turn of the player's mistakes that is not the AI's, being searched.
    Checking,
    /// That turn, found to give away `0` points of winning chances: good enough.
    GoodEnough(u8),
    /// That turn, found to give away `lost` points (if the search scored it), and the
    /// opponent's answer to it.
    Refuted {
        /// The opponent's answer.
        turn: Vec<String>,
        /// The points given away.
        lost: Option<u8>,
    },
}

impl Said {
    /// The words in `lang` for `learning`.
    pub fn say(&self, lang: Lang, learning: &Learning) -> String {
        match (self, learning.stage()) {
            (Said::Replied(reply), Stage::Playing) => texts::replied(lang, learning, reply),
            (Said::Checking, Stage::Wrong) => Text::MistakeChecking.get(lang).to_string(),
            (Said::GoodEnough(lost), Stage::Done) => texts::good_enough(lang, *lost),
            (Said::Refuted { turn, lost }, Stage::Wrong) => {
                texts::refuted(lang, learning, turn, *lost)
            }
            _ => texts::standing(lang, learning),
        }
    }
}
