//! Zobrist keys, from a fixed seed (see [`crate::core::keys`]).

use super::piece::Piece;
use crate::core::keys::ZobristKeys;
use crate::rules::breakthru::Square;

/// Keys per square: one for each of the three pieces, then one for a pending second move.
const PER_SQUARE: usize = 4;

/// The keys of every square, then the key of Silver to move.
static KEYS: ZobristKeys<{ PER_SQUARE * Square::COUNT + 1 }> =
    ZobristKeys::new(0x6272_6561_6b74_6872); // "breakthr"

/// Key of `piece` standing on `square`.
#[inline]
pub fn piece(piece: Piece, square: Square) -> u64 {
    KEYS.key(PER_SQUARE * square.index() + piece.index())
}

/// Key of a turn whose second move is due after a first move to `square`.
#[inline]
pub fn pending(square: Square) -> u64 {
    KEYS.key(PER_SQUARE * square.index() + 3)
}

/// Key present when Silver is to move.
#[inline]
pub fn silver_to_move() -> u64 {
    KEYS.key(PER_SQUARE * Square::COUNT)
}
