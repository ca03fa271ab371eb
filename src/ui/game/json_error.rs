//! Why saved JSON could not be read, kept in a form that can be compared and translated:
//! where, and whether it is not JSON at all. serde_json's own wording ("unknown variant
//! `Alien`", "expected struct SavedGame") speaks to programmers, not players, so it is left out.

use crate::ui::i18n::Explain;
use std::fmt;

/// What serde_json found wrong with a saved text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// Whether the text is not JSON at all (rather than JSON of the wrong shape).
    pub syntax: bool,
    /// Line of the problem, from 1.
    pub line: usize,
    /// Column of the problem, from 1.
    pub column: usize,
}

impl From<serde_json::Error> for JsonError {
    fn from(error: serde_json::Error) -> JsonError {
        JsonError {
            syntax: !error.is_data(),
            line: error.line(),
            column: error.column(),
        }
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.syntax {
            "not valid JSON"
        } else {
            "JSON without the expected fields and values"
        };
        write!(f, "{what} (line {}, column {})", self.line, self.column)
    }
}

impl std::error::Error for JsonError {}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    #[test]
    fn tells_broken_json_from_json_of_the_wrong_shape() {
        let broken: JsonError = serde_json::from_str::<Vec<u32>>("[1,").unwrap_err().into();
        assert!(broken.syntax);
        let shape: JsonError = serde_json::from_str::<u32>("\n  \"x\"").unwrap_err().into();
        assert!(!shape.syntax);
        assert_eq!((shape.line, shape.column), (2, 5));
        assert_eq!(
            shape.to_string(),
            "JSON without the expected fields and values (line 2, column 5)"
        );
    }

    #[test]
    fn every_error_has_its_own_dutch_text() {
        let broken: JsonError = serde_json::from_str::<Vec<u32>>("[1,").unwrap_err().into();
        let shape: JsonError = serde_json::from_str::<u32>("\"x\"").unwrap_err().into();
        assert_dutch(&[broken, shape]);
    }
}
