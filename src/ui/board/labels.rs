//! The board's words for screen readers: each piece's name, and each square's.

use super::geometry::Cell;
use super::pieces::Token;
use super::selection::{Target, TargetKind};
use crate::ui::i18n::{Lang, Text};

/// A piece's name, with its side.
pub fn token(lang: Lang, token: Token) -> &'static str {
    match token {
        Token::Flagship => Text::GoldFlagship.get(lang),
        Token::Escort => Text::GoldEscort.get(lang),
        Token::Ship => Text::SilverShip.get(lang),
        Token::White => Text::WhitePiece.get(lang),
        Token::Black => Text::BlackPiece.get(lang),
        Token::WhiteStone => Text::WhiteStone.get(lang),
        Token::BlackStone => Text::BlackStone.get(lang),
        Token::WhitePair => Text::WhitePair.get(lang),
        Token::BlackPair => Text::BlackPair.get(lang),
    }
}

/// The accessible name of a square: "f6, gold flagship", "e3, empty, move here".
pub fn square_label(
    lang: Lang,
    cell: Cell,
    on_it: Option<Token>,
    selected: bool,
    target: Option<Target>,
) -> String {
    let what = on_it.map_or(Text::Empty.get(lang), |t| token(lang, t));
    let mut label = format!("{cell}, {what}");
    if selected {
        label = format!("{label}, {}", Text::Selected.get(lang));
    }
    let action = match target.map(|t| t.kind) {
        Some(TargetKind::Capture) => Text::Capture,
        Some(TargetKind::Move) => Text::MoveHere,
        Some(TargetKind::Explosion) => Text::ExplodeHere,
        None => return label,
    };
    format!("{label}, {}", action.get(lang))
}
