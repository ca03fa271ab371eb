//! A link to one puzzle: `#puzzle=<set>/<id>`, as `#puzzle=breakthru/3k9x0c2m`.

use super::sets::SETS;
use crate::ui::i18n::Explain;
use std::fmt;

/// What starts a puzzle link's fragment.
const PREFIX: &str = "puzzle=";

/// A puzzle named by its set and id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleLink {
    /// The set, one of [`SETS`].
    pub set: String,
    /// The puzzle's id in it.
    pub id: String,
}

/// Why a puzzle link cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not `puzzle=<set>/<id>`.
    Malformed,
    /// No set of this name.
    UnknownSet(String),
    /// The id is not eight letters and digits of a puzzle id.
    BadId(String),
    /// The set has no puzzle with this id.
    NoPuzzle(String),
}

/// At most 24 characters of a text from a link, for a message.
fn excerpt(text: &str) -> String {
    text.chars().take(24).collect()
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Malformed => f.write_str("a puzzle link is #puzzle=<set>/<id>"),
            LinkError::UnknownSet(set) => {
                write!(
                    f,
                    "there is no puzzle set '{}' ({})",
                    excerpt(set),
                    SETS.join(", ")
                )
            }
            LinkError::BadId(id) => write!(f, "'{}' is no puzzle id", excerpt(id)),
            LinkError::NoPuzzle(id) => write!(f, "this set has no puzzle '{}'", excerpt(id)),
        }
    }
}

impl Explain for LinkError {
    fn dutch(&self) -> String {
        match self {
            LinkError::Malformed => "een puzzellink is #puzzle=<reeks>/<code>".into(),
            LinkError::UnknownSet(set) => {
                format!(
                    "er is geen puzzelreeks '{}' ({})",
                    excerpt(set),
                    SETS.join(", ")
                )
            }
            LinkError::BadId(id) => format!("'{}' is geen puzzelcode", excerpt(id)),
            LinkError::NoPuzzle(id) => {
                format!("deze reeks heeft geen puzzel '{}'", excerpt(id))
            }
        }
    }
}

/// Whether `id` looks like a puzzle id: eight of `0-9a-z` without i, l, o and u.
fn well_formed(id: &str) -> bool {
    id.len() == 8
        && id
            .bytes()
            .all(|b| b.is_ascii_digit() || (b.is_ascii_lowercase() && !b"ilou".contains(&b)))
}

impl PuzzleLink {
    /// The puzzle link of a fragment (without `#`): `None` if it is no puzzle link.
    pub fn parse(fragment: &str) -> Option<Result<PuzzleLink, LinkError>> {
        let rest = fragment.strip_prefix(PREFIX)?;
        let Some((set, id)) = rest.split_once('/') else {
            return Some(Err(LinkError::Malformed));
        };
        Some(if !SETS.contains(&set) {
            Err(LinkError::UnknownSet(set.to_string()))
        } else if !well_formed(id) {
            Err(LinkError::BadId(id.to_string()))
        } else {
            Ok(PuzzleLink {
                set: set.to_string(),
                id: id.to_string(),
            })
        })
    }

    /// Whether a fragment is a puzzle link (well formed or not).
    pub fn is_link(fragment: &str) -> bool {
        fragment.starts_with(PREFIX)
    }

    /// The fragment (without `#`) of this link.
    pub fn fragment(&self) -> String {
        format!("{PREFIX}{}/{}", self.set, self.id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    #[test]
    fn links_read_back_and_bad_ones_say_why() {
        let link = PuzzleLink {
            set: "breakthrough-8x8".into(),
            id: "3k9x0c2m".into(),
        };
        assert_eq!(PuzzleLink::parse(&link.fragment()), Some(Ok(link)));
        assert_eq!(PuzzleLink::parse("game=breakthru&fen=x"), None);
        assert_eq!(PuzzleLink::parse("/puzzles"), None);
        let bad = |f: &str| PuzzleLink::parse(f).and_then(Result::err);
        assert_eq!(bad("puzzle=breakthru"), Some(LinkError::Malformed));
        assert_eq!(
            bad("puzzle=chess/3k9x0c2m"),
            Some(LinkError::UnknownSet("chess".into()))
        );
        assert_eq!(
            bad("puzzle=breakthru/3K9X0C2M"),
            Some(LinkError::BadId("3K9X0C2M".into()))
        );
        assert_eq!(
            bad("puzzle=breakthru/3k9x0c2"),
            Some(LinkError::BadId("3k9x0c2".into()))
        );
        assert_eq!(
            bad("puzzle=breakthru/3k9x0c2i"),
            Some(LinkError::BadId("3k9x0c2i".into()))
        );
    }

    #[test]
    fn every_error_has_its_own_dutch_text() {
        assert_dutch(&[
            LinkError::Malformed,
            LinkError::UnknownSet("chess".into()),
            LinkError::BadId("x".into()),
            LinkError::NoPuzzle("3k9x0c2m".into()),
        ]);
    }
}
