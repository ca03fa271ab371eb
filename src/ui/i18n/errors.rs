//! Every error the app shows, in English and Dutch. English is the error's own `Display`
//! (the rules and the engine speak English); the Dutch texts are written here.

use super::Lang;
use crate::rules::breakthru::ParseSquareError;
use crate::rules::breakthru::Refusal;
use crate::rules::breakthru::{
    BfnError, NotationError, PlayError, RecordError, SetupError, ESCORT_COUNT, SHIP_COUNT,
};
use crate::rules::UnknownGame;
use crate::ui::ai_client::EngineFailure;
use crate::ui::breakthru::texts;
use crate::ui::game::record_text::RecordTextError;
use crate::ui::game::review::ReviewError;
use crate::ui::game::saved::{SavedGameError, SAVE_VERSION};
use crate::ui::game::settings::{SettingsError, SETTINGS_VERSION};
use crate::ui::game::share::ShareError;
use crate::ui::game::OpenError;
use crate::ui::platform::JsonError;
use std::fmt::Display;

/// An error that people can read in either language.
pub trait Explain: Display {
    /// The Dutch text.
    fn dutch(&self) -> String;

    /// The text in `lang`.
    fn explain(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Nl => self.dutch(),
        }
    }
}

impl Explain for ParseSquareError {
    fn dutch(&self) -> String {
        format!("'{}' is geen vakje (a1 .. k11)", self.text)
    }
}

impl Explain for SetupError {
    fn dutch(&self) -> String {
        use SetupError::*;
        match self {
            Overlap(s) => format!("op {s} staan twee stukken"),
            TooManyFlagships(n) => format!("er zijn {n} vlaggeschepen; Goud heeft er één"),
            TooManyEscorts(n) => {
                format!("er zijn {n} escorteschepen; Goud heeft er hoogstens {ESCORT_COUNT}")
            }
            TooManyShips(n) => {
                format!("er zijn {n} zilveren schepen; Zilver heeft er hoogstens {SHIP_COUNT}")
            }
            PendingNotOwnPiece(s) => format!(
                "na een verplaatsing naar {s} is de tweede verplaatsing aan de beurt, maar daar staat geen stuk van de kant aan zet"
            ),
            PendingFlagship(s) => {
                format!("het vlaggeschip op {s} kan niet de eerste van twee verplaatsingen gedaan hebben")
            }
            PendingWithoutSecondMove(s) => format!(
                "na {s} zou een tweede verplaatsing volgen, maar geen ander schip kan bewegen"
            ),
            PendingAfterEnd(s) => {
                format!("het spel is afgelopen, dus na {s} kan geen tweede verplaatsing volgen")
            }
            MissingFlagship => "het vlaggeschip ontbreekt".into(),
            FlagshipNotOnCentre(s) => format!("het vlaggeschip begint op f6, niet op {s}"),
            EscortOutsideCentre(s) => {
                format!("het escorteschip op {s} staat buiten het vet omlijnde gebied d4-h8")
            }
            ShipInsideCentre(s) => {
                format!("het zilveren schip op {s} staat in het vet omlijnde gebied d4-h8")
            }
            WrongEscortCount(n) => format!("Goud zet {ESCORT_COUNT} escorteschepen neer, niet {n}"),
            WrongShipCount(n) => format!("Zilver zet {SHIP_COUNT} schepen neer, niet {n}"),
            StartMidTurn(s) => format!(
                "een beginstand begint een beurt; na {s} kan geen tweede verplaatsing volgen"
            ),
        }
    }
}

impl Explain for BfnError {
    fn dutch(&self) -> String {
        match self {
            BfnError::FieldCount(n) => format!(
                "een stand heeft drie velden (opstelling, kant, lopende beurt) gescheiden door spaties, niet {n}"
            ),
            BfnError::RankCount(n) => {
                format!("de opstelling heeft 11 rijen gescheiden door '/', niet {n}")
            }
            BfnError::BadCharacter { rank, character } => {
                format!("rij {rank}: '{character}' is geen F, E, S of getal")
            }
            BfnError::BadRun { rank, run } => {
                format!("rij {rank}: '{run}' is geen reeks van 1 tot 11 lege vakjes")
            }
            BfnError::RankLength { rank, squares } => {
                format!("rij {rank} beschrijft {squares} vakjes in plaats van 11")
            }
            BfnError::BadSide(text) => format!("kant '{text}' is geen g (Goud) of s (Zilver)"),
            BfnError::BadPending(text) => {
                format!("lopende beurt '{text}' is geen '-' of een vakje zoals e4")
            }
            BfnError::Illegal(error) => format!("ongeldige stand: {}", error.dutch()),
        }
    }
}

impl Explain for NotationError {
    fn dutch(&self) -> String {
        match self {
            NotationError::MissingSeparator(t) => format!(
                "'{t}' is geen zet: schrijf e4-e2 voor een verplaatsing of e4xd3 voor een verovering"
            ),
            NotationError::BadSquare(t, e) => format!("in '{t}': {}", e.dutch()),
            NotationError::NotStraight(t) => {
                format!("'{t}': een verplaatsing gaat langs één rij of lijn naar een ander vakje")
            }
            NotationError::NotDiagonalStep(t) => {
                format!("'{t}': een verovering is één stap schuin")
            }
            NotationError::EmptyTurn => "een beurt heeft minstens één zet".into(),
            NotationError::TooManyActions(t) => {
                format!("'{t}': een beurt heeft hoogstens twee zetten")
            }
        }
    }
}

