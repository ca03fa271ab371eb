//! Troyka's Breakthrough in the app: its table, texts, errors and rules in both languages,
//! and its board choices.

mod entry;
mod errors;
mod new_game_form;
mod seat;
mod table;
mod texts;

pub use entry::Breakthrough;
pub use table::BreakthroughTable;

use crate::rules::breakthrough::{Side, Size, SizeError};
use crate::ui::game::{Player, Session};

/// A new game on a board of `ranks` x `files` with `first` to move.
pub fn new_game(
    ranks: usize,
    files: usize,
    first: Side,
    players: [Player; 2],
) -> Result<Session, SizeError> {
    let table = BreakthroughTable::new(Size::new(ranks, files)?, first);
    Ok(Session::new(Box::new(table), players))
}
