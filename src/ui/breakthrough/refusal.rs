//! Why a press or drop on Breakthrough's board is not a legal move, in a few words.

use super::texts::side;
use crate::rules::breakthrough::{Cell, Position};
use crate::ui::i18n::{pick, Lang};

/// Why the piece on `from` may not move (or not to `to`), if there is a piece to speak of.
pub fn why_not<const W: usize>(
    position: &Position<W>,
    from: Cell,
    to: Option<Cell>,
    lang: Lang,
) -> Option<String> {
    let owner = position.piece_at(from)?;
    let mover = position.side();
    if owner != mover {
        let (owner, mover) = (side(lang, owner), side(lang, mover));
        return Some(pick(
            lang,
            format!("That piece is {owner}'s: {mover} is to move."),
            format!("Die steen is van {owner}: {mover} is aan zet."),
        ));
    }
    Some(match to {
        Some(to) => pick(
            lang,
            format!("{from} cannot go to {to}: a piece steps one square forward, straight to an empty square or diagonally, capturing there."),
            format!("{from} kan niet naar {to}: een steen gaat één vakje vooruit, recht naar een leeg vakje of schuin, en slaat daar."),
        ),
        None => pick(
            lang,
            format!("{from} cannot move now."),
            format!("{from} kan nu niet zetten."),
        ),
    })
}