impl Explain for PlayError {
    fn dutch(&self) -> String {
        match self {
            PlayError::GameOver(ending) => format!(
                "het spel is afgelopen ({})",
                texts::ending(Lang::Nl, ending)
            ),
            PlayError::Illegal(action) => format!("{action} is hier niet toegestaan"),
        }
    }
}

impl Explain for RecordError {
    fn dutch(&self) -> String {
        match self {
            RecordError::BadStartLine(text) => {
                format!("het verslag moet beginnen met [Start \"<stand>\"], niet met '{text}'")
            }
            RecordError::BadStart(error) => format!("beginstand: {}", error.dutch()),
            RecordError::BadTurnNumber {
                line,
                expected,
                text,
            } => format!("regel {line}: beurt '{expected}.' verwacht, '{text}' gevonden"),
            RecordError::Notation { turn, error } => format!("beurt {turn}: {}", error.dutch()),
            RecordError::Illegal {
                turn,
                action,
                error,
            } => format!(
                "beurt {turn}: {action} kan niet gespeeld worden: {}",
                error.dutch()
            ),
            RecordError::TurnAlreadyOver { turn, action } => {
                format!("beurt {turn}: {action} komt na het einde van de beurt")
            }
            RecordError::TurnUnfinished { turn } => {
                format!("beurt {turn}: de tweede verplaatsing ontbreekt")
            }
        }
    }
}

impl Explain for crate::core::PlayError {
    fn dutch(&self) -> String {
        match self {
            crate::core::PlayError::GameOver => "het spel is al afgelopen".into(),
            crate::core::PlayError::Illegal => "die zet is hier niet toegestaan".into(),
        }
    }
}

impl Explain for UnknownGame {
    fn dutch(&self) -> String {
        let text: String = self.0.chars().take(24).collect();
        format!("'{text}' is geen spel (breakthru, breakthrough, breakthrough9x5)")
    }
}

impl Explain for RecordTextError {
    fn dutch(&self) -> String {
        match self {
            RecordTextError::UnknownGame(error) => error.dutch(),
            RecordTextError::MissingStart => {
                "het verslag moet een regel [Start \"<stand>\"] hebben".into()
            }
        }
    }
}

impl Explain for ShareError {
    fn dutch(&self) -> String {
        match self {
            ShareError::UnknownPart(part) => {
                format!("'{part}' is geen game=..., fen=... of moves=...")
            }
            ShareError::UnknownGame(error) => error.dutch(),
            ShareError::MissingPosition => "de link bevat geen stand (fen=...)".into(),
            ShareError::Game(OpenError::Start(reason)) => {
                format!("de stand is ongeldig: {}", reason.dutch())
            }
            ShareError::Game(error) => error.dutch(),
            ShareError::Review(error) => error.dutch(),
        }
    }
}

impl Explain for JsonError {
    fn dutch(&self) -> String {
        let what = if self.syntax {
            "geen geldige JSON"
        } else {
            "JSON zonder de verwachte velden en waarden"
        };
        format!("{what} (regel {}, kolom {})", self.line, self.column)
    }
}

/// A saved form's version that this app does not read.
fn other_version(version: u32, reads: u32) -> String {
    format!("opgeslagen in formaatversie {version}, deze app leest versie {reads}")
}

impl Explain for SavedGameError {
    fn dutch(&self) -> String {
        match self {
            SavedGameError::Json(error) => error.dutch(),
            SavedGameError::Version(version) => format!(
                "opgeslagen in formaatversie {version}, deze app leest versie 1 tot {SAVE_VERSION}"
            ),
            SavedGameError::Game(error) => error.dutch(),
            SavedGameError::Review(error) => error.dutch(),
        }
    }
}

impl Explain for ReviewError {
    fn dutch(&self) -> String {
        format!("het analysedeel '{}' is onleesbaar", self.excerpt())
    }
}

impl Explain for SettingsError {
    fn dutch(&self) -> String {
        match self {
            SettingsError::Json(error) => error.dutch(),
            SettingsError::Version(version) => other_version(*version, SETTINGS_VERSION),
        }
    }
}

impl Explain for Refusal {
    fn dutch(&self) -> String {
        texts::refusal(Lang::Nl, self)
    }
}

impl Explain for EngineFailure {
    fn dutch(&self) -> String {
        match self {
            EngineFailure::Start(detail) => format!("hij kon niet starten: {detail}"),
            EngineFailure::Crashed(detail) => format!("fout in de achtergrondtaak: {detail}"),
            EngineFailure::NotRunning => "hij draait niet".into(),
            EngineFailure::Silent => "hij gaf geen antwoord meer".into(),
            EngineFailure::Unreachable(detail) => format!("hij was niet bereikbaar: {detail}"),
        }
    }
}

#[cfg(test)]
mod tests;
