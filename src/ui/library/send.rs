//! Sending a friend's game: the link of its latest position, after which the actions sent
//! can no longer be taken back.

use super::friend_link::FriendLink;
use super::id::Id;
use super::kept::Library;
use crate::ui::game::Session;

impl Library {
    /// Keeps `session` as the game under `key`, played at `now`, and returns the link that
    /// sends it to the friend, marking its actions sent; none if it is no friend's game.
    pub fn send(&mut self, key: &Id, session: &Session, now: u64) -> Option<FriendLink> {
        let entry = self.get(key)?;
        let link = FriendLink::of(session, entry.friend()?);
        self.keep_sent(key, session, now);
        Some(link)
    }

    /// Keeps `session` as the game under `key`, played at `now`, every action sent.
    pub(super) fn keep_sent(&mut self, key: &Id, session: &Session, now: u64) {
        let plies = session.table().plies();
        self.change(key, |entry| {
            *entry = entry.updated(session, now);
            entry
                .friend_mut()
                .into_iter()
                .for_each(|f| f.mark_sent(plies));
        });
    }
}
