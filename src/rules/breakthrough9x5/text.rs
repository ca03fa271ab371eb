//! Text (docs/rules.md section 3): positions `<placement> <side>`, ranks 9 down to 1 with `W`/`B`
//! for a stone, `(WW)`/`(BB)` for a pair and digits for runs of empty squares, e.g. the
//! start `BBBBB/BBBBB/5/5/5/5/5/WWWWW/WWWWW w`; actions `b2-a1`, `b2-a1:a1,a2`, `pass`. The
//! frame of positions and the messages it shares with Troyka's game are
//! [`crate::core::position_text`].

use super::action::Action;
use super::position::Position;
use super::side::Side;
use super::square::{Square, SquareError, FILES, RANKS};
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
    /// Not nine ranks; holds how many there were.
    Ranks(usize),
    /// A token in a rank that is not `W`, `B`, `(WW)`, `(BB)` or a run of 1..5.
    Token {
        /// The rank, from 1.
        rank: u8,
        /// The token.
        token: String,
    },
    /// A rank that does not have five squares.
    RankLength {
        /// The rank, from 1.
        rank: u8,
        /// Squares it has.
        found: usize,
    },
    /// A stack larger than its square holds (only a game won by an explosion leaves one).
    Capacity(Square),
    /// Both sides have a stone on their far rank.
    BothWon,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Fields(n) => frame::explain_fields(f, *n),
            PositionError::Side(text) => frame::explain_side(f, text),
            PositionError::Ranks(n) => {
                write!(f, "the board has 9 ranks, separated by /; found {n}")
            }
            PositionError::Token { rank, token } => frame::explain_token(
                f,
                token,
                rank,
                "W, B, (WW), (BB) or a number of empty squares (1 to 5)",
            ),
            PositionError::RankLength { rank, found } => {
                frame::explain_rank_length(f, rank, *found, usize::from(FILES))
            }
            PositionError::Capacity(square) => write!(
                f,
                "{square} holds more stones than it may (2 on files b to d, 1 on a and e)"
            ),
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

/// Why a text is not an action here.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ActionError {
    /// Not `pass` nor `<from>-<to>` with an optional `:<square>,...`.
    Form(String),
    /// A square that is not on the board.
    Square(SquareError),
    /// No legal action is written so.
    Illegal(String),
    /// The explosions can go in orders that give different positions: the text must say which.
    Ambiguous(String),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Form(text) => {
                write!(
                    f,
                    "'{text}' is not a move (like b2-a1 or b2-a1:a1,a2) or pass"
                )
            }
            ActionError::Square(error) => error.fmt(f),
            ActionError::Illegal(text) => write!(f, "{text} is not a legal move here"),
            ActionError::Ambiguous(text) => write!(
                f,
                "{text} sets off explosions whose order matters: add them, like {text}:a1,a2"
            ),
        }
    }
}

impl std::error::Error for ActionError {}

/// The stones of one stack as a token: `W`, `(WW)`, `(WWW)`...
fn stack_token(side: Side, height: u8) -> String {
    let letter = match side {
        Side::White => "W",
        Side::Black => "B",
    };
    match height {
        1 => letter.to_string(),
        n => format!("({})", letter.repeat(usize::from(n))),
    }
}

/// The tokens of one rank's text, or the offending token.
fn tokens(text: &str) -> Vec<&str> {
    let mut tokens = Vec::new();
    let mut rest = text;
    while let Some(first) = rest.chars().next() {
        let end = if first == '(' {
            rest.find(')').map_or(rest.len(), |i| i + 1)
        } else {
            first.len_utf8()
        };
        tokens.push(&rest[..end]);
        rest = &rest[end..];
    }
    tokens
}

/// A token's stones: (owner, height), or `None` for a run of empty squares.
fn read_token(token: &str) -> Option<Result<(Side, u8), usize>> {
    let side_of = |c| match c {
        'W' => Some(Side::White),
        'B' => Some(Side::Black),
        _ => None,
    };
    if let Ok(run) = token.parse::<usize>() {
        return (1..=usize::from(FILES)).contains(&run).then_some(Err(run));
    }
    let inner = token.strip_prefix('(').and_then(|t| t.strip_suffix(')'));
    let letters = inner.unwrap_or(token);
    let side = side_of(letters.chars().next()?)?;
    let height = letters.chars().count();
    let uniform = letters.chars().all(|c| side_of(c) == Some(side));
    let well_formed = if inner.is_some() {
        (2..=10).contains(&height)
    } else {
        height == 1
    };
    (uniform && well_formed).then_some(Ok((side, height as u8)))
}

