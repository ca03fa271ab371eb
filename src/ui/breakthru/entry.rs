//! Breakthru as the app offers it: its words, its rules, its start choices and its records.

use super::new_game_form::StartForm;
use super::table::{self, BreakthruTable};
use crate::rules::breakthru::Position;
use crate::ui::game::record_text;
use crate::ui::game::Explained;
use crate::ui::game::{AppGame, GameTexts, SeatWords, Table};
use crate::ui::i18n::Bilingual;

/// Breakthru as the app offers it.
pub struct Breakthru;

/// Breakthru's names, rules and sides.
const TEXTS: GameTexts = GameTexts {
    name: "Breakthru",
    choice: "Breakthru (3M, 1965)",
    title: Bilingual {
        en: "Breakthru: the board game",
        nl: "Breakthru: het bordspel",
    },
    description: Bilingual {
        en: "Play Alex Randolph's 1965 board game Breakthru against a strong AI or a friend, in your browser.",
        nl: "Speel Alex Randolphs bordspel Breakthru uit 1965 tegen een sterke computer of een vriend, in uw browser.",
    },
    about: Bilingual {
        en: "Alex Randolph's naval battle: the gold flagship and its escorts try to break out, the silver fleet hunts it. Two moves a turn.",
        nl: "Alex Randolphs zeeslag: het gouden vlaggeschip en zijn escorte proberen uit te breken, de zilveren vloot jaagt erop. Twee zetten per beurt.",
    },
    seats: [
        SeatWords {
            name: Bilingual {
                en: "Gold",
                nl: "Goud",
            },
            test_id: "gold-player",
        },
        SeatWords {
            name: Bilingual {
                en: "Silver",
                nl: "Zilver",
            },
            test_id: "silver-player",
        },
    ],
};

impl AppGame for Breakthru {
    type Position = Position;
    const TEXTS: &'static GameTexts = &TEXTS;
    type Form = StartForm;

    fn standard() -> Box<dyn Table> {
        Box::new(BreakthruTable::starting(Position::standard()))
    }

    /// Breakthru's records may leave out the `[Game]` line, and keep their own form.
    fn import(text: &str) -> Result<Box<dyn Table>, Explained> {
        let table = table::import(&record_text::without_game_line(text))?;
        Ok(Box::new(table))
    }
}
