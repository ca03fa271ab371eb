//! Games in the URL fragment, readable by a person:
//! `#game=breakthrough&fen=BBBBB/BBBBB/5/WWWWW/WWWWW_w&moves=a2-a3_b4-b3` (spaces written
//! as `_`), optionally with the game's review (`&review=...`, see
//! [`Review::to_link_text`]). Links of the Breakthru-only releases, `#bfn=...&moves=...`,
//! open as the default game, Breakthru.

use super::review::{Review, ReviewError};
use super::session::{Player, Session};
use super::table::{OpenError, Opener};
use crate::rules::{GameId, UnknownGame};
use crate::ui::i18n::Explain;
use std::fmt;

/// What is wrong with a shared link's fragment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// A part that is not `game=`, `fen=`, `bfn=`, `moves=` or `review=`.
    UnknownPart(String),
    /// The `game=` part names no game.
    UnknownGame(UnknownGame),
    /// No position part (`fen=...`).
    MissingPosition,
    /// The position or an action cannot be replayed.
    Game(OpenError),
    /// The review part cannot be read.
    Review(ReviewError),
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
            ShareError::Review(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ShareError {}

/// The fragment (without `#`) that opens the game of `session`, with its review if
/// `with_review` and there is one.
pub fn to_fragment(session: &Session, with_review: bool) -> String {
    let table = session.table();
    let fen = table.start_text().replace(' ', "_");
    let mut fragment = format!("game={}&fen={fen}", table.game());
    let moves = table.action_texts();
    if !moves.is_empty() {
        fragment.push_str(&format!("&moves={}", moves.join("_")));
    }
    if with_review && !session.review().is_empty() {
        fragment.push_str(&format!("&review={}", session.review().to_link_text()));
    }
    fragment
}

/// Undoes the browser's percent-encoding of a few characters (spaces and the like).
fn decode(text: &str) -> String {
    text.replace("%20", "_")
        .replace(' ', "_")
        .replace("%2F", "/")
        .replace("%2f", "/")
        .replace("%3B", ";")
        .replace("%3b", ";")
        .replace("%7E", "~")
        .replace("%7e", "~")
}

/// The game a fragment (with or without `#`) describes, every action checked as `open`
/// opens it, with people on both sides: a shared game is for looking at or playing on
/// together.
pub fn parse_fragment(fragment: &str, open: Opener) -> Result<Session, ShareError> {
    let fragment = decode(fragment.strip_prefix('#').unwrap_or(fragment));
    let (mut game, mut position, mut moves) = (GameId::default(), None, "");
    let mut review = Review::default();
    for part in fragment.split('&').filter(|p| !p.is_empty()) {
        match part.split_once('=') {
            Some(("game", name)) => game = name.parse().map_err(ShareError::UnknownGame)?,
            Some(("fen" | "bfn", value)) => position = Some(value.replace('_', " ")),
            Some(("moves", value)) => moves = value,
            Some(("review", value)) => {
                review = Review::from_link_text(value).map_err(ShareError::Review)?
            }
            _ => return Err(ShareError::UnknownPart(part.chars().take(40).collect())),
        }
    }
    let position = position.ok_or(ShareError::MissingPosition)?;
    let actions: Vec<&str> = moves.split('_').filter(|t| !t.is_empty()).collect();
    let table = open(game, &position, &actions).map_err(ShareError::Game)?;
    Ok(Session::new(table, [Player::Human, Player::Human]).with_review(review))
}

impl Explain for ShareError {
    fn dutch(&self) -> String {
        match self {
            ShareError::UnknownPart(part) => {
                format!("'{part}' is geen game=..., fen=... of moves=...")
            }
            ShareError::UnknownGame(error) => error.dutch(),
            ShareError::MissingPosition => "de link bevat geen stand (fen=...)".into(),
            ShareError::Game(OpenError::Start(reason)) => {
                format!("de stand is ongeldig: {}", reason.dutch())
            }
            ShareError::Game(error) => error.dutch(),
            ShareError::Review(error) => error.dutch(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::Table;
    use crate::ui::i18n::errors::assert_dutch;
    use crate::ui::i18n::Lang;

    /// An opener for fragments that never get as far as opening a game.
    fn no_game(_: GameId, _: &str, _: &[&str]) -> Result<Box<dyn Table>, OpenError> {
        unreachable!("the fragment is refused before its game is opened")
    }

    #[test]
    fn every_error_has_its_own_dutch_text() {
        let illegal = OpenError::action(1, "e3-e2", &crate::core::PlayError::Illegal);
        assert_dutch(&[
            ShareError::UnknownPart("hello".into()),
            ShareError::UnknownGame(UnknownGame("chess".into())),
            ShareError::MissingPosition,
            ShareError::Game(illegal),
        ]);
        assert_eq!(
            parse_fragment("#garbage", no_game)
                .unwrap_err()
                .explain(Lang::Nl),
            "'garbage' is geen game=..., fen=... of moves=..."
        );
    }
}
