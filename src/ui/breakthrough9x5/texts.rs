//! Freeling's 9x5 game's own texts, in English and Dutch.

use crate::rules::breakthrough9x5::{Position, Side, Square};
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
        format!("{who} to move: move a stack diagonally, or pass"),
        format!("{who} aan zet: verplaats een stapel schuin, of pas"),
    )
}

/// How a game that `winner` won ended.
pub fn ending(lang: Lang, position: &Position, winner: Side) -> String {
    let (w, l) = (side(lang, winner), side(lang, winner.opponent()));
    if position.reached_far_rank(winner) {
        pick(
            lang,
            format!("{w} wins: a stone reached the far side"),
            format!("{w} wint: een steen heeft de overkant bereikt"),
        )
    } else {
        pick(
            lang,
            format!("{w} wins: {l} has no stones left"),
            format!("{w} wint: {l} heeft geen stenen meer"),
        )
    }
}

/// How a drawn game ended.
pub fn repetition(lang: Lang) -> String {
    pick(
        lang,
        "Draw: the same position came up for the third time".to_string(),
        "Remise: dezelfde stand kwam voor de derde keer voor".to_string(),
    )
}

/// The stones each side has lost.
pub fn captured(lang: Lang, white: u32, black: u32) -> String {
    pick(
        lang,
        format!("Stones lost: {white} white, {black} black"),
        format!("Stenen kwijt: {white} wit, {black} zwart"),
    )
}

/// Why the stack on `from` may not move (or not to `to`), if there is a stack to speak of.
pub fn why_not(
    position: &Position,
    from: Square,
    to: Option<Square>,
    lang: Lang,
) -> Option<String> {
    let (owner, _) = position.stack_at(from)?;
    let mover = position.side();
    if owner != mover {
        let (owner, mover) = (side(lang, owner), side(lang, mover));
        return Some(pick(
            lang,
            format!("That stack is {owner}'s: {mover} is to move."),
            format!("Die stapel is van {owner}: {mover} is aan zet."),
        ));
    }
    Some(match to {
        Some(to) => pick(
            lang,
            format!("{from} cannot go to {to}: a stack moves diagonally over empty squares, stops on the first wall going forward, and cannot go forward from a wall."),
            format!("{from} kan niet naar {to}: een stapel gaat schuin over lege vakjes, stopt vooruit op de eerste muur en kan vanaf een muur niet vooruit."),
        ),
        None => pick(lang, format!("{from} cannot move now."), format!("{from} kan nu niet zetten.")),
    })
}
