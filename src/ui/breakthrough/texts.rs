//! Breakthrough's own texts, in English and Dutch.

use crate::rules::breakthrough::{Cell, Position, Side};
use crate::ui::i18n::{pick, Lang, Text};

/// A side's name.
pub fn side(lang: Lang, side: Side) -> &'static str {
    match side {
        Side::White => Text::White.get(lang),
        Side::Black => Text::Black.get(lang),
    }
}

/// Whose turn it is.
pub fn to_move(lang: Lang, mover: Side) -> String {
    let who = side(lang, mover);
    pick(
        lang,
        format!("{who} to move: one step forward, or capture diagonally"),
        format!("{who} aan zet: één stap vooruit, of schuin slaan"),
    )
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
    let (w, l) = (side(lang, winner), side(lang, winner.opponent()));
    if reached_far_rank(position, winner) {
        pick(
            lang,
            format!("{w} wins: a piece reached the far side"),
            format!("{w} wint: een steen heeft de overkant bereikt"),
        )
    } else if position.count(winner.opponent()) == 0 {
        pick(
            lang,
            format!("{w} wins: {l} has no pieces left"),
            format!("{w} wint: {l} heeft geen stenen meer"),
        )
    } else {
        pick(
            lang,
            format!("{w} wins: {l} has no legal move"),
            format!("{w} wint: {l} kan geen zet meer doen"),
        )
    }
}

/// The pieces each side has lost.
pub fn captured(lang: Lang, white: u32, black: u32) -> String {
    pick(
        lang,
        format!("Captured: {white} white, {black} black"),
        format!("Geslagen: {white} wit, {black} zwart"),
    )
}
