//! Zobrist keys by side and cell, generated at compile time from a fixed seed.

use super::side::Side;
use super::size::Cell;
use crate::core::keys::splitmix;

struct Keys {
    pieces: [[u64; 256]; 2],
    black_to_move: u64,
}

const fn build_keys() -> Keys {
    let mut keys = Keys {
        pieces: [[0; 256]; 2],
        black_to_move: 0,
    };
    let mut state = 0x7472_6f79_6b61_3230; // "troyka20"
    let mut i = 0;
    while i < 256 {
        let mut side = 0;
        while side < 2 {
            let (next, key) = splitmix(state);
            state = next;
            keys.pieces[side][i] = key;
            side += 1;
        }
        i += 1;
    }
    keys.black_to_move = splitmix(state).1;
    keys
}

static KEYS: Keys = build_keys();

/// Key of a piece of `side` on `cell`.
#[inline]
pub fn piece(side: Side, cell: Cell) -> u64 {
    KEYS.pieces[side.index()][cell.number()]
}

/// Key present when Black is to move.
#[inline]
pub fn black_to_move() -> u64 {
    KEYS.black_to_move
}