impl Position {
    /// The position written `text`, checked strictly.
    pub fn from_text(text: &str) -> Result<Position, PositionError> {
        let frame = frame::split(text)?;
        if frame.ranks.len() != usize::from(RANKS) {
            return Err(PositionError::Ranks(frame.ranks.len()));
        }
        let side = if frame.white_to_move {
            Side::White
        } else {
            Side::Black
        };
        let mut position = Position::empty(side);
        for (row, rank_text) in frame.ranks.iter().enumerate() {
            let rank = RANKS - 1 - row as u8;
            position.read_rank(rank, rank_text)?;
        }
        position.check_finished_stacks()?;
        position.rehash();
        Ok(position)
    }

    fn read_rank(&mut self, rank: u8, text: &str) -> Result<(), PositionError> {
        let mut file = 0usize;
        let mut after_run = false;
        for token in tokens(text) {
            let bad = || PositionError::Token {
                rank: rank + 1,
                token: excerpt(token),
            };
            let read = read_token(token).ok_or_else(bad)?;
            // Runs of empty squares are written as one digit: "23" is not "5".
            if after_run && read.is_err() {
                return Err(bad());
            }
            after_run = read.is_err();
            match read {
                Err(run) => file += run,
                Ok((side, height)) => {
                    if let Some(square) = Square::new(file as u8, rank) {
                        self.put(square, side, height);
                    }
                    file += 1;
                }
            }
        }
        if file != usize::from(FILES) {
            return Err(PositionError::RankLength {
                rank: rank + 1,
                found: file,
            });
        }
        Ok(())
    }

    /// Stacks over capacity only stand on a board that a win by explosion left.
    fn check_finished_stacks(&self) -> Result<(), PositionError> {
        let [white, black] = [Side::White, Side::Black].map(|s| self.reached_far_rank(s));
        if white && black {
            return Err(PositionError::BothWon);
        }
        let over = Square::all().find(|&s| self.height(s) > s.capacity());
        match over {
            Some(square) if !(white || black) => Err(PositionError::Capacity(square)),
            _ => Ok(()),
        }
    }

    /// The position as text that [`Position::from_text`] reads back.
    pub fn to_text(&self) -> String {
        let token = |file: usize, rank: usize| {
            let square = Square::new(file as u8, rank as u8).expect("on the board");
            self.stack_at(square)
                .map(|(side, height)| stack_token(side, height))
        };
        let (ranks, files) = (usize::from(RANKS), usize::from(FILES));
        frame::write(ranks, files, token, self.side() == Side::White)
    }

    /// The legal action written `text`: `pass`, or a move with its explosions in an order
    /// that gives the position of some legal action; the explosions may be left out where
    /// every order gives the same position.
    pub fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        let short = excerpt(text);
        let mut legal = Vec::new();
        self.legal(&mut legal);
        if text == "pass" {
            return legal
                .contains(&Action::PASS)
                .then_some(Action::PASS)
                .ok_or(ActionError::Illegal(short));
        }
        let (squares, explosions) = text
            .split_once(':')
            .map_or((text, None), |(m, e)| (m, Some(e)));
        let (from, to) = squares
            .split_once('-')
            .ok_or_else(|| ActionError::Form(short.clone()))?;
        let square = |t: &str| t.parse::<Square>().map_err(ActionError::Square);
        let (from, to) = (square(from)?, square(to)?);
        let order = match explosions {
            Some(list) => Some(list.split(',').map(square).collect::<Result<Vec<_>, _>>()?),
            None => None,
        };
        if !self.destinations_if_own(from).contains(&to) {
            return Err(ActionError::Illegal(short));
        }
        let orders = self.orders(from, to);
        match order {
            Some(order) => orders
                .iter()
                .find(|(o, _)| *o == order)
                .map(|&(_, action)| action)
                .ok_or(ActionError::Illegal(short)),
            None => {
                let first = orders
                    .first()
                    .map(|&(_, action)| action)
                    .ok_or(ActionError::Illegal(short.clone()))?;
                if orders.iter().all(|&(_, action)| action == first) {
                    Ok(first)
                } else {
                    Err(ActionError::Ambiguous(excerpt(squares)))
                }
            }
        }
    }

    /// Where the stack on `from` may go, if it is the side to move's and the game is on.
    fn destinations_if_own(&self, from: Square) -> Vec<Square> {
        let own = matches!(self.stack_at(from), Some((side, _)) if side == self.side());
        if own && self.outcome().is_none() {
            self.destinations(from)
        } else {
            Vec::new()
        }
    }
}
