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
}

impl Friend {
    /// A new game with a friend, this device playing `side`, nothing sent yet.
    pub fn new(side: Seat, game_id: Id) -> Friend {
        Friend {
            side,
            game_id,
            sent: 0,
        }
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
