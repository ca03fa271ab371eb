//! A Breakthrough position on a board of `W` words: pieces, side to move, hash;
//! move generation, make and unmake, and the outcome (docs/rules.md section 2).

use super::action::Move;
use super::bits::Bits;
use super::side::Side;
use super::size::{Cell, Size};
use super::zobrist;
use crate::core::Outcome;

/// The board's fixed sets, computed once per position from its size.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Masks<const W: usize> {
    board: Bits<W>,
    not_first_file: Bits<W>,
    not_last_file: Bits<W>,
    /// `far_rank[side]`: the rank that side wins on.
    far_rank: [Bits<W>; 2],
}

impl<const W: usize> Masks<W> {
    fn new(size: Size) -> Masks<W> {
        let board = Bits::first(size.squares());
        let file = |f: usize| {
            (0..size.ranks()).fold(Bits::EMPTY, |bits, rank| {
                bits | Bits::single(rank * size.files() + f)
            })
        };
        let rank = |r: usize| {
            (0..size.files()).fold(Bits::EMPTY, |bits, f| {
                bits | Bits::single(r * size.files() + f)
            })
        };
        Masks {
            board,
            not_first_file: board & !file(0),
            not_last_file: board & !file(size.files() - 1),
            far_rank: [rank(size.ranks() - 1), rank(0)],
        }
    }
}

/// The squares a side's pieces can move to, by direction.
struct Targets<const W: usize> {
    /// Straight forward, onto empty squares.
    straight: Bits<W>,
    /// Diagonally towards file a, onto empty or enemy squares.
    towards_first_file: Bits<W>,
    /// Diagonally towards the last file.
    towards_last_file: Bits<W>,
}

/// A position: which piece stands where, and who moves. Always valid: built only by
/// [`Position::start`] or from checked text, and changed only by legal moves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position<const W: usize> {
    size: Size,
    masks: Masks<W>,
    pieces: [Bits<W>; 2],
    side: Side,
    hash: u64,
    /// The hash of the position's mirror image across the middle file, kept for the solver.
    mirrored_hash: u64,
}

/// Why pieces cannot make a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlacementError {
    /// The board needs more words than this position type holds.
    TooLarge,
    /// Both sides have already won.
    BothWon,
}

impl<const W: usize> Position<W> {
    /// Whether a board of `size` fits this many words.
    pub fn fits(size: Size) -> bool {
        size.squares() <= W * 64
    }

    /// The position with `pieces` on a board of `size` and `side` to move.
    pub fn from_pieces(
        size: Size,
        pieces: impl IntoIterator<Item = (Cell, Side)>,
        side: Side,
    ) -> Result<Position<W>, PlacementError> {
        if !Self::fits(size) {
            return Err(PlacementError::TooLarge);
        }
        let side_key = if side == Side::Black {
            zobrist::black_to_move()
        } else {
            0
        };
        let mut position = Position {
            size,
            masks: Masks::new(size),
            pieces: [Bits::EMPTY; 2],
            side,
            hash: side_key,
            mirrored_hash: side_key,
        };
        for (cell, owner) in pieces {
            let index = size.index(cell);
            if size.contains(cell) && !position.occupied().contains(index) {
                position.toggle_piece(owner, cell);
            }
        }
        if position.has_won(Side::White) && position.has_won(Side::Black) {
            return Err(PlacementError::BothWon);
        }
        Ok(position)
    }

    /// The board's size.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The side to move.
    pub fn side(&self) -> Side {
        self.side
    }

    /// Zobrist hash of the pieces and the side to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Who stands on `cell`, if anyone.
    pub fn piece_at(&self, cell: Cell) -> Option<Side> {
        if !self.size.contains(cell) {
            return None;
        }
        let index = self.size.index(cell);
        [Side::White, Side::Black]
            .into_iter()
            .find(|side| self.pieces[side.index()].contains(index))
    }

