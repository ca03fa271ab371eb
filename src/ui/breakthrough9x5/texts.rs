//! Freeling's 9x5 game's own words, in English and Dutch; what it says alike with Troyka's
//! Breakthrough is written once in [`white_black`].

use super::seat::seat;
use crate::rules::breakthrough9x5::{Position, Side, Square};
use crate::ui::game::white_black::{self, Pieces};
use crate::ui::i18n::{Bilingual, Lang};
use std::fmt::Display;

/// The game's stones.
const STONES: Pieces = Pieces {
    one: Bilingual {
        en: "stone",
        nl: "steen",
    },
    many: "stones",
};

/// Whose turn it is.
pub fn to_move(lang: Lang, mover: Side) -> String {
    let moves = Bilingual {
        en: "move a stack diagonally, or pass",
        nl: "verplaats een stapel schuin, of pas",
    };
    white_black::to_move(lang, seat(mover), moves)
}

/// How a game that `winner` won ended.
pub fn ending(lang: Lang, position: &Position, winner: Side) -> String {
    if position.reached_far_rank(winner) {
        white_black::reached_far_side(lang, seat(winner), STONES)
    } else {
        white_black::none_left(lang, seat(winner), STONES)
    }
}

/// How a drawn game ended.
pub fn repetition(lang: Lang) -> String {
    Bilingual {
        en: "Draw: the same position came up for the third time".to_string(),
        nl: "Remise: dezelfde stand kwam voor de derde keer voor".to_string(),
    }
    .get(lang)
}

/// The stones each side has lost.
pub fn captured(lang: Lang, white: u32, black: u32) -> String {
    let heading = Bilingual {
        en: "Stones lost",
        nl: "Stenen kwijt",
    };
    white_black::lost(lang, heading, white, black)
}

/// Why the stack on `from` may not move (or not to `to`), if there is a stack to speak of.
pub fn why_not(
    position: &Position,
    from: Square,
    to: Option<Square>,
    lang: Lang,
) -> Option<String> {
    let (owner, _) = position.stack_at(from)?;
    let stack = Bilingual {
        en: "stack",
        nl: "stapel",
    };
    let rule = Bilingual {
        en: "a stack moves diagonally over empty squares, stops on the first wall going forward, and cannot go forward from a wall.",
        nl: "een stapel gaat schuin over lege vakjes, stopt vooruit op de eerste muur en kan vanaf een muur niet vooruit.",
    };
    let sides = (seat(owner), seat(position.side()));
    Some(white_black::refusal(
        lang,
        stack,
        rule,
        sides,
        &from,
        to.as_ref().map(|to| to as &dyn Display),
    ))
}
