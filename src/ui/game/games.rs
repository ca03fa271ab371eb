//! The games the app offers: opening a written game of each, and importing records.
//! A new game registers here.

use super::record_text::{self, RecordTextError};
use super::table::{Explained, OpenError, Table};
use crate::ai::Limits;
use crate::bot::{Level, Playable};
use crate::rules::breakthrough::AnyPosition;
use crate::rules::breakthrough9x5::Position as Freeling;
use crate::rules::breakthru::Position;
use crate::rules::GameId;
use crate::ui::breakthrough::BreakthroughTable;
use crate::ui::breakthrough9x5::Breakthrough9x5Table;
use crate::ui::breakthru::{self, BreakthruTable};

/// The game `game` of a start text and action texts, every action checked.
pub fn open<'a>(
    game: GameId,
    start: &str,
    actions: impl IntoIterator<Item = &'a str>,
) -> Result<Box<dyn Table>, OpenError> {
    Ok(match game {
        GameId::Breakthru => Box::new(BreakthruTable::open(start, actions)?),
        GameId::Breakthrough => Box::new(BreakthroughTable::open(start, actions)?),
        GameId::Breakthrough9x5 => Box::new(Breakthrough9x5Table::open(start, actions)?),
    })
}

/// What bounds the AI's search of one turn of `game` at `level`.
pub fn level_limits(game: GameId, level: Level) -> Limits {
    match game {
        GameId::Breakthru => Position::level_limits(level),
        GameId::Breakthrough => AnyPosition::level_limits(level),
        GameId::Breakthrough9x5 => Freeling::level_limits(level),
    }
}

/// The game of a record text (see [`record_text`]), every action checked.
pub fn import(text: &str) -> Result<Box<dyn Table>, Explained> {
    let game = record_text::game_of(text).map_err(|e| Explained::of(&e))?;
    match game {
        GameId::Breakthru => {
            let table = breakthru::import(&record_text::without_game_line(text))?;
            Ok(Box::new(table))
        }
        GameId::Breakthrough | GameId::Breakthrough9x5 => {
            let written =
                record_text::read(text).map_err(|e: RecordTextError| Explained::of(&e))?;
            let actions = written.actions.iter().map(String::as_str);
            open(game, &written.start, actions).map_err(|e| Explained::of(&e))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_exports_records_that_import() {
        let breakthru = open(GameId::Breakthru, &Position::standard().to_bfn(), ["e4-e3"]).unwrap();
        let start = "BBBBB/BBBBB/5/WWWWW/WWWWW w";
        let breakthrough = open(GameId::Breakthrough, start, ["a2-a3", "a4-b3", "a3xb4"]).unwrap();
        let freeling_start = "BBBBB/BBBBB/5/5/5/5/5/WWWWW/WWWWW w";
        let freeling = open(GameId::Breakthrough9x5, freeling_start, ["b2-a1", "pass"]).unwrap();
        for table in [breakthru, breakthrough, freeling] {
            let again = import(&table.record_text()).unwrap();
            assert!(
                super::super::table::same_game(&*table, &*again),
                "{}",
                table.record_text()
            );
        }
        assert!(import("[Game \"breakthrough\"]\n1. a2-a3").is_err());
    }
}
