//! Freeling's 9x5 Breakthrough in the app: its table, texts and errors in both languages.

mod errors;
mod table;
mod texts;

pub use table::Breakthrough9x5Table;

use crate::rules::breakthrough9x5::Position;
use crate::ui::game::{Player, Session};

/// A new game from the start with these players (White, Black).
pub fn new_game(players: [Player; 2]) -> Session {
    Session::new(
        Box::new(Breakthrough9x5Table::starting(Position::start())),
        players,
    )
}
