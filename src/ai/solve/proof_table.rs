//! df-pn's table of proof and disproof numbers: buckets of four 16-byte entries keyed by
//! the position's hash, the least worked entry replaced, proofs kept longest.

/// Entries per bucket of the table.
const WAYS: usize = 4;
/// The bits of a position's hash kept in its entry to recognise it.
const TAG_BITS: u32 = 48;

/// One position's entry, packed in 16 bytes so that a table holds as many as it can: the
/// first word is the hash's low [`TAG_BITS`] bits above a 16-bit [`work_code`] (0 for an
/// empty entry), the second φ above δ. Zeroes, so that a new table costs no memory until
/// it is written.
type Entry = [u64; 2];

/// The nodes spent on a position, in 16 bits: exact below 256, then the power of two and
/// the next 8 bits. Grows with the work, never 0 for work done.
fn work_code(work: u64) -> u64 {
    let work = work.max(1);
    if work < 256 {
        return work;
    }
    let power = u64::from(work.ilog2());
    ((power - 7) << 8) | ((work >> (power - 8)) & 0xff)
}

fn tag(key: u64) -> u64 {
    key & ((1 << TAG_BITS) - 1)
}

fn work_of(entry: &Entry) -> u64 {
    entry[0] & 0xffff
}

fn numbers_of(entry: &Entry) -> (u32, u32) {
    ((entry[1] >> 32) as u32, entry[1] as u32)
}

fn holds(entry: &Entry, key: u64) -> bool {
    work_of(entry) > 0 && entry[0] >> 16 == tag(key)
}

/// The table of proof numbers: buckets of [`WAYS`] entries, the least worked replaced.
pub struct ProofTable {
    entries: Vec<Entry>,
}

impl ProofTable {
    /// A table of about `mib` MiB.
    pub fn new(mib: usize) -> ProofTable {
        let buckets = ((mib << 20) / std::mem::size_of::<Entry>() / WAYS).max(1);
        ProofTable {
            entries: vec![[0; 2]; buckets * WAYS],
        }
    }

    fn bucket(&self, key: u64) -> std::ops::Range<usize> {
        let buckets = (self.entries.len() / WAYS) as u128;
        // Mixed, for games whose hashes are small numbers, then scaled to the buckets.
        let mixed = key.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let start = ((u128::from(mixed) * buckets) >> 64) as usize * WAYS;
        start..start + WAYS
    }

    /// (φ, δ) of the position with hash `key`; (1, 1) when unknown.
    pub(super) fn get(&self, key: u64) -> (u32, u32) {
        self.find(key).unwrap_or((1, 1))
    }

    /// The entry of the position with hash `key`, if any.
    fn entry(&self, key: u64) -> Option<&Entry> {
        self.entries[self.bucket(key)]
            .iter()
            .find(|e| holds(e, key))
    }

    /// (φ, δ) of the position with hash `key`, if known.
    pub(super) fn find(&self, key: u64) -> Option<(u32, u32)> {
        self.entry(key).map(numbers_of)
    }

    /// The work code of the position with hash `key` (0 when unknown).
    pub(super) fn work(&self, key: u64) -> u64 {
        self.entry(key).map_or(0, work_of)
    }

    pub(super) fn put(&mut self, key: u64, phi: u32, delta: u32, work: u64) {
        let range = self.bucket(key);
        let bucket = &mut self.entries[range];
        let found = bucket.iter().position(|e| holds(e, key));
        let code = work_code(work).max(found.map_or(0, |i| work_of(&bucket[i])));
        let i = found
            .or_else(|| bucket.iter().position(|e| work_of(e) == 0))
            .unwrap_or_else(|| least(bucket));
        bucket[i] = [
            (tag(key) << 16) | code,
            (u64::from(phi) << 32) | u64::from(delta),
        ];
    }

    /// Whether the side to move of the position with hash `key` is proven to win
    /// (`Some(true)`) or to lose (`Some(false)`).
    pub fn result(&self, key: u64) -> Option<bool> {
        match self.get(key) {
            (0, _) => Some(true),
            (_, 0) => Some(false),
            _ => None,
        }
    }
}

/// The entry of `bucket` to replace: the least worked, proofs kept longest.
fn least(bucket: &[Entry]) -> usize {
    (0..bucket.len())
        .min_by_key(|&i| {
            let (phi, delta) = numbers_of(&bucket[i]);
            let code = work_of(&bucket[i]);
            let proven = phi == 0 || delta == 0;
            (if proven { doubled(code) } else { code }, i)
        })
        .unwrap_or(0)
}

/// The work code of twice the work of `code`.
fn doubled(code: u64) -> u64 {
    if code < 256 {
        work_code(code * 2)
    } else {
        code + 256
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_codes_grow_with_the_work_and_fit_in_16_bits() {
        let works = (0..40).flat_map(|power| [1u64 << power, (3u64 << power) / 2 + 1]);
        let codes: Vec<u64> = works.map(work_code).collect();
        assert!(codes.windows(2).all(|w| w[0] <= w[1]), "{codes:?}");
        assert!(work_code(u64::MAX) < 1 << 16);
        assert!(codes.iter().all(|&code| code > 0));
        assert_eq!(doubled(work_code(1000)), work_code(2000));
    }
}
