//! The text of a game record for every game: a `[Game "..."]` line (Breakthru's records
//! may leave it out), a `[Start "<position>"]` line, then numbered turns.
//!
//! ```text
//! [Game "breakthrough"]
//! [Start "BBBBB/BBBBB/5/WWWWW/WWWWW w"]
//! 1. a2-a3 b4-b3
//! 2. a3xb4
//! ```

use super::table::Table;
use crate::rules::{GameId, UnknownGame};
use crate::ui::i18n::Explain;
use std::fmt;

/// A record read from text: the game, its start and its actions, not yet checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenGame {
    /// The game named by the `[Game]` line (Breakthru without one).
    pub game: GameId,
    /// The start position's text.
    pub start: String,
    /// The actions in order.
    pub actions: Vec<String>,
}

/// What is wrong with a record's lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordTextError {
    /// The `[Game "..."]` line names no game.
    UnknownGame(UnknownGame),
    /// There is no `[Start "..."]` line.
    MissingStart,
}

impl fmt::Display for RecordTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordTextError::UnknownGame(error) => error.fmt(f),
            RecordTextError::MissingStart => {
                f.write_str("the record must have a line [Start \"<position>\"]")
            }
        }
    }
}

impl std::error::Error for RecordTextError {}

/// The record of `game` from `start`, one numbered line per turn.
pub fn write(game: GameId, start: &str, turns: &[Vec<String>]) -> String {
    format!("[Game \"{game}\"]\n{}", write_untitled(start, turns))
}

/// The record from `start` without its `[Game]` line (Breakthru's own form).
pub fn write_untitled(start: &str, turns: &[Vec<String>]) -> String {
    let mut text = format!("[Start \"{start}\"]\n");
    for (number, turn) in turns.iter().enumerate() {
        text.push_str(&format!("{}. {}\n", number + 1, turn.join(" ")));
    }
    text
}

/// The record of `table`, two actions (one of each side) per numbered line.
pub fn in_pairs(table: &dyn Table) -> String {
    let actions = table.action_texts();
    let turns: Vec<Vec<String>> = actions.chunks(2).map(<[String]>::to_vec).collect();
    write(table.game(), &table.start_text(), &turns)
}

/// The value of a header line `[Key "value"]` named `key`.
fn header<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
    let value = inner.strip_prefix(key)?.trim();
    value.strip_prefix('"')?.strip_suffix('"')
}

/// Which game a record is of: the `[Game]` line's, the default game (Breakthru) without
/// one.
pub fn game_of(text: &str) -> Result<GameId, RecordTextError> {
    text.lines()
        .find_map(|line| header(line, "Game"))
        .map_or(Ok(GameId::default()), |name| {
            name.parse().map_err(RecordTextError::UnknownGame)
        })
}

/// The record without its `[Game]` line.
pub fn without_game_line(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .filter(|line| header(line, "Game").is_none())
        .collect();
    lines.join("\n")
}

/// Reads a record's game, start and actions; turn numbers such as `3.` are skipped.
pub fn read(text: &str) -> Result<WrittenGame, RecordTextError> {
    let game = game_of(text)?;
    let start = text
        .lines()
        .find_map(|line| header(line, "Start"))
        .ok_or(RecordTextError::MissingStart)?
        .to_string();
    let actions = text
        .lines()
        .filter(|line| !line.trim_start().starts_with('['))
        .flat_map(str::split_whitespace)
        .filter(|token| !is_turn_number(token))
        .map(str::to_string)
        .collect();
    Ok(WrittenGame {
        game,
        start,
        actions,
    })
}

fn is_turn_number(token: &str) -> bool {
    token
        .strip_suffix('.')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

impl Explain for RecordTextError {
    fn dutch(&self) -> String {
        match self {
            RecordTextError::UnknownGame(error) => error.dutch(),
            RecordTextError::MissingStart => {
                "het verslag moet een regel [Start \"<stand>\"] hebben".into()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    #[test]
    fn records_round_trip() {
        let turns = vec![
            vec!["a2-a3".to_string(), "b4-b3".into()],
            vec!["a3xb4".into()],
        ];
        let breakthrough: GameId = "breakthrough".parse().unwrap();
        let text = write(breakthrough, "BBBBB/BBBBB/5/WWWWW/WWWWW w", &turns);
        assert!(text.contains("2. a3xb4\n"), "{text}");
        let read = read(&text).unwrap();
        assert_eq!(read.game, breakthrough);
        assert_eq!(read.start, "BBBBB/BBBBB/5/WWWWW/WWWWW w");
        assert_eq!(read.actions, ["a2-a3", "b4-b3", "a3xb4"]);
    }

    #[test]
    fn bad_headers_are_named() {
        assert_eq!(read("1. a2-a3"), Err(RecordTextError::MissingStart));
        assert!(matches!(
            read("[Game \"chess\"]\n[Start \"x\"]"),
            Err(RecordTextError::UnknownGame(_))
        ));
        assert_eq!(game_of("[Start \"x\"]"), Ok(GameId::default()));
        assert_eq!(
            without_game_line("[Game \"breakthru\"]\n[Start \"x\"]"),
            "[Start \"x\"]"
        );
    }

    #[test]
    fn every_error_has_its_own_dutch_text() {
        let unknown = UnknownGame("chess".into());
        assert_dutch(&[
            RecordTextError::UnknownGame(unknown),
            RecordTextError::MissingStart,
        ]);
    }
}
