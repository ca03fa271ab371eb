//! A small seeded random generator (xorshift64*), so that random choices replay exactly.

/// A seeded pseudo-random generator; seeds come from outside (time, the browser).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from any seed. SplitMix64's mixer (a bijection) turns the seed into the
    /// state, so that distinct seeds, even neighbours, give distinct and unrelated streams.
    pub fn new(seed: u64) -> Rng {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        // xorshift has no zero state: the one seed mixed to zero starts from state 1.
        Rng((z ^ (z >> 31)).max(1))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn neighbouring_seeds_give_different_streams() {
        let firsts: std::collections::HashSet<u64> =
            (0..1000).map(|seed| Rng::new(seed).next_u64()).collect();
        assert_eq!(firsts.len(), 1000);
    }
}
