//! Games in the URL fragment, readable by a person:
//! `#game=breakthrough&fen=BBBBB/BBBBB/5/WWWWW/WWWWW_w&moves=a2-a3_b4-b3` (spaces written
//! as `_`), optionally with the game's review (`&review=...`, see
//! [`Review::to_link_text`]). Links of the Breakthru-only releases, `#bfn=...&moves=...`,
//! open as the default game, Breakthru. A link that ends where no link the app writes can
//! (inside a part, or after a `_`) was cut short, as a message app may cut a long link.

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
    /// The link ends where no link the app writes can: it was cut short.
    CutOff,
}

/// The names of a link's parts, friends' parts (see `FriendLink`) included.
const PARTS: [&str; 7] = ["game=", "fen=", "bfn=", "moves=", "review=", "id=", "side="];

/// The words of position errors for the spaces between a position's fields, in English and
/// Dutch, and what they are in a link, which writes `_` for a space.
const SPACES: [(&str, &str); 4] = [
    ("separated by a space", "separated by '_'"),
    ("separated by spaces", "separated by '_'"),
    ("gescheiden door een spatie", "gescheiden door '_'"),
    ("gescheiden door spaties", "gescheiden door '_'"),
];

/// `reason`, about a position's text, said of the position as a link writes it.
fn as_in_link(reason: String) -> String {
    SPACES.iter().fold(reason, |text, (spaces, underscores)| {
        text.replace(spaces, underscores)
    })
}

/// Whether a link's `last` part is the start of a part's name (`mo`, `moves`, or nothing
/// after the last `&`).
pub fn starts_a_name(last: &str) -> bool {
    !last.contains('=') && PARTS.iter().any(|name| name.starts_with(last))
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::UnknownPart(part) => {
                write!(
                    f,
                    "'{part}' is none of game=..., fen=..., moves=... or review=..."
                )
            }
            ShareError::UnknownGame(error) => error.fmt(f),
            ShareError::MissingPosition => write!(f, "the link has no position (fen=...)"),
            ShareError::Game(OpenError::Start(reason)) => {
                let reason = as_in_link(reason.to_string());
                write!(f, "the position (fen=...) is not valid: {reason}")
            }
            ShareError::Game(error) => error.fmt(f),
            ShareError::Review(error) => error.fmt(f),
            ShareError::CutOff => {
                f.write_str("this link looks cut off: ask your friend to send it again")
            }
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

/// The game a link's fragment (with or without `#`) describes, every action checked as
/// `open` opens it, with people on both sides: a shared game is for looking at or playing on
/// together. A link whose last part is unfinished was cut short: [`ShareError::CutOff`].
pub fn parse_fragment(fragment: &str, open: Opener) -> Result<Session, ShareError> {
    let fragment = decode(fragment.strip_prefix('#').unwrap_or(fragment));
    let last = fragment.rsplit('&').next().unwrap_or_default();
    let read = read(&fragment, open);
    if !fragment.is_empty() && unfinished(last, read.as_ref().err()) {
        return Err(ShareError::CutOff);
    }
    read
}

/// Whether a link's `last` part, read with `error` (if any), is unfinished: nothing or the
/// start of a part's name after the last `&`, a part without a value, a game's name cut
/// short or with no position after it, or moves ending in `_` or with a last move that
/// does not play.
fn unfinished(last: &str, error: Option<&ShareError>) -> bool {
    let Some((name, value)) = last.split_once('=') else {
        return starts_a_name(last);
    };
    let moves = value.split('_').filter(|t| !t.is_empty()).count();
    match (name, error) {
        (_, _) if value.is_empty() => true,
        ("moves", _) if value.ends_with('_') => true,
        ("moves", Some(ShareError::Game(OpenError::Action { number, .. }))) => *number == moves,
        ("game", Some(ShareError::UnknownGame(_))) => GameId::ALL
            .iter()
            .any(|game| game.name().starts_with(value)),
        ("game", Some(ShareError::MissingPosition)) => true,
        _ => false,
    }
}

/// The game of the shared part of a longer link (a friend's, whose parts go on after it),
/// as [`parse_fragment`] reads it but for cut links: its end is not the link's.
pub fn parse_shared(fragment: &str, open: Opener) -> Result<Session, ShareError> {
    read(
        &decode(fragment.strip_prefix('#').unwrap_or(fragment)),
        open,
    )
}

/// The game of a fragment without `#`, decoded.
fn read(fragment: &str, open: Opener) -> Result<Session, ShareError> {
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
                format!("'{part}' is geen game=..., fen=..., moves=... of review=...")
            }
            ShareError::UnknownGame(error) => error.dutch(),
            ShareError::MissingPosition => "de link bevat geen stand (fen=...)".into(),
            ShareError::Game(OpenError::Start(reason)) => {
                let reason = as_in_link(reason.dutch());
                format!("de stand (fen=...) is ongeldig: {reason}")
            }
            ShareError::Game(error) => error.dutch(),
            ShareError::Review(error) => error.dutch(),
            ShareError::CutOff => {
                "deze link lijkt afgebroken: vraag uw vriend hem opnieuw te sturen".into()
            }
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
            ShareError::CutOff,
        ]);
        assert_eq!(
            parse_fragment("#garbage", no_game)
                .unwrap_err()
                .explain(Lang::Nl),
            "'garbage' is geen game=..., fen=..., moves=... of review=..."
        );
    }
}
