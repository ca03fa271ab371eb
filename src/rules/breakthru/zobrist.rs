//! Zobrist keys, generated at compile time from a fixed seed.

use super::piece::Piece;
use crate::core::keys::splitmix;
use crate::rules::breakthru::Square;

struct Keys {
    pieces: [[u64; Square::COUNT]; 3],
    pending: [u64; Square::COUNT],
    silver_to_move: u64,
}

const fn build_keys() -> Keys {
    let mut keys = Keys {
        pieces: [[0; Square::COUNT]; 3],
        pending: [0; Square::COUNT],
        silver_to_move: 0,
    };
    let mut state = 0x6272_6561_6b74_6872; // "breakthr"
    let mut i = 0;
    while i < Square::COUNT {
        let mut p = 0;
        while p < 3 {
            let (next, key) = splitmix(state);
            state = next;
            keys.pieces[p][i] = key;
            p += 1;
        }
        let (next, key) = splitmix(state);
        state = next;
        keys.pending[i] = key;
        i += 1;
    }
    keys.silver_to_move = splitmix(state).1;
    keys
}

static KEYS: Keys = build_keys();

/// Key of `piece` standing on `square`.
#[inline]
pub fn piece(piece: Piece, square: Square) -> u64 {
    KEYS.pieces[piece.index()][square.index()]
}

/// Key of a turn whose second move is due after a first move to `square`.
#[inline]
pub fn pending(square: Square) -> u64 {
    KEYS.pending[square.index()]
}

/// Key present when Silver is to move.
#[inline]
pub fn silver_to_move() -> u64 {
    KEYS.silver_to_move
}
