//! Precomputed line attacks: the rook-like reach of a piece over free squares.

use crate::rules::breakthru::{Bitboard, Square};

/// Rays from each square towards increasing indices (north, east) and decreasing ones (south, west).
struct Rays {
    north: [u128; Square::COUNT],
    east: [u128; Square::COUNT],
    south: [u128; Square::COUNT],
    west: [u128; Square::COUNT],
}

const fn ray(index: usize, df: i8, dr: i8) -> u128 {
    let mut bits = 0u128;
    let mut file = (index % 11) as i8 + df;
    let mut rank = (index / 11) as i8 + dr;
    while file >= 0 && file < 11 && rank >= 0 && rank < 11 {
        bits |= 1u128 << (rank as usize * 11 + file as usize);
        file += df;
        rank += dr;
    }
    bits
}

const fn build_rays() -> Rays {
    let mut rays = Rays {
        north: [0; Square::COUNT],
        east: [0; Square::COUNT],
        south: [0; Square::COUNT],
        west: [0; Square::COUNT],
    };
    let mut i = 0;
    while i < Square::COUNT {
        rays.north[i] = ray(i, 0, 1);
        rays.east[i] = ray(i, 1, 0);
        rays.south[i] = ray(i, 0, -1);
        rays.west[i] = ray(i, -1, 0);
        i += 1;
    }
    rays
}

static RAYS: Rays = build_rays();

/// `BELOW[i]` holds the bits below bit `i` (`(1 << i) - 1`), for `i` in 0..=128. A table,
/// because a variable `u128` shift is a library call on wasm32.
static BELOW: [u128; 129] = {
    let mut masks = [u128::MAX; 129];
    let mut i = 0;
    while i < 128 {
        masks[i] = (1u128 << i) - 1;
        i += 1;
    }
    masks
};

/// Squares on a ray towards higher indices, up to (not including) the first occupied one.
#[inline]
fn up_to_blocker(ray: u128, occupied: u128) -> u128 {
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        ray & BELOW[blockers.trailing_zeros() as usize]
    }
}

/// Squares on a ray towards lower indices, down to (not including) the first occupied one.
#[inline]
fn down_to_blocker(ray: u128, occupied: u128) -> u128 {
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        let highest = 127 - blockers.leading_zeros() as usize;
        ray & !BELOW[highest + 1]
    }
}

/// The free squares a piece on `from` can reach by a motion-move, given the occupied squares.
#[inline]
pub fn motion_targets(from: Square, occupied: Bitboard) -> Bitboard {
    let i = from.index();
    let occ = occupied.bits();
    Bitboard::from_bits(
        up_to_blocker(RAYS.north[i], occ)
            | up_to_blocker(RAYS.east[i], occ)
            | down_to_blocker(RAYS.south[i], occ)
            | down_to_blocker(RAYS.west[i], occ),
    )
}

/// For a piece at position `pos` (0..11) of one rank or file whose occupied
/// positions are the bits of `line`, the number of free positions it reaches.
const fn build_reach_counts() -> [[u8; 2048]; 11] {
    let mut counts = [[0u8; 2048]; 11];
    let mut pos = 0;
    while pos < 11 {
        let mut line = 0;
        while line < 2048 {
            let mut n = 0;
            let mut p = pos + 1;
            while p < 11 && line & (1 << p) == 0 {
                n += 1;
                p += 1;
            }
            let mut p = pos as i32 - 1;
            while p >= 0 && line & (1 << p) == 0 {
                n += 1;
                p -= 1;
            }
            counts[pos][line] = n;
            line += 1;
        }
        pos += 1;
    }
    counts
}

static REACH_COUNTS: [[u8; 2048]; 11] = build_reach_counts();

/// Bits of file a on five consecutive ranks of a 64-bit window: 0, 11, 22, 33, 44.
const FIVE_RANKS: u64 = 0x1002_0040_0801;

/// Multiplying `FIVE_RANKS`'s bits (at 11k) by this gathers bit k at 44 + k with no carries:
/// the partial products land at 44 + 11k - 10j, distinct for all (k, j).
const FIVE_RANKS_GATHER: u64 = {
    let mut bits = 0u64;
    let mut j = 0;
    while j < 5 {
        bits |= 1 << (44 - 10 * j);
        j += 1;
    }
    bits
};

/// Occupancy of rank `rank` as 11 bits, file a lowest, with 64-bit operations only
/// (a variable `u128` shift is a library call on wasm32).
#[inline]
fn rank_line(occupied: u128, rank: u8) -> usize {
    let (low, high) = (occupied as u64, (occupied >> 64) as u64);
    let start = u32::from(rank) * 11;
    let bits = match start {
        0..=53 => low >> start,
        54..=63 => low >> start | high << (64 - start),
        _ => high >> (start - 64),
    };
    (bits & 0x7FF) as usize
}

/// Occupancy of file `file` as 11 bits, rank 1 lowest, with 64-bit operations only:
/// ranks 1-5 and 6-10 are each gathered by one multiplication, rank 11 is one bit.
#[inline]
fn file_line(occupied: u128, file: u8) -> usize {
    let gather =
        |window: u64| ((window >> file) & FIVE_RANKS).wrapping_mul(FIVE_RANKS_GATHER) >> 44 & 0x1F;
    let ranks_1_to_5 = gather(occupied as u64);
    let ranks_6_to_10 = gather((occupied >> 55) as u64);
    let rank_11 = ((occupied >> 64) as u64 >> (46 + file)) & 1;
    (ranks_1_to_5 | ranks_6_to_10 << 5 | rank_11 << 10) as usize
}

/// The number of motion-moves from `from`: `motion_targets(from, occupied).count()`, by table look-up.
#[inline]
pub fn motion_count(from: Square, occupied: Bitboard) -> usize {
    let occ = occupied.bits();
    let (file, rank) = (from.file(), from.rank());
    (REACH_COUNTS[file as usize][rank_line(occ, rank)]
        + REACH_COUNTS[rank as usize][file_line(occ, file)]) as usize
}

/// Every square on the same rank or file as `from`, `from` excluded.
pub fn lines_through(from: Square) -> Bitboard {
    let i = from.index();
    Bitboard::from_bits(RAYS.north[i] | RAYS.east[i] | RAYS.south[i] | RAYS.west[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn open_board_reach_is_twenty_squares() {
        for square in Square::all() {
            assert_eq!(motion_targets(square, Bitboard::EMPTY).count(), 20);
        }
    }

    #[test]
    fn table_count_agrees_with_rays() {
        let mut state = 0x1234_5678_9abc_def0u64;
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let occupied =
                Bitboard::from_bits(u128::from(state) << 64 | u128::from(state.rotate_left(29)));
            for from in Square::all() {
                let occupied = occupied.with(from);
                assert_eq!(
                    motion_count(from, occupied),
                    motion_targets(from, occupied).count()
                );
            }
        }
    }

    #[test]
    fn blockers_stop_the_ray() {
        let occupied: Bitboard = [sq("f8"), sq("f5"), sq("c6"), sq("k6")]
            .into_iter()
            .collect();
        let reach: Vec<String> = motion_targets(sq("f6"), occupied)
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(reach, ["d6", "e6", "g6", "h6", "i6", "j6", "f7"]);
    }
}
