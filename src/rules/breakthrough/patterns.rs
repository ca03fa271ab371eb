//! Learnt patterns for the 8x8 board: every window of two ranks by three files (42 of
//! them) adds a score for what stands in it, as Logistello's patterns did for Othello.
//! Windows that mirror each other (left and right, and White's view against Black's) share
//! their weights, so that a mirrored position scores the same for the side to move.
//! `engine --game breakthrough tune --records FILE --patterns OUT` fits them to the results
//! of self-play games, blended with a deeper search's scores of their positions where the
//! records carry them; other sizes have no fitted patterns (8x8 is the board played most).

use std::sync::OnceLock;

/// Ranks and files of the board the patterns are fitted for.
pub const SIDE: usize = 8;
/// Rank offsets of a window (its lower rank), from White's side.
const WINDOW_RANKS: usize = SIDE - 1;
/// File offsets of a window (its first file).
const WINDOW_FILES: usize = SIDE - 2;
/// Windows on the board.
const WINDOWS: usize = WINDOW_RANKS * WINDOW_FILES;
/// Window files told apart: at the edge, next to it, in the middle (mirrors share).
const FILE_CLASSES: usize = WINDOW_FILES / 2;
/// What six squares may hold: empty, White or Black each.
const STATES: usize = 729;
/// Shared weights: one per rank offset, file class and state.
pub const PARAMETERS: usize = WINDOW_RANKS * FILE_CLASSES * STATES;

/// The shared weight a window reads, from White's view, for the pieces in it: three bits
/// of White's and Black's pieces on its lower and upper rank (bit 0 the first file).
fn shared_index(rank: usize, file: usize, white: [u64; 2], black: [u64; 2]) -> usize {
    let mirrored = file >= FILE_CLASSES;
    let class = if mirrored {
        WINDOW_FILES - 1 - file
    } else {
        file
    };
    let mut state = 0;
    for (row, (w, b)) in white.iter().zip(black).enumerate() {
        for col in 0..3 {
            let bit = if mirrored { 2 - col } else { col };
            let cell = if w >> bit & 1 != 0 {
                1
            } else if b >> bit & 1 != 0 {
                2
            } else {
                0
            };
            state += cell * 3usize.pow((row * 3 + col) as u32);
        }
    }
    (rank * FILE_CLASSES + class) * STATES + state
}

/// The two shared weights a window's score is made of, for its twelve bits of pieces
/// (`lower white | upper white << 3 | lower black << 6 | upper black << 9`): the weight
/// seen from White's side, less the weight Black sees in the mirrored window.
pub fn window_terms(window: usize, bits: usize) -> (usize, usize) {
    let (rank, file) = (window / WINDOW_FILES, window % WINDOW_FILES);
    let part = |shift: usize| (bits >> shift & 7) as u64;
    let (white, black) = ([part(0), part(3)], [part(6), part(9)]);
    let own = shared_index(rank, file, white, black);
    let mirrored = shared_index(
        WINDOW_RANKS - 1 - rank,
        file,
        [black[1], black[0]],
        [white[1], white[0]],
    );
    (own, mirrored)
}

/// The twelve bits of pieces in each window of an 8x8 board, in window order.
pub fn window_bits(white: u64, black: u64) -> impl Iterator<Item = usize> {
    (0..WINDOWS).map(move |window| {
        let (rank, file) = (window / WINDOW_FILES, window % WINDOW_FILES);
        let at = |pieces: u64, row: usize| ((pieces >> ((rank + row) * SIDE + file)) & 7) as usize;
        at(white, 0) | at(white, 1) << 3 | at(black, 0) << 6 | at(black, 1) << 9
    })
}

/// Each window's score for each of its 4096 bit patterns, from the shared weights.
fn expanded(weights: &[i16]) -> Vec<i16> {
    let mut table = vec![0; WINDOWS << 12];
    for window in 0..WINDOWS {
        // Bit patterns with a square both White's and Black's never occur.
        for bits in (0..1 << 12).filter(|bits| bits & bits >> 6 & 63 == 0) {
            let (own, mirrored) = window_terms(window, bits);
            table[window << 12 | bits] = weights[own].saturating_sub(weights[mirrored]);
        }
    }
    table
}

/// The fitted shared weights, little-endian `i16`s.
static FITTED: &[u8] = include_bytes!("patterns.bin");

/// The patterns' score of an 8x8 position for White, in centi-pieces.
pub fn score(white: u64, black: u64) -> i32 {
    static TABLE: OnceLock<Vec<i16>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let weights: Vec<i16> = FITTED
            .chunks_exact(2)
            .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
            .collect();
        expanded(&weights)
    });
    table_score(table, white, black)
}

/// The sum of each window's score in `table` (see [`expanded`]) for its pieces.
fn table_score(table: &[i16], white: u64, black: u64) -> i32 {
    window_bits(white, black)
        .enumerate()
        .map(|(window, bits)| i32::from(table[window << 12 | bits]))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;

    /// A random placement of pieces on an 8x8 board: White's and Black's words.
    fn random_words(rng: &mut Rng) -> (u64, u64) {
        let (mut white, mut black) = (0, 0);
        for square in 0..64 {
            match rng.below(4) {
                0 => white |= 1 << square,
                1 => black |= 1 << square,
                _ => {}
            }
        }
        (white, black)
    }

    /// The board seen from the other side: ranks reversed, colours swapped.
    fn flipped((white, black): (u64, u64)) -> (u64, u64) {
        (black.swap_bytes(), white.swap_bytes())
    }

    /// The board mirrored left to right.
    fn mirrored((white, black): (u64, u64)) -> (u64, u64) {
        let mirror = |word: u64| u64::from_le_bytes(word.to_le_bytes().map(u8::reverse_bits));
        (mirror(white), mirror(black))
    }

    #[test]
    fn windows_read_the_squares_they_cover() {
        // White on a1 and c2, Black on b2: the first window holds all three.
        let (white, black) = (1 | 1 << 10, 1 << 9);
        let first = window_bits(white, black).next();
        assert_eq!(first, Some(0b001 | 0b100 << 3 | 0b010 << 9));
        // The last window covers f7 to h8.
        let last = window_bits(1 << 63, 1 << 53).last();
        assert_eq!(last, Some(0b100 << 3 | 0b001 << 6));
    }

    #[test]
    fn mirrored_positions_score_mirrored() {
        let mut rng = Rng::new(9);
        let weights: Vec<i16> = (0..PARAMETERS)
            .map(|_| rng.below(200) as i16 - 100)
            .collect();
        let table = expanded(&weights);
        let score = |(white, black): (u64, u64)| table_score(&table, white, black);
        for _ in 0..100 {
            let words = random_words(&mut rng);
            assert_eq!(score(flipped(words)), -score(words));
            assert_eq!(score(mirrored(words)), score(words));
        }
    }

    #[test]
    fn the_fitted_weights_are_all_there() {
        assert_eq!(FITTED.len(), PARAMETERS * 2);
    }
}
