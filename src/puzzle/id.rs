//! A puzzle's id: a short hash of what it is (game, position and solution), in base32.

/// Crockford's base32 alphabet in lower case (no i, l, o, u).
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// Characters in an id (40 bits).
pub const ID_LENGTH: usize = 8;

/// The id of the puzzle of `game` (its name), `position` and `solution` (as written in
/// the file): FNV-1a over the three, tab-separated, the top 40 bits in base32.
pub fn puzzle_id(game: &str, position: &str, solution: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in [game, position, solution].join("\t").bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (0..ID_LENGTH)
        .map(|i| char::from(ALPHABET[((hash >> (59 - 5 * i)) & 31) as usize]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_short_stable_and_differ() {
        let a = puzzle_id("breakthrough", "5/5/5/5/5 w", "a2-a3");
        assert_eq!(a.len(), ID_LENGTH);
        assert_eq!(a, puzzle_id("breakthrough", "5/5/5/5/5 w", "a2-a3"));
        assert_ne!(a, puzzle_id("breakthrough", "5/5/5/5/5 w", "a2-b3"));
        assert!(a.bytes().all(|b| ALPHABET.contains(&b)));
    }
}
