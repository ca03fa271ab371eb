//! A game with a friend by link: the side this device plays, the game's id shared by both
//! devices, and how far the game has been sent, which bounds undo.

use super::id::Id;
use crate::ui::game::{Seat, Table};
use serde::{Deserialize, Serialize};

/// This device's part in a game played with a friend by link.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Friend {
    /// The side this device plays.
    pub side: Seat,
    /// The game's id, the same on both devices.
    pub game_id: Id,
    /// The plies both devices know: received in a link, or sent in one. Never undone.
    pub sent: usize,
    /// Whether the AI may help (hint, bar, threats, analysis) while the game is on: chosen
    /// when the game is made and written in its links. Saves of earlier releases: no.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub help: bool,
}

/// The friend's game to make when the next game begins: the side this device plays, and
/// whether the AI may help while it is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FriendTerms {
    /// The side this device plays.
    pub side: Seat,
    /// Whether the AI may help while the game is on.
    pub help: bool,
}

impl Friend {
    /// A new game with a friend, this device playing `side`, nothing sent yet.
    pub fn new(side: Seat, game_id: Id) -> Friend {
        Friend {
            side,
            game_id,
            sent: 0,
            help: false,
        }
    }

    /// The same part, the AI's help allowed or not.
    pub fn with_help(self, help: bool) -> Friend {
        Friend { help, ..self }
    }

    /// Whether the AI's help is barred now in `table`: not allowed, and the game is on.
    pub fn help_barred(&self, table: &dyn Table) -> bool {
        !self.help && !table.is_over()
    }

    /// Whether this device may move now in `table`: the game is on and its side is to move.
    pub fn may_move(&self, table: &dyn Table) -> bool {
        !table.is_over() && table.seat_to_move() == self.side
    }

    /// Whether this device may take back the last action of `table`: only one not yet sent.
    pub fn may_undo(&self, table: &dyn Table) -> bool {
        table.plies() > self.sent
    }

    /// Whether the board is turned, so that this device's side plays up the screen.
    pub fn flipped(&self) -> bool {
        self.side == Seat::Dark
    }

    /// Notes that the first `plies` of the game have been sent (or received).
    pub fn mark_sent(&mut self, plies: usize) {
        self.sent = self.sent.max(plies);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_of_earlier_releases_read_with_no_help_and_help_is_written_only_when_allowed() {
        let earlier = r#"{"side":"Light","game_id":"k3v9x0c2m4p7","sent":1}"#;
        let friend: Friend = serde_json::from_str(earlier).unwrap();
        assert!(!friend.help);
        assert_eq!(serde_json::to_string(&friend).unwrap(), earlier);
        let allowed = serde_json::to_string(&friend.with_help(true)).unwrap();
        assert!(allowed.contains(r#""help":true"#), "{allowed}");
        let read: Friend = serde_json::from_str(&allowed).unwrap();
        assert!(read.help);
    }
}
