//! BFN, the position notation: `<placement> <side> <pending>`.

use super::piece::{Piece, Side};
use super::position::Position;
use super::setup::{Setup, SetupError};
use super::square::{FILES, RANKS};
use crate::core::excerpt;
use crate::rules::breakthru::Square;
use std::fmt;
use std::str::FromStr;

/// What is wrong with a BFN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BfnError {
    /// Not exactly three fields separated by single spaces.
    FieldCount(usize),
    /// Not exactly eleven ranks separated by `/`.
    RankCount(usize),
    /// A character that is neither a piece letter nor a digit.
    BadCharacter { rank: u8, character: char },
    /// A run of empty squares that is 0, over 11, or has a leading zero.
    BadRun { rank: u8, run: String },
    /// A rank that does not describe exactly eleven squares.
    RankLength { rank: u8, squares: usize },
    /// The side is not `g` or `s`.
    BadSide(String),
    /// The pending field is not `-` or a square name.
    BadPending(String),
    /// The placement is well formed but not a legal position.
    Illegal(SetupError),
}

impl fmt::Display for BfnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BfnError::FieldCount(n) => write!(
                f,
                "a position has three fields (placement, side, pending) separated by spaces, not {n}"
            ),
            BfnError::RankCount(n) => write!(f, "the placement has 11 ranks separated by '/', not {n}"),
            BfnError::BadCharacter { rank, character } => {
                write!(f, "rank {rank}: '{character}' is not F, E, S or a number")
            }
            BfnError::BadRun { rank, run } => {
                write!(f, "rank {rank}: '{run}' is not a run of 1 to 11 empty squares")
            }
            BfnError::RankLength { rank, squares } => {
                let noun = if *squares == 1 { "square" } else { "squares" };
                write!(f, "rank {rank} describes {squares} {noun} instead of 11")
            }
            BfnError::BadSide(text) => write!(f, "side '{text}' is neither g (Gold) nor s (Silver)"),
            BfnError::BadPending(text) => {
                write!(f, "pending '{text}' is neither '-' nor a square such as e4")
            }
            BfnError::Illegal(error) => write!(f, "illegal position: {error}"),
        }
    }
}

impl std::error::Error for BfnError {}

impl From<SetupError> for BfnError {
    fn from(error: SetupError) -> BfnError {
        BfnError::Illegal(error)
    }
}

/// Formats a setup as BFN.
pub fn setup_to_bfn(setup: &Setup) -> String {
    let mut text = String::new();
    for rank in (0..RANKS).rev() {
        let mut empty = 0;
        for file in 0..FILES {
            let square = Square::new(file, rank).expect("on the board");
            match setup.piece_at(square) {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(piece.letter());
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
    let pending = setup.pending.map_or("-".to_string(), |s| s.to_string());
    format!("{text} {} {pending}", setup.side.letter())
}

/// Parses the placement, side and pending fields into a setup, without checking legality.
pub fn parse_setup(text: &str) -> Result<Setup, BfnError> {
    let fields: Vec<&str> = text.split(' ').collect();
    let [placement, side, pending] = fields[..] else {
        return Err(BfnError::FieldCount(fields.len()));
    };
    let mut setup = Setup::empty();
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != RANKS as usize {
        return Err(BfnError::RankCount(ranks.len()));
    }
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = RANKS - 1 - row as u8;
        parse_rank(rank, rank_text, &mut setup)?;
    }
    setup.side = match side {
        "g" => Side::Gold,
        "s" => Side::Silver,
        _ => return Err(BfnError::BadSide(excerpt(side))),
    };
    setup.pending = match pending {
        "-" => None,
        _ => Some(
            pending
                .parse()
                .map_err(|_| BfnError::BadPending(excerpt(pending)))?,
        ),
    };
    Ok(setup)
}

fn parse_rank(rank: u8, text: &str, setup: &mut Setup) -> Result<(), BfnError> {
    let name = rank + 1;
    let mut file: usize = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((start, character)) = chars.next() {
        if character.is_ascii_digit() {
            let mut end = start + 1;
            while let Some(&(i, c)) = chars.peek() {
                if !c.is_ascii_digit() {
                    break;
                }
                end = i + 1;
                chars.next();
            }
            let run = &text[start..end];
            let length: usize = run.parse().unwrap_or(0);
            if run.starts_with('0') || !(1..=FILES as usize).contains(&length) {
                return Err(BfnError::BadRun {
                    rank: name,
                    run: excerpt(run),
                });
            }
            file += length;
        } else {
            let piece = Piece::from_letter(character).ok_or(BfnError::BadCharacter {
                rank: name,
                character,
            })?;
            if let Some(square) = Square::new(file.min(FILES as usize) as u8, rank) {
                place(setup, piece, square);
            }
            file += 1;
        }
    }
    if file != FILES as usize {
        return Err(BfnError::RankLength {
            rank: name,
            squares: file,
        });
    }
    Ok(())
}

fn place(setup: &mut Setup, piece: Piece, square: Square) {
    match piece {
        Piece::Flagship => setup.flagship = setup.flagship.with(square),
        Piece::Escort => setup.escorts = setup.escorts.with(square),
        Piece::Ship => setup.ships = setup.ships.with(square),
    }
}

impl Position {
    /// The position in BFN.
    pub fn to_bfn(&self) -> String {
        setup_to_bfn(&self.to_setup())
    }

    /// Parses a BFN position and checks that it is legal.
    pub fn from_bfn(text: &str) -> Result<Position, BfnError> {
        Ok(Position::from_setup(&parse_setup(text)?)?)
    }
}

impl FromStr for Position {
    type Err = BfnError;

    fn from_str(text: &str) -> Result<Position, BfnError> {
        Position::from_bfn(text)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_bfn())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STANDARD: &str =
        "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g -";

    #[test]
    fn standard_position_matches_rules() {
        assert_eq!(Position::standard().to_bfn(), STANDARD);
        assert_eq!(STANDARD.parse::<Position>(), Ok(Position::standard()));
    }

    #[test]
    fn errors_name_what_is_wrong() {
        let cases: [(&str, BfnError); 7] = [
            ("11/11 g -", BfnError::RankCount(2)),
            (
                "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g",
                BfnError::FieldCount(2),
            ),
            (
                "11/3SSSQS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g -",
                BfnError::BadCharacter { rank: 10, character: 'Q' },
            ),
            (
                "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/56 g -",
                BfnError::BadRun { rank: 1, run: "56".into() },
            ),
            (
                "11/3SSSSS2/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g -",
                BfnError::RankLength { rank: 10, squares: 10 },
            ),
            (
                "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 x -",
                BfnError::BadSide("x".into()),
            ),
            (
                "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g d4",
                BfnError::Illegal(SetupError::PendingNotOwnPiece("d4".parse().unwrap())),
            ),
        ];
        for (text, error) in cases {
            assert_eq!(Position::from_bfn(text), Err(error.clone()), "{text}");
            assert!(!error.to_string().is_empty());
        }
    }

    #[test]
    fn runs_are_canonical() {
        let text =
            "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/011 g -";
        assert!(matches!(
            Position::from_bfn(text),
            Err(BfnError::BadRun { .. })
        ));
    }
}
