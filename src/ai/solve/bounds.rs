//! The solver's transposition table: per position and goal, the fewest plies within which
//! the goal is proven and the most within which it is refuted.

/// What the side to move is asked to achieve.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Force a win.
    Win,
    /// Lose whatever it plays.
    Loss,
}

impl Goal {
    /// The goal seen from the other side.
    pub fn flip(self) -> Goal {
        match self {
            Goal::Win => Goal::Loss,
            Goal::Loss => Goal::Win,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// One position's bounds.
#[derive(Clone, Copy)]
struct Entry<A> {
    key: u64,
    /// `proven[goal]`: the goal holds within this many plies (`u16::MAX`: not known).
    proven: [u16; 2],
    /// `refuted[goal]`: the goal fails within this many plies.
    refuted: [u16; 2],
    /// The action that proved a win or refuted a loss, tried first next time.
    best: Option<A>,
}

/// A table of bounds, one entry per slot, the newest kept.
pub struct Bounds<A> {
    entries: Vec<Entry<A>>,
}

impl<A: Copy> Bounds<A> {
    /// A table of about `mib` MiB.
    pub fn new(mib: usize) -> Bounds<A> {
        let count = (mib << 20) / std::mem::size_of::<Entry<A>>();
        let empty = Entry {
            key: 0,
            proven: [u16::MAX; 2],
            refuted: [0; 2],
            best: None,
        };
        Bounds {
            entries: vec![empty; count.max(1)],
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key % self.entries.len() as u64) as usize
    }

    /// Whether `goal` is known to hold within `plies` (or known not to), and the best action.
    pub fn probe(&self, key: u64, goal: Goal, plies: u32) -> (Option<bool>, Option<A>) {
        let entry = &self.entries[self.slot(key)];
        if entry.key != key {
            return (None, None);
        }
        let g = goal.index();
        let known = if u32::from(entry.proven[g]) <= plies {
            Some(true)
        } else if u32::from(entry.refuted[g]) >= plies {
            Some(false)
        } else {
            None
        };
        (known, entry.best)
    }

    /// Records that `goal` holds (or not) within `plies`, with the action that decided it.
    pub fn store(&mut self, key: u64, goal: Goal, plies: u32, holds: bool, best: Option<A>) {
        let slot = self.slot(key);
        let entry = &mut self.entries[slot];
        if entry.key != key {
            *entry = Entry {
                key,
                proven: [u16::MAX; 2],
                refuted: [0; 2],
                best: None,
            };
        }
        let plies = plies.min(u32::from(u16::MAX - 1)) as u16;
        let g = goal.index();
        if holds {
            entry.proven[g] = entry.proven[g].min(plies);
        } else {
            entry.refuted[g] = entry.refuted[g].max(plies);
        }
        if best.is_some() {
            entry.best = best;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_answer_only_what_they_know() {
        let mut bounds = Bounds::<u8>::new(1);
        assert_eq!(bounds.probe(7, Goal::Win, 5), (None, None));
        bounds.store(7, Goal::Win, 5, true, Some(3));
        bounds.store(7, Goal::Loss, 4, false, None);
        assert_eq!(bounds.probe(7, Goal::Win, 6), (Some(true), Some(3)));
        assert_eq!(bounds.probe(7, Goal::Win, 4).0, None);
        assert_eq!(bounds.probe(7, Goal::Loss, 3).0, Some(false));
        assert_eq!(bounds.probe(7, Goal::Loss, 5).0, None);
        assert_eq!(bounds.probe(8, Goal::Win, 6).0, None);
    }
}
