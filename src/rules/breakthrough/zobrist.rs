//! Zobrist keys by side and cell, from a fixed seed (see [`crate::core::keys`]).

use super::side::Side;
use super::size::Cell;
use crate::core::keys::ZobristKeys;

/// Two keys per cell (White's, then Black's), then the key of Black to move.
static KEYS: ZobristKeys<{ 2 * 256 + 1 }> = ZobristKeys::new(0x7472_6f79_6b61_3230); // "troyka20"

/// Key of a piece of `side` on `cell`.
#[inline]
pub fn piece(side: Side, cell: Cell) -> u64 {
    KEYS.key(2 * cell.number() + side.index())
}

/// Key present when Black is to move.
#[inline]
pub fn black_to_move() -> u64 {
    KEYS.key(2 * 256)
}
