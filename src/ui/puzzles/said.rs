//! What the puzzle's status line says, as facts: put into words in the language of the
//! moment, with the sides named by the puzzle being solved. Plain Rust.

use super::solving::Solving;
use super::texts;
use crate::ui::i18n::Lang;

/// The puzzle's status line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Said {
    /// Nothing yet (no puzzle on the board).
    #[default]
    Nothing,
    /// The puzzle as it stands: its task, its solution shown, or its end.
    Standing,
    /// A right turn, and the opponent's reply (its actions).
    Right(Vec<String>),
    /// A wrong turn, and the opponent's answer to it once found.
    Wrong(Option<Vec<String>>),
    /// The right turn shown as arrows.
    Solution(Vec<String>),
    /// Solved; the new rating and its change if this try was rated.
    Solved(Option<(i32, i32)>),
}

impl Said {
    /// The words in `lang`, the sides named as in `solving`.
    pub fn say(&self, lang: Lang, solving: Option<&Solving>) -> String {
        let Some(solving) = solving else {
            return String::new();
        };
        let opponent = || solving.seat_name(solving.opponent(), lang);
        match self {
            Said::Nothing => String::new(),
            Said::Standing => texts::standing(lang, solving),
            Said::Right(reply) => texts::right(lang, opponent(), reply),
            Said::Wrong(refutation) => texts::wrong(lang, opponent(), refutation.as_deref()),
            Said::Solution(turn) => texts::solution(lang, turn, solving.mid_turn()),
            Said::Solved(rating) => texts::solved(lang, *rating),
        }
    }
}
