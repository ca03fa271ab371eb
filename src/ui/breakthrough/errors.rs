//! Breakthrough's errors in Dutch (their English is their `Display`).

use crate::rules::breakthrough::{MoveError, PositionError, SizeError, MAX_SIDE, MIN_SIDE};
use crate::ui::game::white_black::dutch;
use crate::ui::i18n::Explain;

impl Explain for SizeError {
    fn dutch(&self) -> String {
        format!(
            "een bord van {}x{} mag niet: rijen en lijnen zijn elk {MIN_SIDE} tot {MAX_SIDE}",
            self.ranks, self.files
        )
    }
}

impl Explain for PositionError {
    fn dutch(&self) -> String {
        match self {
            PositionError::Fields(n) => dutch::fields(*n),
            PositionError::Side(text) => dutch::side(text),
            PositionError::Token { rank, token } => {
                dutch::token(*rank, token, "W, B", MAX_SIDE.into())
            }
            PositionError::RankLength {
                rank,
                found,
                expected,
            } => dutch::rank_length(*rank, *found, *expected),
            PositionError::Size(error) => error.dutch(),
            PositionError::BothWon => dutch::BOTH_WON.into(),
        }
    }
}

impl Explain for MoveError {
    fn dutch(&self) -> String {
        match self {
            MoveError::Form(text) => format!("'{text}' is geen zet (zoals a2-a3 of a2xb3)"),
            MoveError::Square(text) => dutch::square(text, "p16"),
            MoveError::Illegal(text) => dutch::illegal(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    #[test]
    fn every_error_has_its_own_dutch_text() {
        let size = SizeError {
            ranks: 4,
            files: 20,
        };
        assert_dutch(&[size]);
        assert_dutch(&[
            PositionError::Fields(3),
            PositionError::Side("q".into()),
            PositionError::Token {
                rank: 2,
                token: "Q".into(),
            },
            PositionError::RankLength {
                rank: 3,
                found: 4,
                expected: 5,
            },
            PositionError::Size(size),
            PositionError::BothWon,
        ]);
        assert_dutch(&[
            MoveError::Form("a2a".into()),
            MoveError::Square("z9-a1".into()),
            MoveError::Illegal("a2-a4".into()),
        ]);
    }
}
