//! The inputs kept to be mutated: the seeds, then inputs the parser accepted (and a few it
//! refused), each kept once.

use breakthru::core::Rng;
use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};

/// The most inputs kept besides the seeds.
const CAPACITY: usize = 4_000;

/// The longest input kept, in bytes (longer ones make every mutation slow).
const LONGEST: usize = 20_000;

/// Of the refused inputs, the share kept anyway (refusals are mostly shallow).
const REFUSED_KEPT: f64 = 0.01;

/// The kept inputs.
pub struct Pool {
    inputs: Vec<String>,
    seeds: usize,
    seen: HashSet<u64>,
}

fn hash(text: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

impl Pool {
    /// A pool of `seeds` (an empty seed if there are none).
    pub fn new(mut seeds: Vec<String>) -> Pool {
        if seeds.is_empty() {
            seeds.push(String::new());
        }
        let seen = seeds.iter().map(|s| hash(s)).collect();
        Pool {
            seeds: seeds.len(),
            inputs: seeds,
            seen,
        }
    }

    /// Every kept input, the seeds first.
    pub fn inputs(&self) -> &[String] {
        &self.inputs
    }

    /// A kept input at random.
    pub fn pick(&self, rng: &mut Rng) -> &str {
        &self.inputs[rng.below(self.inputs.len())]
    }

    /// Keeps `input` if it is new and was `accepted` (or by a small chance), in place of a
    /// kept input other than a seed once the pool is full.
    pub fn offer(&mut self, input: String, accepted: bool, rng: &mut Rng) {
        if input.len() > LONGEST || !(accepted || rng.chance(REFUSED_KEPT)) {
            return;
        }
        if !self.seen.insert(hash(&input)) {
            return;
        }
        if self.inputs.len() < self.seeds + CAPACITY {
            self.inputs.push(input);
        } else {
            let index = self.seeds + rng.below(CAPACITY);
            self.inputs[index] = input;
        }
    }
}
