//! Games in the URL fragment, readable by a person:
//! `#game=breakthrough&fen=BBBBB/BBBBB/5/WWWWW/WWWWW_w&moves=a2-a3_b4-b3` (spaces written
//! as `_`). Links of the Breakthru-only releases, `#bfn=...&moves=...`, open as Breakthru.

use super::games;
use super::table::{OpenError, Table};
use crate::rules::{GameId, UnknownGame};
use std::fmt;

/// What is wrong with a shared link's fragment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// A part that is not `game=`, `fen=`, `bfn=` or `moves=`.
    UnknownPart(String),
    /// The `game=` part names no game.
    UnknownGame(UnknownGame),
    /// No position part (`fen=...`).
    MissingPosition,
    /// The position or an action cannot be replayed.
    Game(OpenError),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::UnknownPart(part) => {
                write!(f, "'{part}' is none of game=..., fen=... or moves=...")
            }
            ShareError::UnknownGame(error) => error.fmt(f),
            ShareError::MissingPosition => write!(f, "the link has no position (fen=...)"),
            ShareError::Game(OpenError::Start(reason)) => {
                write!(f, "the position is not valid: {reason}")
            }
            ShareError::Game(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ShareError {}

/// The fragment (without `#`) that opens the game at `table`.
pub fn to_fragment(table: &dyn Table) -> String {
    let fen = table.start_text().replace(' ', "_");
    let mut fragment = format!("game={}&fen={fen}", table.game());
    let moves = table.action_texts();
    if !moves.is_empty() {
        fragment.push_str(&format!("&moves={}", moves.join("_")));
    }
    fragment
}

/// Undoes the browser's percent-encoding of a few characters (spaces and the like).
fn decode(text: &str) -> String {
    text.replace("%20", "_")
        .replace(' ', "_")
        .replace("%2F", "/")
        .replace("%2f", "/")
}

/// The game a fragment (with or without `#`) describes, every action checked.
pub fn parse_fragment(fragment: &str) -> Result<Box<dyn Table>, ShareError> {
    let fragment = decode(fragment.strip_prefix('#').unwrap_or(fragment));
    let (mut game, mut position, mut moves) = (GameId::Breakthru, None, "");
    for part in fragment.split('&').filter(|p| !p.is_empty()) {
        match part.split_once('=') {
            Some(("game", name)) => game = name.parse().map_err(ShareError::UnknownGame)?,
            Some(("fen" | "bfn", value)) => position = Some(value.replace('_', " ")),
            Some(("moves", value)) => moves = value,
            _ => return Err(ShareError::UnknownPart(part.chars().take(40).collect())),
        }
    }
    let position = position.ok_or(ShareError::MissingPosition)?;
    let actions = moves.split('_').filter(|t| !t.is_empty());
    games::open(game, &position, actions).map_err(ShareError::Game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::breakthru::Position;
    use crate::ui::game::same_game;

    fn breakthru(actions: &[&str]) -> Box<dyn Table> {
        games::open(
            GameId::Breakthru,
            &Position::standard().to_bfn(),
            actions.iter().copied(),
        )
        .unwrap()
    }

    #[test]
    fn fragments_round_trip_for_every_game() {
        let start = "BBBBB/BBBBB/5/WWWWW/WWWWW w";
        let breakthrough = games::open(GameId::Breakthrough, start, ["a2-a3", "b4-b3"]).unwrap();
        let fragment = to_fragment(&*breakthrough);
        assert_eq!(
            fragment,
            "game=breakthrough&fen=BBBBB/BBBBB/5/WWWWW/WWWWW_w&moves=a2-a3_b4-b3"
        );
        for table in [breakthrough, breakthru(&["e4-e3", "g4-g3"])] {
            let fragment = to_fragment(&*table);
            for written in [format!("#{fragment}"), fragment.replace('_', "%20")] {
                assert!(
                    same_game(&*parse_fragment(&written).unwrap(), &*table),
                    "{written}"
                );
            }
        }
    }

    #[test]
    fn links_of_the_first_release_open_as_breakthru() {
        let bfn = Position::standard().to_bfn().replace(' ', "_");
        let old = parse_fragment(&format!("#bfn={bfn}&moves=e4-e3_g4-g3")).unwrap();
        assert!(same_game(&*old, &*breakthru(&["e4-e3", "g4-g3"])));
    }

    #[test]
    fn malformed_fragments_are_explained() {
        assert_eq!(
            parse_fragment("#moves=e4-e3").unwrap_err(),
            ShareError::MissingPosition
        );
        assert!(matches!(
            parse_fragment("#hello"),
            Err(ShareError::UnknownPart(_))
        ));
        assert!(matches!(
            parse_fragment("#game=chess&fen=x"),
            Err(ShareError::UnknownGame(_))
        ));
        assert!(matches!(
            parse_fragment("#bfn=11/11_g_-"),
            Err(ShareError::Game(OpenError::Start(_)))
        ));
        let error =
            parse_fragment("#game=breakthrough&fen=5/5/5/WWWWW/WWWWW_w&moves=a2-a4").unwrap_err();
        assert!(
            error.to_string().starts_with("action 1 ('a2-a4')"),
            "{error}"
        );
    }
}
