//! Freeling's 9x5 game's errors in Dutch (their English is their `Display`).

use crate::rules::breakthrough9x5::{ActionError, PositionError, SquareError};
use crate::ui::game::white_black::dutch;
use crate::ui::i18n::Explain;

impl Explain for SquareError {
    fn dutch(&self) -> String {
        dutch::square(&self.0, "e9")
    }
}

impl Explain for PositionError {
    fn dutch(&self) -> String {
        match self {
            PositionError::Fields(n) => dutch::fields(*n),
            PositionError::Side(text) => dutch::side(text),
            PositionError::Ranks(n) => {
                format!("het bord heeft 9 rijen, gescheiden door /; {n} gevonden")
            }
            PositionError::Token { rank, token } => {
                dutch::token((*rank).into(), token, "W, B, (WW), (BB)", 5)
            }
            PositionError::RankLength { rank, found } => {
                dutch::rank_length((*rank).into(), *found, 5)
            }
            PositionError::Capacity(square) => format!(
                "op {square} staan meer stenen dan mag (2 op de lijnen b tot d, 1 op a en e)"
            ),
            PositionError::BothWon => dutch::BOTH_WON.into(),
        }
    }
}

impl Explain for ActionError {
    fn dutch(&self) -> String {
        match self {
            ActionError::Form(text) => format!("'{text}' is geen zet (zoals b2-a1 of b2-a1:a1,a2) en geen pass"),
            ActionError::Square(error) => error.dutch(),
            ActionError::Illegal(text) => dutch::illegal(text),
            ActionError::Ambiguous(text) => format!(
                "{text} zet ontploffingen in gang waarvan de volgorde uitmaakt: noem ze, zoals {text}:a1,a2"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::breakthrough9x5::Square;
    use crate::ui::i18n::errors::assert_dutch;

    #[test]
    fn every_error_has_its_own_dutch_text() {
        let square = SquareError("f1".into());
        assert_dutch(std::slice::from_ref(&square));
        assert_dutch(&[
            PositionError::Fields(1),
            PositionError::Side("x".into()),
            PositionError::Ranks(8),
            PositionError::Token {
                rank: 1,
                token: "(W)".into(),
            },
            PositionError::RankLength { rank: 2, found: 6 },
            PositionError::Capacity(Square::new(0, 0).unwrap()),
            PositionError::BothWon,
        ]);
        assert_dutch(&[
            ActionError::Form("b2a1".into()),
            ActionError::Square(square),
            ActionError::Illegal("b2-b3".into()),
            ActionError::Ambiguous("b6-c7".into()),
        ]);
    }
}
