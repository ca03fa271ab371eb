//! Freeling's 9x5 game's errors in Dutch (their English is their `Display`).

use crate::rules::breakthrough9x5::{ActionError, PositionError, SquareError};
use crate::ui::i18n::Explain;

impl Explain for SquareError {
    fn dutch(&self) -> String {
        format!("'{}' is geen vakje (a1 .. e9)", self.0)
    }
}

impl Explain for PositionError {
    fn dutch(&self) -> String {
        match self {
            PositionError::Fields(n) => format!(
                "een stand is een opstelling en een kant (w of b), gescheiden door een spatie; {n} velden gevonden"
            ),
            PositionError::Side(text) => format!("'{text}' is geen kant (w of b)"),
            PositionError::Ranks(n) => format!("het bord heeft 9 rijen, gescheiden door /; {n} gevonden"),
            PositionError::Token { rank, token } => format!(
                "'{token}' in rij {rank} is geen W, B, (WW), (BB) of aantal lege vakjes (1 tot 5)"
            ),
            PositionError::RankLength { rank, found } => format!("rij {rank} heeft {found} vakjes, niet 5"),
            PositionError::Capacity(square) => format!(
                "op {square} staan meer stenen dan mag (2 op de lijnen b tot d, 1 op a en e)"
            ),
            PositionError::BothWon => "beide kanten hebben al gewonnen".into(),
        }
    }
}

impl Explain for ActionError {
    fn dutch(&self) -> String {
        match self {
            ActionError::Form(text) => format!("'{text}' is geen zet (zoals b2-a1 of b2-a1:a1,a2) en geen pass"),
            ActionError::Square(error) => error.dutch(),
            ActionError::Illegal(text) => format!("{text} is hier geen geldige zet"),
            ActionError::Ambiguous(text) => format!(
                "{text} zet ontploffingen in gang waarvan de volgorde uitmaakt: noem ze, zoals {text}:a1,a2"
            ),
        }
    }
}
