//! The saved form of the library (format version 3): `{"version":3,"games":[...]}`, each
//! game with its key, its saved game (a [`SavedGame`] of its own version), a friend's part,
//! a renamed opponent and its last activity. A single saved game of version 1 or 2 reads
//! as a library of that one game. The text of a library that cannot be read is the
//! caller's to keep: reading it never changes it.

use super::entry::Entry;
use super::id::Id;
use super::kept::Library;
use crate::ui::game::saved::{SavedGame, SavedGameError, SAVE_VERSION};
use crate::ui::game::{JsonError, Opener};
use crate::ui::i18n::Explain;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

/// Version of the library's saved form.
pub const LIBRARY_VERSION: u32 = 3;

/// The library as written.
#[derive(Serialize)]
struct Written<'a> {
    version: u32,
    games: &'a [Entry],
}

/// The library as read (version 3).
#[derive(Deserialize)]
struct Read {
    games: Vec<Entry>,
}

/// Only the version, to choose the form to read.
#[derive(Deserialize)]
struct Versioned {
    version: Option<u32>,
}

/// Why a saved library cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryError {
    /// The text is not the JSON of a library or of a saved game.
    Json(JsonError),
    /// It was saved in a format version this app does not know.
    Version(u32),
    /// A single saved game (version 1 or 2) that cannot be opened.
    Saved(SavedGameError),
    /// A kept game that cannot be opened.
    Game {
        /// Its key.
        key: Id,
        /// What is wrong with it.
        error: SavedGameError,
    },
    /// Two kept games with the same key.
    DuplicateKey(Id),
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryError::Json(error) => error.fmt(f),
            LibraryError::Version(version) => write!(
                f,
                "games saved with format version {version}, this app reads 1 to {LIBRARY_VERSION}"
            ),
            LibraryError::Saved(error) => error.fmt(f),
            LibraryError::Game { key, error } => write!(f, "kept game {key}: {error}"),
            LibraryError::DuplicateKey(key) => write!(f, "two kept games have the key {key}"),
        }
    }
}

impl std::error::Error for LibraryError {}

impl Explain for LibraryError {
    fn dutch(&self) -> String {
        match self {
            LibraryError::Json(error) => error.dutch(),
            LibraryError::Version(version) => format!(
                "spellen opgeslagen in formaatversie {version}, deze app leest versie 1 tot {LIBRARY_VERSION}"
            ),
            LibraryError::Saved(error) => error.dutch(),
            LibraryError::Game { key, error } => format!("bewaard spel {key}: {}", error.dutch()),
            LibraryError::DuplicateKey(key) => {
                format!("twee bewaarde spellen hebben de sleutel {key}")
            }
        }
    }
}

fn json<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, LibraryError> {
    serde_json::from_str(text).map_err(|e| LibraryError::Json(e.into()))
}

/// A 64-bit FNV-1a hash of `text`: the key of a migrated game, the same on every device.
fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Library {
    /// The JSON the library is saved (and exported) as.
    pub fn to_json(&self) -> String {
        let written = Written {
            version: LIBRARY_VERSION,
            games: self.entries(),
        };
        serde_json::to_string(&written).expect("libraries serialise")
    }

    /// The library of a saved text of any version (1 and 2: one game), every game checked
    /// as `open` opens it. A migrated game was last played at 0, and its key is made from
    /// its text.
    pub fn from_json(text: &str, open: Opener) -> Result<Library, LibraryError> {
        match json::<Versioned>(text)?.version {
            Some(LIBRARY_VERSION) => Library::of_entries(json::<Read>(text)?.games, open),
            Some(other) if !(1..=SAVE_VERSION).contains(&other) => {
                Err(LibraryError::Version(other))
            }
            _ => Library::of_saved(&json::<SavedGame>(text)?, open),
        }
    }

    fn of_entries(entries: Vec<Entry>, open: Opener) -> Result<Library, LibraryError> {
        let mut keys = BTreeSet::new();
        let mut checked = Vec::with_capacity(entries.len());
        for entry in entries {
            if !keys.insert(entry.key().clone()) {
                return Err(LibraryError::DuplicateKey(entry.key().clone()));
            }
            let key = entry.key().clone();
            checked.push(
                entry
                    .checked(open)
                    .map_err(|error| LibraryError::Game { key, error })?,
            );
        }
        Ok(Library::of(checked))
    }

    fn of_saved(saved: &SavedGame, open: Opener) -> Result<Library, LibraryError> {
        let session = saved.open(open).map_err(LibraryError::Saved)?;
        let key = Id::from_random(hash(&serde_json::to_string(saved).expect("serialises")));
        Ok(Library::of(vec![Entry::new(key, &session, None, 0)]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::{OpenError, Table};
    use crate::ui::i18n::errors::assert_dutch;
    use crate::ui::i18n::Lang;

    /// An opener for texts that never get as far as opening a game.
    fn no_game(_: crate::rules::GameId, _: &str, _: &[&str]) -> Result<Box<dyn Table>, OpenError> {
        unreachable!("the text is refused before its game is opened")
    }

    #[test]
    fn every_error_has_its_own_dutch_text() {
        let json: JsonError = serde_json::from_str::<u32>("{").unwrap_err().into();
        let key = Id::from_random(3);
        assert_dutch(&[
            LibraryError::Json(json),
            LibraryError::Version(7),
            LibraryError::Saved(SavedGameError::Version(9)),
            LibraryError::Game {
                key: key.clone(),
                error: SavedGameError::Version(9),
            },
            LibraryError::DuplicateKey(key),
        ]);
    }

    #[test]
    fn broken_and_unknown_texts_are_explained() {
        let error = Library::from_json("{\"version\":3,", no_game).unwrap_err();
        assert!(matches!(
            error,
            LibraryError::Json(JsonError { syntax: true, .. })
        ));
        let error = Library::from_json("{\"version\":4,\"games\":[]}", no_game).unwrap_err();
        assert_eq!(error, LibraryError::Version(4));
        assert_eq!(
            error.explain(Lang::Nl),
            "spellen opgeslagen in formaatversie 4, deze app leest versie 1 tot 3"
        );
        let bad_key = "{\"version\":3,\"games\":[{\"key\":\"nope\"}]}";
        let error = Library::from_json(bad_key, no_game).unwrap_err();
        assert!(matches!(
            error,
            LibraryError::Json(JsonError { syntax: false, .. })
        ));
        assert_eq!(
            Library::from_json("{\"version\":3,\"games\":[]}", no_game),
            Ok(Library::default())
        );
    }

    #[test]
    fn the_hash_is_fnv_1a() {
        assert_eq!(hash(""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(hash("a"), 0xaf63_dc4c_8601_ec8c);
    }
}
