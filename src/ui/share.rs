//! Games in the URL fragment, readable by a person:
//! `#bfn=11/3SSSSS3/.../11_g_-&moves=e4-e3_g4-g3` (spaces written as `_`).

use super::replay::{replay, ActionError};
use crate::rules::breakthru::{Action, BfnError, Position, Record};
use std::fmt;

/// What is wrong with a shared link's fragment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// A part that is not `bfn=...` or `moves=...`.
    UnknownPart(String),
    /// No `bfn=` part.
    MissingPosition,
    /// The position is not valid BFN.
    BadPosition(BfnError),
    /// An action is malformed or illegal where it stands.
    BadAction(ActionError),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::UnknownPart(part) => write!(f, "'{part}' is neither bfn=... nor moves=..."),
            ShareError::MissingPosition => write!(f, "the link has no position (bfn=...)"),
            ShareError::BadPosition(reason) => write!(f, "the position is not valid: {reason}"),
            ShareError::BadAction(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ShareError {}

/// The fragment (without `#`) that opens `record`.
pub fn to_fragment(record: &Record) -> String {
    let bfn = record.start().to_bfn().replace(' ', "_");
    let moves: Vec<String> = record.actions().iter().map(Action::to_string).collect();
    if moves.is_empty() {
        format!("bfn={bfn}")
    } else {
        format!("bfn={bfn}&moves={}", moves.join("_"))
    }
}

/// Undoes the browser's percent-encoding of a few characters (spaces and the like).
fn decode(text: &str) -> String {
    text.replace("%20", "_")
        .replace(' ', "_")
        .replace("%2F", "/")
        .replace("%2f", "/")
}

/// The game a fragment (with or without `#`) describes, every action checked.
pub fn parse_fragment(fragment: &str) -> Result<Record, ShareError> {
    let fragment = decode(fragment.strip_prefix('#').unwrap_or(fragment));
    let mut bfn = None;
    let mut moves = "";
    for part in fragment.split('&').filter(|p| !p.is_empty()) {
        match part.split_once('=') {
            Some(("bfn", value)) => bfn = Some(value.replace('_', " ")),
            Some(("moves", value)) => moves = value,
            _ => return Err(ShareError::UnknownPart(part.chars().take(40).collect())),
        }
    }
    let bfn = bfn.ok_or(ShareError::MissingPosition)?;
    let start = Position::from_bfn(&bfn).map_err(ShareError::BadPosition)?;
    let actions = moves.split('_').filter(|t| !t.is_empty());
    replay(start, actions).map_err(ShareError::BadAction)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_round_trip() {
        let mut record = Record::new(Position::standard());
        for text in ["e4-e3", "g4-g3", "d2-d1", "e2-e1"] {
            record.play(text.parse().unwrap()).unwrap();
        }
        let fragment = to_fragment(&record);
        assert!(fragment.starts_with("bfn=11/3SSSSS3/"), "{fragment}");
        assert!(
            fragment.ends_with("&moves=e4-e3_g4-g3_d2-d1_e2-e1"),
            "{fragment}"
        );
        assert_eq!(parse_fragment(&format!("#{fragment}")), Ok(record.clone()));
        assert_eq!(parse_fragment(&fragment.replace('_', "%20")), Ok(record));
    }

    #[test]
    fn malformed_fragments_are_explained() {
        assert_eq!(
            parse_fragment("#moves=e4-e3"),
            Err(ShareError::MissingPosition)
        );
        assert!(matches!(
            parse_fragment("#hello"),
            Err(ShareError::UnknownPart(_))
        ));
        assert!(matches!(
            parse_fragment("#bfn=11/11_g_-"),
            Err(ShareError::BadPosition(_))
        ));
        let standard = to_fragment(&Record::new(Position::standard()));
        let error = parse_fragment(&format!("{standard}&moves=e4-e3_e3-e2")).unwrap_err();
        assert!(
            error.to_string().starts_with("action 2 ('e3-e2')"),
            "{error}"
        );
    }
}
