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

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry<A> {
    key: u64,
    /// Best or refuting action found.
    pub action: Option<A>,
    score: i32,
    /// Depth the score was searched to.
    pub depth: i32,
    /// How the score bounds the value.
    pub bound: Bound,
}

impl<A: Copy> Entry<A> {
    /// The score as seen from a node `ply` plies below the root (win distances re-based).
    pub fn score(&self, ply: usize) -> i32 {
        from_table(self.score, ply)
    }
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

/// A fixed-size, always-replace-unless-deeper transposition table.
pub struct Table<A> {
    entries: Vec<Option<Entry<A>>>,
}

impl<A: Copy> Table<A> {
    /// A table using about `mib` mebibytes.
    pub fn new(mib: usize) -> Table<A> {
        let size = (mib.max(1) << 20) / std::mem::size_of::<Option<Entry<A>>>();
        Table {
            entries: vec![None; size.max(1)],
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }

    fn slot(&self, key: u64) -> usize {
        // A remainder rather than the multiply-high trick: a u128 multiplication is a library call on wasm32.
        (key % self.entries.len() as u64) as usize
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry<A>> {
        self.entries[self.slot(key)].filter(|e| e.key == key)
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
        let slot = self.slot(key);
        let keep_old = matches!(self.entries[slot], Some(old) if old.key == key && old.depth > depth && bound != Bound::Exact);
        if !keep_old {
            let action = action.or_else(|| {
                self.entries[slot]
                    .filter(|e| e.key == key)
                    .and_then(|e| e.action)
            });
            self.entries[slot] = Some(Entry {
                key,
                action,
                score: to_table(score, ply),
                depth,
                bound,
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
