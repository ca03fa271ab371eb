//! The transposition table: search results by Zobrist hash, in a bounded amount of memory.

use super::tuning::WIN_BOUND;

/// How a stored score bounds the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// The value is at least the score (a cut-off).
    Lower,
    /// The value is at most the score (no action reached alpha).
    Upper,
}

/// One stored result, packed small (12 bytes for an action of 3) so that a table of a
/// given size holds as many results as it can: a 1 s search stores more than a 16 MiB
/// table of 24-byte entries held.
#[derive(Clone, Copy, Debug)]
pub struct Entry<A> {
    /// The key's check (see [`check_of`]); the bucket's index stands for the rest of it.
    check: u32,
    score: i16,
    depth: i8,
    bound: Bound,
    /// The search that stored it (see [`Table::new_search`]).
    generation: u8,
    action: Option<A>,
}

impl<A: Copy> Entry<A> {
    /// The score as seen from a node `ply` plies below the root (win distances re-based).
    pub fn score(&self, ply: usize) -> i32 {
        from_table(i32::from(self.score), ply)
    }

    /// Depth the score was searched to.
    pub fn depth(&self) -> i32 {
        i32::from(self.depth)
    }

    /// How the score bounds the value.
    pub fn bound(&self) -> Bound {
        self.bound
    }

    /// Best or refuting action found.
    pub fn action(&self) -> Option<A> {
        self.action
    }
}

/// The 32 bits of a 64-bit key an entry keeps: both halves folded, so that keys differing
/// in either half differ here too (two keys of one bucket agree on key mod buckets).
fn check_of(key: u64) -> u32 {
    (key ^ (key >> 32)) as u32
}

fn to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > WIN_BOUND => s + ply as i32,
        s if s < -WIN_BOUND => s - ply as i32,
        s => s,
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > WIN_BOUND => s - ply as i32,
        s if s < -WIN_BOUND => s + ply as i32,
        s => s,
    }
}

/// A fixed-size transposition table of buckets of one or two entries. With two, the first
/// keeps the deepest result of the current search and the second takes whatever the first
/// declines: a single always-replace entry loses the deep results to the flood of shallow
/// ones once a search stores more results than the table holds.
pub struct Table<A> {
    entries: Vec<Option<Entry<A>>>,
    /// Entries per bucket, 1 or 2.
    ways: usize,
    generation: u8,
}

