//! A validated position: placement, side to move, pending second move and hash.

use super::action::Action;
use super::piece::{Piece, Side};
use super::setup::{Setup, SetupError};
use super::zobrist;
use crate::core::Outcome;
use crate::rules::breakthru::{Bitboard, Square};
use std::fmt;

/// Why a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum EndReason {
    /// The flagship reached an edge square: Gold wins.
    FlagshipEscaped,
    /// Silver captured the flagship: Silver wins.
    FlagshipCaptured,
    /// The side to move had no legal action at the start of its turn and loses.
    NoLegalAction,
    /// The same placement with the same side to move began a turn for the third time: a draw.
    ThreefoldRepetition,
}

/// The result of a finished game and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub struct Ending {
    /// Who won, or a draw.
    pub outcome: Outcome<Side>,
    /// What ended the game.
    pub reason: EndReason,
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.outcome, self.reason) {
            (_, EndReason::FlagshipEscaped) => write!(f, "Gold wins: the flagship escaped"),
            (_, EndReason::FlagshipCaptured) => write!(f, "Silver wins: the flagship was captured"),
            (Outcome::Win(side), EndReason::NoLegalAction) => {
                write!(f, "{side} wins: {} has no legal action", side.opponent())
            }
            (_, _) => write!(f, "Draw by threefold repetition"),
        }
    }
}

/// A legal Breakthru position. Built from a [`Setup`] by a validating constructor,
/// then changed only by legal actions, so its invariants always hold.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(super) flagship: Bitboard,
    pub(super) escorts: Bitboard,
    pub(super) ships: Bitboard,
    pub(super) side: Side,
    pub(super) pending: Option<Square>,
    pub(super) hash: u64,
}

/// What [`Position::unmake`] needs to take an action back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Undo {
    captured: Option<Piece>,
    side: Side,
    pending: Option<Square>,
    hash: u64,
}

/// An action that is not legal in the position it was tried in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    /// The refused action.
    pub action: Action,
    /// The position, unchanged.
    pub position: Box<Position>,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not legal here", self.action)
    }
}

impl std::error::Error for IllegalAction {}

impl Position {
    /// The standard position, Gold to move.
    pub fn standard() -> Position {
        Position::from_setup(&Setup::standard()).expect("the standard setup is valid")
    }

