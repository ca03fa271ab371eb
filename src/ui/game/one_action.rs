//! What the tables of games of one action per turn (both Breakthroughs) share: opening a
//! written game, the status line of a finished position, and the record in pairs.

use super::record_text;
use super::table::{Explained, OpenError, Table};
use crate::ui::i18n::{Lang, Text};

/// `table` with the actions written `actions` played, each checked.
pub fn play_all<'a, T: Table>(
    mut table: T,
    actions: impl IntoIterator<Item = &'a str>,
) -> Result<T, OpenError> {
    for (index, text) in actions.into_iter().enumerate() {
        table
            .play(text)
            .map_err(|problem: Explained| OpenError::action(index, text, &problem))?;
    }
    Ok(table)
}

/// The status line: "Game over" where the game is `over`, otherwise `to_move`.
pub fn status(over: bool, lang: Lang, to_move: impl FnOnce() -> String) -> String {
    if over {
        Text::GameOver.get(lang).to_string()
    } else {
        to_move()
    }
}

/// The record of `table`, two actions (one of each side) per numbered turn.
pub fn record_in_pairs(table: &dyn Table) -> String {
    let actions = table.action_texts();
    let turns: Vec<Vec<String>> = actions.chunks(2).map(<[String]>::to_vec).collect();
    record_text::write(table.game(), &table.start_text(), &turns)
}