impl<A: Copy> Table<A> {
    /// A table using about `mib` mebibytes, in buckets of `ways` entries (1 or 2).
    pub fn new(mib: usize, ways: usize) -> Table<A> {
        let ways = ways.clamp(1, 2);
        let size = (mib.max(1) << 20) / std::mem::size_of::<Option<Entry<A>>>();
        Table {
            entries: vec![None; (size / ways).max(1) * ways],
            ways,
            generation: 0,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }

    /// Marks the results stored so far as older, to be replaced before those of the new search.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The index of the first entry of `key`'s bucket.
    fn bucket(&self, key: u64) -> usize {
        // A remainder rather than the multiply-high trick: a u128 multiplication is a library call on wasm32.
        (key % (self.entries.len() / self.ways) as u64) as usize * self.ways
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry<A>> {
        let (bucket, check) = (self.bucket(key), check_of(key));
        self.entries[bucket..bucket + self.ways]
            .iter()
            .find_map(|e| e.filter(|e| e.check == check))
    }

    /// Where a result for `key` searched to `depth` goes: the entry already holding `key`,
    /// else the first entry if it is empty, stale or not deeper (or the only one), else the second.
    fn slot_for(&self, key: u64, depth: i32) -> usize {
        let (bucket, check) = (self.bucket(key), check_of(key));
        if let Some(same) = (bucket..bucket + self.ways)
            .find(|&i| self.entries[i].is_some_and(|e| e.check == check))
        {
            return same;
        }
        match self.entries[bucket] {
            Some(first)
                if self.ways == 2
                    && first.generation == self.generation
                    && first.depth() > depth =>
            {
                bucket + 1
            }
            _ => bucket,
        }
    }

    /// Stores a result searched `ply` plies below the root.
    pub fn store(
        &mut self,
        key: u64,
        action: Option<A>,
        score: i32,
        depth: i32,
        bound: Bound,
        ply: usize,
    ) {
        let (slot, check) = (self.slot_for(key, depth), check_of(key));
        let same = self.entries[slot].filter(|e| e.check == check);
        let keep_old = same.is_some_and(|old| old.depth() > depth && bound != Bound::Exact);
        if !keep_old {
            let score = to_table(score, ply).clamp(i16::MIN.into(), i16::MAX.into());
            self.entries[slot] = Some(Entry {
                check,
                score: score as i16,
                depth: depth.clamp(i8::MIN.into(), i8::MAX.into()) as i8,
                bound,
                generation: self.generation,
                action: action.or_else(|| same.and_then(|e| e.action)),
            });
        }
    }

    /// Permille of slots in use, sampled over the first thousand.
    pub fn hashfull(&self) -> usize {
        let sample = self.entries.len().min(1000);
        self.entries[..sample]
            .iter()
            .filter(|e| e.is_some())
            .count()
            * 1000
            / sample
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table and three keys that share a bucket.
    fn table_and_colliding_keys() -> (Table<u16>, [u64; 3]) {
        let table = Table::new(1, 2);
        let buckets = (table.entries.len() / 2) as u64;
        (table, [5, 5 + buckets, 5 + 2 * buckets])
    }

    fn depth_of(table: &Table<u16>, key: u64) -> Option<i32> {
        table.probe(key).map(|e| e.depth())
    }

    #[test]
    fn a_deep_result_outlives_shallow_ones_in_its_bucket() {
        let (mut table, [deep, first, second]) = table_and_colliding_keys();
        table.store(deep, Some(1), 10, 8, Bound::Exact, 0);
        table.store(first, Some(2), 20, 1, Bound::Lower, 0);
        table.store(second, Some(3), 30, 1, Bound::Upper, 0);
        assert_eq!(depth_of(&table, deep), Some(8));
        assert_eq!(depth_of(&table, first), None);
        assert_eq!(depth_of(&table, second), Some(1));
    }

    #[test]
    fn a_new_search_replaces_the_results_of_the_last_one_first() {
        let (mut table, [old, _, new]) = table_and_colliding_keys();
        table.store(old, Some(1), 10, 8, Bound::Exact, 0);
        table.new_search();
        table.store(new, Some(2), 20, 1, Bound::Lower, 0);
        let kept = table.probe(new).expect("stored");
        assert_eq!(
            (kept.depth(), kept.action(), kept.score(0)),
            (1, Some(2), 20)
        );
        assert_eq!(depth_of(&table, old), None);
    }

    #[test]
    fn a_shallower_bound_does_not_replace_a_deeper_result_for_the_same_position() {
        let (mut table, [key, ..]) = table_and_colliding_keys();
        table.store(key, Some(1), 10, 8, Bound::Lower, 0);
        table.store(key, None, 20, 2, Bound::Upper, 0);
        assert_eq!(depth_of(&table, key), Some(8));
        table.store(key, None, 30, 2, Bound::Exact, 0);
        let exact = table.probe(key).expect("stored");
        assert_eq!((exact.depth(), exact.action()), (2, Some(1)));
    }

    #[test]
    fn an_entry_with_a_three_byte_action_takes_twelve_bytes() {
        // Breakthrough's move: two squares and whether it captures.
        assert_eq!(std::mem::size_of::<Option<Entry<(u8, u8, bool)>>>(), 12);
    }

    #[test]
    fn a_win_far_from_the_root_keeps_its_distance() {
        let mut table = Table::new(1, 2);
        table.store(7, Some(1u16), WIN_BOUND + 500, 3, Bound::Exact, 90);
        assert_eq!(table.probe(7).expect("stored").score(90), WIN_BOUND + 500);
    }

    #[test]
    fn a_one_way_table_always_replaces() {
        let mut table = Table::new(1, 1);
        let (deep, shallow) = (5, 5 + table.entries.len() as u64);
        table.store(deep, Some(1), 10, 8, Bound::Exact, 0);
        table.store(shallow, Some(2), 20, 1, Bound::Lower, 0);
        assert_eq!(depth_of(&table, deep), None);
        assert_eq!(depth_of(&table, shallow), Some(1));
    }
}
