//! Breakthrough's errors in Dutch (their English is their `Display`).

use crate::rules::breakthrough::{MoveError, PositionError, SizeError, MAX_SIDE, MIN_SIDE};
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
            PositionError::Fields(n) => format!(
                "een stand is een opstelling en een kant (w of b), gescheiden door een spatie; {n} velden gevonden"
            ),
            PositionError::Side(text) => format!("'{text}' is geen kant (w of b)"),
            PositionError::Token { rank, token } => format!(
                "'{token}' in rij {rank} is geen W, B of aantal lege vakjes (1 tot {MAX_SIDE})"
            ),
            PositionError::RankLength {
                rank,
                found,
                expected,
            } => format!("rij {rank} heeft {found} vakjes, niet {expected}"),
            PositionError::Size(error) => error.dutch(),
            PositionError::BothWon => "beide kanten hebben al gewonnen".into(),
        }
    }
}

impl Explain for MoveError {
    fn dutch(&self) -> String {
        match self {
            MoveError::Form(text) => format!("'{text}' is geen zet (zoals a2-a3 of a2xb3)"),
            MoveError::Square(text) => format!("'{text}' is geen vakje (a1 .. p16)"),
            MoveError::Illegal(text) => format!("{text} is hier geen geldige zet"),
        }
    }
}