    /// The cells of `side`'s pieces.
    pub fn cells_of(&self, side: Side) -> impl Iterator<Item = Cell> + '_ {
        self.pieces[side.index()]
            .iter()
            .map(|index| self.size.cell(index))
    }

    /// Number of pieces of `side`.
    pub fn count(&self, side: Side) -> u32 {
        self.pieces[side.index()].count()
    }

    pub(super) fn bits(&self, side: Side) -> Bits<W> {
        self.pieces[side.index()]
    }

    /// The squares of the first and last files.
    pub(super) fn edge_files(&self) -> Bits<W> {
        self.masks.board & !(self.masks.not_first_file & self.masks.not_last_file)
    }

    /// The pieces of `own` with a piece of `own` beside them on their rank.
    pub(super) fn phalanx(&self, own: Bits<W>) -> Bits<W> {
        let right = (own & self.masks.not_last_file).shl(1);
        let left = (own & self.masks.not_first_file).shr(1);
        own & (left | right)
    }

    /// Number of moves the pieces `movers` of `side` would have if `side` were to move.
    pub(super) fn move_count(&self, side: Side, movers: Bits<W>) -> u32 {
        let t = self.targets(side, movers);
        t.straight.count() + t.towards_first_file.count() + t.towards_last_file.count()
    }

    /// Number of legal moves `side` would have if it were to move.
    pub(super) fn mobility(&self, side: Side) -> u32 {
        self.move_count(side, self.pieces[side.index()])
    }

    fn occupied(&self) -> Bits<W> {
        self.pieces[0] | self.pieces[1]
    }

    /// Whether `side` has a piece on its far rank or the opponent has none.
    fn has_won(&self, side: Side) -> bool {
        !(self.pieces[side.index()] & self.masks.far_rank[side.index()]).is_empty()
            || self.pieces[side.opponent().index()].is_empty()
    }

    /// The squares diagonally forward of `movers` (pieces of `side`), whatever stands there.
    pub(super) fn diagonal_reach(&self, side: Side, movers: Bits<W>) -> Bits<W> {
        let (first, last) = self.diagonals(side, movers);
        first | last
    }

    /// The squares diagonally forward of `movers`: towards file a, and towards the last file.
    pub(super) fn diagonals(&self, side: Side, movers: Bits<W>) -> (Bits<W>, Bits<W>) {
        let files = self.size.files() as u32;
        let left = movers & self.masks.not_first_file;
        let right = movers & self.masks.not_last_file;
        match side {
            Side::White => (
                left.shl(files - 1) & self.masks.board,
                right.shl(files + 1) & self.masks.board,
            ),
            Side::Black => (left.shr(files + 1), right.shr(files - 1)),
        }
    }

    /// The rank `side` stands on one step before its far rank.
    pub(super) fn one_step_from_far_rank(&self, side: Side) -> Bits<W> {
        let files = self.size.files() as u32;
        let far = self.masks.far_rank[side.index()];
        match side {
            Side::White => far.shr(files),
            Side::Black => far.shl(files) & self.masks.board,
        }
    }

    /// The squares `side`'s pieces in `from` could ever reach, moving forward any number of
    /// times (straight or diagonally, whatever stands in the way), `from` included.
    pub(super) fn forward_spread(&self, side: Side, from: Bits<W>) -> Bits<W> {
        let files = self.size.files() as u32;
        let mut spread = from;
        for _ in 1..self.size.ranks() {
            let straight = match side {
                Side::White => spread.shl(files) & self.masks.board,
                Side::Black => spread.shr(files),
            };
            spread = spread | straight | self.diagonal_reach(side, spread);
        }
        spread
    }

    /// The squares the pieces `movers` of `side` can move to now.
    pub(super) fn reach(&self, side: Side, movers: Bits<W>) -> Bits<W> {
        let t = self.targets(side, movers);
        t.straight | t.towards_first_file | t.towards_last_file
    }

    /// The rank `side` starts on, farthest from its far rank.
    pub(super) fn home_rank(&self, side: Side) -> Bits<W> {
        self.masks.far_rank[side.opponent().index()]
    }

    /// The rank `side` stands on two steps before its far rank.
    pub(super) fn two_steps_from_far_rank(&self, side: Side) -> Bits<W> {
        let files = self.size.files() as u32;
        let brink = self.one_step_from_far_rank(side);
        match side {
            Side::White => brink.shr(files),
            Side::Black => brink.shl(files) & self.masks.board,
        }
    }

    /// The squares that the pieces `movers` of `side` can move to.
    fn targets(&self, side: Side, movers: Bits<W>) -> Targets<W> {
        let files = self.size.files() as u32;
        let empty = self.masks.board & !self.occupied();
        let open = self.masks.board & !self.pieces[side.index()];
        let straight = match side {
            Side::White => movers.shl(files),
            Side::Black => movers.shr(files),
        };
        let (first, last) = self.diagonals(side, movers);
        Targets {
            straight: straight & empty,
            towards_first_file: first & open,
            towards_last_file: last & open,
        }
    }

    /// The result, if the game is over: a win on the far rank, by capturing every enemy
    /// piece, or because the side to move has no legal move.
    pub fn outcome(&self) -> Option<Outcome<Side>> {
        for side in [Side::White, Side::Black] {
            if self.has_won(side) {
                return Some(Outcome::Win(side));
            }
        }
        (self.count_moves() == 0).then(|| Outcome::Win(self.side.opponent()))
    }

    fn count_moves(&self) -> usize {
        self.mobility(self.side) as usize
    }

    /// Number of legal moves (none once the game is over).
    pub fn count_legal_moves(&self) -> usize {
        if self.has_won(Side::White) || self.has_won(Side::Black) {
            0
        } else {
            self.count_moves()
        }
    }

    /// Replaces `out` with every legal move (none once the game is over).
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.has_won(Side::White) || self.has_won(Side::Black) {
            return;
        }
        self.moves_of(self.pieces[self.side.index()], out);
    }

    /// Appends the moves of the pieces `movers` of the side to move.
    pub(super) fn moves_of(&self, movers: Bits<W>, out: &mut Vec<Move>) {
        let side = self.side;
        let t = self.targets(side, movers);
        let files = self.size.files() as isize;
        let forward = if side == Side::White { files } else { -files };
        let enemy = self.pieces[side.opponent().index()];
        for (targets, file_step) in [
            (t.straight, 0),
            (t.towards_first_file, -1),
            (t.towards_last_file, 1),
        ] {
            let back = forward + file_step;
            for to in targets.iter() {
                let from = (to as isize - back) as usize;
                out.push(Move::new(
                    self.size.cell(from),
                    self.size.cell(to),
                    enemy.contains(to),
                ));
            }
        }
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        let (from, to) = (mv.from(), mv.to());
        let step = match self.side {
            Side::White => 1,
            Side::Black => -1,
        };
        let file_step = to.file() as isize - from.file() as isize;
        let shape = to.rank() as isize - from.rank() as isize == step && file_step.abs() <= 1;
        if !shape || !self.size.contains(from) || !self.size.contains(to) {
            return false;
        }
        let over = self.has_won(Side::White) || self.has_won(Side::Black);
        if over || self.piece_at(from) != Some(self.side) {
            return false;
        }
        let target = self.piece_at(to);
        let capture = target == Some(self.side.opponent());
        let allowed = match file_step {
            0 => target.is_none(),
            _ => target != Some(self.side),
        };
        allowed && capture == mv.is_capture()
    }

    /// Plays `mv`, which must be legal.
    pub fn make(&mut self, mv: Move) {
        self.toggle_move(mv);
        self.pass();
    }

    /// Takes back `mv`, the last move played.
    pub fn unmake(&mut self, mv: Move) {
        self.pass();
        self.toggle_move(mv);
    }

    /// Moves the side to move's piece for `mv` (capturing), or back: the change is its own undo.
    fn toggle_move(&mut self, mv: Move) {
        let (side, enemy) = (self.side, self.side.opponent());
        self.toggle_piece(side, mv.from());
        self.toggle_piece(side, mv.to());
        if mv.is_capture() {
            self.toggle_piece(enemy, mv.to());
        }
    }

    /// Puts a piece of `side` on `cell`, or takes it away, with both hashes.
    #[inline]
    fn toggle_piece(&mut self, side: Side, cell: Cell) {
        let last_file = self.size.files() - 1;
        self.pieces[side.index()].toggle(self.size.index(cell));
        self.hash ^= zobrist::piece(side, cell);
        self.mirrored_hash ^= zobrist::piece(side, cell.mirrored(last_file));
    }

    /// Hands the move to the opponent (the last step of every move; undone by calling it again).
    pub fn pass(&mut self) {
        self.side = self.side.opponent();
        self.hash ^= zobrist::black_to_move();
        self.mirrored_hash ^= zobrist::black_to_move();
    }

    /// The hash recomputed from scratch (for tests of the incremental one).
    pub fn recomputed_hash(&self) -> u64 {
        let mut hash = if self.side == Side::Black {
            zobrist::black_to_move()
        } else {
            0
        };
        for side in [Side::White, Side::Black] {
            for cell in self.cells_of(side) {
                hash ^= zobrist::piece(side, cell);
            }
        }
        hash
    }

    /// The hash of the position mirrored across the middle file (a1 to the last file's 1).
    pub fn mirrored_hash(&self) -> u64 {
        self.mirrored_hash
    }
}
