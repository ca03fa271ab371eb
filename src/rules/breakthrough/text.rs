//! Position text (docs/rules.md section 2): `<placement> <side>`, ranks from the last down to 1,
//! `W`/`B` for pieces and 1..16 for runs of empty squares, e.g. the 8x8 start
//! `BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w`. The frame and the messages it shares
//! with the 9x5 game are [`crate::core::position_text`].

use super::side::Side;
use super::size::{Cell, Size, SizeError, MAX_SIDE};
use crate::core::excerpt;
use crate::core::position_text::{self as frame, FrameError};
use std::fmt;

/// Why a text is not a position. Each variant names the offending part.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// Not two fields, placement and side; holds how many there were.
    Fields(usize),
    /// The side is not `w` or `b`.
    Side(String),
    /// A token in a rank that is neither `W`, `B` nor a run of 1..16.
    Token {
        /// The rank, counted from 1.
        rank: usize,
        /// The token.
        token: String,
    },
    /// A rank whose squares do not add up to the first rank's.
    RankLength {
        /// The rank, counted from 1.
        rank: usize,
        /// Squares it has.
        found: usize,
        /// Squares the first rank listed has.
        expected: usize,
    },
    /// The board is smaller or larger than the rules allow.
    Size(SizeError),
    /// Both sides have already won.
    BothWon,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Fields(n) => frame::explain_fields(f, *n),
            PositionError::Side(text) => frame::explain_side(f, text),
            PositionError::Token { rank, token } => frame::explain_token(
                f,
                token,
                rank,
                format_args!("W, B or a number of empty squares (1 to {MAX_SIDE})"),
            ),
            PositionError::RankLength {
                rank,
                found,
                expected,
            } => frame::explain_rank_length(f, rank, *found, *expected),
            PositionError::Size(error) => error.fmt(f),
            PositionError::BothWon => frame::explain_both_won(f),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<FrameError> for PositionError {
    fn from(error: FrameError) -> PositionError {
        match error {
            FrameError::Fields(n) => PositionError::Fields(n),
            FrameError::Side(text) => PositionError::Side(text),
        }
    }
}

/// A parsed position, before it is put on bitboards of a chosen width.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Placement {
    /// The board's size.
    pub size: Size,
    /// The pieces.
    pub pieces: Vec<(Cell, Side)>,
    /// The side to move.
    pub side: Side,
}

/// Parses position text strictly; never panics.
pub fn parse(text: &str) -> Result<Placement, PositionError> {
    let frame = frame::split(text)?;
    let side = if frame.white_to_move {
        Side::White
    } else {
        Side::Black
    };
    let ranks = frame.ranks.len();
    let mut files = None;
    let mut pieces = Vec::new();
    for (row, rank_text) in frame.ranks.iter().enumerate() {
        let rank = ranks - 1 - row;
        let squares = parse_rank(rank_text, rank, &mut pieces)?;
        let expected = *files.get_or_insert(squares);
        if squares != expected {
            return Err(PositionError::RankLength {
                rank: rank + 1,
                found: squares,
                expected,
            });
        }
    }
    let size = Size::new(ranks, files.unwrap_or(0)).map_err(PositionError::Size)?;
    Ok(Placement { size, pieces, side })
}

/// Reads one rank, pushing its pieces; returns how many squares it spans.
fn parse_rank(
    text: &str,
    rank: usize,
    pieces: &mut Vec<(Cell, Side)>,
) -> Result<usize, PositionError> {
    let bad = |token: &str| PositionError::Token {
        rank: rank + 1,
        token: excerpt(token),
    };
    let mut file = 0;
    let mut rest = text;
    while let Some(first) = rest.chars().next() {
        let token_len = if first.is_ascii_digit() {
            rest.find(|c: char| !c.is_ascii_digit())
                .unwrap_or(rest.len())
        } else {
            first.len_utf8()
        };
        let (token, tail) = rest.split_at(token_len);
        rest = tail;
        let side = match token {
            "W" => Side::White,
            "B" => Side::Black,
            _ => {
                let run: usize = token
                    .parse()
                    .ok()
                    .filter(|n| (1..=MAX_SIDE as usize).contains(n) && !token.starts_with('0'))
                    .ok_or_else(|| bad(token))?;
                file += run;
                continue;
            }
        };
        // A piece past the 16th file or rank is not kept: the size check refuses the board.
        if let Some(cell) = Cell::new(file, rank) {
            pieces.push((cell, side));
        }
        file += 1;
    }
    if text.is_empty() {
        return Err(bad(""));
    }
    Ok(file)
}

/// Writes the pieces (`piece_at` each cell) on a board of `size` with `side` to move as
/// position text.
pub fn format(size: Size, piece_at: impl Fn(Cell) -> Option<Side>, side: Side) -> String {
    let letter = |file, rank| {
        let cell = Cell::new(file, rank).expect("within 16x16");
        piece_at(cell).map(|owner| if owner == Side::White { 'W' } else { 'B' })
    };
    frame::write(size.ranks(), size.files(), letter, side == Side::White)
}
