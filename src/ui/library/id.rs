//! Ids of kept games and of games played with a friend: twelve characters of base32
//! (digits and lower-case letters without i, l, o and u), made from a random number that
//! the caller draws.

use crate::core::excerpt;
use crate::ui::i18n::Explain;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The characters of an id, five bits each.
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// The length of every id, in characters (60 bits).
pub const ID_CHARS: usize = 12;

/// An id: [`ID_CHARS`] characters of [`ALPHABET`].
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Id(String);

impl Id {
    /// The id written with the low 60 bits of `random`.
    pub fn from_random(random: u64) -> Id {
        let chars = (0..ID_CHARS).map(|i| ALPHABET[((random >> (5 * i)) & 31) as usize] as char);
        Id(chars.collect())
    }

    /// Its text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Whether `text` is an id or its first characters (an id cut short).
pub fn is_start_of_id(text: &str) -> bool {
    text.len() <= ID_CHARS && text.bytes().all(|b| ALPHABET.contains(&b))
}

/// A text that is no id (an excerpt of it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdError(pub String);

impl FromStr for Id {
    type Err = IdError;

    fn from_str(text: &str) -> Result<Id, IdError> {
        let valid = text.chars().count() == ID_CHARS && text.bytes().all(|b| ALPHABET.contains(&b));
        if valid {
            Ok(Id(text.to_string()))
        } else {
            Err(IdError(excerpt(text)))
        }
    }
}

impl TryFrom<String> for Id {
    type Error = IdError;

    fn try_from(text: String) -> Result<Id, IdError> {
        text.parse()
    }
}

impl From<Id> for String {
    fn from(id: Id) -> String {
        id.0
    }
}

impl fmt::Display for IdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is no game id ({ID_CHARS} characters of 0-9 and a-z without i, l, o, u)",
            self.0
        )
    }
}

impl std::error::Error for IdError {}

impl Explain for IdError {
    fn dutch(&self) -> String {
        format!(
            "'{}' is geen spel-id ({ID_CHARS} tekens uit 0-9 en a-z zonder i, l, o, u)",
            self.0
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    #[test]
    fn ids_are_twelve_characters_of_base32_and_read_back() {
        for random in [0, 1, u64::MAX, 0x0123_4567_89ab_cdef] {
            let id = Id::from_random(random);
            assert_eq!(id.as_str().len(), ID_CHARS, "{id}");
            assert_eq!(id.as_str().parse(), Ok(id.clone()));
        }
        assert_eq!(Id::from_random(0).as_str(), "000000000000");
        assert_eq!(Id::from_random(31 | (10 << 55)).as_str(), "z0000000000a");
        assert_ne!(Id::from_random(1), Id::from_random(2));
    }

    #[test]
    fn other_texts_are_refused_with_an_excerpt() {
        let long = "0123456789abcdefghjkmnpqrstvwxyz";
        for bad in [
            "",
            "00000000000",
            "0000000000000",
            "00000000000i",
            "ABCDEFGHJKMN",
            long,
        ] {
            assert!(bad.parse::<Id>().is_err(), "{bad}");
        }
        assert_eq!(
            long.parse::<Id>(),
            Err(IdError("0123456789abcdefghjkmnpq…".into()))
        );
        assert_dutch(&[IdError("x".into())]);
    }
}
