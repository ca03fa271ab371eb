//! Freeling's 9x5 Breakthrough as the app offers it: its words and its rules (it has one
//! start).

use super::table::Breakthrough9x5Table;
use crate::rules::breakthrough9x5::Position;
use crate::ui::game::new_game::StandardStart;
use crate::ui::game::{white_black, AppGame, GameTexts, Table};
use crate::ui::i18n::Bilingual;

/// Freeling's 9x5 Breakthrough as the app offers it.
pub struct Breakthrough9x5;

/// The 9x5 game's names, rules and sides.
const TEXTS: GameTexts = GameTexts {
    name: "Breakthrough 9×5",
    choice: "Breakthrough 9×5 (Freeling, 1984)",
    title: Bilingual {
        en: "Breakthrough 9×5: the board game",
        nl: "Breakthrough 9×5: het bordspel",
    },
    description: Bilingual {
        en: "Play Christian Freeling's Breakthrough 9×5, with stacks, walls and explosions, against a strong AI or a friend, in your browser.",
        nl: "Speel Christian Freelings Breakthrough 9×5, met stapels, muren en ontploffingen, tegen een sterke computer of een vriend, in uw browser.",
    },
    about: Bilingual {
        en: "Christian Freeling's stacks on a 9×5 board: move diagonally, walls stop you, overfull squares explode forward and sideways. Be first to the far side.",
        nl: "Christian Freelings stapels op een bord van 9×5: zet schuin, muren houden u tegen, te volle vakjes ontploffen vooruit en opzij. Wees als eerste aan de overkant.",
    },
    seats: white_black::SEATS,
};

impl AppGame for Breakthrough9x5 {
    type Position = Position;
    const TEXTS: &'static GameTexts = &TEXTS;
    type Form = StandardStart<Breakthrough9x5>;

    fn standard() -> Box<dyn Table> {
        Box::new(Breakthrough9x5Table::starting(Position::start()))
    }
}
