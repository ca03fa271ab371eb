//! The saved form of a game: readable JSON with the game, its start position and its
//! actions in notation, and who plays each side. Older versions still load.

use super::json_error::JsonError;
use super::review::{Review, Scored};
use super::session::{Player, Session};
use super::table::{OpenError, Opener, Seat};
use crate::rules::GameId;
use crate::ui::i18n::Explain;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Version of the saved form; bumped when it changes. Version 1 was Breakthru's only.
pub const SAVE_VERSION: u32 = 2;

/// The saved form of a game (version 2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Format version, [`SAVE_VERSION`].
    pub version: u32,
    /// Which game (version 1 had none: Breakthru).
    #[serde(default)]
    pub game: GameId,
    /// Start position, in the game's position text.
    pub start: String,
    /// Actions played, in notation.
    pub actions: Vec<String>,
    /// Who plays Light (Gold, White); version 1 wrote `gold`.
    #[serde(alias = "gold")]
    pub light: Player,
    /// Who plays Dark (Silver, Black); version 1 wrote `silver`.
    #[serde(alias = "silver")]
    pub dark: Player,
    /// The plies at which a person took a hint (absent in saves of earlier releases).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<usize>,
    /// The review's scored positions (absent in saves of earlier releases).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub review: Vec<Scored>,
}

/// Only the version of a saved game, to choose the form to read.
#[derive(Deserialize)]
struct Versioned {
    version: Option<u32>,
}

/// Why a saved game cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedGameError {
    /// The text is not the JSON of a saved game.
    Json(JsonError),
    /// It was saved in a format version this app does not know.
    Version(u32),
    /// Its start or an action cannot be replayed.
    Game(OpenError),
}

impl fmt::Display for SavedGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedGameError::Json(error) => error.fmt(f),
            SavedGameError::Version(version) => write!(
                f,
                "saved with format version {version}, this app reads 1 to {SAVE_VERSION}"
            ),
            SavedGameError::Game(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for SavedGameError {}

impl SavedGame {
    /// The saved form of `session`.
    pub fn of(session: &Session) -> SavedGame {
        let table = session.table();
        SavedGame {
            version: SAVE_VERSION,
            game: table.game(),
            start: table.start_text(),
            actions: table.action_texts(),
            light: session.player(Seat::Light),
            dark: session.player(Seat::Dark),
            hints: session.hints().to_vec(),
            review: session.review().entries().to_vec(),
        }
    }

    /// The session it describes, replaying and checking every action with `open`.
    pub fn open(&self, open: Opener) -> Result<Session, SavedGameError> {
        if !(1..=SAVE_VERSION).contains(&self.version) {
            return Err(SavedGameError::Version(self.version));
        }
        let actions: Vec<&str> = self.actions.iter().map(String::as_str).collect();
        let table = open(self.game, &self.start, &actions).map_err(SavedGameError::Game)?;
        let review = Review::of(self.review.clone());
        Ok(Session::new(table, [self.light, self.dark])
            .with_hints(&self.hints)
            .with_review(review))
    }
}

fn json<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, SavedGameError> {
    serde_json::from_str(text).map_err(|e| SavedGameError::Json(e.into()))
}

/// The session of a saved game's JSON, in any version this app knows (version 1 reads as
/// version 2 through the field names' aliases and the game's default), opened with `open`.
pub fn session_from_json(text: &str, open: Opener) -> Result<Session, SavedGameError> {
    match json::<Versioned>(text)?.version {
        Some(other) if !(1..=SAVE_VERSION).contains(&other) => Err(SavedGameError::Version(other)),
        _ => json::<SavedGame>(text)?.open(open),
    }
}

/// The JSON `session` is saved as.
pub fn session_to_json(session: &Session) -> String {
    serde_json::to_string(&SavedGame::of(session)).expect("saved games serialise")
}

impl Explain for SavedGameError {
    fn dutch(&self) -> String {
        match self {
            SavedGameError::Json(error) => error.dutch(),
            SavedGameError::Version(version) => format!(
                "opgeslagen in formaatversie {version}, deze app leest versie 1 tot {SAVE_VERSION}"
            ),
            SavedGameError::Game(error) => error.dutch(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::{Explained, Table};
    use crate::ui::i18n::errors::assert_dutch;
    use crate::ui::i18n::Lang;

    /// An opener for texts that never get as far as opening a game.
    fn no_game(_: GameId, _: &str, _: &[&str]) -> Result<Box<dyn Table>, OpenError> {
        unreachable!("the text is refused before its game is opened")
    }

    #[test]
    fn every_error_has_its_own_dutch_text() {
        let json: JsonError = serde_json::from_str::<u32>("{").unwrap_err().into();
        let start = OpenError::Start(Explained::of(&json));
        assert_dutch(&[
            SavedGameError::Json(json),
            SavedGameError::Version(9),
            SavedGameError::Game(start),
        ]);
        let error = session_from_json("{oops", no_game).unwrap_err();
        assert_eq!(
            error.explain(Lang::Nl),
            "geen geldige JSON (regel 1, kolom 2)"
        );
        let error = session_from_json("{\"start\": 5}", no_game).unwrap_err();
        assert!(
            error
                .explain(Lang::Nl)
                .starts_with("JSON zonder de verwachte velden"),
            "{error}"
        );
    }
}
