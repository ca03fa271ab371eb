//! The frame of position text that games of White and Black pieces share (both
//! Breakthroughs): `<placement> <side>`, the placement's ranks from the last down to the
//! first, separated by `/`, with numbers for runs of empty squares, and `w` or `b` for the
//! side to move. Each game reads and writes its own pieces, and words its errors with the
//! `explain_` functions, so that the shared messages are written once.

use super::excerpt;
use std::fmt::{self, Display, Formatter};

/// Why a text is not `<placement> <side>`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FrameError {
    /// Not two fields; holds how many there were.
    Fields(usize),
    /// The side is not `w` or `b` (an excerpt of it).
    Side(String),
}

impl Display for FrameError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::Fields(found) => explain_fields(f, *found),
            FrameError::Side(text) => explain_side(f, text),
        }
    }
}

impl std::error::Error for FrameError {}

/// A position text cut into its fields.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Frame<'t> {
    /// The placement's ranks as written: the last rank first.
    pub ranks: Vec<&'t str>,
    /// Whether White is to move (`w`), not Black (`b`).
    pub white_to_move: bool,
}

/// Cuts `text` into its placement's ranks and its side, strictly: one space between them.
pub fn split(text: &str) -> Result<Frame<'_>, FrameError> {
    let fields: Vec<&str> = text.split(' ').collect();
    let [placement, side] = fields[..] else {
        return Err(FrameError::Fields(fields.len()));
    };
    let white_to_move = match side {
        "w" => true,
        "b" => false,
        _ => return Err(FrameError::Side(excerpt(side))),
    };
    let ranks = placement.split('/').collect();
    Ok(Frame {
        ranks,
        white_to_move,
    })
}

/// The text of a board of `ranks` by `files` squares, where `piece_at(file, rank)` (from 0)
/// gives the token of the piece on a square, if any, with the side to move.
pub fn write<T: Display>(
    ranks: usize,
    files: usize,
    piece_at: impl Fn(usize, usize) -> Option<T>,
    white_to_move: bool,
) -> String {
    let mut text = String::new();
    for rank in (0..ranks).rev() {
        let mut empty = 0;
        for file in 0..files {
            match piece_at(file, rank) {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push_str(&piece.to_string());
                }
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text.push_str(if white_to_move { " w" } else { " b" });
    text
}

/// Says that a position text has `found` fields, not a placement and a side.
pub fn explain_fields(f: &mut Formatter<'_>, found: usize) -> fmt::Result {
    let fields = if found == 1 { "field" } else { "fields" };
    write!(
        f,
        "a position is a placement and a side (w or b), separated by a space; found {found} {fields}"
    )
}

/// Says that `text` is not a side.
pub fn explain_side(f: &mut Formatter<'_>, text: &str) -> fmt::Result {
    write!(f, "'{text}' is not a side (w or b)")
}

/// Says that `token` in `rank` (from 1) is none of the `allowed` tokens.
pub fn explain_token(
    f: &mut Formatter<'_>,
    token: &str,
    rank: impl Display,
    allowed: impl Display,
) -> fmt::Result {
    write!(f, "'{token}' in rank {rank} is not {allowed}")
}

/// Says that `rank` (from 1) has `found` squares where it should have `expected`.
pub fn explain_rank_length(
    f: &mut Formatter<'_>,
    rank: impl Display,
    found: usize,
    expected: usize,
) -> fmt::Result {
    let squares = if found == 1 { "square" } else { "squares" };
    write!(f, "rank {rank} has {found} {squares}, not {expected}")
}

/// Says that a position has two winners.
pub fn explain_both_won(f: &mut Formatter<'_>) -> fmt::Result {
    f.write_str("both sides have already won")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_strictly() {
        let frame = split("2/1W b").unwrap();
        assert_eq!(frame.ranks, ["2", "1W"]);
        assert!(!frame.white_to_move);
        assert_eq!(split("2/1W  w"), Err(FrameError::Fields(3)));
        assert_eq!(split("2/1W"), Err(FrameError::Fields(1)));
        assert_eq!(split("2/1W x"), Err(FrameError::Side("x".into())));
    }

    #[test]
    fn writes_runs_of_empty_squares_as_numbers() {
        let piece_at = |file, rank| (file == rank).then_some('W');
        assert_eq!(write(3, 4, piece_at, true), "2W1/1W2/W3 w");
        assert_eq!(write(1, 2, |_, _| None::<char>, false), "2 b");
    }

    #[test]
    fn frame_errors_say_what_is_wrong() {
        assert_eq!(
            FrameError::Fields(3).to_string(),
            "a position is a placement and a side (w or b), separated by a space; found 3 fields"
        );
        assert_eq!(
            FrameError::Fields(1).to_string(),
            "a position is a placement and a side (w or b), separated by a space; found 1 field"
        );
        assert_eq!(
            FrameError::Side("x".into()).to_string(),
            "'x' is not a side (w or b)"
        );
    }
}
