//! One kept game: its key, its saved form, a friend's part if it is played by link, the
//! opponent's name if renamed, and when it was last played. Whether it is finished is
//! derived from the game each time it is opened, never stored.

use super::friend::Friend;
use super::id::Id;
use super::opponent::Opponent;
use crate::ui::game::saved::{SavedGame, SavedGameError};
use crate::ui::game::{Opener, Session};
use serde::{Deserialize, Serialize};

/// At most this many characters of a renamed opponent are kept.
pub const LABEL_CHARS: usize = 40;

/// A kept game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    key: Id,
    game: Box<SavedGame>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    friend: Option<Friend>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    label: Option<String>,
    last_active: u64,
    #[serde(skip)]
    finished: bool,
}

impl Entry {
    /// The game of `session` kept under `key`, played with `friend` if by link, last played
    /// at `now` (ms since the epoch).
    pub fn new(key: Id, session: &Session, friend: Option<Friend>, now: u64) -> Entry {
        Entry {
            key,
            game: Box::new(SavedGame::of(session)),
            friend,
            label: None,
            last_active: now,
            finished: session.table().is_over(),
        }
    }

    /// The same entry holding `session`'s game, played at `now`.
    pub fn updated(&self, session: &Session, now: u64) -> Entry {
        Entry {
            game: Box::new(SavedGame::of(session)),
            last_active: now,
            finished: session.table().is_over(),
            ..self.clone()
        }
    }

    /// The game's session, every action checked as `open` opens it.
    pub fn open(&self, open: Opener) -> Result<Session, SavedGameError> {
        self.game.open(open)
    }

    /// The entry as read, checked and with whether it is finished derived from its game.
    pub(super) fn checked(mut self, open: Opener) -> Result<Entry, SavedGameError> {
        self.finished = self.open(open)?.table().is_over();
        Ok(self)
    }

    /// Its key in the library.
    pub fn key(&self) -> &Id {
        &self.key
    }

    /// The game in its saved form.
    pub fn game(&self) -> &SavedGame {
        &self.game
    }

    /// This device's part, if the game is played with a friend by link.
    pub fn friend(&self) -> Option<&Friend> {
        self.friend.as_ref()
    }

    /// Who the game is played against.
    pub fn opponent(&self) -> Opponent {
        Opponent::of([self.game.light, self.game.dark], self.friend.as_ref())
    }

    /// The name the person gave the opponent, if any.
    pub fn label(&self) -> Option<&str> {
        self.label.as_deref()
    }

    /// When it was last played, in ms since the epoch.
    pub fn last_active(&self) -> u64 {
        self.last_active
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Names the opponent `label` (trimmed and cut short); an empty one restores the default.
    pub(super) fn rename(&mut self, label: &str) {
        let label: String = label.trim().chars().take(LABEL_CHARS).collect();
        self.label = Some(label).filter(|l| !l.is_empty());
    }

    /// This device's part, to change (by links only).
    pub(super) fn friend_mut(&mut self) -> Option<&mut Friend> {
        self.friend.as_mut()
    }
}
