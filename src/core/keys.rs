//! Random keys for Zobrist hashing, from a fixed seed.
//!
//! Key `n` of a seed is the `n + 1`-th output of splitmix64 started at the seed, so it
//! can be computed directly. The engine and the worker keep the keys in a table built at
//! compile time. The app's main binary is built with the feature `compact-keys`: it
//! computes each key when asked, because a table of random keys is a download of its own
//! size that gzip cannot shrink, and the app hashes only a few positions per move.

/// One step of splitmix64: the next state and a well-mixed 64-bit key.
pub const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(GOLDEN_GAMMA);
    (state, mix(state))
}

/// splitmix64's increment.
const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// splitmix64's output function.
const fn mix(state: u64) -> u64 {
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Key number `n` (from 0) of `seed`.
pub const fn nth_key(seed: u64, n: usize) -> u64 {
    mix(seed.wrapping_add((n as u64 + 1).wrapping_mul(GOLDEN_GAMMA)))
}

/// `N` Zobrist keys from one seed, numbered by each game's own layout.
pub struct ZobristKeys<const N: usize> {
    #[cfg_attr(not(feature = "compact-keys"), allow(dead_code))]
    seed: u64,
    #[cfg(not(feature = "compact-keys"))]
    table: [u64; N],
}

impl<const N: usize> ZobristKeys<N> {
    /// The first `N` keys of `seed`.
    pub const fn new(seed: u64) -> ZobristKeys<N> {
        ZobristKeys {
            seed,
            #[cfg(not(feature = "compact-keys"))]
            table: table(seed),
        }
    }

    /// Key number `n`, below `N`.
    #[inline]
    pub fn key(&self, n: usize) -> u64 {
        debug_assert!(n < N);
        #[cfg(not(feature = "compact-keys"))]
        return self.table[n];
        #[cfg(feature = "compact-keys")]
        return nth_key(self.seed, n);
    }
}

/// The first `N` keys of `seed`, built at compile time.
#[cfg(not(feature = "compact-keys"))]
const fn table<const N: usize>(seed: u64) -> [u64; N] {
    let mut keys = [0; N];
    let mut n = 0;
    while n < N {
        keys[n] = nth_key(seed, n);
        n += 1;
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_key_is_the_splitmix_sequence() {
        let mut state = 0x1234_5678_9abc_def0;
        for n in 0..100 {
            let (next, key) = splitmix(state);
            state = next;
            assert_eq!(nth_key(0x1234_5678_9abc_def0, n), key, "key {n}");
        }
    }

    #[test]
    fn keys_are_the_seeds_sequence_and_distinct() {
        static KEYS: ZobristKeys<300> = ZobristKeys::new(42);
        let keys: Vec<u64> = (0..300).map(|n| KEYS.key(n)).collect();
        assert!(keys.iter().enumerate().all(|(n, &k)| k == nth_key(42, n)));
        let mut sorted = keys.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), keys.len());
    }
}
