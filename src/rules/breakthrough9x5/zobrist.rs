//! Zobrist keys by side, square and stack height, from a fixed seed (see [`crate::core::keys`]).

use super::side::Side;
use super::square::Square;
use crate::core::keys::ZobristKeys;

/// The tallest stack the keys tell apart: a side has 10 stones.
const HEIGHTS: usize = 10;

/// Keys for each side, square and height (1..=10), then the key of Black to move.
static KEYS: ZobristKeys<{ 2 * Square::COUNT * HEIGHTS + 1 }> =
    ZobristKeys::new(0x6672_6565_6c69_6e67); // "freeling"

/// Key of a stack of `height` stones of `side` on `square`.
#[inline]
pub fn stack(side: Side, square: Square, height: u8) -> u64 {
    let height = usize::from(height.clamp(1, HEIGHTS as u8)) - 1;
    KEYS.key((side.index() * Square::COUNT + square.index()) * HEIGHTS + height)
}

/// Key present when Black is to move.
#[inline]
pub fn black_to_move() -> u64 {
    KEYS.key(2 * Square::COUNT * HEIGHTS)
}
