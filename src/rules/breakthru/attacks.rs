//! Precomputed line attacks: the rook-like reach of a piece over free squares.

use crate::core::{Bitboard, Square};

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

/// Squares on a ray towards higher indices, up to (not including) the first occupied one.
#[inline]
fn up_to_blocker(ray: u128, occupied: u128) -> u128 {
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        ray & ((1u128 << blockers.trailing_zeros()) - 1)
    }
}

/// Squares on a ray towards lower indices, down to (not including) the first occupied one.
#[inline]
fn down_to_blocker(ray: u128, occupied: u128) -> u128 {
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        let highest = 127 - blockers.leading_zeros();
        ray & !((1u128 << (highest + 1)) - 1)
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
    fn blockers_stop_the_ray() {
        let occupied: Bitboard = [sq("f8"), sq("f5"), sq("c6"), sq("k6")].into_iter().collect();
        let reach: Vec<String> = motion_targets(sq("f6"), occupied)
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(reach, ["d6", "e6", "g6", "h6", "i6", "j6", "f7"]);
    }
}
