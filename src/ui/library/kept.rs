//! The kept games: adding, replacing, removing and renaming them, their order in the list,
//! the game to resume, and the cap on how many are kept.

use super::entry::Entry;
use super::id::Id;

/// At most this many games are kept; adding one more drops the oldest finished game.
pub const CAP: usize = 200;

/// The kept games, in no particular order (see [`Library::ordered`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Library {
    entries: Vec<Entry>,
}

impl Library {
    /// A library of `entries` as they are (keys unchecked, no cap).
    pub(super) fn of(entries: Vec<Entry>) -> Library {
        Library { entries }
    }

    /// Every kept game.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The game kept under `key`.
    pub fn get(&self, key: &Id) -> Option<&Entry> {
        self.entries.iter().find(|e| e.key() == key)
    }

    fn position(&self, key: &Id) -> Option<usize> {
        self.entries.iter().position(|e| e.key() == key)
    }

    /// A key no kept game has, made from `random` (changed until free).
    pub fn free_key(&self, mut random: u64) -> Id {
        loop {
            let key = Id::from_random(random);
            if self.get(&key).is_none() {
                return key;
            }
            random = random.rotate_left(7) ^ 0x9e37_79b9_7f4a_7c15;
        }
    }

    /// Adds `entry` (also to undo a removal) and keeps to the [`CAP`]: returns the games
    /// dropped for it, or gives `entry` back if its key is taken.
    pub fn add(&mut self, entry: Entry) -> Result<Vec<Entry>, Entry> {
        if self.get(entry.key()).is_some() {
            return Err(entry);
        }
        self.entries.push(entry);
        Ok(self.cap())
    }

    /// Adds `entry`, whose key is free, without dropping any game (for links).
    pub(super) fn insert(&mut self, entry: Entry) {
        debug_assert!(self.get(entry.key()).is_none(), "a free key");
        self.entries.push(entry);
    }

    /// Puts `entry` in place of the game with its key: returns that game, or gives `entry`
    /// back if there is none.
    pub fn replace(&mut self, entry: Entry) -> Result<Entry, Entry> {
        match self.position(entry.key()) {
            Some(at) => Ok(std::mem::replace(&mut self.entries[at], entry)),
            None => Err(entry),
        }
    }

    /// The game under `key`, changed by `change`; false if there is none.
    pub(super) fn change(&mut self, key: &Id, change: impl FnOnce(&mut Entry)) -> bool {
        let found = self.position(key);
        if let Some(at) = found {
            change(&mut self.entries[at]);
        }
        found.is_some()
    }

    /// Removes the game under `key` and returns it (to offer undo, by [`Library::add`]).
    pub fn remove(&mut self, key: &Id) -> Option<Entry> {
        let at = self.position(key)?;
        Some(self.entries.remove(at))
    }

    /// Names the opponent of the game under `key` (an empty name restores the default);
    /// false if there is no such game.
    pub fn rename(&mut self, key: &Id, label: &str) -> bool {
        self.change(key, |entry| entry.rename(label))
    }

    /// The games in the order of the list: in progress first, then finished; each newest
    /// first by last activity.
    pub fn ordered(&self) -> Vec<&Entry> {
        let mut list: Vec<&Entry> = self.entries.iter().collect();
        // Keys are unique: the order is total, and an unstable sort is as good.
        list.sort_unstable_by(|a, b| {
            (a.is_finished(), b.last_active(), a.key()).cmp(&(
                b.is_finished(),
                a.last_active(),
                b.key(),
            ))
        });
        list
    }

    /// The game played last, to resume.
    pub fn last_played(&self) -> Option<&Entry> {
        self.entries.iter().max_by_key(|e| e.last_active())
    }

    /// The games played with a friend under `game_id`: the first one and any copies.
    pub fn friend_games<'a>(&'a self, game_id: &'a Id) -> impl Iterator<Item = &'a Entry> {
        self.entries
            .iter()
            .filter(move |e| e.friend().is_some_and(|f| &f.game_id == game_id))
    }

    /// Drops games beyond the [`CAP`], the oldest finished first, and returns them.
    pub(super) fn cap(&mut self) -> Vec<Entry> {
        let mut dropped = Vec::new();
        while self.entries.len() > CAP {
            let oldest = (0..self.entries.len()).min_by_key(|&at| {
                let entry = &self.entries[at];
                (!entry.is_finished(), entry.last_active())
            });
            dropped.extend(oldest.map(|at| self.entries.remove(at)));
        }
        dropped
    }
}
