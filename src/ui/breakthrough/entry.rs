//! Troyka's Breakthrough as the app offers it: its words, its rules and its board choices.

use super::new_game_form::SizeForm;
use super::table::BreakthroughTable;
use crate::rules::breakthrough::{Position, Side, Size};
use crate::ui::game::{white_black, AppGame, GameTexts, Table};
use crate::ui::i18n::Bilingual;

/// Breakthrough as the app offers it.
pub struct Breakthrough;

/// Breakthrough's names, rules and sides.
const TEXTS: GameTexts = GameTexts {
    name: "Breakthrough",
    choice: "Breakthrough (Troyka, 2000)",
    title: Bilingual {
        en: "Breakthrough: the board game",
        nl: "Breakthrough: het bordspel",
    },
    description: Bilingual {
        en: "Play Dan Troyka's Breakthrough on any board from 5×5 to 16×16 against a strong AI or a friend, in your browser.",
        nl: "Speel Dan Troyka's Breakthrough op elk bord van 5×5 tot 16×16 tegen een sterke computer of een vriend, in uw browser.",
    },
    about: Bilingual {
        en: "Dan Troyka's race of pawns: step forward, capture diagonally, and be first to reach the far side. Any board from 5×5 to 16×16.",
        nl: "Dan Troyka's race van pionnen: stap vooruit, sla schuin, en bereik als eerste de overkant. Elk bord van 5×5 tot 16×16.",
    },
    seats: white_black::SEATS,
};

impl AppGame for Breakthrough {
    type Position = Position<4>;
    const TEXTS: &'static GameTexts = &TEXTS;
    type Form = SizeForm;

    fn standard() -> Box<dyn Table> {
        Box::new(BreakthroughTable::new(Size::STANDARD, Side::White))
    }
}
