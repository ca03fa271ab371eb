//! Importing a library exported from another device (or an older save): its games are
//! merged in by key, and a game that differs from the one kept under its key is skipped,
//! never written over.

use super::entry::Entry;
use super::id::Id;
use super::kept::Library;

/// What an import did, by key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// Games that were not kept, and now are.
    pub added: Vec<Id>,
    /// Games already kept as they are (their game the same).
    pub unchanged: Vec<Id>,
    /// Games skipped: a different game is kept under their key.
    pub conflicting: Vec<Id>,
    /// Games dropped to keep to the cap (the oldest finished first).
    pub dropped: Vec<Id>,
}

impl Library {
    /// Merges in the games of `other` by key, and reports what became of each.
    pub fn import(&mut self, other: Library) -> ImportReport {
        let mut report = ImportReport::default();
        for entry in other.entries().iter().cloned() {
            let key = entry.key().clone();
            let list = match self.get(&key) {
                None => {
                    self.insert(entry);
                    &mut report.added
                }
                Some(kept) if same(kept, &entry) => &mut report.unchanged,
                Some(_) => &mut report.conflicting,
            };
            list.push(key);
        }
        report.dropped = self.cap().iter().map(|e| e.key().clone()).collect();
        report
    }
}

/// Whether `a` and `b` hold the same game, with the same friend if by link.
fn same(a: &Entry, b: &Entry) -> bool {
    a.game() == b.game() && a.friend() == b.friend()
}