    /// A position from any consistent setup (mid-game positions included).
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        setup.check_consistency()?;
        let mut position = Position {
            flagship: setup.flagship,
            escorts: setup.escorts,
            ships: setup.ships,
            side: setup.side,
            pending: setup.pending,
            hash: 0,
        };
        position.hash = position.compute_hash();
        if let Some(square) = position.pending {
            if !position.has_second_move(square) {
                return Err(SetupError::PendingWithoutSecondMove(square));
            }
        }
        Ok(position)
    }

    /// A starting position: checks the setup rules of the game as well.
    pub fn from_start(setup: &Setup) -> Result<Position, SetupError> {
        setup.check_start()?;
        Position::from_setup(setup)
    }

    /// The placement, side and pending move as a free [`Setup`].
    pub fn to_setup(&self) -> Setup {
        Setup {
            flagship: self.flagship,
            escorts: self.escorts,
            ships: self.ships,
            side: self.side,
            pending: self.pending,
        }
    }

    /// The side to move.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The square of the piece that made the first move of this turn, if a second is due.
    pub fn pending(&self) -> Option<Square> {
        self.pending
    }

    /// Squares of pieces of kind `piece`.
    pub fn pieces(&self, piece: Piece) -> Bitboard {
        match piece {
            Piece::Flagship => self.flagship,
            Piece::Escort => self.escorts,
            Piece::Ship => self.ships,
        }
    }

    /// Squares of all pieces of `side`.
    pub fn side_pieces(&self, side: Side) -> Bitboard {
        match side {
            Side::Gold => self.flagship | self.escorts,
            Side::Silver => self.ships,
        }
    }

    /// The flagship's square, unless it was captured.
    pub fn flagship(&self) -> Option<Square> {
        self.flagship.first()
    }

    /// Every occupied square.
    pub fn occupied(&self) -> Bitboard {
        self.flagship | self.escorts | self.ships
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        Piece::ALL
            .into_iter()
            .find(|&p| self.pieces(p).contains(square))
    }

    /// The Zobrist hash of placement, side to move and pending square.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether a turn starts here (no second move is due).
    pub fn is_turn_start(&self) -> bool {
        self.pending.is_none()
    }

    /// The hash recomputed from scratch (the stored one is kept incrementally).
    pub fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for piece in Piece::ALL {
            for square in self.pieces(piece) {
                hash ^= zobrist::piece(piece, square);
            }
        }
        if self.side == Side::Silver {
            hash ^= zobrist::silver_to_move();
        }
        if let Some(square) = self.pending {
            hash ^= zobrist::pending(square);
        }
        hash
    }

    /// How the game ended, if this position ends it (repetition is judged by the [`Record`](super::Record)).
    pub fn ending(&self) -> Option<Ending> {
        let Some(flagship) = self.flagship() else {
            return Some(Ending {
                outcome: Outcome::Win(Side::Silver),
                reason: EndReason::FlagshipCaptured,
            });
        };
        if flagship.is_edge() {
            return Some(Ending {
                outcome: Outcome::Win(Side::Gold),
                reason: EndReason::FlagshipEscaped,
            });
        }
        (!self.has_any_action()).then_some(Ending {
            outcome: Outcome::Win(self.side.opponent()),
            reason: EndReason::NoLegalAction,
        })
    }

    /// Whether the game is over in this position.
    pub fn is_over(&self) -> bool {
        self.ending().is_some()
    }

    /// Plays a legal action and returns the new position, or gives this one back inside the error.
    pub fn play(mut self, action: Action) -> Result<Position, IllegalAction> {
        if self.is_legal(action) {
            self.make(action);
            Ok(self)
        } else {
            Err(IllegalAction {
                action,
                position: Box::new(self),
            })
        }
    }

    fn toggle(&mut self, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        match piece {
            Piece::Flagship => self.flagship ^= bit,
            Piece::Escort => self.escorts ^= bit,
            Piece::Ship => self.ships ^= bit,
        }
        self.hash ^= zobrist::piece(piece, square);
    }

    fn set_turn(&mut self, side: Side, pending: Option<Square>) {
        if let Some(square) = self.pending {
            self.hash ^= zobrist::pending(square);
        }
        if side != self.side {
            self.hash ^= zobrist::silver_to_move();
        }
        if let Some(square) = pending {
            self.hash ^= zobrist::pending(square);
        }
        self.side = side;
        self.pending = pending;
    }

    /// Plays `action`, which must be legal (checked in debug builds), and returns what undoes it.
    pub fn make(&mut self, action: Action) -> Undo {
        debug_assert!(self.is_legal(action), "{action} is illegal in {self:?}");
        let undo = Undo {
            captured: None,
            side: self.side,
            pending: self.pending,
            hash: self.hash,
        };
        let (from, to) = (action.from(), action.to());
        let mover = self.piece_at(from).expect("a legal action moves a piece");
        let captured = self.piece_at(to);
        if let Some(victim) = captured {
            self.toggle(victim, to);
        }
        self.toggle(mover, from);
        self.toggle(mover, to);
        let opens_two_move_turn =
            !action.is_capture() && mover != Piece::Flagship && self.pending.is_none();
        if opens_two_move_turn && self.has_second_move(to) {
            self.set_turn(self.side, Some(to));
        } else {
            self.set_turn(self.side.opponent(), None);
        }
        Undo { captured, ..undo }
    }

    /// Gives the turn to the opponent at a turn start without acting, for the search's
    /// null-move test. Not a legal action: `None` in the middle of a turn.
    pub fn pass(&mut self) -> Option<Undo> {
        self.pending.is_none().then(|| {
            let undo = Undo {
                captured: None,
                side: self.side,
                pending: None,
                hash: self.hash,
            };
            self.set_turn(self.side.opponent(), None);
            undo
        })
    }

    /// Takes back [`Position::pass`].
    pub fn unpass(&mut self, undo: Undo) {
        self.side = undo.side;
        self.pending = undo.pending;
        self.hash = undo.hash;
    }

    /// Takes back `action`, played by [`Position::make`] with result `undo`.
    pub fn unmake(&mut self, action: Action, undo: Undo) {
        let (from, to) = (action.from(), action.to());
        let mover = self
            .piece_at(to)
            .expect("the moved piece stands on its target");
        let bits_from = Bitboard::from_square(from);
        let bits_to = Bitboard::from_square(to);
        let swap = bits_from | bits_to;
        match mover {
            Piece::Flagship => self.flagship ^= swap,
            Piece::Escort => self.escorts ^= swap,
            Piece::Ship => self.ships ^= swap,
        }
        match undo.captured {
            Some(Piece::Flagship) => self.flagship |= bits_to,
            Some(Piece::Escort) => self.escorts |= bits_to,
            Some(Piece::Ship) => self.ships |= bits_to,
            None => {}
        }
        self.side = undo.side;
        self.pending = undo.pending;
        self.hash = undo.hash;
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::standard()
    }
}
