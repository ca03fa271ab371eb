//! Breakthrough's own words, in English and Dutch; what it says alike with Freeling's game
//! is written once in [`white_black`].

use super::seat::seat;
use crate::rules::breakthrough::{Cell, Position, Side};
use crate::ui::game::white_black::{self, Pieces};
use crate::ui::i18n::{Bilingual, Lang};
use std::fmt::Display;

/// Breakthrough's pieces.
const PIECES: Pieces = Pieces {
    one: Bilingual {
        en: "piece",
        nl: "steen",
    },
    many: "pieces",
};

/// Whose turn it is.
pub fn to_move(lang: Lang, mover: Side) -> String {
    let moves = Bilingual {
        en: "one step forward, or capture diagonally",
        nl: "één stap vooruit, of schuin slaan",
    };
    white_black::to_move(lang, seat(mover), moves)
}

/// Whether `side` has a piece on its far rank.
fn reached_far_rank<const W: usize>(position: &Position<W>, side: Side) -> bool {
    let size = position.size();
    let rank = match side {
        Side::White => size.ranks() - 1,
        Side::Black => 0,
    };
    (0..size.files())
        .any(|file| Cell::new(file, rank).is_some_and(|cell| position.piece_at(cell) == Some(side)))
}

/// How a game that `winner` won ended.
pub fn ending<const W: usize>(lang: Lang, position: &Position<W>, winner: Side) -> String {
    if reached_far_rank(position, winner) {
        return white_black::reached_far_side(lang, seat(winner), PIECES);
    }
    if position.count(winner.opponent()) == 0 {
        return white_black::none_left(lang, seat(winner), PIECES);
    }
    let w = white_black::side(lang, seat(winner));
    let l = white_black::side(lang, seat(winner.opponent()));
    Bilingual {
        en: format!("{w} wins: {l} has no legal move"),
        nl: format!("{w} wint: {l} kan geen zet meer doen"),
    }
    .get(lang)
}

/// The pieces each side has lost.
pub fn captured(lang: Lang, white: u32, black: u32) -> String {
    let heading = Bilingual {
        en: "Captured",
        nl: "Geslagen",
    };
    white_black::lost(lang, heading, white, black)
}

/// Why the piece on `from` may not move (or not to `to`), if there is a piece to speak of.
pub fn why_not<const W: usize>(
    position: &Position<W>,
    from: Cell,
    to: Option<Cell>,
    lang: Lang,
) -> Option<String> {
    let owner = position.piece_at(from)?;
    let rule = Bilingual {
        en: "a piece steps one square forward, straight to an empty square or diagonally, capturing there.",
        nl: "een steen gaat één vakje vooruit, recht naar een leeg vakje of schuin, en slaat daar.",
    };
    let sides = (seat(owner), seat(position.side()));
    Some(white_black::refusal(
        lang,
        PIECES.one,
        rule,
        sides,
        &from,
        to.as_ref().map(|to| to as &dyn Display),
    ))
}
